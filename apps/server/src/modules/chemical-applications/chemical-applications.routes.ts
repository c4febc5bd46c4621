import { isOfficeRole } from '@groundwork/domain/auth';
import {
  APPLICATION_DELETE_OFFICE_ONLY_MESSAGE,
  APPLICATION_SETTINGS_MANAGERS_MESSAGE,
  applicationIdParamsSchema,
  applicationListSchema,
  applicationReportQuerySchema,
  applicationResultSchema,
  applicationSettingsResultSchema,
  canManageApplicationSettings,
  createApplicationInputSchema,
  deleteApplicationResultSchema,
  listApplicationsQuerySchema,
  updateApplicationInputSchema,
  updateApplicationSettingsInputSchema,
} from '@groundwork/domain/chemical-applications';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { CHEMICAL_APPLICATION_PDF_ATTACHMENT } from '../../lib/application-records';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createChemicalApplicationsService, type ApplicationFile } from './chemical-applications.service';

const secured = [{ bearerAuth: [] }];
const tags = ['chemical-applications'];

/** Before anything is read: a crew leader learns nothing about the record from a refused delete. */
async function requireOfficeToDelete(request: FastifyRequest): Promise<void> {
  if (!isOfficeRole(request.ctx.role)) throw new AppError('FORBIDDEN', APPLICATION_DELETE_OFFICE_ONLY_MESSAGE);
}

async function requireSettingsManager(request: FastifyRequest): Promise<void> {
  if (!canManageApplicationSettings(request.ctx.role)) throw new AppError('FORBIDDEN', APPLICATION_SETTINGS_MANAGERS_MESSAGE);
}

function sendFile(reply: FastifyReply, file: ApplicationFile, disposition: 'inline' | 'attachment' = 'attachment') {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${file.fileName}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file.pdf);
}

/**
 * Chemical application records (docs/chemical-applications.md): the office keeps every record of the company; a crew
 * leader records the applications of their crews' visits (the service narrows what they see). The
 * 'chemical_tracking' permission entry shows the screens.
 */
const chemicalApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createChemicalApplicationsService({ db: app.database.db, mail: app.mail, log: app.log });
  app.mail.registerAttachment(CHEMICAL_APPLICATION_PDF_ATTACHMENT, (ref, companyId) => service.mailAttachment(companyId, ref.id));

  app.get(
    '/chemical_applications',
    {
      schema: {
        tags,
        summary: 'One page of application records, newest first, filtered by date, product, applicator, property, customer, order, status or text',
        security: secured,
        querystring: listApplicationsQuerySchema,
        response: responses(applicationListSchema, [400, 401]),
      },
    },
    async (request) => ok(await service.list(request.ctx, request.query)),
  );

  app.post(
    '/chemical_applications',
    {
      schema: {
        tags,
        summary: 'Record an application (on a work order, or stand-alone); each warning needs a reason (422); what it still lacks is in missingFields',
        security: secured,
        body: createApplicationInputSchema,
        response: createdResponses(applicationResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const application = await service.create(request.ctx, request.user, request.body);
      return reply.code(201).send(ok({ application }));
    },
  );

  app.get(
    '/chemical_applications/report',
    {
      schema: {
        tags,
        summary: 'The records report (office): the range’s records oldest first with totals per product, as JSON, CSV or PDF',
        security: secured,
        // No response schema: the same call answers a CSV or a PDF (the JSON is applicationReportSchema).
        querystring: applicationReportQuerySchema,
      },
    },
    async (request, reply) => {
      const { report, timeZone } = await service.report(request.ctx, request.query);
      if (request.query.format === 'csv') {
        const { fileName, csv } = service.reportCsv(report, timeZone);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      }
      if (request.query.format === 'pdf') return sendFile(reply, await service.reportPdf(report, timeZone));
      return ok({ report });
    },
  );

  app.get(
    '/chemical_applications/settings',
    {
      schema: { tags, summary: 'The company’s states, wind limit and invoice copies', security: secured, response: responses(applicationSettingsResultSchema, [401]) },
    },
    async (request) => ok({ settings: await service.settings(request.ctx) }),
  );

  app.put(
    '/chemical_applications/settings',
    {
      onRequest: requireSettingsManager,
      schema: {
        tags,
        summary: 'Change the states, wind limit and invoice copies (admins, as the company’s set-up; 409 when updatedAt is stale)',
        security: secured,
        body: updateApplicationSettingsInputSchema,
        response: responses(applicationSettingsResultSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok({ settings: await service.updateSettings(request.ctx, request.body) }),
  );

  app.get(
    '/chemical_applications/:id',
    {
      schema: {
        tags,
        summary: 'One application record with its snapshots, overrides and lawn sign',
        security: secured,
        params: applicationIdParamsSchema,
        response: responses(applicationResultSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ application: await service.get(request.ctx, request.params.id) }),
  );

  app.put(
    '/chemical_applications/:id',
    {
      schema: {
        tags,
        summary: 'Change a record (409 when updatedAt is stale; 422 for weather already recorded or a warning without a reason)',
        security: secured,
        params: applicationIdParamsSchema,
        body: updateApplicationInputSchema,
        response: responses(applicationResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ application: await service.update(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/chemical_applications/:id',
    {
      onRequest: requireOfficeToDelete,
      schema: {
        tags,
        summary: 'Delete a record (the office only: 403 for a crew leader)',
        security: secured,
        params: applicationIdParamsSchema,
        response: responses(deleteApplicationResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );

  app.post(
    '/chemical_applications/:id/send',
    {
      schema: {
        tags,
        summary: 'E-mail the customer their copy, the PDF attached (422 when they have no e-mail address)',
        security: secured,
        params: applicationIdParamsSchema,
        response: responses(applicationResultSchema, [400, 401, 404, 422]),
      },
    },
    async (request) => ok({ application: await service.send(request.ctx, request.params.id) }),
  );

  app.get(
    '/chemical_applications/:id/pdf',
    { schema: { tags, summary: 'The customer’s copy (PDF)', security: secured, params: applicationIdParamsSchema } },
    async (request, reply) => sendFile(reply, await service.pdf(request.ctx, request.params.id)),
  );

  app.get(
    '/chemical_applications/:id/sign',
    { schema: { tags, summary: 'The printable lawn sign (PDF; pesticides only, else 422)', security: secured, params: applicationIdParamsSchema } },
    async (request, reply) => sendFile(reply, await service.sign(request.ctx, request.params.id), 'inline'),
  );
};

export default chemicalApplicationsRoutes;
