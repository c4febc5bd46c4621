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

/** The office's only: a crew leader's dashboard shows their day instead (the call answers them 403). */
export function useDashboard({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDashboardQueryOptions(), enabled });
}
