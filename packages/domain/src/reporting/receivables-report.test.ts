import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { agingBuckets } from '../invoices/aging';
import { addDays } from '../shared/calendar';
import { toUnits } from '../shared/decimal';
import { daysSalesOutstanding, receivablesReport, type ReceivableBalance } from './receivables-report';
import { MAX_REPORT_ROWS } from './report.schemas';

const balance = (customerId: string, customerName: string, dueDate: string, amount: number, invoiceCount = 1): ReceivableBalance => ({
  customerId,
  customerName,
  dueDate,
  balance: amount,
  invoiceCount,
});

/**
 * Owed at the end of 30 June 2026, worked by hand (days past due from each due date):
 *   Acme   $500.00 due 15 Jul (current); $250.50 on two invoices due 10 Jun (20 days: 1–30)
 *   Birch  $1,000.00 due 1 Apr (90 days: 61–90)
 *   Cedar  $75.25 due 1 Mar (121 days: 91+); an invoice due 15 May already paid ($0, left out)
 *   Dune   $300.00 due 31 May (30 days: 1–30); $100.00 due 30 Apr (61 days: 61–90)
 * Buckets: current $500 (1), 1–30 $550.50 (3), 31–60 $0 (0), 61–90 $1,100 (2), 91+ $75.25 (1); outstanding $2,225.75.
 * Invoiced 1 Jan – 30 Jun (181 days): $6,677.25 = 3 × $2,225.75, so DSO = 181 ÷ 3 = 60.33 → 60.3 days.
 */
const period = {
  asOf: '2026-06-30',
  balances: [
    balance('c-acme', 'Acme Offices', '2026-07-15', 500),
    balance('c-acme', 'Acme Offices', '2026-06-10', 250.5, 2),
    balance('c-birch', 'Birch Homes', '2026-04-01', 1_000),
    balance('c-cedar', 'Cedar Court', '2026-03-01', 75.25),
    balance('c-cedar', 'Cedar Court', '2026-05-15', 0),
    balance('c-dune', 'Dune Farm', '2026-05-31', 300),
    balance('c-dune', 'Dune Farm', '2026-04-30', 100),
  ],
  invoiced: 6_677.25,
  days: 181,
};

/** At the end of 2025: $400 due 1 Dec (30 days late), nothing invoiced over the period. */
const comparison = { asOf: '2025-12-31', balances: [balance('c-acme', 'Acme Offices', '2025-12-01', 400)], invoiced: 0, days: 184 };

describe('receivablesReport', () => {
  const report = receivablesReport({ period, comparison });
  const [aging, customers] = report.sections;

  it('heads the report with what is outstanding, overdue, over 60 days and the days sales outstanding', () => {
    expect(report.headline.map(({ key, value, comparison: before }) => [key, value, before])).toEqual([
      ['outstanding', 2_225.75, 400],
      // $2,225.75 − $500 current.
      ['overdue', 1_725.75, 400],
      // $1,100 + $75.25.
      ['over60', 1_175.25, 0],
      // Nothing invoiced in the comparison: no DSO.
      ['dso', 60.3, null],
    ]);
  });

  it('ages the balances in the invoices area’s five buckets', () => {
    expect(aging!.rows.map((r) => [r.values.bucket, r.values.amount, r.values.invoices, r.highlight])).toEqual([
      ['Current', 500, 1, false],
      ['1–30', 550.5, 3, false],
      ['31–60', 0, 0, false],
      ['61–90', 1_100, 2, true],
      ['91+', 75.25, 1, true],
    ]);
    expect(aging!.totals).toEqual({ amount: 2_225.75, invoices: 7 });
  });

  it('lists customers largest balance first, linked to each customer, the ones over 60 days highlighted', () => {
    expect(customers!.rows.map((r) => [r.values.customer, r.values.total, r.link, r.highlight])).toEqual([
      ['Birch Homes', 1_000, '/customers/c-birch', true],
      ['Acme Offices', 750.5, '/customers/c-acme', false],
      ['Dune Farm', 400, '/customers/c-dune', true],
      ['Cedar Court', 75.25, '/customers/c-cedar', true],
    ]);
    expect(customers!.rows[2]!.values).toMatchObject({ current: 0, '1_30': 300, '31_60': 0, '61_90': 100, '91_plus': 0, invoices: 2 });
    expect(customers!.totals).toEqual({ current: 500, '1_30': 550.5, '31_60': 0, '61_90': 1_100, '91_plus': 75.25, total: 2_225.75, invoices: 7 });
  });

  it('says which day the balances stood at', () => {
    expect(aging!.note).toContain('2026-06-30');
  });

  it('gives an empty period zeros and no DSO (never NaN or Infinity)', () => {
    const quiet = receivablesReport({ period: { asOf: '2026-06-30', balances: [], invoiced: 0, days: 30 }, comparison: null });
    expect(quiet.headline.map((figure) => figure.value)).toEqual([0, 0, 0, null]);
    expect(quiet.headline.every((figure) => figure.comparison === null)).toBe(true);
    expect(quiet.sections[1]!.rows).toEqual([]);
    expect(JSON.stringify(quiet)).not.toMatch(/NaN|Infinity/);
  });

  it('lists at most MAX_REPORT_ROWS customers with totals over all of them', () => {
    const many = Array.from({ length: MAX_REPORT_ROWS + 2 }, (_, index) => balance(`c${index}`, `Customer ${index}`, '2026-06-30', 1 + index));
    const listed = receivablesReport({ period: { asOf: '2026-06-30', balances: many, invoiced: 0, days: 1 }, comparison: null }).sections[1]!;
    expect(listed.rows).toHaveLength(MAX_REPORT_ROWS);
    expect(listed.rowCount).toBe(MAX_REPORT_ROWS + 2);
    expect(listed.rows[0]!.key).toBe(`c${MAX_REPORT_ROWS + 1}`);
    // Σ (1 + index) for 502 customers = 502 × 503 ÷ 2.
    expect(listed.totals!.total).toBe(126_253);
  });

  it('adds every row’s buckets to its total, and the rows to the totals, to the cent', () => {
    const due = fc.integer({ min: 0, max: 400 }).map((offset) => addDays('2026-01-01', offset));
    const owed = fc.record({
      customer: fc.integer({ min: 1, max: 8 }),
      dueDate: due,
      amount: fc.integer({ min: -5_000, max: 2_000_000 }).map((cents) => cents / 100),
      count: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(owed, { maxLength: 40 }), (picks) => {
        const balances = picks.map((pick) => balance(`c${pick.customer}`, `Customer ${pick.customer}`, pick.dueDate, pick.amount, pick.count));
        const [agingSection, customerSection] = receivablesReport({ period: { asOf: '2026-08-31', balances, invoiced: 100, days: 30 }, comparison: null }).sections;
        const cents = (value: unknown) => toUnits(value as number, 2);
        for (const r of customerSection!.rows) expect(agingBuckets.reduce((sum, bucket) => sum + cents(r.values[bucket]), 0n)).toBe(cents(r.values.total));
        expect(customerSection!.rows.reduce((sum, r) => sum + cents(r.values.total), 0n)).toBe(cents(customerSection!.totals!.total));
        expect(cents(agingSection!.totals!.amount)).toBe(cents(customerSection!.totals!.total));
        const owedCents = balances.reduce((sum, each) => sum + (cents(each.balance) > 0n ? cents(each.balance) : 0n), 0n);
        expect(cents(agingSection!.totals!.amount)).toBe(owedCents);
      }),
    );
  });
});

describe('daysSalesOutstanding', () => {
  it('is owed ÷ invoiced × days, to one decimal', () => {
    // $1,000 owed of $3,000 invoiced over 90 days: 30 days.
    expect(daysSalesOutstanding(1_000, 3_000, 90)).toBe(30);
    // $1 of $3 over 1 day: 0.333 → 0.3.
    expect(daysSalesOutstanding(1, 3, 1)).toBe(0.3);
  });

  it('is null without invoicing or days', () => {
    expect(daysSalesOutstanding(500, 0, 30)).toBeNull();
    expect(daysSalesOutstanding(500, 100, 0)).toBeNull();
  });
});
