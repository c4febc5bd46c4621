import { equipmentTypeLabels, type Equipment, type UnitUpkeepSummary } from '@groundwork/domain/equipment';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { formatCurrency, formatUnitRate } from '@/lib/format';
import { EquipmentStatusBadge, UpkeepStateBadge } from './upkeep-parts';

type ColumnId = 'name' | 'type' | 'purchasePrice' | 'life' | 'hours' | 'annualCost' | 'costPerHour' | 'upkeep' | 'actions';

const sortValues: Partial<Record<ColumnId, (unit: Equipment) => string | number>> = {
  name: (unit) => unit.name.toLowerCase(),
  type: (unit) => equipmentTypeLabels[unit.type],
  purchasePrice: (unit) => unit.purchasePrice,
  life: (unit) => unit.expectedLifeYears,
  hours: (unit) => unit.annualBillableHours,
  annualCost: (unit) => unit.annualCost ?? -1,
  costPerHour: (unit) => unit.costPerHour ?? -1,
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export type EquipmentTableProps = {
  equipment: readonly Equipment[];
  /** Each unit's upkeep (the office's): with it, a column shows whether its service is due or overdue. */
  upkeep?: ReadonlyMap<string, UnitUpkeepSummary> | undefined;
  /** Absent for people who may not change the price book: no actions. */
  actions?: {
    onEdit: (unit: Equipment) => void;
    onDelete: (unit: Equipment) => void;
  };
};

/** The price book's equipment, sortable by any column; only the rows in view are drawn. */
export function EquipmentTable({ equipment, upkeep, actions }: EquipmentTableProps) {
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'name', direction: 'asc' });

  const columns = useMemo<VirtualTableColumn<Equipment, ColumnId>[]>(() => {
    const name: VirtualTableColumn<Equipment, ColumnId> = {
      id: 'name',
      header: 'Name',
      cell: (unit) => (
        <div className="min-w-0">
          <div className="truncate font-medium text-foreground">{unit.name}</div>
          <div className="flex min-w-0 items-center gap-1 text-xs text-muted-foreground">
            {/* The make and model give way; the status badge never does. */}
            <span className="min-w-0 truncate">{[unit.make, unit.model].filter(Boolean).join(' ') || equipmentTypeLabels[unit.type]}</span>
            {unit.status !== 'active' && <EquipmentStatusBadge status={unit.status} />}
          </div>
        </div>
      ),
    };
    const priceBook: VirtualTableColumn<Equipment, ColumnId>[] = [
      { id: 'type', header: 'Type', cell: (unit) => equipmentTypeLabels[unit.type] },
      { id: 'purchasePrice', header: 'Purchase', className: 'text-right tabular-nums', cell: (unit) => formatCurrency(unit.purchasePrice) },
      { id: 'life', header: 'Life', className: 'text-right tabular-nums', hideBelow: '2xl', cell: (unit) => `${numberFormat.format(unit.expectedLifeYears)} yr` },
      { id: 'hours', header: 'Hours / yr', className: 'text-right tabular-nums', hideBelow: '2xl', cell: (unit) => numberFormat.format(unit.annualBillableHours) },
      { id: 'annualCost', header: 'Annual cost', className: 'text-right tabular-nums', hideBelow: '2xl', cell: (unit) => formatCurrency(unit.annualCost) },
      {
        id: 'costPerHour',
        header: 'Cost / hour',
        className: 'text-right tabular-nums',
        cell: (unit) =>
          unit.costPerHour === null ? (
            <span className="text-xs text-muted-foreground" title={unit.costPerHourReason ?? undefined}>
              Not set
            </span>
          ) : (
            <span className="font-medium text-foreground">{formatUnitRate(unit.costPerHour)}</span>
          ),
      },
    ];
    const upkeepColumn: VirtualTableColumn<Equipment, ColumnId>[] = upkeep
      ? [
          {
            id: 'upkeep',
            header: 'Service',
            sortable: false,
            width: '9.5rem',
            cell: (unit) => {
              const summary = upkeep.get(unit.id);
              if (!summary || unit.status === 'retired') return <span className="text-xs text-muted-foreground">—</span>;
              return (
                <Link
                  to={`/equipment-management?open=${encodeURIComponent(unit.id)}`}
                  aria-label={`${unit.name} upkeep: ${summary.state === 'overdue' ? 'overdue' : summary.state === 'due_soon' ? 'due soon' : 'OK'}`}
                  className="rounded-full focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <UpkeepStateBadge state={summary.state} count={summary.state === 'overdue' ? summary.overdueCount : summary.dueSoonCount} />
                </Link>
              );
            },
          },
        ]
      : [];
    const actionColumn: VirtualTableColumn<Equipment, ColumnId>[] = actions
      ? [
          {
            id: 'actions',
            header: 'Actions',
            sortable: false,
            width: '7.5rem',
            cell: (unit) => (
              <div className="flex justify-end gap-1">
                <Button variant="ghost" size="icon" aria-label={`Edit ${unit.name}`} onClick={() => actions.onEdit(unit)}>
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={`Delete ${unit.name}`} onClick={() => actions.onDelete(unit)}>
                  <Trash2Icon aria-hidden="true" />
                </Button>
              </div>
            ),
          },
        ]
      : [];
    return [name, ...priceBook, ...upkeepColumn, ...actionColumn];
  }, [actions, upkeep]);

  const sorted = useMemo(() => {
    const value = sort ? sortValues[sort.column] : undefined;
    if (!sort || !value) return equipment;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...equipment].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor;
    });
  }, [equipment, sort]);

  return (
    <VirtualTable
      label="Equipment"
      columns={columns}
      rows={sorted}
      getRowId={(unit) => unit.id}
      getRowLabel={(unit) => unit.name}
      sort={sort}
      onSortChange={setSort}
      rowHeight={60}
    />
  );
}
