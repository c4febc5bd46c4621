import { describe, expect, it } from 'vitest';
import { creditNoteLabel, FIRST_INVOICE_NUMBER, invoiceFileName, invoiceLabel, MAX_INVOICE_NUMBER, nextInvoiceNumber, statementFileName } from './invoice-numbers';

describe('nextInvoiceNumber', () => {
  it.each([
    ['the first invoice of a company takes 1001', null, undefined, 1001],
    ['the first invoice takes the chosen start', null, 5000, 5000],
    ['then one more than the last', 1001, undefined, 1002],
    ['one more than the last, whatever the start', 1042, 1001, 1043],
    ['a start raised past the last jumps forward to it', 1042, 2000, 2000],
    ['a start lowered below the last never reuses a number', 2000, 1001, 2001],
  ])('%s', (_name, last, startAt, expected) => {
    expect(nextInvoiceNumber(last, startAt)).toBe(expected);
  });

  it('refuses numbers that are not whole, positive and at most nine digits', () => {
    expect(() => nextInvoiceNumber(null, 0)).toThrow(RangeError);
    expect(() => nextInvoiceNumber(1001.5)).toThrow(RangeError);
    expect(() => nextInvoiceNumber(-3)).toThrow(RangeError);
    expect(() => nextInvoiceNumber(MAX_INVOICE_NUMBER)).toThrow('Invoice numbers are used up');
  });

  it('labels and file names', () => {
    expect(FIRST_INVOICE_NUMBER).toBe(1001);
    expect(invoiceLabel(1042)).toBe('INV-1042');
    expect(creditNoteLabel(1003)).toBe('CN-1003');
    expect(invoiceFileName(1042)).toBe('Invoice-1042.pdf');
    expect(statementFileName('2026-06-30')).toBe('Statement-2026-06-30.pdf');
  });
});
