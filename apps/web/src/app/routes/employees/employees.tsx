import { canManageRoster } from '@groundwork/domain/employees';
import { Page, PageHeader } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { EmployeesPanel } from '@/features/employees/components/employees-panel';

export default function EmployeesRoute() {
  const { user } = useAuth();
  return (
    <Page className="max-w-7xl">
      <PageHeader title="Employees" description="Your roster: who works here, who they report to, and what an hour of their labour costs." />
      <EmployeesPanel canManage={user !== null && canManageRoster(user.role)} />
    </Page>
  );
}
