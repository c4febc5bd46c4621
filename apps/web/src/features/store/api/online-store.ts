import { z } from 'zod';
import {
  bookingListSchema,
  bookingSchema,
  listingDetailSchema,
  listingSchema,
  onlineStoreSchema,
  storeSettingsSchema,
  type Booking,
  type BookingStatus,
  type Listing,
  type ListingDetail,
  type ListingInput,
  type OnlineStore,
  type StoreSettings,
  type UpdateStoreSettingsInput,
} from '@groundwork/domain/store';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyKeys } from '@/lib/idempotency-keys';
import { storeKeys } from './store-keys';

const createKey = idempotencyKeys();

/** GET /online_store: the settings and the listings in storefront order. */
export async function getOnlineStore(signal?: AbortSignal): Promise<OnlineStore> {
  return onlineStoreSchema.parse(await api.get<unknown>('/online_store', { signal }));
}
export const onlineStoreQueryOptions = () => queryOptions({ queryKey: storeKeys.overview(), queryFn: ({ signal }) => getOnlineStore(signal) });
export const useOnlineStore = () => useQuery(onlineStoreQueryOptions());

/** GET /online_store/bookings: newest first. */
export async function getBookings(signal?: AbortSignal): Promise<Booking[]> {
  return bookingListSchema.parse(await api.get<unknown>('/online_store/bookings', { signal })).bookings;
}
export const useStoreBookings = () => useQuery(queryOptions({ queryKey: storeKeys.bookings(), queryFn: ({ signal }) => getBookings(signal) }));

/** GET /online_store/listings/by_slug/{slug}: one listing (/{product}) with its sales. */
export async function getListingBySlug(slug: string, signal?: AbortSignal): Promise<ListingDetail> {
  return listingDetailSchema.parse(await api.get<unknown>(`/online_store/listings/by_slug/${encodeURIComponent(slug)}`, { signal }));
}
export const listingBySlugQueryOptions = (slug: string) => queryOptions({ queryKey: storeKeys.listing(slug), queryFn: ({ signal }) => getListingBySlug(slug, signal) });
export const useListingBySlug = (slug: string) => useQuery(listingBySlugQueryOptions(slug));

function useInvalidating<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: storeKeys.all }) });
}

/** PUT /online_store/settings with the version read. */
export async function saveStoreSettings(input: UpdateStoreSettingsInput): Promise<StoreSettings> {
  return z.object({ settings: storeSettingsSchema }).parse(await api.put<unknown>('/online_store/settings', input)).settings;
}
export const useSaveStoreSettings = () => useInvalidating(saveStoreSettings);

export type SaveListingInput = { id: null; input: ListingInput } | { id: string; input: ListingInput & { updatedAt: string } };
/** POST /online_store/listings (retried safely) or PUT /online_store/listings/{id} (stale → 409). */
export async function saveListing({ id, input }: SaveListingInput): Promise<Listing> {
  const answer = id === null ? await api.post<unknown>('/online_store/listings', input, { idempotencyKey: createKey(input) }) : await api.put<unknown>(`/online_store/listings/${encodeURIComponent(id)}`, input);
  return z.object({ listing: listingSchema }).parse(answer).listing;
}
export const useSaveListing = () => useInvalidating(saveListing);

export async function deleteListing(id: string): Promise<void> {
  await api.delete<unknown>(`/online_store/listings/${encodeURIComponent(id)}`);
}
export const useDeleteListing = () => useInvalidating(deleteListing);

/** A phone's upload of a 15 MB photo takes longer than a JSON call. */
const PHOTO_TIMEOUT_MS = 120_000;

/** POST /online_store/listings/{id}/photo, multipart: the photo replaces the listing's old one. */
export async function uploadListingPhoto({ id, file }: { id: string; file: File }): Promise<Listing> {
  const form = new FormData();
  form.set('file', file);
  const answer = await api.post<unknown>(`/online_store/listings/${encodeURIComponent(id)}/photo`, form, { timeoutMs: PHOTO_TIMEOUT_MS });
  return z.object({ listing: listingSchema }).parse(answer).listing;
}
export const useUploadListingPhoto = () => useInvalidating(uploadListingPhoto);

/** DELETE /online_store/listings/{id}/photo. */
export async function deleteListingPhoto(id: string): Promise<Listing> {
  return z.object({ listing: listingSchema }).parse(await api.delete<unknown>(`/online_store/listings/${encodeURIComponent(id)}/photo`)).listing;
}
export const useDeleteListingPhoto = () => useInvalidating(deleteListingPhoto);

/** PUT /online_store/listings/order: every listing id once. */
export async function reorderListings(ids: string[]): Promise<void> {
  await api.put<unknown>('/online_store/listings/order', { ids });
}
export const useReorderListings = () => useInvalidating(reorderListings);

export async function setBookingStatus({ id, status }: { id: string; status: BookingStatus }): Promise<Booking> {
  return z.object({ booking: bookingSchema }).parse(await api.put<unknown>(`/online_store/bookings/${encodeURIComponent(id)}/status`, { status })).booking;
}
export const useSetBookingStatus = () => useInvalidating(setBookingStatus);
