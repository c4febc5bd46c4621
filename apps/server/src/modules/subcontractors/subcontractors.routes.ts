import {
  createSubcontractorInputSchema,
  deleteSubcontractorResultSchema,
  listSubcontractorsQuerySchema,
  subcontractorIdParamsSchema,
  subcontractorListSchema,
  subcontractorResultSchema,
  updateSubcontractorInputSchema,
} from '@groundwork/domain/subcontractors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePriceBookManager } from '../../lib/price-book';
import { ok, responses } from '../../lib/responses';
import { createSubcontractorsService } from './subcontractors.service';

const secured = [{ bearerAuth: [] }];
const tags = ['subcontractors'];

/** Outside firms the company hires: trade, rates, and whether their insurance is current. */
const subcontractorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubcontractorsService(app.database.db);

  app.get(
    '/subcontractors',
    {
      schema: {
        tags,
        summary: 'Every subcontractor with where their insurance stands, sorted by company name, searched and filtered by trade and status',
        security: secured,
        querystring: listSubcontractorsQuerySchema,
        response: responses(subcontractorListSchema, [400, 401]),
      },
    },
    async (request) => ok(await service.listSubcontractors(request.ctx, request.query)),
  );

  app.get(
    '/subcontractors/:id',
    { schema: { tags, summary: 'One subcontractor', security: secured, params: subcontractorIdParamsSchema, response: responses(subcontractorResultSchema, [400, 401, 404]) } },
    async (request) => ok({ subcontractor: await service.getSubcontractor(request.ctx, request.params.id) }),
  );

  app.post(
    '/subcontractors',
    {
      onRequest: requirePriceBookManager,
      schema: { tags, summary: 'Add a subcontractor', security: secured, body: createSubcontractorInputSchema, response: responses(subcontractorResultSchema, [400, 401, 403, 409]) },
    },
    async (request) => ok({ subcontractor: await service.createSubcontractor(request.ctx, request.body) }),
  );

  app.put(
    '/subcontractors/:id',
    {
      onRequest: requirePriceBookManager,
      schema: {
        tags,
        summary: 'Change a subcontractor (409 when updatedAt is stale or the company name is taken)',
        security: secured,
        params: subcontractorIdParamsSchema,
        body: updateSubcontractorInputSchema,
        response: responses(subcontractorResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ subcontractor: await service.updateSubcontractor(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/subcontractors/:id',
    {
      onRequest: requirePriceBookManager,
      schema: { tags, summary: 'Delete a subcontractor for good', security: secured, params: subcontractorIdParamsSchema, response: responses(deleteSubcontractorResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteSubcontractor(request.ctx, request.params.id)),
  );
};

export default subcontractorsRoutes;
