import { canManagePriceBook } from '@groundwork/domain/subcontractors';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { SubcontractorsPanel } from '@/features/subcontractors/components/subcontractors-panel';

export default function SubcontractorsRoute() {
  const { user } = useAuth();
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Subcontractors" description="The companies you hire for tree work, irrigation, snow and more: their rates, and whether their insurance is current." />
      <SubcontractorsPanel canManage={user !== null && canManagePriceBook(user.role)} />
    </Page>
  );
}
