import {
  combinedRateQuerySchema,
  combinedRateResultSchema,
  createJurisdictionInputSchema,
  createSalesTaxCategoryInputSchema,
  deleteResultSchema,
  jurisdictionListSchema,
  jurisdictionResultSchema,
  salesTaxCategoryListSchema,
  salesTaxCategoryResultSchema,
  updateJurisdictionInputSchema,
  updateSalesTaxCategoryInputSchema,
} from '@groundwork/domain/sales-tax';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCompanyAdmin } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createSalesTaxService } from './sales-tax.service';

const idParams = z.object({ id: uuidSchema });
const security = [{ bearerAuth: [] }];

const salesTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSalesTaxService(app.database.db);

  // ── Jurisdictions ─────────────────────────────────────────────────────────────────────────
  app.get(
    '/sales_tax/jurisdictions',
    { schema: { tags: ['sales tax'], summary: "The company's jurisdictions, countries first", security, response: responses(jurisdictionListSchema, [401]) } },
    async (request) => ok({ jurisdictions: await service.listJurisdictions(request.ctx) }),
  );

  app.post(
    '/sales_tax/jurisdictions',
    {
      schema: {
        tags: ['sales tax'],
        summary: 'Adds a jurisdiction (admins only)',
        security,
        body: createJurisdictionInputSchema,
        response: responses(jurisdictionResultSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok({ jurisdiction: await service.createJurisdiction(requireCompanyAdmin(request), request.body) }),
  );

  app.put(
    '/sales_tax/jurisdictions/:id',
    {
      schema: {
        tags: ['sales tax'],
        summary: 'Changes a jurisdiction (admins only)',
        security,
        params: idParams,
        body: updateJurisdictionInputSchema,
        response: responses(jurisdictionResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ jurisdiction: await service.updateJurisdiction(requireCompanyAdmin(request), request.params.id, request.body) }),
  );

  app.delete(
    '/sales_tax/jurisdictions/:id',
    {
      schema: {
        tags: ['sales tax'],
        summary: 'Deletes a jurisdiction, or deactivates it (archived: true) when others point at it (admins only)',
        security,
        params: idParams,
        response: responses(deleteResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.deleteJurisdiction(requireCompanyAdmin(request), request.params.id)),
  );

  // ── Categories ────────────────────────────────────────────────────────────────────────────
  app.get(
    '/sales_tax/categories',
    { schema: { tags: ['sales tax'], summary: "The company's tax categories by name", security, response: responses(salesTaxCategoryListSchema, [401]) } },
    async (request) => ok({ categories: await service.listCategories(request.ctx) }),
  );

  app.post(
    '/sales_tax/categories',
    {
      schema: {
        tags: ['sales tax'],
        summary: 'Adds a tax category; a default flag moves from the category that had it (admins only)',
        security,
        body: createSalesTaxCategoryInputSchema,
        response: responses(salesTaxCategoryResultSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok({ category: await service.createCategory(requireCompanyAdmin(request), request.body) }),
  );

  app.put(
    '/sales_tax/categories/:id',
    {
      schema: {
        tags: ['sales tax'],
        summary: 'Changes a tax category; a default flag moves from the category that had it (admins only)',
        security,
        params: idParams,
        body: updateSalesTaxCategoryInputSchema,
        response: responses(salesTaxCategoryResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ category: await service.updateCategory(requireCompanyAdmin(request), request.params.id, request.body) }),
  );

  app.delete(
    '/sales_tax/categories/:id',
    {
      schema: {
        tags: ['sales tax'],
        summary: 'Deletes a tax category, or deactivates it (archived: true) when others point at it (admins only)',
        security,
        params: idParams,
        response: responses(deleteResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.deleteCategory(requireCompanyAdmin(request), request.params.id)),
  );

  app.get(
    '/sales_tax/combined_rate',
    {
      schema: {
        tags: ['sales tax'],
        summary: "The sales tax rate for work in a jurisdiction: its active categories and those above it, or 0 for an exempt client's category",
        security,
        querystring: combinedRateQuerySchema,
        response: responses(combinedRateResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ combinedRate: await service.combinedRate(request.ctx, request.query) }),
  );
};

export default salesTaxRoutes;
