import { TriangleAlertIcon } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The router's error screen: an unknown route ('404 Not Found') or a screen that crashed. */
export default function RouteErrorScreen() {
  const error = useRouteError();
  useDocumentTitle('Error');
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Something went wrong';

  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <main className="flex min-h-svh items-center justify-center bg-background px-6 py-16">
      <div className="flex max-w-lg flex-col items-center text-center">
        <div className="mb-6 flex size-14 items-center justify-center rounded-2xl bg-destructive-soft text-destructive">
          <TriangleAlertIcon className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">Unexpected Application Error!</h1>
        <p className="mt-3 text-lg font-medium text-muted-foreground">{detail}</p>
        <p className="mt-2 text-sm text-muted-foreground">The page you asked for does not exist, or something went wrong while opening it.</p>
        {/* A full page load: the error may have come from a broken app state. */}
        <a
          href="/dashboard"
          className="mt-8 inline-flex h-10 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          Go to the dashboard
        </a>
      </div>
    </main>
  );
}
