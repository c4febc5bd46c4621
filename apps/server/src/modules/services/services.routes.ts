import {
  archiveServiceInputSchema,
  chargeInputSchema,
  chargeListSchema,
  chargeResultSchema,
  createServiceInputSchema,
  createUpsaleInputSchema,
  deleteChildResultSchema,
  deleteServiceResultSchema,
  listServicesQuerySchema,
  questionInputSchema,
  questionListSchema,
  questionResultSchema,
  reorderInputSchema,
  serviceChildParamsSchema,
  serviceIdParamsSchema,
  serviceListSchema,
  serviceResultSchema,
  updateServiceInputSchema,
  upsaleListSchema,
  upsaleResultSchema,
} from '@groundwork/domain/services';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePriceBookManager } from '../../lib/price-book';
import { ok, responses } from '../../lib/responses';
import { createServicesService } from './services.service';

const secured = [{ bearerAuth: [] }];
const tags = ['services'];

/**
 * The service catalogue (ARCHITECTURE §8: SPEC.md keeps it in browser storage; Groundwork keeps it here), with each
 * service's upsales, questions and charges. /services/reorder is a static path, so it wins over /services/{id}.
 */
const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createServicesService(app.database.db);
  const manage = { onRequest: requirePriceBookManager };

  app.get(
    '/services',
    {
      schema: {
        tags,
        summary: 'The services in list order (archived ones only with includeArchived=true)',
        security: secured,
        querystring: listServicesQuerySchema,
        response: responses(serviceListSchema, [400, 401]),
      },
    },
    async (request) => ok({ services: await service.listServices(request.ctx, request.query) }),
  );

  app.post(
    '/services',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Add a service at the end of the list',
        security: secured,
        body: createServiceInputSchema,
        response: responses(serviceResultSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok({ service: await service.createService(request.ctx, request.body) }),
  );

  app.put(
    '/services/reorder',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Move a service (sourceId to targetId) or set the whole order (ids); an unknown id changes nothing',
        security: secured,
        body: reorderInputSchema,
        response: responses(serviceListSchema, [400, 401, 403]),
      },
    },
    async (request) => ok({ services: await service.reorderServices(request.ctx, request.body) }),
  );

  app.get(
    '/services/:id',
    {
      schema: {
        tags,
        summary: 'One service with its upsales, questions and charges',
        security: secured,
        params: serviceIdParamsSchema,
        response: responses(serviceResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ service: await service.getService(request.ctx, request.params.id) }),
  );

  app.put(
    '/services/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: "Change a service's fields, rate matrix and recipe (409 when updatedAt is stale)",
        security: secured,
        params: serviceIdParamsSchema,
        body: updateServiceInputSchema,
        response: responses(serviceResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ service: await service.updateService(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/services/:id/archive',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Archive or restore a service',
        security: secured,
        params: serviceIdParamsSchema,
        body: archiveServiceInputSchema,
        response: responses(serviceResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ service: await service.archiveService(request.ctx, request.params.id, request.body.archived) }),
  );

  app.delete(
    '/services/:id',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Delete a service with its upsales, questions and charges',
        security: secured,
        params: serviceIdParamsSchema,
        response: responses(deleteServiceResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.deleteService(request.ctx, request.params.id)),
  );

  // ── Upsales ───────────────────────────────────────────────────────────────────────────
  app.get(
    '/services/:id/upsales',
    {
      schema: { tags, summary: "A service's upsales in order", security: secured, params: serviceIdParamsSchema, response: responses(upsaleListSchema, [400, 401, 404]) },
    },
    async (request) => ok({ upsales: await service.listUpsales(request.ctx, request.params.id) }),
  );

  app.post(
    '/services/:id/upsales',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Offer another existing service with this one (404 when it cannot be found)',
        security: secured,
        params: serviceIdParamsSchema,
        body: createUpsaleInputSchema,
        response: responses(upsaleResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ upsale: await service.addUpsale(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/services/:id/upsales/reorder',
    {
      ...manage,
      schema: {
        tags,
        summary: "Reorder a service's upsales; order is renumbered from 1",
        security: secured,
        params: serviceIdParamsSchema,
        body: reorderInputSchema,
        response: responses(upsaleListSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ upsales: await service.reorderUpsales(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/services/:id/upsales/:childId',
    {
      ...manage,
      schema: { tags, summary: 'Remove an upsale', security: secured, params: serviceChildParamsSchema, response: responses(deleteChildResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteUpsale(request.ctx, request.params.id, request.params.childId)),
  );

  // ── Questions ─────────────────────────────────────────────────────────────────────────
  app.get(
    '/services/:id/questions',
    {
      schema: { tags, summary: "A service's questions in order", security: secured, params: serviceIdParamsSchema, response: responses(questionListSchema, [400, 401, 404]) },
    },
    async (request) => ok({ questions: await service.listQuestions(request.ctx, request.params.id) }),
  );

  app.post(
    '/services/:id/questions',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Add a question the estimator asks for this service',
        security: secured,
        params: serviceIdParamsSchema,
        body: questionInputSchema,
        response: responses(questionResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ question: await service.addQuestion(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/services/:id/questions/:childId',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a question',
        security: secured,
        params: serviceChildParamsSchema,
        body: questionInputSchema,
        response: responses(questionResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ question: await service.updateQuestion(request.ctx, request.params.id, request.params.childId, request.body) }),
  );

  app.delete(
    '/services/:id/questions/:childId',
    {
      ...manage,
      schema: { tags, summary: 'Delete a question', security: secured, params: serviceChildParamsSchema, response: responses(deleteChildResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteQuestion(request.ctx, request.params.id, request.params.childId)),
  );

  // ── Charges ───────────────────────────────────────────────────────────────────────────
  app.get(
    '/services/:id/charges',
    {
      schema: { tags, summary: "A service's extra charges in order", security: secured, params: serviceIdParamsSchema, response: responses(chargeListSchema, [400, 401, 404]) },
    },
    async (request) => ok({ charges: await service.listCharges(request.ctx, request.params.id) }),
  );

  app.post(
    '/services/:id/charges',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Add a charge billed with this service',
        security: secured,
        params: serviceIdParamsSchema,
        body: chargeInputSchema,
        response: responses(chargeResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ charge: await service.addCharge(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/services/:id/charges/:childId',
    {
      ...manage,
      schema: {
        tags,
        summary: 'Change a charge',
        security: secured,
        params: serviceChildParamsSchema,
        body: chargeInputSchema,
        response: responses(chargeResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ charge: await service.updateCharge(request.ctx, request.params.id, request.params.childId, request.body) }),
  );

  app.delete(
    '/services/:id/charges/:childId',
    {
      ...manage,
      schema: { tags, summary: 'Delete a charge', security: secured, params: serviceChildParamsSchema, response: responses(deleteChildResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteCharge(request.ctx, request.params.id, request.params.childId)),
  );
};

export default servicesRoutes;
