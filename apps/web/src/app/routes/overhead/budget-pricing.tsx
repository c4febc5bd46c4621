import { canManageOverheadBudget, overheadMessages } from '@groundwork/domain/overhead';
import { Page, PageHeader } from '@/components/layouts/page';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/auth-provider';
import { useOverheadBudgets } from '@/features/overhead/api/get-overhead-budgets';
import { BudgetWorkspace } from '@/features/overhead/components/budget-workspace';
import { NoBudget } from '@/features/overhead/components/no-budget';
import { OverheadCategories } from '@/features/overhead/components/overhead-categories';

export default function BudgetPricingRoute() {
  const { user } = useAuth();
  const canEdit = user ? canManageOverheadBudget(user.role) : false;
  const budgets = useOverheadBudgets();
  // The active budget is the one prices come from; a company with only inactive ones edits its latest.
  const budget = budgets.data?.find((candidate) => candidate.active) ?? budgets.data?.[0];

  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Budget Pricing"
        description="Your year in numbers: what the work costs, what running the company costs, and the profit you want. Every price is worked out from it."
      />
      {budgets.isPending ? (
        <LoadingRows label="Loading the P&L budget" />
      ) : budgets.isError ? (
        <LoadError title={overheadMessages.budgetNotFound} error={budgets.error} onRetry={() => void budgets.refetch()} />
      ) : (
        <Tabs defaultValue="budget" className="grid gap-6">
          <TabsList aria-label="Budget pricing sections" className="w-fit">
            <TabsTrigger value="budget">P&amp;L budget</TabsTrigger>
            <TabsTrigger value="categories">Overhead categories</TabsTrigger>
          </TabsList>
          <TabsContent value="budget">{budget ? <BudgetWorkspace key={budget.id} budget={budget} canEdit={canEdit} /> : <NoBudget canEdit={canEdit} />}</TabsContent>
          <TabsContent value="categories">
            <OverheadCategories canEdit={canEdit} />
          </TabsContent>
        </Tabs>
      )}
    </Page>
  );
}
