import { cn } from '@/lib/cn';
import { formatCapacity } from '../board-format';
import { formatHours } from '@/lib/format';

type Capacity = { availableHours: number; bookedHours: number; remainingHours: number; percentBooked: number; overCapacity: boolean };

/** A crew's day: '6.5 of 9 h' and a bar, red with 'Over by 1.0h' when more is booked than the crew has. */
export function CapacityBar({ capacity, compact = false }: { capacity: Capacity; compact?: boolean }) {
  const width = Math.min(100, capacity.percentBooked);
  return (
    <div className={cn('grid gap-1', compact ? 'text-xs' : 'text-sm')}>
      <p className={cn('flex flex-wrap items-baseline gap-x-2 tabular-nums', capacity.overCapacity ? 'font-medium text-destructive' : 'text-muted-foreground')}>
        <span>{formatCapacity(capacity.bookedHours, capacity.availableHours)}</span>
        {capacity.overCapacity && <span>Over by {formatHours(-capacity.remainingHours)}</span>}
      </p>
      <div className={cn('w-full overflow-hidden rounded-full bg-muted', compact ? 'h-1.5' : 'h-2')} aria-hidden="true">
        <div className={cn('h-full rounded-full', capacity.overCapacity ? 'bg-destructive' : 'bg-primary')} style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}
