import { useParams, useSearchParams } from 'react-router';
import { PublicFormPage } from '@/features/forms/components/public-form-page';

/** /form/{token}: a lead form's hosted page, outside the signed-in app (no sign-in, no sidebar). */
export default function PublicFormRoute() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  return <PublicFormPage token={token} sent={search.get('sent') === '1'} problem={search.get('problem') === '1'} />;
}
