import { dashboardSchema } from '@groundwork/domain/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { createDashboardService } from './dashboard.service';

/** /dashboard: what the dashboard shows about the company's own state. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboard = createDashboardService(app.database.db);

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
};

export default dashboardRoutes;
