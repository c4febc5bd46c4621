import type { GrowthPlanView } from '@groundwork/domain/growth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { GrowthPlanView };

/** The saved growth plan, the company's crews, equipment and org chart today, and the plan worked out. */
export function getGrowthPlan(signal?: AbortSignal): Promise<GrowthPlanView> {
  return api.get<GrowthPlanView>('/growth_plan', { signal });
}

export const growthPlanQueryKey = ['growth', 'growth-plan'] as const;

export function growthPlanQueryOptions() {
  return queryOptions({
    queryKey: growthPlanQueryKey,
    queryFn: ({ signal }) => getGrowthPlan(signal),
    // It follows the active budget, the crews and the org chart, which other screens change: read it afresh each time.
    staleTime: 0,
  });
}

export function useGrowthPlan() {
  return useQuery(growthPlanQueryOptions());
}
