import {
  deletedSchema,
  goalInputSchema,
  goalResultSchema,
  idParamsSchema,
  ONLY_LEADERS_PLAN_MESSAGE,
  planningOverviewSchema,
  planningPeopleSchema,
  priorityInputSchema,
  priorityListQuerySchema,
  priorityResultSchema,
  priorityStatusInputSchema,
  todoInputSchema,
  todoListQuerySchema,
  todoListSchema,
  todoResultSchema,
} from '@groundwork/domain/planning';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { ok, responses } from '../../lib/responses';
import { createPlanningService } from './planning.service';

const secured = [{ bearerAuth: [] }];
const tags = ['planning'];

/** Admins and office managers write the plan; everyone in the company reads it. */
async function requirePlanner(request: FastifyRequest): Promise<void> {
  requireLeadership(request, ONLY_LEADERS_PLAN_MESSAGE);
}

/** /planning (docs/business-development.md, "Priorities and planning"): one-year goals, quarterly priorities, to-dos. */
const planningRoutes: FastifyPluginAsyncZod = async (app) => {
  const planning = createPlanningService(app.database.db);
  const leader = { preHandler: requirePlanner };

  app.get(
    '/planning',
    {
      schema: {
        tags,
        summary: 'A quarter’s plan (this quarter by default): the year’s goals, the quarter’s Big 3 and own priorities, every planned quarter’s score',
        security: secured,
        querystring: priorityListQuerySchema,
        response: responses(planningOverviewSchema, [400, 401]),
      },
    },
    async (request) => ok(await planning.overview(request.ctx, request.query.quarter)),
  );

  app.get(
    '/planning/people',
    { schema: { tags, summary: 'The company’s users: who can own a priority or a to-do and attend a meeting', security: secured, response: responses(planningPeopleSchema, [401]) } },
    async (request) => ok({ people: await planning.people(request.ctx) }),
  );

  app.post(
    '/planning/goals',
    { ...leader, schema: { tags, summary: 'Add a one-year goal (10 a year at most)', security: secured, body: goalInputSchema, response: responses(goalResultSchema, [400, 401, 403, 422]) } },
    async (request) => ok({ goal: await planning.createGoal(request.ctx, request.body) }),
  );
  app.put(
    '/planning/goals/:id',
    { ...leader, schema: { tags, summary: 'Change a one-year goal against the version loaded', security: secured, params: idParamsSchema, body: goalInputSchema, response: responses(goalResultSchema, [400, 401, 403, 404, 409]) } },
    async (request) => ok({ goal: await planning.updateGoal(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/planning/goals/:id',
    { ...leader, schema: { tags, summary: 'Remove a one-year goal (its priorities stay)', security: secured, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await planning.removeGoal(request.ctx, request.params.id)),
  );

  app.post(
    '/planning/priorities',
    {
      ...leader,
      schema: { tags, summary: 'Add a quarter’s priority: one of the Big 3 (three a quarter) or a leader’s own (three each)', security: secured, body: priorityInputSchema, response: responses(priorityResultSchema, [400, 401, 403, 404, 422]) },
    },
    async (request) => ok({ priority: await planning.createPriority(request.ctx, request.body) }),
  );
  app.put(
    '/planning/priorities/:id',
    {
      ...leader,
      schema: { tags, summary: 'Change a priority against the version loaded', security: secured, params: idParamsSchema, body: priorityInputSchema, response: responses(priorityResultSchema, [400, 401, 403, 404, 409, 422]) },
    },
    async (request) => ok({ priority: await planning.updatePriority(request.ctx, request.params.id, request.body) }),
  );
  app.put(
    '/planning/priorities/:id/status',
    {
      ...leader,
      schema: { tags, summary: 'Mark a priority on track, off track or done', security: secured, params: idParamsSchema, body: priorityStatusInputSchema, response: responses(priorityResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok({ priority: await planning.setPriorityStatus(request.ctx, request.params.id, request.body.status) }),
  );
  app.delete(
    '/planning/priorities/:id',
    { ...leader, schema: { tags, summary: 'Remove a priority', security: secured, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await planning.removePriority(request.ctx, request.params.id)),
  );

  app.get(
    '/planning/todos',
    { schema: { tags, summary: 'Open to-dos by due date, or done ones newest first', security: secured, querystring: todoListQuerySchema, response: responses(todoListSchema, [400, 401]) } },
    async (request) => ok(await planning.todos(request.ctx, request.query)),
  );
  app.post(
    '/planning/todos',
    { ...leader, schema: { tags, summary: 'Add a to-do (due in 7 days unless a day is given)', security: secured, body: todoInputSchema, response: responses(todoResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ todo: await planning.createTodo(request.ctx, request.body) }),
  );
  app.put(
    '/planning/todos/:id',
    {
      schema: {
        tags,
        summary: 'Change or close a to-do: admins and office managers any, its owner their own',
        security: secured,
        params: idParamsSchema,
        body: todoInputSchema,
        response: responses(todoResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ todo: await planning.updateTodo(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/planning/todos/:id',
    { ...leader, schema: { tags, summary: 'Remove a to-do', security: secured, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await planning.removeTodo(request.ctx, request.params.id)),
  );
};

export default planningRoutes;
