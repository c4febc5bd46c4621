import { subcontractorStatusLabels, subcontractorTradeLabels, type Subcontractor } from '@groundwork/domain/subcontractors';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { formatUnitRate } from '@/lib/format';
import { InsuranceBadge } from './insurance-badge';

type ColumnId = 'company' | 'trade' | 'insurance' | 'rates' | 'status' | 'actions';

type SubcontractorsTableProps = {
  subcontractors: readonly Subcontractor[];
  /** Absent for people who may not change the price book: no edit or delete. */
  onDelete?: (subcontractor: Subcontractor) => void;
};

const sortValues: Partial<Record<ColumnId, (row: Subcontractor) => string | number>> = {
  company: (row) => row.companyName.toLowerCase(),
  trade: (row) => subcontractorTradeLabels[row.trade],
  // Most urgent first: expired, expiring, missing, then by days left.
  insurance: (row) => ['expired', 'expiring', 'missing', 'current'].indexOf(row.insuranceStatus) * 100_000 + (row.insuranceDaysLeft ?? 0),
  rates: (row) => row.hourlyRate ?? row.flatRate ?? -1,
  status: (row) => row.status,
};

export const subcontractorPath = (id: string) => `/subcontractors/${encodeURIComponent(id)}`;
export const subcontractorEditPath = (id: string) => `/subcontractors/edit/${encodeURIComponent(id)}`;

/** The subcontractors, sortable by any column; each name opens its page. */
export function SubcontractorsTable({ subcontractors, onDelete }: SubcontractorsTableProps) {
  const [sort, setSort] = useState<SortState<ColumnId> | null>({ column: 'company', direction: 'asc' });

  const columns = useMemo<VirtualTableColumn<Subcontractor, ColumnId>[]>(
    () => [
      {
        id: 'company',
        header: 'Company',
        cell: (row) => (
          <div className="min-w-0">
            <Link to={subcontractorPath(row.id)} className="block truncate font-medium text-foreground underline-offset-4 hover:underline focus-visible:underline">
              {row.companyName}
            </Link>
            <div className="truncate text-xs text-muted-foreground">{[row.contactName, row.phone].filter(Boolean).join(' · ') || '—'}</div>
          </div>
        ),
      },
      { id: 'trade', header: 'Trade', cell: (row) => subcontractorTradeLabels[row.trade] },
      { id: 'insurance', header: 'Insurance', cell: (row) => <InsuranceBadge status={row.insuranceStatus} daysLeft={row.insuranceDaysLeft} /> },
      {
        id: 'rates',
        header: 'Rates',
        className: 'tabular-nums',
        cell: (row) => (
          <div className="grid text-xs">
            {row.hourlyRate !== null && <span>{formatUnitRate(row.hourlyRate)} / hour</span>}
            {row.flatRate !== null && (
              <span className="truncate">
                {formatUnitRate(row.flatRate)} flat{row.flatRateDescription ? ` · ${row.flatRateDescription}` : ''}
              </span>
            )}
            {row.hourlyRate === null && row.flatRate === null && <span className="text-muted-foreground">—</span>}
          </div>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: (row) => <Badge variant={row.status === 'active' ? 'success' : 'muted'}>{subcontractorStatusLabels[row.status]}</Badge>,
      },
      ...(onDelete
        ? [
            {
              id: 'actions' as const,
              header: 'Actions',
              sortable: false,
              width: '7.5rem',
              cell: (row: Subcontractor) => (
                <div className="flex justify-end gap-1">
                  <Button variant="ghost" size="icon" asChild>
                    <Link to={subcontractorEditPath(row.id)} aria-label={`Edit ${row.companyName}`}>
                      <PencilIcon aria-hidden="true" />
                    </Link>
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={`Delete ${row.companyName}`} onClick={() => onDelete(row)}>
                    <Trash2Icon aria-hidden="true" />
                  </Button>
                </div>
              ),
            },
          ]
        : []),
    ],
    [onDelete],
  );

  const sorted = useMemo(() => {
    const value = sort ? sortValues[sort.column] : undefined;
    if (!sort || !value) return subcontractors;
    const factor = sort.direction === 'asc' ? 1 : -1;
    return [...subcontractors].sort((a, b) => {
      const left = value(a);
      const right = value(b);
      return (left < right ? -1 : left > right ? 1 : 0) * factor;
    });
  }, [subcontractors, sort]);

  return (
    <VirtualTable
      label="Subcontractors"
      columns={columns}
      rows={sorted}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.companyName}
      sort={sort}
      onSortChange={setSort}
      rowHeight={60}
    />
  );
}

