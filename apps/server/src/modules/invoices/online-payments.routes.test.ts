import { customerSchema } from '@groundwork/domain/customers';
import { defaultErrorMessages } from '@groundwork/domain/errors';
import {
  customerLedgerResultSchema,
  invoiceResultSchema,
  ONLINE_PAYMENT_UNAVAILABLE_MESSAGE,
  paymentListSchema,
  providerRefusedRefundMessage,
  REFUND_OVER_PAYMENT_MESSAGE,
  type Invoice,
} from '@groundwork/domain/invoices';
import { and, eq } from 'drizzle-orm';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderEvents, payments, refunds } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { startTestApp, type TestApp } from '../../test/test-app';

const WEBHOOK_SECRET = 'whsec_test_groundwork_local_secret';
const signer = new Stripe('sk_test_signing_only');

interface StandInRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage['headers'];
}

/** A local stand-in for Stripe's API: it records what it was asked and answers a Checkout Session. */
function stripeStandIn(): { server: Server; requests: StandInRequest[] } {
  const requests: StandInRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: request.method ?? '', path: request.url ?? '', form, headers: request.headers });
      if (request.url === '/v1/refunds') {
        // Two cents stand for Stripe failing (its own 500, after the client's retries).
        if (form.get('amount') === '2') {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'api_error', message: 'An unknown error occurred' } }));
          return;
        }
        // One cent stands for a refund Stripe refuses.
        if (form.get('amount') === '1') {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Charge ch_1 has already been refunded.' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ id: `re_test_${requests.length}`, object: 'refund', amount: Number(form.get('amount')), status: 'succeeded' }));
        return;
      }
      const id = `cs_test_${requests.length}`;
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      response.end(JSON.stringify({ id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, payment_status: 'unpaid' }));
    });
  });
  return { server, requests };
}

let t: TestApp;
let off: TestApp;
const standIn = stripeStandIn();

beforeAll(async () => {
  await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.server.address() as AddressInfo;
  t = await startTestApp({ STRIPE_SECRET_KEY: 'sk_test_groundwork', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_URL: `http://127.0.0.1:${port}` });
  // The same database without Stripe configured: online payment is off.
  off = await startTestApp({}, t.database);
});

afterAll(async () => {
  await off?.close();
  await t?.close();
  await new Promise<void>((resolve) => standIn.server.close(() => resolve()));
});

async function aSentInvoice(user: SignedInUser, amount: number): Promise<Invoice> {
  const customerResponse = await t.call('POST', '/customers', {
    token: user.token,
    body: { type: 'residential', firstName: 'Lee', lastName: 'Park', email: `lee-${randomUUID()}@example.test` },
  });
  const customer = customerSchema.parse(customerResponse.body.data.customer);
  const created = await t.call('POST', '/invoices', {
    token: user.token,
    body: { customerId: customer.id, lines: [{ description: 'Aeration', quantity: 1, unitPrice: amount, taxable: false }], issueDate: '2026-06-01', terms: 'net_30' },
  });
  expect(created.status, created.text).toBe(201);
  const draft = invoiceResultSchema.parse(created.body.data).invoice;
  const sent = await t.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { delivery: 'mark_sent', updatedAt: draft.updatedAt } });
  expect(sent.status, sent.text).toBe(200);
  return invoiceResultSchema.parse(sent.body.data).invoice;
}

const tokenOf = (invoice: Invoice) => invoice.publicUrl!.split('/').pop()!;

/** A Checkout Session event as Stripe sends it (only the fields we read, plus what makes it an event). */
function sessionEvent(invoice: Invoice, companyId: string, options: { id?: string; type?: string; cents: number; intent: string; paid?: boolean }) {
  return JSON.stringify({
    id: options.id ?? `evt_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    type: options.type ?? 'checkout.session.completed',
    // 2026-06-15 14:00 UTC
    created: 1_781_532_000,
    data: {
      object: {
        id: `cs_${randomUUID().replace(/-/g, '')}`,
        object: 'checkout.session',
        payment_status: options.paid === false ? 'unpaid' : 'paid',
        amount_total: options.cents,
        currency: 'usd',
        payment_intent: options.intent,
        metadata: { companyId, invoiceId: invoice.id },
      },
    },
  });
}

function deliver(app: TestApp, payload: string, signature: string | null = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })) {
  return app.app.inject({
    method: 'POST',
    url: '/api/v2/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

async function invoiceOf(user: SignedInUser, id: string): Promise<Invoice> {
  return invoiceResultSchema.parse((await t.call('GET', `/invoices/${id}`, { token: user.token })).body.data).invoice;
}

describe('online payment', () => {
  it('is off without Stripe keys: no Pay now, checkout and the webhook answer 404', async () => {
    const user = await signedInUser(off);
    const invoice = await aSentInvoice(user, 120);
    const page = await off.call('GET', `/public/invoices/${tokenOf(invoice)}`);
    expect(page.body.data.invoice.payOnline).toBe(false);
    const checkout = await off.call('POST', `/public/invoices/${tokenOf(invoice)}/checkout`);
    expect([checkout.status, checkout.body.message]).toEqual([404, ONLINE_PAYMENT_UNAVAILABLE_MESSAGE]);
    expect((await deliver(off, sessionEvent(invoice, user.companyId, { cents: 12_000, intent: 'pi_off' }))).statusCode).toBe(404);
    expect((await off.call('GET', '/invoices/settings', { token: user.token })).body.data.settings.onlinePayments).toBe(false);
  });

  it("opens a Checkout Session for the invoice's balance, card and bank account, back to the invoice page", async () => {
    const user = await signedInUser(t);
    const invoice = await aSentInvoice(user, 214.75);
    const token = tokenOf(invoice);
    expect((await t.call('GET', `/public/invoices/${token}`)).body.data.invoice.payOnline).toBe(true);
    const before = standIn.requests.length;
    const response = await t.call('POST', `/public/invoices/${token}/checkout`);
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\d+$/);
    const [asked] = standIn.requests.slice(before);
    expect(asked).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(asked!.headers.authorization).toBe('Bearer sk_test_groundwork');
    expect(asked!.headers['idempotency-key']).toMatch(new RegExp(`^checkout-${invoice.id}-21475-`));
    const form = Object.fromEntries(asked!.form);
    expect(form).toMatchObject({
      mode: 'payment',
      'allowed_payment_method_types[0]': 'card',
      'allowed_payment_method_types[1]': 'us_bank_account',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '21475',
      'line_items[0][quantity]': '1',
      'metadata[companyId]': user.companyId,
      'metadata[invoiceId]': invoice.id,
      'payment_intent_data[metadata][invoiceId]': invoice.id,
      success_url: `http://groundwork.test/invoice/${token}?payment=success`,
      cancel_url: `http://groundwork.test/invoice/${token}`,
    });
    expect(form['line_items[0][price_data][product_data][name]']).toMatch(new RegExp(`^Invoice INV-${invoice.number}( from .+)?$`));

    // Unknown links and paid invoices have nothing to pay; nothing is asked of Stripe.
    const asksBefore = standIn.requests.length;
    expect((await t.call('POST', `/public/invoices/${'x'.repeat(43)}/checkout`)).status).toBe(404);
    expect((await t.call('POST', '/public/invoices/short/checkout')).status).toBe(404);
    const paid = await aSentInvoice(user, 10);
    await t.call('POST', '/payments', { token: user.token, body: { customerId: paid.customerId, method: 'cash', date: '2026-06-02', amount: 10 } });
    const paidCheckout = await t.call('POST', `/public/invoices/${tokenOf(paid)}/checkout`);
    expect([paidCheckout.status, paidCheckout.body.message]).toEqual([404, ONLINE_PAYMENT_UNAVAILABLE_MESSAGE]);
    expect(standIn.requests.length).toBe(asksBefore);
  });

  it('records a paid Checkout Session once from the signed webhook, however often Stripe sends it', async () => {
    const user = await signedInUser(t);
    const invoice = await aSentInvoice(user, 214.75);
    const payload = sessionEvent(invoice, user.companyId, { cents: 21_475, intent: `pi_${randomUUID()}` });
    // Delivered five times at once, then replayed: one payment.
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(t, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json().data.outcome).sort()).toEqual(['recorded', 'replayed', 'replayed', 'replayed', 'replayed']);
    expect((await deliver(t, payload)).json().data.outcome).toBe('replayed');

    const now = await invoiceOf(user, invoice.id);
    expect(now).toMatchObject({ status: 'paid', amountPaid: 214.75, balance: 0 });
    expect(now.payments).toEqual([expect.objectContaining({ date: '2026-06-15', method: 'card', amount: 214.75 })]);
    expect(now.payments[0]!.reference).toMatch(/^Card pi_.+ \(online\)$/);
    const listed = paymentListSchema.parse((await t.call('GET', '/payments', { token: user.token })).body.data).payments;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ source: 'online', amount: 214.75, unapplied: 0 });
    const [stored] = await t.database.db.select().from(payments).where(eq(payments.id, listed[0]!.id));
    expect(stored).toMatchObject({ provider: 'stripe', providerPaymentId: JSON.parse(payload).data.object.payment_intent });
    const events = await t.database.db.select().from(paymentProviderEvents).where(and(eq(paymentProviderEvents.companyId, user.companyId)));
    expect(events.map((event) => [event.eventId, event.paymentId])).toEqual([[JSON.parse(payload).id, stored!.id]]);
  });

  it('a bank debit is recorded when it succeeds, not when the session completes unpaid; the same payment intent counts once', async () => {
    const user = await signedInUser(t);
    const invoice = await aSentInvoice(user, 100);
    const intent = `pi_${randomUUID()}`;
    const pending = await deliver(t, sessionEvent(invoice, user.companyId, { cents: 10_000, intent, paid: false }));
    expect([pending.statusCode, pending.json().data.outcome]).toEqual([200, 'ignored']);
    expect((await invoiceOf(user, invoice.id)).status).toBe('sent');
    const succeeded = await deliver(t, sessionEvent(invoice, user.companyId, { cents: 10_000, intent, type: 'checkout.session.async_payment_succeeded' }));
    expect(succeeded.json().data.outcome).toBe('recorded');
    // Another event about the same money (a different event id) records nothing more.
    const again = await deliver(t, sessionEvent(invoice, user.companyId, { cents: 10_000, intent, type: 'checkout.session.async_payment_succeeded' }));
    expect(again.json().data.outcome).toBe('replayed');
    const now = await invoiceOf(user, invoice.id);
    expect(now).toMatchObject({ status: 'paid', balance: 0 });
    expect(now.payments.map((payment) => payment.method)).toEqual(['bank_transfer']);
  });

  it("what an online payment brings beyond the balance becomes the customer's credit", async () => {
    const user = await signedInUser(t);
    const invoice = await aSentInvoice(user, 50);
    await t.call('POST', '/payments', { token: user.token, body: { customerId: invoice.customerId, method: 'cash', date: '2026-06-02', amount: 20, allocations: [{ invoiceId: invoice.id, amount: 20 }] } });
    // The client opened Checkout for 50.00 before the cash was recorded.
    expect((await deliver(t, sessionEvent(invoice, user.companyId, { cents: 5_000, intent: `pi_${randomUUID()}` }))).json().data.outcome).toBe('recorded');
    expect(await invoiceOf(user, invoice.id)).toMatchObject({ status: 'paid', amountPaid: 50, balance: 0 });
    const ledger = customerLedgerResultSchema.parse((await t.call('GET', `/customers/${invoice.customerId}/ledger`, { token: user.token })).body.data).ledger;
    expect(ledger).toMatchObject({ creditAvailable: 20, closingBalance: -20 });
  });

  it('refuses unsigned, wrongly signed and tampered events with 400, and acknowledges events it does not handle', async () => {
    const user = await signedInUser(t);
    const invoice = await aSentInvoice(user, 75);
    const payload = sessionEvent(invoice, user.companyId, { cents: 7_500, intent: `pi_${randomUUID()}` });
    expect((await deliver(t, payload, null)).statusCode).toBe(400);
    expect((await deliver(t, payload, 't=1,v1=deadbeef')).statusCode).toBe(400);
    const forged = signer.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await deliver(t, payload, forged)).statusCode).toBe(400);
    const signed = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(t, payload.replace('7500', '1'), signed);
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().details.fieldErrors).toEqual({ 'stripe-signature': ['The webhook signature is not valid.'] });
    expect((await deliver(t, 'not json', signer.webhooks.generateTestHeaderString({ payload: 'not json', secret: WEBHOOK_SECRET }))).statusCode).toBe(400);
    const other = JSON.stringify({ id: 'evt_other', object: 'event', type: 'payment_intent.created', created: 1_781_532_000, data: { object: { id: 'pi_x', object: 'payment_intent' } } });
    const ignored = await deliver(t, other);
    expect([ignored.statusCode, ignored.json().data.outcome]).toEqual([200, 'ignored']);
    expect((await invoiceOf(user, invoice.id))).toMatchObject({ status: 'sent', balance: 75 });
    // A paid session naming an invoice of another company (or none) records nothing.
    const stranger = await signedInUser(t);
    const misdirected = await deliver(t, sessionEvent(invoice, stranger.companyId, { cents: 7_500, intent: `pi_${randomUUID()}` }));
    expect([misdirected.statusCode, misdirected.json().data.outcome]).toEqual([200, 'unknown_invoice']);
    expect((await invoiceOf(user, invoice.id)).balance).toBe(75);
  });

  it('a refund of an online payment goes back through Stripe, at most what is left of it; a refusal or no answer records nothing', async () => {
    const user = await signedInUser(t);
    const invoice = await aSentInvoice(user, 214.75);
    const intent = `pi_${randomUUID()}`;
    expect((await deliver(t, sessionEvent(invoice, user.companyId, { cents: 21_475, intent }))).json().data.outcome).toBe('recorded');
    const [online] = paymentListSchema.parse((await t.call('GET', '/payments', { token: user.token })).body.data).payments;
    const body = { customerId: invoice.customerId, invoiceId: invoice.id, paymentId: online!.id, method: 'card', date: '2026-06-20' };

    const before = standIn.requests.length;
    const first = await t.call('POST', '/refunds', { token: user.token, body: { ...body, amount: 14.75 } });
    expect(first.status, first.text).toBe(201);
    const asked = standIn.requests.slice(before);
    expect(asked.map((request) => [request.path, request.form.get('payment_intent'), request.form.get('amount'), request.headers['idempotency-key']])).toEqual([
      ['/v1/refunds', intent, '1475', `refund-${first.body.data.refund.id}`],
    ]);
    const [stored] = await t.database.db.select().from(refunds).where(eq(refunds.id, first.body.data.refund.id));
    expect(stored?.providerRefundId).toMatch(/^re_test_/);
    expect(await invoiceOf(user, invoice.id)).toMatchObject({ status: 'partially_paid', amountPaid: 200, balance: 14.75 });

    const tooMuch = await t.call('POST', '/refunds', { token: user.token, body: { ...body, amount: 200.01 } });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([422, REFUND_OVER_PAYMENT_MESSAGE]);
    const refused = await t.call('POST', '/refunds', { token: user.token, body: { ...body, amount: 0.01 } });
    expect([refused.status, refused.body.message]).toEqual([422, providerRefusedRefundMessage('Charge ch_1 has already been refunded.')]);
    const unanswered = await t.call('POST', '/refunds', { token: user.token, body: { ...body, amount: 0.02 } });
    expect([unanswered.status, unanswered.body.code, unanswered.body.message]).toEqual([502, 'PROVIDER_UNAVAILABLE', defaultErrorMessages.PROVIDER_UNAVAILABLE]);
    expect(await t.database.db.select().from(refunds).where(eq(refunds.paymentId, online!.id))).toHaveLength(1);
    expect((await invoiceOf(user, invoice.id)).balance).toBe(14.75);
  });
});
