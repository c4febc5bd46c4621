import type { BudgetProjectionView, SaveBudgetProjectionInput } from '@groundwork/domain/growth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { budgetProjectionQueryKey } from './get-budget-projection';

export function saveBudgetProjection(input: SaveBudgetProjectionInput): Promise<BudgetProjectionView> {
  return api.put<BudgetProjectionView>('/budget_projection', input);
}

export function useSaveBudgetProjection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudgetProjection,
    onSuccess: (view) => queryClient.setQueryData(budgetProjectionQueryKey, view),
  });
}
