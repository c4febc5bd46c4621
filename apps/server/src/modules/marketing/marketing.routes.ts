import {
  avatarInputSchema,
  avatarViewSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignResultSchema,
  channelInputSchema,
  channelListQuerySchema,
  channelListSchema,
  channelResultSchema,
  contentInputSchema,
  contentListSchema,
  contentResultSchema,
  deletedSchema,
  idParamsSchema,
  marketingMessages,
  marketingPlanInputSchema,
  marketingPlanViewSchema,
  spendInputSchema,
  spendQuerySchema,
  spendYearSchema,
  yearParamsSchema,
} from '@groundwork/domain/marketing';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createCampaignsService } from './campaigns.service';
import { createMarketingService } from './marketing.service';

const security = [{ bearerAuth: [] }];
const tags = ['marketing'];

/** Admins and office managers change the marketing area; before the body is read, so others learn nothing from it. */
async function requireMarketer(request: FastifyRequest): Promise<void> {
  requireLeadership(request, marketingMessages.leadersOnly);
}

/**
 * /marketing (docs/business-development.md, "Marketing"): the office reads it (its figures are the sales records');
 * admins and office managers change it. Registered among the office's areas, so a crew leader gets 403.
 */
const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  const marketing = createMarketingService(app.database.db);
  const calendar = createCampaignsService(app.database.db);
  const writer = { onRequest: requireMarketer };

  // ── The plan ──
  app.get(
    '/marketing/plans/:year',
    {
      schema: {
        tags,
        summary: 'A year’s marketing plan: the revenue goal, the company’s own close rate and average job, the leads, estimates and closes needed, month by month, and the budget by channel',
        security,
        params: yearParamsSchema,
        response: responses(marketingPlanViewSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await marketing.plan(request.ctx, request.params.year)),
  );
  app.put(
    '/marketing/plans/:year',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Saves a year’s overrides and budget by channel (updatedAt of the version loaded, null for a first save; a channel of another company is 404)',
        security,
        params: yearParamsSchema,
        body: marketingPlanInputSchema,
        response: responses(marketingPlanViewSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await marketing.savePlan(request.ctx, request.params.year, request.body)),
  );

  // ── Channels ──
  app.get(
    '/marketing/channels',
    {
      schema: {
        tags,
        summary: 'Every channel with its spend, leads, won jobs, revenue, cost per lead and return over whole months (this year by default), and the lead sources no channel is tied to',
        security,
        querystring: channelListQuerySchema,
        response: responses(channelListSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await marketing.channels(request.ctx, request.query)),
  );
  app.post(
    '/marketing/channels',
    {
      ...writer,
      schema: { tags, summary: 'Adds a channel tied to lead sources (each source counts for one channel)', security, body: channelInputSchema, response: responses(channelResultSchema, [400, 401, 403, 404, 409, 422]) },
    },
    async (request) => ok({ channel: await marketing.createChannel(request.ctx, request.body) }),
  );
  app.put(
    '/marketing/channels/:id',
    {
      ...writer,
      schema: { tags, summary: 'Changes a channel against the version loaded', security, params: idParamsSchema, body: channelInputSchema, response: responses(channelResultSchema, [400, 401, 403, 404, 409]) },
    },
    async (request) => ok({ channel: await marketing.updateChannel(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/marketing/channels/:id',
    {
      ...writer,
      schema: { tags, summary: 'Deletes a channel with its spend and budget lines (not while it has campaigns: 422)', security, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404, 422]) },
    },
    async (request) => ok(await marketing.deleteChannel(request.ctx, request.params.id)),
  );
  app.get(
    '/marketing/channels/:id/spend',
    {
      schema: { tags, summary: 'A channel’s spend over a year (this year by default), month by month', security, params: idParamsSchema, querystring: spendQuerySchema, response: responses(spendYearSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await marketing.spend(request.ctx, request.params.id, request.query.year)),
  );
  app.put(
    '/marketing/channels/:id/spend',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Saves a year’s spend month by month against the channel’s version ($0 without a note removes a month)',
        security,
        params: idParamsSchema,
        body: spendInputSchema,
        response: responses(spendYearSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await marketing.saveSpend(request.ctx, request.params.id, request.body)),
  );

  // ── The ideal client avatar ──
  app.get(
    '/marketing/avatar',
    { schema: { tags, summary: 'The ideal client avatar and how many of today’s customers match it, by revenue', security, response: responses(avatarViewSchema, [401, 403]) } },
    async (request) => ok(await marketing.avatar(request.ctx)),
  );
  app.put(
    '/marketing/avatar',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Saves the avatar (updatedAt of the version loaded, null for a first save; a service or lead source of another company is 404)',
        security,
        body: avatarInputSchema,
        response: responses(avatarViewSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await marketing.saveAvatar(request.ctx, request.body)),
  );

  // ── Campaigns ──
  app.get(
    '/marketing/campaigns',
    {
      schema: { tags, summary: 'The campaigns running at some point of a year (this year by default), with their results once started', security, querystring: campaignListQuerySchema, response: responses(campaignListSchema, [400, 401, 403]) },
    },
    async (request) => ok(await calendar.campaigns(request.ctx, request.query.year)),
  );
  app.post(
    '/marketing/campaigns',
    { ...writer, schema: { tags, summary: 'Adds a campaign', security, body: campaignInputSchema, response: responses(campaignResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ campaign: await calendar.createCampaign(request.ctx, request.body) }),
  );
  app.put(
    '/marketing/campaigns/:id',
    {
      ...writer,
      schema: { tags, summary: 'Changes a campaign against the version loaded', security, params: idParamsSchema, body: campaignInputSchema, response: responses(campaignResultSchema, [400, 401, 403, 404, 409]) },
    },
    async (request) => ok({ campaign: await calendar.updateCampaign(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/marketing/campaigns/:id',
    { ...writer, schema: { tags, summary: 'Deletes a campaign', security, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await calendar.deleteCampaign(request.ctx, request.params.id)),
  );

  // ── Content ──
  app.get(
    '/marketing/content',
    { schema: { tags, summary: 'The content schedule: every piece by publishing date, its topics, and who can own one', security, response: responses(contentListSchema, [401, 403]) } },
    async (request) => ok(await calendar.content(request.ctx)),
  );
  app.post(
    '/marketing/content',
    { ...writer, schema: { tags, summary: 'Adds a piece of content', security, body: contentInputSchema, response: responses(contentResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ piece: await calendar.createPiece(request.ctx, request.body) }),
  );
  app.put(
    '/marketing/content/:id',
    {
      ...writer,
      schema: { tags, summary: 'Changes a piece against the version loaded', security, params: idParamsSchema, body: contentInputSchema, response: responses(contentResultSchema, [400, 401, 403, 404, 409]) },
    },
    async (request) => ok({ piece: await calendar.updatePiece(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/marketing/content/:id',
    { ...writer, schema: { tags, summary: 'Deletes a piece of content', security, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await calendar.deletePiece(request.ctx, request.params.id)),
  );
};

export default marketingRoutes;
