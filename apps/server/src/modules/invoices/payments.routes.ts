import {
  customerLedgerQuerySchema,
  customerLedgerResultSchema,
  listPaymentsQuerySchema,
  paymentIdParamsSchema,
  paymentListSchema,
  paymentResultSchema,
  receivablesQuerySchema,
  receivablesResultSchema,
  recordPaymentInputSchema,
  voidPaymentInputSchema,
} from '@groundwork/domain/invoices';
import { uuidSchema } from '@groundwork/domain/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createPaymentsService } from './payments.service';

const secured = [{ bearerAuth: [] }];
const tags = ['payments'];
const customerIdParams = z.object({ id: uuidSchema });

/** Payments against invoices, the customer's ledger and the receivables (aging) report. */
const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPaymentsService({ db: app.database.db });

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'One page of payments, newest first (customer, method, dates)',
        security: secured,
        querystring: listPaymentsQuerySchema,
        response: responses(paymentListSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await service.list(request.ctx, request.query)),
  );

  app.post(
    '/payments',
    {
      schema: {
        tags,
        summary: "Record a payment: to the invoices named, or oldest due first; what is left becomes the customer's credit",
        security: secured,
        body: recordPaymentInputSchema,
        response: createdResponses(paymentResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => reply.code(201).send(ok({ payment: await service.record(request.ctx, request.body) })),
  );

  app.get(
    '/payments/:id',
    { schema: { tags, summary: 'A payment and where it went', security: secured, params: paymentIdParamsSchema, response: responses(paymentResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ payment: await service.get(request.ctx, request.params.id) }),
  );

  app.post(
    '/payments/:id/void',
    {
      schema: {
        tags,
        summary: 'Void a payment recorded in error: its invoices owe what it paid again',
        security: secured,
        params: paymentIdParamsSchema,
        body: voidPaymentInputSchema,
        response: responses(paymentResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ payment: await service.void(request.ctx, request.params.id, request.body) }),
  );

  app.get(
    '/customers/:id/ledger',
    {
      schema: {
        tags,
        summary: "The customer's invoices, payments and credits with the running balance",
        security: secured,
        params: customerIdParams,
        querystring: customerLedgerQuerySchema,
        response: responses(customerLedgerResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ ledger: await service.ledger(request.ctx, request.params.id, request.query) }),
  );

  app.get(
    '/receivables',
    {
      schema: {
        tags,
        summary: 'What customers owe, in aging buckets (Current, 1–30, 31–60, 61–90, 91+)',
        security: secured,
        querystring: receivablesQuerySchema,
        response: responses(receivablesResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ receivables: await service.receivables(request.ctx, request.query) }),
  );
};

export default paymentsRoutes;
