import { addDays, DEFAULT_TIME_ZONE } from '@groundwork/domain/shared';

// Dates where the company works: its "today", the end of one of its days, a date in words. Calendar arithmetic
// without zones is the domain's (packages/domain/src/shared/calendar.ts).

/** The zone to work in: the company's when it is a real zone, else the default (never a failed request). */
export function usableTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

/** The calendar date (YYYY-MM-DD) of `at` in `timeZone` (a zone usableTimeZone accepted). */
export function dateIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wallClock = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wallClock - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant `date` ends in `timeZone` (the next day's midnight there): when a proposal link stops working. */
export function endOfDayIn(date: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const nextMidnight = Date.UTC(year, month - 1, day + 1);
  const first = nextMidnight - offsetAt(timeZone, new Date(nextMidnight));
  // Checked again at the guess, in case a daylight-saving change falls in between.
  return new Date(nextMidnight - offsetAt(timeZone, new Date(first)));
}

/** The instant a wall-clock time ('HH:MM') on `date` is in `timeZone`: when a crew's 8:00 start happens. */
export function instantAt(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const wallClock = Date.UTC(year, month - 1, day, hours, minutes);
  const first = wallClock - offsetAt(timeZone, new Date(wallClock));
  return new Date(wallClock - offsetAt(timeZone, new Date(first)));
}

/**
 * The instants a period of the company's calendar (`from` and `to` inclusive) starts and ends (exclusive), for range
 * scans on timestamps: the reports and marketing's figures count the same days.
 */
export function periodInstants(period: { from: string; to: string }, timeZone: string): { start: string; end: string } {
  return { start: endOfDayIn(addDays(period.from, -1), timeZone).toISOString(), end: endOfDayIn(period.to, timeZone).toISOString() };
}

/** Made once: building an Intl.DateTimeFormat costs far more than formatting with one (lists format thousands). */
const longDateFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** "March 5, 2026" for a YYYY-MM-DD date. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return longDateFormat.format(new Date(Date.UTC(year, month - 1, day)));
}
