import {
  describeRecurrence,
  ticketPriorityLabels,
  ticketStatusLabels,
  ticketSubjectKindLabels,
  ticketTypeLabels,
  type TicketListItem,
  type TicketPriority,
  type TicketStatus,
} from '@groundwork/domain/tickets';
import { CameraIcon, ListChecksIcon, MessageSquareIcon, RepeatIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatTicketDue } from '../ticket-format';

const priorityVariants: Record<TicketPriority, 'destructive' | 'warning' | 'outline' | 'muted'> = {
  urgent: 'destructive',
  high: 'warning',
  normal: 'outline',
  low: 'muted',
};

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge variant={priorityVariants[priority]}>{ticketPriorityLabels[priority]}</Badge>;
}

const statusVariants: Record<TicketStatus, 'outline' | 'secondary' | 'success' | 'muted'> = {
  open: 'outline',
  in_progress: 'secondary',
  done: 'success',
  cancelled: 'muted',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge variant={statusVariants[status]}>{ticketStatusLabels[status]}</Badge>;
}

export function TicketTypeText({ type }: { type: TicketListItem['type'] }) {
  return <span className="text-muted-foreground">{ticketTypeLabels[type]}</span>;
}

/**
 * The due date and time; past due and still to do, in red with an Overdue badge (not colour alone). This year's dates
 * leave out the year.
 */
export function TicketDue({ ticket }: { ticket: Pick<TicketListItem, 'dueDate' | 'dueTime' | 'overdue'> }) {
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-1.5 tabular-nums', ticket.overdue ? 'font-medium text-destructive' : !ticket.dueDate && 'text-muted-foreground')}>
      <span>{formatTicketDue(ticket, new Date().getFullYear())}</span>
      {ticket.overdue && <Badge variant="destructive">Overdue</Badge>}
    </span>
  );
}

export function TicketAssignee({ ticket }: { ticket: Pick<TicketListItem, 'assigneeName'> }) {
  return ticket.assigneeName ? <span title={ticket.assigneeName}>{ticket.assigneeName}</span> : <span className="text-muted-foreground">Unassigned</span>;
}

/** What it is about: 'Customer: Ann Green'. */
export function TicketSubjectText({ subject }: { subject: TicketListItem['subject'] }) {
  if (!subject) return null;
  const text = `${ticketSubjectKindLabels[subject.kind]}: ${subject.label}`;
  return (
    <span className="truncate text-muted-foreground" title={text}>
      {text}
    </span>
  );
}

/** The checklist's progress, the number of comments and photos and a repeat mark, each read out in words. */
export function TicketMeta({
  ticket,
  className,
}: {
  ticket: Pick<TicketListItem, 'checklistDone' | 'checklistTotal' | 'commentCount' | 'recurrence'> & Partial<Pick<TicketListItem, 'photoCount'>>;
  className?: string;
}) {
  const photoCount = ticket.photoCount ?? 0;
  const photos = `${photoCount} ${photoCount === 1 ? 'photo' : 'photos'}`;
  const checklist = `${ticket.checklistDone} of ${ticket.checklistTotal} checklist items done`;
  const comments = `${ticket.commentCount} ${ticket.commentCount === 1 ? 'comment' : 'comments'}`;
  const repeats = ticket.recurrence ? `Repeats ${describeRecurrence(ticket.recurrence)}` : null;
  return (
    <span className={cn('inline-flex flex-wrap items-center gap-3 text-xs text-muted-foreground tabular-nums', className)}>
      {ticket.checklistTotal > 0 && (
        <span className={cn('inline-flex items-center gap-1', ticket.checklistDone === ticket.checklistTotal && 'text-success-strong')} title={checklist}>
          <ListChecksIcon className="size-3.5" aria-hidden="true" />
          <span aria-hidden="true">
            {ticket.checklistDone}/{ticket.checklistTotal}
          </span>
          <span className="sr-only">{checklist}</span>
        </span>
      )}
      {ticket.commentCount > 0 && (
        <span className="inline-flex items-center gap-1" title={comments}>
          <MessageSquareIcon className="size-3.5" aria-hidden="true" />
          <span aria-hidden="true">{ticket.commentCount}</span>
          <span className="sr-only">{comments}</span>
        </span>
      )}
      {photoCount > 0 && (
        <span className="inline-flex items-center gap-1" title={photos}>
          <CameraIcon className="size-3.5" aria-hidden="true" />
          <span aria-hidden="true">{photoCount}</span>
          <span className="sr-only">{photos}</span>
        </span>
      )}
      {repeats && (
        <span className="inline-flex items-center" title={repeats}>
          <RepeatIcon className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{repeats}</span>
        </span>
      )}
    </span>
  );
}
