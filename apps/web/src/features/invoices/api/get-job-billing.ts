import type { JobBilling, SeasonTrueUpView } from '@groundwork/domain/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const jobBillingKeys = {
  all: (jobId: string) => ['invoices', 'job-billing', jobId] as const,
  billing: (jobId: string) => ['invoices', 'job-billing', jobId, 'billing'] as const,
  trueUp: (jobId: string) => ['invoices', 'job-billing', jobId, 'true-up'] as const,
};

/** GET /jobs/{id}/billing: how the job is billed and where it stands against what the client approved. */
export async function getJobBilling(jobId: string, signal?: AbortSignal): Promise<JobBilling> {
  const { billing } = await api.get<{ billing: JobBilling }>(`/jobs/${encodeURIComponent(jobId)}/billing`, { signal });
  return billing;
}

export function jobBillingQueryOptions(jobId: string) {
  return queryOptions({ queryKey: jobBillingKeys.billing(jobId), queryFn: ({ signal }) => getJobBilling(jobId, signal) });
}

export function useJobBilling(jobId: string) {
  return useQuery(jobBillingQueryOptions(jobId));
}

/** GET /jobs/{id}/true_up: the season's visits planned and done, and the credit note or extra invoice that settles it. */
export async function getSeasonTrueUp(jobId: string, signal?: AbortSignal): Promise<SeasonTrueUpView> {
  const { trueUp } = await api.get<{ trueUp: SeasonTrueUpView }>(`/jobs/${encodeURIComponent(jobId)}/true_up`, { signal });
  return trueUp;
}

export function useSeasonTrueUp(jobId: string, enabled: boolean) {
  return useQuery({ queryKey: jobBillingKeys.trueUp(jobId), queryFn: ({ signal }) => getSeasonTrueUp(jobId, signal), enabled });
}
