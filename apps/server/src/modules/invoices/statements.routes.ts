import { customerLedgerQuerySchema, invoiceBatchProgressResultSchema, sendStatementsInputSchema } from '@groundwork/domain/invoices';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptedResponses, ok } from '../../lib/responses';
import { createStatementsBulkService } from './statements-bulk.service';
import { renderCustomerStatement } from './statements.service';

const secured = [{ bearerAuth: [] }];
const tags = ['payments'];
const customerIdParams = z.object({ id: uuidSchema });

/** The customer's printable statement (the ledger as a PDF with the company's letterhead), and statements in bulk. */
const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const bulk = createStatementsBulkService({ db: app.database.db, queue: app.queue, mail: app.mail, log: app.log });

  app.post(
    '/receivables/statements',
    {
      schema: {
        tags,
        summary: 'E-mail statements to the customers named, or to every customer with an overdue balance, in the background; answers 202 with the progress',
        security: secured,
        body: sendStatementsInputSchema,
        response: acceptedResponses(invoiceBatchProgressResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => reply.code(202).send(ok({ progress: await bulk.start(request.ctx, request.body) })),
  );

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
