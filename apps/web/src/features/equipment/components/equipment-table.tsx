import { equipmentStatusLabels, equipmentStatuses, equipmentTypeLabels, type Equipment, type EquipmentStatus } from '@groundwork/domain/equipment';
import { AlertTriangleIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { formatCurrency, formatUnitRate } from '@/lib/format';
import { isServiceDue } from './service-due';

/** The price book prices a unit's hour; the fleet view keeps it running. Same units, different columns. */
export type EquipmentView = 'price-book' | 'fleet';

const statusVariants: Record<EquipmentStatus, 'success' | 'warning' | 'destructive' | 'muted'> = {
  active: 'success',
  in_repair: 'warning',
  out_of_service: 'destructive',
  retired: 'muted',
};

type ColumnId = 'name' | 'type' | 'purchasePrice' | 'life' | 'hours' | 'annualCost' | 'costPerHour' | 'status' | 'lastService' | 'nextService' | 'notes' | 'actions';

const sortValues: Partial<Record<ColumnId, (unit: Equipment) => string | number>> = {
  name: (unit) => unit.name.toLowerCase(),
  type: (unit) => equipmentTypeLabels[unit.type],
  purchasePrice: (unit) => unit.purchasePrice,
  life: (unit) => unit.expectedLifeYears,
  hours: (unit) => unit.annualBillableHours,
  annualCost: (unit) => unit.annualCost ?? -1,
  costPerHour: (unit) => unit.costPerHour ?? -1,
  status: (unit) => equipmentStatuses.indexOf(unit.status),
  lastService: (unit) => unit.lastServiceDate ?? '',
  nextService: (unit) => unit.nextServiceDate ?? '9999-12-31',
};

const shortDate = (date: string | null) => {
  if (!date) return '—';
  const [year, month, day] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(Date.UTC(year!, month! - 1, day!)));
};

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export type EquipmentTableProps = {
  view: EquipmentView;
  equipment: readonly Equipment[];
  today: string;
  /** Absent for people who may not change the price book: no actions, status shown read-only. */
  actions?: {
    onEdit: (unit: Equipment) => void;
    onDelete: (unit: Equipment) => void;
    onStatusChange: (unit: Equipment, status: EquipmentStatus) => void;
  };
  /** The unit whose quick status change is being saved. */
  savingId?: string | null;
};

/** The company's equipment, sortable by any column; only the rows in view are drawn. */
export function EquipmentTable({ view, equipment, today, actions, savingId = null }: EquipmentTableProps) {
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: view === 'fleet' ? 'nextService' : 'name', direction: 'asc' });

  const columns = useMemo<VirtualTableColumn<Equipment, ColumnId>[]>(() => {
    const name: VirtualTableColumn<Equipment, ColumnId> = {
      id: 'name',
      header: 'Name',
      cell: (unit) => (
        <div className="min-w-0">
          <div className="truncate font-medium text-foreground">{unit.name}</div>
          <div className="truncate text-xs text-muted-foreground">
            {[unit.make, unit.model].filter(Boolean).join(' ') || equipmentTypeLabels[unit.type]}
            {view === 'fleet' && unit.serialNumber ? ` · SN ${unit.serialNumber}` : ''}
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
    const fleet: VirtualTableColumn<Equipment, ColumnId>[] = [
      {
        id: 'status',
        header: 'Status',
        width: '12rem',
        cell: (unit) =>
          actions ? (
            <NativeSelect
              aria-label={`Status of ${unit.name}`}
              className="w-40"
              value={unit.status}
              disabled={savingId === unit.id}
              onChange={(event) => actions.onStatusChange(unit, event.target.value as EquipmentStatus)}
            >
              {equipmentStatuses.map((status) => (
                <option key={status} value={status}>
                  {equipmentStatusLabels[status]}
                </option>
              ))}
            </NativeSelect>
          ) : (
            <Badge variant={statusVariants[unit.status]}>{equipmentStatusLabels[unit.status]}</Badge>
          ),
      },
      { id: 'lastService', header: 'Last service', hideBelow: '2xl', cell: (unit) => shortDate(unit.lastServiceDate) },
      {
        id: 'nextService',
        header: 'Next service',
        cell: (unit) =>
          isServiceDue(unit, today) ? (
            <div className="grid justify-items-start gap-0.5">
              <span className="font-medium text-warning-strong">{shortDate(unit.nextServiceDate)}</span>
              <Badge variant="warning">
                <AlertTriangleIcon aria-hidden="true" />
                {unit.nextServiceDate! < today ? 'Service overdue' : 'Service due'}
              </Badge>
            </div>
          ) : (
            shortDate(unit.nextServiceDate)
          ),
      },
      {
        id: 'notes',
        header: 'Maintenance notes',
        sortable: false,
        hideBelow: '2xl',
        width: '14rem',
        cell: (unit) => <span className="line-clamp-2 max-w-56 text-xs text-muted-foreground" title={unit.maintenanceNotes ?? undefined}>{unit.maintenanceNotes ?? '—'}</span>,
      },
    ];
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
    return [name, ...(view === 'fleet' ? fleet : priceBook), ...actionColumn];
  }, [view, actions, savingId, today]);

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
      label={view === 'fleet' ? 'Fleet' : 'Equipment'}
      columns={columns}
      rows={sorted}
      getRowId={(unit) => unit.id}
      getRowLabel={(unit) => unit.name}
      sort={sort}
      onSortChange={setSort}
      rowHeight={view === 'fleet' ? 68 : 60}
    />
  );
}
