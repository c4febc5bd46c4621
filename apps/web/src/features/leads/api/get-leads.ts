import { BACKGROUND_REFRESH_MS, type ListDelta } from '@groundwork/domain/shared';
import { LEADS_FETCH_FAILED, type LeadList, type LeadListItem } from '@groundwork/domain/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toaster';
import { api, serverMessageOr } from '@/lib/api-client';
import { fetchClientList, heldItems, type HeldList, type ListCacheScope } from '@/lib/list-cache';
import { getStoredCompany, getStoredUser } from '@/lib/storage';

function leadsCacheScope(): ListCacheScope | null {
  const user = getStoredUser();
  const company = getStoredCompany();
  return user && company ? { userId: user.id, companyId: company.id } : null;
}

/** The whole list in its compact projection (SPEC.md §7), or with `since` only what changed after that version. */
export async function getLeads(since?: number, signal?: AbortSignal): Promise<ListDelta<LeadListItem>> {
  const answer = await api.get<LeadList>('/leads', { signal, query: { since } });
  return { items: answer.leads, version: answer.version ?? 0, since: answer.since, removedIds: answer.removedIds };
}

export const leadsKeys = {
  all: ['leads'] as const,
  list: (scope: ListCacheScope | null) => ['leads', 'list', scope?.companyId ?? '', scope?.userId ?? ''] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  activities: (id: string) => ['leads', 'detail', id, 'activities'] as const,
};

/** Cached like customers (SPEC.md §4): IndexedDB per user and company, caught up by deltas every 5 minutes, on tab return and after changes. */
export function getLeadsQueryOptions(scope: ListCacheScope | null = leadsCacheScope()) {
  return queryOptions({
    queryKey: leadsKeys.list(scope),
    queryFn: (context): Promise<HeldList<LeadListItem>> => fetchClientList(context, 'leads', scope, getLeads),
    select: heldItems<LeadListItem>,
    structuralSharing: false,
    refetchInterval: BACKGROUND_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export function useLeads() {
  const query = useQuery(getLeadsQueryOptions());
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError) return;
    toast.error(LEADS_FETCH_FAILED, { description: serverMessageOr(error, undefined) });
  }, [isError, error, errorUpdatedAt]);
  return query;
}
