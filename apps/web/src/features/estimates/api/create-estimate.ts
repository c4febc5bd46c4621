import type { CreateEstimateInput, EstimateDetail } from '@groundwork/domain/estimates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { estimatesKeys } from './get-estimates';

/** POST /estimates: the server numbers it (from 1001), keeps its own line ids and prices every line. */
export async function createEstimate(input: CreateEstimateInput): Promise<EstimateDetail> {
  const { estimate } = await api.post<{ estimate: EstimateDetail }>('/estimates', input);
  return estimate;
}

export function useCreateEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEstimate,
    onSuccess: (estimate) => {
      queryClient.setQueryData(estimatesKeys.detail(estimate.id), estimate);
      void queryClient.invalidateQueries({ queryKey: estimatesKeys.lists });
      void queryClient.invalidateQueries({ queryKey: estimatesKeys.byCustomer(estimate.clientId) });
    },
  });
}
