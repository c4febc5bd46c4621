import type { Round } from '@groundwork/domain/rounds';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { roundsKeys } from './get-rounds';

/** GET /rounds/{id}: the round with its stops in driving order. */
export async function getRound(id: string, signal?: AbortSignal): Promise<Round> {
  const { round } = await api.get<{ round: Round }>(`/rounds/${encodeURIComponent(id)}`, { signal });
  return round;
}

export function roundQueryOptions(id: string) {
  return queryOptions({ queryKey: roundsKeys.detail(id), queryFn: ({ signal }) => getRound(id, signal) });
}

export function useRound(id: string) {
  return useQuery(roundQueryOptions(id));
}
