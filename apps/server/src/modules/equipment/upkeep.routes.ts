import { isOfficeRole } from '@groundwork/domain/auth';
import {
  deleteUpkeepItemResultSchema,
  equipmentIdParamsSchema,
  equipmentItemParamsSchema,
  equipmentStatusInputSchema,
  equipmentStatusResultSchema,
  meterReadingInputSchema,
  meterReadingResultSchema,
  orderEquipmentInputSchema,
  orderEquipmentSchema,
  scheduleInputSchema,
  serviceLogEntryResultSchema,
  serviceLogInputSchema,
  unitUpkeepSchema,
  updateMeterReadingInputSchema,
  updateScheduleInputSchema,
  updateServiceLogInputSchema,
  upkeepMessages,
  upkeepOverviewSchema,
  upkeepScheduleResultSchema,
} from '@groundwork/domain/equipment';
import { workOrderIdParamsSchema } from '@groundwork/domain/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireOffice } from '../../lib/office';
import { requirePriceBookManager } from '../../lib/price-book';
import { ok, responses } from '../../lib/responses';
import { createUpkeepService } from './upkeep.service';

const secured = [{ bearerAuth: [] }];
const tags = ['equipment'];

/** Crew leaders add readings and service from the field; correcting or deleting them is the office's. */
async function requireOfficeToCorrect(request: FastifyRequest): Promise<void> {
  if (!isOfficeRole(request.ctx.role)) throw new AppError('FORBIDDEN', upkeepMessages.officeCorrects);
}

/**
 * Equipment upkeep (docs/equipment.md). Registered beside the field's routes, not inside the office's area, because
 * crew leaders log meter readings and service and attach units to their crews' work orders; each route says who else
 * may call it: the upkeep views show costs (the office's), schedules and status are the price-book managers'.
 */
const upkeepRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createUpkeepService(app.database.db);

  app.get(
    '/equipment/upkeep',
    {
      onRequest: requireOffice,
      schema: {
        tags,
        summary: "Every unit's meter, service state and running cost per hour beside the price book's, with the due and overdue lists",
        security: secured,
        response: responses(upkeepOverviewSchema, [401, 403]),
      },
    },
    async (request) => ok(await service.overview(request.ctx)),
  );

  app.get(
    '/equipment/:id/upkeep',
    {
      onRequest: requireOffice,
      schema: {
        tags,
        summary: "One unit's schedules with their next due, meter readings, work-order hours, service log and costs",
        security: secured,
        params: equipmentIdParamsSchema,
        response: responses(unitUpkeepSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.unit(request.ctx, request.params.id)),
  );

  // ── Schedules: the price-book managers' ──────────────────────────────────────────────
  app.post(
    '/equipment/:id/schedules',
    {
      onRequest: requirePriceBookManager,
      schema: {
        tags,
        summary: 'Add a service schedule: every N days or months, or every N hours or miles (409 when the unit has one of that name)',
        security: secured,
        params: equipmentIdParamsSchema,
        body: scheduleInputSchema,
        response: responses(upkeepScheduleResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ schedule: await service.createSchedule(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/equipment/:id/schedules/:itemId',
    {
      onRequest: requirePriceBookManager,
      schema: {
        tags,
        summary: 'Change a service schedule (409 when updatedAt is stale or the name is taken)',
        security: secured,
        params: equipmentItemParamsSchema,
        body: updateScheduleInputSchema,
        response: responses(upkeepScheduleResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ schedule: await service.updateSchedule(request.ctx, request.params.id, request.params.itemId, request.body) }),
  );

  app.delete(
    '/equipment/:id/schedules/:itemId',
    {
      onRequest: requirePriceBookManager,
      schema: {
        tags,
        summary: 'Delete a service schedule (its log entries stay)',
        security: secured,
        params: equipmentItemParamsSchema,
        response: responses(deleteUpkeepItemResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.deleteSchedule(request.ctx, request.params.id, request.params.itemId)),
  );

  // ── Meter readings: anyone adds, the office corrects ─────────────────────────────────
  app.post(
    '/equipment/:id/readings',
    {
      schema: {
        tags,
        summary: 'Record what the hour meter or odometer shows (not dated after the company’s today)',
        security: secured,
        params: equipmentIdParamsSchema,
        body: meterReadingInputSchema,
        response: responses(meterReadingResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ reading: await service.addReading(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/equipment/:id/readings/:itemId',
    {
      onRequest: requireOfficeToCorrect,
      schema: {
        tags,
        summary: 'Correct a meter reading (409 when updatedAt is stale)',
        security: secured,
        params: equipmentItemParamsSchema,
        body: updateMeterReadingInputSchema,
        response: responses(meterReadingResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ reading: await service.updateReading(request.ctx, request.params.id, request.params.itemId, request.body) }),
  );

  app.delete(
    '/equipment/:id/readings/:itemId',
    {
      onRequest: requireOfficeToCorrect,
      schema: { tags, summary: 'Delete a meter reading', security: secured, params: equipmentItemParamsSchema, response: responses(deleteUpkeepItemResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteReading(request.ctx, request.params.id, request.params.itemId)),
  );

  // ── Service log: anyone adds, the office corrects ────────────────────────────────────
  app.post(
    '/equipment/:id/service_log',
    {
      schema: {
        tags,
        summary: 'Log a service: date, meter, work done, parts, cost, by whom, and the schedule it satisfies (which then counts from it)',
        security: secured,
        params: equipmentIdParamsSchema,
        body: serviceLogInputSchema,
        response: responses(serviceLogEntryResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ entry: await service.addLogEntry(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/equipment/:id/service_log/:itemId',
    {
      onRequest: requireOfficeToCorrect,
      schema: {
        tags,
        summary: 'Correct a service log entry (409 when updatedAt is stale)',
        security: secured,
        params: equipmentItemParamsSchema,
        body: updateServiceLogInputSchema,
        response: responses(serviceLogEntryResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ entry: await service.updateLogEntry(request.ctx, request.params.id, request.params.itemId, request.body) }),
  );

  app.delete(
    '/equipment/:id/service_log/:itemId',
    {
      onRequest: requireOfficeToCorrect,
      schema: { tags, summary: 'Delete a service log entry', security: secured, params: equipmentItemParamsSchema, response: responses(deleteUpkeepItemResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteLogEntry(request.ctx, request.params.id, request.params.itemId)),
  );

  // ── Status ───────────────────────────────────────────────────────────────────────────
  app.put(
    '/equipment/:id/status',
    {
      onRequest: requirePriceBookManager,
      schema: {
        tags,
        summary: 'Set a unit’s status; out of service needs a reason and raises a maintenance task (409 when updatedAt is stale)',
        security: secured,
        params: equipmentIdParamsSchema,
        body: equipmentStatusInputSchema,
        response: responses(equipmentStatusResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await service.setStatus(request.ctx, request.params.id, request.body)),
  );

  // ── The units on a work order ────────────────────────────────────────────────────────
  app.get(
    '/orders/:id/equipment',
    {
      schema: {
        tags: ['orders', ...tags],
        summary: 'The units attached to a work order, and every unit with whether it can go out (no costs)',
        security: secured,
        params: workOrderIdParamsSchema,
        response: responses(orderEquipmentSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.orderEquipment(request.ctx, request.params.id)),
  );

  app.put(
    '/orders/:id/equipment',
    {
      schema: {
        tags: ['orders', ...tags],
        summary: 'Set the units attached to a work order (422 for a unit added that is out of service, in repair or retired)',
        security: secured,
        params: workOrderIdParamsSchema,
        body: orderEquipmentInputSchema,
        response: responses(orderEquipmentSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok(await service.setOrderEquipment(request.ctx, request.params.id, request.body)),
  );
};

export default upkeepRoutes;
