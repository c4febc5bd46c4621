import type { MarketingPlanInput, MarketingPlanView } from '@groundwork/domain/marketing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketingKeys } from './marketing-keys';

/** Saves a year's overrides and budget by channel against the version loaded (409 when someone saved since). */
export function saveMarketingPlan({ year, input }: { year: number; input: MarketingPlanInput }): Promise<MarketingPlanView> {
  return api.put<MarketingPlanView>(`/marketing/plans/${year}`, input);
}

export function useSaveMarketingPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMarketingPlan,
    onSuccess: (view) => {
      queryClient.setQueryData(marketingKeys.plan(view.year), view);
    },
  });
}
