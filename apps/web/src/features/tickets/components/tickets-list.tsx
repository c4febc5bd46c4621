import { ticketLabel, type TicketListItem } from '@groundwork/domain/tickets';
import { ListChecksIcon, Loader2Icon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { VirtualTable, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { useTickets, type TicketFilters } from '../api/get-tickets';
import { ticketCount } from '../ticket-format';
import { TicketAssignee, TicketDue, TicketMeta, TicketPriorityBadge, TicketStatusBadge, TicketSubjectText, TicketTypeText } from './ticket-parts';

type Column = 'number' | 'title' | 'type' | 'priority' | 'assignee' | 'due' | 'progress' | 'status';

type TicketsListProps = {
  filters: TicketFilters;
  /** Whether any filter or search narrows the list (the empty state says so). */
  filtered: boolean;
  /** The link that opens a task's details (keeps the filters). */
  openHref: (id: string) => string;
  onOpen: (id: string) => void;
};

/** The tasks as rows, a page of 50 at a time (Load more), drawn only where they are in view. */
export function TicketsList({ filters, filtered, openHref, onOpen }: TicketsListProps) {
  const tickets = useTickets(filters);
  const rows = useMemo(() => tickets.data?.pages.flatMap((page) => page.tickets) ?? [], [tickets.data]);
  const total = tickets.data?.pages.at(-1)?.pagination.total ?? 0;

  const columns = useMemo<VirtualTableColumn<TicketListItem, Column>[]>(
    () => [
      {
        id: 'number',
        header: 'Task',
        width: '6.5rem',
        sortable: false,
        cell: (row) => (
          <Link to={openHref(row.id)} className="font-medium text-foreground hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {ticketLabel(row.number)}
          </Link>
        ),
      },
      {
        id: 'title',
        header: 'Title',
        sortable: false,
        // What it is about goes under the title, so the title keeps the room.
        cell: (row) => (
          <span className="grid min-w-0 leading-tight">
            <span className="truncate" title={row.title}>
              {row.title}
            </span>
            {row.subject && (
              <span className="truncate text-xs">
                <TicketSubjectText subject={row.subject} />
              </span>
            )}
          </span>
        ),
      },
      { id: 'type', header: 'Type', width: '10rem', sortable: false, hideBelow: '2xl', cell: (row) => <TicketTypeText type={row.type} /> },
      { id: 'priority', header: 'Priority', width: '6.5rem', sortable: false, hideBelow: 'lg', cell: (row) => <TicketPriorityBadge priority={row.priority} /> },
      { id: 'assignee', header: 'Assignee', width: '9.5rem', sortable: false, cell: (row) => <TicketAssignee ticket={row} /> },
      { id: 'due', header: 'Due', width: '15rem', sortable: false, cell: (row) => <TicketDue ticket={row} /> },
      { id: 'progress', header: 'Progress', width: '8.5rem', sortable: false, hideBelow: 'xl', cell: (row) => <TicketMeta ticket={row} /> },
      { id: 'status', header: 'Status', width: '7.5rem', sortable: false, cell: (row) => <TicketStatusBadge status={row.status} /> },
    ],
    [openHref],
  );

  let body: ReactNode;
  if (tickets.isPending) body = <LoadingRows rows={8} label="Loading tasks" />;
  else if (tickets.isError && !tickets.data) body = <LoadError title="Could not load tasks" error={tickets.error} onRetry={() => void tickets.refetch()} />;
  else if (rows.length === 0)
    body = filtered ? (
      <EmptyState icon={<ListChecksIcon aria-hidden="true" />} title="No tasks match" description="Try another search, or clear the filters." />
    ) : (
      <EmptyState
        icon={<ListChecksIcon aria-hidden="true" />}
        title="Nothing to do"
        description="Callbacks, upsell leads, office jobs and upkeep: type one above and press Enter to add it."
      />
    );
  else
    body = (
      <div className="grid gap-3">
        <VirtualTable
          label="Tasks"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          getRowLabel={(row) => ticketLabel(row.number)}
          sort={null}
          onSortChange={() => {}}
          onRowClick={(row) => onOpen(row.id)}
        />
        {tickets.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void tickets.fetchNextPage()} disabled={tickets.isFetchingNextPage}>
              {tickets.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {tickets.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    );

  return (
    <div className="grid gap-3">
      {tickets.data && (
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {ticketCount(total)}
          {rows.length < total && ` · ${rows.length.toLocaleString('en-US')} shown`}
        </p>
      )}
      {body}
    </div>
  );
}
