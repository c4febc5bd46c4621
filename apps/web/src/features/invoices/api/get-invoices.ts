import type { InvoiceListItem, InvoiceStatusFilter } from '@groundwork/domain/invoices';
import type { Pagination } from '@groundwork/domain/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What the list asks the server for; blank filters are left out of the query string. */
export type InvoiceFilters = {
  search?: string;
  /** One status, 'open' (sent or partially paid) or 'overdue' (open and past due). */
  status?: InvoiceStatusFilter;
  customerId?: string;
  /** Issue dates, YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
};

export type InvoicePage = { invoices: InvoiceListItem[]; pagination: Pagination };

/** The server's page size for this list. */
export const INVOICES_PAGE_SIZE = 50;

export const invoicesKeys = {
  all: ['invoices'] as const,
  lists: ['invoices', 'list'] as const,
  list: (filters: InvoiceFilters) => ['invoices', 'list', filters] as const,
  details: ['invoices', 'detail'] as const,
  detail: (id: string) => ['invoices', 'detail', id] as const,
};

/** GET /invoices?search&status&customerId&from&to&page&limit: one page, newest issue date first. */
export function getInvoices(filters: InvoiceFilters, page: number, signal?: AbortSignal): Promise<InvoicePage> {
  return api.get<InvoicePage>('/invoices', {
    query: {
      search: filters.search?.trim() || undefined,
      status: filters.status || undefined,
      customerId: filters.customerId || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
      page,
      limit: INVOICES_PAGE_SIZE,
    },
    signal,
  });
}

/** The pages read so far of one filtered list; the next page is asked for with Load more. */
export function invoicesQueryOptions(filters: InvoiceFilters) {
  return infiniteQueryOptions({
    queryKey: invoicesKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getInvoices(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.invoices.length, 0);
      return last.invoices.length > 0 && loaded < last.pagination.total ? last.pagination.page + 1 : undefined;
    },
    // A new filter keeps the rows on screen until its answer comes, so the table does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useInvoices(filters: InvoiceFilters) {
  return useInfiniteQuery(invoicesQueryOptions(filters));
}

/** After any write to an invoice or a payment: the lists are read again (statuses and balances move). */
export function refreshInvoiceLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: invoicesKeys.lists });
}
