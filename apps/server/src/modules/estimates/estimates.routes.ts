import {
  createEstimateInputSchema,
  deleteEstimateResultSchema,
  estimateIdParamsSchema,
  estimateListSchema,
  estimateResultSchema,
  estimateStatusInputSchema,
  listEstimatesQuerySchema,
  updateEstimateInputSchema,
} from '@groundwork/domain/estimates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { createEstimatesService } from './estimates.service';

const secured = [{ bearerAuth: [] }];
const tags = ['estimates'];

/**
 * Estimates for customers and leads (SPEC.md §7). Lines travel as a flat list; the server prices every line and the
 * breakdown with calculateEstimate on each save and ignores figures a client sends.
 */
const estimatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEstimatesService(app.database.db);

  app.get(
    '/estimates',
    {
      schema: {
        tags,
        summary: "The company's estimates, newest number first (search: number, client, description; status filter)",
        security: secured,
        querystring: listEstimatesQuerySchema,
        response: responses(estimateListSchema, [400, 401]),
      },
    },
    async (request) => ok(await service.list(request.ctx, request.query)),
  );

  app.get(
    '/internal_estimates/:id',
    {
      schema: {
        tags,
        summary: 'One estimate with its priced lines and financial breakdown',
        security: secured,
        params: estimateIdParamsSchema,
        response: responses(estimateResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ estimate: await service.get(request.ctx, request.params.id) }),
  );

  app.get(
    '/estimatesbyCustomer/:id',
    {
      schema: {
        tags,
        summary: "A customer's estimates, newest number first",
        security: secured,
        params: estimateIdParamsSchema,
        response: responses(estimateListSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ estimates: await service.listByCustomer(request.ctx, request.params.id) }),
  );

  app.post(
    '/estimates',
    {
      schema: {
        tags,
        summary: 'Create a draft estimate for a customer or lead; numbered per company from 1001',
        security: secured,
        body: createEstimateInputSchema,
        response: responses(estimateResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ estimate: await service.create(request.ctx, request.body) }),
  );

  app.put(
    '/estimates/:id',
    {
      schema: {
        tags,
        summary: 'Replace a draft (409 when updatedAt is stale, 422 when it is not a draft)',
        security: secured,
        params: estimateIdParamsSchema,
        body: updateEstimateInputSchema,
        response: responses(estimateResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ estimate: await service.update(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/estimates/:id/status',
    {
      schema: {
        tags,
        summary: 'Move an estimate: draft → sent → approved / declined / changes requested → converted (422 otherwise)',
        security: secured,
        params: estimateIdParamsSchema,
        body: estimateStatusInputSchema,
        response: responses(estimateResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ estimate: await service.moveStatus(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/estimates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a draft estimate (422 once it has been sent)',
        security: secured,
        params: estimateIdParamsSchema,
        response: responses(deleteEstimateResultSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );
};

export default estimatesRoutes;
