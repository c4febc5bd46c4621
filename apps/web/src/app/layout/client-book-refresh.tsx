import { canAccessRoute } from '@groundwork/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-provider';
import { customersCacheScope, getCustomersQueryOptions } from '@/features/customers/api/get-customers';
import { getLeadsQueryOptions, leadsCacheScope } from '@/features/leads/api/get-leads';
import { preloadCachedList } from '@/lib/list-cache';

/**
 * SPEC.md §4 "Data caching", app-wide: the customers and leads lists refresh in the background every 5 minutes and
 * when the tab becomes visible again, wherever the user is, so a list or a client picker opens on a fresh copy. It
 * watches the lists without re-rendering anything; a company that cannot open a list does not load it.
 */
export function ClientBookRefresh() {
  const { company } = useAuth();
  useQuery({ ...getCustomersQueryOptions(), enabled: canAccessRoute('/customers', company?.permissions), notifyOnChangeProps: [] });
  useQuery({ ...getLeadsQueryOptions(), enabled: canAccessRoute('/leads', company?.permissions), notifyOnChangeProps: [] });
  return null;
}

/**
 * Starts reading the stored customers and leads (IndexedDB) while the session is still being checked, so a warm visit
 * to a list shows it as soon as the page may render. Reading a copy the company may no longer open costs only the read.
 */
export function preloadClientBook(): void {
  const customers = customersCacheScope();
  if (customers) preloadCachedList('customers', customers);
  const leads = leadsCacheScope();
  if (leads) preloadCachedList('leads', leads);
}
