import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_BASE_PATH } from '@groundwork/domain/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { DestinationStream } from 'pino';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { serverSecret, tileServerOrigin, type Config } from './config';
import type { Database } from './db/client';
import { readOrCreateJwtSecret } from './lib/jwt-secret';
import { serializeError, serializeRequest } from './lib/log-serializers';
import { createResponseSerializerCompiler } from './lib/serializer';
import { requireOffice, requireOfficeToChange } from './lib/office';
import appConfigRoutes from './modules/app-config/app-config.routes';
import authRoutes from './modules/auth/auth.routes';
import chemicalApplicationsRoutes from './modules/chemical-applications/chemical-applications.routes';
import companyInformationRoutes from './modules/company-information/company-information.routes';
import couponsRoutes from './modules/coupons/coupons.routes';
import crewsRoutes from './modules/crews/crews.routes';
import customFieldsRoutes from './modules/custom-fields/custom-fields.routes';
import customersRoutes from './modules/customers/customers.routes';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import employeesRoutes from './modules/employees/employees.routes';
import equipmentRoutes from './modules/equipment/equipment.routes';
import equipmentUpkeepRoutes from './modules/equipment/upkeep.routes';
import formsRoutes from './modules/forms/forms.routes';
import publicFormsRoutes from './modules/forms/public-forms.routes';
import integrationsRoutes from './modules/integrations/integrations.routes';
import publicCalendarRoutes from './modules/integrations/public-calendar.routes';
import publicStoreRoutes from './modules/store/public-store.routes';
import storeRoutes from './modules/store/store.routes';
import estimatesRoutes from './modules/estimates/estimates.routes';
import healthRoutes from './modules/health/health.routes';
import coachingRoutes from './modules/coaching/coaching.routes';
import healthScorecardRoutes from './modules/health-scorecard/health-scorecard.routes';
import applyRoutes from './modules/hiring/apply.routes';
import hiringRoutes from './modules/hiring/hiring.routes';
import incomeDivisionsRoutes from './modules/income-divisions/income-divisions.routes';
import batchSendRoutes from './modules/invoices/batch-send.routes';
import assistantRoutes from './modules/invoices/assistant.routes';
import billingRoutes from './modules/invoices/billing.routes';
import creditNotesRoutes from './modules/invoices/credit-notes.routes';
import remindersJobs from './modules/invoices/reminders.jobs';
import invoicesRoutes from './modules/invoices/invoices.routes';
import paymentsRoutes from './modules/invoices/payments.routes';
import exportRoutes from './modules/invoices/export.routes';
import onlinePaymentsRoutes from './modules/invoices/online-payments.routes';
import refundsRoutes from './modules/invoices/refunds.routes';
import statementsRoutes from './modules/invoices/statements.routes';
import jobsRoutes from './modules/jobs/jobs.routes';
import leadSourcesRoutes from './modules/lead-sources/lead-sources.routes';
import leadsRoutes from './modules/leads/leads.routes';
import legalRoutes from './modules/legal/legal.routes';
import onboardingRoutes from './modules/onboarding/onboarding.routes';
import boardRoutes from './modules/orders/board.routes';
import dispatchRoutes from './modules/dispatch/dispatch.routes';
import documentsRoutes from './modules/documents/documents.routes';
import sopsRoutes from './modules/documents/sops.routes';
import ordersRoutes from './modules/orders/orders.routes';
import orgChartRoutes from './modules/org-chart/org-chart.routes';
import outboxRoutes from './modules/outbox/outbox.routes';
import budgetProjectionsRoutes from './modules/overhead/budget-projections.routes';
import growthPlanRoutes from './modules/growth-plan/growth-plan.routes';
import marketingRoutes from './modules/marketing/marketing.routes';
import overheadRoutes from './modules/overhead/overhead.routes';
import productsRoutes from './modules/products/products.routes';
import meetingsRoutes from './modules/meetings/meetings.routes';
import peopleDevelopmentRoutes from './modules/people-development/people-development.routes';
import planningRoutes from './modules/planning/planning.routes';
import reportingRoutes from './modules/reporting/reporting.routes';
import scorecardRoutes from './modules/reporting/scorecard.routes';
import proposalsRoutes from './modules/proposals/proposals.routes';
import quickBooksRoutes from './modules/quickbooks/quickbooks.routes';
import roundsRoutes from './modules/rounds/rounds.routes';
import salesTaxRoutes from './modules/sales-tax/sales-tax.routes';
import servicesRoutes from './modules/services/services.routes';
import subcontractorsRoutes from './modules/subcontractors/subcontractors.routes';
import templatesRoutes from './modules/templates/templates.routes';
import ticketsRoutes from './modules/tickets/tickets.routes';
import afterReplyPlugin from './plugins/after-reply';
import authPlugin from './plugins/auth';
import databaseHealthPlugin from './plugins/database-health';
import errorsPlugin, { sendError } from './plugins/errors';
import idempotencyPlugin from './plugins/idempotency';
import mailPlugin from './plugins/mail';
import queuePlugin from './plugins/queue';
import rateLimitPlugin from './plugins/rate-limit';
import spaPlugin from './plugins/spa';
import storableTextPlugin, { noteJsonBodyText } from './plugins/storable-text';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Signs session tokens: JWT_SECRET, or the secret generated once into DATA_DIR. */
    jwtSecret: string;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Where the log goes (standard output by default); tests read it. */
  logStream?: DestinationStream;
}

/** The whole server without listening: external plugins → app plugins → modules → the SPA. Tests inject into it. */
export async function buildApp({ config, database, logStream }: BuildAppOptions): Promise<FastifyInstance> {
  const jwtSecret = serverSecret(config, readOrCreateJwtSecret);

  const app = Fastify({
    logger: {
      level: config.logLevel,
      // The route, not the address as sent (it carries personal data); errors without the values of a failed query.
      serializers: { req: serializeRequest, err: serializeError },
      ...(logStream ? { stream: logStream } : {}),
    },
    // A number (trusted hop count) works at run time; Fastify's types only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500 },
    // Requests the router refuses before any route runs still answer in the envelope.
    frameworkErrors: (error, _request, reply) => {
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 'NOT_FOUND');
      return sendError(reply, 'VALIDATION_FAILED', 'The address is not valid');
    },
  });
  // Many clients send `content-type: application/json` on every call, body or not. An empty body is then "no body":
  // calls that take none succeed, calls that need one still answer 400 (their schema wants an object).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    noteJsonBodyText(request, body as string);
    return parseJson(request, body as string, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ checkResponses: config.checkResponses }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('jwtSecret', jwtSecret);

  // ── External plugins ──────────────────────────────────────────────────────────────────
  // Helmet's security headers, built once: @fastify/helmet builds helmet's middlewares afresh on every request, and
  // that cost showed in every small endpoint's profile. None of these headers depends on the request.
  // Map tiles load from the configured tile server only; without one, no image comes from outside.
  const tileOrigin = config.mapTiles ? tileServerOrigin(config.mapTiles.urlTemplate) : undefined;
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      // The Vite build loads only its own scripts; Radix and Sonner set inline styles; images may be data: URLs.
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(tileOrigin ? [tileOrigin] : [])],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  await app.register(compress, { encodings: ['br', 'gzip', 'deflate'] });
  await app.register(rateLimitPlugin, { redisUrl: config.redisUrl });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Groundwork API',
        description: 'Business management for landscaping and lawn-care companies. Every answer is `{ success, data }` or the error envelope.',
        version: '2.0.0',
      },
      servers: [],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_BASE_PATH}/docs`, staticCSP: true });

  // ── App plugins ───────────────────────────────────────────────────────────────────────
  await app.register(errorsPlugin);
  await app.register(databaseHealthPlugin);
  await app.register(storableTextPlugin);
  await app.register(afterReplyPlugin);
  await app.register(authPlugin, { db: database.db, jwtSecret });
  // Durable background work; main.ts starts polling once the server listens (tests drain it themselves).
  await app.register(queuePlugin, { db: database.db, pollMs: config.queuePollMs });
  await app.register(mailPlugin, { db: database.db, smtpUrl: config.smtpUrl, mailFrom: config.mailFrom });

  // ── Modules: every /api/v2 route needs a session unless it is marked public; creates honour Idempotency-Key ──
  await app.register(
    async (api) => {
      api.addHook('onRequest', app.authenticate);
      await api.register(idempotencyPlugin, { db: database.db });
      // What the field uses too: signing in, the company's name and zone, and the crews' work.
      await api.register(healthRoutes);
      await api.register(appConfigRoutes);
      await api.register(authRoutes);
      await api.register(legalRoutes);
      await api.register(companyInformationRoutes);
      await api.register(ordersRoutes);
      await api.register(boardRoutes);
      await api.register(dispatchRoutes);
      // Equipment upkeep: crew leaders log readings and service and attach units to their crews' orders (each route guards itself).
      await api.register(equipmentUpkeepRoutes);
      // Tasks: crew leaders make and work theirs too (the service narrows what they see).
      await api.register(ticketsRoutes);
      // Application records: crew leaders record those of their crews' visits (the service narrows what they see).
      await api.register(chemicalApplicationsRoutes);
      // Planning: everyone in the company reads the goals, priorities and to-dos, and closes their own to-dos.
      await api.register(planningRoutes);
      // Meetings and the issues list: everyone reads, raises and votes; admins and office managers run them.
      await api.register(meetingsRoutes);
      // The business health scorecard: the whole company reads it, crew leaders included; the leadership takes it.
      await api.register(healthScorecardRoutes);
      // Hiring: postings and candidates are the hiring managers'; everyone reads the questions and may interview
      // (each route guards itself). The apply page's calls are public, reached by a posting's link.
      await api.register(hiringRoutes);
      await api.register(applyRoutes);
      // Lead-capture forms' public calls: the hosted page and plain HTML posts from a company's website, by the form's token.
      await api.register(publicFormsRoutes);
      // Calendar feeds: a crew's or employee's work orders as iCalendar, read by calendar apps through a secret address.
      await api.register(publicCalendarRoutes);
      // The online store's public calls: the storefront /store/{slug}, its instant prices and bookings, by the store's address.
      await api.register(publicStoreRoutes);
      // People development: what each user sees follows the org chart (their people, their own records), crew leaders
      // included — they are the managers of their crews (people-scope.ts).
      await api.register(peopleDevelopmentRoutes);
      // Documents: the office reads, admins and office managers write (each route guards itself; their images are public
      // by address). SOPs: everyone reads the published ones and ticks their checklists on the orders they may see.
      await api.register(documentsRoutes);
      await api.register(sopsRoutes);
      // QuickBooks Online sync: admins only (each route guards itself); Intuit's redirect back is public, trusted by its signed state.
      await api.register(quickBooksRoutes);
      await api.register(async (readable) => {
        readable.addHook('onRequest', requireOfficeToChange);
        await readable.register(crewsRoutes);
      });
      // The office's areas: a crew leader gets 403 (lib/office.ts).
      await api.register(async (office) => {
        office.addHook('onRequest', requireOffice);
        await office.register(outboxRoutes);
        await office.register(dashboardRoutes);
        await office.register(reportingRoutes);
        // The company scorecard reads the reports' figures, so it is the office's as they are; admins and office managers keep it.
        await office.register(scorecardRoutes);
        // The coaching programme's progress reads the office's records; its sessions are the admins' (coaching.routes.ts).
        await office.register(coachingRoutes);
        await office.register(onboardingRoutes);
        await office.register(salesTaxRoutes);
        await office.register(incomeDivisionsRoutes);
        await office.register(customersRoutes);
        await office.register(customFieldsRoutes);
        await office.register(leadSourcesRoutes);
        await office.register(leadsRoutes);
        // Lead-capture forms: the office reads them and their submissions; admins and office managers change them.
        await office.register(formsRoutes);
        // Integrations: webhooks and API keys are the admins', calendar feeds the leadership's (each route guards itself).
        await office.register(integrationsRoutes);
        // The online store: the office reads it and its bookings; admins and office managers change it.
        await office.register(storeRoutes);
        await office.register(employeesRoutes);
        await office.register(orgChartRoutes);
        await office.register(overheadRoutes);
        await office.register(budgetProjectionsRoutes);
        // The growth planner reads the budget, the crews and the org chart: the office's, as they are.
        await office.register(growthPlanRoutes);
        // Marketing reads the sales records (leads, estimates, invoices): the office's; admins and office managers change it.
        await office.register(marketingRoutes);
        await office.register(equipmentRoutes);
        await office.register(productsRoutes);
        await office.register(subcontractorsRoutes);
        await office.register(servicesRoutes);
        await office.register(couponsRoutes);
        await office.register(estimatesRoutes);
        await office.register(proposalsRoutes);
        await office.register(jobsRoutes);
        await office.register(roundsRoutes);
        await office.register(templatesRoutes);
        await office.register(invoicesRoutes);
        await office.register(paymentsRoutes);
        await office.register(creditNotesRoutes);
        await office.register(batchSendRoutes);
        await office.register(remindersJobs);
        await office.register(billingRoutes);
        await office.register(assistantRoutes);
        await office.register(refundsRoutes);
        await office.register(statementsRoutes);
        await office.register(exportRoutes);
        await office.register(onlinePaymentsRoutes);
      });
    },
    { prefix: API_BASE_PATH },
  );
  // Load balancers and orchestrators probe the bare paths too.
  await app.register(healthRoutes, { hide: true });

  await app.register(spaPlugin, { webDist: config.webDist });

  await app.ready();
  return app;
}
