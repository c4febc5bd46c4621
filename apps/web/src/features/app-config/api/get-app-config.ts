import type { AppConfig } from '@groundwork/domain/app-config';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAppConfig(signal?: AbortSignal): Promise<AppConfig> {
  return api.get<AppConfig>('/app_config', { signal });
}

export function getAppConfigQueryOptions() {
  return queryOptions({
    queryKey: ['app-config'],
    queryFn: ({ signal }) => getAppConfig(signal),
    // The server reads its configuration once, at start-up: one answer lasts the whole visit.
    staleTime: Infinity,
  });
}

export function useAppConfig({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAppConfigQueryOptions(), enabled });
}
