import type { SubcontractorList } from '@groundwork/domain/subcontractors';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /subcontractors: the whole (short) list, sorted by company name, with each one's insurance standing. */
export function getSubcontractors(signal?: AbortSignal): Promise<SubcontractorList> {
  return api.get<SubcontractorList>('/subcontractors', { signal });
}

export const subcontractorsQueryKey = ['subcontractors'] as const;

export function subcontractorsQueryOptions() {
  return queryOptions({
    queryKey: [...subcontractorsQueryKey, 'list'],
    queryFn: ({ signal }) => getSubcontractors(signal),
  });
}

export function useSubcontractors() {
  return useQuery(subcontractorsQueryOptions());
}
