import { describe, expect, it } from 'vitest';
import { ALLOCATIONS_EXCEED_PAYMENT_MESSAGE } from './payment-allocation';
import {
  accountingExportQuerySchema,
  CHEQUE_NUMBER_REQUIRED_MESSAGE,
  CREDIT_NOTE_REASON_REQUIRED_MESSAGE,
  createCreditNoteInputSchema,
  createRefundInputSchema,
  PAYMENT_CUSTOMER_REQUIRED_MESSAGE,
  PAYMENT_METHOD_MESSAGE,
  recordPaymentInputSchema,
  sendStatementsInputSchema,
} from './payments.schemas';

const customerId = '5b0c2c8e-6a53-4d8e-9d1c-0c7c3f1b9a11';
const invoiceA = '6b0c2c8e-6a53-4d8e-9d1c-0c7c3f1b9a11';
const invoiceB = '7b0c2c8e-6a53-4d8e-9d1c-0c7c3f1b9a11';
const aPayment = { customerId, method: 'cheque', chequeNumber: '2231', date: '2026-06-15', amount: 500 };

function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('recordPaymentInputSchema', () => {
  it('a cheque against two invoices, the rest to credit', () => {
    const parsed = recordPaymentInputSchema.parse({
      ...aPayment,
      note: ' Left in the mailbox ',
      allocations: [
        { invoiceId: invoiceA, amount: 241.64 },
        { invoiceId: invoiceB, amount: 200 },
      ],
    });
    expect(parsed).toEqual({
      ...aPayment,
      reference: '',
      note: 'Left in the mailbox',
      allocations: [
        { invoiceId: invoiceA, amount: 241.64 },
        { invoiceId: invoiceB, amount: 200 },
      ],
    });
  });

  it('without allocations the server applies it oldest first', () => {
    expect(recordPaymentInputSchema.parse({ customerId, method: 'cash', date: '2026-06-15', amount: 45 }).allocations).toBeUndefined();
  });

  it('allocations that add up to exactly the payment are fine (no float drift: 0.1 + 0.2)', () => {
    const result = recordPaymentInputSchema.safeParse({
      ...aPayment,
      amount: 0.3,
      allocations: [
        { invoiceId: invoiceA, amount: 0.1 },
        { invoiceId: invoiceB, amount: 0.2 },
      ],
    });
    expect(fieldErrors(result)).toEqual({});
  });

  it.each([
    ['no customer', { customerId: '' }, 'customerId', PAYMENT_CUSTOMER_REQUIRED_MESSAGE],
    ['an unknown method', { method: 'bitcoin' }, 'method', PAYMENT_METHOD_MESSAGE],
    ['a cheque without its number', { chequeNumber: ' ' }, 'chequeNumber', CHEQUE_NUMBER_REQUIRED_MESSAGE],
    ['a cheque number of 31 characters', { chequeNumber: '1'.repeat(31) }, 'chequeNumber', 'Cheque number must be at most 30 characters'],
    ['no date', { date: undefined }, 'date', 'Payment date is required (YYYY-MM-DD)'],
    ['a date that is not on the calendar', { date: '2026-04-31' }, 'date', 'Payment date must be a valid date (YYYY-MM-DD)'],
    ['$0', { amount: 0 }, 'amount', 'Amount must be more than $0.00'],
    ['a negative amount', { amount: -5 }, 'amount', 'Amount cannot be negative'],
    ['a tenth of a cent', { amount: 10.005 }, 'amount', 'Amount can have at most 2 decimal places'],
    ['a huge amount', { amount: 1e20 }, 'amount', 'Amount must be at most 10,000,000'],
    [
      'allocations adding up to more than the payment',
      { allocations: [{ invoiceId: invoiceA, amount: 300 }, { invoiceId: invoiceB, amount: 200.01 }] },
      'allocations',
      ALLOCATIONS_EXCEED_PAYMENT_MESSAGE,
    ],
    [
      'the same invoice twice',
      { allocations: [{ invoiceId: invoiceA, amount: 1 }, { invoiceId: invoiceA, amount: 1 }] },
      'allocations.1.invoiceId',
      'Apply to each invoice once',
    ],
    ['an allocation of $0', { allocations: [{ invoiceId: invoiceA, amount: 0 }] }, 'allocations.0.amount', 'Amount applied must be more than $0.00'],
    ['201 allocations', { allocations: Array.from({ length: 201 }, () => ({ invoiceId: invoiceA, amount: 1 })) }, 'allocations', 'Apply a payment to at most 200 invoices'],
    ['a note of 2,001 characters', { note: 'x'.repeat(2001) }, 'note', 'Note must be at most 2000 characters'],
  ])('refuses %s with a message on the field', (_name, change, field, message) => {
    const result = recordPaymentInputSchema.safeParse({ ...aPayment, ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)[field]).toContain(message);
  });
});

describe('credit notes and refunds', () => {
  it('a credit note credits something, with its reason', () => {
    const note = { customerId, invoiceId: invoiceA, reason: 'Two visits rained off', lines: [{ description: 'Weekly mowing — 2 visits', quantity: 2, unitPrice: 45 }] };
    expect(createCreditNoteInputSchema.parse(note)).toMatchObject({ invoiceId: invoiceA, lines: [{ quantity: 2, unitPrice: 45, taxable: true }] });
    expect(createCreditNoteInputSchema.parse({ ...note, invoiceId: '' }).invoiceId).toBeNull();
    expect(fieldErrors(createCreditNoteInputSchema.safeParse({ ...note, reason: '' }))).toEqual({ reason: [CREDIT_NOTE_REASON_REQUIRED_MESSAGE] });
    expect(fieldErrors(createCreditNoteInputSchema.safeParse({ ...note, lines: [{ description: 'Nothing', unitPrice: 0 }] }))).toEqual({
      lines: ['The lines must come to more than $0.00'],
    });
  });

  it('a refund by cheque needs the cheque number; a card refund does not', () => {
    const refund = { customerId, method: 'card', date: '2026-06-30', amount: 50.93 };
    expect(createRefundInputSchema.parse(refund)).toMatchObject({ invoiceId: null, paymentId: null, amount: 50.93 });
    expect(fieldErrors(createRefundInputSchema.safeParse({ ...refund, method: 'cheque' }))).toEqual({ chequeNumber: [CHEQUE_NUMBER_REQUIRED_MESSAGE] });
  });
});

describe('statements and the accounting export', () => {
  it('statements go to the customers named or to everyone overdue', () => {
    expect(sendStatementsInputSchema.parse({ overdueOnly: true })).toMatchObject({ overdueOnly: true });
    expect(sendStatementsInputSchema.parse({ customerIds: [customerId, customerId] }).customerIds).toEqual([customerId]);
    expect(fieldErrors(sendStatementsInputSchema.safeParse({}))).toEqual({ customerIds: ['Choose the customers, or every customer with an overdue balance'] });
  });

  it('the export covers a period of at most 366 days, as IIF unless CSV is asked', () => {
    expect(accountingExportQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31' })).toEqual({ from: '2026-01-01', to: '2026-12-31', format: 'iif' });
    expect(accountingExportQuerySchema.parse({ from: '2028-01-01', to: '2028-12-31', format: 'csv' }).format).toBe('csv');
    expect(fieldErrors(accountingExportQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }))).toEqual({ to: ['Choose at most 366 days'] });
    expect(fieldErrors(accountingExportQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toEqual({ to: ['The end date must be on or after the start date'] });
    expect(fieldErrors(accountingExportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31', format: 'qbo' }))).toEqual({ format: ['Format must be iif or csv'] });
  });

  it('an impossible date in a period is a message on that end, never a thrown error', () => {
    const fromWrong = fieldErrors(accountingExportQuerySchema.safeParse({ from: '2026-02-30', to: '2026-06-30' }));
    expect(Object.keys(fromWrong)).toEqual(['from']);
    const asOfWrong = fieldErrors(sendStatementsInputSchema.safeParse({ overdueOnly: true, from: '2026-01-01', asOf: '2026-13-01' }));
    expect(Object.keys(asOfWrong)).toEqual(['asOf']);
  });
});
