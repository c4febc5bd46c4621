import { Page, PageHeader } from '@/components/layouts/page';
import { EmployeesPanel } from '@/features/employees/components/employees-panel';

export default function EmployeesRoute() {
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Employees" description="Your roster: who works here, who they report to, and what an hour of their labour costs." />
      <EmployeesPanel />
    </Page>
  );
}
