import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocatePayment,
  ALLOCATION_NOT_OPEN_MESSAGE,
  ALLOCATION_OVER_BALANCE_MESSAGE,
  allocationProblems,
  ALLOCATIONS_EXCEED_PAYMENT_MESSAGE,
} from './payment-allocation';

// Three open invoices of one customer, oldest first.
const open = [
  { id: 'inv-1001', balance: 200 },
  { id: 'inv-1007', balance: 250.5 },
  { id: 'inv-1012', balance: 100 },
];

describe('allocatePayment', () => {
  it.each([
    ['pays the oldest first, then the next in part', 300, [{ invoiceId: 'inv-1001', amount: 200 }, { invoiceId: 'inv-1007', amount: 100 }], 0],
    ['pays everything exactly', 550.5, [{ invoiceId: 'inv-1001', amount: 200 }, { invoiceId: 'inv-1007', amount: 250.5 }, { invoiceId: 'inv-1012', amount: 100 }], 0],
    ['an over-payment leaves customer credit', 700, [{ invoiceId: 'inv-1001', amount: 200 }, { invoiceId: 'inv-1007', amount: 250.5 }, { invoiceId: 'inv-1012', amount: 100 }], 149.5],
    ['a small payment stays on the oldest', 0.01, [{ invoiceId: 'inv-1001', amount: 0.01 }], 0],
    ['nothing paid, nothing applied', 0, [], 0],
  ])('%s', (_name, amount, allocations, credit) => {
    expect(allocatePayment(amount, open)).toEqual({ allocations, credit });
  });

  it('skips invoices with nothing owed, and with nothing open the payment is all credit', () => {
    expect(allocatePayment(50, [{ id: 'paid', balance: 0 }, { id: 'owed', balance: 80 }])).toEqual({ allocations: [{ invoiceId: 'owed', amount: 50 }], credit: 0 });
    expect(allocatePayment(75.25, [])).toEqual({ allocations: [], credit: 75.25 });
  });

  it('refuses a negative payment', () => {
    expect(() => allocatePayment(-1, open)).toThrow(RangeError);
  });

  it('applied + credit is the payment, no invoice is over-paid, and an invoice is paid in full before the next gets anything', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.array(fc.integer({ min: -10_000, max: 10_000_000 }), { maxLength: 20 }),
        (amountCents, balances) => {
          const invoices = balances.map((cents, index) => ({ id: `i${index}`, balance: cents / 100 }));
          const { allocations, credit } = allocatePayment(amountCents / 100, invoices);
          const applied = allocations.map((allocation) => Math.round(allocation.amount * 100));
          expect(applied.reduce((a, b) => a + b, 0) + Math.round(credit * 100)).toBe(amountCents);
          expect(credit).toBeGreaterThanOrEqual(0);
          allocations.forEach((allocation, index) => {
            const owed = balances[Number(allocation.invoiceId.slice(1))] ?? 0;
            expect(applied[index]).toBeGreaterThan(0);
            expect(applied[index]).toBeLessThanOrEqual(owed);
            // Every invoice before the last one paid is paid in full.
            if (index < allocations.length - 1) expect(applied[index]).toBe(owed);
          });
          if (credit > 0) expect(applied.reduce((a, b) => a + b, 0)).toBe(balances.filter((cents) => cents > 0).reduce((a, b) => a + b, 0));
        },
      ),
    );
  });
});

describe('allocationProblems', () => {
  it('accepts allocations within each balance and the payment, the rest becoming credit', () => {
    expect(allocationProblems(400, [{ invoiceId: 'inv-1012', amount: 100 }, { invoiceId: 'inv-1001', amount: 150 }], open)).toEqual([]);
  });

  it('names each allocation that is wrong', () => {
    expect(
      allocationProblems(
        300,
        [
          { invoiceId: 'inv-1001', amount: 200.01 },
          { invoiceId: 'inv-9999', amount: 10 },
          { invoiceId: 'inv-1012', amount: 100 },
        ],
        open,
      ),
    ).toEqual([
      { index: 0, message: ALLOCATION_OVER_BALANCE_MESSAGE },
      { index: 1, message: ALLOCATION_NOT_OPEN_MESSAGE },
      { index: 2, message: ALLOCATIONS_EXCEED_PAYMENT_MESSAGE },
    ]);
  });

  it('an invoice with nothing owed is not open for payment', () => {
    expect(allocationProblems(10, [{ invoiceId: 'paid', amount: 10 }], [{ id: 'paid', balance: 0 }])).toEqual([{ index: 0, message: ALLOCATION_NOT_OPEN_MESSAGE }]);
  });
});
