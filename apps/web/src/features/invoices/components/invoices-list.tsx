import { invoiceLabel, invoiceStatuses, invoiceStatusLabels, type InvoiceListItem, type InvoiceStatusFilter } from '@groundwork/domain/invoices';
import { Loader2Icon, ReceiptTextIcon, SearchIcon, XIcon } from 'lucide-react';
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
import { formatCurrency, formatDay } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useInvoices, type InvoiceFilters } from '../api/get-invoices';
import type { CustomerOption } from '../invoice-options';
import { InvoiceStatusBadge } from './invoice-status-badge';

type Column = 'number' | 'customer' | 'issued' | 'due' | 'total' | 'balance' | 'status';

type FilterState = { status: InvoiceStatusFilter | ''; customerId: string; from: string; to: string };
const noFilters: FilterState = { status: '', customerId: '', from: '', to: '' };
const RANGE_MESSAGE = 'The end date must be on or after the start date';

export function invoiceCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'invoice' : 'invoices'}`;
}

type InvoicesListProps = {
  /** With these, a Customer filter is offered. */
  customers?: readonly CustomerOption[];
  /** The New invoice button, offered again in the empty state. */
  newInvoiceAction?: ReactNode;
};

/**
 * /invoices: every invoice of the company, a page of 50 at a time (Load more), searched by number or customer and
 * filtered on the server, the rows virtualised (cards on a phone). Money is shown to the cent as the server worked it.
 */
export function InvoicesList({ customers, newInvoiceAction }: InvoicesListProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<FilterState>(noFilters);
  const debouncedSearch = useDebouncedValue(search, 300);
  const rangeError = filters.from && filters.to && filters.from > filters.to ? RANGE_MESSAGE : undefined;
  const query: InvoiceFilters = {
    search: debouncedSearch.trim() || undefined,
    status: filters.status || undefined,
    customerId: filters.customerId || undefined,
    from: filters.from || undefined,
    // A backwards range is not sent (the server would refuse it); the field says why.
    to: rangeError ? undefined : filters.to || undefined,
  };
  const invoices = useInvoices(query);

  const rows = useMemo(() => invoices.data?.pages.flatMap((page) => page.invoices) ?? [], [invoices.data]);
  const total = invoices.data?.pages.at(-1)?.pagination.total ?? 0;
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

  const columns = useMemo<VirtualTableColumn<InvoiceListItem, Column>[]>(
    () => [
      {
        id: 'number',
        header: 'Invoice',
        width: '8rem',
        sortable: false,
        cell: (row) => (
          <Link to={paths.invoice(row.id)} className="font-medium text-foreground hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {invoiceLabel(row.number)}
          </Link>
        ),
      },
      { id: 'customer', header: 'Customer', sortable: false, cell: (row) => <span title={row.customerName}>{row.customerName}</span> },
      { id: 'issued', header: 'Issued', width: '12.5rem', sortable: false, hideBelow: 'lg', cell: (row) => formatDay(row.issueDate) },
      {
        id: 'due',
        header: 'Due',
        width: '12.5rem',
        sortable: false,
        cell: (row) => <span className={cn(row.overdue && 'font-medium text-destructive')}>{formatDay(row.dueDate)}</span>,
      },
      { id: 'total', header: 'Total', width: '8rem', sortable: false, className: 'text-right tabular-nums', cell: (row) => formatCurrency(row.total) },
      {
        id: 'balance',
        header: 'Balance',
        width: '8rem',
        sortable: false,
        className: 'text-right tabular-nums',
        cell: (row) => <span className={cn(row.overdue && 'font-medium text-destructive')}>{row.status === 'void' ? '—' : formatCurrency(row.balance)}</span>,
      },
      { id: 'status', header: 'Status', width: '10rem', sortable: false, cell: (row) => <InvoiceStatusBadge status={row.status} overdue={row.overdue} /> },
    ],
    [],
  );

  let body: ReactNode;
  if (invoices.isPending) body = <LoadingRows rows={8} label="Loading invoices" />;
  else if (invoices.isError && !invoices.data) body = <LoadError title="Could not load invoices" error={invoices.error} onRetry={() => void invoices.refetch()} />;
  else if (rows.length === 0)
    body = filtered ? (
      <EmptyState icon={<ReceiptTextIcon aria-hidden="true" />} title="No invoices match" description="Try another search, or clear the filters." />
    ) : (
      <EmptyState
        icon={<ReceiptTextIcon aria-hidden="true" />}
        title="No invoices yet"
        description="Invoices bill completed work. For work typed by hand — a repair, a one-off job — make one with New invoice."
        action={newInvoiceAction}
      />
    );
  else
    body = (
      <div className="grid gap-3">
        <VirtualTable
          label="Invoices"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          getRowLabel={(row) => invoiceLabel(row.number)}
          sort={null}
          onSortChange={() => {}}
          onRowClick={(row) => void navigate(paths.invoice(row.id))}
        />
        {invoices.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void invoices.fetchNextPage()} disabled={invoices.isFetchingNextPage}>
              {invoices.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {invoices.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    );

  return (
    <div className="grid gap-4">
      <div className="grid gap-3">
        <div className="grid gap-2">
          <Label htmlFor="invoices-search">Search invoices</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id="invoices-search"
              type="search"
              className="pl-9"
              placeholder="Invoice number or customer"
              autoComplete="off"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
        </div>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <FormField id="invoices-status" label="Status">
            {(control) => (
              <NativeSelect {...control} value={filters.status} onChange={(event) => setFilter('status', event.target.value as FilterState['status'])}>
                <option value="">All</option>
                <option value="open">Open</option>
                <option value="overdue">Overdue</option>
                {invoiceStatuses.map((status) => (
                  <option key={status} value={status}>
                    {invoiceStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {customerOptions && (
            // A name needs the room: the whole row on a phone.
            <FormField id="invoices-customer" label="Customer" className="col-span-2 md:col-span-1">
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
          <FormField id="invoices-from" label="Issued from">
            {(control) => <Input {...control} type="date" value={filters.from} onChange={(event) => setFilter('from', event.target.value)} />}
          </FormField>
          <FormField id="invoices-to" label="Issued to" error={rangeError}>
            {(control) => <Input {...control} type="date" value={filters.to} onChange={(event) => setFilter('to', event.target.value)} />}
          </FormField>
        </div>
      </div>

      {invoices.data && (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
            {invoiceCount(total)}
            {rows.length < total && ` · ${rows.length.toLocaleString('en-US')} shown`}
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
