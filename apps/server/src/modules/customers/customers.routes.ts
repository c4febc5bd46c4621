import {
  activityListSchema,
  activityResultSchema,
  customerCreateSchema,
  customerExportQuerySchema,
  customerImportInputSchema,
  customerImportResultSchema,
  customerListQuerySchema,
  customerListSchema,
  customerResultSchema,
  customerUpdateSchema,
  deleteResultSchema,
  MAX_IMPORT_BYTES,
  noteInputSchema,
  propertyInputSchema,
  propertyListSchema,
  propertyResultSchema,
  propertyUpdateSchema,
} from '@groundwork/domain/customers';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListCache, replyWithList, replyWithListChanges } from '../../lib/list-cache';
import { ok, responses } from '../../lib/responses';
import { createCustomersService } from './customers.service';

const secured = [{ bearerAuth: [] }];
const tags = ['customers'];
const idParams = z.object({ id: uuidSchema });
const propertyParams = z.object({ id: uuidSchema, propertyId: uuidSchema });
const sendAsIs = (payload: unknown) => payload as string;

/** SPEC.md §7 "Customers": the client book, its properties, activity, CSV import and export. */
const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const wholeLists = new ListCache();
  const customers = createCustomersService(app.database.db);

  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'All customers in the compact projection (no arguments; ETag / If-None-Match → 304) with its version, its changes after a version (since), or one page (page, limit, search, sort, filters)',
        security: secured,
        querystring: customerListQuerySchema,
        response: responses(customerListSchema, [400, 401]),
      },
    },
    async (request, reply) => {
      if (customers.isPaged(request.query)) return ok(await customers.listPage(request.ctx, request.query));
      const { version, etag } = await customers.listVersion(request.ctx);
      const { since } = request.query;
      // A version ahead of the server's (its database was reset or restored) cannot be answered as changes: the whole list replaces the copy.
      if (since !== undefined && since <= version) return replyWithListChanges(request, reply, await customers.listChangesJson(request.ctx, since, version));
      return replyWithList(request, reply, wholeLists, etag, () => customers.fullListJson(request.ctx, version));
    },
  );

  app.post(
    '/customers',
    { schema: { tags, summary: 'Add a customer (with properties)', security: secured, body: customerCreateSchema, response: responses(customerResultSchema, [400, 401, 404]) } },
    async (request) => ok({ customer: await customers.create(request.ctx, request.body) }),
  );

  app.post(
    '/customers/import',
    {
      bodyLimit: MAX_IMPORT_BYTES + 64 * 1024,
      schema: {
        tags,
        summary: 'Import customers from CSV text and a column mapping: good rows in one transaction, bad rows reported by row number',
        security: secured,
        body: customerImportInputSchema,
        response: responses(customerImportResultSchema, [400, 401, 413]),
      },
    },
    async (request) => ok(await customers.importCsv(request.ctx, request.body)),
  );

  app.get(
    '/customers/export',
    {
      schema: {
        tags,
        summary: 'The filtered customers (or the ids given) as a CSV file',
        security: secured,
        querystring: customerExportQuerySchema,
        response: { 200: z.string().describe('text/csv') },
      },
    },
    async (request, reply) => {
      const csv = await customers.exportCsv(request.ctx, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .serializer(sendAsIs)
        .send(csv as never);
    },
  );

  app.get(
    '/customers/:id',
    { schema: { tags, summary: 'One customer with its properties', security: secured, params: idParams, response: responses(customerResultSchema, [400, 401, 404]) } },
    async (request) => ok({ customer: await customers.get(request.ctx, request.params.id) }),
  );

  app.put(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Replace a customer’s contact details (send the updatedAt you loaded; stale → 409)',
        security: secured,
        params: idParams,
        body: customerUpdateSchema,
        response: responses(customerResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok({ customer: await customers.update(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'Delete a customer, or archive it when other records point at it (the answer says which)',
        security: secured,
        params: idParams,
        response: responses(deleteResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await customers.remove(request.ctx, request.params.id)),
  );

  // ── Properties ──────────────────────────────────────────────────────────────────────
  app.get(
    '/customers/:id/properties',
    { schema: { tags, summary: 'A customer’s properties, primary first', security: secured, params: idParams, response: responses(propertyListSchema, [400, 401, 404]) } },
    async (request) => ok({ properties: await customers.listProperties(request.ctx, request.params.id) }),
  );

  app.post(
    '/customers/:id/properties',
    {
      schema: { tags, summary: 'Add a property', security: secured, params: idParams, body: propertyInputSchema, response: responses(propertyResultSchema, [400, 401, 404]) },
    },
    async (request) => ok({ property: await customers.addProperty(request.ctx, request.params.id, request.body) }),
  );

  app.put(
    '/customers/:id/properties/:propertyId',
    {
      schema: {
        tags,
        summary: 'Change a property (isPrimary: true makes it the primary one)',
        security: secured,
        params: propertyParams,
        body: propertyUpdateSchema,
        response: responses(propertyResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok({ property: await customers.updateProperty(request.ctx, request.params.id, request.params.propertyId, request.body) }),
  );

  app.delete(
    '/customers/:id/properties/:propertyId',
    {
      schema: {
        tags,
        summary: 'Delete a property (not the last one; the oldest other becomes primary)',
        security: secured,
        params: propertyParams,
        response: responses(deleteResultSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok(await customers.removeProperty(request.ctx, request.params.id, request.params.propertyId)),
  );

  // ── Activity ────────────────────────────────────────────────────────────────────────
  app.get(
    '/customers/:id/activities',
    { schema: { tags, summary: 'A customer’s activity, newest first', security: secured, params: idParams, response: responses(activityListSchema, [400, 401, 404]) } },
    async (request) => ok({ activities: await customers.listActivities(request.ctx, request.params.id) }),
  );

  app.post(
    '/customers/:id/activities',
    {
      schema: { tags, summary: 'Add a note to a customer', security: secured, params: idParams, body: noteInputSchema, response: responses(activityResultSchema, [400, 401, 404]) },
    },
    async (request) => ok({ activity: await customers.addNote(request.ctx, request.params.id, request.body.text) }),
  );
};

export default customersRoutes;
