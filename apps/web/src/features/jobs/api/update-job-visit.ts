import type { Job, JobStatus } from '@groundwork/domain/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsKeys } from './get-jobs';
import { replaceJobInLists } from './update-job';

/** PUT /jobs/{id}/visits/{visitId}: one visit's status; the answer is the whole job (its updatedAt moves on). */
export async function updateJobVisit({ jobId, visitId, status }: { jobId: string; visitId: string; status: JobStatus }): Promise<Job> {
  const { job } = await api.put<{ job: Job }>(`/jobs/${encodeURIComponent(jobId)}/visits/${encodeURIComponent(visitId)}`, { status });
  return job;
}

export function useUpdateJobVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJobVisit,
    onSuccess: (job) => {
      queryClient.setQueryData(jobsKeys.detail(job.id), job);
      replaceJobInLists(queryClient, job);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.lists });
    },
  });
}
