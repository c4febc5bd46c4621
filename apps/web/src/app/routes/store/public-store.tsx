import { useParams, useSearchParams } from 'react-router';
import { PublicStorePage } from '@/features/store/components/public-store-page';

/** /store/{slug}: a company's storefront, outside the signed-in app (no sign-in, no sidebar). */
export default function PublicStoreRoute() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  return <PublicStorePage storeSlug={slug} returnedReference={search.get('booking')} depositPaid={search.get('deposit') === 'paid'} />;
}
