import {
  assignOnboardingInputSchema,
  createOneOnOneInputSchema,
  deletedSchema,
  developmentPeopleSchema,
  employeeQuerySchema,
  idParamsSchema,
  itemParamsSchema,
  onboardingAssignmentResultSchema,
  onboardingChecklistInputSchema,
  onboardingChecklistSchema,
  onboardingOverviewSchema,
  oneOnOneListSchema,
  oneOnOneResultSchema,
  ONLY_LEADERS_ONBOARDING_MESSAGE,
  peopleDevelopmentSummarySchema,
  positionParamsSchema,
  reviewInputSchema,
  reviewListSchema,
  reviewResultSchema,
  reviewScheduleSchema,
  signOffInputSchema,
  startReviewInputSchema,
  updateOneOnOneInputSchema,
} from '@groundwork/domain/people-development';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createPeopleDevelopmentService } from './people-development.service';

const security = [{ bearerAuth: [] }];
const tags = ['people-development'];

/** Onboarding checklists are kept and assigned by admins and office managers; before the body is read. */
async function requireOnboardingKeeper(request: FastifyRequest): Promise<void> {
  requireLeadership(request, ONLY_LEADERS_ONBOARDING_MESSAGE);
}

const signerName = (request: FastifyRequest) => `${request.user.firstName} ${request.user.lastName}`.trim() || request.user.email;

/**
 * /people_development (docs/business-development.md, "People development"): 30-day onboarding, one-on-ones and
 * quarterly reviews. Who sees what follows the org chart (people-scope.ts): admins and office managers everyone, a
 * manager the people below their seats, anyone their own records — so these routes are open to every role and each
 * answer is narrowed by the service.
 */
const peopleDevelopmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createPeopleDevelopmentService(app.database.db);
  const keepers = { onRequest: requireOnboardingKeeper };

  app.get(
    '/people_development/summary',
    { schema: { tags, summary: 'One live figure per people-development page, for the people the reader sees', security, response: responses(peopleDevelopmentSummarySchema, [401]) } },
    async (request) => ok(await service.summary(request.ctx)),
  );

  app.get(
    '/people_development/people',
    { schema: { tags, summary: 'The employees the reader sees here, with their seats, their managers on the chart and their sign-in', security, response: responses(developmentPeopleSchema, [401]) } },
    async (request) => ok(await service.people(request.ctx)),
  );

  // ── 30-day onboarding ──────────────────────────────────────────────────────────────────────

  app.get(
    '/people_development/onboarding',
    { schema: { tags, summary: 'New hires’ onboarding checklists the reader sees, with progress and overdue items', security, response: responses(onboardingOverviewSchema, [401]) } },
    async (request) => ok(await service.onboarding.overview(request.ctx, await service.today(request.ctx))),
  );

  app.post(
    '/people_development/onboarding',
    {
      ...keepers,
      schema: {
        tags,
        summary: 'Assigns a position’s checklist to a new hire from a start date (admins and office managers)',
        security,
        body: assignOnboardingInputSchema,
        response: responses(onboardingAssignmentResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok({ assignment: await service.onboarding.assign(request.ctx, request.body, await service.today(request.ctx)) }),
  );

  app.put(
    '/people_development/onboarding/:id/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Signs a checklist item off, or takes the sign-off back (the new hire’s manager, an admin or an office manager; updatedAt of the item loaded)',
        security,
        params: itemParamsSchema,
        body: signOffInputSchema,
        response: responses(onboardingAssignmentResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) =>
      ok({ assignment: await service.onboarding.signOff(request.ctx, request.params.id, request.params.itemId, request.body, await service.today(request.ctx), signerName(request)) }),
  );

  app.delete(
    '/people_development/onboarding/:id',
    { ...keepers, schema: { tags, summary: 'Removes a new hire’s onboarding checklist (admins and office managers)', security, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await service.onboarding.remove(request.ctx, request.params.id)),
  );

  app.get(
    '/people_development/onboarding/checklists/:positionId',
    {
      ...keepers,
      schema: {
        tags,
        summary: 'A position’s onboarding checklist: as saved, or generated from its responsibilities (admins and office managers)',
        security,
        params: positionParamsSchema,
        response: responses(onboardingChecklistSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.onboarding.checklist(request.ctx, request.params.positionId)),
  );

  app.put(
    '/people_development/onboarding/checklists/:positionId',
    {
      ...keepers,
      schema: {
        tags,
        summary: 'Saves a position’s onboarding checklist (admins and office managers; updatedAt of the version loaded, null for the generated one)',
        security,
        params: positionParamsSchema,
        body: onboardingChecklistInputSchema,
        response: responses(onboardingChecklistSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok(await service.onboarding.saveChecklist(request.ctx, request.params.positionId, request.body)),
  );

  // ── One-on-ones ────────────────────────────────────────────────────────────────────────────

  app.get(
    '/people_development/one_on_ones',
    {
      schema: { tags, summary: 'One-on-ones the reader sees, newest first (of one employee with employeeId)', security, querystring: employeeQuerySchema, response: responses(oneOnOneListSchema, [400, 401, 404]) },
    },
    async (request) => ok(await service.oneOnOnes.list(request.ctx, request.query.employeeId, await service.today(request.ctx))),
  );

  app.post(
    '/people_development/one_on_ones',
    {
      schema: {
        tags,
        summary: 'Records a one-on-one with an employee; each commitment becomes a to-do of its owner (their manager, an admin or an office manager)',
        security,
        body: createOneOnOneInputSchema,
        response: responses(oneOnOneResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ meeting: await service.oneOnOnes.create(request.ctx, request.body, await service.today(request.ctx)) }),
  );

  app.put(
    '/people_development/one_on_ones/:id',
    {
      schema: {
        tags,
        summary: 'Changes a one-on-one; new commitments become to-dos beside those made before (updatedAt of the version loaded)',
        security,
        params: idParamsSchema,
        body: updateOneOnOneInputSchema,
        response: responses(oneOnOneResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ meeting: await service.oneOnOnes.update(request.ctx, request.params.id, request.body, await service.today(request.ctx)) }),
  );

  app.delete(
    '/people_development/one_on_ones/:id',
    { schema: { tags, summary: 'Deletes a one-on-one; the to-dos its commitments became stay', security, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await service.oneOnOnes.remove(request.ctx, request.params.id)),
  );

  // ── Quarterly reviews ──────────────────────────────────────────────────────────────────────

  app.get(
    '/people_development/reviews',
    {
      schema: { tags, summary: 'Reviews the reader sees, newest quarter first (an employee’s history with employeeId)', security, querystring: employeeQuerySchema, response: responses(reviewListSchema, [400, 401, 404]) },
    },
    async (request) => ok(await service.reviews.list(request.ctx, request.query.employeeId, await service.today(request.ctx))),
  );

  app.get(
    '/people_development/reviews/schedule',
    { schema: { tags, summary: 'The reader’s people: when each one’s next quarterly review is due, and last quarter’s overdue', security, response: responses(reviewScheduleSchema, [401]) } },
    async (request) => ok(await service.reviews.schedule(request.ctx, await service.today(request.ctx))),
  );

  app.get(
    '/people_development/reviews/:id',
    { schema: { tags, summary: 'One review', security, params: idParamsSchema, response: responses(reviewResultSchema, [400, 401, 404]) } },
    async (request) => ok({ review: await service.reviews.get(request.ctx, request.params.id) }),
  );

  app.post(
    '/people_development/reviews',
    {
      schema: {
        tags,
        summary: 'Starts a quarter’s review of an employee with today’s core values and their seat’s responsibilities (their manager, an admin or an office manager)',
        security,
        body: startReviewInputSchema,
        response: responses(reviewResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request) => ok({ review: await service.reviews.start(request.ctx, request.body) }),
  );

  app.put(
    '/people_development/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Saves a review’s ratings, comments and status; sharing asks every rating first (updatedAt of the version loaded)',
        security,
        params: idParamsSchema,
        body: reviewInputSchema,
        response: responses(reviewResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ review: await service.reviews.save(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/people_development/reviews/:id',
    { schema: { tags, summary: 'Deletes a draft review (a shared one stays in the history)', security, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404, 422]) } },
    async (request) => ok(await service.reviews.remove(request.ctx, request.params.id)),
  );
};

export default peopleDevelopmentRoutes;
