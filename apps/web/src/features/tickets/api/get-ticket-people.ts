import type { TicketPeople } from '@groundwork/domain/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketsKeys } from './get-tickets';

/**
 * GET /tickets/people: whom the caller may assign a task to or @mention, id and name only — for a crew leader, who
 * cannot read /employees, their crews and the people on them.
 */
export function getTicketPeople(signal?: AbortSignal): Promise<TicketPeople> {
  return api.get<TicketPeople>('/tickets/people', { signal });
}

export function ticketPeopleQueryOptions() {
  return queryOptions({ queryKey: [...ticketsKeys.all, 'people'] as const, queryFn: ({ signal }) => getTicketPeople(signal) });
}

export function useTicketPeople({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...ticketPeopleQueryOptions(), enabled });
}
