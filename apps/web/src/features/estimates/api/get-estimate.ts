import type { EstimateDetail } from '@groundwork/domain/estimates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { estimatesKeys } from './get-estimates';

/** GET /internal_estimates/{id}: the whole estimate with its priced lines, breakdown and the markups it was priced with. */
export async function getEstimate(id: string, signal?: AbortSignal): Promise<EstimateDetail> {
  const { estimate } = await api.get<{ estimate: EstimateDetail }>(`/internal_estimates/${encodeURIComponent(id)}`, { signal });
  return estimate;
}

export function estimateQueryOptions(id: string) {
  // The builder keeps its own draft; a background refetch must not replace what is being typed.
  return queryOptions({
    queryKey: estimatesKeys.detail(id),
    queryFn: ({ signal }) => getEstimate(id, signal),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}

export function useEstimate(id: string) {
  return useQuery(estimateQueryOptions(id));
}
