import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subcontractorsQueryKey } from './get-subcontractors';

/** DELETE /subcontractors/{id} */
export function deleteSubcontractor(id: string): Promise<{ id: string }> {
  return api.delete<{ id: string }>(`/subcontractors/${encodeURIComponent(id)}`);
}

export function useDeleteSubcontractor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubcontractor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subcontractorsQueryKey }),
  });
}
