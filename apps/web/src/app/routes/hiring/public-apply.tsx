import { useParams } from 'react-router';
import { PublicApplyPage } from '@/features/hiring/components/public-apply-page';

/** /apply/{token}: a job posting's apply page, outside the signed-in app (no sign-in, no sidebar). */
export default function PublicApplyRoute() {
  const { token = '' } = useParams();
  return <PublicApplyPage token={token} />;
}
