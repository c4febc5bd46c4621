import { parseCalendarDate } from '@groundwork/domain/shared';
import type { TicketSubjectKind } from '@groundwork/domain/tickets';
import { formatShortDay, formatTimeOfDay } from '@/lib/format';
import { paths } from '@/lib/paths';

const dayOfThisYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A due date (the company's calendar) and its time (the company's zone) as people read them: 'Dec 1, 2026 · 9:00 AM',
 * the date alone, or 'No due date'. Both are already the company's, so the viewer's zone never shifts them.
 * `currentYear` (a list's compact form) leaves out the year of dates in that year: 'Dec 1 · 9:00 AM'.
 */
export function formatTicketDue(ticket: { dueDate: string | null; dueTime: string | null }, currentYear?: number): string {
  if (!ticket.dueDate) return 'No due date';
  const parts = parseCalendarDate(ticket.dueDate);
  const date =
    parts && parts.year === currentYear ? dayOfThisYear.format(new Date(Date.UTC(parts.year, parts.month - 1, parts.day))) : formatShortDay(ticket.dueDate);
  const time = formatTimeOfDay(ticket.dueTime);
  return time ? `${date} · ${time}` : date;
}

/** Tasks counted in words: '1 task', '1,280 tasks'. */
export function ticketCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'task' : 'tasks'}`;
}

/** The sidebar's count in words, for screen readers: '3 open tasks assigned to you'. */
export function myOpenTicketsLabel(count: number): string {
  return `${count.toLocaleString('en-US')} open ${count === 1 ? 'task' : 'tasks'} assigned to you`;
}

/**
 * An assignee as one choice in a select: 'employee:<id>', 'crew:<id>', or '' for nobody. A task has one employee or
 * one crew, never both, so one control picks either.
 */
export type AssigneeValue = '' | `employee:${string}` | `crew:${string}`;

export function assigneeValue(ticket: { assigneeEmployeeId: string | null; assigneeCrewId: string | null }): AssigneeValue {
  if (ticket.assigneeEmployeeId) return `employee:${ticket.assigneeEmployeeId}`;
  if (ticket.assigneeCrewId) return `crew:${ticket.assigneeCrewId}`;
  return '';
}

export function assigneeIds(value: string): { assigneeEmployeeId: string | null; assigneeCrewId: string | null } {
  if (value.startsWith('employee:')) return { assigneeEmployeeId: value.slice('employee:'.length), assigneeCrewId: null };
  if (value.startsWith('crew:')) return { assigneeEmployeeId: null, assigneeCrewId: value.slice('crew:'.length) };
  return { assigneeEmployeeId: null, assigneeCrewId: null };
}

/** The page of what a task is about, where the app has one. */
export function subjectHref(subject: { kind: TicketSubjectKind; id: string }): string | null {
  switch (subject.kind) {
    case 'customer':
      return paths.customer(subject.id);
    case 'work_order':
      return paths.order(subject.id);
    case 'estimate':
      return paths.estimate(subject.id);
    default:
      return null;
  }
}
