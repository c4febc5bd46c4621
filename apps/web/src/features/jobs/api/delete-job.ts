import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsKeys } from './get-jobs';

/** DELETE /jobs/{id}: a job with completed visits is refused (422). */
export async function deleteJob(id: string): Promise<void> {
  await api.delete<{ id: string }>(`/jobs/${encodeURIComponent(id)}`);
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: jobsKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: jobsKeys.lists });
    },
  });
}
