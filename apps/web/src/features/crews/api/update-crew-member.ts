import type { Crew, CrewMember, UpdateCrewMemberInput } from '@groundwork/domain/crews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crewsQueryKey } from './get-crews';

export function updateCrewMember({
  crewId,
  memberId,
  input,
}: {
  crewId: string;
  memberId: string;
  input: UpdateCrewMemberInput;
}): Promise<{ member: CrewMember; crew: Crew }> {
  return api.put<{ member: CrewMember; crew: Crew }>(`/crews/${encodeURIComponent(crewId)}/members/${encodeURIComponent(memberId)}`, input);
}

export function useUpdateCrewMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCrewMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
  });
}
