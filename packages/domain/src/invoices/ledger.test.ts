import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceBalance } from './invoice-status';
import { customerLedger, ledgerEntryKinds, type LedgerSource } from './ledger';

const anEntry = (entry: Partial<LedgerSource> & Pick<LedgerSource, 'kind' | 'amount'>): LedgerSource => ({
  id: `${entry.kind}-${entry.amount}`,
  date: '2026-06-01',
  reference: entry.kind,
  ...entry,
});

describe('customerLedger', () => {
  it('a month of a customer: invoices, a cheque, a credit note, an over-payment and its refund', () => {
    const { entries, closingBalance } = customerLedger([
      anEntry({ date: '2026-06-15', kind: 'payment', amount: 500, reference: 'Cheque 2231' }),
      anEntry({ date: '2026-06-01', kind: 'invoice', amount: 241.64, reference: 'INV-1001' }),
      anEntry({ date: '2026-06-15', kind: 'invoice', amount: 1027.43, reference: 'INV-1007' }),
      anEntry({ date: '2026-06-20', kind: 'credit_note', amount: 20, reference: 'CN-1001' }),
      anEntry({ date: '2026-06-28', kind: 'payment', amount: 800, reference: 'Card (online)' }),
      anEntry({ date: '2026-06-30', kind: 'refund', amount: 50.93, reference: 'Refund of credit' }),
    ]);
    expect(entries.map(({ reference, debit, credit, balance }) => [reference, debit, credit, balance])).toEqual([
      ['INV-1001', 241.64, 0, 241.64],
      // Same day: the invoice before the payment.
      ['INV-1007', 1027.43, 0, 1269.07],
      ['Cheque 2231', 0, 500, 769.07],
      ['CN-1001', 0, 20, 749.07],
      ['Card (online)', 0, 800, -50.93],
      ['Refund of credit', 50.93, 0, 0],
    ]);
    expect(closingBalance).toBe(0);
  });

  it('a void reverses what it voids; a statement starts from its opening balance', () => {
    const { entries, openingBalance, closingBalance } = customerLedger(
      [
        anEntry({ kind: 'invoice', amount: 300, reference: 'INV-1010' }),
        anEntry({ date: '2026-06-02', kind: 'invoice_void', amount: 300, reference: 'INV-1010' }),
        anEntry({ date: '2026-06-03', kind: 'payment', amount: 100, reference: 'Cash' }),
        anEntry({ date: '2026-06-04', kind: 'payment_void', amount: 100, reference: 'Cash' }),
      ],
      125.5,
    );
    expect(entries.map((entry) => entry.balance)).toEqual([425.5, 125.5, 25.5, 125.5]);
    expect({ openingBalance, closingBalance }).toEqual({ openingBalance: 125.5, closingBalance: 125.5 });
  });

  it('refuses a negative amount (the kind says which way it goes)', () => {
    expect(() => customerLedger([anEntry({ kind: 'payment', amount: -5 })])).toThrow(RangeError);
  });

  it("one invoice's ledger ends at its balance: total − payments + refunds − credits", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.record({ kind: fc.constantFrom('payment', 'refund', 'credit_note' as const), cents: fc.integer({ min: 0, max: 1_000_000 }) }), { maxLength: 10 }),
        (totalCents, movements) => {
          const sum = (kind: string) => movements.filter((movement) => movement.kind === kind).reduce((total, movement) => total + movement.cents, 0) / 100;
          const { closingBalance } = customerLedger([
            anEntry({ kind: 'invoice', amount: totalCents / 100 }),
            ...movements.map((movement, index) => anEntry({ id: `m${index}`, date: '2026-06-02', kind: movement.kind, amount: movement.cents / 100 })),
          ]);
          expect(closingBalance).toBe(invoiceBalance({ total: totalCents / 100, payments: sum('payment'), refunds: sum('refund'), credits: sum('credit_note') }));
        },
      ),
    );
  });

  it('each balance is the one before plus its debit less its credit, and the closing balance the last', () => {
    const entry = fc.record({
      day: fc.integer({ min: 1, max: 28 }),
      kind: fc.constantFrom(...ledgerEntryKinds),
      cents: fc.integer({ min: 0, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.array(entry, { maxLength: 30 }), (openingCents, drawn) => {
        const ledger = customerLedger(
          drawn.map((item, index) => anEntry({ id: `e${index}`, date: `2026-06-${String(item.day).padStart(2, '0')}`, kind: item.kind, amount: item.cents / 100 })),
          openingCents / 100,
        );
        let balance = openingCents;
        let previousDate = '';
        for (const item of ledger.entries) {
          expect(item.date >= previousDate).toBe(true);
          previousDate = item.date;
          expect(item.debit === 0 || item.credit === 0).toBe(true);
          balance += Math.round(item.debit * 100) - Math.round(item.credit * 100);
          expect(Math.round(item.balance * 100)).toBe(balance);
        }
        expect(Math.round(ledger.closingBalance * 100)).toBe(balance);
      }),
    );
  });
});
