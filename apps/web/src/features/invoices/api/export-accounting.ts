import type { AccountingExportFormat } from '@groundwork/domain/invoices';
import { apiDownload } from '@/lib/api-client';

/** A year of invoices, payments and credit notes takes longer to write than a JSON answer. */
const EXPORT_TIMEOUT_MS = 60_000;

/** The file the export is saved as: invoices-2027-01-01-to-2027-03-31.iif */
export const accountingExportFileName = (from: string, to: string, format: AccountingExportFormat) => `invoices-${from}-to-${to}.${format}`;

/** GET /invoices/export?from&to&format: invoices, payments and credit notes as QuickBooks IIF, or a CSV of the same rows. */
export function getAccountingExport({ from, to, format }: { from: string; to: string; format: AccountingExportFormat }): Promise<Blob> {
  return apiDownload('/invoices/export', { query: { from, to, format }, timeoutMs: EXPORT_TIMEOUT_MS });
}
