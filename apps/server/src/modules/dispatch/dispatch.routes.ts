import multipart from '@fastify/multipart';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_TYPE_MESSAGE,
  approveTimesheetsInputSchema,
  approveTimesheetsResultSchema,
  completeWorkOrderInputSchema,
  deletePhotoResultSchema,
  dispatchDayQuerySchema,
  dispatchDayResultSchema,
  dispatchOrderResultSchema,
  dispatchReviewQuerySchema,
  dispatchReviewResultSchema,
  rescheduleInputSchema,
  rescheduleResultSchema,
  skipWorkOrderInputSchema,
  startWorkOrderInputSchema,
  timesheetsQuerySchema,
  timesheetsResultSchema,
  uploadPhotoFieldsSchema,
  workOrderPhotoListSchema,
  workOrderPhotoParamsSchema,
  workOrderPhotoResultSchema,
} from '@groundwork/domain/dispatch';
import { workOrderIdParamsSchema } from '@groundwork/domain/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readImageUpload } from '../../lib/image-upload';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createDispatchService, type PhotoUpload } from './dispatch.service';

const secured = [{ bearerAuth: [] }];
const tags = ['dispatch'];

/** Reads a photo upload: an optional `caption` text field and exactly one file part named `file`. */
async function readPhotoUpload(request: FastifyRequest): Promise<PhotoUpload> {
  const { fields, bytes } = await readImageUpload(request, 'photo', PHOTO_TOO_LARGE_MESSAGE);
  const parsed = uploadPhotoFieldsSchema.safeParse(fields);
  if (!parsed.success) throw AppError.invalidField('caption', parsed.error.issues[0]?.message ?? 'Caption is not valid');
  if (!bytes || bytes.length === 0) throw AppError.invalidField('file', PHOTO_TYPE_MESSAGE);
  return { caption: parsed.data.caption ?? '', bytes };
}

/**
 * End of day (docs/dispatch.md, contract in packages/domain/src/dispatch): the crew leader's day and the office's
 * review, rescheduling and timesheets. Routes only: the service decides who may see what.
 */
const dispatchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDispatchService(app.database.db, app.mail);
  // Multipart only for this module's photo upload.
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 3, parts: 4, fieldSize: 4096 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/dispatch/day',
    {
      schema: {
        tags,
        summary: "A day's work orders by crew in route order, with members and what has been recorded (crew leaders: their crews)",
        security: secured,
        querystring: dispatchDayQuerySchema,
        response: responses(dispatchDayResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ day: await service.day(request.ctx, request.query) }),
  );

  app.post(
    '/orders/:id/start',
    {
      schema: {
        tags,
        summary: 'Start a work order (409 when updatedAt is stale; 422 when it cannot start)',
        security: secured,
        params: workOrderIdParamsSchema,
        body: startWorkOrderInputSchema,
        response: responses(dispatchOrderResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ order: await service.start(request.ctx, request.params.id, request.body.updatedAt) }),
  );

  app.post(
    '/orders/:id/complete',
    {
      schema: {
        tags,
        summary: 'Complete a work order with the hours worked per person and the materials used (replaces what was recorded)',
        security: secured,
        params: workOrderIdParamsSchema,
        body: completeWorkOrderInputSchema,
        response: responses(dispatchOrderResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ order: await service.complete(request.ctx, request.params.id, request.body) }),
  );

  app.post(
    '/orders/:id/skip',
    {
      schema: {
        tags,
        summary: 'Skip a work order not started, with a reason',
        security: secured,
        params: workOrderIdParamsSchema,
        body: skipWorkOrderInputSchema,
        response: responses(dispatchOrderResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ order: await service.skip(request.ctx, request.params.id, request.body) }),
  );

  app.get(
    '/orders/:id/photos',
    {
      schema: { tags, summary: "A work order's photos (details; the bytes at /photos/{photoId})", security: secured, params: workOrderIdParamsSchema, response: responses(workOrderPhotoListSchema, [400, 401, 404]) },
    },
    async (request) => ok({ photos: await service.photos(request.ctx, request.params.id) }),
  );

  app.post(
    '/orders/:id/photos',
    {
      schema: {
        tags,
        summary: 'Add a photo (multipart: caption, then file; PNG/JPEG/WebP up to 15 MB, decoded and re-encoded)',
        security: secured,
        consumes: ['multipart/form-data'],
        params: workOrderIdParamsSchema,
        response: createdResponses(workOrderPhotoResultSchema, [400, 401, 404, 413, 422]),
      },
    },
    async (request, reply) => {
      const upload = await readPhotoUpload(request);
      return reply.code(201).send(ok({ photo: await service.addPhoto(request.ctx, request.params.id, upload) }));
    },
  );

  app.get(
    '/orders/:id/photos/:photoId',
    { schema: { tags, summary: 'A photo’s image (signed in: fetch it as a blob)', security: secured, params: workOrderPhotoParamsSchema } },
    async (request, reply) => {
      const photo = await service.photo(request.ctx, request.params.id, request.params.photoId);
      return reply.header('Content-Type', photo.contentType).header('Cache-Control', 'private, max-age=86400').send(photo.bytes);
    },
  );

  app.delete(
    '/orders/:id/photos/:photoId',
    {
      schema: { tags, summary: 'Delete a photo', security: secured, params: workOrderPhotoParamsSchema, response: responses(deletePhotoResultSchema, [400, 401, 404]) },
    },
    async (request) => ok(await service.deletePhoto(request.ctx, request.params.id, request.params.photoId)),
  );

  app.get(
    '/dispatch/review',
    {
      schema: {
        tags,
        summary: "The office's end-of-day review: per crew, planned against done, budgeted against actual hours",
        security: secured,
        querystring: dispatchReviewQuerySchema,
        response: responses(dispatchReviewResultSchema, [400, 401, 403]),
      },
    },
    async (request) => ok({ review: await service.review(request.ctx, request.query) }),
  );

  app.post(
    '/dispatch/reschedule',
    {
      schema: {
        tags,
        summary: 'Move work orders not completed to another day (and crew), all or none',
        security: secured,
        body: rescheduleInputSchema,
        response: responses(rescheduleResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok({ orders: await service.reschedule(request.ctx, request.body) }),
  );

  app.get(
    '/timesheets',
    {
      schema: {
        tags,
        summary: 'Hours per employee for a day or a week, by day, with each entry',
        security: secured,
        querystring: timesheetsQuerySchema,
        response: responses(timesheetsResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ timesheets: await service.timesheets(request.ctx, request.query) }),
  );

  app.post(
    '/timesheets/approve',
    {
      schema: {
        tags,
        summary: 'Approve time entries: the ids named, or a period (of one employee or everyone)',
        security: secured,
        body: approveTimesheetsInputSchema,
        response: responses(approveTimesheetsResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.approve(request.ctx, request.body)),
  );

  app.get(
    '/timesheets.csv',
    { schema: { tags, summary: 'The payroll CSV: one row per time entry', security: secured, querystring: timesheetsQuerySchema } },
    async (request, reply) => {
      const { fileName, csv } = await service.timesheetsCsv(request.ctx, request.query);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );
};

export default dispatchRoutes;
