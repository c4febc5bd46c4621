import type { Ticket, TicketEstimateDraft } from '@groundwork/domain/tickets';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTicketLists, ticketsKeys } from './get-tickets';

/**
 * GET /tickets/{id}/estimate_draft: what a new estimate made from an upsell task starts with — its customer, property,
 * title and description, read from the stored task (never from text carried in the address).
 */
export async function getTicketEstimateDraft(ticketId: string, signal?: AbortSignal): Promise<TicketEstimateDraft> {
  const { draft } = await api.get<{ draft: TicketEstimateDraft }>(`/tickets/${encodeURIComponent(ticketId)}/estimate_draft`, { signal });
  return draft;
}

export function ticketEstimateDraftQueryOptions(ticketId: string) {
  return queryOptions({ queryKey: [...ticketsKeys.detail(ticketId), 'estimate-draft'] as const, queryFn: ({ signal }) => getTicketEstimateDraft(ticketId, signal) });
}

export function useTicketEstimateDraft(ticketId: string | null) {
  return useQuery({ ...ticketEstimateDraftQueryOptions(ticketId ?? ''), enabled: ticketId !== null });
}

/** POST /tickets/{id}/estimate: the estimate made from the task becomes what it is about (with a comment saying so). */
export async function linkTicketEstimate({ ticketId, estimateId }: { ticketId: string; estimateId: string }): Promise<Ticket> {
  const { ticket } = await api.post<{ ticket: Ticket }>(`/tickets/${encodeURIComponent(ticketId)}/estimate`, { estimateId });
  return ticket;
}

export function useLinkTicketEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkTicketEstimate,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketsKeys.detail(ticket.id), ticket);
      refreshTicketLists(queryClient);
    },
  });
}
