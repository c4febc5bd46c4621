import type { Board } from '@groundwork/domain/orders';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-is-mobile';
import { formatShortDay, formatWeekOf } from '../board-format';
import { itemDragId, laneDropId, laneFor, type BoardItem } from '../board-items';
import { BoardOrderCard } from './board-card';
import { CapacityBar } from './capacity-bar';

type Crew = Board['crews'][number];

/** One crew's day in the week: its capacity figure and compact cards; a drop target. */
function WeekCell({ board, crew, date, onMove }: { board: Board; crew: Crew; date: string; onMove: (item: BoardItem) => void }) {
  const lane = laneFor(board, crew, date);
  const orders = lane.orders;
  const { setNodeRef, isOver } = useDroppable({ id: laneDropId(crew.id, date) });
  return (
    <div className="grid gap-2">
      <CapacityBar capacity={lane.capacity} compact />
      <SortableContext id={laneDropId(crew.id, date)} items={orders.map((order) => itemDragId({ kind: 'order', order }))} strategy={verticalListSortingStrategy}>
        <ol ref={setNodeRef} aria-label={`${crew.name}, ${formatShortDay(date)}`} className={cn('grid min-h-12 gap-1.5 rounded-lg', isOver && 'bg-primary-soft/60 ring-2 ring-primary/40')}>
          {orders.map((order) => (
            <BoardOrderCard key={order.id} order={order} compact onMove={() => onMove({ kind: 'order', order })} />
          ))}
        </ol>
      </SortableContext>
    </div>
  );
}

/** The week: crews × days (a table on a wide screen; a day after another on a phone). */
export function BoardWeek({ board, onMove }: { board: Board; onMove: (item: BoardItem) => void }) {
  const isMobile = useIsMobile();
  if (isMobile) {
    return (
      <div className="grid gap-4">
        {board.days.map((date) => (
          <section key={date} aria-labelledby={`week-day-${date}`} className="grid gap-2 rounded-xl border border-border p-3">
            <h3 id={`week-day-${date}`} className={cn('text-base font-semibold', date === board.today && 'text-primary')}>
              {formatShortDay(date)}
              {date === board.today && ' (today)'}
            </h3>
            {board.crews.map((crew) => (
              <div key={crew.id} className="grid gap-1">
                <h4 className="text-sm font-medium">{crew.name}</h4>
                <WeekCell board={board} crew={crew} date={date} onMove={onMove} />
              </div>
            ))}
          </section>
        ))}
      </div>
    );
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-border">
      <table className="w-full min-w-[60rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{formatWeekOf(board.days[0]!)}: crews by day</caption>
        <thead>
          <tr className="bg-muted/50">
            <th scope="col" className="w-36 p-2 text-left font-medium">
              Crew
            </th>
            {board.days.map((date) => (
              <th key={date} scope="col" className={cn('p-2 text-left font-medium', date === board.today && 'text-primary')}>
                {formatShortDay(date)}
                {date === board.today && <span className="sr-only"> (today)</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.crews.map((crew) => (
            <tr key={crew.id} className="border-t border-border align-top">
              <th scope="row" className="p-2 text-left font-medium">
                {crew.name}
              </th>
              {board.days.map((date) => (
                <td key={date} className="p-1.5">
                  <WeekCell board={board} crew={crew} date={date} onMove={onMove} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
