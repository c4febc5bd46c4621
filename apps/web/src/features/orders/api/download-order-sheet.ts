import { apiDownload } from '@/lib/api-client';

/** A PDF takes longer to draw than a JSON answer. */
const PDF_TIMEOUT_MS = 30_000;

/** GET /orders/{id}/sheet.pdf: the crew sheet (where, what, how long, the instructions) to print or send to a phone. */
export function getOrderSheetPdf(orderId: string): Promise<Blob> {
  return apiDownload(`/orders/${encodeURIComponent(orderId)}/sheet.pdf`, { timeoutMs: PDF_TIMEOUT_MS });
}
