import type { Round, UpdateRoundInput } from '@groundwork/domain/rounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterRoundWrite, roundsKeys } from './get-rounds';

/** PUT /rounds/{id}: the whole round, its stops in order, and the `updatedAt` it was read with (stale → 409). */
export async function updateRound({ id, input }: { id: string; input: UpdateRoundInput }): Promise<Round> {
  const { round } = await api.put<{ round: Round }>(`/rounds/${encodeURIComponent(id)}`, input);
  return round;
}

export function useUpdateRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRound,
    onSuccess: (round) => {
      queryClient.setQueryData(roundsKeys.detail(round.id), round);
      refreshAfterRoundWrite(queryClient);
    },
  });
}
