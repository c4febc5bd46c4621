import { fromUnits, toUnits } from '../shared/decimal';

/**
 * Dollars and cents as exact counts of cents (bigint), for the invoice area's sums: a month of invoices, payments
 * and credits adds up to the cent however many there are.
 */
export const toCents = (amount: number): bigint => toUnits(amount, 2);
export const fromCents = (cents: bigint): number => fromUnits(cents, 2);

/** Σ amounts (each at most 2 decimals), exactly. */
export function sumCents(amounts: readonly number[]): bigint {
  let total = 0n;
  for (const amount of amounts) total += toCents(amount);
  return total;
}

/** Σ amounts, exactly, back as dollars. */
export const sumMoney = (amounts: readonly number[]): number => fromCents(sumCents(amounts));

const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '$1,234.50' (and '-$5.00'): how amounts read in the area's messages, the same in the browser and the server. */
export const formatDollars = (amount: number): string => dollarsAndCents.format(amount || 0);

/** Formats an amount for people; the PDF, the public page and the app each pass their own (SPEC.md: USD). */
export type MoneyFormat = (amount: number) => string;
