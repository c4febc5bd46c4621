import { ACTIVE_TICKETS } from '@groundwork/domain/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getTickets, ticketsKeys } from './get-tickets';

/** How many open or in-progress tasks are assigned to me or my crews: one row asked for, the total read. */
export async function getMyOpenTicketCount(signal?: AbortSignal): Promise<number> {
  const page = await getTickets({ mine: true, status: ACTIVE_TICKETS }, 1, signal, 1);
  return page.pagination.total;
}

export function myOpenTicketCountQueryOptions() {
  return queryOptions({ queryKey: ticketsKeys.myOpenCount, queryFn: ({ signal }) => getMyOpenTicketCount(signal) });
}

/** The sidebar's count; `enabled` only while the user can open Tasks & Assignments. */
export function useMyOpenTicketCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...myOpenTicketCountQueryOptions(), enabled });
}
