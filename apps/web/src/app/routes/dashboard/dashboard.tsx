import { isAdminRole, isOfficeRole } from '@groundwork/domain/auth';
import { workOrderLabel } from '@groundwork/domain/orders';
import { Page } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { AccountSummary } from '@/features/dashboard/components/account-summary';
import { AreasOverview } from '@/features/dashboard/components/areas-overview';
import { DashboardGreeting } from '@/features/dashboard/components/dashboard-greeting';
import { ContinueSetupCard } from '@/features/dashboard/components/continue-setup-card';
import { ScheduleBoardCard } from '@/features/dashboard/components/schedule-board-card';
import { GettingStartedChecklist } from '@/features/dashboard/components/getting-started-checklist';
import { gettingStartedSteps } from '@/features/dashboard/getting-started';
import { MyDayCard } from '@/features/dispatch/components/my-day-card';
import { RaiseTaskButton } from '@/features/tickets/components/raise-task-button';
import { useOnboarding } from '@/features/onboarding/api/get-onboarding';

export default function DashboardRoute() {
  const { user, company } = useAuth();
  const isAdmin = user ? isAdminRole(user.role) : false;
  const office = user ? isOfficeRole(user.role) : false;
  // Admins of a company that has not finished onboarding are offered the wizard.
  const onboarding = useOnboarding({ enabled: isAdmin });
  const dashboard = useDashboard({ enabled: office });
  if (!user) return null; // the guarded layout renders screens only with a user

  if (!office) {
    // A crew leader: their day first; the company's set-up is the office's.
    return (
      <Page>
        <div className="mb-8">
          <DashboardGreeting firstName={user.firstName} companyName={company?.name ?? null} />
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <MyDayCard
            orderAction={(order) => (
              <RaiseTaskButton workOrder={{ id: order.id, number: order.number, label: [workOrderLabel(order.number), order.customerName].filter(Boolean).join(' · ') }} />
            )}
          />
          <div className="flex flex-col gap-6">
            <ScheduleBoardCard company={company} readOnly />
            <AccountSummary user={user} company={company} />
          </div>
        </div>
      </Page>
    );
  }
  const setup = onboarding.data && !onboarding.data.progress.completed ? onboarding.data.progress : null;

  return (
    <Page>
      <div className="mb-8">
        <DashboardGreeting firstName={user.firstName} companyName={company?.name ?? null} />
      </div>
      {setup && (
        <div className="mb-6">
          <ContinueSetupCard
            doneSteps={setup.steps.filter((step) => step.completed || setup.skippedSteps.includes(step.id)).length}
            totalSteps={setup.steps.length}
            nextStepTitle={setup.steps[setup.currentStep]?.title}
          />
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <GettingStartedChecklist steps={gettingStartedSteps(user, company, dashboard.data?.setup)} />
        <div className="flex flex-col gap-6">
          <ScheduleBoardCard company={company} />
          <AccountSummary user={user} company={company} />
          <AreasOverview company={company} />
        </div>
      </div>
    </Page>
  );
}
