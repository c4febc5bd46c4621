import type { WorkOrderPhoto } from '@groundwork/domain/dispatch';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { refreshAfterDispatchChange } from './get-dispatch-day';

/** A phone's upload of a 15 MB photo takes longer than a JSON call. */
const PHOTO_TIMEOUT_MS = 120_000;

const photoPath = (orderId: string, photoId: string) => `/orders/${encodeURIComponent(orderId)}/photos/${encodeURIComponent(photoId)}`;

/**
 * POST /orders/{id}/photos, multipart: the caption first, then the file. The key is made once per photo chosen, so a
 * retried upload after a lost answer keeps one photo.
 */
export async function uploadOrderPhoto({ orderId, file, caption, idempotencyKey }: { orderId: string; file: File; caption: string; idempotencyKey: string }): Promise<WorkOrderPhoto> {
  const form = new FormData();
  form.set('caption', caption);
  form.set('file', file);
  const { photo } = await api.post<{ photo: WorkOrderPhoto }>(`/orders/${encodeURIComponent(orderId)}/photos`, form, { idempotencyKey, timeoutMs: PHOTO_TIMEOUT_MS });
  return photo;
}

export function useUploadOrderPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadOrderPhoto, onSuccess: () => refreshAfterDispatchChange(queryClient) });
}

/** DELETE /orders/{id}/photos/{photoId}. */
export async function deleteOrderPhoto({ orderId, photoId }: { orderId: string; photoId: string }): Promise<void> {
  await api.delete<{ id: string }>(photoPath(orderId, photoId));
}

export function useDeleteOrderPhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrderPhoto, onSuccess: () => refreshAfterDispatchChange(queryClient) });
}

/** GET /orders/{id}/photos/{photoId}: the image as a Blob, fetched with the session's token (never an <img src> to the API). */
export function getOrderPhotoBlob(orderId: string, photoId: string, signal?: AbortSignal): Promise<Blob> {
  return apiDownload(photoPath(orderId, photoId), { timeoutMs: PHOTO_TIMEOUT_MS, signal });
}

/** A photo's bytes, kept while the order is open (a photo never changes once uploaded). */
export function useOrderPhotoBlob(orderId: string, photoId: string) {
  return useQuery({
    queryKey: ['dispatch', 'photo', orderId, photoId],
    queryFn: ({ signal }) => getOrderPhotoBlob(orderId, photoId, signal),
    staleTime: Infinity,
  });
}
