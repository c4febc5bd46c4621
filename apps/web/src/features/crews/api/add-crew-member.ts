import type { AddCrewMemberInput, Crew, CrewMember } from '@groundwork/domain/crews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crewsQueryKey } from './get-crews';

/** POST /crews/{crewId}/members: a new leader turns the previous one into a member. */
export function addCrewMember({ crewId, input }: { crewId: string; input: AddCrewMemberInput }): Promise<{ member: CrewMember; crew: Crew }> {
  return api.post<{ member: CrewMember; crew: Crew }>(`/crews/${encodeURIComponent(crewId)}/members`, input);
}

export function useAddCrewMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCrewMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
  });
}
