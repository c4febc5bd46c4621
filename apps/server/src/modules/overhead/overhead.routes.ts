import {
  bulkSyncInputSchema,
  bulkSyncResultSchema,
  calculateOverhead,
  calculateOverheadInputSchema,
  calculateOverheadResultSchema,
  createOverheadBudgetInputSchema,
  createOverheadCategoryInputSchema,
  createOverheadCategoryItemInputSchema,
  deleteResultSchema,
  overheadBudgetListSchema,
  overheadBudgetResultSchema,
  overheadCategoryItemListSchema,
  overheadCategoryItemResultSchema,
  overheadCategoryItemsQuerySchema,
  overheadCategoryListSchema,
  overheadCategoryResultSchema,
  overheadMarkups,
  overheadSummarySchema,
  recoverySettingsResultSchema,
  updateOverheadBudgetInputSchema,
  updateOverheadCategoryInputSchema,
  updateOverheadCategoryItemInputSchema,
  updateRecoverySettingsInputSchema,
} from '@groundwork/domain/overhead';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/responses';
import { requireOverheadManager } from './overhead-manager';
import { createOverheadService } from './overhead.service';

const idParams = z.object({ id: uuidSchema });
const security = [{ bearerAuth: [] }];
const tags = ['overhead'];

const overheadRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createOverheadService(app.database.db);

  // ── Categories (SPEC.md §7 keeps both the /overhead_categories and the /categories paths) ──────────────
  app.get(
    '/overhead_categories',
    { schema: { tags, summary: "The company's overhead categories by name, with their items' totals", security, response: responses(overheadCategoryListSchema, [401]) } },
    async (request) => ok({ categories: await service.listCategories(request.ctx) }),
  );

  for (const path of ['/overhead_categories', '/categories']) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: 'Adds an overhead category feeding one operating expense line (admins and office managers)',
          security,
          body: createOverheadCategoryInputSchema,
          response: responses(overheadCategoryResultSchema, [400, 401, 403, 409]),
        },
      },
      async (request) => ok({ category: await service.createCategory(requireOverheadManager(request), request.body) }),
    );
  }

  app.put(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Changes an overhead category (admins and office managers)',
        security,
        params: idParams,
        body: updateOverheadCategoryInputSchema,
        response: responses(overheadCategoryResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ category: await service.updateCategory(requireOverheadManager(request), request.params.id, request.body) }),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Deletes an overhead category and its items (admins and office managers)',
        security,
        params: idParams,
        response: responses(deleteResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.deleteCategory(requireOverheadManager(request), request.params.id)),
  );

  // ── Items ─────────────────────────────────────────────────────────────────────────────────
  app.get(
    '/overhead_category_items',
    {
      schema: {
        tags,
        summary: "A category's overhead items by name",
        security,
        querystring: overheadCategoryItemsQuerySchema,
        response: responses(overheadCategoryItemListSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ items: await service.listItems(request.ctx, request.query.id) }),
  );

  app.post(
    '/overhead_category_items',
    {
      schema: {
        tags,
        summary: 'Adds an overhead item to a category (admins and office managers)',
        security,
        body: createOverheadCategoryItemInputSchema,
        response: responses(overheadCategoryItemResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ item: await service.createItem(requireOverheadManager(request), request.body) }),
  );

  app.put(
    '/overhead_category_items/:id',
    {
      schema: {
        tags,
        summary: 'Changes an overhead item, or moves it to another category (admins and office managers)',
        security,
        params: idParams,
        body: updateOverheadCategoryItemInputSchema,
        response: responses(overheadCategoryItemResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ item: await service.updateItem(requireOverheadManager(request), request.params.id, request.body) }),
  );

  app.delete(
    '/overhead_category_items/:id',
    {
      schema: { tags, summary: 'Deletes an overhead item (admins and office managers)', security, params: idParams, response: responses(deleteResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await service.deleteItem(requireOverheadManager(request), request.params.id)),
  );

  // ── Budgets ───────────────────────────────────────────────────────────────────────────────
  app.get(
    '/overhead_budgets',
    { schema: { tags, summary: "The company's P&L budgets, the active one first", security, response: responses(overheadBudgetListSchema, [401]) } },
    async (request) => ok({ budgets: await service.listBudgets(request.ctx) }),
  );

  app.post(
    '/overhead_budgets',
    {
      schema: {
        tags,
        summary: 'Adds a P&L budget; active: true makes it the one estimates use (admins and office managers)',
        security,
        body: createOverheadBudgetInputSchema,
        response: responses(overheadBudgetResultSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok(await service.createBudget(requireOverheadManager(request), request.body)),
  );

  app.put(
    '/overhead_budgets/:id',
    {
      schema: {
        tags,
        summary: 'Replaces a P&L budget; a stale updatedAt gets 409 (admins and office managers)',
        security,
        params: idParams,
        body: updateOverheadBudgetInputSchema,
        response: responses(overheadBudgetResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await service.updateBudget(requireOverheadManager(request), request.params.id, request.body)),
  );

  // ── Recovery settings, calculation, summary, sync ──────────────────────────────────────────
  app.get(
    '/recovery-settings',
    { schema: { tags, summary: "The active budget's recovery percents, method and target profit", security, response: responses(recoverySettingsResultSchema, [401, 404]) } },
    async (request) => ok(await service.recoverySettings(request.ctx)),
  );

  app.put(
    '/recovery-settings',
    {
      schema: {
        tags,
        summary: "Changes the active budget's recovery settings; a stale updatedAt gets 409 (admins and office managers)",
        security,
        body: updateRecoverySettingsInputSchema,
        response: responses(recoverySettingsResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await service.updateRecoverySettings(requireOverheadManager(request), request.body)),
  );

  app.post(
    '/calculate',
    {
      schema: {
        tags,
        summary: 'Works out the results of a budget, saved or not (nothing is stored)',
        security,
        body: calculateOverheadInputSchema,
        response: responses(calculateOverheadResultSchema, [400, 401]),
      },
    },
    async (request) => {
      const results = calculateOverhead(request.body);
      return ok({ results, markups: overheadMarkups(request.body, results) });
    },
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary: "The active budget, its results and the markups estimates and the price book use",
        security,
        response: responses(overheadSummarySchema, [401]),
      },
    },
    async (request) => ok(await service.summary(request.ctx)),
  );

  app.post(
    '/bulk-sync',
    {
      schema: {
        tags,
        summary: "Writes each categorised operating expense line's item total into a budget, the active one by default (admins and office managers)",
        security,
        body: bulkSyncInputSchema,
        response: responses(bulkSyncResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await service.bulkSync(requireOverheadManager(request), request.body)),
  );
};

export default overheadRoutes;
