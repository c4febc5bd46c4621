import type { Subcontractor } from '@groundwork/domain/subcontractors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subcontractorsQueryKey } from './get-subcontractors';

/** GET /subcontractors/{id}: 404 for an unknown id or another company's. */
export async function getSubcontractor(id: string, signal?: AbortSignal): Promise<Subcontractor> {
  const { subcontractor } = await api.get<{ subcontractor: Subcontractor }>(`/subcontractors/${encodeURIComponent(id)}`, { signal });
  return subcontractor;
}

export function subcontractorQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...subcontractorsQueryKey, 'detail', id],
    queryFn: ({ signal }) => getSubcontractor(id, signal),
    enabled: id !== '',
  });
}

export function useSubcontractor(id: string) {
  return useQuery(subcontractorQueryOptions(id));
}
