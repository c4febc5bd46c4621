import { canManagePriceBook } from '@groundwork/domain/equipment';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { EquipmentPanel } from '@/features/equipment/components/equipment-panel';

/** The fleet: the same units as the price book, by status and service dates. */
export default function EquipmentManagementRoute() {
  const { user } = useAuth();
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Equipment Management" description="Which units are working, which are in the shop, and which are due for service." />
      <EquipmentPanel view="fleet" canManage={user !== null && canManagePriceBook(user.role)} />
    </Page>
  );
}
