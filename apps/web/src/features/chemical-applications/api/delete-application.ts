import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsKeys, refreshApplicationLists } from './get-applications';

/** DELETE /chemical_applications/{id}: the office only. */
export async function deleteApplication(id: string): Promise<void> {
  await api.delete<{ id: string }>(`/chemical_applications/${encodeURIComponent(id)}`);
}

export function useDeleteApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApplication,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: applicationsKeys.detail(id) });
      refreshApplicationLists(queryClient);
    },
  });
}
