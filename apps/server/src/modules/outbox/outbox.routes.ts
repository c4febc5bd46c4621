import { outboxListSchema } from '@groundwork/domain/outbox';
import { pageQuerySchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { requireAdmin } from '../../plugins/auth';
import { createOutboxService } from './outbox.service';

const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const outbox = createOutboxService(app.database.db);

  app.get(
    '/outbox_messages',
    {
      schema: {
        tags: ['outbox'],
        summary: "The company's e-mails, newest first (admins only)",
        security: [{ bearerAuth: [] }],
        querystring: pageQuerySchema,
        response: responses(outboxListSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await outbox.listOutboxMessages(requireAdmin(request), request.query)),
  );
};

export default outboxRoutes;
