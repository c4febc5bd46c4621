import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterRoundWrite, roundsKeys } from './get-rounds';

/** DELETE /rounds/{id}: its jobs keep their visits and work orders. */
export async function deleteRound(id: string): Promise<void> {
  await api.delete<{ id: string }>(`/rounds/${encodeURIComponent(id)}`);
}

export function useDeleteRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRound,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: roundsKeys.detail(id) });
      refreshAfterRoundWrite(queryClient);
    },
  });
}
