import { jobDetailResultSchema } from '@groundwork/domain/dispatch';
import { estimateIdParamsSchema } from '@groundwork/domain/estimates';
import {
  convertEstimateInputSchema,
  convertEstimateResultSchema,
  createJobInputSchema,
  deleteJobResultSchema,
  jobIdParamsSchema,
  jobListSchema,
  jobResultSchema,
  jobVisitParamsSchema,
  listJobsQuerySchema,
  updateJobInputSchema,
  updateJobVisitInputSchema,
} from '@groundwork/domain/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { createJobsService } from './jobs.service';

const secured = [{ bearerAuth: [] }];
const tags = ['jobs'];

/**
 * Jobs (SPEC.md §3 Job), kept on the server: made from an approved estimate (POST /estimates/{id}/convert) or from a
 * service for a customer (POST /jobs). Every signed-in user of the company may use them, as with estimates.
 */
const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createJobsService(app.database.db);

  app.post(
    '/estimates/:id/convert',
    {
      schema: {
        tags,
        summary: "Turn an approved customer's estimate into one job per service, each on its own schedule; the estimate becomes converted (422 otherwise)",
        security: secured,
        params: estimateIdParamsSchema,
        body: convertEstimateInputSchema,
        response: responses(convertEstimateResultSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok({ jobs: await service.convertEstimate(request.ctx, request.params.id, request.body) }),
  );

  app.get(
    '/jobs',
    {
      schema: {
        tags,
        summary: "The company's jobs, latest first visit first (customerId and status filters), without their lines",
        security: secured,
        querystring: listJobsQuerySchema,
        response: responses(jobListSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ jobs: await service.list(request.ctx, request.query) }),
  );

  app.get(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'One job with its visits, lines, financial breakdown and costing from its work orders (null for crew leaders)',
        security: secured,
        params: jobIdParamsSchema,
        response: responses(jobDetailResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.getWithCosting(request.ctx, request.params.id)),
  );

  app.post(
    '/jobs',
    {
      schema: {
        tags,
        summary: "Schedule one service for a customer, priced by the service's rate matrix unless a rate is typed",
        security: secured,
        body: createJobInputSchema,
        response: responses(jobResultSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok({ job: await service.create(request.ctx, request.body) }),
  );

  app.put(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Change a job’s status, priority, flags, first visit date or notes (409 when updatedAt is stale)',
        security: secured,
        params: jobIdParamsSchema,
        body: updateJobInputSchema,
        response: responses(jobResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ job: await service.update(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/jobs/:id/visits/:visitId',
    {
      schema: {
        tags,
        summary: 'Change one visit’s status; its work order follows (422 when the order cannot make that move)',
        security: secured,
        params: jobVisitParamsSchema,
        body: updateJobVisitInputSchema,
        response: responses(jobResultSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok({ job: await service.updateVisit(request.ctx, request.params.id, request.params.visitId, request.body.status) }),
  );

  app.delete(
    '/jobs/:id',
    {
      schema: {
        tags,
        summary: 'Delete a job and its visits (422 once a visit is completed); its estimate stays converted',
        security: secured,
        params: jobIdParamsSchema,
        response: responses(deleteJobResultSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );
};

export default jobsRoutes;
