import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  ONLY_LEADERS_EDIT_SOPS_MESSAGE,
  attachChecklistInputSchema,
  changeSopStatusInputSchema,
  createSopInputSchema,
  deletedSopSchema,
  orderChecklistListSchema,
  orderChecklistParamsSchema,
  orderChecklistResultSchema,
  orderParamsSchema,
  recordOrderChecklistInputSchema,
  serviceChecklistsSchema,
  sopChecklistParamsSchema,
  sopListQuerySchema,
  sopListSchema,
  sopParamsSchema,
  sopResultSchema,
  updateSopInputSchema,
} from '@groundwork/domain/documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createSopsService } from './sops.service';

const secured = [{ bearerAuth: [] }];
const tags = ['sops'];

/** Admins and office managers write, publish and attach SOPs. Runs before the body is read. */
async function requireSopWriter(request: FastifyRequest): Promise<void> {
  if (request.ctx && !isLeadershipRole(request.ctx.role)) throw new AppError('FORBIDDEN', ONLY_LEADERS_EDIT_SOPS_MESSAGE);
}

/**
 * /sops (docs/business-development.md, "Documents and SOPs"): everyone reads and acknowledges the published SOPs
 * (crew leaders too: the procedures are mostly theirs); the leadership writes them. The checklists of a work order are
 * read and ticked by whoever may see the order (a crew leader: their crews' orders).
 */
const sopsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSopsService(app.database.db);
  const writer = { onRequest: requireSopWriter };

  app.get(
    '/sops',
    { schema: { tags, summary: 'The SOPs (drafts and retired ones for admins and office managers), by department', security: secured, querystring: sopListQuerySchema, response: responses(sopListSchema, [400, 401]) } },
    async (request) => ok(await service.list(request.ctx, request.query)),
  );

  app.get(
    '/sops/service_checklists',
    { schema: { tags, summary: 'For each service, the checklists of published SOPs its work orders show', security: secured, response: responses(serviceChecklistsSchema, [401]) } },
    async (request) => ok({ services: await service.serviceChecklists(request.ctx) }),
  );

  app.post(
    '/sops',
    { ...writer, schema: { tags, summary: 'A new draft SOP, blank or from a template', security: secured, body: createSopInputSchema, response: createdResponses(sopResultSchema, [400, 401, 403, 404]) } },
    async (request, reply) => reply.code(201).send(ok({ sop: await service.create(request.ctx, request.body) })),
  );

  app.get(
    '/sops/:id',
    { schema: { tags, summary: 'An SOP with its document, checklists and who has read it', security: secured, params: sopParamsSchema, response: responses(sopResultSchema, [400, 401, 404]) } },
    async (request) => ok({ sop: await service.get(request.ctx, request.params.id) }),
  );

  app.put(
    '/sops/:id',
    {
      ...writer,
      schema: { tags, summary: 'Change the owner, department and review date against the version loaded', security: secured, params: sopParamsSchema, body: updateSopInputSchema, response: responses(sopResultSchema, [400, 401, 403, 404, 409]) },
    },
    async (request) => ok({ sop: await service.update(request.ctx, request.params.id, request.body) }),
  );

  app.post(
    '/sops/:id/status',
    {
      ...writer,
      schema: { tags, summary: 'Publish, retire, or take back to draft', security: secured, params: sopParamsSchema, body: changeSopStatusInputSchema, response: responses(sopResultSchema, [400, 401, 403, 404, 409, 422]) },
    },
    async (request) => ok({ sop: await service.changeStatus(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/sops/:id',
    { ...writer, schema: { tags, summary: 'Delete a draft or retired SOP and its document', security: secured, params: sopParamsSchema, response: responses(deletedSopSchema, [400, 401, 403, 404, 422]) } },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );

  app.post(
    '/sops/:id/acknowledge',
    { schema: { tags, summary: 'I have read this published SOP', security: secured, params: sopParamsSchema, response: responses(sopResultSchema, [400, 401, 404, 422]) } },
    async (request) => ok({ sop: await service.acknowledge(request.ctx, request.params.id) }),
  );

  app.put(
    '/sops/:id/checklists/:checklistId/services',
    {
      ...writer,
      schema: {
        tags,
        summary: 'The services whose work orders show this checklist (the list replaces the one kept)',
        security: secured,
        params: sopChecklistParamsSchema,
        body: attachChecklistInputSchema,
        response: responses(sopResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ sop: await service.attachChecklist(request.ctx, request.params.id, request.params.checklistId, request.body) }),
  );

  app.get(
    '/orders/:id/checklists',
    { schema: { tags, summary: 'The SOP checklists of a work order’s service, as ticked on this order', security: secured, params: orderParamsSchema, response: responses(orderChecklistListSchema, [400, 401, 404]) } },
    async (request) => ok({ checklists: await service.orderChecklists(request.ctx, request.params.id) }),
  );

  app.put(
    '/orders/:id/checklists/:sopId/:checklistId',
    {
      schema: {
        tags,
        summary: 'Tick a checklist on a work order (one done flag a step), against the version loaded',
        security: secured,
        params: orderChecklistParamsSchema,
        body: recordOrderChecklistInputSchema,
        response: responses(orderChecklistResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) =>
      ok({ checklist: await service.recordOrderChecklist(request.ctx, request.params.id, request.params.sopId, request.params.checklistId, request.body) }),
  );
};

export default sopsRoutes;
