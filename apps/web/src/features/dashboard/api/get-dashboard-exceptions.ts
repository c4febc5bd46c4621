import { dashboardExceptionsSchema, type DashboardExceptions } from '@groundwork/domain/dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function getDashboardExceptions(signal?: AbortSignal): Promise<DashboardExceptions> {
  return dashboardExceptionsSchema.parse(await api.get<unknown>('/dashboard/exceptions', { signal }));
}

/** What needs the user today; read fresh each time the dashboard opens (it is about today). */
export function getDashboardExceptionsQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'exceptions'], queryFn: ({ signal }) => getDashboardExceptions(signal), staleTime: 0 });
}

/** The office's only (a crew leader is answered 403): admins and office managers get the company's, an estimator theirs. */
export function useDashboardExceptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getDashboardExceptionsQueryOptions(), enabled });
}
