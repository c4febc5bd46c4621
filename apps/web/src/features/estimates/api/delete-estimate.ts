import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { estimatesKeys } from './get-estimates';

/** DELETE /estimates/{id}: only a draft is deleted (422 otherwise). */
export function deleteEstimate(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/estimates/${encodeURIComponent(id)}`);
}

export function useDeleteEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEstimate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: estimatesKeys.all }),
  });
}
