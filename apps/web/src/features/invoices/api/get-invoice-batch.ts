import type { BatchProgress } from '@groundwork/domain/invoices';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { refreshInvoiceLists } from './get-invoices';

export const invoiceBatchKeys = {
  detail: (id: string) => ['invoices', 'batch', id] as const,
};

/** How often the progress bar asks while invoices are still going out. */
export const BATCH_POLL_MS = 1_000;

/** GET /invoices/batch/{id}: how many of the batch's invoices went out, failed, or are still waiting. */
export async function getInvoiceBatch(id: string, signal?: AbortSignal): Promise<BatchProgress> {
  const { progress } = await api.get<{ progress: BatchProgress }>(`/invoices/batch/${encodeURIComponent(id)}`, { signal });
  return progress;
}

export function invoiceBatchQueryOptions(id: string, pollMs: number = BATCH_POLL_MS) {
  return queryOptions({
    queryKey: invoiceBatchKeys.detail(id),
    queryFn: ({ signal }) => getInvoiceBatch(id, signal),
    // Asked again until nothing is pending; a finished batch does not change.
    refetchInterval: (query) => (query.state.data?.done ? false : pollMs),
    staleTime: 0,
  });
}

/** The progress of a batch being sent, polled until done; the invoice lists are read again once it is. */
export function useInvoiceBatchProgress(id: string | null, pollMs?: number) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...invoiceBatchQueryOptions(id ?? '', pollMs), enabled: id !== null });
  const done = query.data?.done === true;
  useEffect(() => {
    if (done) refreshInvoiceLists(queryClient);
  }, [done, queryClient]);
  return query;
}
