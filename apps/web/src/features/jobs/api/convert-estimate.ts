import type { ConvertEstimateInput, Job } from '@groundwork/domain/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsKeys } from './get-jobs';

/** POST /estimates/{id}/convert: each service of an approved estimate becomes a job (and the estimate 'converted'). */
export async function convertEstimate({ estimateId, input }: { estimateId: string; input: ConvertEstimateInput }): Promise<Job[]> {
  const { jobs } = await api.post<{ jobs: Job[] }>(`/estimates/${encodeURIComponent(estimateId)}/convert`, input);
  return jobs;
}

/** The estimates feature's queries all start with this key; the converted estimate's status changed under them. */
const estimatesQueryRoot = ['estimates'] as const;

export function useConvertEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: convertEstimate,
    onSuccess: (jobs) => {
      for (const job of jobs) queryClient.setQueryData(jobsKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.lists });
      void queryClient.invalidateQueries({ queryKey: estimatesQueryRoot });
    },
  });
}
