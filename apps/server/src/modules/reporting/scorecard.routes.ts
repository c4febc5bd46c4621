import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  measurableDeleteResultSchema,
  measurableIdParamsSchema,
  measurableInputSchema,
  measurableListSchema,
  measurableOrderInputSchema,
  measurableResultSchema,
  measurableWeekParamsSchema,
  ONLY_LEADERS_KEEP_SCORECARD_MESSAGE,
  scorecardQuerySchema,
  scorecardSchema,
  weekValueInputSchema,
  weekValueResultSchema,
} from '@groundwork/domain/scorecard';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createScorecardService } from './scorecard.service';

const secured = [{ bearerAuth: [] }];
const tags = ['scorecard'];

/** Before anything is read: admins and office managers keep the scorecard; the rest of the office reads it. */
async function requireScorecardKeeper(request: FastifyRequest): Promise<void> {
  requireLeadership(request, ONLY_LEADERS_KEEP_SCORECARD_MESSAGE);
}

/** /scorecard (docs/business-development.md, "Company scorecard"): weekly measurables, typed or read off the reports. */
const scorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  const scorecard = createScorecardService(app.database.db);

  app.get(
    '/scorecard',
    {
      schema: {
        tags,
        summary: 'The scorecard: each measurable over the 13 weeks ending with the week of `end` (this week by default), on or off track, its average and its quarter',
        security: secured,
        querystring: scorecardQuerySchema,
        response: responses(scorecardSchema, [400, 401]),
      },
    },
    async (request) => ok(await scorecard.grid(request.ctx, request.query.end)),
  );

  app.get(
    '/scorecard/measurables',
    { schema: { tags, summary: 'The measurables in the order the scorecard shows them', security: secured, response: responses(measurableListSchema, [401]) } },
    async (request) => ok({ measurables: await scorecard.list(request.ctx), canEdit: isLeadershipRole(request.ctx.role) }),
  );

  app.post(
    '/scorecard/measurables',
    {
      preHandler: requireScorecardKeeper,
      schema: { tags, summary: 'Add a measurable (15 at most)', security: secured, body: measurableInputSchema, response: responses(measurableResultSchema, [400, 401, 403, 404, 422]) },
    },
    async (request) => ok({ measurable: await scorecard.create(request.ctx, request.body) }),
  );

  app.put(
    '/scorecard/measurables/:id',
    {
      preHandler: requireScorecardKeeper,
      schema: {
        tags,
        summary: 'Change a measurable against the version loaded (409 when it changed since)',
        security: secured,
        params: measurableIdParamsSchema,
        body: measurableInputSchema,
        response: responses(measurableResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ measurable: await scorecard.update(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/scorecard/measurables/:id',
    {
      preHandler: requireScorecardKeeper,
      schema: { tags, summary: 'Remove a measurable and its typed weeks', security: secured, params: measurableIdParamsSchema, response: responses(measurableDeleteResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await scorecard.remove(request.ctx, request.params.id)),
  );

  app.put(
    '/scorecard/order',
    {
      preHandler: requireScorecardKeeper,
      schema: { tags, summary: 'Put the measurables in a new order (every one, once)', security: secured, body: measurableOrderInputSchema, response: responses(measurableListSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok({ measurables: await scorecard.reorder(request.ctx, request.body.ids), canEdit: true }),
  );

  app.put(
    '/scorecard/measurables/:id/weeks/:week',
    {
      preHandler: requireScorecardKeeper,
      schema: {
        tags,
        summary: 'Type a week’s value of a typed measurable (null clears it); a measurable that fills itself is 422',
        security: secured,
        params: measurableWeekParamsSchema,
        body: weekValueInputSchema,
        response: responses(weekValueResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok({ cell: await scorecard.setWeek(request.ctx, request.params.id, request.params.week, request.body.value) }),
  );
};

export default scorecardRoutes;
