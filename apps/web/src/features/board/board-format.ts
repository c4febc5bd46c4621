import { parseCalendarDate } from '@groundwork/domain/shared';

const utcDay = (date: string) => {
  const parts = parseCalendarDate(date);
  return parts ? new Date(Date.UTC(parts.year, parts.month - 1, parts.day)) : null;
};
const longDay = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A board day in full: 'Monday, April 5, 2027' (calendar dates: the day never shifts with the viewer's zone). */
export function formatBoardDay(date: string): string {
  const day = utcDay(date);
  return day ? longDay.format(day) : date;
}

/** A board day in short: 'Mon, Apr 5'. */
export function formatShortDay(date: string | null): string {
  const day = date ? utcDay(date) : null;
  return day ? shortDay.format(day) : 'No date';
}

/** 'HH:MM' (24-hour, the company's zone) as '8:30 AM'; '' when there is none. */
export function formatStartTime(time: string | null): string {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return '';
  const hours = Number(match[1]);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${hours < 12 ? 'AM' : 'PM'}`;
}

const hoursNumber = (hours: number) => hours.toLocaleString('en-US', { maximumFractionDigits: 1 });

/** A capacity bar's words: '6.5 of 9 h'. */
export function formatCapacity(bookedHours: number, availableHours: number): string {
  return `${hoursNumber(bookedHours)} of ${hoursNumber(availableHours)} h`;
}

/** Kilometres with one decimal: '42.3 km'. */
export function formatKm(km: number): string {
  return `${km.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} km`;
}

/** 'Week of Apr 5' for a week view's first day. */
export function formatWeekOf(monday: string): string {
  return `Week of ${formatShortDay(monday)}`;
}

/** Counted in words: '1 work order', '3 work orders'. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
