import multipart from '@fastify/multipart';
import {
  applicationFieldsSchema,
  applicationResultSchema,
  applyTokenParamsSchema,
  ATTACHMENT_COUNT_MESSAGE,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  MAX_ATTACHMENTS,
  publicPostingResultSchema,
  type ApplicationFields,
} from '@groundwork/domain/hiring';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors } from '../../lib/app-error';
import { sendLinkLogo } from '../../lib/public-company';
import { createdResponses, ok, responses } from '../../lib/responses';
import { assertStorableText } from '../../plugins/storable-text';
import type { UploadedFile } from './application-files';
import { createApplyService } from './apply.service';

const tags = ['hiring'];
/** Reading a posting: plenty for a person, little for someone guessing links. */
export const applyReadRateLimit = { max: 30, timeWindow: 60_000 } as const;
/** Applying: a person applies once or twice (a mistake corrected); a script is cut off quickly. */
export const applySendRateLimit = { max: 5, timeWindow: 15 * 60_000 } as const;
/** Text fields of the form: name, email, phone, experience, the honeypot and the form token. */
const MAX_FIELDS = 6;
/** A field's size in bytes: experience is 4,000 characters, up to 4 bytes each in UTF-8. */
const MAX_FIELD_BYTES = 16_000;

/** The application as sent: its text fields (checked as storable text, then by the domain schema) and its files. */
async function readApplication(request: FastifyRequest): Promise<{ fields: ApplicationFields; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw AppError.invalidField('body', 'Send the application as multipart/form-data');
  const raw: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'attachments') throw AppError.invalidField(part.fieldname, 'Attach files in the attachments field');
        // A browser sends an empty part when no file was chosen.
        if (bytes.length > 0 || part.filename) files.push({ fileName: part.filename ?? '', bytes });
      } else if (typeof part.value === 'string') {
        if (part.fieldname in raw) throw AppError.invalidField(part.fieldname, 'Send each field once');
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('PAYLOAD_TOO_LARGE', ATTACHMENT_TOO_LARGE_MESSAGE, { fieldErrors: { attachments: [ATTACHMENT_TOO_LARGE_MESSAGE] } });
    if (code === 'FST_FILES_LIMIT') throw AppError.invalidField('attachments', ATTACHMENT_COUNT_MESSAGE);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw AppError.invalidField('body', 'Too many form fields');
    if (code === 'FST_PROTO_VIOLATION') throw AppError.invalidField('body', 'The form could not be read');
    throw AppError.invalidField('body', 'The application could not be read. Please try again.');
  }
  assertStorableText({ body: raw });
  const parsed = applicationFieldsSchema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      // An unknown field is named by its key, as the JSON routes name them.
      const paths = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || 'body'];
      for (const path of paths) (fieldErrors[path] ??= []).push(issue.code === 'unrecognized_keys' ? 'This field is not part of the form' : issue.message);
    }
    const messages = Object.values(fieldErrors);
    throw new AppError('VALIDATION_FAILED', messages.length === 1 ? messages[0]![0] : undefined, { fieldErrors });
  }
  return { fields: parsed.data, files };
}

/**
 * The public apply page's calls (/apply/{token} in the browser): no sign-in, the token is the key. Rate limited per
 * address; the application has a honeypot and a time trap against bots (apply-form-token.ts).
 */
const applyRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createApplyService({ db: app.database.db, mail: app.mail, publicUrl: app.config.publicUrl, secret: app.jwtSecret, log: app.log });
  // Multipart only for the application: files are counted and size-limited as they stream in.
  await app.register(multipart, {
    limits: { fileSize: ATTACHMENT_MAX_BYTES, files: MAX_ATTACHMENTS, fields: MAX_FIELDS, parts: MAX_FIELDS + MAX_ATTACHMENTS, fieldSize: MAX_FIELD_BYTES, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/public/job_postings/:token',
    {
      config: { public: true, rateLimit: applyReadRateLimit },
      schema: {
        tags,
        summary: 'The job posting an apply link shows: title, description, pay, the company’s name (public; 404 unless the posting is open)',
        params: applyTokenParamsSchema,
        response: responses(publicPostingResultSchema, [400, 404, 429]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.view(request.params.token));
    },
  );

  app.get(
    '/public/job_postings/:token/logo',
    {
      config: { public: true, rateLimit: applyReadRateLimit },
      schema: { tags, summary: "The company's main logo through an apply link (public)", params: applyTokenParamsSchema },
    },
    async (request, reply) => sendLinkLogo(reply, await service.logo(request.params.token)),
  );

  app.post(
    '/public/job_postings/:token/applications',
    {
      config: { public: true, rateLimit: applySendRateLimit },
      schema: {
        tags,
        summary: 'Apply: multipart/form-data with name, email and/or phone, experience, formToken and up to 3 files named attachments (PDF or photo, 5 MB each)',
        params: applyTokenParamsSchema,
        response: createdResponses(applicationResultSchema, [400, 404, 413, 422, 429]),
      },
    },
    async (request, reply) => {
      await service.checkLink(request.params.token);
      const { fields, files } = await readApplication(request);
      const result = await service.apply(request.params.token, fields, files);
      return reply.code(201).header('Cache-Control', 'no-store').send(ok(result));
    },
  );
};

export default applyRoutes;
