import { canMoveTicket, ticketLabel, ticketStatuses, ticketStatusLabels, type TicketListItem, type TicketStatus } from '@groundwork/domain/tickets';
import { ArrowRightLeftIcon, Loader2Icon } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { LoadError, LoadingRows } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { useTickets } from '../api/get-tickets';
import { ticketFiltersOf, type TicketsUrlState } from '../ticket-filters';
import { TicketAssignee, TicketDue, TicketMeta, TicketPriorityBadge, TicketSubjectText } from './ticket-parts';
import { useMoveTicket } from './use-move-ticket';

type TicketsBoardProps = {
  state: TicketsUrlState;
  openHref: (id: string) => string;
};

const columnHeadingId = (status: TicketStatus) => `tickets-board-${status}`;

/**
 * The tasks in four columns by status, each read a page of 50 at a time. A card moves with its Move menu (keyboard:
 * Enter opens it, arrows choose, Enter moves); focus then goes to the column it moved to. The row of columns scrolls
 * sideways inside itself on a narrow screen.
 */
export function TicketsBoard({ state, openHref }: TicketsBoardProps) {
  const { move, pendingId } = useMoveTicket();
  return (
    <div
      role="region"
      aria-label="Task board (scrollable)"
      tabIndex={0}
      // relative: the cards’ screen-reader-only text is positioned inside the scroll box, so it cannot widen the page.
      className="relative -mx-1 overflow-x-auto px-1 pb-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <div className="grid auto-cols-[minmax(16rem,85vw)] grid-flow-col gap-3 sm:auto-cols-[18rem] xl:grid-flow-row xl:grid-cols-4">
        {ticketStatuses.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            state={state}
            openHref={openHref}
            pendingId={pendingId}
            onMove={(ticket, to) => move(ticket, to, () => document.getElementById(columnHeadingId(to))?.focus())}
          />
        ))}
      </div>
    </div>
  );
}

type BoardColumnProps = {
  status: TicketStatus;
  state: TicketsUrlState;
  openHref: (id: string) => string;
  pendingId: string | undefined;
  onMove: (ticket: TicketListItem, to: TicketStatus) => void;
};

function BoardColumn({ status, state, openHref, pendingId, onMove }: BoardColumnProps) {
  const tickets = useTickets(ticketFiltersOf(state, status));
  const cards = useMemo(() => tickets.data?.pages.flatMap((page) => page.tickets) ?? [], [tickets.data]);
  const total = tickets.data?.pages.at(-1)?.pagination.total;
  const headingId = columnHeadingId(status);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-muted/30 p-2.5">
      <h2 id={headingId} tabIndex={-1} className="flex items-center justify-between gap-2 rounded px-1 text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {ticketStatusLabels[status]}
        {total !== undefined && (
          <span className="rounded-full bg-card px-2 py-0.5 text-xs font-medium text-muted-foreground tabular-nums">
            {total.toLocaleString('en-US')}
            <span className="sr-only"> {total === 1 ? 'task' : 'tasks'}</span>
          </span>
        )}
      </h2>
      {tickets.isPending ? (
        <LoadingRows rows={2} label={`Loading ${ticketStatusLabels[status].toLowerCase()} tasks`} />
      ) : tickets.isError && !tickets.data ? (
        <LoadError title={`Could not load ${ticketStatusLabels[status].toLowerCase()} tasks`} error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : (
        <ol aria-label={`${ticketStatusLabels[status]} tasks`} className="grid gap-2">
          {cards.map((ticket) => (
            <BoardCard key={ticket.id} ticket={ticket} openHref={openHref} moving={pendingId === ticket.id} onMove={(to) => onMove(ticket, to)} />
          ))}
          {cards.length === 0 && <li className="rounded-lg border border-dashed border-border p-3 text-center text-xs text-muted-foreground">No tasks here</li>}
        </ol>
      )}
      {tickets.hasNextPage && (
        <Button variant="outline" size="sm" onClick={() => void tickets.fetchNextPage()} disabled={tickets.isFetchingNextPage}>
          {tickets.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          {tickets.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </section>
  );
}

function BoardCard({ ticket, openHref, moving, onMove }: { ticket: TicketListItem; openHref: (id: string) => string; moving: boolean; onMove: (to: TicketStatus) => void }) {
  const label = ticketLabel(ticket.number);
  const moves = ticketStatuses.filter((to) => to !== ticket.status && canMoveTicket(ticket.status, to));
  return (
    <li className={cn('grid min-w-0 gap-1.5 rounded-lg border bg-card p-2.5 text-sm shadow-xs', ticket.overdue ? 'border-destructive/60' : 'border-border')}>
      <div className="flex items-center justify-between gap-2">
        <Link to={openHref(ticket.id)} className="font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          {label}
        </Link>
        <TicketPriorityBadge priority={ticket.priority} />
      </div>
      <p className="line-clamp-2 font-medium break-words">{ticket.title}</p>
      {ticket.subject && <TicketSubjectText subject={ticket.subject} />}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs">
        <TicketAssignee ticket={ticket} />
        {ticket.dueDate && <TicketDue ticket={ticket} />}
      </div>
      <div className="flex items-center justify-between gap-2">
        <TicketMeta ticket={ticket} />
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm" className="ml-auto px-2" disabled={moving}>
              {moving ? <Loader2Icon className="animate-spin" aria-hidden="true" /> : <ArrowRightLeftIcon aria-hidden="true" />}
              Move <span className="sr-only">{label}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Move {label} to</DropdownMenuLabel>
            {moves.map((to) => (
              <DropdownMenuItem key={to} onSelect={() => onMove(to)}>
                {ticketStatusLabels[to]}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
