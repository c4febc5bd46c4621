import { canManageOverheadBudget } from '@groundwork/domain/overhead';
import { useQueryClient } from '@tanstack/react-query';
import { CalculatorIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { useAuth } from '@/features/auth/auth-provider';
import { useBudgetProjection } from '@/features/growth/api/get-budget-projection';
import { BudgetProjections } from '@/features/growth/components/budget-projections';
import { overheadQueryKey } from '@/features/overhead/api/get-overhead-budgets';
import { paths } from '@/lib/paths';

export default function BudgetProjectionsRoute() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const projection = useBudgetProjection();
  const view = projection.data;
  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Budget Projections"
        description="Your P&L for the next one to five years: this year’s budget grown by the work you expect to add and the inflation you expect to pay. A projected year becomes next year’s draft budget."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.profitAccelerator}>Profit Accelerator</Link>
          </Button>
        }
      />
      {projection.isPending ? (
        <LoadingRows label="Loading the projection" />
      ) : projection.isError ? (
        <LoadError title="Could not load the projection" error={projection.error} onRetry={() => void projection.refetch()} />
      ) : view?.baseBudget ? (
        <BudgetProjections
          key={view.baseBudget.id}
          view={{ ...view, baseBudget: view.baseBudget }}
          canEdit={user ? canManageOverheadBudget(user.role) : false}
          onDraftMade={() => void queryClient.invalidateQueries({ queryKey: overheadQueryKey })}
          draftLink={(budget) => paths.budgetPricingBudget(budget.id)}
        />
      ) : (
        <EmptyState
          icon={<CalculatorIcon />}
          title="No active P&L budget yet."
          description="A projection starts from the active budget: what the work costs, what running the company costs, and the profit you aim for."
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
