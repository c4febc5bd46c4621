import type { JobCosting } from '@groundwork/domain/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsKeys } from './get-jobs';

/** GET /jobs/{id}'s `costing`: the sum of its work orders' and its callbacks (null for a crew leader). */
export async function getJobCosting(id: string, signal?: AbortSignal): Promise<JobCosting | null> {
  const { costing } = await api.get<{ costing?: JobCosting | null }>(`/jobs/${encodeURIComponent(id)}`, { signal });
  return costing ?? null;
}

export function jobCostingQueryOptions(id: string) {
  return queryOptions({ queryKey: [...jobsKeys.detail(id), 'costing'] as const, queryFn: ({ signal }) => getJobCosting(id, signal) });
}

export function useJobCosting(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobCostingQueryOptions(id), enabled });
}
