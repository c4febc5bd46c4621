import type { DueFilter, TicketListItem, TicketStatus, TicketType } from '@groundwork/domain/tickets';
import type { Pagination } from '@groundwork/domain/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What a list of tasks asks the server for; blank filters are left out of the query string. */
export type TicketFilters = {
  search?: string;
  /** One status, or 'active' (open and in progress together). */
  status?: TicketStatus | 'active';
  type?: TicketType;
  /** Assigned to me or one of my crews. */
  mine?: boolean;
  /** An employee's id, or 'none' for the tasks nobody has. */
  assigneeEmployeeId?: string;
  assigneeCrewId?: string;
  due?: DueFilter;
};

export type TicketPage = { tickets: TicketListItem[]; pagination: Pagination };

/** The server's page size for this list. */
export const TICKETS_PAGE_SIZE = 50;

export const ticketsKeys = {
  all: ['tickets'] as const,
  lists: ['tickets', 'list'] as const,
  list: (filters: TicketFilters) => ['tickets', 'list', filters] as const,
  /** The sidebar's count of my open tasks. */
  myOpenCount: ['tickets', 'count', 'mine'] as const,
  details: ['tickets', 'detail'] as const,
  detail: (id: string) => ['tickets', 'detail', id] as const,
};

/** GET /tickets?search&status&type&mine&assigneeEmployeeId&assigneeCrewId&due&page&limit: one page. */
export function getTickets(filters: TicketFilters, page: number, signal?: AbortSignal, limit = TICKETS_PAGE_SIZE): Promise<TicketPage> {
  return api.get<TicketPage>('/tickets', {
    query: {
      search: filters.search?.trim() || undefined,
      status: filters.status || undefined,
      type: filters.type || undefined,
      mine: filters.mine ? 'true' : undefined,
      assigneeEmployeeId: filters.assigneeEmployeeId || undefined,
      assigneeCrewId: filters.assigneeCrewId || undefined,
      due: filters.due || undefined,
      page,
      limit,
    },
    signal,
  });
}

/** The pages read so far of one filtered list; the next page is asked for with Load more. */
export function ticketsQueryOptions(filters: TicketFilters) {
  return infiniteQueryOptions({
    queryKey: ticketsKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getTickets(filters, pageParam, signal),
    initialPageParam: 1,
    // Another page while fewer rows have come than the total (and the last page was not empty).
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.tickets.length, 0);
      return last.tickets.length > 0 && loaded < last.pagination.total ? last.pagination.page + 1 : undefined;
    },
    // A new filter keeps the rows on screen until its answer comes, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}

export function useTickets(filters: TicketFilters) {
  return useInfiniteQuery(ticketsQueryOptions(filters));
}

/** After any write to tasks: every list, and the sidebar's count, are read again. */
export function refreshTicketLists(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ticketsKeys.lists });
  void queryClient.invalidateQueries({ queryKey: ticketsKeys.myOpenCount });
}
