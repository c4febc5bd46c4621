/**
 * Calendar days and wall-clock times in the company's time zone (useCompanyTimeZone), and the instants the API keeps.
 * The browser's own zone never enters: a crew leader's phone set to another zone still records the company's 7:30.
 */

/** The calendar and clock reading of an instant in `timeZone`. */
export function zoneParts(instant: number, timeZone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: value('year'), month: value('month'), day: value('day'), hour: value('hour'), minute: value('minute'), second: value('second') };
}

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds (−4 h in New York in summer). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = zoneParts(instant, timeZone);
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The calendar day it is now in `timeZone` (the company's): 'YYYY-MM-DD'. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** '07:30' on '2027-04-05' in `timeZone` as an ISO instant; null when the date or time is not one. */
export function wallTimeToIso(date: string, time: string, timeZone: string): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!day || !clock) return null;
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hour, minute);
  // The offset at the wall time read as UTC is right except near a DST change; a second pass settles it.
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

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
