import {
  deletedSchema,
  idParamsSchema,
  issueInputSchema,
  issueListQuerySchema,
  issueListSchema,
  issueResultSchema,
  meetingInputSchema,
  meetingListQuerySchema,
  meetingListSchema,
  meetingNotesInputSchema,
  meetingRatingInputSchema,
  meetingResultSchema,
  meetingSectionInputSchema,
  ONLY_LEADERS_RUN_MEETINGS_MESSAGE,
  solveIssueInputSchema,
  solveIssueResultSchema,
} from '@groundwork/domain/meetings';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createMeetingsService } from './meetings.service';

const secured = [{ bearerAuth: [] }];
const tags = ['meetings'];

/** Admins and office managers schedule and run meetings and solve issues; everyone reads, raises and votes. */
async function requireFacilitator(request: FastifyRequest): Promise<void> {
  requireLeadership(request, ONLY_LEADERS_RUN_MEETINGS_MESSAGE);
}

/** /meetings and /issues (docs/business-development.md, "Meetings"). */
const meetingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createMeetingsService({ db: app.database.db, mail: app.mail, publicUrl: app.config.publicUrl });
  const facilitator = { preHandler: requireFacilitator };

  app.get(
    '/meetings',
    { schema: { tags, summary: 'Upcoming and running meetings (soonest first) and past ones (latest first)', security: secured, querystring: meetingListQuerySchema, response: responses(meetingListSchema, [400, 401]) } },
    async (request) => ok(await service.list(request.ctx, request.query.kind)),
  );
  app.get(
    '/meetings/:id',
    { schema: { tags, summary: 'A meeting with its agenda, where it got to, its minutes and ratings', security: secured, params: idParamsSchema, response: responses(meetingResultSchema, [400, 401, 404]) } },
    async (request) => ok(await service.get(request.ctx, request.params.id)),
  );
  app.post(
    '/meetings',
    { ...facilitator, schema: { tags, summary: 'Schedule a meeting', security: secured, body: meetingInputSchema, response: responses(meetingResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await service.create(request.ctx, request.body)),
  );
  app.put(
    '/meetings/:id',
    {
      ...facilitator,
      schema: { tags, summary: 'Reschedule a meeting not started yet', security: secured, params: idParamsSchema, body: meetingInputSchema, response: responses(meetingResultSchema, [400, 401, 403, 404, 409, 422]) },
    },
    async (request) => ok(await service.update(request.ctx, request.params.id, request.body)),
  );
  app.delete(
    '/meetings/:id',
    { ...facilitator, schema: { tags, summary: 'Delete a meeting not started yet', security: secured, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404, 422]) } },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );
  app.post(
    '/meetings/:id/start',
    { ...facilitator, schema: { tags, summary: 'Start the meeting: its first section’s timer runs', security: secured, params: idParamsSchema, response: responses(meetingResultSchema, [400, 401, 403, 404, 409, 422]) } },
    async (request) => ok(await service.start(request.ctx, request.params.id)),
  );
  app.put(
    '/meetings/:id/section',
    {
      ...facilitator,
      schema: { tags, summary: 'Move to a section of the agenda (its timer starts)', security: secured, params: idParamsSchema, body: meetingSectionInputSchema, response: responses(meetingResultSchema, [400, 401, 403, 404, 422]) },
    },
    async (request) => ok(await service.moveTo(request.ctx, request.params.id, request.body.index)),
  );
  app.put(
    '/meetings/:id/notes',
    {
      ...facilitator,
      schema: { tags, summary: 'Keep a section’s minutes', security: secured, params: idParamsSchema, body: meetingNotesInputSchema, response: responses(meetingResultSchema, [400, 401, 403, 404, 422]) },
    },
    async (request) => ok(await service.saveNotes(request.ctx, request.params.id, request.body.section, request.body.notes)),
  );
  app.put(
    '/meetings/:id/ratings',
    {
      schema: {
        tags,
        summary: 'Rate the meeting 1–10: an attendee their own, the one running it any attendee’s',
        security: secured,
        params: idParamsSchema,
        body: meetingRatingInputSchema,
        response: responses(meetingResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok(await service.rate(request.ctx, request.params.id, request.body.userId, request.body.rating)),
  );
  app.post(
    '/meetings/:id/end',
    { ...facilitator, schema: { tags, summary: 'End the meeting and e-mail its recap to the attendees', security: secured, params: idParamsSchema, response: responses(meetingResultSchema, [400, 401, 403, 404, 409, 422]) } },
    async (request) => ok(await service.end(request.ctx, request.params.id)),
  );

  app.get(
    '/issues',
    { schema: { tags, summary: 'The issues list: open ones by votes then age, then solved ones', security: secured, querystring: issueListQuerySchema, response: responses(issueListSchema, [400, 401]) } },
    async (request) => ok(await service.issues(request.ctx, request.query.status)),
  );
  app.post(
    '/issues',
    { schema: { tags, summary: 'Raise an issue (from the scorecard, a priority or anywhere)', security: secured, body: issueInputSchema, response: responses(issueResultSchema, [400, 401, 404, 422]) } },
    async (request) => ok({ issue: await service.raise(request.ctx, request.body) }),
  );
  app.put(
    '/issues/:id',
    {
      schema: { tags, summary: 'Change an open issue: whoever raised it, an admin or an office manager', security: secured, params: idParamsSchema, body: issueInputSchema, response: responses(issueResultSchema, [400, 401, 403, 404, 409, 422]) },
    },
    async (request) => ok({ issue: await service.updateIssue(request.ctx, request.params.id, request.body) }),
  );
  app.post(
    '/issues/:id/vote',
    { schema: { tags, summary: 'Vote an open issue up, or take the vote back', security: secured, params: idParamsSchema, response: responses(issueResultSchema, [400, 401, 404, 422]) } },
    async (request) => ok({ issue: await service.vote(request.ctx, request.params.id) }),
  );
  app.post(
    '/issues/:id/solve',
    {
      ...facilitator,
      schema: { tags, summary: 'Solve an issue: the resolution and the to-dos that carry it out', security: secured, params: idParamsSchema, body: solveIssueInputSchema, response: responses(solveIssueResultSchema, [400, 401, 403, 404, 422]) },
    },
    async (request) => ok(await service.solve(request.ctx, request.params.id, request.body)),
  );
  app.delete(
    '/issues/:id',
    { ...facilitator, schema: { tags, summary: 'Drop an issue', security: secured, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await service.removeIssue(request.ctx, request.params.id)),
  );
};

export default meetingsRoutes;
