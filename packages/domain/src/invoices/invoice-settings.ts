import { isAdminRole, type Role } from '../auth';
import type { ReminderSchedule } from './reminders';

/** Who may change the invoice settings (PUT /invoices/settings): the owner (admin) and office managers. */
export function canManageInvoiceSettings(role: Role): boolean {
  return isAdminRole(role) || role === 'office_manager';
}

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** The overdue-reminder schedule in one plain sentence, for the settings screen. */
export function describeReminderSchedule(schedule: ReminderSchedule): string {
  if (!schedule.enabled) return 'No overdue reminders are sent.';
  const { firstAfterDays, repeatEveryDays, maxPerInvoice } = schedule;
  if (maxPerInvoice === 1) return `One reminder is sent ${days(firstAfterDays)} after the due date.`;
  return `The first reminder is sent ${days(firstAfterDays)} after the due date, then one every ${repeatEveryDays === 1 ? 'day' : days(repeatEveryDays)}, at most ${maxPerInvoice} per invoice.`;
}
