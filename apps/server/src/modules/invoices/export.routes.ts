import { accountingExportQuerySchema } from '@groundwork/domain/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createExportService } from './export.service';

const secured = [{ bearerAuth: [] }];
const tags = ['invoices'];

/** The accounting export: a period's invoices, payments, refunds and credit notes for QuickBooks (IIF) or a spreadsheet (CSV). */
const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createExportService({ db: app.database.db });

  app.get(
    '/invoices/export',
    {
      schema: {
        tags,
        summary: 'Invoices, payments, refunds and credit notes dated from `from` to `to`, as a QuickBooks IIF file or a CSV',
        security: secured,
        querystring: accountingExportQuerySchema,
      },
    },
    async (request, reply) => {
      const file = await service.accountingExport(request.ctx, request.query);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(file.body);
    },
  );
};

export default exportRoutes;
