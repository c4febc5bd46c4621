import {
  budgetProjectionMessages,
  budgetProjectionViewSchema,
  draftBudgetParamsSchema,
  draftBudgetResultSchema,
  makeDraftBudgetInputSchema,
  saveBudgetProjectionInputSchema,
} from '@groundwork/domain/growth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { createBudgetProjectionsService } from './budget-projections.service';
import { requireOverheadManager } from './overhead-manager';

const security = [{ bearerAuth: [] }];
const tags = ['overhead'];

/** Budget projections (issue 18): the active budget 1–5 years ahead; a projected year becomes a draft budget. */
const budgetProjectionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createBudgetProjectionsService(app.database.db);

  app.get(
    '/budget_projection',
    {
      schema: {
        tags,
        summary: "The company's projection assumptions and the active budget projected with them (no projection without an active budget)",
        security,
        response: responses(budgetProjectionViewSchema, [401]),
      },
    },
    async (request) => ok(await service.get(request.ctx)),
  );

  app.put(
    '/budget_projection',
    {
      schema: {
        tags,
        summary: 'Saves the projection assumptions; a stale updatedAt gets 409 (admins and office managers)',
        security,
        body: saveBudgetProjectionInputSchema,
        response: responses(budgetProjectionViewSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok(await service.save(requireOverheadManager(request, budgetProjectionMessages.managersOnly), request.body)),
  );

  app.post(
    '/budget_projection/years/:offset/draft_budget',
    {
      schema: {
        tags,
        summary:
          'Makes projected year 1–5 an inactive budget for that year; 409 when the company has a budget for that year already, unless alongsideExisting (admins and office managers)',
        security,
        params: draftBudgetParamsSchema,
        body: makeDraftBudgetInputSchema,
        response: responses(draftBudgetResultSchema, [400, 401, 403, 409, 422]),
      },
    },
    async (request) => ok(await service.makeDraftBudget(requireOverheadManager(request, budgetProjectionMessages.managersOnly), request.params.offset, request.body)),
  );
};

export default budgetProjectionsRoutes;
