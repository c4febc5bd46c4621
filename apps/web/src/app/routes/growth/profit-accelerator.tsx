import { CalculatorIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Page, PageHeader } from '@/components/layouts/page';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { useCrews } from '@/features/crews/api/get-crews';
import { ProfitAccelerator } from '@/features/growth/components/profit-accelerator';
import { useOverheadSummary } from '@/features/overhead/api/get-overhead-summary';
import { paths } from '@/lib/paths';

export default function ProfitAcceleratorRoute() {
  const summary = useOverheadSummary();
  const crews = useCrews({ page: 1, limit: 1, status: 'active' });
  return (
    <Page className="max-w-7xl">
      <PageHeader
        title="Profit Accelerator"
        description="What raising prices, selling more of each hour, adding a crew, trimming overhead or marking up materials does to the year your budget plans."
        actions={
          <Button asChild variant="outline">
            <Link to={paths.budgetProjections}>Budget Projections</Link>
          </Button>
        }
      />
      {summary.isPending || crews.isPending ? (
        <LoadingRows label="Loading the budget" />
      ) : summary.isError ? (
        <LoadError title="Could not load the budget" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : crews.isError ? (
        <LoadError title="Could not load the crews" error={crews.error} onRetry={() => void crews.refetch()} />
      ) : summary.data.budget === null ? (
        <EmptyState
          icon={<CalculatorIcon />}
          title="No active P&L budget yet."
          description="The accelerator starts from the active budget: what the work costs, what running the company costs, and the profit you aim for."
          action={
            <Button asChild>
              <Link to={paths.budgetPricing}>Set up the budget</Link>
            </Button>
          }
        />
      ) : (
        <ProfitAccelerator budget={summary.data.budget} crews={crews.data.pagination.total} />
      )}
    </Page>
  );
}
