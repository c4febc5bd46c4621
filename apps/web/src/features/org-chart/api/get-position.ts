import type { OrgPosition } from '@groundwork/domain/org-chart';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positionsQueryKey } from './get-positions';

export function getPosition(id: string, signal?: AbortSignal): Promise<{ position: OrgPosition }> {
  return api.get<{ position: OrgPosition }>(`/org_positions/${encodeURIComponent(id)}`, { signal });
}

export function getPositionQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...positionsQueryKey, id],
    queryFn: ({ signal }) => getPosition(id, signal),
  });
}

export function usePosition(id: string) {
  return useQuery(getPositionQueryOptions(id));
}
