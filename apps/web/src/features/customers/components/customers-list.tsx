import { customerStatuses, customerStatusLabels, customerTypeLabels, customerTypes, type CustomerListItem, type CustomerStatus } from '@groundwork/domain/customers';
import { AlertCircleIcon, DownloadIcon, RefreshCwIcon, SearchIcon, UsersIcon, XIcon } from 'lucide-react';
import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { VirtualTable, type SortState, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { errorMessage } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';
import { useCustomers } from '../api/get-customers';
import { allTags, customersToCsv, filterCustomers, noCustomerFilters, rowStreet, sortCustomers, type CustomerColumn, type CustomerFilters } from '../customer-list-view';

type LeadSourceOption = { id: string; name: string };

const statusBadge: Record<CustomerStatus, 'success' | 'muted' | 'warning'> = { active: 'success', inactive: 'muted', archived: 'warning' };

type CustomersListProps = {
  /** The company's lead sources, for the filter and the Lead source column. */
  leadSources?: readonly LeadSourceOption[];
  /** Shown in the empty state ('Add customer', 'Import'). */
  emptyActions?: ReactNode;
};

/** The client book: instant search, filters, sortable columns, 20,000 rows virtualised, bulk export. */
export function CustomersList({ leadSources = [], emptyActions }: CustomersListProps) {
  const query = useCustomers();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<CustomerFilters>(noCustomerFilters);
  const [sort, setSort] = useState<SortState<CustomerColumn> | null>({ column: 'displayName', direction: 'asc' });
  const [selectedIds, setSelectedIds] = useState<Set<string>>(() => new Set());
  // Typing stays responsive: the list re-filters at a lower priority than the keystroke.
  const deferredSearch = useDeferredValue(search);

  const leadSourceNames = useMemo(() => new Map(leadSources.map((source) => [source.id, source.name])), [leadSources]);
  const customers = query.data;
  // Sorted once per order change; each keystroke only filters the sorted rows.
  const sorted = useMemo(() => (customers ? sortCustomers(customers, sort, leadSourceNames) : []), [customers, sort, leadSourceNames]);
  const rows = useMemo(() => filterCustomers(sorted, deferredSearch, filters), [sorted, deferredSearch, filters]);
  const tags = useMemo(() => (customers ? allTags(customers) : []), [customers]);

  const columns = useMemo<VirtualTableColumn<CustomerListItem, CustomerColumn>[]>(
    () => [
      {
        id: 'displayName',
        header: 'Name',
        cell: (row) => (
          <Link to={`/customers/${row.id}`} className="font-medium text-foreground hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {row.displayName || 'Unnamed customer'}
          </Link>
        ),
      },
      { id: 'companyName', header: 'Company', cell: (row) => row.companyName },
      { id: 'email', header: 'Email', cell: (row) => row.email },
      { id: 'phone', header: 'Phone', cell: (row) => row.phone || row.mobilePhone || row.workPhone, className: 'whitespace-nowrap' },
      { id: 'street', header: 'Street', cell: (row) => rowStreet(row) },
      { id: 'city', header: 'City', cell: (row) => row.city },
      { id: 'status', header: 'Status', cell: (row) => <Badge variant={statusBadge[row.status]}>{customerStatusLabels[row.status]}</Badge> },
      { id: 'type', header: 'Type', cell: (row) => customerTypeLabels[row.type] },
      { id: 'leadSource', header: 'Lead source', cell: (row) => (row.leadSourceId ? (leadSourceNames.get(row.leadSourceId) ?? '') : '') },
    ],
    [leadSourceNames],
  );

  if (query.isPending) return <ListSkeleton />;

  if (query.isError && !customers) {
    return (
      <Alert variant="destructive" role="alert">
        <AlertCircleIcon aria-hidden="true" />
        <AlertTitle>Failed to fetch customers</AlertTitle>
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

  const total = customers?.length ?? 0;
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border bg-card px-6 py-16 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
          <UsersIcon className="size-6" aria-hidden="true" />
        </div>
        <p className="text-base font-medium text-foreground">No customers yet.</p>
        <p className="max-w-md text-sm text-muted-foreground">Add your first customer, or import your client list from a spreadsheet.</p>
        {emptyActions && <div className="mt-2 flex flex-wrap justify-center gap-2">{emptyActions}</div>}
      </div>
    );
  }

  const filtered = deferredSearch.trim() !== '' || Object.values(filters).some((value) => value !== '');
  const selectedRows = selectedIds.size > 0 ? rows.filter((row) => selectedIds.has(row.id)) : rows;
  const setFilter = <K extends keyof CustomerFilters>(key: K, value: CustomerFilters[K]) => setFilters((current) => ({ ...current, [key]: value }));

  const exportRows = () => {
    downloadFile('customers.csv', customersToCsv(selectedRows, leadSourceNames));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
        <div className="grid flex-1 gap-2">
          <Label htmlFor="customers-search">Search customers</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="customers-search"
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
          <FilterSelect id="customers-status" label="Status" value={filters.status} onChange={(value) => setFilter('status', value as CustomerFilters['status'])}>
            <option value="">All statuses</option>
            {customerStatuses.map((status) => (
              <option key={status} value={status}>
                {customerStatusLabels[status]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id="customers-type" label="Type" value={filters.type} onChange={(value) => setFilter('type', value as CustomerFilters['type'])}>
            <option value="">All types</option>
            {customerTypes.map((type) => (
              <option key={type} value={type}>
                {customerTypeLabels[type]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id="customers-lead-source" label="Lead source" value={filters.leadSourceId} onChange={(value) => setFilter('leadSourceId', value)}>
            <option value="">All sources</option>
            {leadSources.map((source) => (
              <option key={source.id} value={source.id}>
                {source.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id="customers-tag" label="Tag" value={filters.tag} onChange={(value) => setFilter('tag', value)}>
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
          {filtered ? `${rows.length.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} customers` : `${total.toLocaleString('en-US')} customers`}
          {selectedIds.size > 0 && ` · ${selectedIds.size.toLocaleString('en-US')} selected`}
        </p>
        <div className="flex items-center gap-2">
          {filtered && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearch('');
                setFilters(noCustomerFilters);
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
          <p className="text-base font-medium text-foreground">No customers match your search.</p>
          <p className="mt-1 text-sm text-muted-foreground">Try fewer letters, another spelling, or clear the filters.</p>
        </div>
      ) : (
        <VirtualTable
          label="Customers"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.displayName || 'Unnamed customer'}
          sort={sort}
          onSortChange={setSort}
          selectedIds={selectedIds}
          onSelectedIdsChange={setSelectedIds}
        />
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

function ListSkeleton() {
  return (
    <div className="space-y-2 rounded-xl border border-border bg-card p-4" role="status" aria-label="Loading customers">
      <Skeleton className="h-10 w-full" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} className="h-10 w-full" />
      ))}
    </div>
  );
}
