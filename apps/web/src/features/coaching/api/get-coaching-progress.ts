import type { CoachingProgress } from '@groundwork/domain/coaching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { CoachingProgress };

/** Where the company stands on each tool and module of the coaching programme, and what to do next. */
export function getCoachingProgress(signal?: AbortSignal): Promise<CoachingProgress> {
  return api.get<CoachingProgress>('/coaching/progress', { signal });
}

export const coachingProgressQueryKey = ['coaching', 'progress'] as const;

export function coachingProgressQueryOptions() {
  return queryOptions({ queryKey: coachingProgressQueryKey, queryFn: ({ signal }) => getCoachingProgress(signal) });
}

export function useCoachingProgress() {
  return useQuery(coachingProgressQueryOptions());
}
