import { clientDisplayName, formatAddress } from '@groundwork/domain/customers';
import { estimateItemsSchema } from '@groundwork/domain/estimates';
import { duplicateEmailKey, duplicatePhoneKey } from '@groundwork/domain/forms';
import { priceFromRateMatrix } from '@groundwork/domain/services';
import { toUnits } from '@groundwork/domain/shared';
import {
  BOOKING_RECEIVED_MESSAGE,
  BOOKING_WEEK_MESSAGE,
  bookableWeeks,
  bookingEstimateLines,
  bookingReference,
  instantPrice,
  LISTING_NOT_FOUND_MESSAGE,
  measureHelp,
  priceDisplay,
  recipeVisit,
  STORE_NOT_FOUND_MESSAGE,
  storeMeasureLabels,
  type BookingRequest,
  type BookingResult,
  type InstantPriceResult,
  type PublicStore,
} from '@groundwork/domain/store';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { customerProperties, customers, estimates, leads, services, storeBookings, storeListingPhotos, storeListings, storeSettings, workOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { findDuplicate } from '../../lib/client-match';
import { moveLeadEstimatesToCustomer } from '../../lib/client-estimates';
import { addActivity, contactColumns, insertCustomer, now, refreshLeadListRows } from '../../lib/clients';
import { estimateEventData, publishEvent } from '../../lib/webhook-events';
import { clientTaxRate } from '../../lib/client-tax-rate';
import { companyToday } from '../../lib/company-today';
import { isUniqueViolation } from '../../lib/db-errors';
import { recordEstimateActivity } from '../../lib/estimate-activity';
import { nextNumber, pricedColumns } from '../../lib/estimate-pricing';
import { activeMarkups } from '../../lib/overhead-markups';
import type { PaymentProvider } from '../../lib/payment-provider';
import { companyFacts, mainLogo, type CompanyLogo } from '../../lib/public-company';
import { raiseTicket } from '../../lib/tickets';
import { takeWorkOrderNumbers, workOrderLinesOf } from '../../lib/work-orders';
import { listingPhotoUrl, pricedListing, storefrontUrl, type ListingRow, type SettingsRow } from './store-view';

/** Stripe charges at least $0.50 in USD. */
const SMALLEST_ONLINE_CHARGE_CENTS = 50n;
const storeNotFound = () => new AppError('NOT_FOUND', STORE_NOT_FOUND_MESSAGE);
const listingNotFound = () => new AppError('NOT_FOUND', LISTING_NOT_FOUND_MESSAGE);
/** Addresses are lower-case words and hyphens: anything else is not looked up. */
const SLUG = /^[a-z0-9-]{1,60}$/;

interface BookingOptions {
  db: Db;
  provider: PaymentProvider | null;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * The storefront's public side (/store/{slug}): a homeowner reads the open store, prices a listing for the property's
 * measure and books it. A store is found by its own address alone, and a listing only inside it, so no address reaches
 * another company's listing; a closed store, an inactive listing and an unknown address are the same 404.
 */
export function createBookingService({ db, provider, publicUrl, log }: BookingOptions) {
  async function openStore(storeSlug: string): Promise<SettingsRow> {
    if (!SLUG.test(storeSlug)) throw storeNotFound();
    const [store] = await db
      .select()
      .from(storeSettings)
      .where(and(eq(storeSettings.slug, storeSlug), eq(storeSettings.open, true)))
      .limit(1);
    if (!store) throw storeNotFound();
    return store;
  }

  async function activeListing(storeSlug: string, listingSlug: string) {
    const store = await openStore(storeSlug);
    if (!SLUG.test(listingSlug)) throw listingNotFound();
    const [row] = await db
      .select({ listing: storeListings, service: services })
      .from(storeListings)
      .innerJoin(services, and(eq(services.companyId, storeListings.companyId), eq(services.id, storeListings.serviceId)))
      .where(and(eq(storeListings.companyId, store.companyId), eq(storeListings.slug, listingSlug), eq(storeListings.active, true)))
      .limit(1);
    if (!row) throw listingNotFound();
    return { store, listing: row.listing, service: row.service };
  }

  function priced(listing: ListingRow, service: typeof services.$inferSelect, measure: number | null): InstantPriceResult {
    const price = instantPrice(pricedListing(listing, service.rateMatrix), measure);
    if (!price.ok) throw new AppError('BUSINESS_RULE', price.message, { fieldErrors: { measure: [price.message] } });
    const { ok: _ok, ...result } = price;
    return result;
  }

  async function checkout(store: SettingsRow, listing: ListingRow, booking: typeof storeBookings.$inferSelect): Promise<string | null> {
    const cents = toUnits(Number(booking.depositAmount), 2);
    if (!provider || booking.depositStatus !== 'pending' || cents < SMALLEST_ONLINE_CHARGE_CENTS) return null;
    const page = storefrontUrl(publicUrl, store.slug);
    const reference = bookingReference(booking.id);
    const session = await provider.createCheckout({
      companyId: booking.companyId,
      bookingId: booking.id,
      description: `Deposit for ${listing.title} (${reference}) — ${store.name}`,
      amountCents: cents,
      customerEmail: booking.email || null,
      successUrl: `${page}?booking=${reference}&deposit=paid`,
      cancelUrl: `${page}?booking=${reference}`,
      // A retried booking or a double click opens the same session.
      idempotencyKey: `deposit-${booking.id}`,
    });
    return session.url;
  }

  return {
    async storefront(storeSlug: string): Promise<PublicStore> {
      const store = await openStore(storeSlug);
      const rows = await db
        .select({ listing: storeListings, rateMatrix: services.rateMatrix })
        .from(storeListings)
        .innerJoin(services, and(eq(services.companyId, storeListings.companyId), eq(services.id, storeListings.serviceId)))
        .where(and(eq(storeListings.companyId, store.companyId), eq(storeListings.active, true)))
        .orderBy(asc(storeListings.position), asc(storeListings.createdAt));
      const { company } = await companyFacts(db, store.companyId);
      const today = await companyToday(db, store.companyId);
      return {
        store: {
          name: store.name,
          primaryColor: store.primaryColor,
          accentColor: store.accentColor,
          terms: store.terms,
          hasLogo: store.showLogo && company.hasLogo,
          companyName: company.name,
          onlineDeposits: provider !== null,
        },
        listings: rows.map(({ listing, rateMatrix }) => {
          return {
            slug: listing.slug,
            title: listing.title,
            description: listing.description,
            photoUrl: listingPhotoUrl(listing.photoId),
            pricingMode: listing.pricingMode,
            measure: listing.measure,
            visits: listing.visits,
            depositPercent: Number(listing.depositPercent),
            weekdays: listing.weekdays,
            priceDisplay: priceDisplay(pricedListing(listing, rateMatrix)),
            measureLabel: storeMeasureLabels[listing.measure],
            measureHelp: measureHelp[listing.measure],
            weeks: bookableWeeks(listing, today),
          };
        }),
      };
    },

    async logo(storeSlug: string): Promise<CompanyLogo> {
      const store = await openStore(storeSlug);
      const logo = store.showLogo ? await mainLogo(db, store.companyId) : null;
      if (!logo) throw new AppError('NOT_FOUND', 'This store has no logo.');
      return logo;
    },

    /** A listing's photo on the storefront: only an active listing's, in an open store. Unknown ids are 404. */
    async photo(photoId: string): Promise<{ contentType: string; bytes: Buffer }> {
      const [photo] = await db
        .select({ contentType: storeListingPhotos.contentType, bytes: storeListingPhotos.bytes })
        .from(storeListingPhotos)
        .innerJoin(storeListings, and(eq(storeListings.companyId, storeListingPhotos.companyId), eq(storeListings.id, storeListingPhotos.listingId), eq(storeListings.photoId, storeListingPhotos.id)))
        .innerJoin(storeSettings, eq(storeSettings.companyId, storeListingPhotos.companyId))
        .where(and(eq(storeListingPhotos.id, photoId), eq(storeListings.active, true), eq(storeSettings.open, true)))
        .limit(1);
      if (!photo) throw new AppError('NOT_FOUND', 'Photo not found');
      return photo;
    },

    /** The instant price: the same rate matrix function the estimates use, the season's visits and the deposit. */
    async price(storeSlug: string, listingSlug: string, measure: number | null): Promise<InstantPriceResult> {
      const { listing, service } = await activeListing(storeSlug, listingSlug);
      return priced(listing, service, measure);
    },

    /**
     * A booking: the customer (matched by e-mail or phone, a matched lead converted) and the property, an estimate
     * accepted online at the instant price, an unscheduled work order for the board and a task for the office to
     * confirm, in one transaction. A filled honeypot is answered like a success and makes nothing. The same
     * Idempotency-Key answers the first booking again.
     */
    async book(storeSlug: string, listingSlug: string, input: BookingRequest, idempotencyKey: string | null): Promise<BookingResult> {
      const { store, listing, service } = await activeListing(storeSlug, listingSlug);
      const price = priced(listing, service, input.measure);
      const answer = (id: string, checkoutUrl: string | null): BookingResult => ({ reference: bookingReference(id), message: BOOKING_RECEIVED_MESSAGE, price, preferredWeek: input.preferredWeek, checkoutUrl });
      if (input.website.trim() !== '') {
        log.info({ listingId: listing.id }, 'online store: booking flagged as spam (honeypot)');
        return answer(randomUUID(), null);
      }
      const replay = async () => {
        if (!idempotencyKey) return null;
        const [earlier] = await db
          .select()
          .from(storeBookings)
          .where(and(eq(storeBookings.companyId, store.companyId), eq(storeBookings.idempotencyKey, idempotencyKey)))
          .limit(1);
        return earlier ? { ...answer(earlier.id, await checkout(store, listing, earlier)), price: { ...price, pricePerVisit: Number(earlier.pricePerVisit), total: Number(earlier.total), depositAmount: Number(earlier.depositAmount) }, preferredWeek: earlier.preferredWeek } : null;
      };
      const earlier = await replay();
      if (earlier) return earlier;

      const today = await companyToday(db, store.companyId);
      if (!bookableWeeks(listing, today).includes(input.preferredWeek)) throw AppError.invalidField('preferredWeek', BOOKING_WEEK_MESSAGE);

      const email = duplicateEmailKey(input.email);
      const phone = duplicatePhoneKey(input.phone);
      const match = await findDuplicate(db, store.companyId, email, phone);
      const [matchedCustomer] = match?.customerId
        ? await db
            .select({ id: customers.id, taxCategoryId: customers.taxCategoryId, displayName: customers.displayName })
            .from(customers)
            .where(and(eq(customers.companyId, store.companyId), eq(customers.id, match.customerId)))
            .limit(1)
        : [];
      // Read before the transaction (PGlite has one connection): the budget's markups and the client's tax rate.
      const markups = await activeMarkups(db, store.companyId);
      const tax = await clientTaxRate(db, store.companyId, matchedCustomer?.taxCategoryId ?? null);

      const matrixVisit = listing.pricingMode === 'matrix' && input.measure !== null ? priceFromRateMatrix(service.rateMatrix, input.measure) : null;
      const visit = matrixVisit?.ok ? { rate: price.pricePerVisit, hours: matrixVisit.hours, cost: matrixVisit.cost } : { rate: price.pricePerVisit, ...recipeVisit(service.recipe) };
      const measureNote = input.measure !== null ? `${input.measure.toLocaleString('en-US')} sq ft` : '';
      const items = bookingEstimateLines(service, visit, price.visits, measureNote, randomUUID);
      const columns = pricedColumns(
        estimateItemsSchema.parse(items),
        { markups, targetNetProfitPercent: Math.min(markups.targetNetProfitPercent, 99.99), adjustmentPercent: 0, taxRatePercent: tax.rate, taxRateName: tax.name },
      );

      const name = clientDisplayName({ type: 'residential', firstName: input.firstName, lastName: input.lastName, companyName: '' });
      const reference = (id: string) => bookingReference(id);
      const at = now();
      const bookingId = randomUUID();
      const address = { ...input.address, street2: input.address.street2, country: input.address.country };
      const measures = { lotSizeSqFt: listing.measure === 'lot_size' ? input.measure : null, turfAreaSqFt: listing.measure === 'turf_area' ? input.measure : null };

      let booking: typeof storeBookings.$inferSelect;
      try {
        booking = await db.transaction(async (tx) => {
          // The customer: the one matched, or a new one (a matched lead not yet converted becomes it).
          let customerId: string;
          let propertyId: string;
          if (matchedCustomer) {
            customerId = matchedCustomer.id;
            const [property] = await tx
              .select({ id: customerProperties.id })
              .from(customerProperties)
              .where(
                and(
                  eq(customerProperties.companyId, store.companyId),
                  eq(customerProperties.customerId, customerId),
                  sql`lower(${customerProperties.street}) = ${address.street.toLowerCase()}`,
                ),
              )
              .limit(1);
            if (property) propertyId = property.id;
            else {
              const [created] = await tx
                .insert(customerProperties)
                .values({ companyId: store.companyId, customerId, ...address, ...measures, isPrimary: false, createdAt: at, updatedAt: at })
                .returning({ id: customerProperties.id });
              propertyId = created!.id;
            }
            await addActivity(tx, { companyId: store.companyId, clientType: 'customer', clientId: customerId, kind: 'note', text: `Booked ${listing.title} from the online store (${reference(bookingId)}).`, createdBy: null, createdAt: at });
          } else {
            const created = await insertCustomer(
              tx,
              {
                companyId: store.companyId,
                ...contactColumns({
                  type: 'residential',
                  firstName: input.firstName,
                  lastName: input.lastName,
                  companyName: '',
                  displayName: '',
                  email: input.email,
                  alternateEmails: [],
                  phone: input.phone,
                  mobilePhone: '',
                  workPhone: '',
                  address,
                  leadSourceId: null,
                  tags: ['online store'],
                  notes: input.notes,
                }),
                createdBy: null,
                createdAt: at,
              },
              [{ name: '', address, ...measures, notes: '', latitude: null, longitude: null, isPrimary: true }],
              `Customer created from an online store booking (${reference(bookingId)})`,
            );
            customerId = created.row.id;
            propertyId = created.properties[0]!.id;
            if (match?.leadId) {
              await tx
                .update(leads)
                .set({ status: 'won', convertedCustomerId: customerId, convertedAt: at, updatedAt: at })
                .where(and(eq(leads.companyId, store.companyId), eq(leads.id, match.leadId)));
              await moveLeadEstimatesToCustomer(tx, store.companyId, match.leadId, customerId, propertyId);
              await refreshLeadListRows(tx, store.companyId, [match.leadId]);
              await addActivity(tx, { companyId: store.companyId, clientType: 'lead', clientId: match.leadId, kind: 'converted', text: `Became a customer by booking ${listing.title} from the online store (${reference(bookingId)}).`, createdBy: null, createdAt: at });
            }
          }

          const number = await nextNumber(tx, store.companyId);
          const [estimate] = await tx
            .insert(estimates)
            .values({
              companyId: store.companyId,
              number,
              clientType: 'customer',
              clientId: customerId,
              propertyId,
              description: `${listing.title} — booked online`,
              notes: input.notes,
              terms: store.terms,
              status: 'approved',
              createdBy: null,
              createdAt: at,
              updatedAt: at,
              ...columns,
            })
            .returning({ id: estimates.id, number: estimates.number, clientType: estimates.clientType, clientId: estimates.clientId, total: estimates.total });
          await publishEvent(tx, store.companyId, 'estimate.approved', estimateEventData(estimate!, 'client'));
          await recordEstimateActivity(tx, { companyId: store.companyId, estimateId: estimate!.id, kind: 'created', actorName: 'Online store', at });
          await recordEstimateActivity(tx, { companyId: store.companyId, estimateId: estimate!.id, kind: 'approved', actorName: name, detail: `Accepted online when booking ${reference(bookingId)} for the week of ${input.preferredWeek}.`, at });

          const [orderNumber] = await takeWorkOrderNumbers(tx, store.companyId, 1);
          const [order] = await tx
            .insert(workOrders)
            .values({
              companyId: store.companyId,
              number: orderNumber!,
              customerId,
              propertyId,
              serviceId: service.id,
              title: listing.title,
              lines: workOrderLinesOf(columns.items),
              budgetedHours: visit.hours.toFixed(2),
              instructions: `Booked online (${reference(bookingId)}) for the week of ${input.preferredWeek}.${input.notes ? ` ${input.notes}` : ''}`.slice(0, 4_000),
              status: 'unscheduled',
              price: price.pricePerVisit.toFixed(2),
              createdBy: null,
              createdAt: at,
              updatedAt: at,
            })
            .returning({ id: workOrders.id });

          const ticket = await raiseTicket(tx, store.companyId, {
            title: `Confirm online booking ${reference(bookingId)}: ${listing.title} for ${name}`.slice(0, 200),
            description: [
              `${name} booked ${listing.title} from the online store for the week of ${input.preferredWeek}.`,
              `Property: ${formatAddress(address)}${input.measure !== null ? ` (${measureNote})` : ''}.`,
              `Price: ${price.total.toFixed(2)} for ${price.visits} visit(s); deposit ${price.depositAmount.toFixed(2)}.`,
              `Contact: ${[input.email, input.phone].filter(Boolean).join(', ')}.`,
            ].join('\n'),
            type: 'office',
            subjectKind: 'work_order',
            subjectId: order!.id,
            dueDate: today,
          });

          const [row] = await tx
            .insert(storeBookings)
            .values({
              id: bookingId,
              companyId: store.companyId,
              listingId: listing.id,
              listingTitle: listing.title,
              customerId,
              propertyId,
              estimateId: estimate!.id,
              workOrderId: order!.id,
              ticketId: ticket.id,
              customerName: name,
              email: input.email,
              phone: input.phone,
              address: formatAddress(address),
              measure: input.measure,
              preferredWeek: input.preferredWeek,
              pricePerVisit: price.pricePerVisit.toFixed(2),
              visits: price.visits,
              total: price.total.toFixed(2),
              depositAmount: price.depositAmount.toFixed(2),
              depositStatus: price.depositAmount > 0 ? 'pending' : 'none',
              idempotencyKey,
              createdAt: at,
              updatedAt: at,
            })
            .returning();
          return row!;
        });
      } catch (error) {
        // The same Idempotency-Key sent twice at once: the other request made the booking.
        if (idempotencyKey && isUniqueViolation(error)) {
          const again = await replay();
          if (again) return again;
        }
        throw error;
      }
      const checkoutUrl = input.payDeposit ? await checkout(store, listing, booking) : null;
      return answer(booking.id, checkoutUrl);
    },
  };
}
