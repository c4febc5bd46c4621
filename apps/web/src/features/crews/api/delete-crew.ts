import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { crewsQueryKey } from './get-crews';

export function deleteCrew(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/crews/${encodeURIComponent(id)}`);
}

export function useDeleteCrew() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCrew,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crewsQueryKey }),
  });
}
