import { BACKGROUND_REFRESH_MS, type ListDelta } from '@groundwork/domain/shared';
import { CUSTOMERS_FETCH_FAILED, type CustomerList, type CustomerListItem } from '@groundwork/domain/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toaster';
import { api, serverMessageOr } from '@/lib/api-client';
import { fetchClientList, heldItems, type HeldList, type ListCacheScope } from '@/lib/list-cache';
import { getStoredCompany, getStoredUser } from '@/lib/storage';

/** Whose client book this is: the cache is kept per user and company (SPEC.md §4). */
export function customersCacheScope(): ListCacheScope | null {
  const user = getStoredUser();
  const company = getStoredCompany();
  return user && company ? { userId: user.id, companyId: company.id } : null;
}

/**
 * The whole list in its compact projection (no page arguments, SPEC.md §7), or with `since` only what changed after
 * that list version (the server answers the whole list instead when it cannot: then `since` is absent).
 */
export async function getCustomers(since?: number, signal?: AbortSignal): Promise<ListDelta<CustomerListItem>> {
  const answer = await api.get<CustomerList>('/customers', { signal, query: { since } });
  return { items: answer.customers, version: answer.version ?? 0, since: answer.since, removedIds: answer.removedIds };
}

export const customersKeys = {
  all: ['customers'] as const,
  list: (scope: ListCacheScope | null) => ['customers', 'list', scope?.companyId ?? '', scope?.userId ?? ''] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  activities: (id: string) => ['customers', 'detail', id, 'activities'] as const,
};

/**
 * SPEC.md §4 "Data caching": the list is loaded once and kept in IndexedDB; a visit shows the stored copy at once and
 * asks the server only for what changed since, in the background every 5 minutes, whenever the tab becomes visible
 * again, and after every change made in the app (lib/list-cache.ts).
 */
export function getCustomersQueryOptions(scope: ListCacheScope | null = customersCacheScope()) {
  return queryOptions({
    queryKey: customersKeys.list(scope),
    queryFn: (context): Promise<HeldList<CustomerListItem>> => fetchClientList(context, 'customers', scope, getCustomers),
    select: heldItems<CustomerListItem>,
    // Unchanged rows keep their objects (the merge keeps them): comparing 20,000 rows deeply would only cost time.
    structuralSharing: false,
    refetchInterval: BACKGROUND_REFRESH_MS,
    refetchOnWindowFocus: 'always',
  });
}

export function useCustomers() {
  const query = useQuery(getCustomersQueryOptions());
  const { isError, error, errorUpdatedAt } = query;
  useEffect(() => {
    if (!isError) return;
    toast.error(CUSTOMERS_FETCH_FAILED, { description: serverMessageOr(error, undefined) });
  }, [isError, error, errorUpdatedAt]);
  return query;
}
