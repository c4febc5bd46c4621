import { BACKGROUND_REFRESH_MS } from '@groundwork/domain/shared';
import { LEADS_FETCH_FAILED, type LeadListItem } from '@groundwork/domain/leads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toaster';
import { api, serverMessageOr } from '@/lib/api-client';
import { readCachedList, writeCachedList, type CachedList, type ListCacheScope } from '@/lib/list-cache';
import { getStoredCompany, getStoredUser } from '@/lib/storage';

const CACHE_NAME = 'leads';

function leadsCacheScope(): ListCacheScope | null {
  const user = getStoredUser();
  const company = getStoredCompany();
  return user && company ? { userId: user.id, companyId: company.id } : null;
}

/** The whole list in its compact projection: no page arguments (SPEC.md §7). */
export async function getLeads(signal?: AbortSignal): Promise<LeadListItem[]> {
  const { leads } = await api.get<{ leads: LeadListItem[] }>('/leads', { signal });
  return leads;
}

export const leadsKeys = {
  all: ['leads'] as const,
  list: (scope: ListCacheScope | null) => ['leads', 'list', scope?.companyId ?? '', scope?.userId ?? ''] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  activities: (id: string) => ['leads', 'detail', id, 'activities'] as const,
};

/** Cached like customers (SPEC.md §4): localStorage per user and company, refreshed every 5 minutes and on tab return. */
export function getLeadsQueryOptions(scope: ListCacheScope | null = leadsCacheScope()) {
  let cached: CachedList<LeadListItem> | null | undefined;
  const readCache = () => (cached ??= scope ? readCachedList<LeadListItem>(CACHE_NAME, scope) : null);
  return queryOptions({
    queryKey: leadsKeys.list(scope),
    queryFn: async ({ signal }) => {
      const leads = await getLeads(signal);
      if (scope) writeCachedList(CACHE_NAME, scope, leads);
      return leads;
    },
    initialData: () => readCache()?.items,
    initialDataUpdatedAt: () => readCache()?.savedAt,
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
