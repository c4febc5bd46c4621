import { CalculatorIcon, Loader2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useCreateOverheadBudget } from '../api/create-overhead-budget';

/** No budget yet: a manager starts this year's (every line 0, the default recovery), everyone else is told who can. */
export function NoBudget({ canEdit, year = new Date().getFullYear() }: { canEdit: boolean; year?: number }) {
  const create = useCreateOverheadBudget();
  const start = () =>
    create.mutate(
      { year, active: true },
      {
        onSuccess: () => toast.success(`${year} budget created`),
        onError: (error) => toast.error('Failed to create budget', { description: errorMessage(error) }),
      },
    );
  return (
    <EmptyState
      icon={<CalculatorIcon />}
      title="No P&L budget yet."
      description={
        canEdit
          ? 'Start with this year’s budget: what the work costs, what running the company costs, and the profit you aim for. Prices follow from it.'
          : 'An admin or office manager sets up the budget that prices are worked out from.'
      }
      action={
        canEdit && (
          <Button onClick={start} disabled={create.isPending}>
            {create.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            Create {year} budget
          </Button>
        )
      }
    />
  );
}
