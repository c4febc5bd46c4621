import { deleteResultSchema } from '@groundwork/domain/customers';
import { leadSourceCreateSchema, leadSourceListSchema, leadSourceResultSchema, leadSourceUpdateSchema } from '@groundwork/domain/lead-sources';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/responses';
import { createLeadSourcesService } from './lead-sources.service';

const secured = [{ bearerAuth: [] }];
const tags = ['lead sources'];
const idParams = z.object({ id: uuidSchema });

/** /lead_sources: where customers and leads come from. */
const leadSourcesRoutes: FastifyPluginAsyncZod = async (app) => {
  const sources = createLeadSourcesService(app.database.db);

  app.get(
    '/lead_sources',
    { schema: { tags, summary: 'The company’s lead sources (active first) with how many clients use each', security: secured, response: responses(leadSourceListSchema, [401]) } },
    async (request) => ok({ leadSources: await sources.list(request.ctx) }),
  );

  app.post(
    '/lead_sources',
    { schema: { tags, summary: 'Add a lead source (names are unique per company)', security: secured, body: leadSourceCreateSchema, response: responses(leadSourceResultSchema, [400, 401, 409]) } },
    async (request) => ok({ leadSource: await sources.create(request.ctx, request.body) }),
  );

  app.put(
    '/lead_sources/:id',
    {
      schema: {
        tags,
        summary: 'Rename, archive or restore a lead source',
        security: secured,
        params: idParams,
        body: leadSourceUpdateSchema,
        response: responses(leadSourceResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok({ leadSource: await sources.update(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/lead_sources/:id',
    { schema: { tags, summary: 'Delete a lead source, or archive it when in use (the answer says which)', security: secured, params: idParams, response: responses(deleteResultSchema, [400, 401, 404]) } },
    async (request) => ok(await sources.remove(request.ctx, request.params.id)),
  );
};

export default leadSourcesRoutes;
