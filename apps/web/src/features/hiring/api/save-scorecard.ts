import type { Scorecard, ScorecardInput } from '@groundwork/domain/hiring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hiringKeys } from './hiring-keys';

/** PUT /candidates/{id}/scorecards/mine: the reader's own scorecard, against the version loaded (none the first time). */
export function useSaveMyScorecard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ candidateId, input }: { candidateId: string; input: ScorecardInput }) =>
      (await api.put<{ scorecard: Scorecard }>(`/candidates/${encodeURIComponent(candidateId)}/scorecards/mine`, input)).scorecard,
    onSuccess: (_scorecard, { candidateId }) => {
      void queryClient.invalidateQueries({ queryKey: hiringKeys.scorecards(candidateId) });
      void queryClient.invalidateQueries({ queryKey: hiringKeys.interviewCandidates() });
    },
  });
}
