import { isAdminRole } from '@groundwork/domain/auth';
import {
  coachingProgressSchema,
  coachingSessionDeletedSchema,
  coachingSessionInputSchema,
  coachingSessionListSchema,
  coachingSessionParamsSchema,
  coachingSessionResultSchema,
  ONLY_ADMINS_COACHING_MESSAGE,
} from '@groundwork/domain/coaching';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok, responses } from '../../lib/responses';
import { createCoachingService } from './coaching.service';

const security = [{ bearerAuth: [] }];
const tags = ['coaching'];

/** The coach's sessions are the admins' alone, reading included; before the body is read, so others learn nothing. */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdminRole(request.ctx.role)) throw new AppError('FORBIDDEN', ONLY_ADMINS_COACHING_MESSAGE);
}

/** /coaching (docs/business-development.md, "Coaching"): the office reads the programme's progress; admins keep the sessions. */
const coachingRoutes: FastifyPluginAsyncZod = async (app) => {
  const coaching = createCoachingService(app.database.db);
  const adminsOnly = { onRequest: requireAdmin };

  app.get(
    '/coaching/progress',
    {
      schema: {
        tags,
        summary: 'Where the company stands on each tool and module of the coaching programme, and the next steps',
        security,
        response: responses(coachingProgressSchema, [401, 403]),
      },
    },
    async (request) => ok(await coaching.progress(request.ctx)),
  );

  app.get(
    '/coaching/sessions',
    { ...adminsOnly, schema: { tags, summary: 'Coaching sessions, newest first (admins)', security, response: responses(coachingSessionListSchema, [401, 403]) } },
    async (request) => ok(await coaching.listSessions(request.ctx)),
  );

  app.post(
    '/coaching/sessions',
    {
      ...adminsOnly,
      schema: {
        tags,
        summary: 'Records a coaching session; each commitment becomes a to-do of its owner (admins)',
        security,
        body: coachingSessionInputSchema,
        response: responses(coachingSessionResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ session: await coaching.createSession(request.ctx, request.body) }),
  );

  app.put(
    '/coaching/sessions/:id',
    {
      ...adminsOnly,
      schema: {
        tags,
        summary: 'Changes a session; new commitments become to-dos beside those made before (admins; updatedAt of the version loaded)',
        security,
        params: coachingSessionParamsSchema,
        body: coachingSessionInputSchema,
        response: responses(coachingSessionResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ session: await coaching.updateSession(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/coaching/sessions/:id',
    {
      ...adminsOnly,
      schema: {
        tags,
        summary: 'Deletes a session; the to-dos its commitments became stay (admins)',
        security,
        params: coachingSessionParamsSchema,
        response: responses(coachingSessionDeletedSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await coaching.deleteSession(request.ctx, request.params.id)),
  );
};

export default coachingRoutes;
