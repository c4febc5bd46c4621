import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `archived: true` when a service still uses the division: it was archived instead of deleted. */
export function deleteIncomeDivision(id: string): Promise<{ id: string; archived: boolean }> {
  return api.delete<{ id: string; archived: boolean }>(`/income_divisions/${id}`);
}

export function useDeleteIncomeDivision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIncomeDivision,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['income-divisions'] }),
  });
}
