import type { WorkOrderListItem, WorkOrderStatus } from '@groundwork/domain/orders';
import type { Pagination } from '@groundwork/domain/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the list asks the server for; blank filters are left out of the query string. */
export type WorkOrderFilters = {
  search?: string;
  /** One status, or 'open' (unscheduled, scheduled, in progress). */
  status?: WorkOrderStatus | 'open';
  /** A crew's id, or 'none' for the orders no crew has yet. */
  crewId?: string;
  customerId?: string;
  serviceId?: string;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
};

export type WorkOrderPage = { orders: WorkOrderListItem[]; pagination: Pagination };

/** The server's page size for this list. */
export const WORK_ORDERS_PAGE_SIZE = 50;

export const ordersKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (filters: WorkOrderFilters) => ['orders', 'list', filters] as const,
  details: ['orders', 'detail'] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/**
 * The jobs feature's queries all start with this key (features/jobs/api/get-jobs.ts `jobsKeys.all`): a visit's status
 * follows its order's, so the job screens are read again after an order changes. A feature never imports another.
 */
const jobsQueryRoot = ['jobs'] as const;

/** GET /orders?search&status&crewId&customerId&serviceId&from&to&page&limit: one page, by date, route position, number. */
export function getOrders(filters: WorkOrderFilters, page: number, signal?: AbortSignal): Promise<WorkOrderPage> {
  return api.get<WorkOrderPage>('/orders', {
    query: {
      search: filters.search?.trim() || undefined,
      status: filters.status || undefined,
      crewId: filters.crewId || undefined,
      customerId: filters.customerId || undefined,
      serviceId: filters.serviceId || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page,
      limit: WORK_ORDERS_PAGE_SIZE,
    },
    signal,
  });
}

/** The pages read so far of one filtered list; the next page is asked for with Load more. */
export function workOrdersQueryOptions(filters: WorkOrderFilters) {
  return infiniteQueryOptions({
    queryKey: ordersKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getOrders(filters, pageParam, signal),
    initialPageParam: 1,
    // Another page while fewer rows have come than the total (and the last page was not empty).
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.orders.length, 0);
      return last.orders.length > 0 && loaded < last.pagination.total ? last.pagination.page + 1 : undefined;
    },
    // A new filter keeps the rows on screen until its answer comes, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useWorkOrders(filters: WorkOrderFilters) {
  return useInfiniteQuery(workOrdersQueryOptions(filters));
}

/** After any write to orders: the lists are read again, and the job screens whose visits follow the orders. */
export function refreshOrderLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ordersKeys.lists });
  void queryClient.invalidateQueries({ queryKey: jobsQueryRoot });
}
