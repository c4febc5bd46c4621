import type { OrgPosition } from '@groundwork/domain/org-chart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const orgChartQueryKey = ['org-chart'] as const;
export const positionsQueryKey = [...orgChartQueryKey, 'positions'] as const;

/** GET /org_positions: the whole chart, unpaged. */
export function getPositions(signal?: AbortSignal): Promise<{ positions: OrgPosition[] }> {
  return api.get<{ positions: OrgPosition[] }>('/org_positions', { signal });
}

export function getPositionsQueryOptions() {
  return queryOptions({
    queryKey: positionsQueryKey,
    queryFn: ({ signal }) => getPositions(signal),
    // Holders' names come from the roster, which another screen edits: reload on every visit.
    refetchOnMount: 'always',
  });
}

export function usePositions() {
  return useQuery(getPositionsQueryOptions());
}
