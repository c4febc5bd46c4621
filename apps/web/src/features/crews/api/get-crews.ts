import type { CrewFilters, CrewList } from '@groundwork/domain/crews';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A company has a handful of crews: one page of the server's largest size holds them all. */
export const CREWS_PAGE_SIZE = 200;

export type CrewsQuery = Partial<CrewFilters> & { page: number; limit?: number };

export function getCrews({ page, limit = CREWS_PAGE_SIZE, ...filters }: CrewsQuery, signal?: AbortSignal): Promise<CrewList> {
  return api.get<CrewList>('/crews', { query: { page, limit, ...filters }, signal });
}

export const crewsQueryKey = ['crews'] as const;

export function getCrewsQueryOptions(query: CrewsQuery) {
  return queryOptions({
    queryKey: [...crewsQueryKey, 'list', query],
    queryFn: ({ signal }) => getCrews(query, signal),
    placeholderData: keepPreviousData,
    // A crew's cost comes from its members' pay, which the employees screen changes: reload on every visit.
    refetchOnMount: 'always',
  });
}

export function useCrews(query: CrewsQuery) {
  return useQuery(getCrewsQueryOptions(query));
}
