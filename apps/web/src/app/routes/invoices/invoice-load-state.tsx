import { INVOICE_NOT_FOUND_MESSAGE } from '@groundwork/domain/invoices';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError } from '@/components/ui/load-states';
import { PageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';

type LoadingQuery = { isPending: boolean; error: unknown; refetch: () => unknown };

/** The loading, not-found and failure states of a screen that shows one invoice. */
export function InvoiceLoadState({ query }: { query: LoadingQuery }) {
  if (query.isPending) return <PageSpinner className="min-h-64" />;
  if (isApiError(query.error) && query.error.status === 404) {
    return (
      <EmptyState
        title={INVOICE_NOT_FOUND_MESSAGE}
        description="This invoice does not exist, or belongs to another company."
        action={
          <Button variant="outline" asChild>
            <Link to={paths.invoiceList}>Back to invoices</Link>
          </Button>
        }
      />
    );
  }
  return <LoadError title="Could not load the invoice" error={query.error} onRetry={() => void query.refetch()} />;
}
