import type { CreateRoundInput, Round } from '@groundwork/domain/rounds';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshAfterRoundWrite, roundsKeys } from './get-rounds';

/** POST /rounds: 409 on the name when another round has it. */
export async function createRound(input: CreateRoundInput): Promise<Round> {
  const { round } = await api.post<{ round: Round }>('/rounds', input);
  return round;
}

export function useCreateRound() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRound,
    onSuccess: (round) => {
      queryClient.setQueryData(roundsKeys.detail(round.id), round);
      refreshAfterRoundWrite(queryClient);
    },
  });
}
