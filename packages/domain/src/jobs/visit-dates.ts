/**
 * The visit calendar of a recurring job: pure date arithmetic on calendar dates ('YYYY-MM-DD'), no time zones.
 *
 * * weekly / biweekly / every_4_weeks add 7 / 14 / 28 days per visit;
 * * monthly keeps the first visit's day of the month, clamped to the month's last day when the month is shorter
 *   (Jan 31 → Feb 28 (29 in a leap year) → Mar 31 → Apr 30 …): the clamp never drifts the later visits.
 */

export const visitFrequencies = ['weekly', 'biweekly', 'every_4_weeks', 'monthly'] as const;
export type VisitFrequency = (typeof visitFrequencies)[number];
export const visitFrequencyLabels: Record<VisitFrequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Every 2 weeks',
  every_4_weeks: 'Every 4 weeks',
  monthly: 'Monthly',
};

/** A season: at most this many visits per job. */
export const MAX_SEASON_VISITS = 60;

const stepDays: Record<Exclude<VisitFrequency, 'monthly'>, number> = { weekly: 7, biweekly: 14, every_4_weeks: 28 };

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const format = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;

/** The year, month (1–12) and day of a real calendar date, or null. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Days in `month` (1–12) of `year`, leap years included. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` plus `days` days. */
export function addDays(date: string, days: number): string {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const moved = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return format(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** `date` plus `months` months, on the same day of the month or the month's last day when it has fewer days. */
export function addMonthsClamped(date: string, months: number): string {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(parts.day, daysInMonth(year, month)));
}

/**
 * The dates of `count` visits starting on `firstDate` (the first visit is `firstDate` itself), strictly increasing.
 * Throws RangeError for a date that is not a real calendar date or a count outside 0–MAX_SEASON_VISITS.
 */
export function visitDates(firstDate: string, frequency: VisitFrequency, count: number): string[] {
  if (!parseCalendarDate(firstDate)) throw new RangeError(`Not a calendar date: ${firstDate}`);
  if (!Number.isInteger(count) || count < 0 || count > MAX_SEASON_VISITS) {
    throw new RangeError(`Visit count must be a whole number from 0 to ${MAX_SEASON_VISITS}`);
  }
  const dates: string[] = [];
  for (let index = 0; index < count; index += 1) {
    dates.push(frequency === 'monthly' ? addMonthsClamped(firstDate, index) : addDays(firstDate, index * stepDays[frequency]));
  }
  return dates;
}
