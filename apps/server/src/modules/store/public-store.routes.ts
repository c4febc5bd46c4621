import {
  bookingRequestSchema,
  bookingResultSchema,
  instantPriceSchema,
  listingPhotoParamsSchema,
  priceRequestSchema,
  publicStoreSchema,
  storeListingParamsSchema,
  storeSlugParamsSchema,
} from '@groundwork/domain/store';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { stripePaymentProvider } from '../../lib/payment-provider';
import { sendLinkLogo } from '../../lib/public-company';
import { createdResponses, ok, responses } from '../../lib/responses';
import { createBookingService } from './booking.service';

const tags = ['online store'];
/** Reading the storefront: plenty for a person browsing, little for someone walking addresses. */
export const storeReadRateLimit = { max: 60, timeWindow: 60_000 } as const;
/** Pricing: a homeowner tries a few sizes; a script pricing the whole matrix is cut off. */
export const storePriceRateLimit = { max: 30, timeWindow: 60_000 } as const;
/** Booking: a person books once or twice (a mistake corrected); a script is cut off quickly. */
export const storeBookRateLimit = { max: 5, timeWindow: 15 * 60_000 } as const;
/** A booking is a few short fields; nothing legitimate comes near this (larger → 413). */
const MAX_BOOKING_BYTES = 16 * 1024;
const MAX_PRICE_BYTES = 1024;
const IDEMPOTENCY_KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;

/**
 * The public storefront's calls (/store/{slug}): no sign-in, found by the store's address; rate limited per address.
 * Unknown keys in a body (companyId, a price, a total) are dropped by the schemas: the server prices every booking.
 */
const publicStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.config.stripe ? stripePaymentProvider(app.config.stripe) : null;
  const service = createBookingService({ db: app.database.db, provider, publicUrl: app.config.publicUrl, log: app.log });

  app.get(
    '/public/store/:storeSlug',
    {
      config: { public: true, rateLimit: storeReadRateLimit },
      schema: { tags, summary: 'An open store as its storefront shows it: name, colours, terms and its active listings with their bookable weeks (public)', params: storeSlugParamsSchema, response: responses(publicStoreSchema, [400, 404, 429]) },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return ok(await service.storefront(request.params.storeSlug));
    },
  );

  app.get(
    '/public/store/:storeSlug/logo',
    { config: { public: true, rateLimit: storeReadRateLimit }, schema: { tags, summary: "The company's main logo on its storefront (public)", params: storeSlugParamsSchema } },
    async (request, reply) => sendLinkLogo(reply, await service.logo(request.params.storeSlug)),
  );

  app.get(
    '/public/store/photos/:photoId',
    {
      config: { public: true, rateLimit: storeReadRateLimit },
      schema: { tags, summary: "A listing's photo on the storefront (public; a new upload is a new address, so it is cached for good)", params: listingPhotoParamsSchema },
    },
    async (request, reply) => {
      const photo = await service.photo(request.params.photoId);
      return reply.header('Content-Type', photo.contentType).header('Cache-Control', 'public, max-age=31536000, immutable').send(photo.bytes);
    },
  );

  app.post(
    '/public/store/:storeSlug/listings/:listingSlug/price',
    {
      config: { public: true, rateLimit: storePriceRateLimit },
      bodyLimit: MAX_PRICE_BYTES,
      schema: {
        tags,
        summary: "The instant price of a listing for the property's measure: one visit from the rate matrix (or fixed), the season's total and the deposit (public)",
        params: storeListingParamsSchema,
        body: priceRequestSchema,
        response: responses(instantPriceSchema, [400, 404, 413, 422, 429]),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await service.price(request.params.storeSlug, request.params.listingSlug, request.body.measure));
    },
  );

  app.post(
    '/public/store/:storeSlug/listings/:listingSlug/bookings',
    {
      config: { public: true, rateLimit: storeBookRateLimit },
      bodyLimit: MAX_BOOKING_BYTES,
      schema: {
        tags,
        summary:
          'Book a listing (public): the customer and property, an estimate accepted online, an unscheduled work order and a task for the office; with payDeposit and online payment on, a checkout link for the deposit. Honours Idempotency-Key.',
        params: storeListingParamsSchema,
        body: bookingRequestSchema,
        response: createdResponses(bookingResultSchema, [400, 404, 413, 422, 429, 502]),
      },
    },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const key = Array.isArray(header) ? header[0] : header;
      if (key !== undefined && !IDEMPOTENCY_KEY_FORMAT.test(key)) throw AppError.invalidField('Idempotency-Key', 'must be 1 to 255 visible ASCII characters');
      reply.header('Cache-Control', 'no-store');
      const result = await service.book(request.params.storeSlug, request.params.listingSlug, request.body, key ?? null);
      return reply.code(201).send(ok(result));
    },
  );
};

export default publicStoreRoutes;
