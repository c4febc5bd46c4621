import { isOfficeRole } from '@groundwork/domain/auth';
import { canManagePriceBook } from '@groundwork/domain/equipment';
import { WrenchIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Page, PageHeader } from '@/components/layouts/page';
import { EmptyState } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { getEmployeesQueryOptions } from '@/features/employees/api/get-employees';
import { UpkeepWorkspace } from '@/features/equipment/components/upkeep-workspace';
import type { NamedOption, UpkeepAccess } from '@/features/equipment/upkeep-access';
import { fullName } from '@/lib/format';

/**
 * /equipment-management: equipment upkeep — service schedules by the calendar or the meter, meter readings, the service
 * log, out of service, and what each machine really costs an hour beside what the price book charges. The office's
 * screen (its reads show costs); a crew leader records readings and service from the field.
 */
export default function EquipmentManagementRoute() {
  const { user } = useAuth();
  const office = user !== null && isOfficeRole(user.role);
  const access = useMemo<UpkeepAccess>(() => ({ canManage: user !== null && canManagePriceBook(user.role), canCorrect: office }), [user, office]);
  const employees = useQuery({ ...getEmployeesQueryOptions({ page: 1 }), enabled: office });
  const people = useMemo<NamedOption[]>(
    () =>
      (employees.data?.employees ?? [])
        .filter((employee) => employee.status !== 'terminated')
        .map((employee) => ({ id: employee.id, name: fullName(employee) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'en-US', { sensitivity: 'base' })),
    [employees.data],
  );

  return (
    <Page className="max-w-[100rem]">
      <PageHeader
        title="Equipment Management"
        description="What each machine's meter reads, which services are due or overdue, what was done, and what an hour of it really costs against the price book."
      />
      {office ? (
        <UpkeepWorkspace access={access} people={people} />
      ) : (
        <EmptyState
          icon={<WrenchIcon aria-hidden="true" />}
          title="The office keeps equipment upkeep."
          description="Tell the office when a machine needs service or breaks down; they take it out of service and raise the repair."
        />
      )}
    </Page>
  );
}
