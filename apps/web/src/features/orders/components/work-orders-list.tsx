import { workOrderLabel, workOrderStatuses, workOrderStatusLabels, UNASSIGNED_CREW, type WorkOrderListItem, type WorkOrderStatus } from '@groundwork/domain/orders';
import { ClipboardListIcon, Loader2Icon, SearchIcon, XIcon } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Combobox, type ComboboxOption } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { VirtualTable, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useWorkOrders, type WorkOrderFilters } from '../api/get-orders';
import type { CustomerOption, NamedOption } from '../order-options';
import { formatOrderWhen, workOrderCount } from '../order-format';
import { WorkOrderStatusBadge } from './work-order-status-badge';
import { WorkOrdersBulkBar } from './work-orders-bulk-bar';
import { formatHours } from '@/lib/format';

type Column = 'number' | 'when' | 'customer' | 'title' | 'address' | 'crew' | 'hours' | 'status';

type FilterState = { status: WorkOrderStatus | 'open' | ''; crewId: string; customerId: string; serviceId: string; from: string; to: string };
const noFilters: FilterState = { status: '', crewId: '', customerId: '', serviceId: '', from: '', to: '' };
const RANGE_MESSAGE = 'The end date must be on or after the start date';

type WorkOrdersListProps = {
  crews: readonly NamedOption[];
  /** With any, a Service filter is offered. */
  services: readonly NamedOption[];
  /** With these, a Customer filter is offered. */
  customers?: readonly CustomerOption[];
  /** The New work order button, offered again in the empty state. */
  newOrderAction?: ReactNode;
  /** Rows can be chosen for the bulk actions (the office; a crew leader only reads). */
  selectable?: boolean;
};

/**
 * /orders: every work order of the company, a page of 50 at a time (Load more), searched and filtered on the server,
 * the rows virtualised. Rows can be chosen for a bulk crew, date or cancellation.
 */
export function WorkOrdersList({ crews, services, customers, newOrderAction, selectable = true }: WorkOrdersListProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterState>(noFilters);
  const debouncedSearch = useDebouncedValue(search, 300);
  const rangeError = filters.from && filters.to && filters.from > filters.to ? RANGE_MESSAGE : undefined;
  const query: WorkOrderFilters = {
    search: debouncedSearch.trim() || undefined,
    status: filters.status || undefined,
    crewId: filters.crewId || undefined,
    customerId: filters.customerId || undefined,
    serviceId: filters.serviceId || undefined,
    from: filters.from || undefined,
    // A backwards range is not sent (the server would refuse it); the field says why.
    to: rangeError ? undefined : filters.to || undefined,
  };
  const orders = useWorkOrders(query);

  // The selection belongs to the list it was made in: another search or filter starts a new one.
  const listKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ listKey: string; ids: Set<string> }>({ listKey, ids: new Set() });
  const selectedIds = selection.listKey === listKey ? selection.ids : new Set<string>();
  const setSelectedIds = (ids: Set<string>) => setSelection({ listKey, ids });

  const rows = useMemo(() => orders.data?.pages.flatMap((page) => page.orders) ?? [], [orders.data]);
  const total = orders.data?.pages.at(-1)?.pagination.total ?? 0;
  const filtered = search.trim() !== '' || Object.values(filters).some((value) => value !== '');
  const setFilter = <K extends keyof FilterState>(key: K, value: FilterState[K]) => setFilters((current) => ({ ...current, [key]: value }));

  const customerOptions = useMemo<ComboboxOption[] | null>(
    () =>
      customers
        ? [
            { value: '', label: 'All customers' },
            ...customers.map((customer) => ({
              value: customer.id,
              label: customer.detail ? `${customer.name} · ${customer.detail}` : customer.name,
              keywords: customer.keywords,
            })),
          ]
        : null,
    [customers],
  );

  // This year's dates leave out the year, so a date and its start time fit the column.
  const thisYear = new Date().getFullYear();
  const columns = useMemo<VirtualTableColumn<WorkOrderListItem, Column>[]>(
    () => [
      {
        id: 'number',
        header: 'Work order',
        width: '8rem',
        sortable: false,
        cell: (row) => (
          <Link to={paths.order(row.id)} className="font-medium text-foreground hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {workOrderLabel(row.number)}
          </Link>
        ),
      },
      {
        id: 'when',
        header: 'Date',
        width: '12.5rem',
        sortable: false,
        cell: (row) => <span className={cn(row.overdue && 'font-medium text-destructive', !row.date && 'text-muted-foreground')}>{formatOrderWhen(row, thisYear)}</span>,
      },
      { id: 'customer', header: 'Customer', sortable: false, cell: (row) => <span title={row.customerName}>{row.customerName}</span> },
      { id: 'title', header: 'Title', sortable: false, cell: (row) => <span title={row.title}>{row.title}</span> },
      { id: 'address', header: 'Address', sortable: false, hideBelow: '2xl', cell: (row) => (row.address ? <span title={row.address}>{row.address}</span> : '') },
      {
        id: 'crew',
        header: 'Crew',
        width: '11rem',
        sortable: false,
        cell: (row) => (row.crewName ? row.crewName : <span className="text-muted-foreground">Unassigned</span>),
      },
      { id: 'hours', header: 'Hours', width: '5.5rem', sortable: false, hideBelow: 'xl', className: 'text-right tabular-nums', cell: (row) => formatHours(row.budgetedHours) },
      { id: 'status', header: 'Status', width: '8rem', sortable: false, cell: (row) => <WorkOrderStatusBadge status={row.status} overdue={row.overdue} /> },
    ],
    [thisYear],
  );

  let body: ReactNode;
  if (orders.isPending) body = <LoadingRows rows={8} label="Loading work orders" />;
  else if (orders.isError && !orders.data) body = <LoadError title="Could not load work orders" error={orders.error} onRetry={() => void orders.refetch()} />;
  else if (rows.length === 0)
    body = filtered ? (
      <EmptyState icon={<ClipboardListIcon aria-hidden="true" />} title="No work orders match" description="Try another search, or clear the filters." />
    ) : (
      <EmptyState
        icon={<ClipboardListIcon aria-hidden="true" />}
        title="No work orders yet"
        description={
          newOrderAction
            ? 'Work orders come from jobs: every scheduled visit of a job gets one, with its crew, date and instructions. For work outside a job, make a one-off order with New work order.'
            : 'Work orders come from jobs: every scheduled visit of a job gets one, with its crew, date and instructions.'
        }
        action={newOrderAction}
      />
    );
  else
    body = (
      <div className="grid gap-3">
        {selectedIds.size > 0 && <WorkOrdersBulkBar selectedIds={selectedIds} crews={crews} onDone={() => setSelectedIds(new Set())} onClear={() => setSelectedIds(new Set())} />}
        <VirtualTable
          label="Work orders"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          getRowLabel={(row) => workOrderLabel(row.number)}
          sort={null}
          onSortChange={() => {}}
          selectedIds={selectable ? selectedIds : undefined}
          onSelectedIdsChange={selectable ? setSelectedIds : undefined}
          onRowClick={(row) => void navigate(paths.order(row.id))}
        />
        {orders.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void orders.fetchNextPage()} disabled={orders.isFetchingNextPage}>
              {orders.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {orders.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-3">
        <div className="grid gap-2">
          <Label htmlFor="orders-search">Search work orders</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="orders-search"
              type="search"
              className="pl-9"
              placeholder="WO number, customer, title or address"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
          <FormField id="orders-status" label="Status">
            {(control) => (
              <NativeSelect {...control} value={filters.status} onChange={(event) => setFilter('status', event.target.value as FilterState['status'])}>
                <option value="">All</option>
                <option value="open">Open</option>
                {workOrderStatuses.map((status) => (
                  <option key={status} value={status}>
                    {workOrderStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField id="orders-crew" label="Crew">
            {(control) => (
              <NativeSelect {...control} value={filters.crewId} onChange={(event) => setFilter('crewId', event.target.value)}>
                <option value="">All</option>
                <option value={UNASSIGNED_CREW}>Unassigned</option>
                {crews.map((crew) => (
                  <option key={crew.id} value={crew.id}>
                    {crew.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {services.length > 0 && (
            <FormField id="orders-service" label="Service">
              {(control) => (
                <NativeSelect {...control} value={filters.serviceId} onChange={(event) => setFilter('serviceId', event.target.value)}>
                  <option value="">All</option>
                  {services.map((service) => (
                    <option key={service.id} value={service.id}>
                      {service.name}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          )}
          {customerOptions && (
            // A name needs the room: the whole row on a phone.
            <FormField id="orders-customer" label="Customer" className="col-span-2 md:col-span-1">
              {(control) => (
                <Combobox
                  {...control}
                  value={filters.customerId}
                  onChange={(value) => setFilter('customerId', value)}
                  options={customerOptions}
                  placeholder="All customers"
                  emptyText="No customer matches"
                />
              )}
            </FormField>
          )}
          <FormField id="orders-from" label="From">
            {(control) => <Input {...control} type="date" value={filters.from} onChange={(event) => setFilter('from', event.target.value)} />}
          </FormField>
          <FormField id="orders-to" label="To" error={rangeError}>
            {(control) => <Input {...control} type="date" value={filters.to} onChange={(event) => setFilter('to', event.target.value)} />}
          </FormField>
        </div>
      </div>

      {orders.data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {workOrderCount(total)}
            {rows.length < total && ` · ${rows.length.toLocaleString('en-US')} shown`}
            {selectedIds.size > 0 && ` · ${selectedIds.size.toLocaleString('en-US')} selected`}
          </p>
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
        </div>
      )}
      {body}
    </div>
  );
}
