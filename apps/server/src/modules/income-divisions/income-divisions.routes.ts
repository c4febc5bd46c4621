import {
  createIncomeDivisionInputSchema,
  deleteIncomeDivisionResultSchema,
  incomeDivisionListSchema,
  incomeDivisionResultSchema,
  listIncomeDivisionsQuerySchema,
  updateIncomeDivisionInputSchema,
} from '@groundwork/domain/income-divisions';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCompanyAdmin } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createIncomeDivisionsService } from './income-divisions.service';

const idParams = z.object({ id: uuidSchema });
const security = [{ bearerAuth: [] }];

const incomeDivisionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createIncomeDivisionsService(app.database.db);

  app.get(
    '/income_divisions',
    {
      schema: {
        tags: ['income divisions'],
        summary: "The company's income divisions by name (archived ones with includeArchived=true)",
        security,
        querystring: listIncomeDivisionsQuerySchema,
        response: responses(incomeDivisionListSchema, [400, 401]),
      },
    },
    async (request) => ok({ incomeDivisions: await service.listIncomeDivisions(request.ctx, request.query) }),
  );

  app.post(
    '/income_divisions',
    {
      schema: {
        tags: ['income divisions'],
        summary: 'Adds an income division (admins only)',
        security,
        body: createIncomeDivisionInputSchema,
        response: responses(incomeDivisionResultSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok({ incomeDivision: await service.createIncomeDivision(requireCompanyAdmin(request), request.body) }),
  );

  app.put(
    '/income_divisions/:id',
    {
      schema: {
        tags: ['income divisions'],
        summary: 'Changes an income division (admins only)',
        security,
        params: idParams,
        body: updateIncomeDivisionInputSchema,
        response: responses(incomeDivisionResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ incomeDivision: await service.updateIncomeDivision(requireCompanyAdmin(request), request.params.id, request.body) }),
  );

  app.delete(
    '/income_divisions/:id',
    {
      schema: {
        tags: ['income divisions'],
        summary: 'Deletes an income division, or archives it (archived: true) while something uses it (admins only)',
        security,
        params: idParams,
        response: responses(deleteIncomeDivisionResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.deleteIncomeDivision(requireCompanyAdmin(request), request.params.id)),
  );
};

export default incomeDivisionsRoutes;
