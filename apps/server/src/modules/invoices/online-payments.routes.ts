import { checkoutResultSchema, publicInvoiceTokenParamsSchema } from '@groundwork/domain/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stripePaymentProvider } from '../../lib/payment-provider';
import { ok, responses } from '../../lib/responses';
import { publicInvoiceRateLimit } from './invoices.routes';
import { createOnlinePaymentsService } from './online-payments.service';

const tags = ['invoices'];
/** Stripe retries and bursts at month end; anyone else posting here is refused by the signature, but not for free. */
export const stripeWebhookRateLimit = { max: 300, timeWindow: 60_000 } as const;
/** A Checkout Session event is a few kilobytes; nothing legitimate comes near this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Online payment (off unless STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set): Pay now on the public invoice opens
 * Stripe Checkout, and the payment is recorded from Stripe's signed webhook — never from the browser coming back.
 */
const onlinePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.config.stripe ? stripePaymentProvider(app.config.stripe) : null;
  const service = createOnlinePaymentsService({ db: app.database.db, provider, publicUrl: app.config.publicUrl, log: app.log });

  app.post(
    '/public/invoices/:token/checkout',
    {
      config: { public: true, rateLimit: publicInvoiceRateLimit },
      schema: {
        tags,
        summary: "Pay the invoice's balance online: a Stripe Checkout link (public; 404 when online payment is off or nothing is owed)",
        params: publicInvoiceTokenParamsSchema,
        response: responses(checkoutResultSchema, [400, 404, 429]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.checkout(request.params.token));
    },
  );

  // Stripe signs the exact bytes it sent, so this route alone reads its body raw.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));
    raw.post(
      '/webhooks/stripe',
      {
        config: { public: true, rateLimit: stripeWebhookRateLimit },
        schema: {
          tags,
          summary: "Stripe's webhook (signed with STRIPE_WEBHOOK_SECRET): a paid Checkout Session becomes an online payment, once",
          response: responses(z.object({ received: z.literal(true), outcome: z.string() }), [400, 404, 413, 429]),
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return ok(await service.webhook(body, Array.isArray(signature) ? signature[0] : signature));
      },
    );
  });
};

export default onlinePaymentsRoutes;
