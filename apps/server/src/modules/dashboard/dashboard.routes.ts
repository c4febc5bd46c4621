import { dashboardExceptionsSchema, dashboardSchema, pipelineSchema } from '@groundwork/domain/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { createDashboardService } from './dashboard.service';
import { createExceptionsService } from './exceptions.service';
import { createPipelineService } from './pipeline.service';

/** /dashboard: what the dashboard shows about the company's own state. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService(app.database.db);
  const exceptions = createExceptionsService(app.database.db);
  const pipeline = createPipelineService(app.database.db);

  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'How far the company has set itself up (addresses, services, people, clients, estimates sent)',
        security: [{ bearerAuth: [] }],
        response: responses(dashboardSchema, [401]),
      },
    },
    async (request) => ok({ setup: await dashboard.setupProgress(request.ctx) }),
  );

  app.get(
    '/dashboard/exceptions',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'What needs a person today, each with its count, money, sentence, link to the fix and up to five examples',
        description:
          'Admins and office managers get every kind the company has open; an estimator only their own estimates expiring this week. Most severe first; empty when nothing needs the caller.',
        security: [{ bearerAuth: [] }],
        response: responses(dashboardExceptionsSchema, [401, 403]),
      },
    },
    async (request) => ok(await exceptions.exceptions(request.ctx)),
  );

  app.get(
    '/dashboard/pipeline',
    {
      schema: {
        tags: ['dashboard'],
        summary: "The caller's own estimates: sent and waiting (count, value, the longest waiting), approved and declined this month",
        security: [{ bearerAuth: [] }],
        response: responses(pipelineSchema, [401, 403]),
      },
    },
    async (request) => ok(await pipeline.pipeline(request.ctx)),
  );
};

export default dashboardRoutes;
