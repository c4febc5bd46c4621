import { invoiceBatchProgressResultSchema, type BatchProgress } from '@groundwork/domain/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How often a progress bar asks again while e-mails are still pending. */
export const BATCH_PROGRESS_EVERY_MS = 1_000;

/** GET /invoices/batch/{id}: how far a batch of e-mails (invoices or statements) has got. */
export async function getBatchProgress(id: string, signal?: AbortSignal): Promise<BatchProgress> {
  return invoiceBatchProgressResultSchema.parse(await api.get<unknown>(`/invoices/batch/${encodeURIComponent(id)}`, { signal })).progress;
}

/** The progress of a batch, read again every second until nothing is pending (`first` is what the POST answered). */
export function batchProgressQueryOptions(first: BatchProgress) {
  return queryOptions({
    queryKey: ['invoices', 'batch', first.id] as const,
    queryFn: ({ signal }) => getBatchProgress(first.id, signal),
    initialData: first,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => (query.state.data?.done ? false : BATCH_PROGRESS_EVERY_MS),
  });
}

export function useBatchProgress(first: BatchProgress | null) {
  return useQuery({ ...batchProgressQueryOptions(first ?? { id: '', total: 0, sent: 0, failed: 0, pending: 0, done: true, failures: [] }), enabled: first !== null && !first.done });
}
