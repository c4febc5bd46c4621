import type { Board } from '@groundwork/domain/orders';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { RouteIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { itemDragId, laneDropId, type BoardItem } from '../board-items';
import { BoardOrderCard } from './board-card';
import { CapacityBar } from './capacity-bar';
import { useCanPlan } from './board-access';

type Crew = Board['crews'][number];
type Lane = Board['lanes'][number];

/** One crew's day: who is on it, its capacity, and its work orders in route order (drop here, or reorder). */
export function BoardLane({ crew, lane, onMove, onOptimise }: { crew: Crew; lane: Lane; onMove: (item: BoardItem) => void; onOptimise: () => void }) {
  const canPlan = useCanPlan();
  const { setNodeRef, isOver } = useDroppable({ id: laneDropId(lane.crewId, lane.date) });
  const headingId = `lane-${lane.crewId}-${lane.date}`;
  const members = crew.members.map((member) => (member.role === 'leader' ? `${member.name} (leader)` : member.name)).join(', ');
  return (
    <section
      aria-labelledby={headingId}
      className={cn('flex min-w-0 flex-col gap-3 rounded-xl border bg-muted/30 p-3', lane.capacity.overCapacity ? 'border-destructive/50' : 'border-border')}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="truncate text-base font-semibold">
            {crew.name}
          </h3>
          <p className="text-xs text-muted-foreground">{members || 'No members yet'}</p>
        </div>
        {canPlan && (
          <Button variant="outline" size="sm" onClick={onOptimise} disabled={lane.orders.length < 2} aria-label={`Optimise ${crew.name}’s route`}>
            <RouteIcon aria-hidden="true" />
            Optimise
          </Button>
        )}
      </div>
      <CapacityBar capacity={lane.capacity} />
      <SortableContext id={laneDropId(lane.crewId, lane.date)} items={lane.orders.map((order) => itemDragId({ kind: 'order', order }))} strategy={verticalListSortingStrategy}>
        <ol ref={setNodeRef} aria-label={`${crew.name}’s route`} className={cn('grid min-h-16 gap-2 rounded-lg', isOver && 'bg-primary-soft/60 ring-2 ring-primary/40')}>
          {lane.orders.map((order) => (
            <BoardOrderCard key={order.id} order={order} onMove={() => onMove({ kind: 'order', order })} />
          ))}
          {lane.orders.length === 0 && <li className="rounded-lg border border-dashed border-border p-3 text-center text-xs text-muted-foreground">No work yet. Drag a work order here.</li>}
        </ol>
      </SortableContext>
    </section>
  );
}
