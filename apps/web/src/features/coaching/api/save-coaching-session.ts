import type { CoachingSession, CoachingSessionInput } from '@groundwork/domain/coaching';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Records a session (POST) or changes one (PUT, against the version loaded); new commitments become to-dos. */
export function saveCoachingSession({ id, input, idempotencyKey }: { id: string | null; input: CoachingSessionInput; idempotencyKey?: string }): Promise<{ session: CoachingSession }> {
  return id === null
    ? api.post<{ session: CoachingSession }>('/coaching/sessions', input, { idempotencyKey })
    : api.put<{ session: CoachingSession }>(`/coaching/sessions/${encodeURIComponent(id)}`, input);
}

export function useSaveCoachingSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCoachingSession,
    // The sessions, and the progress (to-dos counted there), both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['coaching'] }),
  });
}
