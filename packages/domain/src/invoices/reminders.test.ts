import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SCHEDULE, isReminderDue, type ReminderSchedule } from './reminders';

// First reminder 7 days past due, then every 14 days, at most 3.
const schedule: ReminderSchedule = { enabled: true, firstAfterDays: 7, repeatEveryDays: 14, maxPerInvoice: 3 };
const due = { status: 'sent', dueDate: '2026-06-01', balance: 100, remindersSent: 0, lastReminderOn: null } as const;

describe('isReminderDue', () => {
  it.each([
    ['6 days past due: not yet', due, '2026-06-07', false],
    ['7 days past due: the first', due, '2026-06-08', true],
    ['the second waits until 21 days past due', { ...due, remindersSent: 1, lastReminderOn: '2026-06-08' }, '2026-06-21', false],
    ['the second at 21 days past due', { ...due, remindersSent: 1, lastReminderOn: '2026-06-08' }, '2026-06-22', true],
    ['the third at 35 days', { ...due, remindersSent: 2, lastReminderOn: '2026-06-22' }, '2026-07-06', true],
    ['never a fourth', { ...due, remindersSent: 3, lastReminderOn: '2026-07-06' }, '2026-09-01', false],
    [
      'a server down for a month sends one, then waits the interval (no burst)',
      { ...due, remindersSent: 1, lastReminderOn: '2026-07-20' },
      '2026-07-21',
      false,
    ],
    ['paid: none', { ...due, status: 'paid', balance: 0 }, '2026-06-08', false],
    ['partially paid still owes: reminded', { ...due, status: 'partially_paid', balance: 40 }, '2026-06-08', true],
    ['a draft is never reminded', { ...due, status: 'draft' }, '2026-06-08', false],
    ['a void invoice is never reminded', { ...due, status: 'void' }, '2026-06-08', false],
  ] as const)('%s', (_name, invoice, today, expected) => {
    expect(isReminderDue(invoice, schedule, today)).toBe(expected);
  });

  it('reminders are off until the company turns them on', () => {
    expect(DEFAULT_REMINDER_SCHEDULE.enabled).toBe(false);
    expect(isReminderDue(due, DEFAULT_REMINDER_SCHEDULE, '2026-12-31')).toBe(false);
  });
});
