import {
  createEquipmentInputSchema,
  deleteEquipmentResultSchema,
  listEquipmentQuerySchema,
  equipmentIdParamsSchema,
  equipmentListSchema,
  equipmentResultSchema,
  updateEquipmentInputSchema,
} from '@groundwork/domain/equipment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePriceBookManager } from '../../lib/price-book';
import { ok, responses } from '../../lib/responses';
import { createEquipmentService } from './equipment.service';

const secured = [{ bearerAuth: [] }];
const tags = ['equipment'];

/** The company's machines and vehicles, each with what an hour of it costs (equipmentCostPerHour). */
const equipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createEquipmentService(app.database.db);

  app.get(
    '/equipment',
    {
      schema: {
        tags,
        summary: 'Every unit with its cost per hour, sorted by name, searched and filtered by type and status',
        security: secured,
        querystring: listEquipmentQuerySchema,
        response: responses(equipmentListSchema, [400, 401]),
      },
    },
    async (request) => ok(await service.listEquipment(request.ctx, request.query)),
  );

  app.get(
    '/equipment/:id',
    { schema: { tags, summary: 'One unit with its cost per hour', security: secured, params: equipmentIdParamsSchema, response: responses(equipmentResultSchema, [400, 401, 404]) } },
    async (request) => ok({ equipment: await service.getEquipment(request.ctx, request.params.id) }),
  );

  app.post(
    '/equipment',
    {
      onRequest: requirePriceBookManager,
      schema: { tags, summary: 'Add a unit of equipment', security: secured, body: createEquipmentInputSchema, response: responses(equipmentResultSchema, [400, 401, 403, 409]) },
    },
    async (request) => ok({ equipment: await service.createEquipment(request.ctx, request.body) }),
  );

  app.put(
    '/equipment/:id',
    {
      onRequest: requirePriceBookManager,
      schema: {
        tags,
        summary: 'Change a unit (409 when updatedAt is stale or the name is taken)',
        security: secured,
        params: equipmentIdParamsSchema,
        body: updateEquipmentInputSchema,
        response: responses(equipmentResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ equipment: await service.updateEquipment(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/equipment/:id',
    {
      onRequest: requirePriceBookManager,
      schema: { tags, summary: 'Delete a unit for good', security: secured, params: equipmentIdParamsSchema, response: responses(deleteEquipmentResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteEquipment(request.ctx, request.params.id)),
  );
};

export default equipmentRoutes;
