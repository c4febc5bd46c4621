import type { CreateJobInput, Job } from '@groundwork/domain/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsKeys } from './get-jobs';

/** POST /jobs: one of the company's services scheduled for a customer (its visits are planned by the server). */
export async function createJob(input: CreateJobInput): Promise<Job> {
  const { job } = await api.post<{ job: Job }>('/jobs', input);
  return job;
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobsKeys.detail(job.id), job);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.lists });
    },
  });
}
