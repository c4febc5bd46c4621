import type { Ticket } from '@groundwork/domain/tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ticketsKeys } from './get-tickets';

/** GET /tickets/{id}: the whole task, with its checklist and comments. */
export async function getTicket(id: string, signal?: AbortSignal): Promise<Ticket> {
  const { ticket } = await api.get<{ ticket: Ticket }>(`/tickets/${encodeURIComponent(id)}`, { signal });
  return ticket;
}

export function ticketQueryOptions(id: string) {
  return queryOptions({ queryKey: ticketsKeys.detail(id), queryFn: ({ signal }) => getTicket(id, signal) });
}

export function useTicket(id: string) {
  return useQuery(ticketQueryOptions(id));
}
