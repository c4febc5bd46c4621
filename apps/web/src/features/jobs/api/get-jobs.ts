import type { JobListItem, JobStatus } from '@groundwork/domain/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type JobFilters = { customerId?: string; status?: JobStatus };

export const jobsKeys = {
  all: ['jobs'] as const,
  lists: ['jobs', 'list'] as const,
  list: (filters: JobFilters) => ['jobs', 'list', filters] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

/** GET /jobs?customerId&status: every visit included, newest first visit first. */
export async function getJobs(filters: JobFilters, signal?: AbortSignal): Promise<JobListItem[]> {
  const { jobs } = await api.get<{ jobs: JobListItem[] }>('/jobs', { query: { customerId: filters.customerId, status: filters.status }, signal });
  return jobs;
}

export function jobsQueryOptions(filters: JobFilters) {
  return queryOptions({ queryKey: jobsKeys.list(filters), queryFn: ({ signal }) => getJobs(filters, signal) });
}

/** One customer's jobs (the customer page's Jobs tab). */
export function useCustomerJobs(customerId: string) {
  return useQuery(jobsQueryOptions({ customerId }));
}
