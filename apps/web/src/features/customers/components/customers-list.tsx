import { customerStatuses, customerStatusLabels, customerTypeLabels, type CustomerListItem, type CustomerStatus } from '@groundwork/domain/customers';
import { UsersIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ClientList, type LeadSourceOption } from '@/components/clients/client-list';
import { Badge } from '@/components/ui/badge';
import type { VirtualTableColumn } from '@/components/ui/virtual-table';
import { useCustomers } from '../api/get-customers';
import { customersToCsv, filterCustomers, noCustomerFilters, rowStreet, sortCustomers, type CustomerColumn } from '../customer-list-view';

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
  const leadSourceNames = useMemo(() => new Map(leadSources.map((source) => [source.id, source.name])), [leadSources]);

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
      { id: 'companyName', header: 'Company', cell: (row) => row.companyName, hideBelow: '2xl' },
      { id: 'email', header: 'Email', cell: (row) => row.email, hideBelow: '2xl' },
      { id: 'phone', header: 'Phone', cell: (row) => row.phone || row.mobilePhone || row.workPhone, className: 'whitespace-nowrap', width: '9.5rem' },
      { id: 'street', header: 'Street', cell: (row) => rowStreet(row), hideBelow: 'lg' },
      { id: 'city', header: 'City', cell: (row) => row.city, width: '7.5rem' },
      { id: 'status', header: 'Status', cell: (row) => <Badge variant={statusBadge[row.status]}>{customerStatusLabels[row.status]}</Badge>, width: '6.5rem' },
      { id: 'type', header: 'Type', cell: (row) => customerTypeLabels[row.type], hideBelow: '2xl', width: '7.5rem' },
      { id: 'leadSource', header: 'Lead source', cell: (row) => (row.leadSourceId ? (leadSourceNames.get(row.leadSourceId) ?? '') : ''), hideBelow: 'xl', width: '10rem' },
    ],
    [leadSourceNames],
  );

  return (
    <ClientList
      query={query}
      noun="customers"
      label="Customers"
      unnamedLabel="Unnamed customer"
      columns={columns}
      statuses={customerStatuses}
      statusLabels={customerStatusLabels}
      noFilters={noCustomerFilters}
      sortRows={sortCustomers}
      filterRows={filterCustomers}
      toCsv={customersToCsv}
      leadSources={leadSources}
      leadSourceNames={leadSourceNames}
      empty={{
        icon: UsersIcon,
        title: 'No customers yet.',
        description: 'Add your first customer, or import your client list from a spreadsheet.',
        actions: emptyActions,
      }}
    />
  );
}
