import type { EstimateListItem, EstimateStatus } from '@groundwork/domain/estimates';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const estimatesKeys = {
  all: ['estimates'] as const,
  lists: ['estimates', 'list'] as const,
  list: (filters: EstimateFilters) => ['estimates', 'list', filters] as const,
  byCustomer: (customerId: string) => ['estimates', 'customer', customerId] as const,
  detail: (id: string) => ['estimates', 'detail', id] as const,
};

export type EstimateFilters = { search?: string; status?: EstimateStatus };

/** GET /estimates?search&status: newest number first, without lines. */
export async function getEstimates(filters: EstimateFilters, signal?: AbortSignal): Promise<EstimateListItem[]> {
  const { estimates } = await api.get<{ estimates: EstimateListItem[] }>('/estimates', {
    query: { search: filters.search?.trim() || undefined, status: filters.status },
    signal,
  });
  return estimates;
}

export function estimatesQueryOptions(filters: EstimateFilters) {
  return queryOptions({
    queryKey: estimatesKeys.list(filters),
    queryFn: ({ signal }) => getEstimates(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEstimates(filters: EstimateFilters) {
  return useQuery(estimatesQueryOptions(filters));
}
