import { isAdminRole } from '@groundwork/domain/auth';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { IncomeDivisionsTable } from '@/features/income-divisions/components/income-divisions-table';

export default function IncomeDivisionsRoute() {
  const { user } = useAuth();
  const canEdit = user ? isAdminRole(user.role) : false;
  return (
    <Page className="max-w-5xl">
      <PageHeader title="Income Divisions" description="The lines of business your services and reports group revenue by." />
      <IncomeDivisionsTable canEdit={canEdit} />
    </Page>
  );
}
