import { createInvoiceBatchInputSchema, invoiceBatchResultSchema, invoicingAssistantQuerySchema, invoicingAssistantResultSchema } from '@groundwork/domain/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createAssistantService } from './assistant.service';
import { createBatchDraftsService } from './batch-drafts.service';

const secured = [{ bearerAuth: [] }];
const tags = ['invoices'];

/** The invoicing assistant (/invoices/assistant): what is ready to bill, and a batch of drafts made from it. */
const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const assistant = createAssistantService({ db: app.database.db });
  const batches = createBatchDraftsService({ db: app.database.db });

  app.get(
    '/invoices/assistant',
    {
      schema: {
        tags,
        summary: 'Everything ready to bill, grouped by customer, each with its pre-flight status',
        security: secured,
        querystring: invoicingAssistantQuerySchema,
        response: responses(invoicingAssistantResultSchema, [400, 401, 403]),
      },
    },
    async (request) => ok({ assistant: await assistant.assistant(request.ctx, request.query) }),
  );

  app.post(
    '/invoices/batch',
    {
      schema: {
        tags,
        summary: 'Drafts from the items chosen (numbered in order; an item billed elsewhere meanwhile is skipped, never billed twice)',
        security: secured,
        body: createInvoiceBatchInputSchema,
        response: createdResponses(invoiceBatchResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => reply.code(201).send(ok({ batch: await batches.create(request.ctx, request.body) })),
  );
};

export default assistantRoutes;
