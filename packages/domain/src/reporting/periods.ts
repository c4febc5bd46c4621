import { addDays, addMonthsClamped, daysBetween, daysInMonth, parseCalendarDate, weekdayOf } from '../shared/calendar';

/**
 * The periods a report covers: presets worked out from the company's today (YYYY-MM-DD in its time zone), a custom
 * range, and the period it is compared with. A period is inclusive at both ends.
 */
export interface Period {
  from: string;
  to: string;
}

export const periodPresets = ['this_week', 'this_month', 'this_quarter', 'this_season', 'this_year', 'last_year', 'custom'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
export const periodPresetLabels: Record<PeriodPreset, string> = {
  this_week: 'This week',
  this_month: 'This month',
  this_quarter: 'This quarter',
  this_season: 'This season',
  this_year: 'This year',
  last_year: 'Last year',
  custom: 'Custom',
};

export const comparisons = ['previous', 'last_year', 'none'] as const;
export type Comparison = (typeof comparisons)[number];
export const comparisonLabels: Record<Comparison, string> = {
  previous: 'Previous period',
  last_year: 'Same period last year',
  none: 'No comparison',
};

/** The landscaping season: 1 March to 30 November of the year. */
export const SEASON_START_MONTH = 3;
export const SEASON_END_MONTH = 11;
/** The longest range a report answers: ten years. */
export const MAX_REPORT_DAYS = 3_660;

const pad = (value: number) => String(value).padStart(2, '0');
const firstOfMonth = (year: number, month: number) => `${year}-${pad(month)}-01`;
const lastOfMonth = (year: number, month: number) => `${year}-${pad(month)}-${pad(daysInMonth(year, month))}`;

function parts(date: string) {
  const parsed = parseCalendarDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  return parsed;
}

/** The period a preset names on `today` (weeks start on Monday). 'custom' is not a preset of its own: use the range. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, today: string): Period {
  const { year, month } = parts(today);
  switch (preset) {
    case 'this_week': {
      const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
      return { from: monday, to: addDays(monday, 6) };
    }
    case 'this_month':
      return { from: firstOfMonth(year, month), to: lastOfMonth(year, month) };
    case 'this_quarter': {
      const first = Math.floor((month - 1) / 3) * 3 + 1;
      return { from: firstOfMonth(year, first), to: lastOfMonth(year, first + 2) };
    }
    case 'this_season':
      return { from: firstOfMonth(year, SEASON_START_MONTH), to: lastOfMonth(year, SEASON_END_MONTH) };
    case 'this_year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'last_year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  }
}

/** Days in a period, both ends counted. */
export function periodDays(period: Period): number {
  return daysBetween(period.from, period.to) + 1;
}

/**
 * The period a report is compared with: the same number of days just before it, or the same dates a year earlier
 * (29 February becomes the 28th). Null for no comparison.
 */
export function comparisonPeriod(period: Period, comparison: Comparison): Period | null {
  if (comparison === 'none') return null;
  if (comparison === 'last_year') return { from: addMonthsClamped(period.from, -12), to: addMonthsClamped(period.to, -12) };
  const days = periodDays(period);
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

/** Each month the period touches, as 'YYYY-MM', in order. */
export function monthsOf(period: Period): string[] {
  const start = parts(period.from);
  const end = parts(period.to);
  const months: string[] = [];
  for (let index = start.year * 12 + start.month - 1; index <= end.year * 12 + end.month - 1; index += 1) {
    months.push(`${Math.floor(index / 12)}-${pad((index % 12) + 1)}`);
  }
  return months;
}

/** How many of the days from `from` to `to` (inclusive) fall on the company's working weekdays (0 Sunday … 6 Saturday). */
export function workingDaysBetween(from: string, to: string, workingWeekdays: readonly number[]): number {
  const length = daysBetween(from, to) + 1;
  if (length <= 0) return 0;
  const weekdays = new Set(workingWeekdays);
  const perWeek = weekdays.size;
  const whole = Math.floor(length / 7);
  let count = whole * perWeek;
  const first = weekdayOf(from);
  for (let index = 0; index < length % 7; index += 1) if (weekdays.has((first + whole * 7 + index) % 7)) count += 1;
  return count;
}
