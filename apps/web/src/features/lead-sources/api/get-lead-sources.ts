import type { LeadSource } from '@groundwork/domain/lead-sources';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const leadSourcesKeys = { all: ['lead-sources'] as const };

export async function getLeadSources(signal?: AbortSignal): Promise<LeadSource[]> {
  const { leadSources } = await api.get<{ leadSources: LeadSource[] }>('/lead_sources', { signal });
  return leadSources;
}

export function getLeadSourcesQueryOptions() {
  return queryOptions({ queryKey: leadSourcesKeys.all, queryFn: ({ signal }) => getLeadSources(signal) });
}

export function useLeadSources() {
  return useQuery(getLeadSourcesQueryOptions());
}
