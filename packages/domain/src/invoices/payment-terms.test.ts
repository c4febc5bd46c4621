import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_TERMS, dueDate, paymentTerms, paymentTermsLabels, resolvePaymentTerms } from './payment-terms';

describe('dueDate', () => {
  it.each([
    ['due on receipt is the issue date', '2026-06-15', 'due_on_receipt', '2026-06-15'],
    ['net 15 in the same month', '2026-06-01', 'net_15', '2026-06-16'],
    ['net 30 across a month end', '2026-06-15', 'net_30', '2026-07-15'],
    ['net 30 from January 31 crosses February', '2026-01-31', 'net_30', '2026-03-02'],
    ['net 30 in a leap year counts February 29', '2028-02-15', 'net_30', '2028-03-16'],
    ['net 45 across the year end', '2026-12-01', 'net_45', '2027-01-15'],
  ] as const)('%s', (_name, issueDate, terms, expected) => {
    expect(dueDate(issueDate, terms)).toBe(expected);
  });

  it('refuses a date that is not on the calendar', () => {
    expect(() => dueDate('2026-02-30', 'net_15')).toThrow(RangeError);
  });
});

describe('resolvePaymentTerms', () => {
  it("takes the customer's own terms, else the company's, else none", () => {
    expect(resolvePaymentTerms('net_15', 'net_30')).toBe('net_15');
    expect(resolvePaymentTerms(null, 'net_45')).toBe('net_45');
    expect(resolvePaymentTerms(null, null)).toBeNull();
  });

  it('every term has a label, and a new company invoices net 30', () => {
    expect(paymentTerms.map((terms) => paymentTermsLabels[terms])).toEqual(['Due on receipt', 'Net 15', 'Net 30', 'Net 45']);
    expect(DEFAULT_PAYMENT_TERMS).toBe('net_30');
  });
});
