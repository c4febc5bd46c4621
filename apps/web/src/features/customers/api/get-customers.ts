import { BACKGROUND_REFRESH_MS } from '@groundwork/domain/shared';
import { CUSTOMERS_FETCH_FAILED, type CustomerListItem } from '@groundwork/domain/customers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toaster';
import { api, serverMessageOr } from '@/lib/api-client';
import { readCachedList, writeCachedList, type CachedList, type ListCacheScope } from '@/lib/list-cache';
import { getStoredCompany, getStoredUser } from '@/lib/storage';

const CACHE_NAME = 'customers';

/** Whose client book this is: the cache is kept per user and company (SPEC.md §4). */
export function customersCacheScope(): ListCacheScope | null {
  const user = getStoredUser();
  const company = getStoredCompany();
  return user && company ? { userId: user.id, companyId: company.id } : null;
}

/** The whole list in its compact projection: no page arguments (SPEC.md §7). */
export async function getCustomers(signal?: AbortSignal): Promise<CustomerListItem[]> {
  const { customers } = await api.get<{ customers: CustomerListItem[] }>('/customers', { signal });
  return customers;
}

export const customersKeys = {
  all: ['customers'] as const,
  list: (scope: ListCacheScope | null) => ['customers', 'list', scope?.companyId ?? '', scope?.userId ?? ''] as const,
  detail: (id: string) => ['customers', 'detail', id] as const,
  activities: (id: string) => ['customers', 'detail', id, 'activities'] as const,
};

/**
 * SPEC.md §4 "Data caching": the list is loaded once and kept in localStorage; a visit shows the cached copy at
 * once, and it is refreshed in the background every 5 minutes and whenever the tab becomes visible again.
 */
export function getCustomersQueryOptions(scope: ListCacheScope | null = customersCacheScope()) {
  // Read lazily: the query calls these only when it is first created, not on every render.
  let cached: CachedList<CustomerListItem> | null | undefined;
  const readCache = () => (cached ??= scope ? readCachedList<CustomerListItem>(CACHE_NAME, scope) : null);
  return queryOptions({
    queryKey: customersKeys.list(scope),
    queryFn: async ({ signal }) => {
      const customers = await getCustomers(signal);
      if (scope) writeCachedList(CACHE_NAME, scope, customers);
      return customers;
    },
    initialData: () => readCache()?.items,
    initialDataUpdatedAt: () => readCache()?.savedAt,
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
