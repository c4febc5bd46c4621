import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../shared/calendar';
import { toUnits } from '../shared/decimal';
import { monthsOf } from './periods';
import { revenueMonths, revenueReport, revenueSources, type RevenueAmount } from './revenue-report';

const period = { from: '2026-03-15', to: '2026-05-31' };

/** What SQL summed by month, worked by hand into the table below. */
const amounts: RevenueAmount[] = [
  { source: 'sold', month: '2026-03', amount: 1_000.1 },
  { source: 'sold', month: '2026-05', amount: 2_500 },
  { source: 'scheduled', month: '2026-03', amount: 800 },
  { source: 'scheduled', month: '2026-04', amount: 1_200.5 },
  { source: 'scheduled', month: '2026-04', amount: 300 },
  { source: 'earned', month: '2026-03', amount: 650.25 },
  { source: 'earned', month: '2026-04', amount: 1_100 },
  { source: 'earned_not_invoiced', month: '2026-04', amount: 200 },
  { source: 'invoiced', month: '2026-03', amount: 600 },
  { source: 'invoiced', month: '2026-04', amount: 1_000 },
  { source: 'credited', month: '2026-04', amount: 50.5 },
  { source: 'collected', month: '2026-04', amount: 900 },
  { source: 'collected', month: '2026-05', amount: 400 },
  { source: 'refunded', month: '2026-05', amount: 25 },
  // June is not in the period.
  { source: 'scheduled', month: '2026-06', amount: 999 },
];

describe('revenueReport', () => {
  const report = revenueReport({
    period,
    amounts,
    comparison: {
      period: { from: '2025-03-15', to: '2025-05-31' },
      amounts: [
        { source: 'sold', month: '2025-03', amount: 100 },
        { source: 'collected', month: '2025-05', amount: 50 },
      ],
    },
  });
  const [months] = report.sections;

  it('has a row for each month the period touches, invoices net of credit notes and payments net of refunds', () => {
    expect(months!.rows.map((r) => r.values)).toEqual([
      { month: 'March 2026', sold: 1_000.1, scheduled: 800, earned: 650.25, invoiced: 600, collected: 0, earnedNotInvoiced: 0 },
      // Scheduled $1,200.50 + $300; invoiced $1,000 − $50.50 credited.
      { month: 'April 2026', sold: 0, scheduled: 1_500.5, earned: 1_100, invoiced: 949.5, collected: 900, earnedNotInvoiced: 200 },
      // Collected $400 − $25 refunded.
      { month: 'May 2026', sold: 2_500, scheduled: 0, earned: 0, invoiced: 0, collected: 375, earnedNotInvoiced: 0 },
    ]);
  });

  it('totals each column over the months, June’s amount left out', () => {
    expect(months!.totals).toEqual({ sold: 3_500.1, scheduled: 2_300.5, earned: 1_750.25, invoiced: 1_549.5, collected: 1_275, earnedNotInvoiced: 200 });
  });

  it('highlights the months with work done but not invoiced and links them to the invoicing assistant', () => {
    expect(months!.rows.map((r) => [r.key, r.highlight, r.link])).toEqual([
      ['2026-03', false, null],
      ['2026-04', true, '/invoices'],
      ['2026-05', false, null],
    ]);
  });

  it('draws the five series by month', () => {
    expect(months!.chart).toEqual({ kind: 'line', x: 'month', series: ['sold', 'scheduled', 'earned', 'invoiced', 'collected'] });
  });

  it('heads the report with each total and the comparison period’s', () => {
    expect(report.headline.map(({ key, value, comparison }) => [key, value, comparison])).toEqual([
      ['sold', 3_500.1, 100],
      ['scheduled', 2_300.5, 0],
      ['earned', 1_750.25, 0],
      ['invoiced', 1_549.5, 0],
      ['collected', 1_275, 50],
      ['earnedNotInvoiced', 200, 0],
    ]);
    expect(report.headline.find((figure) => figure.key === 'earnedNotInvoiced')!.link).toBe('/invoices');
  });

  it('gives an empty month zeros, a bar chart and no comparison when there is none', () => {
    const quiet = revenueReport({ period: { from: '2026-07-01', to: '2026-07-31' }, amounts: [], comparison: null });
    expect(quiet.sections[0]!.rows.map((r) => r.values)).toEqual([
      { month: 'July 2026', sold: 0, scheduled: 0, earned: 0, invoiced: 0, collected: 0, earnedNotInvoiced: 0 },
    ]);
    expect(quiet.sections[0]!.chart!.kind).toBe('bar');
    expect(quiet.headline.every((figure) => figure.value === 0 && figure.comparison === null)).toBe(true);
    expect(JSON.stringify(quiet)).not.toMatch(/NaN|Infinity/);
  });

  it('adds cents exactly where floats would drift (0.1 + 0.2)', () => {
    const [month] = revenueMonths({ from: '2026-01-01', to: '2026-01-31' }, [
      { source: 'earned', month: '2026-01', amount: 0.1 },
      { source: 'earned', month: '2026-01', amount: 0.2 },
    ]);
    expect(month!.earned).toBe(0.3);
  });

  it('covers every month of any period once, and its totals are the rows’ sums to the cent', () => {
    const day = fc.integer({ min: 0, max: 3_000 }).map((offset) => addDays('2020-01-01', offset));
    const amount = fc.integer({ min: -1_000_000, max: 10_000_000 }).map((cents) => cents / 100);
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 800 }), fc.array(fc.tuple(fc.constantFrom(...revenueSources), fc.nat(40), amount), { maxLength: 40 }), (from, length, picks) => {
        const range = { from, to: addDays(from, length) };
        const months = monthsOf(range);
        const given = picks.map(([source, index, value]) => ({ source, month: months[index % months.length]!, amount: value }));
        const section = revenueReport({ period: range, amounts: given, comparison: null }).sections[0]!;
        expect(section.rows.map((r) => r.key)).toEqual(months);
        for (const key of ['sold', 'scheduled', 'earned', 'invoiced', 'collected', 'earnedNotInvoiced']) {
          const cents = section.rows.reduce((sum, r) => sum + toUnits(r.values[key] as number, 2), 0n);
          expect(toUnits(section.totals![key] as number, 2)).toBe(cents);
        }
        // Every amount lands in a month: sold is Σ of what was given as sold.
        const sold = given.filter((each) => each.source === 'sold').reduce((sum, each) => sum + toUnits(each.amount, 2), 0n);
        expect(toUnits(section.totals!.sold as number, 2)).toBe(sold);
      }),
    );
  });
});
