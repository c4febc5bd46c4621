import { estimateIdParamsSchema, estimateResultSchema } from '@groundwork/domain/estimates';
import {
  approveProposalInputSchema,
  declineProposalInputSchema,
  estimateActivityListSchema,
  proposalFileName,
  proposalTokenParamsSchema,
  publicProposalResultSchema,
  requestChangesInputSchema,
  sendProposalInputSchema,
} from '@groundwork/domain/proposals';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendLinkLogo } from '../../lib/public-company';
import { ok, responses } from '../../lib/responses';
import { createProposalsService, type ClientRequestInfo, type ProposalPdf } from './proposals.service';

const secured = [{ bearerAuth: [] }];
const tags = ['proposals'];
/** Reading a proposal: plenty for a person paging through it, little for someone guessing links. */
export const proposalReadRateLimit = { max: 30, timeWindow: 60_000 } as const;
/** Answering one: a few tries (a validation error or two) a minute. */
export const proposalAnswerRateLimit = { max: 10, timeWindow: 60_000 } as const;

const clientInfo = (request: FastifyRequest): ClientRequestInfo => ({
  ipAddress: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

function sendPdf(reply: FastifyReply, { number, pdf }: ProposalPdf) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${proposalFileName(number)}"`)
    .header('Cache-Control', 'private, no-store')
    .send(pdf);
}

/**
 * Proposals: an estimate sent to its client as a PDF and a public link (no sign-in) where the client approves it
 * with their typed name, declines it or asks for changes; and the estimate's activity.
 */
const proposalsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createProposalsService({ db: app.database.db, mail: app.mail, publicUrl: app.config.publicUrl, log: app.log });

  app.post(
    '/estimates/:id/send',
    {
      schema: {
        tags,
        summary: 'E-mail the proposal link to the client (draft, sent or changes requested; revokes older links); status → sent',
        security: secured,
        params: estimateIdParamsSchema,
        body: sendProposalInputSchema,
        response: responses(estimateResultSchema, [400, 401, 404, 409, 422]),
      },
    },
    async (request) => ok({ estimate: await service.send(request.ctx, request.params.id, request.body) }),
  );

  app.get(
    '/estimates/:id/proposal.pdf',
    {
      schema: {
        tags,
        summary: 'The proposal PDF (client-facing prices only, never costs or margins)',
        security: secured,
        params: estimateIdParamsSchema,
      },
    },
    async (request, reply) => sendPdf(reply, await service.internalPdf(request.ctx, request.params.id)),
  );

  app.get(
    '/estimates/:id/activity',
    {
      schema: {
        tags,
        summary: "The estimate's history (created, sent, viewed, answered, status changes), newest first",
        security: secured,
        params: estimateIdParamsSchema,
        response: responses(estimateActivityListSchema, [400, 401, 404]),
      },
    },
    async (request) => ok({ activity: await service.activity(request.ctx, request.params.id) }),
  );

  // ── Public: the client holds the link, nothing else ──
  app.get(
    '/proposals/:token',
    {
      config: { public: true, rateLimit: proposalReadRateLimit },
      schema: {
        tags,
        summary: 'The proposal a link shows (public; 404 when the link is unknown, revoked or expired)',
        params: proposalTokenParamsSchema,
        response: responses(publicProposalResultSchema, [404, 429]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok({ proposal: await service.view(request.params.token, clientInfo(request)) });
    },
  );

  app.get(
    '/proposals/:token/pdf',
    {
      config: { public: true, rateLimit: proposalReadRateLimit },
      schema: { tags, summary: 'The proposal PDF through its link (public)', params: proposalTokenParamsSchema },
    },
    async (request, reply) => sendPdf(reply, await service.pdf(request.params.token)),
  );

  app.get(
    '/proposals/:token/logo',
    {
      config: { public: true, rateLimit: proposalReadRateLimit },
      schema: { tags, summary: "The company's main logo through a proposal link (public)", params: proposalTokenParamsSchema },
    },
    async (request, reply) => sendLinkLogo(reply, await service.logo(request.params.token)),
  );

  app.post(
    '/proposals/:token/approve',
    {
      config: { public: true, rateLimit: proposalAnswerRateLimit },
      schema: {
        tags,
        summary: 'Approve the proposal with a typed full name (recorded with time, address and browser)',
        params: proposalTokenParamsSchema,
        body: approveProposalInputSchema,
        response: responses(publicProposalResultSchema, [400, 404, 422, 429]),
      },
    },
    async (request) => ok({ proposal: await service.approve(request.params.token, request.body, clientInfo(request)) }),
  );

  app.post(
    '/proposals/:token/decline',
    {
      config: { public: true, rateLimit: proposalAnswerRateLimit },
      schema: {
        tags,
        summary: 'Decline the proposal with a reason',
        params: proposalTokenParamsSchema,
        body: declineProposalInputSchema,
        response: responses(publicProposalResultSchema, [400, 404, 422, 429]),
      },
    },
    async (request) => ok({ proposal: await service.decline(request.params.token, request.body, clientInfo(request)) }),
  );

  app.post(
    '/proposals/:token/changes',
    {
      config: { public: true, rateLimit: proposalAnswerRateLimit },
      schema: {
        tags,
        summary: 'Ask for changes to the proposal',
        params: proposalTokenParamsSchema,
        body: requestChangesInputSchema,
        response: responses(publicProposalResultSchema, [400, 404, 422, 429]),
      },
    },
    async (request) => ok({ proposal: await service.requestChanges(request.params.token, request.body, clientInfo(request)) }),
  );
};

export default proposalsRoutes;
