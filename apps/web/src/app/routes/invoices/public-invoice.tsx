import { useParams, useSearchParams } from 'react-router';
import { PublicInvoicePage } from '@/features/invoices/components/public-invoice-page';

/** /invoice/{token}: the client's invoice page, outside the signed-in app (no sign-in, no sidebar). */
export default function PublicInvoiceRoute() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  return <PublicInvoicePage token={token} returnedFromPayment={search.has('paid')} />;
}
