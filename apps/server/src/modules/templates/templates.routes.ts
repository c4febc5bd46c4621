import { uuidSchema } from '@groundwork/domain/shared';
import {
  canManageTemplates,
  createTemplateInputSchema,
  TEMPLATE_MANAGERS_ONLY_MESSAGE,
  templateListQuerySchema,
  templateListSchema,
  templateResultSchema,
  updateTemplateInputSchema,
} from '@groundwork/domain/templates';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/responses';
import { createTemplatesService } from './templates.service';

const secured = [{ bearerAuth: [] }];
const tags = ['estimate templates'];
const idParams = z.object({ id: uuidSchema });
const deleteResultSchema = z.object({ id: z.uuid(), message: z.string() });

/** onRequest guard of template writes (SPEC.md §6): checked before the body, so others learn nothing from validation. */
async function requireTemplateManager(request: FastifyRequest): Promise<void> {
  if (!canManageTemplates(request.ctx.role)) throw new AppError('FORBIDDEN', TEMPLATE_MANAGERS_ONLY_MESSAGE);
}

/** /estimate_templates: line trees and proposal text estimates start from. Everyone reads; admins write. */
const templatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTemplatesService(app.database.db);

  app.get(
    '/estimate_templates',
    {
      schema: {
        tags,
        summary: 'The company’s estimate templates by name (no lines or document), searched by name and description',
        security: secured,
        querystring: templateListQuerySchema,
        response: responses(templateListSchema, [400, 401]),
      },
    },
    async (request) => ok({ templates: await service.list(request.ctx, request.query) }),
  );

  app.get(
    '/estimate_templates/:id',
    { schema: { tags, summary: 'One template with its lines and document', security: secured, params: idParams, response: responses(templateResultSchema, [400, 401, 404]) } },
    async (request) => ok({ template: await service.get(request.ctx, request.params.id) }),
  );

  app.post(
    '/estimate_templates',
    {
      onRequest: requireTemplateManager,
      schema: { tags, summary: 'Add a template (createdBy is the signed-in user)', security: secured, body: createTemplateInputSchema, response: responses(templateResultSchema, [400, 401, 403]) },
    },
    async (request) => ok({ template: await service.create(request.ctx, request.user, request.body) }),
  );

  app.put(
    '/estimate_templates/:id',
    {
      onRequest: requireTemplateManager,
      schema: {
        tags,
        summary: 'Replace a template (409 when updatedAt is stale)',
        security: secured,
        params: idParams,
        body: updateTemplateInputSchema,
        response: responses(templateResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ template: await service.update(request.ctx, request.user, request.params.id, request.body) }),
  );

  app.delete(
    '/estimate_templates/:id',
    {
      onRequest: requireTemplateManager,
      schema: { tags, summary: 'Delete a template for good', security: secured, params: idParams, response: responses(deleteResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );
};

export default templatesRoutes;
