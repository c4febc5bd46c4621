import { estimateStatuses, estimateStatusLabels, type EstimateListItem, type EstimateStatus } from '@groundwork/domain/estimates';
import { FileTextIcon, SearchIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatCurrency, formatDate, formatDay } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useEstimates } from '../api/get-estimates';
import { EstimateStatusBadge } from './estimate-status-badge';

type Column = 'number' | 'clientName' | 'description' | 'status' | 'expiryDate' | 'total' | 'lastModified';

function compare(a: EstimateListItem, b: EstimateListItem, column: Column): number {
  switch (column) {
    case 'number':
    case 'total':
      return a[column] - b[column];
    case 'expiryDate':
      return (a.expiryDate ?? '').localeCompare(b.expiryDate ?? '');
    default:
      return String(a[column]).localeCompare(String(b[column]), 'en-US', { sensitivity: 'base' });
  }
}

/** GET /estimates with a search (number, client, description) and a status filter; the rows are virtualised. */
export function EstimatesList() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<EstimateStatus | ''>('');
  const [sort, setSort] = useState<SortState<Column> | null>(null);
  const debouncedSearch = useDebouncedValue(search, 300);
  const query = useEstimates({ search: debouncedSearch, status: status || undefined });
  const timeZone = useCompanyTimeZone();

  const rows = useMemo(() => {
    const list = query.data ?? [];
    if (!sort) return list;
    const sign = sort.direction === 'asc' ? 1 : -1;
    return [...list].sort((a, b) => sign * compare(a, b, sort.column));
  }, [query.data, sort]);

  const columns = useMemo<VirtualTableColumn<EstimateListItem, Column>[]>(
    () => [
      {
        id: 'number',
        width: '7rem',
        header: 'Number',
        cell: (row) => (
          <Link to={`/estimates/${row.id}`} className="font-medium text-foreground hover:text-primary hover:underline">
            #{row.number}
          </Link>
        ),
      },
      { id: 'clientName', header: 'Client', cell: (row) => row.clientName },
      { id: 'description', header: 'Description', cell: (row) => row.description },
      { id: 'status', header: 'Status', cell: (row) => <EstimateStatusBadge status={row.status} />, width: '11rem' },
      { id: 'expiryDate', header: 'Expires', cell: (row) => formatDay(row.expiryDate), width: '11rem' },
      { id: 'total', header: 'Total', cell: (row) => formatCurrency(row.total), className: 'text-right tabular-nums', width: '8rem' },
      { id: 'lastModified', header: 'Last modified', cell: (row) => formatDate(row.lastModified, timeZone), width: '11rem', hideBelow: '2xl' },
    ],
    [timeZone],
  );
  const listTotal = rows.reduce((sum, row) => sum + Math.round(row.total * 100), 0) / 100;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="estimates-search">Search</Label>
          <div className="relative">
            <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
            <Input id="estimates-search" type="search" className="w-72 pl-8" placeholder="Number, client or description" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="estimates-status">Status</Label>
          <NativeSelect id="estimates-status" value={status} onChange={(event) => setStatus(event.target.value as EstimateStatus | '')}>
            <option value="">All statuses</option>
            {estimateStatuses.map((value) => (
              <option key={value} value={value}>
                {estimateStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {query.data && (
          <p className="ml-auto text-sm text-muted-foreground" role="status">
            {rows.length.toLocaleString('en-US')} {rows.length === 1 ? 'estimate' : 'estimates'} · {formatCurrency(listTotal)}
          </p>
        )}
      </div>
      {query.isPending ? (
        <LoadingRows label="Loading estimates" />
      ) : query.isError ? (
        <LoadError title="Could not load estimates" error={query.error} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon aria-hidden="true" />}
          title={search || status ? 'No estimates match' : 'No estimates yet'}
          description={search || status ? 'Try another search or status.' : 'Start one with New estimate, or from a customer or lead page.'}
        />
      ) : (
        <VirtualTable label="Estimates" columns={columns} rows={rows} getRowId={(row) => row.id} getRowLabel={(row) => `#${row.number}`} sort={sort} onSortChange={setSort} />
      )}
    </div>
  );
}
