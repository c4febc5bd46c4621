import { addDays, addMonthsClamped, weekdayOf } from '../shared/calendar';

/** Rules of a task's life, shared by the server and the screens (docs/tickets.md). */

export const ticketStatuses = ['open', 'in_progress', 'done', 'cancelled'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** Still to do: counted as mine, can be overdue. */
export function isActiveTicket(status: TicketStatus): boolean {
  return status === 'open' || status === 'in_progress';
}

/**
 * The moves a person may make: open ⇄ in progress, either → done or cancelled; done or cancelled → open (reopen).
 * Staying where it is is no move and always allowed.
 */
const moves: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'done', 'cancelled'],
  in_progress: ['open', 'done', 'cancelled'],
  done: ['open'],
  cancelled: ['open'],
};

export function canMoveTicket(from: TicketStatus, to: TicketStatus): boolean {
  return from === to || moves[from].includes(to);
}

export const recurrenceUnits = ['day', 'week', 'month'] as const;
export type RecurrenceUnit = (typeof recurrenceUnits)[number];
export interface Recurrence {
  every: number;
  unit: RecurrenceUnit;
}

/** 'every 2 weeks', 'every day', 'every month'. */
export function describeRecurrence(recurrence: Recurrence): string {
  return recurrence.every === 1 ? `every ${recurrence.unit}` : `every ${recurrence.every} ${recurrence.unit}s`;
}

function step(date: string, recurrence: Recurrence, times: number): string {
  if (recurrence.unit === 'day') return addDays(date, recurrence.every * times);
  if (recurrence.unit === 'week') return addDays(date, 7 * recurrence.every * times);
  // Months step from the first due date, so 31 Jan → 28 Feb → 31 Mar (not 28 Mar).
  return addMonthsClamped(date, recurrence.every * times);
}

/** Dates are 'YYYY-MM-DD': a series ends before the year 10,000. */
export const LAST_CALENDAR_DATE = '9999-12-31';

/**
 * The due date of a recurring task's next one, made when this one is done on `doneOn` (the company's today): the
 * first date on the task's rhythm, counted from its due date, that falls after the day it was done — a task done
 * late does not leave a trail of overdue copies, and one done early keeps its rhythm. Null when that date would be
 * after LAST_CALENDAR_DATE (the series ends).
 */
export function nextDueDate(dueDate: string, recurrence: Recurrence, doneOn: string): string | null {
  let times = 1;
  let next = step(dueDate, recurrence, times);
  // Jump close first (a daily task done a year late), then walk.
  if (next <= doneOn && recurrence.unit !== 'month') {
    const days = recurrence.unit === 'day' ? recurrence.every : 7 * recurrence.every;
    const behind = Math.floor(daysFrom(dueDate, doneOn) / days);
    times = Math.max(1, behind);
    next = step(dueDate, recurrence, times);
  }
  // Text compares as dates only while years have four digits.
  while (next.length === 10 && next <= doneOn) {
    times += 1;
    next = step(dueDate, recurrence, times);
  }
  return next.length === 10 && next <= LAST_CALENDAR_DATE ? next : null;
}

function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const dueFilters = ['overdue', 'today', 'this_week'] as const;
export type DueFilter = (typeof dueFilters)[number];

/** The last day (Sunday) of the Monday-to-Sunday week holding `today`. */
export function endOfWeek(today: string): string {
  return addDays(today, (7 - weekdayOf(today)) % 7);
}

/**
 * The due dates a filter takes, inclusive, as of the company's `today`: overdue is anything before today (of the
 * active tasks only), today is today, this week is today to Sunday.
 */
export function dueRange(filter: DueFilter, today: string): { from: string | null; to: string } {
  if (filter === 'overdue') return { from: null, to: addDays(today, -1) };
  if (filter === 'today') return { from: today, to: today };
  return { from: today, to: endOfWeek(today) };
}

/** Past its due date and still to do, as of the company's today. */
export function isTicketOverdue(ticket: { dueDate: string | null; status: TicketStatus }, today: string): boolean {
  return ticket.dueDate !== null && ticket.dueDate < today && isActiveTicket(ticket.status);
}
