import {
  healthAssessmentListSchema,
  healthAssessmentResultSchema,
  ONLY_LEADERS_TAKE_HEALTH_ASSESSMENT_MESSAGE,
  quarterParamsSchema,
  saveHealthAssessmentInputSchema,
} from '@groundwork/domain/growth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createHealthScorecardService } from './health-scorecard.service';

const security = [{ bearerAuth: [] }];
const tags = ['business health scorecard'];

/** The business health scorecard: everyone in the company reads it; admins and office managers take it. */
const healthScorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createHealthScorecardService(app.database.db);

  app.get(
    '/health_assessments',
    {
      schema: {
        tags,
        summary: 'Every quarter assessed, newest first, with area and total scores, and the current quarter',
        security,
        response: responses(healthAssessmentListSchema, [401]),
      },
    },
    async (request) => ok(await service.listHealthAssessments(request.ctx)),
  );

  app.get(
    '/health_assessments/:quarter',
    {
      schema: {
        tags,
        summary: "One quarter's assessment ('2026-Q4'): its scores, notes and summary",
        security,
        params: quarterParamsSchema,
        response: responses(healthAssessmentResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ assessment: await service.getHealthAssessment(request.ctx, request.params.quarter) }),
  );

  app.put(
    '/health_assessments/:quarter',
    {
      schema: {
        tags,
        summary: "Takes or retakes the current quarter's assessment (admins and office managers; updatedAt of the version loaded)",
        security,
        params: quarterParamsSchema,
        body: saveHealthAssessmentInputSchema,
        response: responses(healthAssessmentResultSchema, [400, 401, 403, 409, 422]),
      },
      // Before the body is read: someone who may not take it learns nothing from validation messages.
      onRequest: async (request) => void requireLeadership(request, ONLY_LEADERS_TAKE_HEALTH_ASSESSMENT_MESSAGE),
    },
    async (request) => ok({ assessment: await service.saveHealthAssessment(request.ctx, request.params.quarter, request.body) }),
  );
};

export default healthScorecardRoutes;
