import { deleteResultSchema } from '@groundwork/domain/customers';
import {
  customFieldCreateSchema,
  customFieldListQuerySchema,
  customFieldListSchema,
  customFieldResultSchema,
  customFieldUpdateSchema,
  customFieldValuesInputSchema,
  customFieldValuesParamsSchema,
  customFieldValuesResultSchema,
} from '@groundwork/domain/custom-fields';
import { uuidSchema } from '@groundwork/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, responses } from '../../lib/responses';
import { requireAdmin } from '../../plugins/auth';
import { createCustomFieldsService } from './custom-fields.service';

const secured = [{ bearerAuth: [] }];
const tags = ['custom fields'];
const idParams = z.object({ id: uuidSchema });

/** /custom_fields (admins define them) and /custom_field_values/{clientType}/{clientId} (anyone edits a client's values). */
const customFieldsRoutes: FastifyPluginAsyncZod = async (app) => {
  const fields = createCustomFieldsService(app.database.db);

  app.get(
    '/custom_fields',
    {
      schema: { tags, summary: 'Custom field definitions, in order (optionally of one client type)', security: secured, querystring: customFieldListQuerySchema, response: responses(customFieldListSchema, [400, 401]) },
    },
    async (request) => ok({ customFields: await fields.list(request.ctx, request.query.clientType) }),
  );

  app.post(
    '/custom_fields',
    { schema: { tags, summary: 'Define a custom field (admins)', security: secured, body: customFieldCreateSchema, response: responses(customFieldResultSchema, [400, 401, 403, 422]) } },
    async (request) => ok({ customField: await fields.create(requireAdmin(request), request.body) }),
  );

  app.put(
    '/custom_fields/:id',
    {
      schema: {
        tags,
        summary: 'Change a custom field’s label, options, required flag or order (admins)',
        security: secured,
        params: idParams,
        body: customFieldUpdateSchema,
        response: responses(customFieldResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ customField: await fields.update(requireAdmin(request), request.params.id, request.body) }),
  );

  app.delete(
    '/custom_fields/:id',
    { schema: { tags, summary: 'Delete a custom field (admins)', security: secured, params: idParams, response: responses(deleteResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await fields.remove(requireAdmin(request), request.params.id)),
  );

  app.get(
    '/custom_field_values/:clientType/:clientId',
    {
      schema: {
        tags,
        summary: 'A customer’s or lead’s custom field values with the definitions',
        security: secured,
        params: customFieldValuesParamsSchema,
        response: responses(customFieldValuesResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await fields.getValues(request.ctx, request.params.clientType, request.params.clientId)),
  );

  app.put(
    '/custom_field_values/:clientType/:clientId',
    {
      schema: {
        tags,
        summary: 'Set a customer’s or lead’s custom field values (validated by type; required fields enforced)',
        security: secured,
        params: customFieldValuesParamsSchema,
        body: customFieldValuesInputSchema,
        response: responses(customFieldValuesResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok(await fields.putValues(request.ctx, request.params.clientType, request.params.clientId, request.body.values)),
  );
};

export default customFieldsRoutes;
