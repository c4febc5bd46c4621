import type { MarketingPlanView } from '@groundwork/domain/marketing';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** A year's marketing plan: the goal, the company's own figures, the funnel month by month, the budget by channel. */
export function getMarketingPlan(year: number, signal?: AbortSignal): Promise<MarketingPlanView> {
  return api.get<MarketingPlanView>(`/marketing/plans/${year}`, { signal });
}

export function marketingPlanQueryOptions(year: number) {
  return queryOptions({ queryKey: marketingKeys.plan(year), queryFn: ({ signal }) => getMarketingPlan(year, signal), placeholderData: keepPreviousData });
}

export function useMarketingPlan(year: number) {
  return useQuery(marketingPlanQueryOptions(year));
}
