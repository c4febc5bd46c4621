import type { CreateTicketInput, Ticket } from '@groundwork/domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTicketLists, ticketsKeys } from './get-tickets';

/**
 * POST /tickets: a title is all it needs (open, general, normal by default). The Idempotency-Key makes a retry after
 * a lost answer create one task, not two.
 */
export async function createTicket({ input, idempotencyKey }: { input: CreateTicketInput; idempotencyKey: string }): Promise<Ticket> {
  const { ticket } = await api.post<{ ticket: Ticket }>('/tickets', input, { idempotencyKey });
  return ticket;
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketsKeys.detail(ticket.id), ticket);
      refreshTicketLists(queryClient);
    },
  });
}
