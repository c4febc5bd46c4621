import { PROPOSAL_LINK_INVALID_MESSAGE } from '@groundwork/domain/proposals';
import { LinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-states';
import { Spinner } from '@/components/ui/spinner';
import { isApiError, serverMessageOr } from '@/lib/api-client';
import { CompanyTimeZoneProvider } from '@/lib/company-time-zone';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicProposal } from '../api/public-proposal';
import { ProposalAnswer } from './proposal-answer';
import { ProposalDocument } from './proposal-document';

/** A bare page: no app navigation and nothing of the company but this proposal. Prints as the document alone. */
function ProposalLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-svh bg-background print:bg-white">
      <main className="mx-auto w-full max-w-3xl px-3 py-6 sm:px-6 sm:py-10 print:max-w-none print:p-0">
        <article className="grid gap-10 rounded-xl border border-border bg-card px-5 py-6 text-card-foreground shadow-xs sm:px-10 sm:py-10 print:rounded-none print:border-0 print:p-0 print:shadow-none">
          {children}
        </article>
      </main>
    </div>
  );
}

/** /proposal/{token}: the client reads the proposal and answers it; no sign-in. */
export function PublicProposalPage({ token }: { token: string }) {
  const query = usePublicProposal(token);
  const proposal = query.data;
  const invalid = query.isError && isApiError(query.error) && query.error.status !== null && query.error.status >= 400 && query.error.status < 500;
  useDocumentTitle(proposal && !invalid ? `Proposal #${proposal.number} from ${proposal.company.name}` : 'Proposal');

  if (invalid) {
    return (
      <ProposalLayout>
        <div className="grid justify-items-center gap-3 py-10 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <LinkIcon className="size-6" aria-hidden="true" />
          </span>
          <h1 className="text-xl font-semibold text-foreground">{serverMessageOr(query.error, PROPOSAL_LINK_INVALID_MESSAGE)}</h1>
          <p className="max-w-md text-sm text-muted-foreground">Ask the company that sent it to you for a new link.</p>
        </div>
      </ProposalLayout>
    );
  }
  if (!proposal) {
    return (
      <ProposalLayout>
        {query.isPending ? (
          <div className="flex min-h-64 items-center justify-center">
            <Spinner label="Loading the proposal" className="[&_svg]:size-8" />
          </div>
        ) : (
          <div className="grid gap-4">
            <h1 className="text-xl font-semibold text-foreground">Proposal</h1>
            <LoadError title="Could not load the proposal" error={query.error} onRetry={() => void query.refetch()} />
          </div>
        )}
      </ProposalLayout>
    );
  }
  // The client reads the company's dates and times as the company does (the proposal carries its zone).
  return (
    <CompanyTimeZoneProvider timeZone={proposal.company.timeZone}>
      <ProposalLayout>
        <ProposalDocument token={token} proposal={proposal} />
        <ProposalAnswer token={token} proposal={proposal} />
      </ProposalLayout>
    </CompanyTimeZoneProvider>
  );
}
