import { useParams } from 'react-router';
import { PublicProposalPage } from '@/features/proposals/components/public-proposal-page';

/** /proposal/{token}: the client's proposal page, outside the signed-in app (no sign-in, no sidebar). */
export default function PublicProposalRoute() {
  const { token = '' } = useParams();
  return <PublicProposalPage token={token} />;
}
