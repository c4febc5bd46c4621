import type { CreateOverheadBudgetInput, OverheadBudget, OverheadResults } from '@groundwork/domain/overhead';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { overheadQueryKey } from './get-overhead-budgets';

export function createOverheadBudget(input: CreateOverheadBudgetInput): Promise<{ budget: OverheadBudget; results: OverheadResults }> {
  return api.post<{ budget: OverheadBudget; results: OverheadResults }>('/overhead_budgets', input);
}

export function useCreateOverheadBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOverheadBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: overheadQueryKey }),
  });
}
