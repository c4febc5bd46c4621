import { divideHalfUp, toUnits } from '../shared/decimal';
import { splitUnits } from '../shared/money-split';
import { invoiceLabel } from './invoice-numbers';
import { invoiceTotals, type InvoiceLineInput } from './invoice-totals';
import { formatDollars, fromCents, sumCents, toCents } from './money';

/**
 * Deposit and progress billing for one-off work: invoices for a percent or an amount of what the client approved,
 * then a final invoice for the approved lines less everything invoiced before. All amounts here are before tax
 * (as a job's total is); each invoice adds the client's tax on its own taxable lines.
 */

/** What an amount of approved work is made of, before tax: all of it, and the part sales tax applies to. */
export interface ApprovedAmount {
  subtotal: number;
  taxableSubtotal: number;
}

/**
 * The line(s) that bill `amount` of approved work: split between a taxable and a non-taxable line in proportion to
 * what was approved (so a deposit on a job that is half plants, half labour is taxed like the job), the two parts
 * summing exactly to `amount`. One line when the work is all taxable or all not; a negative amount deducts.
 */
export function portionLines(amount: number, of: ApprovedAmount, description: string): InvoiceLineInput[] {
  const taxable = toCents(of.taxableSubtotal);
  const notTaxable = toCents(of.subtotal) - taxable;
  if (taxable < 0n || notTaxable < 0n) throw new RangeError('The taxable part cannot be negative or more than the whole');
  if (notTaxable === 0n && taxable > 0n) return [{ description, quantity: 1, unitPrice: amount, taxable: true }];
  if (taxable === 0n) return [{ description, quantity: 1, unitPrice: amount, taxable: false }];
  const [taxedPart = 0n, untaxedPart = 0n] = splitUnits(toCents(amount), [taxable, notTaxable]);
  return [
    { description: `${description} (taxable)`, quantity: 1, unitPrice: fromCents(taxedPart), taxable: true },
    { description: `${description} (not taxable)`, quantity: 1, unitPrice: fromCents(untaxedPart), taxable: false },
  ];
}

/** A deposit or progress invoice asks for a percent of the approved total, or an amount. */
export type ProgressPortion = { percent: number } | { amount: number };

export interface ProgressOptions {
  /** Change orders the client approved since, before tax: they raise what may be invoiced. */
  approvedChanges?: number;
  /** The office confirmed billing beyond what was approved: the invoice is allowed and flagged. */
  allowOverApproved?: boolean;
}

export interface ProgressFigures {
  /** What this invoice bills, before tax (the percent worked out to the cent, or the amount asked). */
  amount: number;
  /** Approved total + approved changes. */
  contractTotal: number;
  invoicedBefore: number;
  /** contractTotal − invoicedBefore: what could still be invoiced (negative once over-billed). */
  remaining: number;
}

export type ProgressInvoiceAmount =
  | (ProgressFigures & { ok: true; invoicedAfter: number; remainingAfter: number; overApproved: boolean })
  | (ProgressFigures & { ok: false; message: string });

export const PROGRESS_AMOUNT_REQUIRED_MESSAGE = 'A deposit or progress invoice must be for more than $0.00.';
export const NOTHING_LEFT_TO_INVOICE_MESSAGE = 'Everything approved for this job has been invoiced.';
export const overApprovedMessage = (amount: number, remaining: number) =>
  `This invoice of ${formatDollars(amount)} would bill more than was approved: ${formatDollars(Math.max(remaining, 0))} is left to invoice. ` +
  'Lower the amount, or confirm that you are billing beyond the approved total.';

/**
 * A deposit or progress invoice's amount: `percent` (up to 2 decimals) of the approved total with its approved
 * changes, rounded half-up to the cent, or the `amount` asked. Refused (with a message, never a throw) when it is
 * nothing, or when it would take the job's invoices past what was approved — unless `allowOverApproved` says the
 * office means it, and then the answer is flagged `overApproved`.
 */
export function progressInvoiceAmount(
  approvedTotal: number,
  portion: ProgressPortion,
  alreadyInvoiced: number,
  options: ProgressOptions = {},
): ProgressInvoiceAmount {
  const contract = toCents(approvedTotal) + toCents(options.approvedChanges ?? 0);
  const before = toCents(alreadyInvoiced);
  const amount = 'percent' in portion ? divideHalfUp(contract * toUnits(portion.percent, 2), 10_000n) : toCents(portion.amount);
  const figures: ProgressFigures = {
    amount: fromCents(amount),
    contractTotal: fromCents(contract),
    invoicedBefore: fromCents(before),
    remaining: fromCents(contract - before),
  };
  if (amount <= 0n) return { ...figures, ok: false, message: PROGRESS_AMOUNT_REQUIRED_MESSAGE };
  const overApproved = before + amount > contract;
  if (overApproved && !options.allowOverApproved) {
    const message = contract - before <= 0n ? NOTHING_LEFT_TO_INVOICE_MESSAGE : overApprovedMessage(figures.amount, figures.remaining);
    return { ...figures, ok: false, message };
  }
  return { ...figures, ok: true, invoicedAfter: fromCents(before + amount), remainingAfter: fromCents(contract - before - amount), overApproved };
}

/** An earlier invoice of the job, as the final invoice deducts it (not void; net of credit notes against it). */
export interface PreviousInvoice {
  number: number;
  subtotal: number;
  taxableSubtotal: number;
}

export type FinalInvoice =
  | { ok: true; lines: InvoiceLineInput[]; approvedSubtotal: number; invoicedBefore: number; amount: number }
  | { ok: false; message: string; approvedSubtotal: number; invoicedBefore: number; amount: number };

export const finalOverInvoicedMessage = (over: number) =>
  `The earlier invoices of this job already bill ${formatDollars(over)} more than the approved work. Issue a credit note for the difference instead of a final invoice.`;

/**
 * The final invoice of deposit-and-progress work: every approved line (the estimate's, and approved changes as
 * lines), then, for each earlier invoice, a line deducting exactly what it billed — its taxable and non-taxable
 * parts apart, so the final invoice taxes only what was not taxed before. Its subtotal is the approved subtotal
 * less everything invoiced, so the job's invoices together bill exactly what was approved. Refused with a message
 * when nothing is left to bill, or when the earlier invoices billed more than was approved.
 */
export function finalInvoiceLines(approvedLines: readonly InvoiceLineInput[], previousInvoices: readonly PreviousInvoice[]): FinalInvoice {
  const approved = toCents(invoiceTotals(approvedLines, 0).subtotal);
  const before = sumCents(previousInvoices.map((invoice) => invoice.subtotal));
  const figures = { approvedSubtotal: fromCents(approved), invoicedBefore: fromCents(before), amount: fromCents(approved - before) };
  if (approved - before < 0n) return { ...figures, ok: false, message: finalOverInvoicedMessage(fromCents(before - approved)) };
  if (approved - before === 0n) return { ...figures, ok: false, message: NOTHING_LEFT_TO_INVOICE_MESSAGE };

  const lines: InvoiceLineInput[] = approvedLines.map(({ description, quantity, unitPrice, taxable }) => ({ description, quantity, unitPrice, taxable }));
  for (const invoice of previousInvoices) {
    const taxable = toCents(invoice.taxableSubtotal);
    const notTaxable = toCents(invoice.subtotal) - taxable;
    const description = `Less ${invoiceLabel(invoice.number)}`;
    if (taxable !== 0n && notTaxable !== 0n) {
      lines.push({ description: `${description} (taxable)`, quantity: 1, unitPrice: fromCents(-taxable), taxable: true });
      lines.push({ description: `${description} (not taxable)`, quantity: 1, unitPrice: fromCents(-notTaxable), taxable: false });
    } else if (taxable !== 0n) {
      lines.push({ description, quantity: 1, unitPrice: fromCents(-taxable), taxable: true });
    } else if (notTaxable !== 0n) {
      lines.push({ description, quantity: 1, unitPrice: fromCents(-notTaxable), taxable: false });
    }
  }
  return { ...figures, ok: true, lines };
}

/** How a deposit or progress line reads: 'Deposit — 30% of $12,000.00 approved' or 'Progress payment'. */
export function progressLineDescription(stage: 'deposit' | 'progress', portion: ProgressPortion, contractTotal: number): string {
  const name = stage === 'deposit' ? 'Deposit' : 'Progress payment';
  return 'percent' in portion ? `${name} — ${portion.percent}% of ${formatDollars(contractTotal)} approved` : name;
}
