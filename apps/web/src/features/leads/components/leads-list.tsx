import { leadStatuses, leadStatusLabels, type LeadListItem, type LeadStatus } from '@groundwork/domain/leads';
import { UserPlusIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ClientList, type LeadSourceOption } from '@/components/clients/client-list';
import { Badge } from '@/components/ui/badge';
import type { VirtualTableColumn } from '@/components/ui/virtual-table';
import { useLeads } from '../api/get-leads';
import { filterLeads, leadStreet, leadsToCsv, noLeadFilters, sortLeads, type LeadColumn } from '../lead-list-view';

const statusBadge: Record<LeadStatus, 'secondary' | 'warning' | 'success' | 'muted' | 'outline'> = {
  new: 'secondary',
  contacted: 'outline',
  estimate_sent: 'warning',
  won: 'success',
  lost: 'muted',
};

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

type LeadsListProps = {
  /** The company's lead sources, for the filter and the Lead source column. */
  leadSources?: readonly LeadSourceOption[];
  /** Shown in the empty state ('Add lead'). */
  emptyActions?: ReactNode;
};

/** The pipeline: instant search, filters, sortable columns, virtualised rows, bulk export. */
export function LeadsList({ leadSources = [], emptyActions }: LeadsListProps) {
  const query = useLeads();
  const leadSourceNames = useMemo(() => new Map(leadSources.map((source) => [source.id, source.name])), [leadSources]);

  const columns = useMemo<VirtualTableColumn<LeadListItem, LeadColumn>[]>(
    () => [
      {
        id: 'displayName',
        header: 'Name',
        cell: (row) => (
          <Link to={`/leads/${row.id}`} className="font-medium text-foreground hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
            {row.displayName || 'Unnamed lead'}
          </Link>
        ),
      },
      { id: 'companyName', header: 'Company', cell: (row) => row.companyName, hideBelow: '2xl' },
      { id: 'email', header: 'Email', cell: (row) => row.email },
      { id: 'phone', header: 'Phone', cell: (row) => row.phone || row.mobilePhone || row.workPhone, className: 'whitespace-nowrap', width: '9.5rem' },
      { id: 'street', header: 'Street', cell: (row) => leadStreet(row), hideBelow: '2xl' },
      { id: 'status', header: 'Status', cell: (row) => <Badge variant={statusBadge[row.status]}>{leadStatusLabels[row.status]}</Badge>, width: '9rem' },
      { id: 'estimatedValue', header: 'Est. value', cell: (row) => (row.estimatedValue === null ? '' : money.format(row.estimatedValue)), className: 'tabular-nums', width: '8rem' },
      { id: 'followUpDate', header: 'Follow-up', cell: (row) => row.followUpDate ?? '', className: 'whitespace-nowrap tabular-nums', width: '9rem' },
      { id: 'leadSource', header: 'Lead source', cell: (row) => (row.leadSourceId ? (leadSourceNames.get(row.leadSourceId) ?? '') : ''), hideBelow: '2xl', width: '10rem' },
    ],
    [leadSourceNames],
  );

  return (
    <ClientList
      query={query}
      noun="leads"
      label="Leads"
      unnamedLabel="Unnamed lead"
      columns={columns}
      statuses={leadStatuses}
      statusLabels={leadStatusLabels}
      noFilters={noLeadFilters}
      sortRows={sortLeads}
      filterRows={filterLeads}
      toCsv={leadsToCsv}
      leadSources={leadSources}
      leadSourceNames={leadSourceNames}
      empty={{
        icon: UserPlusIcon,
        title: 'No leads yet.',
        description: 'Record the people who asked for a quote and follow them through to a won job.',
        actions: emptyActions,
      }}
    />
  );
}
