import { isOfficeRole } from '@groundwork/domain/auth';
import {
  createTicketCommentInputSchema,
  createTicketInputSchema,
  TICKET_DELETE_OFFICE_ONLY_MESSAGE,
  deleteTicketResultSchema,
  listTicketsQuerySchema,
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
import { createdResponses, ok, responses } from '../../lib/responses';
import { createTicketsService } from './tickets.service';

const secured = [{ bearerAuth: [] }];
const tags = ['tickets'];

/** Before anything is read: a crew leader learns nothing about the task from a refused delete. */
async function requireOfficeToDelete(request: FastifyRequest): Promise<void> {
  if (!isOfficeRole(request.ctx.role)) throw new AppError('FORBIDDEN', TICKET_DELETE_OFFICE_ONLY_MESSAGE);
}

/**
 * Tasks & Assignments (docs/tickets.md): every signed-in user of the company uses them — the office all of the
 * company's, a crew leader those assigned to them or their crews and those they made. The 'tickets' permission entry
 * shows the screens.
 */
const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createTicketsService({ db: app.database.db, mail: app.mail, publicUrl: app.config.publicUrl });

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
};

export default ticketsRoutes;
