import {
  quickBooksCallbackQuerySchema,
  quickBooksConnectResultSchema,
  quickBooksDisconnectResultSchema,
  quickBooksRecordIdParamsSchema,
  quickBooksRetryResultSchema,
  quickBooksStatusSchema,
  quickBooksSyncResultSchema,
} from '@groundwork/domain/quickbooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth';
import { acceptedResponses, ok, responses } from '../../lib/responses';
import { intuitQuickBooksApi } from './quickbooks-api';
import { createQuickBooksConnections } from './quickbooks-connection';
import { tokenCipher } from './quickbooks-secrets';
import { createQuickBooksSync, QUICKBOOKS_PUSH_JOB, QUICKBOOKS_SWEEP_JOB } from './quickbooks-sync';
import { createQuickBooksService } from './quickbooks.service';

const secured = [{ bearerAuth: [] }];
const tags = ['integrations'];
/** Intuit sends a browser here once per Connect; anyone else is refused by the state, but not for free. */
const callbackRateLimit = { max: 30, timeWindow: 60_000 } as const;

/**
 * Live QuickBooks Online sync (docs/quickbooks.md): off unless QUICKBOOKS_CLIENT_ID and QUICKBOOKS_CLIENT_SECRET are
 * set — then the status says `configured: false` and every other call answers 409 'QuickBooks is not configured'.
 * Admins only; the callback is public (Intuit's redirect carries no session) and trusts only its signed state.
 * The push and sweep jobs are registered on the queue here.
 */
const quickBooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const config = app.config.quickBooks;
  let quickBooks = null;
  if (config) {
    const api = intuitQuickBooksApi(config);
    const cipher = tokenCipher(config.clientSecret);
    const connections = createQuickBooksConnections({ db, api, cipher });
    const sync = createQuickBooksSync({ db, queue: app.queue, api, connections, log: app.log });
    quickBooks = { config, api, cipher, connections, sync };
    app.queue.register(QUICKBOOKS_SWEEP_JOB, async (job) => {
      await sync.sweep(job.companyId!);
    });
    app.queue.register(QUICKBOOKS_PUSH_JOB, async (job) => {
      await sync.push(job.companyId!, String(job.payload.syncId), job);
    });
  }
  const service = createQuickBooksService({ db, queue: app.queue, quickBooks, publicUrl: app.config.publicUrl, secret: app.jwtSecret, log: app.log });
  const adminsOnly = { onRequest: async (request: Parameters<typeof requireAdmin>[0]) => void requireAdmin(request) };

  app.get(
    '/integrations/quickbooks',
    {
      ...adminsOnly,
      schema: {
        tags,
        summary: 'The QuickBooks Online connection: configured, connected to which company, last sync, records by status and the failed ones',
        security: secured,
        response: responses(quickBooksStatusSchema, [401, 403]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.status(request.ctx));
    },
  );
  app.get(
    '/integrations/quickbooks/connect',
    {
      ...adminsOnly,
      schema: {
        tags,
        summary: "Intuit's consent page to connect QuickBooks Online (the browser goes there; the state in it works once, for 10 minutes)",
        security: secured,
        response: responses(quickBooksConnectResultSchema, [401, 403, 409]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.connect(request.ctx));
    },
  );
  app.get(
    '/integrations/quickbooks/callback',
    {
      config: { public: true, rateLimit: callbackRateLimit },
      schema: {
        tags,
        summary: "Intuit's redirect after consent (public; the signed state names the company): stores the connection and redirects to /integrations?quickbooks=connected|denied|expired|failed",
        querystring: quickBooksCallbackQuerySchema,
        response: responses(quickBooksStatusSchema, [400, 409, 429]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(await service.callback(request.query), 302);
    },
  );
  app.post(
    '/integrations/quickbooks/disconnect',
    {
      ...adminsOnly,
      schema: { tags, summary: 'Disconnect: revoke the grant at Intuit and forget its tokens', security: secured, response: responses(quickBooksDisconnectResultSchema, [401, 403, 409]) },
    },
    async (request) => ok(await service.disconnect(request.ctx)),
  );
  app.post(
    '/integrations/quickbooks/sync',
    {
      ...adminsOnly,
      schema: {
        tags,
        summary: 'Sync now: queue a push of every customer, sent invoice and payment new or changed since its last sync, or failed',
        security: secured,
        response: acceptedResponses(quickBooksSyncResultSchema, [401, 403, 409]),
      },
    },
    async (request, reply) => reply.code(202).send(ok(await service.requestSync(request.ctx))),
  );
  app.post(
    '/integrations/quickbooks/records/:id/retry',
    {
      ...adminsOnly,
      schema: {
        tags,
        summary: 'Retry one record whose sync failed (after fixing what QuickBooks refused)',
        security: secured,
        params: quickBooksRecordIdParamsSchema,
        response: acceptedResponses(quickBooksRetryResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request, reply) => reply.code(202).send(ok(await service.retry(request.ctx, request.params.id))),
  );
};

export default quickBooksRoutes;
