import type { Board } from '@groundwork/domain/orders';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { cn } from '@/lib/cn';
import { DRAWER_DROP_ID, itemDragId, type BoardItem } from '../board-items';
import { plural } from '../board-format';
import { BoardOrderCard, BoardVisitCard } from './board-card';

/** Work no crew has yet — unassigned orders and visits without an order — overdue ones marked; drop an order here to unassign it. */
export function BoardDrawer({ drawer, onMove }: { drawer: Board['drawer']; onMove: (item: BoardItem) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: DRAWER_DROP_ID });
  const items: BoardItem[] = [...drawer.orders.map((order) => ({ kind: 'order' as const, order })), ...drawer.visits.map((visit) => ({ kind: 'visit' as const, visit }))];
  const overdue = items.filter((item) => (item.kind === 'order' ? item.order.overdue : item.visit.overdue)).length;
  return (
    <section aria-labelledby="board-drawer-title" className="flex min-w-0 flex-col gap-3 rounded-xl border border-border bg-card p-3">
      <div>
        <h2 id="board-drawer-title" className="text-base font-semibold">
          Unscheduled and overdue
        </h2>
        <p className="text-xs text-muted-foreground">
          {items.length === 0 ? 'Nothing waiting for a crew.' : `${plural(items.length, 'item')} waiting for a crew${overdue > 0 ? `, ${overdue} overdue` : ''}.`}
        </p>
      </div>
      <SortableContext id={DRAWER_DROP_ID} items={items.map(itemDragId)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} aria-label="Work waiting for a crew" className={cn('grid min-h-16 gap-2 rounded-lg', isOver && 'bg-primary-soft/60 ring-2 ring-primary/40')}>
          {items.map((item) =>
            item.kind === 'order' ? (
              <BoardOrderCard key={item.order.id} order={item.order} showDate onMove={() => onMove(item)} />
            ) : (
              <BoardVisitCard key={item.visit.jobVisitId} visit={item.visit} onMove={() => onMove(item)} />
            ),
          )}
          {items.length === 0 && <li className="rounded-lg border border-dashed border-border p-3 text-center text-xs text-muted-foreground">Drag a work order here to take it off its crew.</li>}
        </ul>
      </SortableContext>
    </section>
  );
}
