import { equipmentTypeLabels, type UnitUpkeepSummary } from '@groundwork/domain/equipment';
import { TrendingUpIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { cn } from '@/lib/cn';
import { formatCurrency, formatUnitRate } from '@/lib/format';
import { formatMeter, formatNextDue, formatRemaining } from '../upkeep-format';
import { EquipmentStatusBadge, UpkeepStateBadge } from './upkeep-parts';

type Column = 'unit' | 'meter' | 'next' | 'state' | 'cost';

const stateRank = { overdue: 0, due_soon: 1, ok: 2 } as const;

const sortValues: Partial<Record<Column, (unit: UnitUpkeepSummary) => string | number>> = {
  unit: (unit) => unit.name.toLowerCase(),
  meter: (unit) => unit.meterHours ?? unit.meterMiles ?? -1,
  // Most pressing first: overdue, then due soon, each by how far off its next service is.
  state: (unit) => stateRank[unit.state] * 1e9 + (unit.next?.remaining ?? 1e8),
  cost: (unit) => unit.runningCostPerHour ?? -1,
};

type UpkeepListProps = {
  units: readonly UnitUpkeepSummary[];
  /** The link that opens a unit's details (keeps the filters). */
  openHref: (id: string) => string;
  onOpen: (id: string) => void;
};

/** The fleet's upkeep: each unit's meter, its next service and how it stands, and what it really costs an hour. Cards on a phone. */
export function UpkeepList({ units, openHref, onOpen }: UpkeepListProps) {
  const [sort, setSort] = useState<SortState<Column> | null>({ column: 'state', direction: 'asc' });

  const columns = useMemo<VirtualTableColumn<UnitUpkeepSummary, Column>[]>(
    () => [
      {
        id: 'unit',
        header: 'Unit',
        cell: (unit) => (
          <span className="grid min-w-0 gap-0.5 leading-tight">
            <Link
              to={openHref(unit.id)}
              className="truncate font-medium text-foreground hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {unit.name}
            </Link>
            <span className="flex min-w-0 flex-wrap items-center gap-1 text-xs text-muted-foreground">
              {equipmentTypeLabels[unit.type]}
              {unit.status !== 'active' && <EquipmentStatusBadge status={unit.status} />}
            </span>
            {unit.status === 'out_of_service' && unit.outOfServiceReason && (
              <span className="truncate text-xs text-destructive" title={unit.outOfServiceReason}>
                {unit.outOfServiceReason}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'meter',
        header: 'Meter',
        width: '9rem',
        className: 'tabular-nums',
        cell: (unit) =>
          unit.meterHours === null && unit.meterMiles === null ? (
            <span className="text-xs text-muted-foreground">Not read yet</span>
          ) : (
            <span className="grid leading-tight">
              {unit.meterHours !== null && <span>{formatMeter(unit.meterHours, 'hours')}</span>}
              {unit.meterMiles !== null && <span>{formatMeter(unit.meterMiles, 'miles')}</span>}
            </span>
          ),
      },
      {
        id: 'next',
        header: 'Next service',
        sortable: false,
        cell: (unit) =>
          unit.next ? (
            <span className="grid min-w-0 leading-tight">
              <span className="truncate" title={unit.next.scheduleName}>
                {unit.next.scheduleName}
              </span>
              <span className={cn('truncate text-xs tabular-nums', unit.next.state === 'overdue' ? 'text-destructive' : unit.next.state === 'due_soon' ? 'text-warning-strong' : 'text-muted-foreground')}>
                {formatNextDue(unit.next)} · {formatRemaining(unit.next)}
              </span>
            </span>
          ) : (
            <span className="text-xs text-muted-foreground">No service schedule</span>
          ),
      },
      {
        id: 'state',
        header: 'Service',
        width: '9rem',
        cell: (unit) =>
          unit.status === 'retired' ? (
            <span className="text-xs text-muted-foreground">Retired</span>
          ) : (
            <UpkeepStateBadge state={unit.state} count={unit.state === 'overdue' ? unit.overdueCount : unit.dueSoonCount} />
          ),
      },
      {
        id: 'cost',
        header: 'Cost per hour',
        width: '13rem',
        hideBelow: 'lg',
        className: 'tabular-nums',
        cell: (unit) => (
          <span className="grid justify-items-start gap-0.5 leading-tight">
            <span>
              <span className={cn('font-medium', unit.underPriced && 'text-destructive')}>{unit.runningCostPerHour === null ? 'No hours yet' : `${formatCurrency(unit.runningCostPerHour)} actual`}</span>
              <span className="block text-xs text-muted-foreground">{unit.priceBookCostPerHour === null ? 'Not in the price book' : `${formatUnitRate(unit.priceBookCostPerHour)} in the price book`}</span>
            </span>
            {unit.underPriced && (
              <Badge variant="destructive">
                <TrendingUpIcon aria-hidden="true" />
                Under-priced
              </Badge>
            )}
          </span>
        ),
      },
    ],
    [openHref],
  );

  const sorted = useMemo(() => {
    const value = sort ? sortValues[sort.column] : undefined;
    if (!sort || !value) return units;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...units].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : a.name.localeCompare(b.name)) * factor;
    });
  }, [units, sort]);

  return (
    <VirtualTable
      label="Equipment upkeep"
      columns={columns}
      rows={sorted}
      getRowId={(unit) => unit.id}
      getRowLabel={(unit) => unit.name}
      sort={sort}
      onSortChange={setSort}
      onRowClick={(unit) => onOpen(unit.id)}
      rowHeight={72}
    />
  );
}
