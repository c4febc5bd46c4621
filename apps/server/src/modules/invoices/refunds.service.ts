import {
  allocatePayment,
  INVOICE_NOT_FOUND_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
  providerRefusedRefundMessage,
  REFUND_OVER_CREDIT_MESSAGE,
  REFUND_OVER_PAYMENT_MESSAGE,
  REFUND_OVER_PAID_MESSAGE,
  REFUND_PAYMENT_VOID_MESSAGE,
  sumMoney,
  type CreateRefundValues,
  type Refund,
} from '@groundwork/domain/invoices';
import { toUnits } from '@groundwork/domain/shared';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { creditNotes, customers, invoices, payments, refunds, type RefundDraw } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { ProviderRefused, type PaymentProvider } from '../../lib/payment-provider';
import type { RequestContext } from '../../plugins/auth';
import { invoiceMoneyColumns, lockedCreditSources } from './invoice-money';
import { bumped, notFound } from './invoice-view';

type RefundRow = typeof refunds.$inferSelect;

export function refundView(row: RefundRow): Refund {
  return {
    id: row.id,
    customerId: row.customerId,
    invoiceId: row.invoiceId,
    paymentId: row.paymentId,
    method: row.method as Refund['method'],
    chequeNumber: row.chequeNumber,
    reference: row.reference,
    date: row.date,
    amount: Number(row.amount),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

const overPaid = () => new AppError('BUSINESS_RULE', REFUND_OVER_PAID_MESSAGE, { fieldErrors: { amount: [REFUND_OVER_PAID_MESSAGE] } });
const overCredit = () => new AppError('BUSINESS_RULE', REFUND_OVER_CREDIT_MESSAGE, { fieldErrors: { amount: [REFUND_OVER_CREDIT_MESSAGE] } });

export function createRefundsService({ db, provider = null }: { db: Db; provider?: PaymentProvider | null }) {
  return {
    /**
     * Money paid back. Against an invoice: at most what was paid on it less earlier refunds; the invoice owes it again
     * (its amount paid drops, its status moves back). Without: the customer's credit paid out, drawn oldest first from
     * payments' unapplied money and credit notes' unapplied credit (the named payment's first), each draw recorded.
     * Naming an online payment while Stripe is configured pays the money back through Stripe, in the same transaction
     * (a refusal records nothing); at most what is left of that payment.
     */
    async create(ctx: RequestContext, input: CreateRefundValues): Promise<Refund> {
      const row = await db.transaction(async (tx) => {
        const [customer] = await tx
          .select({ id: customers.id })
          .from(customers)
          .where(and(eq(customers.companyId, ctx.companyId), eq(customers.id, input.customerId)))
          .limit(1);
        if (!customer) throw notFound('Customer not found', 'customerId');
        const id = randomUUID();
        let online: { providerPaymentId: string } | null = null;
        if (input.paymentId) {
          const [payment] = await tx
            .select()
            .from(payments)
            .where(and(eq(payments.companyId, ctx.companyId), eq(payments.id, input.paymentId), eq(payments.customerId, customer.id)))
            .for('update')
            .limit(1);
          if (!payment) throw notFound(PAYMENT_NOT_FOUND_MESSAGE, 'paymentId');
          if (payment.voidedAt) throw new AppError('BUSINESS_RULE', REFUND_PAYMENT_VOID_MESSAGE, { fieldErrors: { paymentId: [REFUND_PAYMENT_VOID_MESSAGE] } });
          if (payment.source === 'online' && payment.provider === 'stripe' && payment.providerPaymentId && provider) {
            const earlier = await tx
              .select({ amount: refunds.amount })
              .from(refunds)
              .where(and(eq(refunds.companyId, ctx.companyId), eq(refunds.paymentId, payment.id)));
            if (sumMoney([...earlier.map((refund) => Number(refund.amount)), input.amount]) > Number(payment.amount))
              throw new AppError('BUSINESS_RULE', REFUND_OVER_PAYMENT_MESSAGE, { fieldErrors: { amount: [REFUND_OVER_PAYMENT_MESSAGE] } });
            online = { providerPaymentId: payment.providerPaymentId };
          }
        }
        let draws: RefundDraw[] = [];
        if (input.invoiceId) {
          const [invoice] = await tx
            .select()
            .from(invoices)
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, input.invoiceId), eq(invoices.customerId, customer.id)))
            .for('update')
            .limit(1);
          if (!invoice) throw notFound(INVOICE_NOT_FOUND_MESSAGE, 'invoiceId');
          const paid = Number(invoice.amountPaid);
          if (input.amount > paid) throw overPaid();
          await tx
            .update(invoices)
            .set(invoiceMoneyColumns(invoice, { amountPaid: sumMoney([paid, -input.amount]), credited: Number(invoice.credited) }))
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.id, invoice.id)));
        } else {
          const sources = await lockedCreditSources(tx, ctx.companyId, customer.id);
          // The payment being refunded gives first; the rest oldest first.
          const ordered = [...sources.filter((source) => source.id === input.paymentId), ...sources.filter((source) => source.id !== input.paymentId)];
          const drawn = allocatePayment(
            input.amount,
            ordered.map((source) => ({ id: source.id, balance: source.available })),
          );
          if (drawn.credit > 0) throw overCredit();
          const byId = new Map(ordered.map((source) => [source.id, source]));
          for (const draw of drawn.allocations) {
            const source = byId.get(draw.invoiceId);
            if (!source) throw new Error(`drew on unknown credit ${draw.invoiceId}`);
            const left = sumMoney([source.available, -draw.amount]).toFixed(2);
            if (source.kind === 'payment') {
              const [payment] = await tx.select({ updatedAt: payments.updatedAt }).from(payments).where(and(eq(payments.companyId, ctx.companyId), eq(payments.id, source.id)));
              await tx
                .update(payments)
                .set({ unapplied: left, updatedAt: bumped(payment?.updatedAt ?? new Date(0)) })
                .where(and(eq(payments.companyId, ctx.companyId), eq(payments.id, source.id)));
            } else {
              await tx
                .update(creditNotes)
                .set({ creditUnapplied: left })
                .where(and(eq(creditNotes.companyId, ctx.companyId), eq(creditNotes.id, source.id)));
            }
          }
          draws = drawn.allocations.map((draw) => {
            const kind = byId.get(draw.invoiceId)?.kind;
            return { paymentId: kind === 'payment' ? draw.invoiceId : null, creditNoteId: kind === 'credit_note' ? draw.invoiceId : null, amount: draw.amount };
          });
        }
        // Last, once everything here agrees: the money goes back through Stripe, or nothing is recorded.
        let providerRefundId: string | null = null;
        if (online && provider) {
          try {
            providerRefundId = (await provider.refund({ providerPaymentId: online.providerPaymentId, amountCents: toUnits(input.amount, 2), idempotencyKey: `refund-${id}` })).id;
          } catch (error) {
            if (error instanceof ProviderRefused) throw new AppError('BUSINESS_RULE', providerRefusedRefundMessage(error.message));
            throw error;
          }
        }
        const [inserted] = await tx
          .insert(refunds)
          .values({
            id,
            providerRefundId,
            companyId: ctx.companyId,
            customerId: customer.id,
            invoiceId: input.invoiceId,
            paymentId: input.paymentId,
            method: input.method,
            chequeNumber: input.method === 'cheque' ? input.chequeNumber : '',
            reference: input.reference,
            date: input.date,
            amount: input.amount.toFixed(2),
            note: input.note,
            draws,
            createdBy: ctx.userId,
          })
          .returning();
        if (!inserted) throw new Error('the refund was not inserted');
        return inserted;
      });
      return refundView(row);
    },
  };
}
