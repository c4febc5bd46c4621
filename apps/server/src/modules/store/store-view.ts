import { API_BASE_PATH } from '@groundwork/domain/shared';
import { bookingReference, priceDisplay, type Booking, type Listing, type StoreSettings } from '@groundwork/domain/store';
import type { RateMatrix } from '@groundwork/domain/services';
import type { storeBookings, storeListings, storeSettings } from '../../db/schema';

export type ListingRow = typeof storeListings.$inferSelect;
export type BookingRow = typeof storeBookings.$inferSelect;
export type SettingsRow = typeof storeSettings.$inferSelect;

const EMPTY_MATRIX: RateMatrix = { matrixRows: [], bottomSection: null };

export const storefrontUrl = (publicUrl: string, slug: string) => `${publicUrl}/store/${slug}`;

/** A listing photo's address (public: the storefront shows it); '' without one. A new upload is a new address. */
export const listingPhotoUrl = (photoId: string | null): string => (photoId ? `${API_BASE_PATH}/public/store/photos/${photoId}` : '');

/** A listing as it prices: its stored figures as numbers, and the service's rate matrix (empty when none). */
export function pricedListing(row: ListingRow, rateMatrix: RateMatrix | null) {
  return {
    pricingMode: row.pricingMode,
    fixedPrice: row.fixedPrice === null ? null : Number(row.fixedPrice),
    visits: row.visits,
    depositPercent: Number(row.depositPercent),
    rateMatrix: rateMatrix ?? EMPTY_MATRIX,
  };
}

export function listingView(row: ListingRow, service: { name: string; rateMatrix: RateMatrix } | null): Listing {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    photoUrl: listingPhotoUrl(row.photoId),
    serviceId: row.serviceId,
    serviceName: service?.name ?? '',
    pricingMode: row.pricingMode,
    measure: row.measure,
    fixedPrice: row.fixedPrice === null ? null : Number(row.fixedPrice),
    visits: row.visits,
    depositPercent: Number(row.depositPercent),
    seasonStartMonth: row.seasonStartMonth,
    seasonEndMonth: row.seasonEndMonth,
    weekdays: row.weekdays,
    leadTimeDays: row.leadTimeDays,
    active: row.active,
    position: row.position,
    priceDisplay: priceDisplay(pricedListing(row, service?.rateMatrix ?? null)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function settingsView(row: SettingsRow | undefined, defaults: { name: string }, publicUrl: string): StoreSettings {
  if (!row) {
    return { slug: '', name: defaults.name, primaryColor: '#2f855a', accentColor: '#1a202c', showLogo: true, terms: '', open: false, storefrontUrl: '', updatedAt: null };
  }
  return {
    slug: row.slug,
    name: row.name,
    primaryColor: row.primaryColor,
    accentColor: row.accentColor,
    showLogo: row.showLogo,
    terms: row.terms,
    open: row.open,
    storefrontUrl: storefrontUrl(publicUrl, row.slug),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function bookingView(row: BookingRow): Booking {
  return {
    id: row.id,
    reference: bookingReference(row.id),
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    customerId: row.customerId,
    customerName: row.customerName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    measure: row.measure,
    preferredWeek: row.preferredWeek,
    pricePerVisit: Number(row.pricePerVisit),
    visits: row.visits,
    total: Number(row.total),
    depositAmount: Number(row.depositAmount),
    depositStatus: row.depositStatus,
    status: row.status,
    estimateId: row.estimateId,
    workOrderId: row.workOrderId,
    ticketId: row.ticketId,
    createdAt: row.createdAt.toISOString(),
  };
}
