import multipart from '@fastify/multipart';
import {
  companyInformationResultSchema,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
  LOGO_TYPE_MESSAGE,
  logoKindSchema,
  updateCompanyInformationInputSchema,
  savesDirectionOnly,
  uploadLogoFieldsSchema,
} from '@groundwork/domain/company-information';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readImageUpload } from '../../lib/image-upload';
import { requireCompanyAdmin, requireDirectionWriter } from '../../lib/company-admin';
import { LOGO_CSP } from '../../lib/public-company';
import { ok, responses } from '../../lib/responses';
import { createCompanyInformationService, type LogoUpload } from './company-information.service';

const LOGO_ID = /^[0-9a-f]{64}$/;
/** Logo addresses change with their content, so browsers and proxies may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Reads the multipart upload: text fields (in any order) and exactly one file part named `file`. */
async function readLogoUpload(request: FastifyRequest): Promise<LogoUpload> {
  const { fields, bytes } = await readImageUpload(request, 'logo', LOGO_TOO_LARGE_MESSAGE);
  const parsed = uploadLogoFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join('.') || 'body'] ??= []).push(issue.message);
    const first = Object.values(fieldErrors)[0]?.[0] ?? 'Some fields are not valid.';
    throw new AppError('VALIDATION_FAILED', Object.keys(fieldErrors).length === 1 ? first : undefined, { fieldErrors });
  }
  if (!bytes) throw AppError.invalidField('file', LOGO_TYPE_MESSAGE);
  return { ...parsed.data, bytes };
}

const companyInformationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = createCompanyInformationService(app.database.db);
  // Multipart only for this module's upload: the rest of the API keeps reading JSON alone.
  await app.register(multipart, {
    limits: { fileSize: LOGO_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 4096 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/company_information',
    {
      schema: {
        tags: ['company information'],
        summary: "The company's details, contact, logos, purpose, values, mission and vision",
        security: [{ bearerAuth: [] }],
        response: responses(companyInformationResultSchema, [401, 404]),
      },
    },
    async (request) => ok({ companyInformation: await service.getCompanyInformation(request.ctx) }),
  );

  app.put(
    '/company_information',
    {
      schema: {
        tags: ['company information'],
        summary: 'Saves the sections sent (admins; the direction alone also office managers); a save based on an older version gets 409',
        security: [{ bearerAuth: [] }],
        body: updateCompanyInformationInputSchema,
        response: responses(companyInformationResultSchema, [400, 401, 403, 404, 409]),
      },
    },
    // The direction alone (purpose, values, vision, mission) is also an office manager's to write.
    async (request) => {
      const ctx = savesDirectionOnly(request.body) ? requireDirectionWriter(request) : requireCompanyAdmin(request);
      return ok({ companyInformation: await service.updateCompanyInformation(ctx, request.body) });
    },
  );

  app.post(
    '/company_information/logos',
    {
      schema: {
        tags: ['company information'],
        summary: 'Uploads a logo (multipart: kind, altText, then file; PNG/JPEG/SVG/WebP up to 5 MB; admins only)',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: responses(companyInformationResultSchema, [400, 401, 403, 404, 413]),
      },
    },
    async (request) => {
      const ctx = requireCompanyAdmin(request);
      return ok({ companyInformation: await service.uploadLogo(ctx, await readLogoUpload(request)) });
    },
  );

  app.delete(
    '/company_information/logos/:logo',
    {
      schema: {
        tags: ['company information'],
        summary: 'Removes the logo of a slot: mainLogo, secondaryLogo or favicon (admins only)',
        security: [{ bearerAuth: [] }],
        params: z.object({ logo: logoKindSchema }),
        response: responses(companyInformationResultSchema, [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ companyInformation: await service.deleteLogo(requireCompanyAdmin(request), request.params.logo) }),
  );

  // Public: <img> tags cannot send a bearer token. The address is the SHA-256 of company, slot and bytes, so
  // it cannot be guessed, and it changes whenever the image does.
  app.get(
    '/company_information/logos/:logo',
    {
      config: { public: true },
      schema: {
        tags: ['company information'],
        summary: 'A logo image by its content address (public, cached forever)',
        params: z.object({ logo: z.string() }),
      },
    },
    async (request, reply) => {
      const { logo: logoId } = request.params;
      if (!LOGO_ID.test(logoId)) throw new AppError('NOT_FOUND');
      const logo = await service.getLogo(logoId);
      reply
        .header('Content-Type', logo.contentType)
        .header('Cache-Control', IMMUTABLE)
        .header('ETag', `"${logoId}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', LOGO_CSP)
        .header('Content-Disposition', 'inline');
      if (request.headers['if-none-match'] === `"${logoId}"`) return reply.code(304).send();
      return reply.send(logo.bytes);
    },
  );
};

export default companyInformationRoutes;
