import type { BudgetProjectionView } from '@groundwork/domain/growth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { BudgetProjectionView };

/** The saved projection assumptions, the active budget and the projection from it. */
export function getBudgetProjection(signal?: AbortSignal): Promise<BudgetProjectionView> {
  return api.get<BudgetProjectionView>('/budget_projection', { signal });
}

export const budgetProjectionQueryKey = ['growth', 'budget-projection'] as const;

export function budgetProjectionQueryOptions() {
  return queryOptions({
    queryKey: budgetProjectionQueryKey,
    queryFn: ({ signal }) => getBudgetProjection(signal),
    // It follows the active budget, which Budget Pricing changes: read it afresh each time the screen opens.
    staleTime: 0,
  });
}

export function useBudgetProjection() {
  return useQuery(budgetProjectionQueryOptions());
}
