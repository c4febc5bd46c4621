import { isAdminRole, isOfficeRole } from '@groundwork/domain/auth';
import { workOrderLabel } from '@groundwork/domain/orders';
import { entryDisplay } from '@groundwork/domain/permissions';
import { Page } from '@/components/layouts/page';
import { useAuth } from '@/features/auth/auth-provider';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { AccountSummary } from '@/features/dashboard/components/account-summary';
import { AreasOverview } from '@/features/dashboard/components/areas-overview';
import { DashboardGreeting } from '@/features/dashboard/components/dashboard-greeting';
import { ContinueSetupCard } from '@/features/dashboard/components/continue-setup-card';
import { ExceptionsFeed } from '@/features/dashboard/components/exceptions-feed';
import { GettingStartedChecklist } from '@/features/dashboard/components/getting-started-checklist';
import { PipelineCard } from '@/features/dashboard/components/pipeline-card';
import { ScheduleBoardCard } from '@/features/dashboard/components/schedule-board-card';
import { gettingStartedSteps, isChecklistFinished } from '@/features/dashboard/getting-started';
import { MyDayCard } from '@/features/dispatch/components/my-day-card';
import { RaiseTaskButton } from '@/features/tickets/components/raise-task-button';
import { useOnboarding } from '@/features/onboarding/api/get-onboarding';
import { KpiCards } from '@/features/reporting/components/kpi-cards';

export default function DashboardRoute() {
  const { user, company } = useAuth();
  const isAdmin = user ? isAdminRole(user.role) : false;
  const office = user ? isOfficeRole(user.role) : false;
  // The estimator's dashboard is their pipeline; the company's set-up is the admins' and office managers'.
  const estimator = user?.role === 'estimator';
  // Admins of a company that has not finished onboarding are offered the wizard.
  const onboarding = useOnboarding({ enabled: isAdmin });
  const dashboard = useDashboard({ enabled: office && !estimator });
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
  if (estimator) {
    return (
      <Page>
        <div className="mb-8">
          <DashboardGreeting firstName={user.firstName} companyName={company?.name ?? null} />
        </div>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-6">
            <PipelineCard />
            <ExceptionsFeed />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <ScheduleBoardCard company={company} />
            <AccountSummary user={user} company={company} />
          </div>
        </div>
      </Page>
    );
  }

  const setup = onboarding.data && !onboarding.data.progress.completed ? onboarding.data.progress : null;
  // The checklist waits for the company's records (so a finished company never sees it flash) and leaves once all is done.
  const steps = dashboard.data || dashboard.isError ? gettingStartedSteps(user, company, dashboard.data?.setup) : null;

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
      {entryDisplay(company?.permissions, 'reporting') === 'enabled' && (
        <div className="mb-6">
          <KpiCards />
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          {steps && !isChecklistFinished(steps) && <GettingStartedChecklist steps={steps} />}
          <ExceptionsFeed />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <ScheduleBoardCard company={company} />
          <AccountSummary user={user} company={company} />
          <AreasOverview company={company} />
        </div>
      </div>
    </Page>
  );
}
