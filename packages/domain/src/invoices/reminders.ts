import { daysBetween } from '../shared/calendar';
import { daysOverdue, isOpenInvoice, type InvoiceStatus } from './invoice-status';

/**
 * Overdue reminders on the company's schedule: the first a number of days after the due date, then one every so
 * many days, at most so many an invoice. Each sent reminder is logged on the invoice.
 */
export interface ReminderSchedule {
  enabled: boolean;
  /** Days past the due date for the first reminder. */
  firstAfterDays: number;
  /** Days between one reminder and the next. */
  repeatEveryDays: number;
  /** At most this many reminders for one invoice. */
  maxPerInvoice: number;
}

export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = { enabled: false, firstAfterDays: 7, repeatEveryDays: 14, maxPerInvoice: 3 };

/**
 * Whether a reminder is due for an invoice today: reminders on, the invoice open with money owed, fewer reminders
 * sent than the limit, and the next one's day reached: the first `firstAfterDays` past due, each next one
 * `repeatEveryDays` after both its place in the schedule and the last reminder sent — so a server that was down a
 * month sends one reminder, not a burst, and the schedule resumes from there.
 */
export function isReminderDue(
  invoice: { status: InvoiceStatus; dueDate: string; balance: number; remindersSent: number; lastReminderOn: string | null },
  schedule: ReminderSchedule,
  today: string,
): boolean {
  if (!schedule.enabled || !isOpenInvoice(invoice.status) || invoice.balance <= 0) return false;
  if (invoice.remindersSent >= schedule.maxPerInvoice) return false;
  if (invoice.lastReminderOn !== null && daysBetween(invoice.lastReminderOn, today) < schedule.repeatEveryDays) return false;
  return daysOverdue(invoice.dueDate, today) >= schedule.firstAfterDays + invoice.remindersSent * schedule.repeatEveryDays;
}
