import type { Crew } from '@groundwork/domain/crews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crewsQueryKey } from './get-crews';

export function removeCrewMember({ crewId, memberId }: { crewId: string; memberId: string }): Promise<{ id: string; crew: Crew }> {
  return api.delete<{ id: string; crew: Crew }>(`/crews/${encodeURIComponent(crewId)}/members/${encodeURIComponent(memberId)}`);
}

export function useRemoveCrewMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCrewMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
  });
}
