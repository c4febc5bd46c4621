import { apiDownload } from '@/lib/api-client';

/** A PDF takes longer to draw than a JSON answer. */
const PDF_TIMEOUT_MS = 30_000;

/** GET /invoices/{id}/pdf: the invoice as the client receives it. */
export function getInvoicePdf(id: string): Promise<Blob> {
  return apiDownload(`/invoices/${encodeURIComponent(id)}/pdf`, { timeoutMs: PDF_TIMEOUT_MS });
}
