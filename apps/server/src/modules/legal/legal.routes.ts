import { legalDocumentSchema } from '@groundwork/domain/legal';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/responses';
import { createLegalService } from './legal.service';

const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const legal = createLegalService(app.database.db);

  app.get(
    '/legal_documents/:type',
    {
      config: { public: true },
      schema: {
        tags: ['legal'],
        summary: 'The Terms of Service (terms) or the Privacy Notice (privacy), as sanitised HTML',
        params: z.object({ type: z.string() }),
        response: responses(legalDocumentSchema, [404]),
      },
    },
    async (request) => ok(await legal.getLegalDocument(request.params.type)),
  );
};

export default legalRoutes;
