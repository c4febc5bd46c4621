import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { positionsQueryKey } from './get-positions';

/** DELETE /org_positions/{id}: its direct reports move up to its own parent. */
export function deletePosition(id: string): Promise<{ id: string; reparented: number }> {
  return api.delete<{ id: string; reparented: number }>(`/org_positions/${encodeURIComponent(id)}`);
}

export function useDeletePosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePosition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: positionsQueryKey }),
  });
}
