import type { WorkOrderStatus } from '@groundwork/domain/orders';

/** 'HH:MM' (24-hour) as '8:30 AM'; '' when there is none. */
export function formatStartTime(time: string | null | undefined): string {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return '';
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

function utcDay(date: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
}

/** A calendar date as 'Monday, April 5, 2027' (the company's calendar: never shifted by the viewer's zone). */
export function formatLongDay(date: string): string {
  const day = utcDay(date);
  return day ? dayFormat.format(day) : date;
}

/** 'Mon, Apr 5'. */
export function formatShortDay(date: string): string {
  const day = utcDay(date);
  return day ? shortDayFormat.format(day) : date;
}

/** A maps search for the address (opens the phone's maps app). */
export function mapsLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

/** Orders the crew can still start, complete or skip. */
export const canStart = (status: WorkOrderStatus) => status === 'scheduled' || status === 'unscheduled';
export const canComplete = (status: WorkOrderStatus) => status === 'scheduled' || status === 'unscheduled' || status === 'in_progress';
export const canSkip = canStart;
