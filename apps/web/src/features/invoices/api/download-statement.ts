import { apiDownload } from '@/lib/api-client';
import type { LedgerPeriod } from './get-customer-ledger';

/** A PDF takes longer to draw than a JSON answer. */
const PDF_TIMEOUT_MS = 30_000;

/** GET /customers/{id}/statement.pdf?from&to: the customer's statement for the period, to print or send. */
export function getStatementPdf(customerId: string, period: LedgerPeriod): Promise<Blob> {
  return apiDownload(`/customers/${encodeURIComponent(customerId)}/statement.pdf`, {
    query: { from: period.from || undefined, to: period.to || undefined },
    timeoutMs: PDF_TIMEOUT_MS,
  });
}
