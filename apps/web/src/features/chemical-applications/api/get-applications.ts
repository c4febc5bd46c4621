import type { ApplicationListItem, ApplicationStatusFilter } from '@groundwork/domain/chemical-applications';
import type { Pagination } from '@groundwork/domain/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What a list of application records asks the server for; blank filters are left out of the query string. */
export type ApplicationFilters = {
  from?: string;
  to?: string;
  productId?: string;
  applicatorEmployeeId?: string;
  /** Customer, property address, product, EPA number or applicator. */
  search?: string;
  status?: ApplicationStatusFilter;
  workOrderId?: string;
};

export type ApplicationPage = { applications: ApplicationListItem[]; pagination: Pagination };

/** The server's page size for this list. */
export const APPLICATIONS_PAGE_SIZE = 50;

export const applicationsKeys = {
  all: ['chemical-applications'] as const,
  lists: ['chemical-applications', 'list'] as const,
  list: (filters: ApplicationFilters) => ['chemical-applications', 'list', filters] as const,
  details: ['chemical-applications', 'detail'] as const,
  detail: (id: string) => ['chemical-applications', 'detail', id] as const,
  reports: ['chemical-applications', 'report'] as const,
  settings: ['chemical-applications', 'settings'] as const,
};

/** GET /chemical_applications?from&to&productId&applicatorEmployeeId&search&status&workOrderId&page&limit: one page, newest first. */
export function getApplications(filters: ApplicationFilters, page: number, signal?: AbortSignal, limit = APPLICATIONS_PAGE_SIZE): Promise<ApplicationPage> {
  return api.get<ApplicationPage>('/chemical_applications', {
    query: {
      from: filters.from || undefined,
      to: filters.to || undefined,
      productId: filters.productId || undefined,
      applicatorEmployeeId: filters.applicatorEmployeeId || undefined,
      search: filters.search?.trim() || undefined,
      status: filters.status || undefined,
      workOrderId: filters.workOrderId || undefined,
      page,
      limit,
    },
    signal,
  });
}

/** The pages read so far of one filtered list; the next page is asked for with Load more. */
export function applicationsQueryOptions(filters: ApplicationFilters) {
  return infiniteQueryOptions({
    queryKey: applicationsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getApplications(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.applications.length, 0);
      return last.applications.length > 0 && loaded < last.pagination.total ? last.pagination.page + 1 : undefined;
    },
    // A new filter keeps the rows on screen until its answer comes, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useApplications(filters: ApplicationFilters) {
  return useInfiniteQuery(applicationsQueryOptions(filters));
}

/** After any write to a record: every list and report is read again. */
export function refreshApplicationLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.lists });
  void queryClient.invalidateQueries({ queryKey: applicationsKeys.reports });
}
