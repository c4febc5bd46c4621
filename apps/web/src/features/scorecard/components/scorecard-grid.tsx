import { measurableSources, isAutomatic, type Scorecard, type ScorecardCell, type ScorecardRow } from '@groundwork/domain/scorecard';
import { addDays } from '@groundwork/domain/shared';
import { Loader2Icon, SparklesIcon } from 'lucide-react';
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/components/ui/toaster';
import { errorMessage, isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { numberOrText } from '@/lib/typed-number';
import { useSetWeekValue } from '../api/change-measurables';
import { formatGoal, formatMeasure, formatWeek } from '../format-measure';

const statusText: Record<ScorecardCell['status'], string> = { on_track: 'on track', off_track: 'off track', empty: 'no value' };
const statusClass: Record<ScorecardCell['status'], string> = {
  on_track: 'bg-success-soft text-success-strong',
  off_track: 'bg-destructive-soft text-destructive',
  empty: 'text-muted-foreground',
};

type ScorecardGridProps = {
  scorecard: Scorecard;
  /** Something to offer beside an off-track measurable (raising it as an issue for the weekly meeting). */
  rowAction?: (row: ScorecardRow) => ReactNode;
};

/**
 * The 13-week grid: each measurable's weeks coloured on or off track against its goal, its average over the shown
 * weeks and the quarter's total (or average, for rates). Typed weeks are edited in place by those who keep the
 * scorecard: click or press Enter on a week, type, Enter saves and Escape cancels.
 */
export function ScorecardGrid({ scorecard, rowAction }: ScorecardGridProps) {
  const thisWeek = scorecard.weeks.at(-1)!;
  const running = scorecard.today >= thisWeek && scorecard.today <= addDays(thisWeek, 6);
  // The latest weeks matter most: a grid wider than the screen opens scrolled to its right end.
  const wrapper = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const container = wrapper.current?.querySelector<HTMLElement>('[data-slot="table-container"]');
    if (container) container.scrollLeft = container.scrollWidth;
  }, [thisWeek]);
  return (
    <div ref={wrapper}>
      <Table className="min-w-[72rem]" aria-label="Company scorecard">
        <TableHeader>
          <TableRow>
            <TableHead className="sticky left-0 z-10 min-w-52 bg-muted">Measurable</TableHead>
            <TableHead>Goal</TableHead>
            {scorecard.weeks.map((week) => (
              <TableHead key={week} className="px-2 text-right">
                <span className="sr-only">Week of </span>
                {formatWeek(week)}
                {week === thisWeek && running && <span className="block text-[10px] font-normal normal-case">so far</span>}
              </TableHead>
            ))}
            <TableHead className="text-right">Average</TableHead>
            <TableHead className="text-right">{scorecard.quarter.label}</TableHead>
            {rowAction && (
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {scorecard.rows.map((row) => (
            <TableRow key={row.id}>
              <TableCell className="sticky left-0 z-10 bg-card">
                <div className="flex items-center gap-1.5 font-medium">
                  {row.name}
                  {isAutomatic(row.source) && (
                    <SparklesIcon className="size-3.5 text-primary" aria-label={`Fills itself: ${measurableSources[row.source].label}`} role="img" />
                  )}
                </div>
                <div className="text-xs text-muted-foreground">{row.ownerName ?? 'No owner'}</div>
              </TableCell>
              <TableCell className="whitespace-nowrap text-muted-foreground">{formatGoal(row, row.kind)}</TableCell>
              {row.cells.map((cell) => (
                <TableCell key={cell.week} className="px-1 py-1 text-right">
                  {scorecard.canEdit && !isAutomatic(row.source) && cell.week <= scorecard.today ? (
                    <TypedWeek row={row} cell={cell} />
                  ) : (
                    <WeekFigure row={row} cell={cell} />
                  )}
                </TableCell>
              ))}
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatMeasure(row.average, row.kind)}
                {row.onTrackPercent !== null && <div className="text-xs text-muted-foreground">{row.onTrackPercent}% on track</div>}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums">
                {formatMeasure(row.quarter.value, row.kind)}
                <div className="text-xs text-muted-foreground">{row.quarter.of}</div>
              </TableCell>
              {rowAction && <TableCell className="whitespace-nowrap">{rowAction(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

function WeekFigure({ row, cell }: { row: ScorecardRow; cell: ScorecardCell }) {
  return (
    <span className={cn('block rounded px-2 py-1.5 whitespace-nowrap tabular-nums', statusClass[cell.status])}>
      {formatMeasure(cell.value, row.kind)}
      <span className="sr-only">
        , week of {formatWeek(cell.week)}, {statusText[cell.status]}
      </span>
    </span>
  );
}

/** One typed week: a button showing the value, an input while editing. */
function TypedWeek({ row, cell }: { row: ScorecardRow; cell: ScorecardCell }) {
  const setWeek = useSetWeekValue();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const label = `${row.name}, week of ${formatWeek(cell.week)}`;

  const start = () => {
    setText(cell.value === null ? '' : String(cell.value));
    setError(null);
    setEditing(true);
  };
  const stop = () => {
    setEditing(false);
    requestAnimationFrame(() => button.current?.focus());
  };
  const save = async () => {
    const value = numberOrText(text);
    if (value === cell.value) return stop();
    try {
      await setWeek.mutateAsync({ id: row.id, week: cell.week, value });
      stop();
    } catch (failure) {
      const message = isApiError(failure) ? (failure.fieldErrors.value?.[0] ?? errorMessage(failure)) : errorMessage(failure);
      setError(message);
      toast.error('Could not save the week', { description: message });
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      stop();
    }
  };

  if (editing) {
    return (
      <div className="relative flex items-center">
        <input
          autoFocus
          inputMode="decimal"
          aria-label={label}
          aria-invalid={error !== null}
          title={error ?? undefined}
          className={cn('h-8 w-24 rounded border border-input bg-background px-2 text-right text-sm tabular-nums outline-none focus-visible:ring-2 focus-visible:ring-ring', error && 'border-destructive')}
          value={text}
          disabled={setWeek.isPending}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => void (setWeek.isPending ? undefined : save())}
        />
        {setWeek.isPending && <Loader2Icon className="absolute right-1 size-3 animate-spin" aria-hidden="true" />}
      </div>
    );
  }
  return (
    <button
      ref={button}
      type="button"
      onClick={start}
      aria-label={`${label}: ${formatMeasure(cell.value, row.kind)}, ${statusText[cell.status]}. Edit`}
      className={cn(
        'block w-full min-w-20 rounded px-2 py-1.5 text-right whitespace-nowrap tabular-nums outline-none hover:ring-1 hover:ring-border focus-visible:ring-2 focus-visible:ring-ring',
        statusClass[cell.status],
      )}
    >
      {formatMeasure(cell.value, row.kind)}
    </button>
  );
}
