import { describe, expect, it } from 'vitest';
import { paymentReference } from './payment-methods';

describe('paymentReference', () => {
  it.each([
    [{ method: 'cheque', chequeNumber: '2231' }, 'Cheque 2231'],
    [{ method: 'cash' }, 'Cash'],
    [{ method: 'card', reference: '', source: 'online' }, 'Card (online)'],
    [{ method: 'bank_transfer', reference: ' TX-991 ' }, 'Bank transfer TX-991'],
    [{ method: 'card', chequeNumber: '12', reference: '4242' }, 'Card 4242'],
  ] as const)('%o reads %s', (payment, expected) => {
    expect(paymentReference(payment)).toBe(expected);
  });
});
