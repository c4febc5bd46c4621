import type { EstimateDetail, UpdateEstimateInput } from '@groundwork/domain/estimates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { estimatesKeys } from './get-estimates';

/** PUT /estimates/{id}: the whole draft plus the `updatedAt` it was read with; a stale one answers 409. */
export async function updateEstimate({ id, input }: { id: string; input: UpdateEstimateInput }): Promise<EstimateDetail> {
  const { estimate } = await api.put<{ estimate: EstimateDetail }>(`/estimates/${encodeURIComponent(id)}`, input);
  return estimate;
}

export function useUpdateEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEstimate,
    onSuccess: (estimate) => {
      // The builder keeps its own draft (it may have moved on while this save was in flight): lists only.
      void queryClient.invalidateQueries({ queryKey: estimatesKeys.lists });
      void queryClient.invalidateQueries({ queryKey: estimatesKeys.byCustomer(estimate.clientId) });
    },
  });
}
