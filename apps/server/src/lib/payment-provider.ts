import Stripe from 'stripe';
import type { StripeConfig } from '../config';
import { AppError } from './app-error';

/**
 * What a public page asks the provider for: a hosted page where the client pays this much — an invoice's balance
 * (invoiceId) or an online store booking's deposit (bookingId); exactly one of the two, carried back in the metadata.
 */
export type CheckoutRequest = CheckoutFields & ({ invoiceId: string; bookingId?: never } | { bookingId: string; invoiceId?: never });

interface CheckoutFields {
  companyId: string;
  /** 'Invoice INV-1042 from Green Acres': the line the client sees on the provider's page. */
  description: string;
  /** Whole cents, at least 50 (Stripe's smallest USD charge). */
  amountCents: bigint;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** The same key for the same invoice and amount: a double-clicked Pay now opens one session. */
  idempotencyKey: string;
}

/** A payment the provider says succeeded, for an invoice of ours (from the metadata we gave the checkout). */
export interface ProviderPayment {
  companyId: string;
  invoiceId: string;
  /** The provider's id for the money (Stripe's PaymentIntent pi_…): recorded once. */
  providerPaymentId: string;
  amountCents: bigint;
  method: 'card' | 'bank_transfer';
  /** When the provider made the event (unix seconds): the payment's date in the company's zone. */
  createdAt: Date;
}

/** A paid deposit of an online store booking (from the metadata we gave its checkout). */
export interface ProviderDeposit extends Omit<ProviderPayment, 'invoiceId'> {
  bookingId: string;
}

/**
 * A verified provider event: its id (handled once), its type, and the invoice payment or the booking deposit it
 * carries when it is one.
 */
export interface ProviderEvent {
  id: string;
  type: string;
  payment: ProviderPayment | null;
  deposit?: ProviderDeposit | null;
}

export class InvalidWebhookSignature extends Error {
  override name = 'InvalidWebhookSignature';
}

/**
 * Online payment behind one interface (ARCHITECTURE §9: one real implementation, off unless configured, tested
 * against a local stand-in). The payment is recorded from the verified webhook only, never from the browser's
 * return to the success page.
 */
export interface PaymentProvider {
  readonly name: 'stripe';
  createCheckout(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** Throws InvalidWebhookSignature unless the body is signed with the webhook secret (and recent). */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
  /** Pays `amountCents` of an online payment back to the client; throws ProviderRefused when the provider says no. */
  refund(request: { providerPaymentId: string; amountCents: bigint; idempotencyKey: string }): Promise<{ id: string }>;
}

/** The provider refused a request (a refund beyond what is left, a payment it does not know): its message, for the office. */
export class ProviderRefused extends Error {
  override name = 'ProviderRefused';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The money a Checkout Session carries once it has arrived, for an invoice or a booking's deposit; null for anything else. */
function sessionMoney(event: Stripe.Event): { payment: ProviderPayment | null; deposit: ProviderDeposit | null } {
  const nothing = { payment: null, deposit: null };
  if (event.type !== 'checkout.session.completed' && event.type !== 'checkout.session.async_payment_succeeded') return nothing;
  const session = event.data.object;
  // A bank debit completes the session unpaid and succeeds later (async_payment_succeeded): only paid money counts.
  if (session.payment_status !== 'paid') return nothing;
  const companyId = session.metadata?.companyId ?? '';
  const invoiceId = session.metadata?.invoiceId ?? '';
  const bookingId = session.metadata?.bookingId ?? '';
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  if (!UUID.test(companyId) || !(UUID.test(invoiceId) || UUID.test(bookingId)) || !intent || session.amount_total === null || session.amount_total <= 0) return nothing;
  const money = {
    companyId,
    providerPaymentId: intent,
    amountCents: BigInt(session.amount_total),
    // Card payments are paid when the session completes; ACH debits arrive as async_payment_succeeded.
    method: event.type === 'checkout.session.async_payment_succeeded' ? ('bank_transfer' as const) : ('card' as const),
    createdAt: new Date(event.created * 1000),
  };
  return UUID.test(invoiceId) ? { payment: { ...money, invoiceId }, deposit: null } : { payment: null, deposit: { ...money, bookingId } };
}

/** Stripe Checkout (card and US bank account), and its webhooks verified with the endpoint's signing secret. */
/**
 * A call to Stripe, whose failure to answer (no connection, a timeout, its own 5xx or rate limit, after the client's
 * retries) is a 502 PROVIDER_UNAVAILABLE for the caller rather than an unexpected error: the same request, with its
 * idempotency key, may simply be tried again.
 */
async function answered<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) {
      throw Object.assign(new AppError('PROVIDER_UNAVAILABLE'), { cause: error });
    }
    throw error;
  }
}

export function stripePaymentProvider(config: StripeConfig): PaymentProvider {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    telemetry: false,
    ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
  });
  return {
    name: 'stripe',
    async createCheckout(request) {
      const subject: Record<string, string> = request.invoiceId ? { invoiceId: request.invoiceId } : { bookingId: request.bookingId! };
      const session = await answered(() => stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: ['card', 'us_bank_account'],
          line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: Number(request.amountCents), product_data: { name: request.description } } }],
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          client_reference_id: request.invoiceId ?? request.bookingId,
          metadata: { companyId: request.companyId, ...subject },
          payment_intent_data: { metadata: { companyId: request.companyId, ...subject } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      ));
      if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL');
      return { id: session.id, url: session.url };
    },
    async refund(request) {
      try {
        const refund = await answered(() =>
          stripe.refunds.create({ payment_intent: request.providerPaymentId, amount: Number(request.amountCents) }, { idempotencyKey: request.idempotencyKey }),
        );
        return { id: refund.id };
      } catch (error) {
        // Stripe's own refusals (4xx) are the office's to read.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) throw new ProviderRefused(error.message);
        throw error;
      }
    },
    verifyWebhook(rawBody, signature) {
      if (!signature) throw new InvalidWebhookSignature('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignature(error instanceof Error ? error.message : 'Invalid signature');
      }
      return { id: event.id, type: event.type, ...sessionMoney(event) };
    },
  };
}
