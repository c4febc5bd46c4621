import { isAdminRole } from '@groundwork/domain/auth';
import {
  apiKeyCreatedSchema,
  apiKeyIdParamsSchema,
  apiKeyInputSchema,
  apiKeyListSchema,
  apiKeyResultSchema,
  calendarFeedIdParamsSchema,
  calendarFeedInputSchema,
  calendarFeedListSchema,
  calendarFeedResultSchema,
  deletedSchema,
  deliveryIdParamsSchema,
  deliveryListQuerySchema,
  deliveryListSchema,
  deliveryResultSchema,
  integrationsSummarySchema,
  ONLY_ADMINS_CHANGE_INTEGRATIONS_MESSAGE,
  webhookIdParamsSchema,
  webhookInputSchema,
  webhookListSchema,
  webhookResultSchema,
} from '@groundwork/domain/integrations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { requireLeadership } from '../../lib/company-admin';
import { acceptedResponses, createdResponses, ok, responses } from '../../lib/responses';
import { createApiKeysService } from './api-keys.service';
import { createCalendarFeedsService } from './calendar-feeds.service';
import { integrationsSummary } from './integrations.service';
import { createWebhooksService } from './webhooks.service';

const secured = [{ bearerAuth: [] }];
const tags = ['integrations'];

/** Webhooks carry their signing secrets and keys open the whole API: admins only, reading included. */
async function requireIntegrationsAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdminRole(request.ctx.role)) throw new AppError('FORBIDDEN', ONLY_ADMINS_CHANGE_INTEGRATIONS_MESSAGE);
}

/** Calendar feeds show the schedule: admins and office managers hand them out. */
async function requireFeedManager(request: FastifyRequest): Promise<void> {
  requireLeadership(request, 'Only admins and office managers can manage calendar feeds.');
}

/**
 * /integrations (docs/integrations.md): webhooks and their deliveries, API keys, calendar feeds, and the page's summary.
 * Registered among the office's areas (a crew leader gets 403); API keys cannot reach these paths (plugins/auth.ts).
 */
const integrationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const webhooks = createWebhooksService({ db, queue: app.queue, allowPrivate: app.config.webhooksAllowPrivate });
  const apiKeys = createApiKeysService({ db });
  const feeds = createCalendarFeedsService({ db, publicUrl: app.config.publicUrl });
  const admin = { onRequest: requireIntegrationsAdmin };
  const feedManager = { onRequest: requireFeedManager };

  app.get(
    '/integrations/summary',
    { schema: { tags, summary: 'Each connection’s status and last activity, for the integrations page', security: secured, response: responses(integrationsSummarySchema, [401, 403]) } },
    async (request) => ok(await integrationsSummary(db, request.ctx)),
  );

  // ── Webhooks ──
  app.get(
    '/integrations/webhooks',
    { ...admin, schema: { tags, summary: 'The company’s webhooks with their last delivery, and the events one can subscribe to', security: secured, response: responses(webhookListSchema, [401, 403]) } },
    async (request) => ok({ webhooks: await webhooks.list(request.ctx), eventTypes: [...webhooks.eventTypes] }),
  );
  app.post(
    '/integrations/webhooks',
    {
      ...admin,
      schema: { tags, summary: 'Subscribe an address to events (it gets its signing secret at once)', security: secured, body: webhookInputSchema, response: createdResponses(webhookResultSchema, [400, 401, 403, 409]) },
    },
    async (request, reply) => reply.code(201).send(ok({ webhook: await webhooks.create(request.ctx, request.body) })),
  );
  app.put(
    '/integrations/webhooks/:id',
    {
      ...admin,
      schema: { tags, summary: 'Change a webhook’s address, events or whether it is on', security: secured, params: webhookIdParamsSchema, body: webhookInputSchema, response: responses(webhookResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok({ webhook: await webhooks.update(request.ctx, request.params.id, request.body) }),
  );
  app.post(
    '/integrations/webhooks/:id/roll_secret',
    { ...admin, schema: { tags, summary: 'A new signing secret; the old one stops at once', security: secured, params: webhookIdParamsSchema, response: responses(webhookResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ webhook: await webhooks.rollSecret(request.ctx, request.params.id) }),
  );
  app.delete(
    '/integrations/webhooks/:id',
    { ...admin, schema: { tags, summary: 'Delete a webhook and its delivery log', security: secured, params: webhookIdParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await webhooks.remove(request.ctx, request.params.id)),
  );
  app.post(
    '/integrations/webhooks/:id/test',
    { ...admin, schema: { tags, summary: 'Send a webhook.ping event to this address now', security: secured, params: webhookIdParamsSchema, response: acceptedResponses(deliveryResultSchema, [400, 401, 403, 404]) } },
    async (request, reply) => reply.code(202).send(ok({ delivery: await webhooks.sendTest(request.ctx, request.params.id) })),
  );
  app.get(
    '/integrations/webhooks/:id/deliveries',
    {
      ...admin,
      schema: {
        tags,
        summary: 'A webhook’s deliveries, newest first: status, tries, the receiver’s answer, the body sent',
        security: secured,
        params: webhookIdParamsSchema,
        querystring: deliveryListQuerySchema,
        response: responses(deliveryListSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await webhooks.deliveries(request.ctx, request.params.id, request.query.page)),
  );
  app.post(
    '/integrations/webhook_deliveries/:id/replay',
    {
      ...admin,
      schema: { tags, summary: 'Send a delivery’s event once more (same event id and body, signed anew)', security: secured, params: deliveryIdParamsSchema, response: acceptedResponses(deliveryResultSchema, [400, 401, 403, 404]) },
    },
    async (request, reply) => reply.code(202).send(ok({ delivery: await webhooks.replay(request.ctx, request.params.id) })),
  );

  // ── API keys ──
  app.get(
    '/integrations/api_keys',
    { ...admin, schema: { tags, summary: 'The company’s API keys (never the keys themselves), live ones first', security: secured, response: responses(apiKeyListSchema, [401, 403]) } },
    async (request) => ok({ apiKeys: await apiKeys.list(request.ctx) }),
  );
  app.post(
    '/integrations/api_keys',
    {
      ...admin,
      schema: { tags, summary: 'Make a key: the answer is the only time it is shown', security: secured, body: apiKeyInputSchema, response: createdResponses(apiKeyCreatedSchema, [400, 401, 403, 409]) },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send(ok(await apiKeys.create(request.ctx, request.body)));
    },
  );
  app.post(
    '/integrations/api_keys/:id/revoke',
    { ...admin, schema: { tags, summary: 'Revoke a key for good: its next call is 401', security: secured, params: apiKeyIdParamsSchema, response: responses(apiKeyResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ apiKey: await apiKeys.revoke(request.ctx, request.params.id) }),
  );

  // ── Calendar feeds ──
  app.get(
    '/integrations/calendar_feeds',
    { ...feedManager, schema: { tags, summary: 'The calendar feeds with their secret addresses, and the crews and employees one can be for', security: secured, response: responses(calendarFeedListSchema, [401, 403]) } },
    async (request) => ok(await feeds.list(request.ctx)),
  );
  app.post(
    '/integrations/calendar_feeds',
    {
      ...feedManager,
      schema: { tags, summary: 'A secret iCalendar address for a crew’s or an employee’s work orders', security: secured, body: calendarFeedInputSchema, response: createdResponses(calendarFeedResultSchema, [400, 401, 403, 404]) },
    },
    async (request, reply) => reply.code(201).send(ok({ feed: await feeds.create(request.ctx, request.body) })),
  );
  app.delete(
    '/integrations/calendar_feeds/:id',
    { ...feedManager, schema: { tags, summary: 'Turn a calendar address off for good', security: secured, params: calendarFeedIdParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await feeds.remove(request.ctx, request.params.id)),
  );
};

export default integrationsRoutes;
