import {
  allocatePayment,
  ALLOCATION_NOT_OPEN_MESSAGE,
  ALLOCATION_OVER_BALANCE_MESSAGE,
  ALLOCATIONS_EXCEED_PAYMENT_MESSAGE,
  allocationProblems,
  CREDIT_EXCEEDED_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  NO_CREDIT_AVAILABLE_MESSAGE,
  sumMoney,
  type InvoiceListItem,
  type PaymentAllocation,
} from '@groundwork/domain/invoices';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNoteAllocations, creditNotes, customers, invoices, paymentAllocations, payments } from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { companyToday } from '../../lib/company-today';
import type { RequestContext } from '../../plugins/auth';
import { invoiceMoneyColumns, lockedCreditSources } from './invoice-money';
import { bumped, invoiceListView, invoicesWithNames, notFound } from './invoice-view';

const OPEN_STATUSES = ['sent', 'partially_paid'] as const;

/** Where each refused hand allocation shows its message (the payment's wording, said of credit). */
function fieldErrorsOf(problems: ReadonlyArray<{ index: number; message: string }>): { message: string; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  let first = '';
  for (const { index, message: raw } of problems) {
    const message = raw === ALLOCATIONS_EXCEED_PAYMENT_MESSAGE ? CREDIT_EXCEEDED_MESSAGE : raw;
    first ||= message;
    const field = raw === ALLOCATION_NOT_OPEN_MESSAGE ? `allocations.${index}.invoiceId` : raw === ALLOCATION_OVER_BALANCE_MESSAGE ? `allocations.${index}.amount` : 'allocations';
    (fieldErrors[field] ??= []).push(message);
  }
  return { message: first, fieldErrors };
}

export function createCreditService({ db }: { db: Db }) {
  return {
    /**
     * The customer's credit applied to their open invoices: to those named, or oldest due first. Credit is drawn oldest
     * first; a payment's unapplied money becomes a payment allocation (the invoice's amount paid), a credit note's
     * unapplied credit a credit-note allocation (the invoice's credited). Credit, invoices and all are locked.
     */
    async apply(ctx: RequestContext, customerId: string, input: { allocations?: PaymentAllocation[] | undefined }): Promise<{ invoices: InvoiceListItem[]; creditLeft: number }> {
      const touched = await db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.companyId, ctx.companyId), eq(customers.id, customerId)))
          .limit(1);
        if (!customer) throw notFound('Customer not found');
        if (input.allocations && input.allocations.length > 0) {
          const seen = new Set<string>();
          input.allocations.forEach((allocation, index) => {
            if (seen.has(allocation.invoiceId)) throw AppError.invalidField(`allocations.${index}.invoiceId`, 'Apply to each invoice once');
            seen.add(allocation.invoiceId);
          });
          const named = input.allocations.map((allocation) => allocation.invoiceId);
          const known = new Set(
            (
              await tx
                .select({ id: invoices.id })
                .from(invoices)
                .where(and(eq(invoices.companyId, ctx.companyId), inArray(invoices.id, named)))
            ).map((row) => row.id),
          );
          const fieldErrors: FieldErrors = {};
          named.forEach((invoiceId, index) => {
            if (!known.has(invoiceId)) fieldErrors[`allocations.${index}.invoiceId`] = [INVOICE_NOT_FOUND_MESSAGE];
          });
          if (Object.keys(fieldErrors).length > 0) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND_MESSAGE, { fieldErrors });
        }
        // The credit first (a payment, as voiding one locks it before its invoices), then the invoices in id order.
        const sources = await lockedCreditSources(tx, ctx.companyId, customer.id);
        const open = (
          await tx
            .select()
            .from(invoices)
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.customerId, customer.id), inArray(invoices.status, [...OPEN_STATUSES])))
            .orderBy(asc(invoices.id))
            .for('update')
        ).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.issueDate.localeCompare(b.issueDate) || a.number - b.number);
        const credit = sumMoney(sources.map((source) => source.available));
        const balances = open.map((invoice) => ({ id: invoice.id, balance: Number(invoice.balance) }));
        let allocations: PaymentAllocation[];
        if (input.allocations) {
          if (credit <= 0 && input.allocations.length > 0)
            throw new AppError('BUSINESS_RULE', NO_CREDIT_AVAILABLE_MESSAGE, { fieldErrors: { allocations: [NO_CREDIT_AVAILABLE_MESSAGE] } });
          const problems = allocationProblems(credit, input.allocations, balances);
          if (problems.length > 0) {
            const { message, fieldErrors } = fieldErrorsOf(problems);
            throw new AppError('BUSINESS_RULE', message, { fieldErrors });
          }
          allocations = input.allocations;
        } else allocations = allocatePayment(credit, balances).allocations;

        // Each allocation draws on the credit oldest first; what a source gives is spent before the next one's.
        const left = new Map(sources.map((source) => [source.id, source.available]));
        const byInvoice = new Map(open.map((invoice) => [invoice.id, invoice]));
        for (const allocation of allocations) {
          const invoice = byInvoice.get(allocation.invoiceId);
          if (!invoice) throw new Error(`credit applied to an invoice that is not open: ${allocation.invoiceId}`);
          const draws = allocatePayment(
            allocation.amount,
            sources.map((source) => ({ id: source.id, balance: left.get(source.id) ?? 0 })),
          ).allocations;
          let paid = 0;
          let credited = 0;
          for (const draw of draws) {
            const source = sources.find((candidate) => candidate.id === draw.invoiceId);
            if (!source) throw new Error(`drew on unknown credit ${draw.invoiceId}`);
            const remaining = sumMoney([left.get(source.id) ?? 0, -draw.amount]);
            left.set(source.id, remaining);
            if (source.kind === 'payment') {
              paid = sumMoney([paid, draw.amount]);
              await tx
                .insert(paymentAllocations)
                .values({ companyId: ctx.companyId, paymentId: source.id, invoiceId: invoice.id, amount: draw.amount.toFixed(2) })
                .onConflictDoUpdate({
                  target: [paymentAllocations.companyId, paymentAllocations.paymentId, paymentAllocations.invoiceId],
                  set: { amount: sql`${paymentAllocations.amount} + ${draw.amount.toFixed(2)}::numeric` },
                });
              const [payment] = await tx.select({ updatedAt: payments.updatedAt }).from(payments).where(and(eq(payments.companyId, ctx.companyId), eq(payments.id, source.id)));
              await tx
                .update(payments)
                .set({ unapplied: remaining.toFixed(2), updatedAt: bumped(payment?.updatedAt ?? new Date(0)) })
                .where(and(eq(payments.companyId, ctx.companyId), eq(payments.id, source.id)));
            } else {
              credited = sumMoney([credited, draw.amount]);
              await tx.insert(creditNoteAllocations).values({ companyId: ctx.companyId, creditNoteId: source.id, invoiceId: invoice.id, amount: draw.amount.toFixed(2) });
              await tx
                .update(creditNotes)
                .set({ creditUnapplied: remaining.toFixed(2) })
                .where(and(eq(creditNotes.companyId, ctx.companyId), eq(creditNotes.id, source.id)));
            }
          }
          const money = { amountPaid: sumMoney([Number(invoice.amountPaid), paid]), credited: sumMoney([Number(invoice.credited), credited]) };
          const columns = invoiceMoneyColumns(invoice, money);
          await tx
            .update(invoices)
            .set(columns)
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, invoice.id)));
          // A later allocation to the same invoice starts from what this one left.
          byInvoice.set(invoice.id, { ...invoice, ...columns });
        }
        return { ids: allocations.map((allocation) => allocation.invoiceId), creditLeft: sumMoney([...left.values()]) };
      });
      const today = await companyToday(db, ctx.companyId);
      const rows = touched.ids.length
        ? await invoicesWithNames(db)
            .where(and(eq(invoices.companyId, ctx.companyId), inArray(invoices.id, touched.ids)))
            .orderBy(asc(invoices.dueDate), asc(invoices.number))
        : [];
      return { invoices: rows.map(({ invoice, ...names }) => invoiceListView(invoice, names, today)), creditLeft: touched.creditLeft };
    },
  };
}
