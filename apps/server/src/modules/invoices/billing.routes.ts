import {
  billingSettingsInputSchema,
  createProgressInvoiceInputSchema,
  createTrueUpInputSchema,
  createTrueUpResultSchema,
  invoiceResultSchema,
  jobBillingResultSchema,
  seasonTrueUpResultSchema,
} from '@groundwork/domain/invoices';
import { jobIdParamsSchema } from '@groundwork/domain/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createBillingService } from './billing.service';

const secured = [{ bearerAuth: [] }];
const tags = ['invoices'];

/** How a job is billed (/jobs/{id}/billing), its deposit, progress and final invoices, and a season's true-up. */
const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBillingService({ db: app.database.db, publicUrl: app.config.publicUrl });

  app.get(
    '/jobs/:id/billing',
    {
      schema: {
        tags,
        summary: "A job's billing method, its instalments or deposit, and where it stands against what was approved",
        security: secured,
        params: jobIdParamsSchema,
        response: responses(jobBillingResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ billing: await service.get(request.ctx, request.params.id) }),
  );

  app.put(
    '/jobs/:id/billing',
    {
      schema: {
        tags,
        summary: "Change a job's billing method or its settings (409 when stale; 422 for a new method once invoiced)",
        security: secured,
        params: jobIdParamsSchema,
        body: billingSettingsInputSchema,
        response: responses(jobBillingResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ billing: await service.update(request.ctx, request.params.id, request.body) }),
  );

  app.post(
    '/jobs/:id/progress_invoices',
    {
      schema: {
        tags,
        summary: 'A deposit, progress or final draft of a job billed by deposit and progress',
        security: secured,
        params: jobIdParamsSchema,
        body: createProgressInvoiceInputSchema,
        response: createdResponses(invoiceResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => reply.code(201).send(ok({ invoice: await service.createProgressInvoice(request.ctx, request.params.id, request.body) })),
  );

  app.get(
    '/jobs/:id/true_up',
    {
      schema: {
        tags,
        summary: "A season contract's true-up: the visits done against what was invoiced",
        security: secured,
        params: jobIdParamsSchema,
        response: responses(seasonTrueUpResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok({ trueUp: await service.trueUp(request.ctx, request.params.id) }),
  );

  app.post(
    '/jobs/:id/true_up',
    {
      schema: {
        tags,
        summary: "Make the true-up's credit note or extra invoice (a draft)",
        security: secured,
        params: jobIdParamsSchema,
        body: createTrueUpInputSchema,
        response: createdResponses(createTrueUpResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => reply.code(201).send(ok(await service.createTrueUp(request.ctx, request.params.id, request.body))),
  );
};

export default billingRoutes;
