import { describe, expect, it } from 'vitest';
import {
  createInvoiceInputSchema,
  customerPaymentTermsSchema,
  INVOICE_CUSTOMER_REQUIRED_MESSAGE,
  INVOICE_LINES_REQUIRED_MESSAGE,
  INVOICE_NEGATIVE_TOTAL_MESSAGE,
  INVOICE_TOTAL_TOO_LARGE_MESSAGE,
  invoiceSettingsInputSchema,
  LINE_AMOUNT_TOO_LARGE_MESSAGE,
  LINE_DESCRIPTION_REQUIRED_MESSAGE,
  listInvoicesQuerySchema,
  sendInvoiceInputSchema,
  updateInvoiceInputSchema,
  VOID_REASON_REQUIRED_MESSAGE,
  voidInvoiceInputSchema,
} from './invoices.schemas';

const customerId = '5b0c2c8e-6a53-4d8e-9d1c-0c7c3f1b9a11';
const updatedAt = '2026-06-01T12:00:00.000Z';
const aLine = { description: 'Spring clean-up', quantity: 1, unitPrice: 345 };

/** The messages a parse gives, by field path. */
function fieldErrors(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('createInvoiceInputSchema', () => {
  it('takes a one-off invoice typed by hand, trimming text and filling defaults', () => {
    const parsed = createInvoiceInputSchema.parse({
      customerId,
      propertyId: '',
      lines: [{ description: '  Spring clean-up  ', unitPrice: 345 }, { description: 'Discount', unitPrice: -45, taxable: false }],
      notes: '  Thank you for your business  ',
    });
    expect(parsed).toEqual({
      customerId,
      propertyId: null,
      jobId: null,
      lines: [
        { description: 'Spring clean-up', quantity: 1, unitPrice: 345, taxable: true },
        { description: 'Discount', quantity: 1, unitPrice: -45, taxable: false },
      ],
      notes: 'Thank you for your business',
    });
  });

  it('takes the largest figures allowed', () => {
    const parsed = createInvoiceInputSchema.safeParse({
      customerId,
      issueDate: '2028-02-29',
      terms: 'net_45',
      lines: [{ description: 'x'.repeat(500), quantity: 0.0001, unitPrice: 10_000_000 }, { description: 'Sod (sq ft)', quantity: 1_000_000, unitPrice: 8.9999 }],
    });
    expect(fieldErrors(parsed)).toEqual({});
  });

  it.each([
    ['no customer', { customerId: undefined }, 'customerId', INVOICE_CUSTOMER_REQUIRED_MESSAGE],
    ['a blank customer', { customerId: '' }, 'customerId', INVOICE_CUSTOMER_REQUIRED_MESSAGE],
    ['a customer that is not an id', { customerId: 'acme' }, 'customerId', 'Must be a valid id'],
    ['no lines', { lines: [] }, 'lines', INVOICE_LINES_REQUIRED_MESSAGE],
    ['lines that are not a list', { lines: 'mowing' }, 'lines', INVOICE_LINES_REQUIRED_MESSAGE],
    ['a blank description', { lines: [{ ...aLine, description: '   ' }] }, 'lines.0.description', LINE_DESCRIPTION_REQUIRED_MESSAGE],
    ['a description of 501 characters', { lines: [{ ...aLine, description: 'x'.repeat(501) }] }, 'lines.0.description', 'Description must be at most 500 characters'],
    ['a quantity of 0', { lines: [{ ...aLine, quantity: 0 }] }, 'lines.0.quantity', 'Quantity must be more than 0'],
    ['a negative quantity', { lines: [{ ...aLine, quantity: -1 }] }, 'lines.0.quantity', 'Quantity cannot be negative'],
    ['a quantity with 5 decimals', { lines: [{ ...aLine, quantity: 1.00001 }] }, 'lines.0.quantity', 'Quantity can have at most 4 decimal places'],
    ['a huge quantity', { lines: [{ ...aLine, quantity: 1e12 }] }, 'lines.0.quantity', 'Quantity must be at most 1,000,000'],
    // Beyond what a float scales to exact units: the line and list checks must not price it (they threw before).
    ['a quantity of 1e308', { lines: [{ ...aLine, quantity: 1e308 }] }, 'lines.0.quantity', 'Quantity must be at most 1,000,000'],
    ['a unit price of -1e308', { lines: [{ ...aLine, unitPrice: -1e308 }] }, 'lines.0.unitPrice', 'Unit price must be at least -10,000,000'],
    ['a unit price with 5 decimals', { lines: [{ ...aLine, unitPrice: 0.03891 }] }, 'lines.0.unitPrice', 'Unit price can have at most 4 decimal places'],
    ['a huge unit price', { lines: [{ ...aLine, unitPrice: 1e15 }] }, 'lines.0.unitPrice', 'Unit price must be at most 10,000,000'],
    ['a unit price that is text', { lines: [{ ...aLine, unitPrice: '345' }] }, 'lines.0.unitPrice', 'Unit price must be a number'],
    ['Infinity', { lines: [{ ...aLine, unitPrice: Number.POSITIVE_INFINITY }] }, 'lines.0.unitPrice', 'Unit price must be a number'],
    ['a line that comes to more than $10,000,000', { lines: [{ ...aLine, quantity: 1_000_000, unitPrice: 10.01 }] }, 'lines.0.unitPrice', LINE_AMOUNT_TOO_LARGE_MESSAGE],
    ['taxable that is not a boolean', { lines: [{ ...aLine, taxable: 'yes' }] }, 'lines.0.taxable', 'Taxable must be true or false'],
    ['lines that come to less than nothing', { lines: [aLine, { description: 'Discount', unitPrice: -345.01 }] }, 'lines', INVOICE_NEGATIVE_TOTAL_MESSAGE],
    [
      'lines that come to more than $10,000,000',
      { lines: [{ ...aLine, unitPrice: 6_000_000 }, { ...aLine, unitPrice: 4_000_000.01 }] },
      'lines',
      INVOICE_TOTAL_TOO_LARGE_MESSAGE,
    ],
    ['1,001 lines', { lines: Array.from({ length: 1001 }, () => aLine) }, 'lines', 'At most 1,000 lines'],
    ['a date that is not on the calendar', { issueDate: '2026-02-29' }, 'issueDate', 'Issue date must be a valid date (YYYY-MM-DD)'],
    ['unknown terms', { terms: 'net_60' }, 'terms', 'Terms must be due_on_receipt, net_15, net_30 or net_45'],
    ['notes of 2,001 characters', { notes: 'x'.repeat(2001) }, 'notes', 'Notes must be at most 2000 characters'],
  ])('refuses %s with a message on the field', (_name, change, field, message) => {
    const result = createInvoiceInputSchema.safeParse({ customerId, lines: [aLine], ...change });
    expect(result.success).toBe(false);
    expect(fieldErrors(result)[field]).toContain(message);
  });

  it('never reads totals, numbers or a status from the client', () => {
    const parsed = createInvoiceInputSchema.parse({ customerId, lines: [aLine], total: 1, number: 7, status: 'paid', companyId: customerId });
    expect(Object.keys(parsed).sort()).toEqual(['customerId', 'jobId', 'lines', 'notes', 'propertyId']);
  });
});

describe('the other invoice calls', () => {
  it('an update needs the updatedAt it was loaded with; everything else is optional', () => {
    expect(fieldErrors(updateInvoiceInputSchema.safeParse({ notes: 'x' }))).toEqual({
      updatedAt: ['updatedAt must be the ISO timestamp the record was loaded with'],
    });
    expect(updateInvoiceInputSchema.parse({ updatedAt })).toEqual({ updatedAt });
  });

  it('sending e-mails by default; marking as sent is the other way', () => {
    expect(sendInvoiceInputSchema.parse({ updatedAt })).toEqual({ delivery: 'email', message: '', updatedAt });
    expect(sendInvoiceInputSchema.parse({ delivery: 'mark_sent', updatedAt }).delivery).toBe('mark_sent');
    expect(fieldErrors(sendInvoiceInputSchema.safeParse({ to: 'not an address', updatedAt }))).toEqual({ to: ['Enter a valid email address'] });
    expect(fieldErrors(sendInvoiceInputSchema.safeParse({ delivery: 'fax', updatedAt }))).toEqual({ delivery: ['Delivery must be email or mark_sent'] });
  });

  it('a void needs its reason', () => {
    expect(fieldErrors(voidInvoiceInputSchema.safeParse({ reason: '  ', updatedAt }))).toEqual({ reason: [VOID_REASON_REQUIRED_MESSAGE] });
    expect(fieldErrors(voidInvoiceInputSchema.safeParse({ reason: 'x'.repeat(501), updatedAt }))).toEqual({ reason: ['Reason must be at most 500 characters'] });
    expect(voidInvoiceInputSchema.parse({ reason: ' Billed the wrong customer ', updatedAt }).reason).toBe('Billed the wrong customer');
  });

  it('the list query takes pages, status filters and a period in order', () => {
    expect(listInvoicesQuerySchema.parse({ page: '2', status: 'overdue', from: '' })).toEqual({ page: 2, limit: 50, status: 'overdue', from: undefined, to: undefined });
    expect(fieldErrors(listInvoicesQuerySchema.safeParse({ from: '2026-06-30', to: '2026-06-01' }))).toEqual({
      to: ['The end date must be on or after the start date'],
    });
    expect(fieldErrors(listInvoicesQuerySchema.safeParse({ limit: '500', status: 'late' }))).toEqual({
      limit: ['limit must be between 1 and 200'],
      status: ['Status must be an invoice status, open or overdue'],
    });
  });

  it("a customer's terms may be left to the company's default", () => {
    expect(customerPaymentTermsSchema.parse('')).toBeNull();
    expect(customerPaymentTermsSchema.parse(undefined)).toBeNull();
    expect(customerPaymentTermsSchema.parse('net_15')).toBe('net_15');
    expect(customerPaymentTermsSchema.safeParse('net_60').success).toBe(false);
  });
});

describe('invoiceSettingsInputSchema', () => {
  it('a new company numbers from 1001, net 30, reminders off', () => {
    expect(invoiceSettingsInputSchema.parse({})).toEqual({
      firstInvoiceNumber: 1001,
      defaultTerms: 'net_30',
      paymentInstructions: '',
      reminders: { enabled: false, firstAfterDays: 7, repeatEveryDays: 14, maxPerInvoice: 3 },
    });
    expect(invoiceSettingsInputSchema.parse({ defaultTerms: null }).defaultTerms).toBeNull();
  });

  it.each([
    ['a first number of 0', { firstInvoiceNumber: 0 }, 'firstInvoiceNumber', 'The first invoice number must be at least 1'],
    ['a first number of ten digits', { firstInvoiceNumber: 1e10 }, 'firstInvoiceNumber', 'The first invoice number must be at most 999,999,999'],
    ['a first number with decimals', { firstInvoiceNumber: 1001.5 }, 'firstInvoiceNumber', 'The first invoice number must be a whole number'],
    ['a reminder on the due date', { reminders: { firstAfterDays: 0 } }, 'reminders.firstAfterDays', 'The first reminder goes at least 1 day after the due date'],
    ['eleven reminders', { reminders: { maxPerInvoice: 11 } }, 'reminders.maxPerInvoice', 'Send at most 10 reminders per invoice'],
    ['how to pay in 2,001 characters', { paymentInstructions: 'x'.repeat(2001) }, 'paymentInstructions', 'How to pay must be at most 2000 characters'],
  ])('refuses %s', (_name, body, field, message) => {
    expect(fieldErrors(invoiceSettingsInputSchema.safeParse(body))[field]).toContain(message);
  });
});
