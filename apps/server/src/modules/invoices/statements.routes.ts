import { customerLedgerQuerySchema } from '@groundwork/domain/invoices';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderCustomerStatement } from './statements.service';

const secured = [{ bearerAuth: [] }];
const tags = ['payments'];
const customerIdParams = z.object({ id: uuidSchema });

/** The customer's printable statement (the ledger as a PDF with the company's letterhead). */
const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/customers/:id/statement.pdf',
    {
      schema: {
        tags,
        summary: "The customer's statement for a period as a PDF: opening balance, entries with the running balance, what is owed",
        security: secured,
        params: customerIdParams,
        querystring: customerLedgerQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await renderCustomerStatement(app.database.db, request.log, request.ctx.companyId, request.params.id, request.query);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};

export default statementsRoutes;
