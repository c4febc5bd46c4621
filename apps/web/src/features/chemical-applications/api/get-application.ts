import type { Application } from '@groundwork/domain/chemical-applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsKeys } from './get-applications';

/** GET /chemical_applications/{id}: the whole record, its warnings and reasons, and its lawn sign. */
export async function getApplication(id: string, signal?: AbortSignal): Promise<Application> {
  const { application } = await api.get<{ application: Application }>(`/chemical_applications/${encodeURIComponent(id)}`, { signal });
  return application;
}

export function applicationQueryOptions(id: string) {
  return queryOptions({ queryKey: applicationsKeys.detail(id), queryFn: ({ signal }) => getApplication(id, signal) });
}

export function useApplication(id: string) {
  return useQuery(applicationQueryOptions(id));
}
