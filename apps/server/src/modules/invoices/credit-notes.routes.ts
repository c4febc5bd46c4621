import { createCreditNoteInputSchema, creditNoteListSchema, creditNoteResultSchema, listCreditNotesQuerySchema } from '@groundwork/domain/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createCreditNotesService } from './credit-notes.service';

const secured = [{ bearerAuth: [] }];
const tags = ['credit notes'];

/** Credit notes: corrections and goodwill credits, never an edit of a sent invoice. */
const creditNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCreditNotesService({ db: app.database.db });

  app.get(
    '/credit_notes',
    {
      schema: {
        tags,
        summary: "The company's credit notes, by number (a customer's, or an invoice's)",
        security: secured,
        querystring: listCreditNotesQuerySchema,
        response: responses(creditNoteListSchema, [400, 401, 403]),
      },
    },
    async (request) => ok({ creditNotes: await service.list(request.ctx, request.query) }),
  );

  app.post(
    '/credit_notes',
    {
      schema: {
        tags,
        summary: "Issue a credit note: off its invoice's balance, the rest to the customer's credit",
        security: secured,
        body: createCreditNoteInputSchema,
        response: createdResponses(creditNoteResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => reply.code(201).send(ok({ creditNote: await service.create(request.ctx, request.body) })),
  );
};

export default creditNotesRoutes;
