import type { CreateTicketCommentInput, Ticket, TicketComment } from '@groundwork/domain/tickets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshTicketLists, ticketsKeys } from './get-tickets';

/** POST /tickets/{id}/comments: the text, and the employees picked after typing @ (each is told by e-mail). */
export async function addTicketComment({
  ticketId,
  input,
  idempotencyKey,
}: {
  ticketId: string;
  input: CreateTicketCommentInput;
  idempotencyKey: string;
}): Promise<TicketComment> {
  const { comment } = await api.post<{ comment: TicketComment }>(`/tickets/${encodeURIComponent(ticketId)}/comments`, input, { idempotencyKey });
  return comment;
}

export function useAddTicketComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTicketComment,
    onSuccess: (comment, { ticketId }) => {
      // The comment is its own record: the task's fields (and the version an open edit is based on) stay as they are.
      queryClient.setQueryData<Ticket>(ticketsKeys.detail(ticketId), (ticket) =>
        ticket ? { ...ticket, comments: [...ticket.comments, comment], commentCount: ticket.commentCount + 1 } : ticket,
      );
      refreshTicketLists(queryClient);
    },
  });
}
