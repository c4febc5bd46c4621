import {
  invoiceLabel,
  isOpenInvoice,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  PUBLIC_INVOICE_LINK_INVALID_MESSAGE,
  sumMoney,
  WEBHOOK_SIGNATURE_INVALID_MESSAGE,
} from '@groundwork/domain/invoices';
import { fromUnits, toUnits } from '@groundwork/domain/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { customers, invoices, paymentAllocations, payments } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordBookingDeposit } from '../../lib/booking-deposits';
import { dateIn } from '../../lib/dates';
import { InvalidWebhookSignature, type PaymentProvider, type ProviderEvent, type ProviderPayment } from '../../lib/payment-provider';
import { claimProviderPayment, linkProviderEvent } from '../../lib/provider-events';
import { companyFacts } from '../../lib/public-company';
import { invoiceMoneyColumns } from './invoice-money';
import { publicInvoiceUrl } from './invoice-view';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Stripe charges at least $0.50 in USD. */
const SMALLEST_ONLINE_CHARGE_CENTS = 50n;

const unavailable = () => new AppError('NOT_FOUND', ONLINE_PAYMENT_UNAVAILABLE_MESSAGE);

export function createOnlinePaymentsService({ db, provider, publicUrl, log }: { db: Db; provider: PaymentProvider | null; publicUrl: string; log: FastifyBaseLogger }) {
  /** Records one provider payment: on its invoice up to what is owed, the rest to the customer's credit. */
  async function recordPayment(event: ProviderEvent, payment: ProviderPayment): Promise<'recorded' | 'replayed' | 'unknown_invoice'> {
    return db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.companyId, payment.companyId), eq(invoices.id, payment.invoiceId)))
        .for('update')
        .limit(1);
      if (!invoice) return 'unknown_invoice';
      if ((await claimProviderPayment(tx, event, invoice.companyId, payment.providerPaymentId)) === 'replayed') return 'replayed';
      const amount = fromUnits(payment.amountCents, 2);
      const owed = isOpenInvoice(invoice.status) ? toUnits(Number(invoice.balance), 2) : 0n;
      const appliedCents = owed < payment.amountCents ? (owed > 0n ? owed : 0n) : payment.amountCents;
      const applied = fromUnits(appliedCents, 2);
      const { timeZone } = await companyFacts(tx, invoice.companyId);
      const [inserted] = await tx
        .insert(payments)
        .values({
          companyId: invoice.companyId,
          customerId: invoice.customerId,
          method: payment.method,
          source: 'online',
          reference: payment.providerPaymentId,
          date: dateIn(timeZone, payment.createdAt),
          amount: amount.toFixed(2),
          unapplied: fromUnits(payment.amountCents - appliedCents, 2).toFixed(2),
          note: `Paid online for ${invoiceLabel(invoice.number)} (Stripe Checkout)`,
          provider: 'stripe',
          providerPaymentId: payment.providerPaymentId,
        })
        .returning({ id: payments.id });
      if (!inserted) throw new Error('the online payment was not inserted');
      if (appliedCents > 0n) {
        await tx.insert(paymentAllocations).values({ companyId: invoice.companyId, paymentId: inserted.id, invoiceId: invoice.id, amount: applied.toFixed(2) });
        await tx
          .update(invoices)
          .set(invoiceMoneyColumns(invoice, { amountPaid: sumMoney([Number(invoice.amountPaid), applied]), credited: Number(invoice.credited) }))
          .where(and(eq(invoices.companyId, invoice.companyId), eq(invoices.id, invoice.id)));
      }
      await linkProviderEvent(tx, event, inserted.id);
      return 'recorded';
    });
  }

  return {
    /**
     * A Checkout Session for what the invoice still owes, its link's client sent back to the invoice page either way.
     * 404 when online payment is off, the link is unknown, or the invoice has nothing to pay online.
     */
    async checkout(token: string): Promise<{ url: string }> {
      if (!provider) throw unavailable();
      if (!TOKEN_PATTERN.test(token)) throw new AppError('NOT_FOUND', PUBLIC_INVOICE_LINK_INVALID_MESSAGE);
      const [row] = await db.select().from(invoices).where(eq(invoices.publicToken, token)).limit(1);
      if (!row || row.status === 'draft' || row.status === 'void') throw new AppError('NOT_FOUND', PUBLIC_INVOICE_LINK_INVALID_MESSAGE);
      const balanceCents = toUnits(Number(row.balance), 2);
      if (!isOpenInvoice(row.status) || balanceCents < SMALLEST_ONLINE_CHARGE_CENTS) throw unavailable();
      const [customer] = await db
        .select({ email: customers.email })
        .from(customers)
        .where(and(eq(customers.companyId, row.companyId), eq(customers.id, row.customerId)))
        .limit(1);
      const { company } = await companyFacts(db, row.companyId);
      const page = publicInvoiceUrl(publicUrl, token);
      const session = await provider.createCheckout({
        companyId: row.companyId,
        invoiceId: row.id,
        description: `Invoice ${invoiceLabel(row.number)}${company.name ? ` from ${company.name}` : ''}`,
        amountCents: balanceCents,
        customerEmail: customer?.email || null,
        successUrl: `${page}?payment=success`,
        cancelUrl: page,
        // The same balance of the same invoice version opens the same session: a double click pays once.
        idempotencyKey: `checkout-${row.id}-${balanceCents}-${row.updatedAt.getTime()}`,
      });
      return { url: session.url };
    },

    /**
     * A provider's webhook: verified, then a paid Checkout Session is recorded as an online payment once (per event id
     * and per payment intent). Events about anything else are acknowledged and ignored.
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; outcome: string }> {
      if (!provider) throw unavailable();
      let event: ProviderEvent;
      try {
        event = provider.verifyWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof InvalidWebhookSignature) throw AppError.invalidField('stripe-signature', WEBHOOK_SIGNATURE_INVALID_MESSAGE);
        throw error;
      }
      if (event.deposit) {
        const outcome = await recordBookingDeposit(db, event, event.deposit);
        if (outcome === 'unknown_booking') log.warn({ eventId: event.id }, 'a Stripe deposit names a booking that is not here');
        return { received: true, outcome };
      }
      if (!event.payment) return { received: true, outcome: 'ignored' };
      const outcome = await recordPayment(event, event.payment);
      if (outcome === 'unknown_invoice') log.warn({ eventId: event.id }, 'a Stripe payment names an invoice that is not here');
      return { received: true, outcome };
    },
  };
}
