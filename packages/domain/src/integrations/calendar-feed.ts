/*
 * iCalendar text (RFC 5545) for the calendar feeds: a crew's or an employee's work orders as events that Google, Apple
 * and Outlook calendars subscribe to. Timed events are written in UTC (no VTIMEZONE needed); an order with no start time
 * is an all-day event on its date.
 */

export interface CalendarEvent {
  uid: string;
  /** A timed event's start and end instants, or an all-day event's date (YYYY-MM-DD). */
  when: { start: Date; end: Date } | { date: string };
  summary: string;
  description: string;
  location: string;
  url: string | null;
  /** When the event last changed (DTSTAMP and LAST-MODIFIED). */
  stamp: Date;
  cancelled: boolean;
}

export interface CalendarFeedText {
  /** The calendar's name in the subscriber's list: 'Groundwork · Maintenance Crew B'. */
  name: string;
  /** The company's zone, as a hint for clients (X-WR-TIMEZONE); times themselves are UTC. */
  timeZone: string;
  events: readonly CalendarEvent[];
}

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11); control characters are dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

const encoder = new TextEncoder();

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1): each continuation starts with a space. Splits between
 * characters, never inside a UTF-8 sequence or a surrogate pair.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const length = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const two = (value: number) => String(value).padStart(2, '0');

/** 20261128T130000Z */
export function utcStamp(at: Date): string {
  return `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}T${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}Z`;
}

/** The day after a YYYY-MM-DD date, as 20261129 (an all-day event's DTEND is exclusive). */
function nextDayValue(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return `${next.getUTCFullYear()}${two(next.getUTCMonth() + 1)}${two(next.getUTCDate())}`;
}

function eventLines(event: CalendarEvent): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(event.stamp)}`, `LAST-MODIFIED:${utcStamp(event.stamp)}`];
  if ('date' in event.when) {
    lines.push(`DTSTART;VALUE=DATE:${event.when.date.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${nextDayValue(event.when.date)}`);
  } else {
    lines.push(`DTSTART:${utcStamp(event.when.start)}`, `DTEND:${utcStamp(event.when.end)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.url) lines.push(`URL:${event.url.replace(/[\r\n]/g, '')}`);
  lines.push(`STATUS:${event.cancelled ? 'CANCELLED' : 'CONFIRMED'}`, 'TRANSP:OPAQUE', 'END:VEVENT');
  return lines;
}

/** The whole feed: CRLF line ends, folded lines, a product id and the calendar's name. */
export function calendarText(feed: CalendarFeedText): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Groundwork//Schedule//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `X-WR-TIMEZONE:${escapeText(feed.timeZone)}`,
    // Subscribers look again about hourly (Outlook and Apple read it; Google polls on its own schedule).
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...feed.events.flatMap(eventLines),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
