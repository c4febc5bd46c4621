/**
 * A local stand-in for Stripe Checkout in the end-to-end run (no network here): the server talks to it through
 * STRIPE_API_URL with the real Stripe client, and a visitor sent to a session's `url` lands on its payment page.
 * Paying there does what Stripe does: it posts a signed `checkout.session.completed` to the server's webhook, then
 * sends the visitor to the session's success URL. Cancelling goes back to the cancel URL.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

export const STRIPE_SECRET_KEY = 'sk_test_e2e_stand_in';
export const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_stand_in';

interface Session {
  id: string;
  amountCents: number;
  description: string;
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  paid: boolean;
}

const signer = new Stripe(STRIPE_SECRET_KEY);

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface StripeStandIn {
  url: string;
  /** Where paid sessions' webhooks go: set once the server's address is known. */
  setWebhookUrl(url: string): void;
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const sessions = new Map<string, Session>();
  let webhookUrl = '';
  let ownUrl = '';

  async function pay(session: Session): Promise<void> {
    session.paid = true;
    const payload = JSON.stringify({
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: session.id,
          object: 'checkout.session',
          payment_status: 'paid',
          amount_total: session.amountCents,
          currency: 'usd',
          payment_intent: `pi_${randomUUID().replace(/-/g, '')}`,
          metadata: session.metadata,
        },
      },
    });
    const answer = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: STRIPE_WEBHOOK_SECRET }) },
      body: payload,
    });
    if (!answer.ok) throw new Error(`the server refused the stand-in's webhook: ${answer.status} ${await answer.text()}`);
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', ownUrl);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      // The Stripe client posts form fields: line_items[0][price_data][unit_amount], metadata[companyId], …
      const form = new URLSearchParams(await body(request));
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const field = /^metadata\[(\w+)\]$/.exec(key);
        if (field) metadata[field[1]!] = value;
      }
      const session: Session = {
        id: `cs_test_${randomUUID().replace(/-/g, '')}`,
        amountCents: Number(form.get('line_items[0][price_data][unit_amount]')),
        description: form.get('line_items[0][price_data][product_data][name]') ?? '',
        metadata,
        successUrl: form.get('success_url') ?? '',
        cancelUrl: form.get('cancel_url') ?? '',
        paid: false,
      };
      sessions.set(session.id, session);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ id: session.id, object: 'checkout.session', url: `${ownUrl}/pay/${session.id}`, payment_status: 'unpaid' }));
      return;
    }
    const page = /^\/pay\/(cs_test_\w+)(\/cancel)?$/.exec(url.pathname);
    const session = page ? sessions.get(page[1]!) : undefined;
    if (!page || !session) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: `No such route: ${request.method} ${url.pathname}` } }));
      return;
    }
    if (request.method === 'POST') {
      if (!page[2] && !session.paid) await pay(session);
      response.writeHead(303, { location: page[2] ? session.cancelUrl : session.successUrl });
      response.end();
      return;
    }
    const amount = (session.amountCents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><head><title>Test payment</title></head><body><main>
<h1>Test payment</h1><p>${escapeHtml(session.description)}</p><p>${amount}</p>
<form method="post" action="/pay/${session.id}"><button type="submit">Pay ${amount}</button></form>
<form method="post" action="/pay/${session.id}/cancel"><button type="submit">Cancel</button></form>
</main></body></html>`);
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  ownUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: ownUrl,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}
