import { WORK_ORDER_NOT_FOUND_MESSAGE } from '@groundwork/domain/orders';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError } from '@/components/ui/load-states';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

type LoadingQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

/** The loading, not-found and failure states of a screen that shows one work order. */
export function OrderLoadState({ query }: { query: LoadingQuery }) {
  if (query.isPending) return <PageSpinner className="min-h-64" />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        title={WORK_ORDER_NOT_FOUND_MESSAGE}
        description="This work order does not exist. It may have been deleted."
        action={
          <Button variant="outline" asChild>
            <Link to={paths.orders}>Back to work orders</Link>
          </Button>
        }
      />
    );
  }
  return <LoadError title="Could not load the work order" error={query.error} onRetry={() => void query.refetch()} />;
}
