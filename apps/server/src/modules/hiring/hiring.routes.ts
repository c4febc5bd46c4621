import {
  attachmentParamsSchema,
  candidateDetailSchema,
  candidateNoteInputSchema,
  candidateScorecardsSchema,
  createPostingInputSchema,
  createQuestionInputSchema,
  deletedSchema,
  idParamsSchema,
  interviewCandidateListSchema,
  moveStageInputSchema,
  ONLY_HIRING_MANAGERS_MESSAGE,
  ONLY_MANAGERS_WRITE_QUESTIONS_MESSAGE,
  postingDetailSchema,
  postingListSchema,
  postingResultSchema,
  questionBankSchema,
  questionListSchema,
  questionResultSchema,
  reorderQuestionsInputSchema,
  scorecardInputSchema,
  scorecardResultSchema,
  updatePostingInputSchema,
  updateQuestionInputSchema,
} from '@groundwork/domain/hiring';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLeadership } from '../../lib/company-admin';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createPostingsService } from './postings.service';
import { createQuestionsService } from './questions.service';
import { createScorecardsService } from './scorecards.service';

const secured = [{ bearerAuth: [] }];

/** A file name for `filename*=` (RFC 5987): percent-encoded UTF-8, ' ( ) * included. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
const tags = ['hiring'];

/** Postings and candidates (their contact details and files) are the hiring managers': admins and office managers. */
async function requireHiringManager(request: FastifyRequest): Promise<void> {
  requireLeadership(request, ONLY_HIRING_MANAGERS_MESSAGE);
}

async function requireQuestionWriter(request: FastifyRequest): Promise<void> {
  requireLeadership(request, ONLY_MANAGERS_WRITE_QUESTIONS_MESSAGE);
}

/**
 * Hiring (docs/business-development.md, "Hiring"): job postings and candidates for the hiring managers; the interview
 * question bank read by everyone and kept by them; the interview scorecard, where every signed-in user may interview.
 * The guards run onRequest, before the body is read, so someone refused learns nothing from validation messages.
 */
const hiringRoutes: FastifyPluginAsyncZod = async (app) => {
  const postings = createPostingsService({ db: app.database.db, publicUrl: app.config.publicUrl });
  const questions = createQuestionsService({ db: app.database.db });
  const scorecards = createScorecardsService({ db: app.database.db });
  const manager = { onRequest: requireHiringManager };
  const questionWriter = { onRequest: requireQuestionWriter };

  // ── Job postings ──
  app.get(
    '/job_postings',
    { ...manager, schema: { tags, summary: 'Every job posting, newest first, with its candidates by stage; and the org chart’s seats', security: secured, response: responses(postingListSchema, [401, 403]) } },
    async (request) => ok(await postings.list(request.ctx)),
  );
  app.post(
    '/job_postings',
    {
      ...manager,
      schema: {
        tags,
        summary: 'Post a job for a seat of the org chart (its responsibilities copied in unless given); one live posting a seat',
        security: secured,
        body: createPostingInputSchema,
        response: createdResponses(postingResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request, reply) => reply.code(201).send(ok({ posting: await postings.create(request.ctx, request.body) })),
  );
  app.get(
    '/job_postings/:id',
    { ...manager, schema: { tags, summary: 'A posting with its candidates, newest application first', security: secured, params: idParamsSchema, response: responses(postingDetailSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await postings.detail(request.ctx, request.params.id)),
  );
  app.put(
    '/job_postings/:id',
    {
      ...manager,
      schema: {
        tags,
        summary: 'Change a posting against the version loaded (never back to draft once open)',
        security: secured,
        params: idParamsSchema,
        body: updatePostingInputSchema,
        response: responses(postingResultSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ posting: await postings.update(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/job_postings/:id',
    { ...manager, schema: { tags, summary: 'Delete a posting nobody has applied to (422 otherwise: close it)', security: secured, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404, 422]) } },
    async (request) => ok(await postings.remove(request.ctx, request.params.id)),
  );
  app.post(
    '/job_postings/:id/apply_link',
    { ...manager, schema: { tags, summary: 'A new apply link; the old one stops working', security: secured, params: idParamsSchema, response: responses(postingResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ posting: await postings.regenerateLink(request.ctx, request.params.id) }),
  );

  // ── Candidates ──
  app.get(
    '/candidates/:id',
    { ...manager, schema: { tags, summary: 'A candidate: contact, experience, files and history', security: secured, params: idParamsSchema, response: responses(candidateDetailSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await postings.candidate(request.ctx, request.params.id)),
  );
  app.put(
    '/candidates/:id/stage',
    {
      ...manager,
      schema: {
        tags,
        summary: 'Move a candidate one stage on or back, or reject them (422 otherwise; 409 when stale)',
        security: secured,
        params: idParamsSchema,
        body: moveStageInputSchema,
        response: responses(candidateDetailSchema, [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok(await postings.moveStage(request.ctx, request.params.id, request.body)),
  );
  app.post(
    '/candidates/:id/notes',
    {
      ...manager,
      schema: { tags, summary: 'Add a note to a candidate', security: secured, params: idParamsSchema, body: candidateNoteInputSchema, response: responses(candidateDetailSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await postings.addNote(request.ctx, request.params.id, request.body.text)),
  );
  app.delete(
    '/candidates/:id',
    { ...manager, schema: { tags, summary: 'Delete a candidate with their files, notes and scorecards', security: secured, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await postings.removeCandidate(request.ctx, request.params.id)),
  );
  app.get(
    '/candidates/:id/attachments/:attachmentId',
    { ...manager, schema: { tags, summary: 'A file the candidate sent, as a download', security: secured, params: attachmentParamsSchema } },
    async (request, reply) => {
      const file = await postings.attachment(request.ctx, request.params.id, request.params.attachmentId);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${rfc5987(file.fileName)}`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes);
    },
  );

  // ── Interview questions ──
  app.get(
    '/interview_questions',
    { schema: { tags, summary: 'The question bank: by seat of the org chart, by core value and for every interview, in order', security: secured, response: responses(questionBankSchema, [401]) } },
    async (request) => ok(await questions.bank(request.ctx)),
  );
  app.post(
    '/interview_questions',
    {
      ...questionWriter,
      schema: { tags, summary: 'Add a question at the end of its group', security: secured, body: createQuestionInputSchema, response: createdResponses(questionResultSchema, [400, 401, 403, 404, 422]) },
    },
    async (request, reply) => reply.code(201).send(ok({ question: await questions.create(request.ctx, request.body) })),
  );
  app.put(
    '/interview_questions/order',
    {
      ...questionWriter,
      schema: { tags, summary: 'Put a group’s questions in a new order (every one of them, once)', security: secured, body: reorderQuestionsInputSchema, response: responses(questionListSchema, [400, 401, 403, 404, 409]) },
    },
    async (request) => ok({ questions: await questions.reorder(request.ctx, request.body) }),
  );
  app.put(
    '/interview_questions/:id',
    {
      ...questionWriter,
      schema: { tags, summary: 'Reword a question against the version loaded', security: secured, params: idParamsSchema, body: updateQuestionInputSchema, response: responses(questionResultSchema, [400, 401, 403, 404, 409]) },
    },
    async (request) => ok({ question: await questions.update(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/interview_questions/:id',
    { ...questionWriter, schema: { tags, summary: 'Remove a question', security: secured, params: idParamsSchema, response: responses(deletedSchema, [400, 401, 403, 404]) } },
    async (request) => ok(await questions.remove(request.ctx, request.params.id)),
  );

  // ── Interview scorecard: every signed-in user may interview ──
  app.get(
    '/interview_candidates',
    { schema: { tags, summary: 'The candidates to interview (name, posting, stage: no contact details), those in play first', security: secured, response: responses(interviewCandidateListSchema, [401]) } },
    async (request) => ok({ candidates: await scorecards.candidates(request.ctx) }),
  );
  app.get(
    '/candidates/:id/scorecards',
    {
      schema: { tags, summary: 'A candidate’s criteria, every interviewer’s scorecard and the scores side by side', security: secured, params: idParamsSchema, response: responses(candidateScorecardsSchema, [400, 401, 404]) },
    },
    async (request) => ok(await scorecards.forCandidate(request.ctx, request.params.id)),
  );
  app.put(
    '/candidates/:id/scorecards/mine',
    {
      schema: {
        tags,
        summary: 'Make or change the caller’s own scorecard of a candidate (against the version loaded)',
        security: secured,
        params: idParamsSchema,
        body: scorecardInputSchema,
        response: responses(scorecardResultSchema, [400, 401, 404, 409]),
      },
    },
    async (request) => ok({ scorecard: await scorecards.saveMine(request.ctx, request.params.id, request.body) }),
  );
};

export default hiringRoutes;
