import {
  coordinatesResultSchema,
  createOrgPositionInputSchema,
  deleteOrgPositionResultSchema,
  deletePositionTemplateResultSchema,
  orgPositionIdParamsSchema,
  orgPositionListSchema,
  orgPositionResultSchema,
  positionTemplateInputSchema,
  positionTemplateListSchema,
  positionTemplateResultSchema,
  updateCoordinatesInputSchema,
  updateCoordinatesQuerySchema,
  updateOrgPositionInputSchema,
  updatePositionTemplateInputSchema,
} from '@groundwork/domain/org-chart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { createOrgChartService } from './org-chart.service';

const secured = [{ bearerAuth: [] }];
const tags = ['org-chart'];

/** SPEC.md §7 Org chart: positions, their canvas coordinates, and the position template library. */
const orgChartRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrgChartService(app.database.db);

  app.get(
    '/org_positions',
    { schema: { tags, summary: 'Every position of the chart', security: secured, response: responses(orgPositionListSchema, [401]) } },
    async (request) => ok(await service.listPositions(request.ctx)),
  );

  app.get(
    '/org_positions/:id',
    {
      schema: { tags, summary: 'One position', security: secured, params: orgPositionIdParamsSchema, response: responses(orgPositionResultSchema, [400, 401, 404]) },
    },
    async (request) => ok({ position: await service.getPosition(request.ctx, request.params.id) }),
  );

  app.post(
    '/org_positions',
    {
      schema: {
        tags,
        summary: 'Add a position, optionally from a template',
        security: secured,
        body: createOrgPositionInputSchema,
        response: responses(orgPositionResultSchema, [400, 401, 422]),
      },
    },
    async (request) => ok({ position: await service.createPosition(request.ctx, request.body) }),
  );

  app.put(
    '/org_positions/:id',
    {
      schema: {
        tags,
        summary: 'Replace a position (409 when updatedAt is stale; 422 for a reports-to loop)',
        security: secured,
        params: orgPositionIdParamsSchema,
        body: updateOrgPositionInputSchema,
        response: responses(orgPositionResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ position: await service.updatePosition(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/org_positions/:id',
    {
      schema: {
        tags,
        summary: 'Delete a position; its reports move up to its parent',
        security: secured,
        params: orgPositionIdParamsSchema,
        response: responses(deleteOrgPositionResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.deletePosition(request.ctx, request.params.id)),
  );

  // SPEC.md's path keeps its trailing slash and its id in the query; the bare path (which would otherwise reach
  // /org_positions/:id with the id 'update_coordinates') is accepted too.
  for (const path of ['/org_positions/update_coordinates/', '/org_positions/update_coordinates']) {
    app.put(
      path,
      {
        schema: {
          tags,
          summary: 'Move a position on the canvas',
          security: secured,
          hide: !path.endsWith('/'),
          querystring: updateCoordinatesQuerySchema,
          body: updateCoordinatesInputSchema,
          response: responses(coordinatesResultSchema, [400, 401, 404]),
        },
      },
      async (request) => ok(await service.updateCoordinates(request.ctx, request.query.id, request.body)),
    );
  }

  app.get(
    '/position_templates',
    { schema: { tags, summary: 'The company’s position templates', security: secured, response: responses(positionTemplateListSchema, [401]) } },
    async (request) => ok(await service.listTemplates(request.ctx)),
  );

  app.get(
    '/position_templates/:id',
    {
      schema: { tags, summary: 'One position template', security: secured, params: orgPositionIdParamsSchema, response: responses(positionTemplateResultSchema, [400, 401, 404]) },
    },
    async (request) => ok({ template: await service.getTemplate(request.ctx, request.params.id) }),
  );

  app.post(
    '/position_templates',
    {
      schema: { tags, summary: 'Add a position template', security: secured, body: positionTemplateInputSchema, response: responses(positionTemplateResultSchema, [400, 401]) },
    },
    async (request) => ok({ template: await service.createTemplate(request.ctx, request.body) }),
  );

  app.put(
    '/position_templates/:id',
    {
      schema: {
        tags,
        summary: 'Change a position template (409 when updatedAt is stale)',
        security: secured,
        params: orgPositionIdParamsSchema,
        body: updatePositionTemplateInputSchema,
        response: responses(positionTemplateResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok({ template: await service.updateTemplate(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/position_templates/:id',
    {
      schema: {
        tags,
        summary: 'Delete a position template (positions made from it keep their text)',
        security: secured,
        params: orgPositionIdParamsSchema,
        response: responses(deletePositionTemplateResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.deleteTemplate(request.ctx, request.params.id)),
  );
};

export default orgChartRoutes;
