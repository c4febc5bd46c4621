import { apiDownload } from '@/lib/api-client';
import type { TimesheetPeriod } from './get-timesheets';

/** GET /timesheets.csv?from&to: the payroll export, one row per time entry. */
export function getTimesheetsCsv(period: TimesheetPeriod): Promise<Blob> {
  return apiDownload('/timesheets.csv', { query: { from: period.from, to: period.to } });
}
