import type { CoachingSessionList } from '@groundwork/domain/coaching';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type { CoachingSessionList };

/** The company's coaching sessions, newest first (admins only: others get 403). */
export function getCoachingSessions(signal?: AbortSignal): Promise<CoachingSessionList> {
  return api.get<CoachingSessionList>('/coaching/sessions', { signal });
}

export const coachingSessionsQueryKey = ['coaching', 'sessions'] as const;

export function coachingSessionsQueryOptions() {
  return queryOptions({ queryKey: coachingSessionsQueryKey, queryFn: ({ signal }) => getCoachingSessions(signal) });
}

export function useCoachingSessions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...coachingSessionsQueryOptions(), enabled });
}
