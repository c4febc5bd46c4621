import { customerTypeLabels, customerTypes, type SearchableClient } from '@groundwork/domain/customers';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircleIcon, DownloadIcon, RefreshCwIcon, SearchIcon, XIcon, type LucideIcon } from 'lucide-react';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { errorMessage } from '@/lib/api-client';
import { allTags, createListSearch, whenIdle, type ClientListFilters } from '@/lib/client-list';
import { downloadFile } from '@/lib/download-file';

export type LeadSourceOption = { id: string; name: string };

type ClientRow = SearchableClient & { id: string; displayName: string; tags: readonly string[] };

type ClientListProps<Row extends ClientRow, Column extends string, Status extends string, Filters extends ClientListFilters<Status>> = {
  query: UseQueryResult<Row[]>;
  /** The rows' name in the plural, lower case: 'customers' (search label, count, ids, CSV file name). */
  noun: string;
  /** The table's accessible name: 'Customers'. */
  label: string;
  /** A row's name when it has none: 'Unnamed customer'. */
  unnamedLabel: string;
  columns: VirtualTableColumn<Row, Column>[];
  statuses: readonly Status[];
  statusLabels: Record<Status, string>;
  noFilters: Filters;
  /** Pure, so the order is worked out only when the list or the order changes. */
  sortRows: (rows: readonly Row[], sort: SortState<Column> | null, leadSourceNames: ReadonlyMap<string, string>) => readonly Row[];
  /** The filters (and a search, though the list searches through its own index and passes ''). */
  filterRows: (rows: readonly Row[], search: string, filters: Filters) => Row[];
  toCsv: (rows: readonly Row[], leadSourceNames: ReadonlyMap<string, string>) => string;
  leadSources: readonly LeadSourceOption[];
  leadSourceNames: ReadonlyMap<string, string>;
  empty: { icon: LucideIcon; title: string; description: string; actions?: ReactNode };
};

/** A client list (customers, leads): instant search, filters, sortable columns, virtualised rows, bulk export. */
export function ClientList<Row extends ClientRow, Column extends string, Status extends string, Filters extends ClientListFilters<Status>>({
  query,
  noun,
  label,
  unnamedLabel,
  columns,
  statuses,
  statusLabels,
  noFilters,
  sortRows,
  filterRows,
  toCsv,
  leadSources,
  leadSourceNames,
  empty,
}: ClientListProps<Row, Column, Status, Filters>) {
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filters>(noFilters);
  // Every client list opens in name order.
  const [sort, setSort] = useState<SortState<Column> | null>({ column: 'displayName' as Column, direction: 'asc' });
  const [selectedIds, setSelectedIds] = useState<Set<string>>(() => new Set());
  // Typing stays responsive: the list re-filters at a lower priority than the keystroke.
  const deferredSearch = useDeferredValue(search);

  const data = query.data;
  // Sorted once per list or order change; each keystroke only searches the sorted rows.
  const sorted = useMemo(() => (data ? sortRows(data, sort, leadSourceNames) : []), [data, sortRows, sort, leadSourceNames]);
  const listSearch = useMemo(() => createListSearch(sorted), [sorted]);
  // The search index is built while the list is read, so the first letter typed does not wait for 20,000 rows.
  useEffect(() => whenIdle(() => listSearch.warm()), [listSearch]);
  const searched = useMemo(() => listSearch.search(deferredSearch), [listSearch, deferredSearch]);
  const rows = useMemo(
    () => (Object.values(filters).every((value) => value === '') ? searched : filterRows(searched, '', filters)),
    [filterRows, searched, filters],
  );
  const tags = useMemo(() => (data ? allTags(data) : []), [data]);
  // A keystroke first re-renders the box it was typed in; the table's rows change only when the deferred search does.
  const table = useMemo(
    () => (
      <VirtualTable
        label={label}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.displayName || unnamedLabel}
        sort={sort}
        onSortChange={setSort}
        selectedIds={selectedIds}
        onSelectedIdsChange={setSelectedIds}
      />
    ),
    [label, columns, rows, unnamedLabel, sort, selectedIds],
  );

  if (query.isPending) return <ListSkeleton noun={noun} />;

  if (query.isError && !data) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>{`Failed to fetch ${noun}`}</AlertTitle>
        <AlertDescription>
          <p>{errorMessage(query.error)}</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        </AlertDescription>
      </Alert>
    );
  }

  const total = data?.length ?? 0;
  if (total === 0) {
    const EmptyIcon = empty.icon;
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-16 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <EmptyIcon className="size-6" aria-hidden="true" />
        </div>
        <p className="text-base font-medium text-foreground">{empty.title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{empty.description}</p>
        {empty.actions && <div className="mt-2 flex flex-wrap justify-center gap-2">{empty.actions}</div>}
      </div>
    );
  }

  const filtered = deferredSearch.trim() !== '' || Object.values(filters).some((value) => value !== '');
  const selectedRows = selectedIds.size > 0 ? rows.filter((row) => selectedIds.has(row.id)) : rows;
  const setFilter = <K extends keyof Filters>(key: K, value: Filters[K]) => setFilters((current) => ({ ...current, [key]: value }));

  const exportRows = () => {
    downloadFile(`${noun}.csv`, toCsv(selectedRows, leadSourceNames));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor={`${noun}-search`}>{`Search ${noun}`}</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={`${noun}-search`}
              type="search"
              className="pl-9"
              placeholder="Name, company, email, phone or street"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:w-[38rem]">
          <FilterSelect id={`${noun}-status`} label="Status" value={filters.status} onChange={(value) => setFilter('status', value as Filters['status'])}>
            <option value="">All statuses</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {statusLabels[status]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id={`${noun}-type`} label="Type" value={filters.type} onChange={(value) => setFilter('type', value as Filters['type'])}>
            <option value="">All types</option>
            {customerTypes.map((type) => (
              <option key={type} value={type}>
                {customerTypeLabels[type]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id={`${noun}-lead-source`} label="Lead source" value={filters.leadSourceId} onChange={(value) => setFilter('leadSourceId', value)}>
            <option value="">All sources</option>
            {leadSources.map((source) => (
              <option key={source.id} value={source.id}>
                {source.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id={`${noun}-tag`} label="Tag" value={filters.tag} onChange={(value) => setFilter('tag', value)}>
            <option value="">All tags</option>
            {tags.map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </FilterSelect>
        </div>
      </div>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {filtered ? `${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}` : `${total.toLocaleString('en-US')} ${noun}`}
          {selectedIds.size > 0 && ` · ${selectedIds.size.toLocaleString('en-US')} selected`}
        </p>
        <div className="flex items-center gap-2">
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearch('');
                setFilters(noFilters);
              }}
            >
              <XIcon aria-hidden="true" />
              Clear filters
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={exportRows} disabled={selectedRows.length === 0}>
            <DownloadIcon aria-hidden="true" />
            {selectedIds.size > 0 ? `Export ${selectedRows.length.toLocaleString('en-US')} selected` : 'Export CSV'}
          </Button>
        </div>
      </div>

      {rows.length === 0 ? (
        <div className="rounded-xl border border-dashed border-border bg-card px-6 py-12 text-center">
          <p className="text-base font-medium text-foreground">{`No ${noun} match your search.`}</p>
          <p className="mt-1 text-sm text-muted-foreground">Try fewer letters, another spelling, or clear the filters.</p>
        </div>
      ) : (
        table
      )}
    </div>
  );
}

function FilterSelect({ id, label, value, onChange, children }: { id: string; label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

function ListSkeleton({ noun }: { noun: string }) {
  return (
    <div className="space-y-2 rounded-xl border border-border bg-card p-4" role="status" aria-label={`Loading ${noun}`}>
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}
