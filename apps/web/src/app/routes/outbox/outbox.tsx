import { isAdminRole } from '@groundwork/domain/auth';
import { ShieldAlertIcon } from 'lucide-react';
import { Page, PageHeader } from '@/components/layouts/page';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { useAuth } from '@/features/auth/auth-provider';
import { OutboxTable } from '@/features/outbox/components/outbox-table';

export default function OutboxRoute() {
  const { user } = useAuth();
  const isAdmin = user ? isAdminRole(user.role) : false;

  return (
    <Page>
      <PageHeader
        title="Outbox"
        description="E-mails Groundwork has sent for your company. Without a mail server configured, they are kept here so an administrator can pass the links on."
      />
      {isAdmin ? (
        <OutboxTable />
      ) : (
        <Alert variant="info">
          <ShieldAlertIcon aria-hidden="true" />
          <AlertTitle>Administrators only</AlertTitle>
          <AlertDescription>Ask an administrator of your company if you are waiting for an e-mail from Groundwork.</AlertDescription>
        </Alert>
      )}
    </Page>
  );
}
