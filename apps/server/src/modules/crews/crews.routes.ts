import {
  addCrewMemberInputSchema,
  createCrewInputSchema,
  crewIdParamsSchema,
  crewListSchema,
  crewMemberParamsSchema,
  crewMemberResultSchema,
  crewMembersParamsSchema,
  crewResultSchema,
  deleteCrewResultSchema,
  listCrewsQuerySchema,
  removeCrewMemberResultSchema,
  updateCrewInputSchema,
  updateCrewMemberInputSchema,
} from '@groundwork/domain/crews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, responses } from '../../lib/responses';
import { createCrewsService } from './crews.service';

const secured = [{ bearerAuth: [] }];
const tags = ['crews'];

/** SPEC.md §7 Crews, with members. */
const crewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCrewsService(app.database.db);

  app.get(
    '/crews',
    {
      schema: {
        tags,
        summary: 'A page of crews with their members, searched (name, description) and filtered',
        security: secured,
        querystring: listCrewsQuerySchema,
        response: responses(crewListSchema, [400, 401]),
      },
    },
    async (request) => ok(await service.listCrews(request.ctx, request.query)),
  );

  app.get(
    '/crews/:id',
    { schema: { tags, summary: 'One crew', security: secured, params: crewIdParamsSchema, response: responses(crewResultSchema, [400, 401, 404]) } },
    async (request) => ok({ crew: await service.getCrew(request.ctx, request.params.id) }),
  );

  app.post(
    '/crews',
    {
      schema: {
        tags,
        summary: 'Add a crew, optionally with its first members',
        security: secured,
        body: createCrewInputSchema,
        response: responses(crewResultSchema, [400, 401, 409, 422]),
      },
    },
    async (request) => ok({ crew: await service.createCrew(request.ctx, request.body) }),
  );

  app.put(
    '/crews/:id',
    {
      schema: {
        tags,
        summary: "Change a crew's name, description, status or specialization (409 when updatedAt is stale)",
        security: secured,
        params: crewIdParamsSchema,
        body: updateCrewInputSchema,
        response: responses(crewResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok({ crew: await service.updateCrew(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/crews/:id',
    {
      schema: { tags, summary: 'Delete a crew (its employees stay)', security: secured, params: crewIdParamsSchema, response: responses(deleteCrewResultSchema, [400, 401, 404]) },
    },
    async (request) => ok(await service.deleteCrew(request.ctx, request.params.id)),
  );

  app.post(
    '/crews/:crewId/members',
    {
      schema: {
        tags,
        summary: 'Put an employee on the crew (a new leader makes the previous one a member); returns the member',
        security: secured,
        params: crewMembersParamsSchema,
        body: addCrewMemberInputSchema,
        response: responses(crewMemberResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok(await service.addCrewMember(request.ctx, request.params.crewId, request.body)),
  );

  app.put(
    '/crews/:crewId/members/:memberId',
    {
      schema: {
        tags,
        summary: "Change a member's role or start date",
        security: secured,
        params: crewMemberParamsSchema,
        body: updateCrewMemberInputSchema,
        response: responses(crewMemberResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok(await service.updateCrewMember(request.ctx, request.params.crewId, request.params.memberId, request.body)),
  );

  app.delete(
    '/crews/:crewId/members/:memberId',
    {
      schema: {
        tags,
        summary: 'Take a member off the crew',
        security: secured,
        params: crewMemberParamsSchema,
        response: responses(removeCrewMemberResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await service.removeCrewMember(request.ctx, request.params.crewId, request.params.memberId)),
  );
};

export default crewsRoutes;
