import { isOfficeRole } from '@groundwork/domain/auth';
import { canManagePriceBook } from '@groundwork/domain/equipment';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { EquipmentPanel } from '@/features/equipment/components/equipment-panel';

/** The price book's equipment: what each unit costs for an hour of work, and (for the office) whether it is due for service. */
export default function EquipmentRoute() {
  const { user } = useAuth();
  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Equipment"
        description="Every mower, truck and trailer with what it costs to own and run, turned into a cost per billable hour your prices carry."
      />
      <EquipmentPanel canManage={user !== null && canManagePriceBook(user.role)} showUpkeep={user !== null && isOfficeRole(user.role)} />
    </Page>
  );
}
