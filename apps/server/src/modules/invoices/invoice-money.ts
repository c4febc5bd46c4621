import { canMoveInvoice, creditNoteLabel, invoiceBalance, invoiceMoveMessage, invoiceStatus, paymentReference } from '@groundwork/domain/invoices';
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { bumped, type InvoiceRow } from './invoice-view';

/**
 * An invoice's stored figures after what was paid (payments less refunds) or credited on it changed: its balance
 * (invoiceBalance) and the status that follows, refused (422) when that is not a move the invoice can make.
 */
export function invoiceMoneyColumns(invoice: InvoiceRow, money: { amountPaid: number; credited: number }) {
  const total = Number(invoice.total);
  const balance = invoiceBalance({ total, payments: money.amountPaid, refunds: 0, credits: money.credited });
  const status = invoiceStatus({ sent: invoice.sentAt !== null || invoice.status !== 'draft', voided: invoice.voidedAt !== null, total, balance });
  if (status !== invoice.status && !canMoveInvoice(invoice.status, status)) throw new AppError('BUSINESS_RULE', invoiceMoveMessage(invoice.status, status));
  return {
    amountPaid: money.amountPaid.toFixed(2),
    credited: money.credited.toFixed(2),
    balance: balance.toFixed(2),
    status,
    updatedAt: bumped(invoice.updatedAt),
  };
}

/** Where a customer's credit sits: a payment's unapplied money or a credit note's unapplied credit. */
export interface CreditSource {
  kind: 'payment' | 'credit_note';
  id: string;
  date: string;
  createdAt: Date;
  /** What is left of it, in dollars. */
  available: number;
  /** How it reads on a statement ('Cheque 2231', 'CN-1004'). */
  label: string;
}

/**
 * The customer's credit, locked for the transaction, oldest first (by date, then when it was recorded): live payments
 * with money no invoice took, and credit notes with credit not yet applied or refunded.
 */
export async function lockedCreditSources(tx: Db, companyId: string, customerId: string): Promise<CreditSource[]> {
  const paymentRows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.customerId, customerId), isNull(payments.voidedAt), gt(payments.unapplied, '0')))
    .orderBy(asc(payments.id))
    .for('update');
  const noteRows = await tx
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.companyId, companyId), eq(creditNotes.customerId, customerId), gt(creditNotes.creditUnapplied, '0')))
    .orderBy(asc(creditNotes.id))
    .for('update');
  const sources: CreditSource[] = [
    ...paymentRows.map((payment) => ({
      kind: 'payment' as const,
      id: payment.id,
      date: payment.date,
      createdAt: payment.createdAt,
      available: Number(payment.unapplied),
      label: paymentReference(payment),
    })),
    ...noteRows.map((note) => ({
      kind: 'credit_note' as const,
      id: note.id,
      date: note.issueDate,
      createdAt: note.createdAt,
      available: Number(note.creditUnapplied),
      label: creditNoteLabel(note.number),
    })),
  ];
  return sources.sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
}
