import type { OptimiseRoundInput, OptimiseRoundResult } from '@groundwork/domain/rounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterRoundWrite, roundsKeys } from './get-rounds';

/** POST /rounds/{id}/optimise: the shorter order and the distances (`apply` saves it), or what lacks coordinates. */
export async function optimiseRound({ id, input }: { id: string; input: OptimiseRoundInput }): Promise<OptimiseRoundResult> {
  return api.post<OptimiseRoundResult>(`/rounds/${encodeURIComponent(id)}/optimise`, input);
}

export function useOptimiseRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: optimiseRound,
    onSuccess: (result, { id, input }) => {
      if (!result.ok || !input.apply) return;
      void queryClient.invalidateQueries({ queryKey: roundsKeys.detail(id) });
      refreshAfterRoundWrite(queryClient);
    },
  });
}
