import type { Job } from '@groundwork/domain/jobs';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsKeys } from './get-jobs';

/** GET /jobs/{id}: the whole job, with the estimate lines and breakdown it was made from. */
export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  const { job } = await api.get<{ job: Job }>(`/jobs/${encodeURIComponent(id)}`, { signal });
  return job;
}

export function jobQueryOptions(id: string) {
  return queryOptions({ queryKey: jobsKeys.detail(id), queryFn: ({ signal }) => getJob(id, signal) });
}
