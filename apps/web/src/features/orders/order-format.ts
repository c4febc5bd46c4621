import { parseCalendarDate } from '@groundwork/domain/shared';
import { formatHours } from '@/lib/format';

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** An order's calendar date as 'Mon, Apr 6, 2026' (the company's calendar: the day never shifts with the viewer's zone). */
export function formatOrderDate(date: string | null | undefined): string {
  const parts = date ? parseCalendarDate(date) : null;
  if (!parts) return 'No date';
  return dayFormat.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

/** 'HH:MM' (24-hour, the company's zone) as '8:30 AM'; '' when there is none. */
export function formatStartTime(time: string | null | undefined): string {
  const match = time ? /^(\d{2}):(\d{2})$/.exec(time) : null;
  if (!match) return '';
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

const dayOfThisYearFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * 'Mon, Apr 6, 2026 · 8:30 AM', the date alone, or 'No date'. `currentYear` (a list's compact form) leaves out the
 * year of dates in that year: 'Mon, Apr 6 · 8:30 AM'.
 */
export function formatOrderWhen(order: { date: string | null; startTime: string | null }, currentYear?: number): string {
  const parts = order.date ? parseCalendarDate(order.date) : null;
  const day =
    parts && parts.year === currentYear ? dayOfThisYearFormat.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day))) : formatOrderDate(order.date);
  const time = formatStartTime(order.startTime);
  return parts && time ? `${day} · ${time}` : day;
}

/**
 * The budget in words: '6.0h · crew of 2 · about 3.0h on site'. Budgeted hours are person-hours (the capacity bar
 * sets them against crew size × shift), so a bigger crew is on site for less time.
 */
export function formatBudget(budgetedHours: number, crewSize: number): string {
  const crew = crewSize === 1 ? 'crew of 1' : `crew of ${crewSize}`;
  if (crewSize <= 1 || budgetedHours === 0) return `${formatHours(budgetedHours)} · ${crew}`;
  return `${formatHours(budgetedHours)} · ${crew} · about ${formatHours(budgetedHours / crewSize)} on site`;
}

/** The crew sheet's file name: 'WO-1042 crew sheet.pdf'. */
export function crewSheetFileName(label: string): string {
  return `${label} crew sheet.pdf`;
}

/** Work orders counted in words: '1 work order', '1,280 work orders'. */
export function workOrderCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'work order' : 'work orders'}`;
}
