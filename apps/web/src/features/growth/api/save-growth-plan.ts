import type { GrowthPlanView, SaveGrowthPlanInput } from '@groundwork/domain/growth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { growthPlanQueryKey } from './get-growth-plan';

export function saveGrowthPlan(input: SaveGrowthPlanInput): Promise<GrowthPlanView> {
  return api.put<GrowthPlanView>('/growth_plan', input);
}

export function useSaveGrowthPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGrowthPlan,
    onSuccess: (view) => queryClient.setQueryData(growthPlanQueryKey, view),
  });
}
