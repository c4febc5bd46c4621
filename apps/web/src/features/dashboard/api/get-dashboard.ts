import type { Dashboard } from '@groundwork/domain/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return api.get<Dashboard>('/dashboard', { signal });
}

/** What the company has set up; read fresh each time the dashboard opens. */
export function getDashboardQueryOptions() {
  return queryOptions({ queryKey: ['dashboard'], queryFn: ({ signal }) => getDashboard(signal), staleTime: 0 });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
