import type { Job, JobListItem, UpdateJobInput } from '@groundwork/domain/jobs';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsKeys } from './get-jobs';

/** PUT /jobs/{id}: the fields that changed plus the `updatedAt` the job was read with; a stale one answers 409. */
export async function updateJob({ id, input }: { id: string; input: UpdateJobInput }): Promise<Job> {
  const { job } = await api.put<{ job: Job }>(`/jobs/${encodeURIComponent(id)}`, input);
  return job;
}

/** Shows a saved job in the lists at once (the refetch that follows confirms it), so a select never jumps back. */
export function replaceJobInLists(queryClient: QueryClient, job: Job) {
  const { estimateItems: _items, financialBreakdown: _breakdown, ...listItem } = job;
  queryClient.setQueriesData<JobListItem[]>({ queryKey: jobsKeys.lists }, (jobs) => jobs?.map((existing) => (existing.id === job.id ? listItem : existing)));
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobsKeys.detail(job.id), job);
      replaceJobInLists(queryClient, job);
      void queryClient.invalidateQueries({ queryKey: jobsKeys.lists });
    },
  });
}
