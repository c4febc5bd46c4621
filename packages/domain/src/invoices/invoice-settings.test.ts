import { describe, expect, it } from 'vitest';
import { canManageInvoiceSettings, describeReminderSchedule } from './invoice-settings';

describe('invoice settings rules', () => {
  it('the owner and office managers may change the settings; others may not', () => {
    expect(canManageInvoiceSettings('admin')).toBe(true);
    expect(canManageInvoiceSettings('office_manager')).toBe(true);
    expect(canManageInvoiceSettings('estimator')).toBe(false);
  });

  it('describes the reminder schedule in one sentence', () => {
    expect(describeReminderSchedule({ enabled: false, firstAfterDays: 7, repeatEveryDays: 14, maxPerInvoice: 3 })).toBe('No overdue reminders are sent.');
    expect(describeReminderSchedule({ enabled: true, firstAfterDays: 1, repeatEveryDays: 1, maxPerInvoice: 2 })).toBe(
      'The first reminder is sent 1 day after the due date, then one every day, at most 2 per invoice.',
    );
    expect(describeReminderSchedule({ enabled: true, firstAfterDays: 5, repeatEveryDays: 14, maxPerInvoice: 1 })).toBe('One reminder is sent 5 days after the due date.');
  });
});
