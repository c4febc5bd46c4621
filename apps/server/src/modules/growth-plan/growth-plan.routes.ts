import { growthPlanMessages, growthPlanViewSchema, saveGrowthPlanInputSchema } from '@groundwork/domain/growth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createGrowthPlanService } from './growth-plan.service';

const security = [{ bearerAuth: [] }];
const tags = ['growth plan'];

/** The growth planner: the office reads it (it rests on the budget); admins and office managers change it. */
const growthPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createGrowthPlanService(app.database.db);

  app.get(
    '/growth_plan',
    {
      schema: {
        tags,
        summary: "The company's growth plan (defaults until saved), its crews, equipment and org chart today, and what each planned year needs with the ceilings it hits",
        security,
        response: responses(growthPlanViewSchema, [401, 403]),
      },
    },
    async (request) => ok(await service.get(request.ctx)),
  );

  app.put(
    '/growth_plan',
    {
      schema: {
        tags,
        summary: 'Saves the growth plan; a stale updatedAt gets 409, a position of another company 404 (admins and office managers)',
        security,
        body: saveGrowthPlanInputSchema,
        response: responses(growthPlanViewSchema, [400, 401, 403, 404, 409]),
      },
      // Before the body is read: someone who may not change it learns nothing from validation messages.
      onRequest: async (request) => void requireLeadership(request, growthPlanMessages.leadersOnly),
    },
    async (request) => ok(await service.save(request.ctx, request.body)),
  );
};

export default growthPlanRoutes;
