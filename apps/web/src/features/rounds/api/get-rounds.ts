import type { RoundListItem } from '@groundwork/domain/rounds';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const roundsKeys = {
  all: ['rounds'] as const,
  list: ['rounds', 'list'] as const,
  detail: (id: string) => ['rounds', 'detail', id] as const,
};

/**
 * The queries of the orders and jobs features start with these keys (features/orders/api/get-orders.ts, features/jobs):
 * a round's order moves its jobs' work orders, so those screens are read again. A feature never imports another.
 */
const ordersQueryRoot = ['orders'] as const;
const jobsQueryRoot = ['jobs'] as const;

/** GET /rounds: every round of the company, by name. */
export async function getRounds(signal?: AbortSignal): Promise<RoundListItem[]> {
  const { rounds } = await api.get<{ rounds: RoundListItem[] }>('/rounds', { signal });
  return rounds;
}

export function roundsQueryOptions() {
  return queryOptions({ queryKey: roundsKeys.list, queryFn: ({ signal }) => getRounds(signal) });
}

export function useRounds() {
  return useQuery(roundsQueryOptions());
}

/** After a write to a round: the list, and the work orders and jobs that follow the round's order. */
export function refreshAfterRoundWrite(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: roundsKeys.list });
  void queryClient.invalidateQueries({ queryKey: ordersQueryRoot });
  void queryClient.invalidateQueries({ queryKey: jobsQueryRoot });
}
