import { splitAmount } from '../shared/money-split';

/**
 * Fixed monthly instalments of a season contract: the approved total spread over the months the office chose
 * ('YYYY-MM'; a skipped month — say, December to February — is simply not in the list).
 */

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** True for a calendar month written 'YYYY-MM'. */
export function isCalendarMonth(value: string): boolean {
  return MONTH_PATTERN.test(value);
}

/** The month of a calendar date: '2026-06-15' → '2026-06'. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The months a season's visits fall in, in order, each once: the instalment months a converted contract starts with. */
export function monthsOfVisits(visitDates: readonly string[]): string[] {
  return [...new Set(visitDates.map(monthOf))].sort();
}

export interface Instalment {
  month: string;
  amount: number;
}

/**
 * One amount per chosen month, in the order given, summing exactly to `total`: an even split, the earliest
 * months carrying the odd cents (shared/money-split.ts), so no two instalments differ by more than a cent.
 * Throws RangeError for no months, a month that is not 'YYYY-MM', or months not strictly in order (the schema
 * refuses these with a message first).
 */
export function instalmentSchedule(total: number, months: readonly string[]): Instalment[] {
  if (months.length === 0) throw new RangeError('Choose at least one month');
  months.forEach((month, index) => {
    if (!isCalendarMonth(month)) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
    const previous = months[index - 1];
    if (previous !== undefined && previous >= month) throw new RangeError('Months must be in order, each once');
  });
  const amounts = splitAmount(total, months.length);
  return months.map((month, index) => ({ month, amount: amounts[index] ?? 0 }));
}

/**
 * The instalments that are due to be invoiced on `today` ('YYYY-MM-DD'): their month has come (from its first day)
 * and no invoice has been made for them yet. Earlier months missed are still due, oldest first.
 */
export function instalmentsDue(schedule: readonly Instalment[], invoicedMonths: ReadonlySet<string>, today: string): Instalment[] {
  const current = monthOf(today);
  return schedule.filter((instalment) => instalment.month <= current && !invoicedMonths.has(instalment.month));
}

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** 'June 2026' (English month names: the same on the server's PDF and in the browser, whatever its locale). */
export function monthLabel(month: string): string {
  if (!isCalendarMonth(month)) throw new RangeError(`Not a month (YYYY-MM): ${month}`);
  return `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** How an instalment's line reads on its invoice: 'Weekly mowing — June 2026 instalment (3 of 7)'. */
export function instalmentLineDescription(serviceName: string, month: string, index: number, count: number): string {
  return `${serviceName} — ${monthLabel(month)} instalment (${index + 1} of ${count})`;
}

/**
 * Whether a month's instalment is ready to bill on `today` ('YYYY-MM-DD'): from its issue day (1–28) of that month
 * on, and ever after (a month missed stays ready until it is billed).
 */
export function instalmentReadyOn(month: string, issueDay: number, today: string): boolean {
  const current = monthOf(today);
  if (month !== current) return month < current;
  return Number(today.slice(8, 10)) >= issueDay;
}
