import multipart from '@fastify/multipart';
import { isOfficeRole } from '@groundwork/domain/auth';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_TYPE_MESSAGE, uploadPhotoFieldsSchema } from '@groundwork/domain/dispatch';
import {
  TICKET_PHOTO_DELETE_OFFICE_ONLY_MESSAGE,
  createTicketCommentInputSchema,
  createTicketInputSchema,
  TICKET_DELETE_OFFICE_ONLY_MESSAGE,
  deleteTicketPhotoResultSchema,
  deleteTicketResultSchema,
  linkTicketEstimateInputSchema,
  listTicketsQuerySchema,
  ticketEstimateDraftResultSchema,
  ticketPeopleResultSchema,
  ticketPhotoListSchema,
  ticketPhotoParamsSchema,
  ticketPhotoResultSchema,
  ticketCommentResultSchema,
  ticketIdParamsSchema,
  ticketListSchema,
  ticketResultSchema,
  updateTicketInputSchema,
  updateTicketResultSchema,
} from '@groundwork/domain/tickets';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readImageUpload } from '../../lib/image-upload';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createTicketsService } from './tickets.service';

const secured = [{ bearerAuth: [] }];
const tags = ['tickets'];

/** Before anything is read: a crew leader learns nothing about the task from a refused delete. */
async function requireOfficeToDelete(request: FastifyRequest): Promise<void> {
  if (!isOfficeRole(request.ctx.role)) throw new AppError('FORBIDDEN', TICKET_DELETE_OFFICE_ONLY_MESSAGE);
}

async function requireOfficeToDeletePhoto(request: FastifyRequest): Promise<void> {
  if (!isOfficeRole(request.ctx.role)) throw new AppError('FORBIDDEN', TICKET_PHOTO_DELETE_OFFICE_ONLY_MESSAGE);
}

/** Reads a photo upload: an optional `caption` text field and exactly one file part named `file` (as a work order's). */
async function readPhotoUpload(request: FastifyRequest): Promise<{ caption: string; bytes: Buffer }> {
  const { fields, bytes } = await readImageUpload(request, 'photo', PHOTO_TOO_LARGE_MESSAGE);
  const parsed = uploadPhotoFieldsSchema.safeParse(fields);
  if (!parsed.success) throw AppError.invalidField('caption', parsed.error.issues[0]?.message ?? 'Caption is not valid');
  if (!bytes || bytes.length === 0) throw AppError.invalidField('file', PHOTO_TYPE_MESSAGE);
  return { caption: parsed.data.caption ?? '', bytes };
}

/**
 * Tasks & Assignments (docs/tickets.md): every signed-in user of the company uses them — the office all of the
 * company's, a crew leader those assigned to them or their crews and those they made. The 'tickets' permission entry
 * shows the screens.
 */
const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTicketsService({ db: app.database.db, mail: app.mail, publicUrl: app.config.publicUrl });
  // Multipart only for this module's photo upload (as Dispatch's work-order photos).
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 3, parts: 4, fieldSize: 4096 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'One page of tasks: active ones by due date (undated last), priority and number, then done and cancelled ones newest first',
        security: secured,
        querystring: listTicketsQuerySchema,
        response: responses(ticketListSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.list(request.ctx, request.query)),
  );

  app.post(
    '/tickets',
    {
      schema: {
        tags,
        summary: 'Make a task (a title is enough); its assignee and subject must be the company’s (404 otherwise)',
        security: secured,
        body: createTicketInputSchema,
        response: createdResponses(ticketResultSchema, [400, 401, 404]),
      },
    },
    async (request, reply) => {
      const ticket = await service.create(request.ctx, request.body);
      return reply.code(201).send(ok({ ticket }));
    },
  );

  app.get(
    '/tickets/people',
    {
      schema: {
        tags,
        summary: 'Whom the caller may assign a task to or mention, id and name only (a crew leader: their crews and the people on them)',
        security: secured,
        response: responses(ticketPeopleResultSchema, [401]),
      },
    },
    async (request) => ok(await service.people(request.ctx)),
  );

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags,
        summary: 'One task with its checklist and comments',
        security: secured,
        params: ticketIdParamsSchema,
        response: responses(ticketResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ ticket: await service.get(request.ctx, request.params.id) }),
  );

  app.put(
    '/tickets/:id',
    {
      schema: {
        tags,
        summary: 'Change a task (409 when updatedAt is stale; 422 for a status move refused); a repeating task made done answers its next one',
        security: secured,
        params: ticketIdParamsSchema,
        body: updateTicketInputSchema,
        response: responses(updateTicketResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok(await service.update(request.ctx, request.params.id, request.body)),
  );

  app.delete(
    '/tickets/:id',
    {
      onRequest: requireOfficeToDelete,
      schema: {
        tags,
        summary: 'Delete a task and its comments (the office only: 403 for a crew leader)',
        security: secured,
        params: ticketIdParamsSchema,
        response: responses(deleteTicketResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );

  app.post(
    '/tickets/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a task; each mentioned employee with an e-mail is told, with a link to the task',
        security: secured,
        params: ticketIdParamsSchema,
        body: createTicketCommentInputSchema,
        response: createdResponses(ticketCommentResultSchema, [400, 401, 404]),
      },
    },
    async (request, reply) => {
      const comment = await service.comment(request.ctx, request.user, request.params.id, request.body);
      return reply.code(201).send(ok({ comment }));
    },
  );

  app.get(
    '/tickets/:id/photos',
    {
      schema: { tags, summary: "A task's photos (details; the bytes at /photos/{photoId})", security: secured, params: ticketIdParamsSchema, response: responses(ticketPhotoListSchema, [400, 401, 404]) },
    },
    async (request) => ok({ photos: await service.photos(request.ctx, request.params.id) }),
  );

  app.post(
    '/tickets/:id/photos',
    {
      schema: {
        tags,
        summary: 'Add a photo to a task (multipart: caption, then file; PNG/JPEG/WebP up to 15 MB, decoded and re-encoded); a crew leader too',
        security: secured,
        consumes: ['multipart/form-data'],
        params: ticketIdParamsSchema,
        response: createdResponses(ticketPhotoResultSchema, [400, 401, 404, 413, 422]),
      },
    },
    async (request, reply) => {
      const upload = await readPhotoUpload(request);
      return reply.code(201).send(ok({ photo: await service.addPhoto(request.ctx, request.user, request.params.id, upload) }));
    },
  );

  app.get(
    '/tickets/:id/photos/:photoId',
    { schema: { tags, summary: 'A task photo’s image (signed in: fetch it as a blob)', security: secured, params: ticketPhotoParamsSchema } },
    async (request, reply) => {
      const photo = await service.photo(request.ctx, request.params.id, request.params.photoId);
      return reply.header('Content-Type', photo.contentType).header('Cache-Control', 'private, max-age=86400').send(photo.bytes);
    },
  );

  app.delete(
    '/tickets/:id/photos/:photoId',
    {
      onRequest: requireOfficeToDeletePhoto,
      schema: {
        tags,
        summary: "Delete a task's photo (the office only: 403 for a crew leader)",
        security: secured,
        params: ticketPhotoParamsSchema,
        response: responses(deleteTicketPhotoResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.deletePhoto(request.ctx, request.params.id, request.params.photoId)),
  );

  app.get(
    '/tickets/:id/estimate_draft',
    {
      schema: {
        tags,
        summary: "What a new estimate made from an upsell task starts with: the task's customer and property, its title and description (422 for any other task)",
        security: secured,
        params: ticketIdParamsSchema,
        response: responses(ticketEstimateDraftResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok({ draft: await service.estimateDraft(request.ctx, request.params.id) }),
  );

  app.post(
    '/tickets/:id/estimate',
    {
      schema: {
        tags,
        summary: 'The estimate made from an upsell task becomes what the task is about, with a comment saying so (the same customer’s, else 422)',
        security: secured,
        params: ticketIdParamsSchema,
        body: linkTicketEstimateInputSchema,
        response: responses(ticketResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok({ ticket: await service.linkEstimate(request.ctx, request.user, request.params.id, request.body.estimateId) }),
  );
};

export default ticketsRoutes;
