import type { OverheadBudget, OverheadResults, UpdateOverheadBudgetInput } from '@groundwork/domain/overhead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadQueryKey } from './get-overhead-budgets';

/** Replaces the budget. `updatedAt` is the version the edit started from: a stale one answers 409. */
export function updateOverheadBudget({ id, input }: { id: string; input: UpdateOverheadBudgetInput }): Promise<{ budget: OverheadBudget; results: OverheadResults }> {
  return api.put<{ budget: OverheadBudget; results: OverheadResults }>(`/overhead_budgets/${id}`, input);
}

export function useUpdateOverheadBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOverheadBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadQueryKey }),
  });
}
