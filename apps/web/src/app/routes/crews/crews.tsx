import { useMemo } from 'react';
import { Page, PageHeader } from '@/components/layouts/page';
import { CrewsPanel } from '@/features/crews/components/crews-panel';
import { useEmployees } from '@/features/employees/api/get-employees';

export default function CrewsRoute() {
  // The roster to assign from: employees are their own feature, so the screen hands them to the crews panel.
  const roster = useEmployees({ page: 1 });
  const employees = useMemo(
    () =>
      (roster.data?.employees ?? []).map((employee) => ({
        id: employee.id,
        name: `${employee.firstName} ${employee.lastName}`,
        position: employee.position,
        status: employee.status,
      })),
    [roster.data],
  );

  return (
    <Page className="max-w-7xl">
      <PageHeader title="Crews" description="Who goes out together, who leads them, and what an hour of each crew costs." />
      <CrewsPanel employees={employees} />
    </Page>
  );
}
