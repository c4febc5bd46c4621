import {
  bulkWorkOrderInputSchema,
  bulkWorkOrderResultSchema,
  createWorkOrderInputSchema,
  deleteWorkOrderResultSchema,
  listWorkOrdersQuerySchema,
  updateWorkOrderInputSchema,
  workOrderIdParamsSchema,
  workOrderListSchema,
  workOrderResultSchema,
} from '@groundwork/domain/orders';
import { workOrderDetailResultSchema } from '@groundwork/domain/dispatch';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireDispatcher } from '../../lib/office';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createOrdersService } from './orders.service';

const secured = [{ bearerAuth: [] }];
const tags = ['orders'];

/**
 * Work orders: a job visit's work made concrete for a crew, or one-off work for a customer (docs/orders.md). Every
 * signed-in user of the company may use them, as with jobs and estimates; the 'orders' permission entry shows the
 * screens.
 */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOrdersService(app.database.db);

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'One page of work orders by date (undated last), crew, route position and number; filters and search',
        security: secured,
        querystring: listWorkOrdersQuerySchema,
        response: responses(workOrderListSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.list(request.ctx, request.query)),
  );

  app.post(
    '/orders/bulk',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: 'Assign a crew, set a date or cancel many work orders at once: all of them or none (422)',
        security: secured,
        body: bulkWorkOrderInputSchema,
        response: responses(bulkWorkOrderResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok({ orders: await service.bulk(request.ctx, request.body) }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'One work order with its lines, instructions, the job’s notes and its costing (null for crew leaders)',
        security: secured,
        params: workOrderIdParamsSchema,
        response: responses(workOrderDetailResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.getWithCosting(request.ctx, request.params.id)),
  );

  app.post(
    '/orders',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: "Make the work order of a job's visit (409 when it has one), or a one-off work order for a customer",
        security: secured,
        body: createWorkOrderInputSchema,
        response: createdResponses(workOrderResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request, reply) => {
      const order = await service.create(request.ctx, request.body);
      return reply.code(201).send(ok({ order }));
    },
  );

  app.put(
    '/orders/:id',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: 'Re-plan a work order or move its status (409 when updatedAt is stale; 422 for a move or re-plan refused)',
        security: secured,
        params: workOrderIdParamsSchema,
        body: updateWorkOrderInputSchema,
        response: responses(workOrderResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ order: await service.update(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/orders/:id',
    {
      onRequest: requireDispatcher,
      schema: {
        tags,
        summary: 'Delete a work order that never started (422 otherwise: cancel it instead)',
        security: secured,
        params: workOrderIdParamsSchema,
        response: responses(deleteWorkOrderResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );

  app.get(
    '/orders/:id/sheet.pdf',
    {
      schema: {
        tags,
        summary: 'The crew sheet PDF: what to do where and when, with blanks for the crew (never a price or cost)',
        security: secured,
        params: workOrderIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { number, pdf } = await service.sheet(request.ctx, request.params.id);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="WorkOrder-${number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default ordersRoutes;
