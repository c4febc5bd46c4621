import { kpisSchema, reportNameParamsSchema, reportQuerySchema, reportSchema } from '@groundwork/domain/reporting';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { companyKpis } from './kpis.service';
import { createReportingService } from './reporting.service';

/** /reports/{name} (docs/reporting.md): one report of the company's own records over a range, with its comparison. */
const reportingRoutes: FastifyPluginAsyncZod = async (app) => {
  const reporting = createReportingService(app.database.db);

  app.get(
    '/reports/:name',
    {
      schema: {
        tags: ['reporting'],
        summary: 'A report over a range (inclusive, the company’s calendar), compared with the previous period or the same period last year',
        security: [{ bearerAuth: [] }],
        params: reportNameParamsSchema,
        querystring: reportQuerySchema,
        response: responses(z.object({ report: reportSchema }), [400, 401, 403]),
      },
    },
    async (request) => ok({ report: await reporting.report(request.ctx, request.params.name, request.query) }),
  );

  app.get(
    '/kpis',
    {
      schema: {
        tags: ['reporting'],
        summary: 'The dashboard’s KPI cards: this month and this season to date, each against the same days last year and the budget',
        security: [{ bearerAuth: [] }],
        response: responses(kpisSchema, [401, 403]),
      },
    },
    async (request) => ok(await companyKpis(app.database.db, request.ctx)),
  );
};

export default reportingRoutes;
