import {
  createRoundInputSchema,
  deleteRoundResultSchema,
  optimiseRoundInputSchema,
  optimiseRoundResultSchema,
  roundIdParamsSchema,
  roundListSchema,
  roundResultSchema,
  updateRoundInputSchema,
} from '@groundwork/domain/rounds';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createRoundsService } from './rounds.service';

const secured = [{ bearerAuth: [] }];
const tags = ['rounds'];

/**
 * Rounds: named, ordered lists of properties a crew visits on a rhythm (docs/rounds.md). Every signed-in user of the
 * company may use them, as with jobs and work orders; the 'rounds' permission entry shows the screen.
 */
const roundsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createRoundsService(app.database.db);

  app.get(
    '/rounds',
    {
      schema: {
        tags,
        summary: 'The company’s rounds by name, with their crew and how many stops (and located stops) and jobs they have',
        security: secured,
        response: responses(roundListSchema, [401]),
      },
    },
    async (request) => ok({ rounds: await service.list(request.ctx) }),
  );

  app.get(
    '/rounds/:id',
    {
      schema: {
        tags,
        summary: 'One round with its stops in driving order',
        security: secured,
        params: roundIdParamsSchema,
        response: responses(roundResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ round: await service.get(request.ctx, request.params.id) }),
  );

  app.post(
    '/rounds',
    {
      schema: {
        tags,
        summary: 'Make a round: its rhythm and its stops in order (409 when the name is taken)',
        security: secured,
        body: createRoundInputSchema,
        response: createdResponses(roundResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request, reply) => {
      const round = await service.create(request.ctx, request.body);
      return reply.code(201).send(ok({ round }));
    },
  );

  app.put(
    '/rounds/:id',
    {
      schema: {
        tags,
        summary: 'Change a round, its stops replaced in the order given (409 when updatedAt is stale or the name is taken)',
        security: secured,
        params: roundIdParamsSchema,
        body: updateRoundInputSchema,
        response: responses(roundResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok({ round: await service.update(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/rounds/:id',
    {
      schema: {
        tags,
        summary: 'Delete a round; its jobs keep their visits and work orders',
        security: secured,
        params: roundIdParamsSchema,
        response: responses(deleteRoundResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );

  app.post(
    '/rounds/:id/optimise',
    {
      schema: {
        tags,
        summary: 'The shortest order from the yard and back with the distance before and after (apply saves it), or what lacks coordinates',
        security: secured,
        params: roundIdParamsSchema,
        body: optimiseRoundInputSchema,
        response: responses(optimiseRoundResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok(await service.optimise(request.ctx, request.params.id, request.body)),
  );
};

export default roundsRoutes;
