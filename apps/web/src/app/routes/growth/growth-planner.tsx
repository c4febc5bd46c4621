import { isLeadershipRole } from '@groundwork/domain/auth';
import { CalculatorIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useGrowthPlan } from '@/features/growth/api/get-growth-plan';
import { GrowthPlanner } from '@/features/growth/components/growth-planner';
import { paths } from '@/lib/paths';

export default function GrowthPlannerRoute() {
  const { user } = useAuth();
  const plan = useGrowthPlan();
  const view = plan.data;
  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Growth Planner"
        description="Where your revenue targets take the company: the crews, people, hours and equipment each year needs, and the point where today’s structure stops growing — with the hires that lift it."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.orgChart}>Org Chart</Link>
          </Button>
        }
      />
      {plan.isPending ? (
        <LoadingRows label="Loading the growth plan" />
      ) : plan.isError ? (
        <LoadError title="Could not load the growth plan" error={plan.error} onRetry={() => void plan.refetch()} />
      ) : view?.budget ? (
        <GrowthPlanner key={view.budget.id} view={{ ...view, budget: view.budget }} canEdit={user ? isLeadershipRole(user.role) : false} />
      ) : (
        <EmptyState
          icon={<CalculatorIcon />}
          title="No active P&L budget yet."
          description="The plan starts from what your crews sell today: the active budget’s revenue and billable hours."
          action={
            <Button asChild>
              <Link to={paths.budgetPricing}>Set up the budget</Link>
            </Button>
          }
        />
      )}
    </Page>
  );
}
