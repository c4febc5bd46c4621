import type { CandidateDetail, CandidateStage } from '@groundwork/domain/hiring';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { candidatePath } from './get-candidate';
import { hiringKeys } from './hiring-keys';

/** A candidate shows in their posting's list, its counts and the interview list: a change refreshes hiring. */
function useCandidateMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: hiringKeys.all }) });
}

/** One stage on or back, or out as rejected, against the version shown. */
export function useMoveCandidateStage() {
  return useCandidateMutation(({ id, stage, updatedAt }: { id: string; stage: CandidateStage; updatedAt: string }) =>
    api.put<CandidateDetail>(`${candidatePath(id)}/stage`, { stage, updatedAt }),
  );
}

export function useAddCandidateNote() {
  return useCandidateMutation(({ id, text }: { id: string; text: string }) => api.post<CandidateDetail>(`${candidatePath(id)}/notes`, { text }));
}

export function useDeleteCandidate() {
  return useCandidateMutation((id: string) => api.delete<{ id: string }>(candidatePath(id)));
}
