import { AlertCircleIcon, RefreshCwIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage, isApiError } from '@/lib/api-client';

type LoadingQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** The loading and failure states of a screen that shows one subcontractor. */
export function SubcontractorLoadState({ query }: { query: LoadingQuery }) {
  if (query.isPending) return <PageSpinner className="min-h-64" />;
  const notFound = isApiError(query.error) && query.error.status === 404;
  return (
    <Alert variant="destructive" role="alert">
      <AlertCircleIcon aria-hidden="true" />
      <AlertTitle>{notFound ? 'This subcontractor does not exist' : 'Could not load the subcontractor'}</AlertTitle>
      <AlertDescription>
        <p>{notFound ? 'It may have been deleted. Go back to the subcontractors list.' : errorMessage(query.error)}</p>
        <div className="mt-3 flex gap-2">
          {!notFound && (
            <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
              <RefreshCwIcon aria-hidden="true" />
              Try again
            </Button>
          )}
          <Button variant="outline" size="sm" asChild>
            <Link to="/subcontractors">Back to subcontractors</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
