import type { EstimateDetail, EstimateStatusInput } from '@groundwork/domain/estimates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { estimateChanged } from './keys';

/** PUT /estimates/{id}/status: a client's answer by phone or in person, or back to draft (422 for a move not allowed). */
export async function moveEstimateStatus({ id, input }: { id: string; input: EstimateStatusInput }): Promise<EstimateDetail> {
  const { estimate } = await api.put<{ estimate: EstimateDetail }>(`/estimates/${encodeURIComponent(id)}/status`, input);
  return estimate;
}

export function useMoveEstimateStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: moveEstimateStatus, onSuccess: (estimate) => estimateChanged(queryClient, estimate) });
}
