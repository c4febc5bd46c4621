import multipart from '@fastify/multipart';
import { isLeadershipRole } from '@groundwork/domain/auth';
import {
  DOCUMENT_IMAGE_MAX_BYTES,
  DOCUMENT_IMAGE_TOO_LARGE_MESSAGE,
  DOCUMENT_IMAGE_UNREADABLE_MESSAGE,
  MAX_DOCUMENT_BODY_BYTES,
  ONLY_LEADERS_EDIT_DOCUMENTS_MESSAGE,
  createDocumentInputSchema,
  deletedDocumentSchema,
  documentImageParamsSchema,
  documentImageResultSchema,
  documentListQuerySchema,
  documentListSchema,
  documentParamsSchema,
  documentResultSchema,
  documentTemplateListSchema,
  documentVersionListSchema,
  documentVersionParamsSchema,
  documentVersionResultSchema,
  restoreDocumentVersionInputSchema,
  saveDocumentInputSchema,
} from '@groundwork/domain/documents';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { readImageUpload } from '../../lib/image-upload';
import { requireOffice } from '../../lib/office';
import { LOGO_CSP } from '../../lib/public-company';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createDocumentsService } from './documents.service';

const secured = [{ bearerAuth: [] }];
const tags = ['documents'];
const IMAGE_ID = /^[0-9a-f]{64}$/;
/** Image addresses change with their content, so browsers and proxies may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Admins and office managers write documents; the rest of the office reads them. Runs before the body is read. */
async function requireDocumentWriter(request: FastifyRequest): Promise<void> {
  if (request.ctx && !isLeadershipRole(request.ctx.role)) throw new AppError('FORBIDDEN', ONLY_LEADERS_EDIT_DOCUMENTS_MESSAGE);
}

/** `Handbook – Mowing.pdf` for a header: quotes and non-ASCII left to the `filename*` form. */
function attachment(title: string): string {
  const ascii = title.replace(/[^\x20-\x7e]/g, '').replace(/["\\/]/g, '').trim() || 'Document';
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`;
}

/** /documents (docs/business-development.md, "Documents and SOPs"): the document editor's documents. */
const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createDocumentsService(app.database.db);
  // Multipart only for this module's image upload.
  await app.register(multipart, { limits: { fileSize: DOCUMENT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 }, throwFileSizeLimit: true });
  const reader = { onRequest: requireOffice };
  const writer = { onRequest: [requireOffice, requireDocumentWriter] };

  app.get(
    '/documents',
    { ...reader, schema: { tags, summary: 'The company’s documents (not SOPs), the latest changed first', security: secured, querystring: documentListQuerySchema, response: responses(documentListSchema, [400, 401, 403]) } },
    async (request) => ok(await service.list(request.ctx, request.query)),
  );

  app.get(
    '/documents/templates',
    { ...reader, schema: { tags, summary: 'The built-in templates a document or SOP can start from', security: secured, response: responses(documentTemplateListSchema, [401, 403]) } },
    async () => ok({ templates: service.templates() }),
  );

  app.post(
    '/documents',
    {
      ...writer,
      schema: { tags, summary: 'A new document, blank (“Untitled Document”) or from a template', security: secured, body: createDocumentInputSchema, response: createdResponses(documentResultSchema, [400, 401, 403]) },
    },
    async (request, reply) => reply.code(201).send(ok({ document: await service.create(request.ctx, request.body) })),
  );

  app.get(
    '/documents/:id',
    { ...reader, schema: { tags, summary: 'A document: its editor JSON and sanitised HTML', security: secured, params: documentParamsSchema, response: responses(documentResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ document: await service.get(request.ctx, request.params.id) }),
  );

  app.put(
    '/documents/:id',
    {
      ...writer,
      bodyLimit: MAX_DOCUMENT_BODY_BYTES,
      schema: {
        tags,
        summary: 'Save the whole document against the version loaded; an older version is 409 with the current document in details.current',
        security: secured,
        params: documentParamsSchema,
        body: saveDocumentInputSchema,
        response: responses(documentResultSchema, [400, 401, 403, 404, 409, 413]),
      },
    },
    async (request) => ok({ document: await service.save(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/documents/:id',
    { ...writer, schema: { tags, summary: 'Delete a document and its history (an SOP’s document goes with its SOP)', security: secured, params: documentParamsSchema, response: responses(deletedDocumentSchema, [400, 401, 403, 404, 422]) } },
    async (request) => ok(await service.remove(request.ctx, request.params.id)),
  );

  app.get(
    '/documents/:id/versions',
    { ...reader, schema: { tags, summary: 'The document’s saved versions, newest first (at most 50)', security: secured, params: documentParamsSchema, response: responses(documentVersionListSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ versions: await service.versions(request.ctx, request.params.id) }),
  );

  app.get(
    '/documents/:id/versions/:versionId',
    { ...reader, schema: { tags, summary: 'One saved version with its content', security: secured, params: documentVersionParamsSchema, response: responses(documentVersionResultSchema, [400, 401, 403, 404]) } },
    async (request) => ok({ version: await service.version(request.ctx, request.params.id, request.params.versionId) }),
  );

  app.post(
    '/documents/:id/versions/:versionId/restore',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Make a saved version the newest one, against the document’s current version (409 when stale)',
        security: secured,
        params: documentVersionParamsSchema,
        body: restoreDocumentVersionInputSchema,
        response: responses(documentResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    async (request) => ok({ document: await service.restore(request.ctx, request.params.id, request.params.versionId, request.body) }),
  );

  app.get(
    '/documents/:id/export.pdf',
    { ...reader, schema: { tags, summary: 'The document as a PDF', security: secured, params: documentParamsSchema } },
    async (request, reply) => {
      const { title, pdf } = await service.pdf(request.ctx, request.params.id);
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', attachment(title)).header('Cache-Control', 'private, no-store').send(pdf);
    },
  );

  app.post(
    '/documents/:id/images',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Upload an image into the document (multipart: file; PNG/JPEG/WebP up to 10 MB, decoded and re-encoded)',
        security: secured,
        consumes: ['multipart/form-data'],
        params: documentParamsSchema,
        response: createdResponses(documentImageResultSchema, [400, 401, 403, 404, 413]),
      },
    },
    async (request, reply) => {
      const { bytes } = await readImageUpload(request, 'image', DOCUMENT_IMAGE_TOO_LARGE_MESSAGE);
      if (!bytes || bytes.length === 0) throw AppError.invalidField('file', DOCUMENT_IMAGE_UNREADABLE_MESSAGE);
      return reply.code(201).send(ok({ image: await service.uploadImage(request.ctx, request.params.id, bytes) }));
    },
  );

  // Public: <img> tags cannot send a bearer token. The address is the SHA-256 of the company and the image's bytes,
  // so it cannot be guessed, and it changes whenever the image does.
  app.get(
    '/document_images/:imageId',
    { config: { public: true }, schema: { tags, summary: 'A document’s image by its address (public, cached for good)', params: documentImageParamsSchema } },
    async (request, reply) => {
      const { imageId } = request.params;
      if (!IMAGE_ID.test(imageId)) throw new AppError('NOT_FOUND', 'Image not found');
      const image = await service.image(imageId);
      reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', `"${imageId}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', LOGO_CSP)
        .header('Content-Disposition', 'inline');
      if (request.headers['if-none-match'] === `"${imageId}"`) return reply.code(304).send();
      return reply.send(image.bytes);
    },
  );
};

export default documentsRoutes;
