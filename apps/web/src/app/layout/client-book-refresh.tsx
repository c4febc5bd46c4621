import { canAccessRoute } from '@groundwork/domain/permissions';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth/auth-provider';
import { getCustomersQueryOptions } from '@/features/customers/api/get-customers';
import { getLeadsQueryOptions } from '@/features/leads/api/get-leads';
import { getStoredCompany, getStoredUser } from '@/lib/storage';

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
 * Starts loading the client book while the session is still being checked: the stored copy is read from IndexedDB and
 * its changes (or, with none stored, the whole list) fetched, so /customers paints as soon as the page may render.
 * Uses the stored company's permissions, like the refresh above once the session is confirmed.
 */
export function prefetchClientBook(queryClient: QueryClient): void {
  const company = getStoredCompany();
  if (!getStoredUser() || !company) return;
  if (canAccessRoute('/customers', company.permissions)) void queryClient.prefetchQuery(getCustomersQueryOptions());
  if (canAccessRoute('/leads', company.permissions)) void queryClient.prefetchQuery(getLeadsQueryOptions());
}
