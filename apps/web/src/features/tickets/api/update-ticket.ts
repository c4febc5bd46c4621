import type { Ticket, TicketListItem, UpdateTicketInput } from '@groundwork/domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTicketLists, ticketsKeys } from './get-tickets';

/** The saved task, and the repeating task's next one when this save made it done (else null). */
export type UpdateTicketResult = { ticket: Ticket; next: TicketListItem | null };

/**
 * PUT /tickets/{id}: the fields that changed, or a status move, plus the `updatedAt` the task was read with. A stale
 * one answers 409; a move canMoveTicket does not allow answers 422 with the reason.
 */
export function updateTicket({ id, input }: { id: string; input: UpdateTicketInput }): Promise<UpdateTicketResult> {
  return api.put<UpdateTicketResult>(`/tickets/${encodeURIComponent(id)}`, input);
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicket,
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData(ticketsKeys.detail(ticket.id), ticket);
      refreshTicketLists(queryClient);
    },
  });
}
