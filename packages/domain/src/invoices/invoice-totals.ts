import { divideHalfUp, toUnits } from '../shared/decimal';
import { fromCents, toCents } from './money';

/** One line of an invoice or credit note as it is priced. */
export interface InvoiceLineInput {
  description: string;
  /** Hours, visits or units; at most 4 decimals. */
  quantity: number;
  /** At most 4 decimals (fertiliser is priced per square foot); negative on a deduction line. */
  unitPrice: number;
  /** Whether sales tax applies to the line. */
  taxable: boolean;
}

export type PricedInvoiceLine<T extends InvoiceLineInput = InvoiceLineInput> = T & {
  /** quantity × unit price, rounded half-up to the cent. */
  amount: number;
};

export interface InvoiceTotals<T extends InvoiceLineInput = InvoiceLineInput> {
  lines: PricedInvoiceLine<T>[];
  /** Σ line amounts. */
  subtotal: number;
  /** Σ the taxable lines' amounts. */
  taxableSubtotal: number;
  tax: number;
  /** subtotal + tax. */
  total: number;
}

// Quantities and unit prices in 1/10,000; their product in 1/10^8 of a dollar, which is 10^6 units of a cent.
const PRODUCT_TO_CENTS = 1_000_000n;
// A rate in 1/10,000 % applied to cents: × rate ÷ (100 × 10,000).
const RATE_TO_FRACTION = 1_000_000n;

function lineAmountCents(quantity: number, unitPrice: number): bigint {
  return divideHalfUp(toUnits(quantity, 4) * toUnits(unitPrice, 4), PRODUCT_TO_CENTS);
}

/** quantity × unit price rounded half-up (away from zero) to the cent, exactly: 3 × $0.125 = $0.38. */
export function lineAmount(quantity: number, unitPrice: number): number {
  return fromCents(lineAmountCents(quantity, unitPrice));
}

/**
 * An invoice's figures from its lines and the client's combined sales tax rate (percent, up to 4 decimals), in
 * exact decimal arithmetic: each line is rounded to the cent, the subtotal is the sum of those amounts, and the
 * tax is worked out once, on the taxable subtotal, and rounded half-up to the cent — never line by line, where
 * the rounding of many small lines would add up to cents the client was never charged on the estimate.
 */
export function invoiceTotals<T extends InvoiceLineInput>(lines: readonly T[], taxRatePercent: number): InvoiceTotals<T> {
  if (!(taxRatePercent >= 0 && taxRatePercent <= 100)) throw new RangeError(`Not a tax rate: ${String(taxRatePercent)}`);
  let subtotal = 0n;
  let taxable = 0n;
  const priced = lines.map((line): PricedInvoiceLine<T> => {
    const amount = lineAmountCents(line.quantity, line.unitPrice);
    subtotal += amount;
    if (line.taxable) taxable += amount;
    return { ...line, amount: fromCents(amount) };
  });
  const tax = divideHalfUp(taxable * toUnits(taxRatePercent, 4), RATE_TO_FRACTION);
  return {
    lines: priced,
    subtotal: fromCents(subtotal),
    taxableSubtotal: fromCents(taxable),
    tax: fromCents(tax),
    total: fromCents(subtotal + tax),
  };
}

/** The tax on a taxable amount at a rate (percent): the same rule invoiceTotals uses, for one figure. */
export function taxOn(taxableAmount: number, taxRatePercent: number): number {
  return fromCents(divideHalfUp(toCents(taxableAmount) * toUnits(taxRatePercent, 4), RATE_TO_FRACTION));
}
