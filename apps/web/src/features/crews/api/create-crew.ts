import type { CreateCrewInput, Crew } from '@groundwork/domain/crews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crewsQueryKey } from './get-crews';

export function createCrew(input: CreateCrewInput): Promise<{ crew: Crew }> {
  return api.post<{ crew: Crew }>('/crews', input);
}

export function useCreateCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCrew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
  });
}
