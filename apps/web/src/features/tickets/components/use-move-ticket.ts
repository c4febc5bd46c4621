import { TICKET_UPDATE_FAILED, ticketLabel, ticketStatusLabels, type TicketListItem, type TicketStatus } from '@groundwork/domain/tickets';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { isStaleWrite } from '@/lib/stale-write';
import { refreshTicketLists } from '../api/get-tickets';
import { useUpdateTicket } from '../api/update-ticket';
import { toastTicketSaved } from './ticket-toasts';

/**
 * A status move from a card: PUT with only the status and the version the card was read with. If someone changed the
 * task since, the board is read again and nothing is overwritten; a move the rules refuse says why (422).
 */
export function useMoveTicket() {
  const updateTicket = useUpdateTicket();
  const queryClient = useQueryClient();
  const move = (ticket: Pick<TicketListItem, 'id' | 'number' | 'updatedAt'>, status: TicketStatus, onMoved?: () => void) =>
    updateTicket.mutate(
      { id: ticket.id, input: { status, updatedAt: ticket.updatedAt } },
      {
        onSuccess: (result) => {
          toastTicketSaved(result, (saved) => `${ticketLabel(saved.number)} moved to ${ticketStatusLabels[saved.status]}`);
          onMoved?.();
        },
        onError: (error) => {
          if (isStaleWrite(error)) {
            refreshTicketLists(queryClient);
            toast.error(TICKET_UPDATE_FAILED, { description: `Someone else changed ${ticketLabel(ticket.number)} since it was shown. It has been reloaded: try again.` });
            return;
          }
          toast.error(TICKET_UPDATE_FAILED, { description: errorMessage(error) });
        },
      },
    );
  return { move, pendingId: updateTicket.isPending ? updateTicket.variables?.id : undefined };
}
