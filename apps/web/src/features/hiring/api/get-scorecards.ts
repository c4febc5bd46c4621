import type { CandidateScorecards, InterviewCandidate } from '@groundwork/domain/hiring';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { hiringKeys } from './hiring-keys';

/** GET /interview_candidates: whom the company is interviewing (name, posting, stage), those in play first. */
export function getInterviewCandidates(signal?: AbortSignal): Promise<InterviewCandidate[]> {
  return api.get<{ candidates: InterviewCandidate[] }>('/interview_candidates', { signal }).then((data) => data.candidates);
}

export function useInterviewCandidates() {
  return useQuery(queryOptions({ queryKey: hiringKeys.interviewCandidates(), queryFn: ({ signal }) => getInterviewCandidates(signal) }));
}

/** GET /candidates/{id}/scorecards: the criteria, every interviewer's scorecard and the side-by-side summary. */
export function getCandidateScorecards(candidateId: string, signal?: AbortSignal): Promise<CandidateScorecards> {
  return api.get<CandidateScorecards>(`/candidates/${encodeURIComponent(candidateId)}/scorecards`, { signal });
}

export function useCandidateScorecards(candidateId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: hiringKeys.scorecards(candidateId ?? ''),
      queryFn: ({ signal }) => getCandidateScorecards(candidateId!, signal),
      enabled: candidateId !== null,
    }),
  );
}
