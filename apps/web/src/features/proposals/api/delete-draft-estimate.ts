import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalsKeys } from './keys';

/** DELETE /estimates/{id}: only a draft is deleted (422 otherwise). */
export function deleteDraftEstimate(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/estimates/${encodeURIComponent(id)}`);
}

export function useDeleteDraftEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDraftEstimate,
    onSuccess: (_, id) => {
      // Gone: never refetch it (a 404) while the screen leaves.
      queryClient.removeQueries({ queryKey: proposalsKeys.estimateDetail(id) });
      queryClient.removeQueries({ queryKey: proposalsKeys.activity(id) });
      void queryClient.invalidateQueries({ queryKey: proposalsKeys.estimates });
    },
  });
}
