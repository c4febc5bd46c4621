import {
  CREDIT_NOTE_OVER_INVOICE_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceBalance,
  invoiceTotals,
  invoiceStatus,
  sumMoney,
  type CreateCreditNoteValues,
  type CreditNote,
} from '@groundwork/domain/invoices';
import { and, asc, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { creditNotes, customers, invoices, type StoredInvoiceLine } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clientTaxRate } from '../../lib/client-tax-rate';
import { companyToday } from '../../lib/company-today';
import type { RequestContext } from '../../plugins/auth';
import { bumped, notFound, takeNumber } from './invoice-view';

/** A draft is changed, not credited; a void invoice bills nothing. */
export const CREDIT_NOTE_INVOICE_NOT_SENT_MESSAGE = 'Only a sent invoice can be credited: change a draft instead; a void invoice bills nothing.';

type CreditNoteRow = typeof creditNotes.$inferSelect;

function creditNoteView(row: CreditNoteRow, customerName: string, invoiceNumber: number | null): CreditNote {
  return {
    id: row.id,
    number: row.number,
    customerId: row.customerId,
    customerName,
    invoiceId: row.invoiceId,
    invoiceNumber,
    issueDate: row.issueDate,
    reason: row.reason,
    lines: row.lines.map(({ workOrderId: _workOrderId, ...line }) => line),
    subtotal: Number(row.subtotal),
    taxableSubtotal: Number(row.taxableSubtotal),
    tax: Number(row.tax),
    taxRatePercent: Number(row.taxRatePercent),
    total: Number(row.total),
    appliedToInvoice: Number(row.appliedToInvoice),
    toCustomerCredit: Number(row.toCustomerCredit),
    createdAt: row.createdAt.toISOString(),
  };
}

export function createCreditNotesService({ db }: { db: Db }) {
  return {
    async list(ctx: RequestContext, query: { customerId?: string | undefined; invoiceId?: string | undefined }): Promise<CreditNote[]> {
      const rows = await db
        .select({ note: creditNotes, customerName: customers.displayName, invoiceNumber: invoices.number })
        .from(creditNotes)
        .leftJoin(customers, and(eq(customers.companyId, creditNotes.companyId), eq(customers.id, creditNotes.customerId)))
        .leftJoin(invoices, and(eq(invoices.companyId, creditNotes.companyId), eq(invoices.id, creditNotes.invoiceId)))
        .where(
          and(
            eq(creditNotes.companyId, ctx.companyId),
            query.customerId ? eq(creditNotes.customerId, query.customerId) : undefined,
            query.invoiceId ? eq(creditNotes.invoiceId, query.invoiceId) : undefined,
          ),
        )
        .orderBy(asc(creditNotes.number));
      return rows.map(({ note, customerName, invoiceNumber }) => creditNoteView(note, customerName ?? '', invoiceNumber));
    },

    /**
     * A credit note with the next CN number, priced at its invoice's rate (else the customer's). Against an invoice it
     * takes what is still owed off the balance, and the rest (the invoice was already paid) becomes the customer's
     * credit; all the credit notes of an invoice together never credit more than it billed. The invoice is locked.
     * `settles.jobId`: the season contract a true-up credit settles (set by the server, never by the client).
     */
    async create(ctx: RequestContext, input: CreateCreditNoteValues, settles: { jobId?: string | null } = {}): Promise<CreditNote> {
      const [customer] = await db
        .select({ id: customers.id, displayName: customers.displayName, taxCategoryId: customers.taxCategoryId })
        .from(customers)
        .where(and(eq(customers.companyId, ctx.companyId), eq(customers.id, input.customerId)))
        .limit(1);
      if (!customer) throw notFound('Customer not found', 'customerId');
      const issueDate = input.issueDate ?? (await companyToday(db, ctx.companyId));
      const customerRate = await clientTaxRate(db, ctx.companyId, customer.taxCategoryId);
      const { row, invoiceNumber } = await db.transaction(async (tx) => {
        const [invoice] = input.invoiceId
          ? await tx
              .select()
              .from(invoices)
              .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, input.invoiceId), eq(invoices.customerId, customer.id)))
              .for('update')
              .limit(1)
          : [];
        if (input.invoiceId && !invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE, 'invoiceId');
        if (invoice && (invoice.status === 'draft' || invoice.status === 'void'))
          throw new AppError('BUSINESS_RULE', CREDIT_NOTE_INVOICE_NOT_SENT_MESSAGE, { fieldErrors: { invoiceId: [CREDIT_NOTE_INVOICE_NOT_SENT_MESSAGE] } });
        const rate = invoice ? Number(invoice.taxRatePercent) : customerRate.rate;
        const totals = invoiceTotals(input.lines, rate);
        let applied = 0;
        if (invoice) {
          const earlier = await tx
            .select({ total: creditNotes.total })
            .from(creditNotes)
            .where(and(eq(creditNotes.companyId, ctx.companyId), eq(creditNotes.invoiceId, invoice.id)));
          if (sumMoney([...earlier.map((note) => Number(note.total)), totals.total]) > Number(invoice.total))
            throw new AppError('BUSINESS_RULE', CREDIT_NOTE_OVER_INVOICE_MESSAGE, { fieldErrors: { lines: [CREDIT_NOTE_OVER_INVOICE_MESSAGE] } });
          applied = Math.min(totals.total, Math.max(0, Number(invoice.balance)));
          const total = Number(invoice.total);
          const credited = sumMoney([Number(invoice.credited), applied]);
          const balance = invoiceBalance({ total, payments: Number(invoice.amountPaid), refunds: 0, credits: credited });
          await tx
            .update(invoices)
            .set({
              credited: credited.toFixed(2),
              balance: balance.toFixed(2),
              status: invoiceStatus({ sent: true, voided: false, total, balance }),
              updatedAt: bumped(invoice.updatedAt),
            })
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, invoice.id)));
        }
        const lines: StoredInvoiceLine[] = totals.lines.map((line) => ({
          id: randomUUID(),
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          taxable: line.taxable,
          amount: line.amount,
          workOrderId: null,
        }));
        const [inserted] = await tx
          .insert(creditNotes)
          .values({
            companyId: ctx.companyId,
            number: await takeNumber(tx, ctx.companyId, 'credit_note'),
            customerId: customer.id,
            invoiceId: invoice?.id ?? null,
            jobId: settles.jobId ?? null,
            issueDate,
            reason: input.reason,
            lines,
            subtotal: totals.subtotal.toFixed(2),
            taxableSubtotal: totals.taxableSubtotal.toFixed(2),
            tax: totals.tax.toFixed(2),
            taxRatePercent: rate.toFixed(4),
            total: totals.total.toFixed(2),
            appliedToInvoice: applied.toFixed(2),
            toCustomerCredit: sumMoney([totals.total, -applied]).toFixed(2),
            creditUnapplied: sumMoney([totals.total, -applied]).toFixed(2),
            createdBy: ctx.userId,
          })
          .returning();
        if (!inserted) throw new Error('the credit note was not inserted');
        return { row: inserted, invoiceNumber: invoice?.number ?? null };
      });
      return creditNoteView(row, customer.displayName, invoiceNumber);
    },
  };
}
