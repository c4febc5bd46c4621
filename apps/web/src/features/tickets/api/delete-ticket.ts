import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTicketLists, ticketsKeys } from './get-tickets';

/** DELETE /tickets/{id}: the office only (a crew leader gets 403). */
export async function deleteTicket(id: string): Promise<void> {
  await api.delete<{ id: string }>(`/tickets/${encodeURIComponent(id)}`);
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ticketsKeys.detail(id) });
      refreshTicketLists(queryClient);
    },
  });
}
