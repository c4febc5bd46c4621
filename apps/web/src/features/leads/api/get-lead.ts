import type { Lead } from '@groundwork/domain/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadsKeys } from './get-leads';

export async function getLead(id: string, signal?: AbortSignal): Promise<Lead> {
  const { lead } = await api.get<{ lead: Lead }>(`/leads/${encodeURIComponent(id)}`, { signal });
  return lead;
}

export function getLeadQueryOptions(id: string) {
  return queryOptions({ queryKey: leadsKeys.detail(id), queryFn: ({ signal }) => getLead(id, signal) });
}

export function useLead(id: string) {
  return useQuery(getLeadQueryOptions(id));
}
