import { PROPOSAL_LINK_INVALID_MESSAGE } from '@groundwork/domain/proposals';
import { PublicDocument } from '@/components/layouts/public-document';
import { usePublicProposal } from '../api/public-proposal';
import { ProposalAnswer } from './proposal-answer';
import { ProposalDocument } from './proposal-document';

/** /proposal/{token}: the client reads the proposal and answers it; no sign-in. */
export function PublicProposalPage({ token }: { token: string }) {
  return (
    <PublicDocument
      query={usePublicProposal(token)}
      noun="Proposal"
      invalidMessage={PROPOSAL_LINK_INVALID_MESSAGE}
      title={(proposal) => `Proposal #${proposal.number} from ${proposal.company.name}`}
      timeZone={(proposal) => proposal.company.timeZone}
    >
      {(proposal) => (
        <>
          <ProposalDocument token={token} proposal={proposal} />
          <ProposalAnswer token={token} proposal={proposal} />
        </>
      )}
    </PublicDocument>
  );
}
