import {
  bookingIdParamsSchema,
  bookingListQuerySchema,
  bookingListSchema,
  bookingSchema,
  createListingInputSchema,
  listingDetailSchema,
  listingIdParamsSchema,
  listingSchema,
  listingSlugParamsSchema,
  ONLY_MANAGERS_CHANGE_STORE_MESSAGE,
  onlineStoreSchema,
  reorderListingsInputSchema,
  storeSettingsSchema,
  updateBookingStatusInputSchema,
  updateListingInputSchema,
  updateStoreSettingsInputSchema,
} from '@groundwork/domain/store';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE_MESSAGE, PHOTO_TYPE_MESSAGE } from '@groundwork/domain/dispatch';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireLeadership } from '../../lib/company-admin';
import { readImageUpload } from '../../lib/image-upload';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createStoreService } from './store.service';

const secured = [{ bearerAuth: [] }];
const tags = ['online store'];

/** What the company sells online and at what price: admins and office managers change it. */
async function requireStoreWriter(request: FastifyRequest): Promise<void> {
  requireLeadership(request, ONLY_MANAGERS_CHANGE_STORE_MESSAGE);
}

/**
 * The online store's staff side (/online-store, /{product}): the office reads the store, its listings and bookings and
 * confirms bookings; admins and office managers change the settings and listings. Registered among the office's areas,
 * so a crew leader gets 403. The writers' guard runs onRequest, before the body is read.
 */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createStoreService({ db: app.database.db, publicUrl: app.config.publicUrl });
  const writer = { onRequest: requireStoreWriter };
  // Multipart only for the listing photo upload.
  await app.register(multipart, { limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 }, throwFileSizeLimit: true });

  app.get(
    '/online_store',
    { schema: { tags, summary: 'The store: its settings (and storefront address) and its listings in storefront order', security: secured, response: responses(onlineStoreSchema, [401, 403]) } },
    async (request) => ok(await store.overview(request.ctx)),
  );
  app.put(
    '/online_store/settings',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Save the store settings: address (unique), name, colours, logo, terms, open; with the updatedAt read (stale → 409)',
        security: secured,
        body: updateStoreSettingsInputSchema,
        response: responses(z.object({ settings: storeSettingsSchema }), [400, 401, 403, 409]),
      },
    },
    async (request) => ok({ settings: await store.updateSettings(request.ctx, request.body) }),
  );
  app.get(
    '/online_store/listings',
    { schema: { tags, summary: 'Every listing in storefront order', security: secured, response: responses(z.object({ listings: z.array(listingSchema) }), [401, 403]) } },
    async (request) => ok({ listings: await store.listings(request.ctx) }),
  );
  app.post(
    '/online_store/listings',
    {
      ...writer,
      schema: { tags, summary: 'List a service in the store', security: secured, body: createListingInputSchema, response: createdResponses(z.object({ listing: listingSchema }), [400, 401, 403, 404, 422]) },
    },
    async (request, reply) => reply.code(201).send(ok({ listing: await store.create(request.ctx, request.body) })),
  );
  app.put(
    '/online_store/listings/order',
    {
      ...writer,
      schema: { tags, summary: 'Set the storefront order: every listing id once', security: secured, body: reorderListingsInputSchema, response: responses(z.object({ listings: z.array(listingSchema) }), [400, 401, 403]) },
    },
    async (request) => ok({ listings: await store.reorder(request.ctx, request.body.ids) }),
  );
  app.get(
    '/online_store/listings/by_slug/:slug',
    {
      schema: { tags, summary: 'One listing by its address (/{product}), with its sales; 404 when no listing has it', security: secured, params: listingSlugParamsSchema, response: responses(listingDetailSchema, [400, 401, 403, 404]) },
    },
    async (request) => ok(await store.bySlug(request.ctx, request.params.slug)),
  );
  app.get(
    '/online_store/listings/:id',
    { schema: { tags, summary: 'One listing', security: secured, params: listingIdParamsSchema, response: responses(z.object({ listing: listingSchema }), [400, 401, 403, 404]) } },
    async (request) => ok({ listing: await store.get(request.ctx, request.params.id) }),
  );
  app.put(
    '/online_store/listings/:id',
    {
      ...writer,
      schema: {
        tags,
        summary: 'Change a listing with the updatedAt read (stale → 409)',
        security: secured,
        params: listingIdParamsSchema,
        body: updateListingInputSchema,
        response: responses(z.object({ listing: listingSchema }), [400, 401, 403, 404, 409, 422]),
      },
    },
    async (request) => ok({ listing: await store.update(request.ctx, request.params.id, request.body) }),
  );
  app.delete(
    '/online_store/listings/:id',
    {
      ...writer,
      schema: { tags, summary: 'Take a listing out of the store (its bookings stay)', security: secured, params: listingIdParamsSchema, response: responses(z.object({ deleted: z.literal(true) }), [400, 401, 403, 404]) },
    },
    async (request) => {
      await store.remove(request.ctx, request.params.id);
      return ok({ deleted: true as const });
    },
  );
  app.post(
    '/online_store/listings/:id/photo',
    {
      ...writer,
      schema: {
        tags,
        summary: "Upload the listing's photo, replacing the one it had (multipart: file; PNG/JPEG/WebP up to 15 MB, decoded and re-encoded)",
        security: secured,
        params: listingIdParamsSchema,
        consumes: ['multipart/form-data'],
        response: responses(z.object({ listing: listingSchema }), [400, 401, 403, 404, 413]),
      },
    },
    async (request) => {
      const { bytes } = await readImageUpload(request, 'photo', PHOTO_TOO_LARGE_MESSAGE);
      if (!bytes || bytes.length === 0) throw AppError.invalidField('file', PHOTO_TYPE_MESSAGE);
      return ok({ listing: await store.uploadPhoto(request.ctx, request.params.id, bytes) });
    },
  );
  app.delete(
    '/online_store/listings/:id/photo',
    {
      ...writer,
      schema: { tags, summary: "Take the listing's photo away", security: secured, params: listingIdParamsSchema, response: responses(z.object({ listing: listingSchema }), [400, 401, 403, 404]) },
    },
    async (request) => ok({ listing: await store.deletePhoto(request.ctx, request.params.id) }),
  );
  app.get(
    '/online_store/bookings',
    { schema: { tags, summary: 'The bookings made on the storefront, newest first', security: secured, querystring: bookingListQuerySchema, response: responses(bookingListSchema, [400, 401, 403]) } },
    async (request) => ok({ bookings: await store.bookings(request.ctx, request.query) }),
  );
  app.put(
    '/online_store/bookings/:id/status',
    {
      schema: {
        tags,
        summary: "Confirm or cancel a booking (its estimate and work order are the office's to change as usual)",
        security: secured,
        params: bookingIdParamsSchema,
        body: updateBookingStatusInputSchema,
        response: responses(z.object({ booking: bookingSchema }), [400, 401, 403, 404]),
      },
    },
    async (request) => ok({ booking: await store.setBookingStatus(request.ctx, request.params.id, request.body.status) }),
  );
};

export default storeRoutes;
