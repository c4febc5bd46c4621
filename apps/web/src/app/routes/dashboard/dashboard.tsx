import { Page } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { AccountSummary } from '@/features/dashboard/components/account-summary';
import { AreasOverview } from '@/features/dashboard/components/areas-overview';
import { DashboardGreeting } from '@/features/dashboard/components/dashboard-greeting';
import { GettingStartedChecklist } from '@/features/dashboard/components/getting-started-checklist';
import { gettingStartedSteps } from '@/features/dashboard/getting-started';

export default function DashboardRoute() {
  const { user, company } = useAuth();
  if (!user) return null; // the guarded layout renders screens only with a user

  return (
    <Page>
      <div className="mb-8">
        <DashboardGreeting firstName={user.firstName} companyName={company?.name ?? null} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <GettingStartedChecklist steps={gettingStartedSteps(user, company)} />
        <div className="flex flex-col gap-6">
          <AccountSummary user={user} company={company} />
          <AreasOverview company={company} />
        </div>
      </div>
    </Page>
  );
}
