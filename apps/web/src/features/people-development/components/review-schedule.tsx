import { reviewStatusLabels, type ReviewSchedule } from '@groundwork/domain/people-development';
import { quarterRange } from '@groundwork/domain/shared';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { formatShortDay } from '@/lib/format';

type Row = ReviewSchedule['people'][number];
type ColumnId = 'name' | 'seat' | 'manager' | 'next' | 'last' | 'open';

const sortValues: Partial<Record<ColumnId, (row: Row) => string | number>> = {
  name: (row) => row.employee.name.toLowerCase(),
  seat: (row) => row.positionTitles.join(', ').toLowerCase(),
  manager: (row) => row.managers.map((manager) => manager.name).join(', ').toLowerCase(),
  // Overdue first, then the soonest due.
  next: (row) => `${row.overdueQuarter ? 0 : 1} ${row.nextDueDate}`,
  last: (row) => (row.overdueQuarter ? 0 : row.lastShared ? 2 : 1),
};

function DueCell({ row, today }: { row: Row; today: string }) {
  const due = row.daysLeft === 0 ? 'due today' : row.nextDueDate < today ? 'past due' : `in ${row.daysLeft} day${row.daysLeft === 1 ? '' : 's'}`;
  return (
    <div className="min-w-0">
      <div className="truncate">{formatShortDay(row.nextDueDate)}</div>
      <div className="truncate text-xs text-muted-foreground">
        {quarterRange(row.nextQuarter).label} · {due}
        {row.thisQuarter ? ` · ${reviewStatusLabels[row.thisQuarter.status]}` : ''}
      </div>
    </div>
  );
}

function LastCell({ row }: { row: Row }) {
  if (row.overdueQuarter) return <Badge variant="destructive">{quarterRange(row.overdueQuarter).label} overdue</Badge>;
  if (!row.lastShared) return <span className="text-muted-foreground">None yet</span>;
  return (
    <div className="grid justify-items-start gap-0.5">
      <span>{quarterRange(row.lastShared.quarter).label}</span>
      {row.lastShared.aboveTheBar !== null && (
        <span className={row.lastShared.aboveTheBar ? 'text-xs text-success-strong' : 'text-xs font-medium text-destructive'}>{row.lastShared.aboveTheBar ? 'Above the bar' : 'Below the bar'}</span>
      )}
    </div>
  );
}

type ReviewScheduleTableProps = {
  schedule: ReviewSchedule;
  onOpen: (employeeId: string) => void;
};

/** A manager's people (everyone for the office): when each one's next quarterly review is due, and the overdue. */
export function ReviewScheduleTable({ schedule, onOpen }: ReviewScheduleTableProps) {
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'next', direction: 'asc' });
  const columns = useMemo<VirtualTableColumn<Row, ColumnId>[]>(
    () => [
      {
        id: 'name',
        header: 'Employee',
        cell: (row) => (
          <Button variant="link" className="h-auto max-w-full justify-start truncate p-0 font-medium" onClick={() => onOpen(row.employee.id)}>
            {row.employee.name}
          </Button>
        ),
      },
      { id: 'seat', header: 'Seat', hideBelow: 'xl', cell: (row) => <span className="truncate">{row.positionTitles.join(', ') || '—'}</span> },
      { id: 'manager', header: 'Manager', hideBelow: '2xl', cell: (row) => <span className="truncate">{row.managers.map((manager) => manager.name).join(', ') || '—'}</span> },
      { id: 'next', header: 'Next review', cell: (row) => <DueCell row={row} today={schedule.today} /> },
      { id: 'last', header: 'Last quarter', cell: (row) => <LastCell row={row} /> },
      {
        id: 'open',
        header: 'Review',
        sortable: false,
        width: '8rem',
        cell: (row) => (
          <Button variant="outline" size="sm" onClick={() => onOpen(row.employee.id)} aria-label={row.thisQuarter ? `Open ${row.employee.name}’s review` : `Review ${row.employee.name}`}>
            {row.thisQuarter ? 'Open' : 'Review'}
          </Button>
        ),
      },
    ],
    [onOpen, schedule.today],
  );
  const sorted = useMemo(() => {
    const value = sort ? sortValues[sort.column] : undefined;
    if (!sort || !value) return schedule.people;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...schedule.people].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor;
    });
  }, [schedule.people, sort]);
  return (
    <VirtualTable
      label="Review dates"
      columns={columns}
      rows={sorted}
      getRowId={(row) => row.employee.id}
      getRowLabel={(row) => row.employee.name}
      sort={sort}
      onSortChange={setSort}
      rowHeight={60}
      className="max-h-[28rem]"
    />
  );
}
