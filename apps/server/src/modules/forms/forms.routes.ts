import {
  createLeadFormInputSchema,
  leadFormChoicesSchema,
  leadFormDeletedSchema,
  leadFormIdParamsSchema,
  leadFormListSchema,
  leadFormResultSchema,
  ONLY_MANAGERS_CHANGE_FORMS_MESSAGE,
  submissionListQuerySchema,
  submissionListSchema,
  updateLeadFormInputSchema,
} from '@groundwork/domain/forms';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createFormsService } from './forms.service';

const secured = [{ bearerAuth: [] }];
const tags = ['forms'];

/** The forms bring leads into the client book: admins and office managers change them. */
async function requireFormWriter(request: FastifyRequest): Promise<void> {
  requireLeadership(request, ONLY_MANAGERS_CHANGE_FORMS_MESSAGE);
}

/**
 * Lead-capture forms (/integrations/form-creation): the office reads them and their submissions; admins and office
 * managers build, change and delete them. Registered among the office's areas, so a crew leader gets 403. The guard
 * runs onRequest, before the body is read.
 */
const formsRoutes: FastifyPluginAsyncZod = async (app) => {
  const forms = createFormsService({ db: app.database.db, publicUrl: app.config.publicUrl });
  const writer = { onRequest: requireFormWriter };

  app.get(
    '/lead_forms',
    { schema: { tags, summary: 'Every lead-capture form, newest first, with its links and submission counts', security: secured, response: responses(leadFormListSchema, [401, 403]) } },
    async (request) => ok({ forms: await forms.list(request.ctx) }),
  );
  app.get(
    '/lead_forms/choices',
    { schema: { tags, summary: 'What a form is built from: the company’s lead custom fields and lead sources', security: secured, response: responses(leadFormChoicesSchema, [401, 403]) } },
    async (request) => ok(await forms.choices(request.ctx)),
  );
  app.post(
    '/lead_forms',
    {
      ...writer,
      schema: { tags, summary: 'Build a form (it gets its public token at once)', security: secured, body: createLeadFormInputSchema, response: createdResponses(leadFormResultSchema, [400, 401, 403, 404]) },
    },
    async (request, reply) => reply.code(201).send(ok({ form: await forms.create(request.ctx, request.body) })),
  );
  app.get(
    '/lead_forms/:id',
    { schema: { tags, summary: 'One form', security: secured, params: leadFormIdParamsSchema, response: responses(leadFormResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ form: await forms.get(request.ctx, request.params.id) }),
  );
  app.put(
    '/lead_forms/:id',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Change a form: the whole form and the updatedAt last read (stale → 409); its links stay the same',
        security: secured,
        params: leadFormIdParamsSchema,
        body: updateLeadFormInputSchema,
        response: responses(leadFormResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ form: await forms.update(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/lead_forms/:id',
    {
      ...writer,
      schema: { tags, summary: 'Delete a form and its submissions (the leads it made stay); its links answer 404', security: secured, params: leadFormIdParamsSchema, response: responses(leadFormDeletedSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await forms.remove(request.ctx, request.params.id)),
  );
  app.get(
    '/lead_forms/:id/submissions',
    {
      schema: {
        tags,
        summary: 'A form’s submissions, newest first, each with its outcome: lead created, duplicate or spam',
        security: secured,
        params: leadFormIdParamsSchema,
        querystring: submissionListQuerySchema,
        response: responses(submissionListSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await forms.submissions(request.ctx, request.params.id, request.query)),
  );
};

export default formsRoutes;
