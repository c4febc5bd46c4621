import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coachingSessionsQueryKey } from './get-coaching-sessions';

/** Deletes a session; the to-dos its commitments became stay. */
export function deleteCoachingSession(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/coaching/sessions/${encodeURIComponent(id)}`);
}

export function useDeleteCoachingSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCoachingSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: coachingSessionsQueryKey }) });
}
