import type { EstimateDetail } from '@groundwork/domain/estimates';
import type { SendProposalInput } from '@groundwork/domain/proposals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { estimateChanged, proposalsKeys } from './keys';

/** POST /estimates/{id}/send: e-mails the proposal PDF and its public link; the estimate becomes Sent. */
export async function sendProposal({ id, input }: { id: string; input: SendProposalInput }): Promise<EstimateDetail> {
  const { estimate } = await api.post<{ estimate: EstimateDetail }>(`/estimates/${encodeURIComponent(id)}/send`, input);
  return estimate;
}

export function useSendProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendProposal,
    onSuccess: (estimate) => {
      estimateChanged(queryClient, estimate);
      // Sending a lead its proposal moves the lead to 'Estimate sent' (the server does it; the lead screens follow).
      if (estimate.clientType === 'lead') void queryClient.invalidateQueries({ queryKey: proposalsKeys.leads });
    },
  });
}
