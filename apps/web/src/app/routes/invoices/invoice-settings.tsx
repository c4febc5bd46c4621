import { canManageInvoiceSettings } from '@groundwork/domain/invoices';
import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useInvoiceSettings } from '@/features/invoices/api/get-invoice-settings';
import { InvoiceSettingsForm } from '@/features/invoices/components/invoice-settings-form';
import { paths } from '@/lib/paths';

/** /invoices/settings: numbering, default terms, how to pay and overdue reminders. Owner and office managers edit. */
export default function InvoiceSettingsRoute() {
  const { user } = useAuth();
  const settings = useInvoiceSettings();
  const canEdit = user ? canManageInvoiceSettings(user.role) : false;
  const back = (
    <Button asChild variant="outline">
      <Link to={paths.invoices}>
        <ArrowLeftIcon aria-hidden="true" />
        Invoices
      </Link>
    </Button>
  );

  return (
    <Page className="max-w-4xl">
      <PageHeader
        title="Invoice settings"
        description={canEdit ? 'Numbering, default terms, how to pay and overdue reminders.' : 'Only the owner or an office manager can change the invoice settings.'}
        actions={back}
      />
      {settings.isPending ? (
        <LoadingRows label="Loading invoice settings" />
      ) : settings.isError ? (
        <LoadError title="Could not load the invoice settings" error={settings.error} onRetry={() => void settings.refetch()} />
      ) : (
        <Card>
          <CardContent className="pt-6">
            <InvoiceSettingsForm settings={settings.data} canEdit={canEdit} />
          </CardContent>
        </Card>
      )}
    </Page>
  );
}
