import type { Activity } from '@groundwork/domain/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadsKeys } from './get-leads';

export async function getLeadActivities(id: string, signal?: AbortSignal): Promise<Activity[]> {
  const { activities } = await api.get<{ activities: Activity[] }>(`/leads/${encodeURIComponent(id)}/activities`, { signal });
  return activities;
}

export function getLeadActivitiesQueryOptions(id: string) {
  return queryOptions({ queryKey: leadsKeys.activities(id), queryFn: ({ signal }) => getLeadActivities(id, signal) });
}

export function useLeadActivities(id: string) {
  return useQuery(getLeadActivitiesQueryOptions(id));
}
