import {
  BOOKING_NOT_FOUND_MESSAGE,
  LISTING_MATRIX_EMPTY_MESSAGE,
  LISTING_NOT_FOUND_MESSAGE,
  LISTING_ORDER_MESSAGE,
  LISTING_SERVICE_MESSAGE,
  LISTING_SLUG_TAKEN_MESSAGE,
  MAX_LISTINGS,
  STORE_SLUG_TAKEN_MESSAGE,
  type Booking,
  type BookingStatus,
  type Listing,
  type ListingDetail,
  type ListingValues,
  type OnlineStore,
  type StoreSettings,
  type UpdateListingValues,
  type UpdateStoreSettingsValues,
} from '@groundwork/domain/store';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, services, storeBookings, storeListingPhotos, storeListings, storeSettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { reencodePhoto } from '../../lib/images';
import { isSameVersion, unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { bookingView, listingView, settingsView, storefrontUrl, type ListingRow } from './store-view';

const listingNotFound = () => new AppError('NOT_FOUND', LISTING_NOT_FOUND_MESSAGE);

/**
 * The online store's staff side (/online-store): its settings, its listings and their order, and the bookings made on
 * the storefront. Every query is the signed-in company's; another company's listing or booking is a 404.
 */
export function createStoreService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  async function serviceOf(companyId: string, serviceId: string | null) {
    if (!serviceId) return null;
    const [row] = await db
      .select({ id: services.id, name: services.name, rateMatrix: services.rateMatrix })
      .from(services)
      .where(and(eq(services.companyId, companyId), eq(services.id, serviceId)))
      .limit(1);
    return row ?? null;
  }

  async function viewOf(row: ListingRow): Promise<Listing> {
    return listingView(row, await serviceOf(row.companyId, row.serviceId));
  }

  async function listingRow(companyId: string, id: string): Promise<ListingRow> {
    const [row] = await db
      .select()
      .from(storeListings)
      .where(and(eq(storeListings.companyId, companyId), eq(storeListings.id, id)))
      .limit(1);
    if (!row) throw listingNotFound();
    return row;
  }

  /** The service must be the company's (a forged id is a field error, never a reference across companies). */
  async function checkService(companyId: string, input: ListingValues): Promise<void> {
    const service = await serviceOf(companyId, input.serviceId);
    if (!service) throw new AppError('NOT_FOUND', LISTING_SERVICE_MESSAGE, { fieldErrors: { serviceId: [LISTING_SERVICE_MESSAGE] } });
    if (input.pricingMode === 'matrix' && service.rateMatrix.matrixRows.length === 0) throw AppError.invalidField('pricingMode', LISTING_MATRIX_EMPTY_MESSAGE);
  }

  function listingColumns(input: ListingValues) {
    return {
      slug: input.slug,
      title: input.title,
      description: input.description,
      serviceId: input.serviceId,
      pricingMode: input.pricingMode,
      measure: input.measure,
      fixedPrice: input.pricingMode === 'fixed' && input.fixedPrice !== null ? input.fixedPrice.toFixed(2) : null,
      visits: input.visits,
      depositPercent: input.depositPercent.toFixed(2),
      seasonStartMonth: input.seasonStartMonth,
      seasonEndMonth: input.seasonEndMonth,
      weekdays: input.weekdays,
      leadTimeDays: input.leadTimeDays,
      active: input.active,
    };
  }

  const slugTaken = () => AppError.invalidField('slug', LISTING_SLUG_TAKEN_MESSAGE);

  return {
    async settings(ctx: RequestContext): Promise<StoreSettings> {
      const [row] = await db.select().from(storeSettings).where(eq(storeSettings.companyId, ctx.companyId)).limit(1);
      const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, ctx.companyId)).limit(1);
      return settingsView(row, { name: company?.name ?? '' }, publicUrl);
    },

    async overview(ctx: RequestContext): Promise<OnlineStore> {
      return { settings: await this.settings(ctx), listings: await this.listings(ctx) };
    },

    /** Saves the settings against the version read: a stale save is 409; a store address another company uses is 400. */
    async updateSettings(ctx: RequestContext, input: UpdateStoreSettingsValues): Promise<StoreSettings> {
      const values = { slug: input.slug, name: input.name, primaryColor: input.primaryColor, accentColor: input.accentColor, showLogo: input.showLogo, terms: input.terms, open: input.open };
      try {
        await db.transaction(async (tx) => {
          const [current] = await tx.select().from(storeSettings).where(eq(storeSettings.companyId, ctx.companyId)).for('update').limit(1);
          // The first save sends no version; every later one the version it read.
          if (current ? input.updatedAt === null || !isSameVersion(current.updatedAt, input.updatedAt) : input.updatedAt !== null) throw new AppError('CONFLICT');
          const updatedAt = new Date(Math.max(Date.now(), (current?.updatedAt.getTime() ?? 0) + 1));
          if (current) await tx.update(storeSettings).set({ ...values, updatedAt }).where(eq(storeSettings.companyId, ctx.companyId));
          else await tx.insert(storeSettings).values({ companyId: ctx.companyId, ...values, updatedAt });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw AppError.invalidField('slug', STORE_SLUG_TAKEN_MESSAGE);
        throw error;
      }
      return this.settings(ctx);
    },

    async listings(ctx: RequestContext): Promise<Listing[]> {
      const rows = await db
        .select({ listing: storeListings, service: { name: services.name, rateMatrix: services.rateMatrix } })
        .from(storeListings)
        .leftJoin(services, and(eq(services.companyId, storeListings.companyId), eq(services.id, storeListings.serviceId)))
        .where(eq(storeListings.companyId, ctx.companyId))
        .orderBy(asc(storeListings.position), asc(storeListings.createdAt));
      return rows.map(({ listing, service }) => listingView(listing, service?.name === undefined || service.name === null ? null : service));
    },

    async create(ctx: RequestContext, input: ListingValues): Promise<Listing> {
      await checkService(ctx.companyId, input);
      const [{ count }] = (await db.select({ count: sql<number>`count(*)::int` }).from(storeListings).where(eq(storeListings.companyId, ctx.companyId))) as [{ count: number }];
      if (count >= MAX_LISTINGS) throw new AppError('BUSINESS_RULE', `A store has at most ${MAX_LISTINGS} listings.`);
      try {
        const [row] = await db
          .insert(storeListings)
          .values({ companyId: ctx.companyId, ...listingColumns(input), position: count })
          .returning();
        return await viewOf(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    async get(ctx: RequestContext, id: string): Promise<Listing> {
      return viewOf(await listingRow(ctx.companyId, id));
    },

    /** /{product}: one listing by its address, with its sales; 404 when no listing has it (the app's unknown route). */
    async bySlug(ctx: RequestContext, slug: string): Promise<ListingDetail> {
      const [row] = await db
        .select()
        .from(storeListings)
        .where(and(eq(storeListings.companyId, ctx.companyId), eq(storeListings.slug, slug.toLowerCase())))
        .limit(1);
      if (!row) throw listingNotFound();
      const [sales] = await db
        .select({
          bookings: sql<number>`count(*) filter (where ${storeBookings.status} <> 'cancelled')::int`,
          bookedTotal: sql<string>`coalesce(sum(${storeBookings.total}) filter (where ${storeBookings.status} <> 'cancelled'), 0)`,
          depositsPaid: sql<string>`coalesce(sum(${storeBookings.depositAmount}) filter (where ${storeBookings.depositStatus} = 'paid'), 0)`,
        })
        .from(storeBookings)
        .where(and(eq(storeBookings.companyId, ctx.companyId), eq(storeBookings.listingId, row.id)));
      const settings = await this.settings(ctx);
      return {
        listing: await viewOf(row),
        sales: { bookings: Number(sales?.bookings ?? 0), bookedTotal: Number(sales?.bookedTotal ?? 0), depositsPaid: Number(sales?.depositsPaid ?? 0) },
        storefrontUrl: settings.slug ? storefrontUrl(publicUrl, settings.slug) : '',
      };
    },

    async update(ctx: RequestContext, id: string, input: UpdateListingValues): Promise<Listing> {
      const current = await listingRow(ctx.companyId, id);
      if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
      await checkService(ctx.companyId, input);
      try {
        const [row] = await db
          .update(storeListings)
          .set({ ...listingColumns(input), updatedAt: new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1)) })
          .where(and(eq(storeListings.companyId, ctx.companyId), eq(storeListings.id, id), unchangedSince(storeListings.updatedAt, input.updatedAt)))
          .returning();
        if (!row) throw new AppError('CONFLICT');
        return await viewOf(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw slugTaken();
        throw error;
      }
    },

    /**
     * A listing's photo, replacing the one it had: decoded and re-encoded (what does not decode is a 400 on `file`),
     * stored under a new id so the storefront's cached copy of the old one is never shown again.
     */
    async uploadPhoto(ctx: RequestContext, id: string, bytes: Buffer): Promise<Listing> {
      await listingRow(ctx.companyId, id);
      const image = await reencodePhoto(bytes);
      const row = await db.transaction(async (tx) => {
        await tx.delete(storeListingPhotos).where(and(eq(storeListingPhotos.companyId, ctx.companyId), eq(storeListingPhotos.listingId, id)));
        const [photo] = await tx
          .insert(storeListingPhotos)
          .values({ companyId: ctx.companyId, listingId: id, contentType: image.contentType, byteSize: image.bytes.length, width: image.width, height: image.height, bytes: image.bytes })
          .returning({ id: storeListingPhotos.id });
        const [updated] = await tx
          .update(storeListings)
          .set({ photoId: photo!.id })
          .where(and(eq(storeListings.companyId, ctx.companyId), eq(storeListings.id, id)))
          .returning();
        return updated;
      });
      if (!row) throw listingNotFound();
      return viewOf(row);
    },

    /** Takes the listing's photo away (its address stops answering). A listing without one is not an error. */
    async deletePhoto(ctx: RequestContext, id: string): Promise<Listing> {
      await listingRow(ctx.companyId, id);
      const row = await db.transaction(async (tx) => {
        await tx.delete(storeListingPhotos).where(and(eq(storeListingPhotos.companyId, ctx.companyId), eq(storeListingPhotos.listingId, id)));
        const [updated] = await tx
          .update(storeListings)
          .set({ photoId: null })
          .where(and(eq(storeListings.companyId, ctx.companyId), eq(storeListings.id, id)))
          .returning();
        return updated;
      });
      if (!row) throw listingNotFound();
      return viewOf(row);
    },

    /** Deleting a listing keeps its bookings (with the title they were made under). */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      const deleted = await db
        .delete(storeListings)
        .where(and(eq(storeListings.companyId, ctx.companyId), eq(storeListings.id, id)))
        .returning({ id: storeListings.id });
      if (deleted.length === 0) throw listingNotFound();
    },

    /** The storefront's order: every listing of the company once, in the order given. */
    async reorder(ctx: RequestContext, ids: readonly string[]): Promise<Listing[]> {
      await db.transaction(async (tx) => {
        const rows = await tx.select({ id: storeListings.id }).from(storeListings).where(eq(storeListings.companyId, ctx.companyId)).for('update');
        const known = new Set(rows.map((row) => row.id));
        if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) throw AppError.invalidField('ids', LISTING_ORDER_MESSAGE);
        for (const [position, id] of ids.entries()) {
          await tx.update(storeListings).set({ position }).where(and(eq(storeListings.companyId, ctx.companyId), eq(storeListings.id, id)));
        }
      });
      return this.listings(ctx);
    },

    async bookings(ctx: RequestContext, query: { status?: BookingStatus | undefined; listingId?: string | undefined }): Promise<Booking[]> {
      const rows = await db
        .select()
        .from(storeBookings)
        .where(
          and(
            eq(storeBookings.companyId, ctx.companyId),
            query.status ? eq(storeBookings.status, query.status) : undefined,
            query.listingId ? eq(storeBookings.listingId, query.listingId) : undefined,
          ),
        )
        .orderBy(desc(storeBookings.createdAt))
        .limit(500);
      return rows.map(bookingView);
    },

    async setBookingStatus(ctx: RequestContext, id: string, status: BookingStatus): Promise<Booking> {
      const [row] = await db
        .update(storeBookings)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(storeBookings.companyId, ctx.companyId), eq(storeBookings.id, id)))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND_MESSAGE);
      return bookingView(row);
    },
  };
}
