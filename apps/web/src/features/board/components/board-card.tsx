import { workOrderLabel, workOrderStatusLabels, type BoardOrder, type BoardVisit } from '@groundwork/domain/orders';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVerticalIcon, MapPinOffIcon, TractorIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { formatShortDay, formatStartTime } from '../board-format';
import { itemDragId, type BoardItem } from '../board-items';
import { useCanPlan } from './board-access';
import { useOpenOrderEquipment } from './order-equipment-context';
import { formatHours } from '@/lib/format';

/** The shell every card shares: a drag handle (pointer or keyboard: Space, arrows, Space), the body and a Move… button. */
function SortableCard({ item, label, overdue, children, onMove, disabled: started }: { item: BoardItem; label: string; overdue: boolean; children: ReactNode; onMove: () => void; disabled: boolean }) {
  const canPlan = useCanPlan();
  const disabled = started || !canPlan;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: itemDragId(item), data: { item }, disabled });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex min-w-0 items-start gap-1 rounded-lg border bg-card p-2 shadow-xs',
        overdue ? 'border-destructive/60 bg-destructive-soft/40' : 'border-border',
        isDragging && 'opacity-60 ring-2 ring-ring',
      )}
    >
      {canPlan && (
        <button
          ref={setActivatorNodeRef}
          type="button"
          className="mt-0.5 cursor-grab rounded p-1 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40"
          aria-label={`Drag ${label}`}
          disabled={disabled}
          {...attributes}
          {...listeners}
        >
          <GripVerticalIcon className="size-4" aria-hidden="true" />
        </button>
      )}
      <div className="min-w-0 flex-1">{children}</div>
      {canPlan && (
        <Button variant="ghost" size="sm" className="px-2" onClick={onMove} disabled={disabled} aria-label={`Move ${label}`}>
          Move…
        </Button>
      )}
    </li>
  );
}

function OverdueBadge() {
  return <Badge variant="destructive">Overdue</Badge>;
}

/** A work order on a lane or in the drawer: number, customer, address, hours, start time and status. */
export function BoardOrderCard({ order, compact = false, showDate = false, onMove }: { order: BoardOrder; compact?: boolean; showDate?: boolean; onMove: () => void }) {
  const label = workOrderLabel(order.number);
  // Only work that has not started moves (the server answers 422 otherwise).
  const movable = order.status === 'scheduled' || order.status === 'unscheduled';
  const start = formatStartTime(order.startTime);
  const openEquipment = useOpenOrderEquipment();
  return (
    <SortableCard item={{ kind: 'order', order }} label={label} overdue={order.overdue} onMove={onMove} disabled={!movable}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
        <Link to={paths.order(order.id)} className="font-medium text-primary underline-offset-4 hover:underline">
          {label}
        </Link>
        <span className="min-w-0 truncate font-medium">{order.customerName}</span>
      </p>
      {!compact && (
        <>
          <p className="truncate text-xs text-muted-foreground">{order.title}</p>
          <p className="flex items-center gap-1 text-xs text-muted-foreground">
            <span className="truncate">{order.address}</span>
            {!order.located && <MapPinOffIcon className="size-3 shrink-0" aria-label="No map location" role="img" />}
          </p>
        </>
      )}
      <p className={cn('mt-1 flex flex-wrap items-center gap-1 text-xs tabular-nums', order.overdue ? 'text-destructive' : 'text-muted-foreground')}>
        {showDate && <span>{formatShortDay(order.date)}</span>}
        {start && <span>{start}</span>}
        <span>{formatHours(order.budgetedHours)}</span>
        {!compact && <Badge variant={order.status === 'in_progress' ? 'secondary' : 'outline'}>{workOrderStatusLabels[order.status]}</Badge>}
        {order.overdue && <OverdueBadge />}
      </p>
      {openEquipment && (
        <Button variant="ghost" size="sm" className="mt-1 h-7 px-2 text-xs" onClick={() => openEquipment(order)} aria-label={`Equipment for ${label}`}>
          <TractorIcon aria-hidden="true" />
          Equipment…
        </Button>
      )}
    </SortableCard>
  );
}

/** A job's visit that has no work order yet: scheduling it (drag or Move…) makes its order. */
export function BoardVisitCard({ visit, onMove }: { visit: BoardVisit; onMove: () => void }) {
  return (
    <SortableCard item={{ kind: 'visit', visit }} label={`${visit.customerName}’s ${visit.title} visit`} overdue={visit.overdue} onMove={onMove} disabled={false}>
      <p className="text-sm">
        <span className="font-medium">{visit.customerName}</span> <span className="text-xs text-muted-foreground">· visit, no work order yet</span>
      </p>
      <p className="truncate text-xs text-muted-foreground">{visit.title}</p>
      <p className="truncate text-xs text-muted-foreground">{visit.address}</p>
      <p className={cn('mt-1 flex flex-wrap items-center gap-1 text-xs tabular-nums', visit.overdue ? 'text-destructive' : 'text-muted-foreground')}>
        <span>{formatShortDay(visit.date)}</span>
        <span>{formatHours(visit.budgetedHours)}</span>
        {visit.overdue && <OverdueBadge />}
      </p>
    </SortableCard>
  );
}
