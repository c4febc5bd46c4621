import { activityListSchema, activityResultSchema, deleteResultSchema, noteInputSchema } from '@groundwork/domain/customers';
import {
  leadConversionResultSchema,
  leadCreateSchema,
  leadListQuerySchema,
  leadListSchema,
  leadResultSchema,
  leadUpdateSchema,
} from '@groundwork/domain/leads';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListCache, replyWithList, replyWithListChanges } from '../../lib/list-cache';
import { ok, responses } from '../../lib/responses';
import { createLeadsService } from './leads.service';

const secured = [{ bearerAuth: [] }];
const tags = ['leads'];
const idParams = z.object({ id: uuidSchema });

/** SPEC.md §7 "Leads": the pipeline, conversion to a customer, activity. */
const leadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const wholeLists = new ListCache();
  const leads = createLeadsService(app.database.db);

  app.get(
    '/leads',
    {
      schema: {
        tags,
        summary: 'All leads in the compact projection (no arguments; ETag / If-None-Match → 304) with its version, its changes after a version (since), or one page (page, limit, search, sort, filters)',
        security: secured,
        querystring: leadListQuerySchema,
        response: responses(leadListSchema, [400, 401]),
      },
    },
    async (request, reply) => {
      if (leads.isPaged(request.query)) return ok(await leads.listPage(request.ctx, request.query));
      const { version, etag } = await leads.listVersion(request.ctx);
      const { since } = request.query;
      // A version ahead of the server's (its database was reset or restored) cannot be answered as changes: the whole list replaces the copy.
      if (since !== undefined && since <= version) return replyWithListChanges(request, reply, await leads.listChangesJson(request.ctx, since, version));
      return replyWithList(request, reply, wholeLists, etag, () => leads.fullListJson(request.ctx, version));
    },
  );

  app.post(
    '/leads',
    { schema: { tags, summary: 'Add a lead', security: secured, body: leadCreateSchema, response: responses(leadResultSchema, [400, 401, 404]) } },
    async (request) => ok({ lead: await leads.create(request.ctx, request.body) }),
  );

  app.get(
    '/leads/:id',
    { schema: { tags, summary: 'One lead', security: secured, params: idParams, response: responses(leadResultSchema, [400, 401, 404]) } },
    async (request) => ok({ lead: await leads.get(request.ctx, request.params.id) }),
  );

  app.put(
    '/leads/:id',
    {
      schema: {
        tags,
        summary: 'Replace a lead (send the updatedAt you loaded; stale → 409)',
        security: secured,
        params: idParams,
        body: leadUpdateSchema,
        response: responses(leadResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok({ lead: await leads.update(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/leads/:id',
    { schema: { tags, summary: 'Delete a lead', security: secured, params: idParams, response: responses(deleteResultSchema, [400, 401, 404]) } },
    async (request) => ok(await leads.remove(request.ctx, request.params.id)),
  );

  app.post(
    '/leads/:id/convert',
    {
      schema: {
        tags,
        summary: 'Convert a lead to a customer in one transaction (the lead is marked won and linked)',
        security: secured,
        params: idParams,
        response: responses(leadConversionResultSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok(await leads.convert(request.ctx, request.params.id)),
  );

  app.get(
    '/leads/:id/activities',
    { schema: { tags, summary: 'A lead’s activity, newest first', security: secured, params: idParams, response: responses(activityListSchema, [400, 401, 404]) } },
    async (request) => ok({ activities: await leads.listActivities(request.ctx, request.params.id) }),
  );

  app.post(
    '/leads/:id/activities',
    { schema: { tags, summary: 'Add a note to a lead', security: secured, params: idParams, body: noteInputSchema, response: responses(activityResultSchema, [400, 401, 404]) } },
    async (request) => ok({ activity: await leads.addNote(request.ctx, request.params.id, request.body.text) }),
  );
};

export default leadsRoutes;
