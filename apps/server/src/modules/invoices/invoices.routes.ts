import {
  canManageInvoiceSettings,
  createInvoiceInputSchema,
  invoiceFileName,
  invoiceIdParamsSchema,
  invoiceListSchema,
  invoiceResultSchema,
  invoiceSettingsInputSchema,
  invoiceSettingsResultSchema,
  listInvoicesQuerySchema,
  publicInvoiceResultSchema,
  publicInvoiceTokenParamsSchema,
  sendInvoiceInputSchema,
  updateInvoiceInputSchema,
  voidInvoiceInputSchema,
} from '@groundwork/domain/invoices';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendLinkLogo } from '../../lib/public-company';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createInvoicesService, INVOICE_PDF_ATTACHMENT, type InvoicePdf } from './invoices.service';

const secured = [{ bearerAuth: [] }];
const tags = ['invoices'];
/** Reading an invoice through its link: plenty for a client, little for someone guessing links (as proposals). */
export const publicInvoiceRateLimit = { max: 30, timeWindow: 60_000 } as const;
export const INVOICE_SETTINGS_MANAGERS_MESSAGE = 'Only the owner or an office manager can change the invoice settings.';

/** The invoice settings decide numbers and due dates for everyone: the owner and office managers change them. */
async function requireSettingsManager(request: FastifyRequest): Promise<void> {
  if (!canManageInvoiceSettings(request.ctx.role)) throw new AppError('FORBIDDEN', INVOICE_SETTINGS_MANAGERS_MESSAGE);
}

function sendPdf(reply: FastifyReply, { number, pdf }: InvoicePdf) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${invoiceFileName(number)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/** Invoices (/invoices): one-off drafts, sending, voiding, the company's invoice settings, and the client's public link. */
const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  // With Stripe configured, public invoices with money owed offer Pay now (online-payments.routes.ts).
  const service = createInvoicesService({ db: app.database.db, mail: app.mail, publicUrl: app.config.publicUrl, onlinePayments: app.config.stripe !== null, log: app.log });
  // The PDF an invoice e-mail carries is rendered when the delivery job runs (nothing large waits in the database).
  app.mail.registerAttachment(INVOICE_PDF_ATTACHMENT, (ref, companyId) => service.mailAttachment(companyId, ref.id));

  app.get(
    '/invoices/settings',
    { schema: { tags, summary: "The company's invoice settings", security: secured, response: responses(invoiceSettingsResultSchema, [401, 403]) } },
    async (request) => ok({ settings: await service.settings(request.ctx) }),
  );

  app.put(
    '/invoices/settings',
    {
      preHandler: requireSettingsManager,
      schema: {
        tags,
        summary: 'Change the first invoice number, default terms, how to pay and reminders (owner and office manager)',
        security: secured,
        body: invoiceSettingsInputSchema,
        response: responses(invoiceSettingsResultSchema, [400, 401, 403, 409]),
      },
    },
    async (request) => ok({ settings: await service.updateSettings(request.ctx, request.body) }),
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'One page of invoices, newest first (search, status, open, overdue, customer, job, issue dates)',
        security: secured,
        querystring: listInvoicesQuerySchema,
        response: responses(invoiceListSchema, [400, 401, 403]),
      },
    },
    async (request) => ok(await service.list(request.ctx, request.query)),
  );

  app.post(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'Create a one-off draft invoice with the next number (figures worked out by the server)',
        security: secured,
        body: createInvoiceInputSchema,
        response: createdResponses(invoiceResultSchema, [400, 401, 403, 404, 422]),
      },
    },
    async (request, reply) => reply.code(201).send(ok({ invoice: await service.create(request.ctx, request.body) })),
  );

  app.get(
    '/invoices/:id',
    {
      schema: { tags, summary: 'An invoice with its lines, payments and credit notes', security: secured, params: invoiceIdParamsSchema, response: responses(invoiceResultSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok({ invoice: await service.get(request.ctx, request.params.id) }),
  );

  app.put(
    '/invoices/:id',
    {
      schema: {
        tags,
        summary: 'Change a draft invoice (409 when stale; 422 once sent)',
        security: secured,
        params: invoiceIdParamsSchema,
        body: updateInvoiceInputSchema,
        response: responses(invoiceResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ invoice: await service.update(request.ctx, request.params.id, request.body) }),
  );

  app.post(
    '/invoices/:id/send',
    {
      schema: {
        tags,
        summary: 'Send a draft (e-mail with the public link, or mark as sent); e-mail an unpaid sent invoice again',
        security: secured,
        params: invoiceIdParamsSchema,
        body: sendInvoiceInputSchema,
        response: responses(invoiceResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ invoice: await service.send(request.ctx, request.params.id, request.body) }),
  );

  app.post(
    '/invoices/:id/void',
    {
      schema: {
        tags,
        summary: 'Void a draft or an unpaid sent invoice (it keeps its number and shows the reason)',
        security: secured,
        params: invoiceIdParamsSchema,
        body: voidInvoiceInputSchema,
        response: responses(invoiceResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ invoice: await service.void(request.ctx, request.params.id, request.body) }),
  );

  app.get(
    '/invoices/:id/pdf',
    { schema: { tags, summary: 'The invoice PDF (what the client receives; a draft says so)', security: secured, params: invoiceIdParamsSchema } },
    async (request, reply) => sendPdf(reply, await service.pdf(request.ctx, request.params.id)),
  );

  // ── Public: the client holds the link, nothing else ──
  app.get(
    '/public/invoices/:token',
    {
      config: { public: true, rateLimit: publicInvoiceRateLimit },
      schema: {
        tags,
        summary: 'The invoice a link shows (public; 404 when the link is unknown or the invoice void)',
        params: publicInvoiceTokenParamsSchema,
        response: responses(publicInvoiceResultSchema, [404, 429]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok({ invoice: await service.publicView(request.params.token) });
    },
  );

  app.get(
    '/public/invoices/:token/pdf',
    {
      config: { public: true, rateLimit: publicInvoiceRateLimit },
      schema: { tags, summary: 'The invoice PDF through its link (public)', params: publicInvoiceTokenParamsSchema },
    },
    async (request, reply) => sendPdf(reply, await service.publicPdf(request.params.token)),
  );

  app.get(
    '/public/invoices/:token/logo',
    {
      config: { public: true, rateLimit: publicInvoiceRateLimit },
      schema: { tags, summary: "The company's main logo through an invoice link (public)", params: publicInvoiceTokenParamsSchema },
    },
    async (request, reply) => sendLinkLogo(reply, await service.publicLogo(request.params.token)),
  );
};

export default invoicesRoutes;
