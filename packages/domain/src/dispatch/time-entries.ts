import { addDays, weekdayOf } from '../shared/calendar';
import { minutesOf } from '../orders/job-costing';
import type { WorkOrderStatus } from '../orders/rain-day';

/**
 * The pure rules of end-of-day dispatch: how long a time entry is, how a day or a week of them adds up, which orders
 * count as not done, and who may see what. No I/O.
 */

/** The longest a single time entry may be: one person, one order, one day. */
export const MAX_ENTRY_MINUTES = 24 * 60;

/**
 * Whole minutes between a clock-in and a clock-out (ISO timestamps), rounded half-up to the nearest minute
 * (8:00:00 → 8:44:30 is 45 min; 8:44:29 is 44 min). Payroll works in whole minutes so totals never drift.
 */
export function clockedMinutes(clockIn: string | Date, clockOut: string | Date): number {
  const start = new Date(clockIn).getTime();
  const end = new Date(clockOut).getTime();
  if (!Number.isFinite(start) || !Number.isFinite(end)) throw new RangeError('Clock times must be valid timestamps');
  if (end < start) throw new RangeError('Clock-out is before clock-in');
  return Math.floor((end - start + 30_000) / 60_000);
}

/**
 * The minutes of one entry: clocked in and out when both are given, else the hours typed (up to 2 decimals, as
 * budgets are kept: 1.25 h is 75 min, 0.01 h rounds to 1 min).
 */
export function entryMinutes(entry: { clockIn?: string | null; clockOut?: string | null; hours?: number | null }): number {
  if (entry.clockIn && entry.clockOut) return clockedMinutes(entry.clockIn, entry.clockOut);
  if (entry.hours !== undefined && entry.hours !== null) return minutesOf(entry.hours);
  throw new RangeError('A time entry needs clock-in and clock-out, or hours');
}

/** Minutes shown as hours with two decimals, rounded half-up (100 min → 1.67 h). */
export function hoursOf(minutes: number): number {
  // Integer arithmetic: minutes × 100 / 60, half-up, so 1 min is 0.02 h and 90 min exactly 1.5 h.
  return Math.floor((minutes * 100 + 30) / 60) / 100;
}

/**
 * Two clocked entries of the same person that overlap in time (a person cannot be on two orders at once). Typed
 * hours have no span and never overlap. Returns the index pairs [earlier index, later index].
 */
export function overlappingEntries(
  entries: readonly { employeeId: string; clockIn?: string | null; clockOut?: string | null }[],
): Array<[number, number]> {
  const spans = entries
    .map((entry, index) => ({ index, employeeId: entry.employeeId, start: entry.clockIn ? Date.parse(entry.clockIn) : NaN, end: entry.clockOut ? Date.parse(entry.clockOut) : NaN }))
    .filter((span) => Number.isFinite(span.start) && Number.isFinite(span.end));
  const pairs: Array<[number, number]> = [];
  for (let a = 0; a < spans.length; a += 1)
    for (let b = a + 1; b < spans.length; b += 1) {
      const [x, y] = [spans[a]!, spans[b]!];
      if (x.employeeId === y.employeeId && x.start < y.end && y.start < x.end) pairs.push([x.index, y.index]);
    }
  return pairs;
}

/** The Monday..Sunday week holding `date` (payroll weeks run Monday to Sunday). */
export function weekOf(date: string): { from: string; to: string } {
  const back = (weekdayOf(date) + 6) % 7; // Monday 0 … Sunday 6
  const from = addDays(date, -back);
  return { from, to: addDays(from, 6) };
}

/** Every date from `from` to `to`, inclusive. */
export function datesFrom(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

export interface TimesheetDayTotal {
  date: string;
  minutes: number;
  hours: number;
}

/**
 * One employee's minutes per day from `from` to `to` (every day listed, 0 when nothing was worked), and the
 * period's total. Totals are summed in minutes, then shown in hours, so the week's hours equal the days' minutes.
 */
export function timesheetTotals(
  entries: readonly { date: string; minutes: number; approved?: boolean }[],
  from: string,
  to: string,
): { days: TimesheetDayTotal[]; totalMinutes: number; totalHours: number; approvedMinutes: number } {
  const perDay = new Map<string, number>();
  let total = 0;
  let approved = 0;
  for (const entry of entries) {
    if (entry.date < from || entry.date > to) continue;
    perDay.set(entry.date, (perDay.get(entry.date) ?? 0) + entry.minutes);
    total += entry.minutes;
    if (entry.approved) approved += entry.minutes;
  }
  return {
    days: datesFrom(from, to).map((date) => ({ date, minutes: perDay.get(date) ?? 0, hours: hoursOf(perDay.get(date) ?? 0) })),
    totalMinutes: total,
    totalHours: hoursOf(total),
    approvedMinutes: approved,
  };
}

/** Planned for the day but not done: still to do, or skipped (the review offers to reschedule these). */
export function isNotCompleted(status: WorkOrderStatus): boolean {
  return status === 'unscheduled' || status === 'scheduled' || status === 'in_progress' || status === 'skipped';
}

/** Orders the office may move to another day in one step: not completed (a cancelled order is reopened first). */
export const isReschedulable = isNotCompleted;

