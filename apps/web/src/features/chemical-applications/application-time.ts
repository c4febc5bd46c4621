/**
 * Dates and times of a record as people type and read them: on the company's calendar, in the company's time zone
 * (useCompanyTimeZone), never the browser's. A crew leader's phone set to another zone still records the company's 2:15 PM.
 */
import { todayIn } from '@/lib/zoned-time';

/** The first day of this year and today, in `timeZone`: the records report's default range. */
export function thisYearToToday(timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const today = todayIn(timeZone, now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
