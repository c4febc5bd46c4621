import { applyCreditInputSchema, applyCreditResultSchema, createRefundInputSchema, refundResultSchema } from '@groundwork/domain/invoices';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stripePaymentProvider } from '../../lib/payment-provider';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createCreditService } from './credit.service';
import { createRefundsService } from './refunds.service';

const secured = [{ bearerAuth: [] }];
const tags = ['payments'];
const customerIdParams = z.object({ id: uuidSchema });

/** Refunds (money paid back) and the customer's credit applied to their open invoices. */
const refundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const refunds = createRefundsService({ db: app.database.db, provider: app.config.stripe ? stripePaymentProvider(app.config.stripe) : null });
  const credit = createCreditService({ db: app.database.db });

  app.post(
    '/refunds',
    {
      schema: {
        tags,
        summary: "Record a refund: money paid on an invoice (it owes it again), or the customer's credit paid out",
        security: secured,
        body: createRefundInputSchema,
        response: createdResponses(refundResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => reply.code(201).send(ok({ refund: await refunds.create(request.ctx, request.body) })),
  );

  app.post(
    '/customers/:id/apply_credit',
    {
      schema: {
        tags,
        summary: "Apply the customer's credit (over-payments, credit notes) to their open invoices: those named, or oldest due first",
        security: secured,
        params: customerIdParams,
        body: applyCreditInputSchema,
        response: responses(applyCreditResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok(await credit.apply(request.ctx, request.params.id, request.body)),
  );
};

export default refundsRoutes;
