import type { ApplicationSettings } from '@groundwork/domain/chemical-applications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationsKeys } from './get-applications';

/** GET /chemical_applications/settings: the company's states, wind limit and whether records go on invoices. */
export async function getApplicationSettings(signal?: AbortSignal): Promise<ApplicationSettings> {
  const { settings } = await api.get<{ settings: ApplicationSettings }>('/chemical_applications/settings', { signal });
  return settings;
}

export function applicationSettingsQueryOptions() {
  return queryOptions({ queryKey: applicationsKeys.settings, queryFn: ({ signal }) => getApplicationSettings(signal) });
}

export function useApplicationSettings() {
  return useQuery(applicationSettingsQueryOptions());
}
