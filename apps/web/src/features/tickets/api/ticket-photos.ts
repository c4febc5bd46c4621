import type { Ticket, TicketPhoto } from '@groundwork/domain/tickets';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, apiDownload } from '@/lib/api-client';
import { refreshTicketLists, ticketsKeys } from './get-tickets';

/** A phone's upload of a 15 MB photo takes longer than a JSON call. */
const PHOTO_TIMEOUT_MS = 120_000;

const photosPath = (ticketId: string) => `/tickets/${encodeURIComponent(ticketId)}/photos`;
const photoPath = (ticketId: string, photoId: string) => `${photosPath(ticketId)}/${encodeURIComponent(photoId)}`;

/** The open task shows the photo at once; the lists' counts follow. A photo is its own record: the version stays. */
function photosChanged(queryClient: QueryClient, ticketId: string, change: (photos: TicketPhoto[]) => TicketPhoto[]) {
  queryClient.setQueryData<Ticket>(ticketsKeys.detail(ticketId), (ticket) => {
    if (!ticket) return ticket;
    const photos = change(ticket.photos);
    return { ...ticket, photos, photoCount: photos.length, firstPhotoId: photos[0]?.id ?? null };
  });
  refreshTicketLists(queryClient);
}

/**
 * POST /tickets/{id}/photos, multipart: the caption first, then the file (decoded and re-encoded by the server). The
 * key is made once per photo chosen, so a retried upload after a lost answer keeps one photo.
 */
export async function uploadTicketPhoto({ ticketId, file, caption, idempotencyKey }: { ticketId: string; file: File; caption: string; idempotencyKey: string }): Promise<TicketPhoto> {
  const form = new FormData();
  form.set('caption', caption);
  form.set('file', file);
  const { photo } = await api.post<{ photo: TicketPhoto }>(photosPath(ticketId), form, { idempotencyKey, timeoutMs: PHOTO_TIMEOUT_MS });
  return photo;
}

export function useUploadTicketPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadTicketPhoto,
    onSuccess: (photo, { ticketId }) => photosChanged(queryClient, ticketId, (photos) => [...photos.filter((each) => each.id !== photo.id), photo]),
  });
}

/** DELETE /tickets/{id}/photos/{photoId} (the office). */
export async function deleteTicketPhoto({ ticketId, photoId }: { ticketId: string; photoId: string }): Promise<void> {
  await api.delete<{ id: string }>(photoPath(ticketId, photoId));
}

export function useDeleteTicketPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicketPhoto,
    onSuccess: (_result, { ticketId, photoId }) => photosChanged(queryClient, ticketId, (photos) => photos.filter((each) => each.id !== photoId)),
  });
}

/** GET /tickets/{id}/photos/{photoId}: the image as a Blob, fetched with the session's token (never an <img src> to the API). */
export function getTicketPhotoBlob(ticketId: string, photoId: string, signal?: AbortSignal): Promise<Blob> {
  return apiDownload(photoPath(ticketId, photoId), { timeoutMs: PHOTO_TIMEOUT_MS, signal });
}

/** A photo's bytes, kept while the task is open (a photo never changes once uploaded). */
export function useTicketPhotoBlob(ticketId: string, photoId: string) {
  return useQuery({
    queryKey: [...ticketsKeys.detail(ticketId), 'photo', photoId] as const,
    queryFn: ({ signal }) => getTicketPhotoBlob(ticketId, photoId, signal),
    staleTime: Infinity,
  });
}
