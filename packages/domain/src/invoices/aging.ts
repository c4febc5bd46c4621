import { daysBetween } from '../shared/calendar';
import { fromCents, toCents } from './money';

/** Receivables by how long they are past due, in whole calendar days (the company's dates, no time zones). */
export const agingBuckets = ['current', '1_30', '31_60', '61_90', '91_plus'] as const;
export type AgingBucket = (typeof agingBuckets)[number];

export const agingBucketLabels: Record<AgingBucket, string> = {
  current: 'Current',
  '1_30': '1–30',
  '31_60': '31–60',
  '61_90': '61–90',
  '91_plus': '91+',
};

/** The bucket of an invoice due on `dueDate` as of `today` (both 'YYYY-MM-DD'): not yet past due is current. */
export function agingBucket(dueDate: string, today: string): AgingBucket {
  const overdue = daysBetween(dueDate, today);
  if (overdue <= 0) return 'current';
  if (overdue <= 30) return '1_30';
  if (overdue <= 60) return '31_60';
  if (overdue <= 90) return '61_90';
  return '91_plus';
}

/** An invoice with money owed on it, as the receivables report reads it. */
export interface AgingInvoice {
  customerId: string;
  customerName: string;
  dueDate: string;
  balance: number;
}

export interface AgingRow {
  customerId: string;
  customerName: string;
  /** What is owed in each bucket. */
  buckets: Record<AgingBucket, number>;
  /** Σ buckets: the customer's outstanding balance. */
  total: number;
  /** The earliest due date among the customer's invoices with money owed. */
  oldestDueDate: string;
  invoiceCount: number;
}

export interface AgingSummary {
  /** One row per customer that owes something, by name. */
  rows: AgingRow[];
  /** Σ rows, bucket by bucket. */
  totals: { buckets: Record<AgingBucket, number>; total: number };
}

const zeroBuckets = (): Record<AgingBucket, bigint> => ({ current: 0n, '1_30': 0n, '31_60': 0n, '61_90': 0n, '91_plus': 0n });
const toDollars = (buckets: Record<AgingBucket, bigint>): Record<AgingBucket, number> => ({
  current: fromCents(buckets.current),
  '1_30': fromCents(buckets['1_30']),
  '31_60': fromCents(buckets['31_60']),
  '61_90': fromCents(buckets['61_90']),
  '91_plus': fromCents(buckets['91_plus']),
});

/**
 * The aging report: each customer's open balances in the five buckets, summed exactly in cents, so every row's
 * buckets add up to its total and the totals to everything outstanding. Invoices with nothing owed are left out.
 */
export function agingSummary(invoices: readonly AgingInvoice[], today: string): AgingSummary {
  const customers = new Map<string, { name: string; buckets: Record<AgingBucket, bigint>; total: bigint; oldest: string; count: number }>();
  const totals = zeroBuckets();
  let total = 0n;
  for (const invoice of invoices) {
    const balance = toCents(invoice.balance);
    if (balance <= 0n) continue;
    const bucket = agingBucket(invoice.dueDate, today);
    let customer = customers.get(invoice.customerId);
    if (!customer) {
      customer = { name: invoice.customerName, buckets: zeroBuckets(), total: 0n, oldest: invoice.dueDate, count: 0 };
      customers.set(invoice.customerId, customer);
    }
    customer.buckets[bucket] += balance;
    customer.total += balance;
    customer.count += 1;
    if (invoice.dueDate < customer.oldest) customer.oldest = invoice.dueDate;
    totals[bucket] += balance;
    total += balance;
  }
  const rows = [...customers.entries()]
    .map(([customerId, customer]): AgingRow => ({
      customerId,
      customerName: customer.name,
      buckets: toDollars(customer.buckets),
      total: fromCents(customer.total),
      oldestDueDate: customer.oldest,
      invoiceCount: customer.count,
    }))
    .sort((a, b) => a.customerName.localeCompare(b.customerName, 'en-US', { sensitivity: 'base' }) || (a.customerId < b.customerId ? -1 : 1));
  return { rows, totals: { buckets: toDollars(totals), total: fromCents(total) } };
}
