import type { JobVisit } from '@groundwork/domain/jobs';
import { parseCalendarDate } from '@groundwork/domain/shared';

const pad = (value: number) => String(value).padStart(2, '0');

/** A local calendar day as 'YYYY-MM-DD' (what a date input holds). */
export function calendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first visit's default: the next working day after today (Friday and the weekend → Monday). */
export function nextWeekday(today: Date = new Date()): string {
  const next = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
  while (next.getDay() === 0 || next.getDay() === 6) next.setDate(next.getDate() + 1);
  return calendarDate(next);
}

const visitDateFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A visit's calendar date as 'Mon, Apr 6, 2026'; the day never shifts with the viewer's time zone. */
export function formatVisitDate(date: string | null | undefined): string {
  const parts = date ? parseCalendarDate(date) : null;
  if (!parts) return '—';
  return visitDateFormat.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
}

/** The visit still to come: the earliest one neither completed nor cancelled, else null. */
export function nextVisit(visits: readonly JobVisit[]): JobVisit | null {
  return visits.find((visit) => visit.status === 'scheduled' || visit.status === 'in_progress') ?? null;
}

export function completedVisitCount(visits: readonly JobVisit[]): number {
  return visits.filter((visit) => visit.status === 'completed').length;
}
