import type { ApplicationReportQuery } from '@groundwork/domain/chemical-applications';
import { apiDownload } from '@/lib/api-client';

/** A PDF (or a year of records) takes longer to draw than a JSON answer. */
const FILE_TIMEOUT_MS = 60_000;

/** GET /chemical_applications/{id}/pdf: the customer's copy of the record. */
export function getApplicationPdf(id: string): Promise<Blob> {
  return apiDownload(`/chemical_applications/${encodeURIComponent(id)}/pdf`, { timeoutMs: FILE_TIMEOUT_MS });
}

/** GET /chemical_applications/{id}/sign: the printable lawn sign (pesticides only). */
export function getApplicationSign(id: string): Promise<Blob> {
  return apiDownload(`/chemical_applications/${encodeURIComponent(id)}/sign`, { timeoutMs: FILE_TIMEOUT_MS });
}

export type ReportFileFormat = 'csv' | 'pdf';

/** GET /chemical_applications/report?…&format=csv|pdf: the records report as a file. */
export function getApplicationReportFile(query: Omit<ApplicationReportQuery, 'format'>, format: ReportFileFormat): Promise<Blob> {
  return apiDownload('/chemical_applications/report', {
    query: {
      from: query.from ?? undefined,
      to: query.to ?? undefined,
      productId: query.productId || undefined,
      applicatorEmployeeId: query.applicatorEmployeeId || undefined,
      propertyId: query.propertyId || undefined,
      customerId: query.customerId || undefined,
      format,
    },
    timeoutMs: FILE_TIMEOUT_MS,
  });
}

/** The file a report is saved as: application-records-2026-01-01-to-2026-11-27.csv */
export const reportFileName = (from: string, to: string, format: ReportFileFormat) => `application-records-${from}-to-${to}.${format}`;
