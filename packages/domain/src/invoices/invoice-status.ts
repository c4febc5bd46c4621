import { daysBetween } from '../shared/calendar';
import { fromCents, toCents } from './money';

/**
 * Where an invoice stands. A draft is being prepared (and is the only invoice that can change); sending it fixes it
 * for good — corrections are credit notes, never edits. Payments move a sent invoice to partially paid and paid
 * (and a refund or a removed payment back). Void ends an invoice that should not have been sent: it keeps its
 * number (numbers are gap-free) and the reason, and bills nothing.
 */
export const invoiceStatuses = ['draft', 'sent', 'partially_paid', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  void: 'Void',
};

export interface InvoiceMoney {
  total: number;
  /** Σ payments applied to the invoice (customer credit applied counts as a payment). */
  payments: number;
  /** Σ money paid back to the client against it. */
  refunds: number;
  /** Σ credit notes applied to it. */
  credits: number;
}

/** What the client still owes on an invoice: total − payments + refunds − credits, to the cent. */
export function invoiceBalance({ total, payments, refunds, credits }: InvoiceMoney): number {
  return fromCents(toCents(total) - toCents(payments) + toCents(refunds) - toCents(credits));
}

/**
 * An invoice's status from what happened to it: void once voided; a draft until sent; then paid when nothing is
 * owed (paid in full, or settled by credit notes), partially paid when part is, sent while the whole is owed.
 */
export function invoiceStatus(invoice: { sent: boolean; voided: boolean; total: number; balance: number }): InvoiceStatus {
  if (invoice.voided) return 'void';
  if (!invoice.sent) return 'draft';
  const balance = toCents(invoice.balance);
  if (balance <= 0n) return 'paid';
  return balance < toCents(invoice.total) ? 'partially_paid' : 'sent';
}

/**
 * The moves an invoice can make: a draft is sent (or voided: its number is kept); payments move a sent invoice on
 * and refunds or removed payments move it back; an invoice nothing has been paid on may be voided — one with
 * payments is refunded or credited first. Void is final.
 */
const moves: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['sent', 'void'],
  sent: ['partially_paid', 'paid', 'void'],
  partially_paid: ['paid', 'sent'],
  paid: ['partially_paid', 'sent'],
  void: [],
};

export function canMoveInvoice(from: InvoiceStatus, to: InvoiceStatus): boolean {
  return moves[from].includes(to);
}

export const invoiceMoveMessage = (from: InvoiceStatus, to: InvoiceStatus): string =>
  from === 'void'
    ? 'A void invoice cannot change.'
    : to === 'void'
      ? 'An invoice with payments cannot be voided. Refund the payments or issue a credit note instead.'
      : `A ${invoiceStatusLabels[from].toLowerCase()} invoice cannot become ${invoiceStatusLabels[to].toLowerCase()}.`;

/** Payments and credit notes apply to these: sent and not yet paid in full. */
export function isOpenInvoice(status: InvoiceStatus): boolean {
  return status === 'sent' || status === 'partially_paid';
}

/** Days past the due date on `today` (0 when not yet due). */
export function daysOverdue(dueDate: string, today: string): number {
  return Math.max(0, daysBetween(dueDate, today));
}

/** Open with money owed, and past its due date on the company's `today`. */
export function isOverdueInvoice(invoice: { status: InvoiceStatus; dueDate: string; balance: number }, today: string): boolean {
  return isOpenInvoice(invoice.status) && invoice.balance > 0 && daysOverdue(invoice.dueDate, today) > 0;
}
