import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agingBucket, agingBuckets, agingBucketLabels, agingSummary, type AgingInvoice } from './aging';

describe('agingBucket', () => {
  it.each([
    ['due in the future', '2026-07-15', 'current'],
    ['due today', '2026-06-30', 'current'],
    ['1 day past due', '2026-06-29', '1_30'],
    ['30 days past due', '2026-05-31', '1_30'],
    ['31 days past due', '2026-05-30', '31_60'],
    ['60 days past due', '2026-05-01', '31_60'],
    ['61 days past due', '2026-04-30', '61_90'],
    ['90 days past due', '2026-04-01', '61_90'],
    ['91 days past due', '2026-03-31', '91_plus'],
    ['a year past due', '2025-06-30', '91_plus'],
  ] as const)('%s → %s (as of 2026-06-30)', (_name, dueDate, bucket) => {
    expect(agingBucket(dueDate, '2026-06-30')).toBe(bucket);
  });

  it('counts calendar days across February of a leap year', () => {
    // 2028-02-01 → 2028-03-02 is 30 days in a leap year (31 in 2027).
    expect(agingBucket('2028-02-01', '2028-03-02')).toBe('1_30');
    expect(agingBucket('2027-02-01', '2027-03-04')).toBe('31_60');
  });

  it('labels the columns as the report prints them', () => {
    expect(agingBuckets.map((bucket) => agingBucketLabels[bucket])).toEqual(['Current', '1–30', '31–60', '61–90', '91+']);
  });
});

describe('agingSummary', () => {
  const anInvoice = (invoice: Partial<AgingInvoice>): AgingInvoice => ({ customerId: 'c-oak', customerName: 'Oak Street HOA', dueDate: '2026-06-30', balance: 100, ...invoice });

  it("each customer's open balances by bucket, by name, with exact totals", () => {
    const summary = agingSummary(
      [
        anInvoice({ dueDate: '2026-07-10', balance: 241.64 }),
        anInvoice({ dueDate: '2026-05-16', balance: 241.63 }), // 45 days: the customer 45 days overdue
        anInvoice({ dueDate: '2026-05-20', balance: 0.1 }),
        anInvoice({ customerId: 'c-ada', customerName: 'Ada Lovelace', dueDate: '2026-06-20', balance: 0.2 }),
        anInvoice({ customerId: 'c-ada', customerName: 'Ada Lovelace', dueDate: '2026-02-01', balance: 1027.43 }),
        anInvoice({ customerId: 'c-paid', customerName: 'Paid Up', balance: 0 }),
      ],
      '2026-06-30',
    );
    expect(summary.rows).toEqual([
      {
        customerId: 'c-ada',
        customerName: 'Ada Lovelace',
        buckets: { current: 0, '1_30': 0.2, '31_60': 0, '61_90': 0, '91_plus': 1027.43 },
        total: 1027.63,
        oldestDueDate: '2026-02-01',
        invoiceCount: 2,
      },
      {
        customerId: 'c-oak',
        customerName: 'Oak Street HOA',
        buckets: { current: 241.64, '1_30': 0, '31_60': 241.73, '61_90': 0, '91_plus': 0 },
        total: 483.37,
        oldestDueDate: '2026-05-16',
        invoiceCount: 3,
      },
    ]);
    expect(summary.totals).toEqual({ buckets: { current: 241.64, '1_30': 0.2, '31_60': 241.73, '61_90': 0, '91_plus': 1027.43 }, total: 1511 });
  });

  it('nothing owed, no rows', () => {
    expect(agingSummary([], '2026-06-30')).toEqual({ rows: [], totals: { buckets: { current: 0, '1_30': 0, '31_60': 0, '61_90': 0, '91_plus': 0 }, total: 0 } });
  });

  it('every row and the totals add up exactly to what is outstanding', () => {
    const invoice = fc.record({
      customer: fc.integer({ min: 0, max: 5 }),
      dueOffset: fc.integer({ min: -30, max: 400 }),
      balanceCents: fc.integer({ min: -5_000, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 40 }), (drawn) => {
        const invoices = drawn.map((item) => ({
          customerId: `c${item.customer}`,
          customerName: `Customer ${item.customer}`,
          dueDate: new Date(Date.UTC(2026, 5, 30 - item.dueOffset)).toISOString().slice(0, 10),
          balance: item.balanceCents / 100,
        }));
        const summary = agingSummary(invoices, '2026-06-30');
        const cents = (amount: number) => Math.round(amount * 100);
        const sumBuckets = (buckets: Record<string, number>) => Object.values(buckets).reduce((sum, amount) => sum + cents(amount), 0);
        for (const row of summary.rows) expect(sumBuckets(row.buckets)).toBe(cents(row.total));
        expect(summary.rows.reduce((sum, row) => sum + cents(row.total), 0)).toBe(cents(summary.totals.total));
        expect(sumBuckets(summary.totals.buckets)).toBe(cents(summary.totals.total));
        expect(cents(summary.totals.total)).toBe(drawn.filter((item) => item.balanceCents > 0).reduce((sum, item) => sum + item.balanceCents, 0));
      }),
    );
  });
});
