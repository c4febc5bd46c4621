import { monthLabel } from '../invoices/instalments';
import { fromCents, toCents } from '../invoices/money';
import { monthsOf, type Period } from './periods';
import type { HeadlineFigure, ReportSection } from './report.schemas';
import { additiveTotals, column, headlineFigure, row } from './report-table';

/**
 * The Revenue report: each month of the period, what was sold, scheduled, earned (done), invoiced and collected,
 * and the work done but not billed yet. Every figure is before tax except what was collected (money in).
 */

/**
 * The amounts SQL sums by month ('YYYY-MM'): invoiced is netted with the credit notes and collected with the refunds
 * here, so each source stays one plain SUM.
 */
export const revenueSources = ['sold', 'scheduled', 'earned', 'earned_not_invoiced', 'invoiced', 'credited', 'collected', 'refunded'] as const;
export type RevenueSource = (typeof revenueSources)[number];

export interface RevenueAmount {
  source: RevenueSource;
  month: string;
  amount: number;
}

export interface RevenueReportInput {
  period: Period;
  amounts: readonly RevenueAmount[];
  comparison: { period: Period; amounts: readonly RevenueAmount[] } | null;
}

/** The five figures of a month, in the order the work flows. */
export const revenueSeries = ['sold', 'scheduled', 'earned', 'invoiced', 'collected'] as const;
export type RevenueSeries = (typeof revenueSeries)[number];
const seriesLabels: Record<RevenueSeries | 'earnedNotInvoiced', string> = {
  sold: 'Sold',
  scheduled: 'Scheduled',
  earned: 'Earned',
  invoiced: 'Invoiced',
  collected: 'Collected',
  earnedNotInvoiced: 'Earned, not invoiced',
};

export type RevenueMonth = Record<RevenueSeries | 'earnedNotInvoiced', number> & { month: string };

/** Where earned work waiting for an invoice is billed: the invoicing assistant, /invoices' landing tab. */
const INVOICING_ASSISTANT_PATH = '/invoices';

/**
 * Each month of the period with its figures, exact to the cent (months with nothing are zeros). Amounts of a month
 * outside the period are left out: SQL selects by the period's own dates, so a month cut by its start or end counts
 * only its days inside.
 */
export function revenueMonths(period: Period, amounts: readonly RevenueAmount[]): RevenueMonth[] {
  const months = monthsOf(period);
  const cents = new Map(months.map((month) => [month, new Map<RevenueSource, bigint>()]));
  for (const amount of amounts) {
    const month = cents.get(amount.month);
    if (!month) continue;
    month.set(amount.source, (month.get(amount.source) ?? 0n) + toCents(amount.amount));
  }
  return months.map((month) => {
    const of = (source: RevenueSource) => cents.get(month)!.get(source) ?? 0n;
    return {
      month,
      sold: fromCents(of('sold')),
      scheduled: fromCents(of('scheduled')),
      earned: fromCents(of('earned')),
      invoiced: fromCents(of('invoiced') - of('credited')),
      collected: fromCents(of('collected') - of('refunded')),
      earnedNotInvoiced: fromCents(of('earned_not_invoiced')),
    };
  });
}

const columns = [
  column('month', 'Month', 'text'),
  ...revenueSeries.map((series) => column(series, seriesLabels[series], 'money')),
  column('earnedNotInvoiced', seriesLabels.earnedNotInvoiced, 'money'),
];
const moneyKeys = [...revenueSeries, 'earnedNotInvoiced'] as const;

function monthsSection(months: readonly RevenueMonth[]): ReportSection {
  const rows = months.map((month) => {
    const waiting = month.earnedNotInvoiced > 0;
    return row(
      month.month,
      { month: monthLabel(month.month), ...Object.fromEntries(moneyKeys.map((key) => [key, month[key]])) },
      // Done but not billed: the assistant lists exactly this work, ready to invoice.
      { highlight: waiting, link: waiting ? INVOICING_ASSISTANT_PATH : null },
    );
  });
  return {
    key: 'months',
    title: 'By month',
    note: 'Sold is approved estimates’ total before tax by approval day; scheduled the price of work orders dated in the month (not cancelled or skipped); earned that of completed orders by their date (the completion day when undated); invoiced the subtotal of invoices issued less credit notes issued; collected the payments received less refunds; earned, not invoiced the completed per-visit and one-off orders no invoice bills yet.',
    columns,
    rows,
    totals: additiveTotals(rows, columns, moneyKeys),
    rowCount: rows.length,
    // A line needs a few points to read as a trend; one or two months read better as bars.
    chart: { kind: rows.length > 2 ? 'line' : 'bar', x: 'month', series: [...revenueSeries] },
  };
}

/** The Revenue report from the amounts by month of the period (and of the comparison period). */
export function revenueReport(input: RevenueReportInput): { headline: HeadlineFigure[]; sections: ReportSection[] } {
  const section = monthsSection(revenueMonths(input.period, input.amounts));
  const before = input.comparison ? monthsSection(revenueMonths(input.comparison.period, input.comparison.amounts)).totals : null;
  const total = (key: (typeof moneyKeys)[number], totals: ReportSection['totals']) => (totals?.[key] as number | undefined) ?? 0;
  const headline = moneyKeys.map((key) =>
    headlineFigure(key, seriesLabels[key], 'money', total(key, section.totals), before ? total(key, before) : null, {
      link: key === 'earnedNotInvoiced' ? INVOICING_ASSISTANT_PATH : null,
    }),
  );
  return { headline, sections: [section] };
}
