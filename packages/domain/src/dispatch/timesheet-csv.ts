import type { CsvCell } from '../csv/csv';
import { workOrderLabel } from '../orders/orders.schemas';
import type { Timesheets } from './dispatch.schemas';

/**
 * The payroll export (GET /timesheets.csv): one row per time entry, so payroll can check any day against the orders;
 * `Minutes` is exact, `Hours` its two-decimal reading. Clock times are HH:MM in the company's time zone (blank for
 * typed hours). The server serialises with guardFormulas (a name starting with = is never run by a spreadsheet).
 */
export const timesheetCsvColumns = [
  'Employee ID',
  'Employee',
  'Date',
  'Work order',
  'Customer',
  'Crew',
  'Clock in',
  'Clock out',
  'Minutes',
  'Hours',
  'Approved',
] as const;

/** The CSV's rows (header first). `clockTime` shows an ISO timestamp as HH:MM in the company's time zone. */
export function timesheetCsvRecords(timesheets: Timesheets, clockTime: (iso: string) => string): CsvCell[][] {
  const rows: CsvCell[][] = [[...timesheetCsvColumns]];
  for (const employee of timesheets.employees)
    for (const entry of employee.entries)
      rows.push([
        employee.employeeNumber,
        employee.name,
        entry.date,
        workOrderLabel(entry.workOrderNumber),
        entry.customerName,
        entry.crewName ?? '',
        entry.clockIn ? clockTime(entry.clockIn) : '',
        entry.clockOut ? clockTime(entry.clockOut) : '',
        entry.minutes,
        entry.hours.toFixed(2),
        entry.approved ? 'Yes' : 'No',
      ]);
  return rows;
}

/** The download's file name: timesheets-2026-06-01-to-2026-06-07.csv (one day: timesheets-2026-06-01.csv). */
export const timesheetCsvFileName = (from: string, to: string) => (from === to ? `timesheets-${from}.csv` : `timesheets-${from}-to-${to}.csv`);
