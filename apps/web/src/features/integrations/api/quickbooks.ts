import {
  quickBooksConnectResultSchema,
  quickBooksDisconnectResultSchema,
  quickBooksRetryResultSchema,
  quickBooksStatusSchema,
  quickBooksSyncResultSchema,
  type QuickBooksStatus,
} from '@groundwork/domain/quickbooks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/*
 * QuickBooks Online's calls (docs/quickbooks.md): the connection's status, Connect (Intuit's consent page), Disconnect,
 * Sync now and Retry of one failed record. Admins only; the server never sends a token.
 */

/** The query keys of the QuickBooks card: built here only. */
export const quickBooksKeys = {
  all: ['integrations', 'quickbooks'] as const,
  status: () => [...quickBooksKeys.all, 'status'] as const,
};

/** While records wait to be pushed, the card looks again this often so the counts move. */
export const SYNC_POLL_MS = 3_000;

const PATH = '/integrations/quickbooks';

/** GET /integrations/quickbooks: configured, connected to which company, last sync, counts and the failed records. */
export async function getQuickBooksStatus(signal?: AbortSignal): Promise<QuickBooksStatus> {
  return quickBooksStatusSchema.parse(await api.get<unknown>(PATH, { signal }));
}

export function getQuickBooksStatusQueryOptions() {
  return queryOptions({ queryKey: quickBooksKeys.status(), queryFn: ({ signal }) => getQuickBooksStatus(signal) });
}

export function useQuickBooksStatus() {
  return useQuery({
    ...getQuickBooksStatusQueryOptions(),
    refetchInterval: (query) => ((query.state.data?.counts.pending ?? 0) > 0 ? SYNC_POLL_MS : false),
  });
}

/** GET /integrations/quickbooks/connect: the address of Intuit's consent page, where the browser goes next. */
export async function getQuickBooksConnectUrl(): Promise<string> {
  return quickBooksConnectResultSchema.parse(await api.get<unknown>(`${PATH}/connect`)).url;
}

export function useConnectQuickBooks() {
  return useMutation({ mutationFn: getQuickBooksConnectUrl });
}

/** POST /integrations/quickbooks/disconnect: revoke the grant at Intuit; the server forgets its tokens. */
export async function disconnectQuickBooks() {
  return quickBooksDisconnectResultSchema.parse(await api.post<unknown>(`${PATH}/disconnect`));
}

export function useDisconnectQuickBooks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disconnectQuickBooks, onSuccess: () => void queryClient.invalidateQueries({ queryKey: quickBooksKeys.all }) });
}

/** POST /integrations/quickbooks/sync: queue a push of everything new, changed or failed since the last sync. */
export async function syncQuickBooks() {
  return quickBooksSyncResultSchema.parse(await api.post<unknown>(`${PATH}/sync`));
}

export function useSyncQuickBooks() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: syncQuickBooks, onSuccess: () => void queryClient.invalidateQueries({ queryKey: quickBooksKeys.all }) });
}

/** POST /integrations/quickbooks/records/{id}/retry: push one failed record again. */
export async function retryQuickBooksRecord(id: string) {
  return quickBooksRetryResultSchema.parse(await api.post<unknown>(`${PATH}/records/${encodeURIComponent(id)}/retry`));
}

export function useRetryQuickBooksRecord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryQuickBooksRecord, onSuccess: () => void queryClient.invalidateQueries({ queryKey: quickBooksKeys.all }) });
}
