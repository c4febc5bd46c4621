import { describe, expect, it } from 'vitest';
import { paymentBody, paymentDefaults, paymentSplit } from './payment-form-values';

const invoice = { id: '6f9e3c74-5b2a-4c6d-9b7b-000000000001', customerId: '6f9e3c74-5b2a-4c6d-9b7b-c00000000001', balance: 108.03 };

describe('paymentSplit', () => {
  it.each([
    { typed: '108.03', applied: 108.03, credit: 0 },
    { typed: '50', applied: 50, credit: 0 },
    { typed: '$150.00', applied: 108.03, credit: 41.97 },
    { typed: '108.04', applied: 108.03, credit: 0.01 },
  ])('$typed pays $applied on the invoice and leaves $credit as credit', ({ typed, applied, credit }) => {
    expect(paymentSplit(invoice, typed)).toEqual({ applied, credit });
  });

  it.each(['', 'ten', '0', '-5'])('%j is no split yet', (typed) => {
    expect(paymentSplit(invoice, typed)).toBeNull();
  });
});

describe('paymentBody', () => {
  it('defaults to cash for the balance on the day given', () => {
    expect(paymentDefaults(invoice, '2027-05-10')).toEqual({ method: 'cash', chequeNumber: '', date: '2027-05-10', amount: '108.03', note: '' });
  });

  it('applies to this invoice up to its balance and keeps a cheque’s number only for a cheque', () => {
    expect(paymentBody(invoice, { method: 'cheque', chequeNumber: '2231', date: '2027-05-10', amount: '150', note: 'Thanks' })).toEqual({
      customerId: invoice.customerId,
      method: 'cheque',
      chequeNumber: '2231',
      date: '2027-05-10',
      amount: 150,
      note: 'Thanks',
      allocations: [{ invoiceId: invoice.id, amount: 108.03 }],
    });
    expect(paymentBody(invoice, { method: 'card', chequeNumber: '2231', date: '2027-05-10', amount: '20', note: '' })).toMatchObject({ chequeNumber: '', allocations: [{ invoiceId: invoice.id, amount: 20 }] });
  });
});
