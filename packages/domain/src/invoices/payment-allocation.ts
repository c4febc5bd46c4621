import { fromCents, toCents } from './money';

/** An invoice a payment can go to, with what is still owed on it. */
export interface OpenInvoiceBalance {
  id: string;
  balance: number;
}

export interface PaymentAllocation {
  invoiceId: string;
  amount: number;
}

export interface AllocatedPayment {
  /** Only the invoices that received something, in the order given. */
  allocations: PaymentAllocation[];
  /** What no invoice needed: the customer's credit, used on their next invoice. */
  credit: number;
}

/**
 * Spreads a payment over a customer's open invoices, oldest first (the order given): each is paid up to its balance
 * before the next gets anything, and what is left over becomes customer credit. An invoice is never paid beyond
 * its balance. The same rule applies the customer's credit to their next invoices.
 */
export function allocatePayment(amount: number, openInvoices: readonly OpenInvoiceBalance[]): AllocatedPayment {
  let left = toCents(amount);
  if (left < 0n) throw new RangeError('A payment cannot be negative');
  const allocations: PaymentAllocation[] = [];
  for (const invoice of openInvoices) {
    if (left === 0n) break;
    const owed = toCents(invoice.balance);
    if (owed <= 0n) continue;
    const applied = owed < left ? owed : left;
    allocations.push({ invoiceId: invoice.id, amount: fromCents(applied) });
    left -= applied;
  }
  return { allocations, credit: fromCents(left) };
}

export const ALLOCATIONS_EXCEED_PAYMENT_MESSAGE = 'The amounts applied to invoices add up to more than the payment.';
export const ALLOCATION_OVER_BALANCE_MESSAGE = 'More than is owed on this invoice.';
export const ALLOCATION_NOT_OPEN_MESSAGE = 'This invoice is not open for payment: it is a draft, paid, void or belongs to another customer.';

/**
 * What is wrong with allocations the office chose by hand, by index (empty when none): an invoice that is not one
 * of the customer's open invoices, more than its balance, or amounts adding up to more than the payment (reported
 * on the last allocation). What the allocations leave of the payment becomes customer credit.
 */
export function allocationProblems(
  amount: number,
  allocations: readonly PaymentAllocation[],
  openInvoices: readonly OpenInvoiceBalance[],
): Array<{ index: number; message: string }> {
  const balances = new Map(openInvoices.map((invoice) => [invoice.id, toCents(invoice.balance)]));
  const problems: Array<{ index: number; message: string }> = [];
  let applied = 0n;
  allocations.forEach((allocation, index) => {
    const owed = balances.get(allocation.invoiceId);
    const cents = toCents(allocation.amount);
    applied += cents;
    if (owed === undefined || owed <= 0n) problems.push({ index, message: ALLOCATION_NOT_OPEN_MESSAGE });
    else if (cents > owed) problems.push({ index, message: ALLOCATION_OVER_BALANCE_MESSAGE });
  });
  if (applied > toCents(amount)) problems.push({ index: allocations.length - 1, message: ALLOCATIONS_EXCEED_PAYMENT_MESSAGE });
  return problems;
}
