import { type Board, type BoardOrder, type BoardView } from '@groundwork/domain/orders';
import { addDays } from '@groundwork/domain/shared';
import { closestCorners, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { ChevronLeftIcon, ChevronRightIcon, CloudRainIcon, Loader2Icon, UsersIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useBoard } from '../api/get-board';
import { useMoveBoardItem } from '../api/move-board-item';
import { useUndoRainDay } from '../api/undo-rain-day';
import { formatBoardDay, formatShortDay, formatWeekOf, plural } from '../board-format';
import { describeDropTarget, findItem, laneFor, moveForDrop, type BoardItem } from '../board-items';
import { BoardDrawer } from './board-drawer';
import { BoardLane } from './board-lane';
import { BoardWeek } from './board-week';
import { BudgetCapacityPanel } from './budget-capacity-panel';
import { ConflictsBanner } from './conflicts-banner';
import { itemLabel, MoveDialog } from './move-dialog';
import { OrderEquipmentContext } from './order-equipment-context';
import { OrderEquipmentDialog } from './order-equipment-dialog';
import { BoardPlanningContext, useCanPlan } from './board-access';
import { OptimiseDayDialog, type OptimiseTarget } from './optimise-day-dialog';
import { RainDayDialog, type CalledRainDay } from './rain-day-dialog';

type ScheduleBoardProps = {
  view: BoardView;
  /** YYYY-MM-DD; undefined is the company's today. */
  date: string | undefined;
  onViewChange: (view: BoardView) => void;
  /** A day to show, or null for today. */
  onDateChange: (date: string | null) => void;
  /** False for a crew leader: the board is read-only (no drag, Move…, Optimise or Rain day). */
  canPlan?: boolean;
};

/** The schedule board: crews' lanes (a day, or a week of them), the drawer, conflicts, the budget's hours and the day's actions. */
export function ScheduleBoard({ view, date, onViewChange, onDateChange, canPlan = true }: ScheduleBoardProps) {
  const query = useBoard(view, date);
  const board = query.data;

  if (query.isPending) return <LoadingRows rows={6} label="Loading the schedule board" />;
  if (!board) return <LoadError title="Could not load the schedule board" error={query.error} onRetry={() => void query.refetch()} />;
  return (
    <BoardPlanningContext.Provider value={canPlan}>
      <BoardScreen
        board={board}
        stale={query.isPlaceholderData}
        refreshError={query.isError ? query.error : null}
        onRetry={() => void query.refetch()}
        view={view}
        onViewChange={onViewChange}
        onDateChange={onDateChange}
      />
    </BoardPlanningContext.Provider>
  );
}

type BoardScreenProps = Omit<ScheduleBoardProps, 'date'> & { board: Board; stale: boolean; refreshError: unknown; onRetry: () => void };

function BoardScreen({ board, stale, refreshError, onRetry, view, onViewChange, onDateChange }: BoardScreenProps) {
  const canPlan = useCanPlan();
  const [moving, setMoving] = useState<BoardItem | null>(null);
  const [optimising, setOptimising] = useState<OptimiseTarget | null>(null);
  const [rainDayOpen, setRainDayOpen] = useState(false);
  const [rainDay, setRainDay] = useState<CalledRainDay | null>(null);
  const [equipmentFor, setEquipmentFor] = useState<BoardOrder | null>(null);
  const move = useMoveBoardItem();
  const undo = useUndoRainDay();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  // The dialog reads the item from the board it is shown with, so a reload (after a 409) gives it the new version.
  const movingNow = moving ? findItem(board, moving.kind === 'order' ? `order:${moving.order.id}` : `visit:${moving.visit.jobVisitId}`) : null;
  const step = view === 'day' ? 1 : 7;
  const first = board.days[0]!;
  const crewName = new Map(board.crews.map((crew) => [crew.id, crew.name]));

  const named = (id: string | number) => {
    const item = findItem(board, String(id));
    return item ? itemLabel(item) : 'The work order';
  };
  const where = (id: string | number) => describeDropTarget(board, String(id), formatShortDay);
  const howToMove = 'Use the arrow keys to move it, Space to drop it, Escape to cancel.';
  const inDrawer = (id: string | number) =>
    board.drawer.orders.some((order) => `order:${order.id}` === String(id)) || board.drawer.visits.some((visit) => `visit:${visit.jobVisitId}` === String(id));
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${named(active.id)}. ${howToMove}`,
    onDragOver: ({ active, over }) => {
      if (!over) return `${named(active.id)} is not over a crew’s route.`;
      if (over.id !== active.id) return `${named(active.id)} is over ${where(over.id)}.`;
      // The card is over its own place as soon as it is picked up: this replaces the pick-up announcement in the live
      // region, so it repeats how to move it (a screen reader would otherwise never hear the keys).
      return `Picked up ${named(active.id)}, in its own place ${inDrawer(active.id) ? 'in the drawer' : 'in the route'}. ${howToMove}`;
    },
    onDragEnd: ({ active, over }) => (over ? `${named(active.id)} dropped on ${where(over.id)}.` : `${named(active.id)} was not moved.`),
    onDragCancel: ({ active }) => `Moving ${named(active.id)} was cancelled; it stays where it was.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const item = findItem(board, String(active.id));
    const input = item ? moveForDrop(board, item, String(over.id)) : null;
    if (!item || !input) return;
    move.mutate(input, {
      onSuccess: () => toast.success(input.crewId ? `${itemLabel(item)} moved to ${crewName.get(input.crewId) ?? 'the crew'}, ${formatShortDay(input.date)}` : `${itemLabel(item)} is back in the drawer`),
      // A 409 (someone moved it first) or a 422 says why; the board has been read again either way.
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  // Rain days that can still be undone: the one just called, and those the board says were called today.
  const undoable = [
    ...board.rainDays.map((called) => ({ ...called, notified: 0 })),
    ...(rainDay?.result.rainDayId && !board.rainDays.some((called) => called.id === rainDay.result.rainDayId)
      ? [{ id: rainDay.result.rainDayId, date: rainDay.date, to: rainDay.result.to, moved: rainDay.result.moves.length, notified: rainDay.result.notified }]
      : []),
  ];
  const undoRainDay = (rainDayId: string) => {
    undo.mutate(rainDayId, {
      onSuccess: (result) => {
        const told = result.notified > 0 ? ` ${plural(result.notified, 'client')} e-mailed that it is off.` : '';
        toast.success(`Rain day undone: ${plural(result.moves.length, 'work order')} back where they were.${told}`);
        setRainDay(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  };

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="inline-flex rounded-md border border-input p-0.5">
            {(['day', 'week'] as const).map((option) => (
              <Button key={option} size="sm" variant={view === option ? 'default' : 'ghost'} aria-pressed={view === option} onClick={() => onViewChange(option)}>
                {option === 'day' ? 'Day' : 'Week'}
              </Button>
            ))}
          </div>
          <div className="inline-flex items-center gap-1">
            <Button variant="outline" size="icon" aria-label={view === 'day' ? 'Previous day' : 'Previous week'} onClick={() => onDateChange(addDays(first, -step))}>
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <Button variant="outline" size="sm" onClick={() => onDateChange(null)} disabled={board.days.includes(board.today)}>
              Today
            </Button>
            <Button variant="outline" size="icon" aria-label={view === 'day' ? 'Next day' : 'Next week'} onClick={() => onDateChange(addDays(first, step))}>
              <ChevronRightIcon aria-hidden="true" />
            </Button>
          </div>
          <h2 className="text-lg font-semibold" aria-live="polite">
            {view === 'day' ? formatBoardDay(first) : formatWeekOf(first)}
            {stale && <Loader2Icon className="ml-2 inline size-4 animate-spin text-muted-foreground" aria-label="Loading" role="img" />}
          </h2>
        </div>
        {canPlan && (
          <Button variant="outline" onClick={() => setRainDayOpen(true)} disabled={board.crews.length === 0}>
            <CloudRainIcon aria-hidden="true" />
            Rain day…
          </Button>
        )}
      </div>

      {refreshError !== null && <LoadError title="Could not reload the schedule board" error={refreshError} onRetry={onRetry} />}
      {undoable.map((called) => (
        <Alert key={called.id} variant="info" role="status">
          <CloudRainIcon aria-hidden="true" />
          <AlertTitle>Rain day called for {formatShortDay(called.date)}</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            <p>
              {plural(called.moved, 'work order')} moved; rained-off work is now on {formatShortDay(called.to)}.
              {called.notified > 0 && ` ${plural(called.notified, 'client')} e-mailed.`}
            </p>
            {canPlan && (
              <Button variant="outline" size="sm" onClick={() => undoRainDay(called.id)} disabled={undo.isPending}>
                {undo.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Undo rain day
              </Button>
            )}
          </AlertDescription>
        </Alert>
      ))}
      <ConflictsBanner board={board} />

      <OrderEquipmentContext.Provider value={canPlan ? setEquipmentFor : null}>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: 'To move a work order, press Space, then the arrow keys, then Space to drop it or Escape to cancel. Or use its Move… button.' },
          }}
        >
          <div className={cn('grid min-w-0 gap-4', view === 'day' && 'lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start')}>
            <div className="min-w-0">
              {board.crews.length === 0 ? (
                <EmptyState
                  icon={<UsersIcon aria-hidden="true" />}
                  title="No crews yet"
                  description="The board has a lane for each crew. Set up your crews and who is on them to schedule work."
                  action={
                    <Button asChild>
                      <Link to={paths.crews}>Set up crews</Link>
                    </Button>
                  }
                />
              ) : view === 'day' ? (
                <div className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
                  {board.crews.map((crew) => {
                    const lane = laneFor(board, crew, first);
                    return <BoardLane key={crew.id} crew={crew} lane={lane} onMove={setMoving} onOptimise={() => setOptimising({ crewName: crew.name, lane })} />;
                  })}
                </div>
              ) : (
                <BoardWeek board={board} onMove={setMoving} />
              )}
            </div>
            <BoardDrawer drawer={board.drawer} onMove={setMoving} />
          </div>
        </DndContext>
      </OrderEquipmentContext.Provider>

      <BudgetCapacityPanel budget={board.budget} />

      <MoveDialog board={board} item={movingNow} onClose={() => setMoving(null)} />
      <OrderEquipmentDialog order={equipmentFor} onClose={() => setEquipmentFor(null)} />
      <OptimiseDayDialog target={optimising} onClose={() => setOptimising(null)} />
      <RainDayDialog open={rainDayOpen} onOpenChange={setRainDayOpen} board={board} onCalled={setRainDay} />
    </div>
  );
}
