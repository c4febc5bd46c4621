import {
  agingBuckets,
  agingSummary,
  allocatePayment,
  ALLOCATION_NOT_OPEN_MESSAGE,
  ALLOCATION_OVER_BALANCE_MESSAGE,
  allocationProblems,
  creditNoteLabel,
  customerLedger,
  INVOICE_NOT_FOUND_MESSAGE,
  invoiceBalance,
  invoiceLabel,
  invoiceStatus,
  isOverdueInvoice,
  ONLINE_PAYMENT_VOID_MESSAGE,
  PAYMENT_ALREADY_VOID_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  PAYMENT_REFUNDED_VOID_MESSAGE,
  PAYMENT_VOID_AFTER_REFUND_MESSAGE,
  paymentReference,
  sumMoney,
  type CustomerLedger,
  type LedgerSource,
  type ListPaymentsValues,
  type Payment,
  type PaymentAllocation,
  type Receivables,
  type RecordPaymentValues,
} from '@groundwork/domain/invoices';
import type { Pagination } from '@groundwork/domain/shared';
import { and, asc, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNotes, customers, invoices, paymentAllocations, payments, refunds } from '../../db/schema';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { companyToday } from '../../lib/company-today';
import { dateIn } from '../../lib/dates';
import { pageTotal } from '../../lib/page-total';
import { companyFacts } from '../../lib/public-company';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { bumped, notFound, type InvoiceRow } from './invoice-view';

type PaymentRow = typeof payments.$inferSelect;
const OPEN_STATUSES = ['sent', 'partially_paid'] as const;

async function companyCustomer(executor: Db, companyId: string, id: string): Promise<{ id: string; displayName: string }> {
  const [row] = await executor
    .select({ id: customers.id, displayName: customers.displayName })
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, id)))
    .limit(1);
  if (!row) throw notFound('Customer not found', 'customerId');
  return row;
}

/**
 * An invoice's money after a change to what was paid on it: its balance (invoiceBalance) and the status that follows
 * (invoiceStatus). Only sent invoices take payments, so it is sent and not void.
 */
function paidColumns(invoice: InvoiceRow, amountPaid: number, updatedAt: Date) {
  const total = Number(invoice.total);
  const balance = invoiceBalance({ total, payments: amountPaid, refunds: 0, credits: Number(invoice.credited) });
  return {
    amountPaid: amountPaid.toFixed(2),
    balance: balance.toFixed(2),
    status: invoiceStatus({ sent: true, voided: false, total, balance }),
    updatedAt: bumped(updatedAt),
  };
}

/** Where each refused hand allocation shows its message. */
function allocationFieldErrors(problems: ReadonlyArray<{ index: number; message: string }>): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const { index, message } of problems) {
    const field =
      message === ALLOCATION_NOT_OPEN_MESSAGE ? `allocations.${index}.invoiceId` : message === ALLOCATION_OVER_BALANCE_MESSAGE ? `allocations.${index}.amount` : 'allocations';
    (fieldErrors[field] ??= []).push(message);
  }
  return fieldErrors;
}

async function paymentViews(executor: Db, companyId: string, rows: Array<{ payment: PaymentRow; customerName: string | null }>): Promise<Payment[]> {
  const ids = rows.map(({ payment }) => payment.id);
  const allocations = ids.length
    ? await executor
        .select({ paymentId: paymentAllocations.paymentId, invoiceId: paymentAllocations.invoiceId, invoiceNumber: invoices.number, amount: paymentAllocations.amount })
        .from(paymentAllocations)
        .innerJoin(invoices, and(eq(invoices.companyId, paymentAllocations.companyId), eq(invoices.id, paymentAllocations.invoiceId)))
        .where(and(eq(paymentAllocations.companyId, companyId), inArray(paymentAllocations.paymentId, ids)))
        .orderBy(asc(invoices.number))
    : [];
  return rows.map(({ payment, customerName }) => ({
    id: payment.id,
    customerId: payment.customerId,
    customerName: customerName ?? '',
    method: payment.method,
    source: payment.source,
    chequeNumber: payment.chequeNumber,
    reference: payment.reference,
    date: payment.date,
    amount: Number(payment.amount),
    note: payment.note,
    allocations: allocations
      .filter((allocation) => allocation.paymentId === payment.id)
      .map((allocation) => ({ invoiceId: allocation.invoiceId, invoiceNumber: allocation.invoiceNumber, amount: Number(allocation.amount) })),
    unapplied: Number(payment.unapplied),
    voidedAt: payment.voidedAt?.toISOString() ?? null,
    voidReason: payment.voidReason,
    createdAt: payment.createdAt.toISOString(),
    updatedAt: payment.updatedAt.toISOString(),
  }));
}

function paymentsWithNames(executor: Db) {
  return executor
    .select({ payment: payments, customerName: customers.displayName })
    .from(payments)
    .leftJoin(customers, and(eq(customers.companyId, payments.companyId), eq(customers.id, payments.customerId)));
}

/**
 * A customer's ledger for a period (GET /customers/{id}/ledger and the statement): every sent invoice, payment,
 * credit note and refund, and the voids that reverse them, with the running balance; what was owed before the period;
 * the credit not yet applied (payments' unapplied money and credit notes' unapplied credit) and what is overdue.
 * Applying credit moves it onto invoices without changing what is owed, so it is not an entry. Another company's
 * customer is not found.
 */
export async function customerLedgerOf(db: Db, companyId: string, customerId: string, query: { from?: string | undefined; to?: string | undefined }): Promise<CustomerLedger> {
  const customer = await companyCustomer(db, companyId, customerId).catch(() => {
    throw notFound('Customer not found');
  });
  const { timeZone } = await companyFacts(db, companyId);
  const to = query.to ?? dateIn(timeZone);
  const invoiceRows = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.customerId, customer.id)));
  const paymentRows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.companyId, companyId), eq(payments.customerId, customer.id)));
  const creditRows = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.companyId, companyId), eq(creditNotes.customerId, customer.id)));
  const sources: LedgerSource[] = [];
  for (const invoice of invoiceRows) {
    // A draft was never billed; a draft voided before it was sent never reached the ledger either.
    if (invoice.sentAt === null) continue;
    const reference = invoiceLabel(invoice.number);
    sources.push({ id: invoice.id, date: invoice.issueDate, kind: 'invoice', reference, amount: Number(invoice.total) });
    if (invoice.voidedAt) sources.push({ id: invoice.id, date: dateIn(timeZone, invoice.voidedAt), kind: 'invoice_void', reference, amount: Number(invoice.total) });
  }
  for (const payment of paymentRows) {
    const reference = paymentReference(payment);
    sources.push({ id: payment.id, date: payment.date, kind: 'payment', reference, amount: Number(payment.amount) });
    if (payment.voidedAt) sources.push({ id: payment.id, date: dateIn(timeZone, payment.voidedAt), kind: 'payment_void', reference, amount: Number(payment.amount) });
  }
  for (const note of creditRows)
    sources.push({ id: note.id, date: note.issueDate, kind: 'credit_note', reference: creditNoteLabel(note.number), amount: Number(note.total) });
  const refundRows = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.companyId, companyId), eq(refunds.customerId, customer.id)));
  const invoiceNumbers = new Map(invoiceRows.map((invoice) => [invoice.id, invoice.number]));
  for (const refund of refundRows) {
    // 'Cheque 118 · INV-1042': how it was paid back, and what it was paid back on.
    const paidOn = refund.invoiceId ? invoiceNumbers.get(refund.invoiceId) : undefined;
    const how = paymentReference({ method: refund.method as Payment['method'], chequeNumber: refund.chequeNumber, reference: refund.reference });
    sources.push({ id: refund.id, date: refund.date, kind: 'refund', reference: paidOn === undefined ? how : `${how} · ${invoiceLabel(paidOn)}`, amount: Number(refund.amount) });
  }

  const from = query.from ?? null;
  const before = from ? sources.filter((source) => source.date < from) : [];
  const within = sources.filter((source) => (from === null || source.date >= from) && source.date <= to);
  const opening = customerLedger(before).closingBalance;
  const ledger = customerLedger(within, opening);
  const creditAvailable = sumMoney([
    ...paymentRows.filter((payment) => payment.voidedAt === null).map((payment) => Number(payment.unapplied)),
    ...creditRows.map((note) => Number(note.creditUnapplied)),
  ]);
  const overdueBalance = sumMoney(
    invoiceRows
      .filter((invoice) => isOverdueInvoice({ status: invoice.status, dueDate: invoice.dueDate, balance: Number(invoice.balance) }, to))
      .map((invoice) => Number(invoice.balance)),
  );
  return {
    customerId: customer.id,
    customerName: customer.displayName,
    from,
    to,
    openingBalance: ledger.openingBalance,
    entries: ledger.entries,
    closingBalance: ledger.closingBalance,
    creditAvailable,
    overdueBalance,
  };
}

export function createPaymentsService({ db }: { db: Db }) {
  async function readPayment(companyId: string, id: string): Promise<Payment> {
    const rows = await paymentsWithNames(db)
      .where(and(eq(payments.companyId, companyId), eq(payments.id, id)))
      .limit(1);
    const [view] = await paymentViews(db, companyId, rows);
    if (!view) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
    return view;
  }

  return {
    get: (ctx: RequestContext, id: string) => readPayment(ctx.companyId, id),

    async list(ctx: RequestContext, query: ListPaymentsValues): Promise<{ payments: Payment[]; pagination: Pagination }> {
      const conditions: Array<SQL | undefined> = [
        eq(payments.companyId, ctx.companyId),
        query.customerId ? eq(payments.customerId, query.customerId) : undefined,
        query.method ? eq(payments.method, query.method) : undefined,
        query.from ? gte(payments.date, query.from) : undefined,
        query.to ? lte(payments.date, query.to) : undefined,
      ];
      const where = and(...conditions);
      const rows = await paymentsWithNames(db)
        .where(where)
        .orderBy(desc(payments.date), desc(payments.createdAt))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      const total = await pageTotal(query.page, query.limit, rows.length, async () => (await db.select({ total: count() }).from(payments).where(where))[0]?.total ?? 0);
      return { payments: await paymentViews(db, ctx.companyId, rows), pagination: { page: query.page, limit: query.limit, total } };
    },

    /**
     * Records money received: to the invoices named, or to the customer's open invoices oldest due first
     * (allocatePayment); what is left is the customer's credit. The customer's open invoices are locked for the whole
     * transaction, so two payments recorded at once never both pay the same balance.
     */
    async record(ctx: RequestContext, input: RecordPaymentValues): Promise<Payment> {
      const id = await db.transaction(async (tx) => {
        const customer = await companyCustomer(tx, ctx.companyId, input.customerId);
        if (input.allocations && input.allocations.length > 0) {
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
        // Locked in id order (as voids lock them), then taken oldest due first.
        const open = (
          await tx
            .select()
            .from(invoices)
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.customerId, customer.id), inArray(invoices.status, [...OPEN_STATUSES])))
            .orderBy(asc(invoices.id))
            .for('update')
        ).sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.issueDate.localeCompare(b.issueDate) || a.number - b.number);
        const balances = open.map((invoice) => ({ id: invoice.id, balance: Number(invoice.balance) }));
        let allocations: PaymentAllocation[];
        if (input.allocations) {
          const problems = allocationProblems(input.amount, input.allocations, balances);
          const [first] = problems;
          if (first) throw new AppError('BUSINESS_RULE', first.message, { fieldErrors: allocationFieldErrors(problems) });
          allocations = input.allocations;
        } else allocations = allocatePayment(input.amount, balances).allocations;
        const unapplied = sumMoney([input.amount, ...allocations.map((allocation) => -allocation.amount)]);
        const [payment] = await tx
          .insert(payments)
          .values({
            companyId: ctx.companyId,
            customerId: customer.id,
            method: input.method,
            source: 'office',
            chequeNumber: input.method === 'cheque' ? input.chequeNumber : '',
            reference: input.reference,
            date: input.date,
            amount: input.amount.toFixed(2),
            unapplied: unapplied.toFixed(2),
            note: input.note,
            createdBy: ctx.userId,
          })
          .returning({ id: payments.id });
        if (!payment) throw new Error('the payment was not inserted');
        const byId = new Map(open.map((invoice) => [invoice.id, invoice]));
        for (const allocation of allocations) {
          const invoice = byId.get(allocation.invoiceId);
          if (!invoice) throw new Error(`allocation to an invoice that is not open: ${allocation.invoiceId}`);
          await tx.insert(paymentAllocations).values({ companyId: ctx.companyId, paymentId: payment.id, invoiceId: invoice.id, amount: allocation.amount.toFixed(2) });
          await tx
            .update(invoices)
            .set(paidColumns(invoice, sumMoney([Number(invoice.amountPaid), allocation.amount]), invoice.updatedAt))
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, invoice.id)));
        }
        return payment.id;
      });
      return readPayment(ctx.companyId, id);
    },

    /** A payment recorded in error: kept with the reason, and what it paid is owed again on its invoices. */
    async void(ctx: RequestContext, id: string, input: { reason: string; updatedAt: string }): Promise<Payment> {
      await db.transaction(async (tx) => {
        const [payment] = await tx
          .select()
          .from(payments)
          .where(and(eq(payments.companyId, ctx.companyId), eq(payments.id, id)))
          .for('update')
          .limit(1);
        if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE);
        if (!isSameVersion(payment.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (payment.voidedAt) throw new AppError('BUSINESS_RULE', PAYMENT_ALREADY_VOID_MESSAGE);
        if (payment.source === 'online') throw new AppError('BUSINESS_RULE', ONLINE_PAYMENT_VOID_MESSAGE);
        const allocations = await tx
          .select()
          .from(paymentAllocations)
          .where(and(eq(paymentAllocations.companyId, ctx.companyId), eq(paymentAllocations.paymentId, id)));
        const invoiceIds = allocations.map((allocation) => allocation.invoiceId);
        const locked = invoiceIds.length
          ? await tx
              .select()
              .from(invoices)
              .where(and(eq(invoices.companyId, ctx.companyId), inArray(invoices.id, invoiceIds)))
              .orderBy(asc(invoices.id))
              .for('update')
          : [];
        // Money refunded out of this payment's credit, or on an invoice it paid, was paid back already: voiding it
        // as well would take the same money off twice (and leave an invoice paid less than nothing).
        if (sumMoney([Number(payment.amount), -Number(payment.unapplied), ...allocations.map((allocation) => -Number(allocation.amount))]) > 0)
          throw new AppError('BUSINESS_RULE', PAYMENT_REFUNDED_VOID_MESSAGE);
        const byId = new Map(locked.map((invoice) => [invoice.id, invoice]));
        for (const allocation of allocations) {
          const invoice = byId.get(allocation.invoiceId);
          if (!invoice) continue;
          if (Number(allocation.amount) > Number(invoice.amountPaid)) throw new AppError('BUSINESS_RULE', PAYMENT_VOID_AFTER_REFUND_MESSAGE);
          await tx
            .update(invoices)
            .set(paidColumns(invoice, sumMoney([Number(invoice.amountPaid), -Number(allocation.amount)]), invoice.updatedAt))
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, invoice.id)));
        }
        await tx
          .update(payments)
          .set({ voidedAt: new Date(), voidReason: input.reason, updatedAt: bumped(payment.updatedAt) })
          .where(and(eq(payments.companyId, ctx.companyId), eq(payments.id, id)));
      });
      return readPayment(ctx.companyId, id);
    },

    /**
     * The customer's ledger for a period: every sent invoice, payment, credit note and refund (and the voids that
     * reverse them) with the running balance, what was owed before the period, the credit not yet applied and what is
     * overdue.
     */
    ledger: (ctx: RequestContext, customerId: string, query: { from?: string | undefined; to?: string | undefined }): Promise<CustomerLedger> =>
      customerLedgerOf(db, ctx.companyId, customerId, query),

    /** What customers owe on open invoices issued by `asOf`, in the aging buckets as of that day (agingSummary). */
    async receivables(ctx: RequestContext, query: { asOf?: string | undefined; customerId?: string | undefined }): Promise<Receivables> {
      if (query.customerId) await companyCustomer(db, ctx.companyId, query.customerId);
      const asOf = query.asOf ?? (await companyToday(db, ctx.companyId));
      const rows = await db
        .select({ customerId: invoices.customerId, customerName: customers.displayName, dueDate: invoices.dueDate, balance: invoices.balance })
        .from(invoices)
        .innerJoin(customers, and(eq(customers.companyId, invoices.companyId), eq(customers.id, invoices.customerId)))
        .where(
          and(
            eq(invoices.companyId, ctx.companyId),
            inArray(invoices.status, [...OPEN_STATUSES]),
            sql`${invoices.balance} > 0`,
            lte(invoices.issueDate, asOf),
            query.customerId ? eq(invoices.customerId, query.customerId) : undefined,
          ),
        );
      const summary = agingSummary(
        rows.map((row) => ({ ...row, balance: Number(row.balance) })),
        asOf,
      );
      return { asOf, buckets: [...agingBuckets], rows: summary.rows, totals: summary.totals };
    },
  };
}
