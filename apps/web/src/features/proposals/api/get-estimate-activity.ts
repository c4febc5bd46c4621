import type { EstimateActivity } from '@groundwork/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { proposalsKeys } from './keys';

/** GET /estimates/{id}/activity: what happened to the estimate, newest first. */
export async function getEstimateActivity(estimateId: string, signal?: AbortSignal): Promise<EstimateActivity[]> {
  const { activity } = await api.get<{ activity: EstimateActivity[] }>(`/estimates/${encodeURIComponent(estimateId)}/activity`, { signal });
  return activity;
}

export function estimateActivityQueryOptions(estimateId: string) {
  return queryOptions({ queryKey: proposalsKeys.activity(estimateId), queryFn: ({ signal }) => getEstimateActivity(estimateId, signal) });
}

export function useEstimateActivity(estimateId: string) {
  return useQuery(estimateActivityQueryOptions(estimateId));
}
