/**
 * Dates and times of a record as people type and read them: on the company's calendar, in the company's time zone
 * (useCompanyTimeZone), never the browser's. A crew leader's phone set to another zone still records the company's 2:15 PM.
 */

function zoneParts(instant: number, timeZone: string) {
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

const pad = (value: number) => String(value).padStart(2, '0');

/** How far `timeZone` is ahead of UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = zoneParts(instant, timeZone);
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(instant / 1000) * 1000;
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const parts = zoneParts(now.getTime(), timeZone);
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

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
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [hour, minute] = [Number(match[4]), Number(match[5])];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), hour, minute);
  // The offset at the wall time read as UTC is right except near a DST change; a second pass settles it.
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** The first day of this year and today, in `timeZone`: the records report's default range. */
export function thisYearToToday(timeZone: string, now: Date = new Date()): { from: string; to: string } {
  const today = todayIn(timeZone, now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
