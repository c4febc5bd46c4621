import { useMemo } from 'react';
import { Page, PageHeader } from '@/components/layouts/page';
import { useEmployees } from '@/features/employees/api/get-employees';
import { OrgChartPanel } from '@/features/org-chart/components/org-chart-panel';

export default function OrgChartRoute() {
  // Who can hold a position: employees are their own feature, so the screen hands the roster to the chart.
  const roster = useEmployees({ page: 1 });
  const employees = useMemo(
    () =>
      (roster.data?.employees ?? [])
        .filter((employee) => employee.status !== 'terminated')
        .map((employee) => ({ id: employee.id, name: `${employee.firstName} ${employee.lastName}`, position: employee.position })),
    [roster.data],
  );

  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Org Chart"
        description="Positions, who holds them and who reports to whom. Drag to arrange, connect a box's bottom handle to another's top to set reporting."
      />
      <OrgChartPanel employees={employees} />
    </Page>
  );
}
