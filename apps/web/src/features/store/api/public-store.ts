import { API_BASE_PATH } from '@groundwork/domain/shared';
import { bookingResultSchema, instantPriceSchema, publicStoreSchema, type BookingRequestInput, type BookingResult, type InstantPriceResult, type PublicStore } from '@groundwork/domain/store';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storeKeys } from './store-keys';

// The homeowner's side: no sign-in, no token sent (`auth: false`), so a company user's session is never touched.
const base = (storeSlug: string) => `/public/store/${encodeURIComponent(storeSlug)}`;
const listingBase = (storeSlug: string, listingSlug: string) => `${base(storeSlug)}/listings/${encodeURIComponent(listingSlug)}`;

/** GET /public/store/{slug}: the open store and its listings (404 when closed or unknown). */
export async function getPublicStore(storeSlug: string, signal?: AbortSignal): Promise<PublicStore> {
  return publicStoreSchema.parse(await api.get<unknown>(base(storeSlug), { signal, auth: false }));
}

export function usePublicStore(storeSlug: string) {
  return useQuery(queryOptions({ queryKey: storeKeys.publicStore(storeSlug), queryFn: ({ signal }) => getPublicStore(storeSlug, signal), refetchOnWindowFocus: false }));
}

/** POST …/price: the instant price for the property's measure. */
export async function getInstantPrice({ storeSlug, listingSlug, measure }: { storeSlug: string; listingSlug: string; measure: string | null }): Promise<InstantPriceResult> {
  return instantPriceSchema.parse(await api.post<unknown>(`${listingBase(storeSlug, listingSlug)}/price`, { measure }, { auth: false }));
}

export function useInstantPrice() {
  return useMutation({ mutationFn: getInstantPrice });
}

/** POST …/bookings; one Idempotency-Key per filled-in booking, so a retry books once. */
export async function bookListing({ storeSlug, listingSlug, booking, idempotencyKey }: { storeSlug: string; listingSlug: string; booking: BookingRequestInput; idempotencyKey: string }): Promise<BookingResult> {
  return bookingResultSchema.parse(await api.post<unknown>(`${listingBase(storeSlug, listingSlug)}/bookings`, booking, { auth: false, idempotencyKey }));
}

export function useBookListing() {
  return useMutation({ mutationFn: bookListing });
}

export const publicStoreUrls = { logo: (storeSlug: string) => `${API_BASE_PATH}${base(storeSlug)}/logo` };
