/**
 * Clock times as the crew reads them (HH:MM on the company's calendar, in the company's time zone) and the instants
 * the API keeps. The browser's own zone never enters: a leader's phone set to another zone still records the
 * company's 7:30.
 */
import { wallTimeToIso, zoneParts } from '@/lib/zoned-time';

/** '07:30' on '2027-04-05' in `timeZone` as an ISO instant; null when the date or time is not one. */
export const clockTimeToIso = wallTimeToIso;

/** An ISO instant as 'HH:MM' (24-hour) in `timeZone`, as a time input shows it. */
export function clockTimeOf(iso: string, timeZone: string): string {
  const parts = zoneParts(Date.parse(iso), timeZone);
  return `${String(parts.hour).padStart(2, '0')}:${String(parts.minute).padStart(2, '0')}`;
}

/** '7:30 AM' for an ISO instant in `timeZone`. */
export function formatClockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}
