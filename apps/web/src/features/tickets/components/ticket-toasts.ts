import { ticketLabel, type Ticket } from '@groundwork/domain/tickets';
import { toast } from '@/components/ui/toaster';
import { formatDay } from '@/lib/format';
import type { UpdateTicketResult } from '../api/update-ticket';

/** A save's toast; a repeating task that became done says when its next one is due. */
export function toastTicketSaved({ ticket, next }: UpdateTicketResult, message: (ticket: Ticket) => string): void {
  if (next) {
    toast.success(next.dueDate ? `Next one due ${formatDay(next.dueDate)}` : 'Next one made', {
      description: `${ticketLabel(ticket.number)} is done; ${ticketLabel(next.number)} is the next one.`,
    });
    return;
  }
  toast.success(message(ticket));
}
