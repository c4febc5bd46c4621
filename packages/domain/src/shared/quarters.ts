import { addDays, parseCalendarDate } from './calendar';

/**
 * Calendar quarters, as the planning tools count them (priorities, the health scorecard, the scorecard's quarter
 * figure): a key 'YYYY-Qn', its first and last days, and its label 'Q4 2026'.
 */

export const QUARTER_KEY_PATTERN = /^(\d{4})-Q([1-4])$/;

export const isQuarterKey = (value: string): boolean => QUARTER_KEY_PATTERN.test(value) && Number(value.slice(0, 4)) >= 2000 && Number(value.slice(0, 4)) <= 2100;

/** The quarter a calendar date falls in: '2026-Q4'. */
export function quarterKeyOf(date: string): string {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  return `${parsed.year}-Q${Math.floor((parsed.month - 1) / 3) + 1}`;
}

/** A quarter's label and days, both ends included. */
export function quarterRange(key: string): { key: string; label: string; from: string; to: string } {
  const match = QUARTER_KEY_PATTERN.exec(key);
  if (!match) throw new RangeError(`Not a quarter: ${key}`);
  const year = Number(match[1]);
  const quarter = Number(match[2]);
  const first = (quarter - 1) * 3 + 1;
  const from = `${year}-${String(first).padStart(2, '0')}-01`;
  const to = addDays(quarter === 4 ? `${year + 1}-01-01` : `${year}-${String(first + 3).padStart(2, '0')}-01`, -1);
  return { key, label: `Q${quarter} ${year}`, from, to };
}

/** The quarter `count` quarters after `key` (before, when negative). */
export function shiftQuarter(key: string, count: number): string {
  const match = QUARTER_KEY_PATTERN.exec(key);
  if (!match) throw new RangeError(`Not a quarter: ${key}`);
  const index = Number(match[1]) * 4 + (Number(match[2]) - 1) + count;
  return `${Math.floor(index / 4)}-Q${(index % 4) + 1}`;
}
