import { canManageOverheadBudget, overheadMessages } from '@groundwork/domain/overhead';
import { TrendingUpIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/features/auth/auth-provider';
import { useOverheadBudgets } from '@/features/overhead/api/get-overhead-budgets';
import { BudgetWorkspace } from '@/features/overhead/components/budget-workspace';
import { NoBudget } from '@/features/overhead/components/no-budget';
import { OverheadCategories } from '@/features/overhead/components/overhead-categories';
import { paths } from '@/lib/paths';

export default function BudgetPricingRoute() {
  const { user } = useAuth();
  const canEdit = user ? canManageOverheadBudget(user.role) : false;
  const budgets = useOverheadBudgets();
  const [search, setSearch] = useSearchParams();
  // The budget chosen in the address (?budget=), else the active one prices come from, else the latest.
  const chosen = budgets.data?.find((candidate) => candidate.id === search.get('budget'));
  const budget = chosen ?? budgets.data?.find((candidate) => candidate.active) ?? budgets.data?.[0];

  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Budget Pricing"
        description="Your year in numbers: what the work costs, what running the company costs, and the profit you want. Every price is worked out from it."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.budgetProjections}>
              <TrendingUpIcon aria-hidden="true" />
              Budget Projections
            </Link>
          </Button>
        }
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
          <TabsContent value="budget" className="grid gap-6">
            {budgets.data.length > 1 && budget && (
              <FormField id="budget-choice" label="Budget" hint="The active budget prices every estimate; the others are drafts and past years." className="max-w-md">
                {(control) => (
                  <NativeSelect {...control} value={budget.id} onChange={(event) => setSearch({ budget: event.target.value }, { replace: true })}>
                    {budgets.data.map((candidate) => (
                      <option key={candidate.id} value={candidate.id}>
                        {candidate.year} — {candidate.name || 'Budget'}
                        {candidate.active ? ' (active)' : ' (inactive)'}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
            )}
            {budget ? <BudgetWorkspace key={budget.id} budget={budget} canEdit={canEdit} /> : <NoBudget canEdit={canEdit} />}
          </TabsContent>
          <TabsContent value="categories">
            <OverheadCategories canEdit={canEdit} />
          </TabsContent>
        </Tabs>
      )}
    </Page>
  );
}
