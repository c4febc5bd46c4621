import type { Activity } from '@groundwork/domain/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersKeys } from './get-customers';

export async function getCustomerActivities(id: string, signal?: AbortSignal): Promise<Activity[]> {
  const { activities } = await api.get<{ activities: Activity[] }>(`/customers/${encodeURIComponent(id)}/activities`, { signal });
  return activities;
}

export function getCustomerActivitiesQueryOptions(id: string) {
  return queryOptions({ queryKey: customersKeys.activities(id), queryFn: ({ signal }) => getCustomerActivities(id, signal) });
}

export function useCustomerActivities(id: string) {
  return useQuery(getCustomerActivitiesQueryOptions(id));
}
