import {
  leadFormTokenParamsSchema,
  publicLeadFormResultSchema,
  submissionBodySchema,
  submissionResultSchema,
} from '@groundwork/domain/forms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { sendLinkLogo } from '../../lib/public-company';
import { createdResponses, ok, responses } from '../../lib/responses';
import { hostedFormUrl } from './forms.service';
import { createSubmitService, type SubmissionChannel } from './submit.service';

const tags = ['forms'];
/** Reading a form: plenty for a person, little for someone guessing links. */
export const formReadRateLimit = { max: 30, timeWindow: 60_000 } as const;
/** Sending: a person sends a form once or twice (a mistake corrected); a script is cut off quickly. */
export const formSendRateLimit = { max: 5, timeWindow: 15 * 60_000 } as const;
/** The most a submission's body may be: 30 fields of text with room to spare (larger → 413). */
const MAX_SUBMISSION_BYTES = 256 * 1024;
const IDEMPOTENCY_KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
/** Keys a form post can never mean, and which must never reach an object's prototype. */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The public lead form's calls: the hosted page (/form/{token} in the browser, or in an iframe) reads the form and
 * sends it as JSON; a plain HTML form on the company's website posts it as application/x-www-form-urlencoded and is
 * redirected to the hosted page's thank-you message. No sign-in: the token is the key. Rate limited per address.
 */
const publicFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createSubmitService({ db: app.database.db, mail: app.mail, publicUrl: app.config.publicUrl, secret: app.jwtSecret, log: app.log });

  // Only these routes read form posts; each field once (a repeated name is a forged post, not a person's).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: MAX_SUBMISSION_BYTES }, (_request, body, done) => {
    const fields: Record<string, string> = {};
    for (const [key, value] of new URLSearchParams(body as string)) {
      if (FORBIDDEN_KEYS.has(key)) continue;
      if (Object.hasOwn(fields, key)) return done(AppError.invalidField(key, 'Send each field once'), undefined);
      fields[key] = value;
    }
    return done(null, fields);
  });

  app.get(
    '/public/lead_forms/:token',
    {
      config: { public: true, rateLimit: formReadRateLimit },
      schema: {
        tags,
        summary: 'A lead form as its page shows it: heading, fields, thank-you message, the company’s name (public; 404 unless the form is active)',
        params: leadFormTokenParamsSchema,
        response: responses(publicLeadFormResultSchema, [400, 404, 429]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.view(request.params.token));
    },
  );

  app.get(
    '/public/lead_forms/:token/logo',
    {
      config: { public: true, rateLimit: formReadRateLimit },
      schema: { tags, summary: "The company's main logo through a form's link (public)", params: leadFormTokenParamsSchema },
    },
    async (request, reply) => sendLinkLogo(reply, await service.logo(request.params.token)),
  );

  app.post(
    '/public/lead_forms/:token/submissions',
    {
      config: { public: true, rateLimit: formSendRateLimit },
      bodyLimit: MAX_SUBMISSION_BYTES,
      schema: {
        tags,
        summary:
          'Send a lead form (public): JSON from its page with formToken, or a plain HTML form post (application/x-www-form-urlencoded), which is redirected (303) to the page’s thank-you message. Honours Idempotency-Key.',
        params: leadFormTokenParamsSchema,
        body: submissionBodySchema,
        response: { ...createdResponses(submissionResultSchema, [400, 404, 413, 422, 429]) },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const channel: SubmissionChannel = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded') ? 'form-post' : 'json';
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (key !== undefined && !IDEMPOTENCY_KEY_FORMAT.test(key)) throw AppError.invalidField('Idempotency-Key', 'must be 1 to 255 visible ASCII characters');
      reply.header('Cache-Control', 'no-store');
      if (channel === 'json') return reply.code(201).send(ok(await service.submit(token, request.body, channel, key ?? null)));
      // A plain HTML post: the visitor's browser follows the answer, so it lands on the hosted page either way.
      try {
        await service.submit(token, request.body, channel, key ?? null);
        return reply.redirect(`${hostedFormUrl(app.config.publicUrl, token)}?sent=1`, 303);
      } catch (error) {
        if (error instanceof AppError && (error.code === 'VALIDATION_FAILED' || error.code === 'BUSINESS_RULE')) {
          return reply.redirect(`${hostedFormUrl(app.config.publicUrl, token)}?problem=1`, 303);
        }
        throw error;
      }
    },
  );
};

export default publicFormsRoutes;
