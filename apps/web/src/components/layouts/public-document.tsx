import type { UseQueryResult } from '@tanstack/react-query';
import { LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import { isApiError, serverMessageOr } from '@/lib/api-client';
import { CompanyTimeZoneProvider } from '@/lib/company-time-zone';
import { useDocumentTitle } from '@/lib/use-document-title';

/** A bare page: no app navigation and nothing of the company but this document. Prints as the document alone. */
function PublicDocumentLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-svh bg-background print:bg-white">
      <main className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
        <article className="grid gap-10 rounded-xl border border-border bg-card px-4 py-6 text-card-foreground shadow-xs sm:px-10 sm:py-10 print:rounded-none print:border-0 print:p-0 print:shadow-none">
          {children}
        </article>
      </main>
    </div>
  );
}

type PublicDocumentProps<T> = {
  query: UseQueryResult<T>;
  /** What the document is, as its loading and error states and the tab name it: 'Invoice', 'Proposal'. */
  noun: string;
  /** The heading when the link is unknown or expired (the server's message is preferred). */
  invalidMessage: string;
  /** The tab's title once the document is read. */
  title: (loaded: T) => string;
  /** The company's zone: the visitor reads dates and times as the company does. */
  timeZone: (loaded: T) => string;
  children: (loaded: T) => ReactNode;
};

/**
 * A document a client opens from a link, without signing in (/proposal/{token}, /invoice/{token}): loading, a link
 * that does not work (any 4xx), a failed read with retry, then the document in the company's zone.
 */
export function PublicDocument<T>({ query, noun, invalidMessage, title, timeZone, children }: PublicDocumentProps<T>) {
  const loaded = query.data;
  const invalid = query.isError && isApiError(query.error) && query.error.status !== null && query.error.status >= 400 && query.error.status < 500;
  useDocumentTitle(loaded !== undefined && !invalid ? title(loaded) : noun);

  if (invalid) {
    return (
      <PublicDocumentLayout>
        <div className="grid justify-items-center gap-3 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <LinkIcon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold text-foreground">{serverMessageOr(query.error, invalidMessage)}</h1>
          <p className="max-w-md text-sm text-muted-foreground">Ask the company that sent it to you for a new link.</p>
        </div>
      </PublicDocumentLayout>
    );
  }
  if (loaded === undefined) {
    const lower = noun.toLowerCase();
    return (
      <PublicDocumentLayout>
        {query.isPending ? (
          <div className="flex min-h-64 items-center justify-center">
            <Spinner label={`Loading the ${lower}`} className="[&_svg]:size-8" />
          </div>
        ) : (
          <div className="grid gap-4">
            <h1 className="text-xl font-semibold text-foreground">{noun}</h1>
            <LoadError title={`Could not load the ${lower}`} error={query.error} onRetry={() => void query.refetch()} />
          </div>
        )}
      </PublicDocumentLayout>
    );
  }
  return (
    <CompanyTimeZoneProvider timeZone={timeZone(loaded)}>
      <PublicDocumentLayout>{children(loaded)}</PublicDocumentLayout>
    </CompanyTimeZoneProvider>
  );
}

/** An address on a public document, a line each (nothing when there are no lines). */
export function AddressBlock({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <address className="text-sm leading-relaxed break-words text-muted-foreground not-italic">
      {lines.map((line, index) => (
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  );
}
