/**
 * Dates and times of a record as people type and read them: on the company's calendar, in the company's time zone
 * (useCompanyTimeZone), never the browser's. A crew leader's phone set to another zone still records the company's 2:15 PM.
 */
import { todayIn, wallTimeToIso, zoneParts } from '@/lib/zoned-time';

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it in `timeZone`: '2026-06-12T14:15'. '' for none. */
export function localDateTimeOf(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  const parts = zoneParts(instant, timeZone);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** What a datetime-local input holds ('2026-06-12T14:15', in `timeZone`) as an ISO instant; null when it is not one. */
export function isoOfLocalDateTime(value: string, timeZone: string): string | null {
  const [date = '', time = ''] = value.trim().split('T');
  return wallTimeToIso(date, time, timeZone);
}

/** The first day of this year and today, in `timeZone`: the records report's default range. */
export function thisYearToToday(timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const today = todayIn(timeZone, now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
