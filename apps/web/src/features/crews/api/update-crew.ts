import type { Crew, UpdateCrewInput } from '@groundwork/domain/crews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { crewsQueryKey } from './get-crews';

/** PUT /crews/{id}: the crew's own fields; `updatedAt` as last read turns a colliding edit into a 409. */
export function updateCrew({ id, input }: { id: string; input: UpdateCrewInput }): Promise<{ crew: Crew }> {
  return api.put<{ crew: Crew }>(`/crews/${encodeURIComponent(id)}`, input);
}

export function useUpdateCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCrew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
    // A stale write (409): fetch what the other person saved, so the next look shows it.
    onError: (error) => {
      if (isStaleWrite(error)) void queryClient.invalidateQueries({ queryKey: crewsQueryKey });
    },
  });
}
