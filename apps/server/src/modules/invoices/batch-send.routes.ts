import {
  batchIdParamsSchema,
  invoiceBatchProgressResultSchema,
  sendInvoiceBatchInputSchema,
} from '@groundwork/domain/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptedResponses, ok, responses } from '../../lib/responses';
import { createBatchSendService } from './batch-send.service';
import { createInvoicesService } from './invoices.service';

const secured = [{ bearerAuth: [] }];
const tags = ['invoices'];

/** Sending many invoices at once, as background jobs, and the progress bar that follows them. */
const batchSendRoutes: FastifyPluginAsyncZod = async (app) => {
  const invoicesService = createInvoicesService({ db: app.database.db, mail: app.mail, publicUrl: app.config.publicUrl, onlinePayments: false, log: app.log });
  const service = createBatchSendService({ db: app.database.db, queue: app.queue, sendOne: invoicesService.sendOne });

  app.post(
    '/invoices/batch/send',
    {
      schema: {
        tags,
        summary: 'E-mail many invoices (drafts become sent) in the background; answers 202 with the progress at once',
        security: secured,
        body: sendInvoiceBatchInputSchema,
        response: acceptedResponses(invoiceBatchProgressResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request, reply) => reply.code(202).send(ok({ progress: await service.start(request.ctx, request.body) })),
  );

  app.get(
    '/invoices/batch/:id',
    {
      schema: {
        tags,
        summary: "A batch's progress: sent, failed (with why) and pending (the progress bar polls this)",
        security: secured,
        params: batchIdParamsSchema,
        response: responses(invoiceBatchProgressResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ progress: await service.progress(request.ctx, request.params.id) }),
  );
};

export default batchSendRoutes;
