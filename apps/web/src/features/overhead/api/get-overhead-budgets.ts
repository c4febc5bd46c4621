import type { OverheadBudget } from '@groundwork/domain/overhead';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getOverheadBudgets(signal?: AbortSignal): Promise<{ budgets: OverheadBudget[] }> {
  return api.get<{ budgets: OverheadBudget[] }>('/overhead_budgets', { signal });
}

/** Every overhead query starts with this key, so a budget write refreshes the summary too. */
export const overheadQueryKey = ['overhead'] as const;
export const overheadBudgetsQueryKey = ['overhead', 'budgets'] as const;

export function overheadBudgetsQueryOptions() {
  return queryOptions({
    queryKey: overheadBudgetsQueryKey,
    queryFn: ({ signal }) => getOverheadBudgets(signal),
    select: (result) => result.budgets,
  });
}

export function useOverheadBudgets() {
  return useQuery(overheadBudgetsQueryOptions());
}
