import { agingBucket, agingBucketLabels, agingBuckets, type AgingBucket } from '../invoices/aging';
import { fromCents, toCents } from '../invoices/money';
import { divideHalfUp, fromUnits } from '../shared/decimal';
import { MAX_REPORT_ROWS, type HeadlineFigure, type ReportSection } from './report.schemas';
import { additiveTotals, column, compareNames, headlineFigure, row } from './report-table';

/**
 * The Receivables report: what customers owed at the end of the period (or today, when the period ends later), aged
 * with the invoices area's buckets (packages/domain/src/invoices/aging.ts), and how many days of invoicing that is
 * (days sales outstanding).
 */

/** What customers owed on invoices due on one day: SQL sums each customer's open balances by due date. */
export interface ReceivableBalance {
  customerId: string;
  customerName: string;
  dueDate: string;
  balance: number;
  invoiceCount: number;
}

export interface ReceivablesAggregates {
  /** The day the balances stood at: the period's end, or today when that is later. */
  asOf: string;
  balances: readonly ReceivableBalance[];
  /** Σ the totals (with tax) of the invoices issued from the period's start to asOf. */
  invoiced: number;
  /** Days from the period's start to asOf, both counted (0 when the period starts after it). */
  days: number;
}

export interface ReceivablesReportInput {
  period: ReceivablesAggregates;
  comparison: ReceivablesAggregates | null;
}

const RECEIVABLES_PATH = '/invoices?tab=receivables';
/** Past 60 days: the buckets a person should be chasing. */
const LATE_BUCKETS: readonly AgingBucket[] = ['61_90', '91_plus'];

interface CustomerAging {
  customerId: string;
  customerName: string;
  buckets: Record<AgingBucket, bigint>;
  total: bigint;
  invoices: number;
}

interface Aging {
  customers: CustomerAging[];
  buckets: Record<AgingBucket, { cents: bigint; invoices: number }>;
  total: bigint;
}

const zeroBuckets = <T>(zero: () => T): Record<AgingBucket, T> => Object.fromEntries(agingBuckets.map((bucket) => [bucket, zero()])) as Record<AgingBucket, T>;
/** One customer's buckets, all zero (a literal: one is made per customer owing anything). */
const noCents = (): Record<AgingBucket, bigint> => ({ current: 0n, '1_30': 0n, '31_60': 0n, '61_90': 0n, '91_plus': 0n });

/** Each balance in its bucket as of the day, summed exactly in cents per customer and per bucket; nothing owed is left out. */
export function ageReceivables(balances: readonly ReceivableBalance[], asOf: string): Aging {
  const customers = new Map<string, CustomerAging>();
  const buckets = zeroBuckets(() => ({ cents: 0n, invoices: 0 }));
  // A season's balances fall on a few hundred due dates: each date's bucket is worked out once.
  const bucketOf = new Map<string, AgingBucket>();
  let total = 0n;
  for (const each of balances) {
    const cents = toCents(each.balance);
    if (cents <= 0n) continue;
    let bucket = bucketOf.get(each.dueDate);
    if (!bucket) {
      bucket = agingBucket(each.dueDate, asOf);
      bucketOf.set(each.dueDate, bucket);
    }
    let customer = customers.get(each.customerId);
    if (!customer) {
      customer = { customerId: each.customerId, customerName: each.customerName, buckets: noCents(), total: 0n, invoices: 0 };
      customers.set(each.customerId, customer);
    }
    customer.buckets[bucket] += cents;
    customer.total += cents;
    customer.invoices += each.invoiceCount;
    buckets[bucket].cents += cents;
    buckets[bucket].invoices += each.invoiceCount;
    total += cents;
  }
  return { customers: [...customers.values()], buckets, total };
}

/** Days sales outstanding: what was owed ÷ what was invoiced × the days it was invoiced over, to one decimal; null without invoicing. */
export function daysSalesOutstanding(outstanding: number, invoiced: number, days: number): number | null {
  const invoicedCents = toCents(invoiced);
  if (invoicedCents <= 0n || days <= 0) return null;
  return fromUnits(divideHalfUp(toCents(outstanding) * BigInt(days) * 10n, invoicedCents), 1);
}

function headlineNumbers(aggregates: ReceivablesAggregates, aging = ageReceivables(aggregates.balances, aggregates.asOf)) {
  const overdue = agingBuckets.filter((bucket) => bucket !== 'current').reduce((sum, bucket) => sum + aging.buckets[bucket].cents, 0n);
  const late = LATE_BUCKETS.reduce((sum, bucket) => sum + aging.buckets[bucket].cents, 0n);
  const outstanding = fromCents(aging.total);
  return {
    outstanding,
    overdue: fromCents(overdue),
    late: fromCents(late),
    dso: daysSalesOutstanding(outstanding, aggregates.invoiced, aggregates.days),
  };
}

function agingSection(aging: Aging, asOf: string): ReportSection {
  const columns = [column('bucket', 'Days past due', 'text'), column('amount', 'Owed', 'money'), column('invoices', 'Invoices', 'count')];
  const rows = agingBuckets.map((bucket) => {
    const { cents, invoices } = aging.buckets[bucket];
    return row(bucket, { bucket: agingBucketLabels[bucket], amount: fromCents(cents), invoices }, { link: RECEIVABLES_PATH, highlight: LATE_BUCKETS.includes(bucket) && cents > 0n });
  });
  return {
    key: 'aging',
    title: 'Aging',
    note: `Open invoices as they stood at the end of ${asOf} (what payments, credits and refunds dated later changed is undone), each aged by the days it was then past due; days sales outstanding is that balance ÷ the totals (with tax) invoiced from the period’s start to ${asOf} × those days.`,
    columns,
    rows,
    totals: additiveTotals(rows, columns, ['amount', 'invoices']),
    rowCount: rows.length,
    chart: { kind: 'bar', x: 'bucket', series: ['amount'] },
  };
}

function customersSection(aging: Aging): ReportSection {
  const columns = [
    column('customer', 'Customer', 'text'),
    ...agingBuckets.map((bucket) => column(bucket, agingBucketLabels[bucket], 'money')),
    column('total', 'Total', 'money'),
    column('invoices', 'Invoices', 'count'),
  ];
  // The largest balances first; then by name, so the order never shifts between two loads.
  const sorted = [...aging.customers].sort(
    (a, b) =>
      (a.total === b.total ? 0 : a.total > b.total ? -1 : 1) ||
      compareNames(a.customerName, b.customerName) ||
      (a.customerId < b.customerId ? -1 : a.customerId > b.customerId ? 1 : 0),
  );
  const rows = sorted.slice(0, MAX_REPORT_ROWS).map((customer) =>
    row(
      customer.customerId,
      {
        customer: customer.customerName,
        ...Object.fromEntries(agingBuckets.map((bucket) => [bucket, fromCents(customer.buckets[bucket])])),
        total: fromCents(customer.total),
        invoices: customer.invoices,
      },
      { link: `/customers/${customer.customerId}`, highlight: LATE_BUCKETS.some((bucket) => customer.buckets[bucket] > 0n) },
    ),
  );
  // Totals over every customer, listed or not: the aging's own exact sums.
  const totals: Record<string, number> = { total: fromCents(aging.total), invoices: 0 };
  for (const bucket of agingBuckets) {
    totals[bucket] = fromCents(aging.buckets[bucket].cents);
    totals.invoices! += aging.buckets[bucket].invoices;
  }
  return {
    key: 'customers',
    title: 'By customer',
    note: 'Each customer that owed something, largest balance first, split by how late each invoice was; customers with anything over 60 days past due are highlighted.',
    columns,
    rows,
    totals,
    rowCount: sorted.length,
    chart: null,
  };
}

/** The Receivables report from the open balances at the end of the period (and of the comparison period). */
export function receivablesReport(input: ReceivablesReportInput): { headline: HeadlineFigure[]; sections: ReportSection[] } {
  const aging = ageReceivables(input.period.balances, input.period.asOf);
  const now = headlineNumbers(input.period, aging);
  const before = input.comparison ? headlineNumbers(input.comparison) : null;
  const link = { link: RECEIVABLES_PATH };
  return {
    headline: [
      headlineFigure('outstanding', 'Outstanding', 'money', now.outstanding, before?.outstanding ?? null, link),
      headlineFigure('overdue', 'Overdue', 'money', now.overdue, before?.overdue ?? null, link),
      headlineFigure('over60', 'Over 60 days', 'money', now.late, before?.late ?? null, link),
      headlineFigure('dso', 'Days sales outstanding', 'days', now.dso, before?.dso ?? null),
    ],
    sections: [agingSection(aging, input.period.asOf), customersSection(aging)],
  };
}
