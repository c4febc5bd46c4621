/**
 * The visit calendar of a recurring job: pure date arithmetic on calendar dates ('YYYY-MM-DD'), no time zones.
 *
 * * weekly / biweekly / every_4_weeks add 7 / 14 / 28 days per visit;
 * * monthly keeps the first visit's day of the month, clamped to the month's last day when the month is shorter
 *   (Jan 31 → Feb 28 (29 in a leap year) → Mar 31 → Apr 30 …): the clamp never drifts the later visits.
 */

import { addDays, addMonthsClamped, parseCalendarDate } from '../shared/calendar';

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
