import type { ApplicationListItem } from '@groundwork/domain/chemical-applications';
import { workOrderLabel } from '@groundwork/domain/orders';
import { FlaskConicalIcon, Loader2Icon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { VirtualTable, type VirtualTableColumn } from '@/components/ui/virtual-table';
import { useCompanyTimeZone } from '@/lib/company-time-zone';
import { formatShortDay, formatTimeOf } from '@/lib/format';
import { useApplications, type ApplicationFilters } from '../api/get-applications';
import { formatArea, formatRate, recordCount } from '../application-format';
import { RecordStandingBadge } from './application-parts';

type Column = 'finished' | 'customer' | 'product' | 'rate' | 'area' | 'applicator' | 'status';

type ApplicationsListProps = {
  filters: ApplicationFilters;
  filtered: boolean;
  openHref: (id: string) => string;
  onOpen: (id: string) => void;
  /** A stand-alone record: the office's (undefined for a crew leader, who records theirs on their visits). */
  onNew: (() => void) | undefined;
};

/** The records, newest first, a page of 50 at a time (Load more), drawn only where they are in view; cards on a phone. */
export function ApplicationsList({ filters, filtered, openHref, onOpen, onNew }: ApplicationsListProps) {
  const timeZone = useCompanyTimeZone();
  const applications = useApplications(filters);
  const rows = useMemo(() => applications.data?.pages.flatMap((page) => page.applications) ?? [], [applications.data]);
  const total = applications.data?.pages.at(-1)?.pagination.total ?? 0;

  const columns = useMemo<VirtualTableColumn<ApplicationListItem, Column>[]>(
    () => [
      {
        id: 'finished',
        header: 'Finished',
        width: '8.5rem',
        sortable: false,
        // The day on the company's calendar, then the time it finished: no truncation at any width.
        cell: (row) => (
          <span className="grid leading-tight">
            <Link to={openHref(row.id)} className="font-medium text-foreground hover:text-primary hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
              {formatShortDay(row.appliedOn)}
            </Link>
            <span className="text-xs text-muted-foreground tabular-nums">{formatTimeOf(row.finishedAt, timeZone)}</span>
          </span>
        ),
      },
      {
        id: 'customer',
        header: 'Customer and site',
        sortable: false,
        cell: (row) => (
          <span className="grid min-w-0 leading-tight">
            <span className="truncate" title={row.customerName}>
              {row.customerName}
            </span>
            <span className="truncate text-xs text-muted-foreground" title={row.siteLocation}>
              {row.siteLocation || 'No site'}
              {row.workOrderNumber !== null && ` · ${workOrderLabel(row.workOrderNumber)}`}
            </span>
          </span>
        ),
      },
      {
        id: 'product',
        header: 'Product',
        width: '13rem',
        sortable: false,
        cell: (row) => (
          <span className="grid min-w-0 leading-tight">
            <span className="truncate" title={row.productName}>
              {row.productName}
            </span>
            {row.epaRegistrationNumber && <span className="truncate text-xs text-muted-foreground">EPA {row.epaRegistrationNumber}</span>}
          </span>
        ),
      },
      { id: 'rate', header: 'Rate', width: '11rem', sortable: false, hideBelow: '2xl', cell: (row) => <span className="tabular-nums">{formatRate(row.rate, row.labelRateUnit)}</span> },
      { id: 'area', header: 'Area', width: '7rem', sortable: false, hideBelow: 'xl', cell: (row) => <span className="tabular-nums">{formatArea(row.areaTreated)}</span> },
      { id: 'applicator', header: 'Applicator', width: '9rem', sortable: false, hideBelow: 'lg', cell: (row) => row.applicatorName },
      { id: 'status', header: 'Record', width: '12.5rem', sortable: false, cell: (row) => <RecordStandingBadge record={row} /> },
    ],
    [openHref, timeZone],
  );

  let body: ReactNode;
  if (applications.isPending) body = <LoadingRows rows={8} label="Loading application records" />;
  else if (applications.isError && !applications.data)
    body = <LoadError title="Could not load the application records" error={applications.error} onRetry={() => void applications.refetch()} />;
  else if (rows.length === 0)
    body = filtered ? (
      <EmptyState icon={<FlaskConicalIcon aria-hidden="true" />} title="No records match" description="Try another search, or clear the filters." />
    ) : (
      <EmptyState
        icon={<FlaskConicalIcon aria-hidden="true" />}
        title="No application records yet"
        description={
          onNew
            ? 'Crews record fertiliser and pesticide applications when they complete a visit. Record one made outside a visit here.'
            : 'You record fertiliser and pesticide applications when you complete a visit; they show here.'
        }
        action={onNew ? <Button onClick={onNew}>New record</Button> : undefined}
      />
    );
  else
    body = (
      <div className="grid gap-3">
        <VirtualTable
          label="Application records"
          columns={columns}
          rows={rows}
          getRowId={(row) => row.id}
          getRowLabel={(row) => `${row.productName} for ${row.customerName}`}
          sort={null}
          onSortChange={() => {}}
          onRowClick={(row) => onOpen(row.id)}
          rowHeight={60}
        />
        {applications.hasNextPage && (
          <div className="flex justify-center">
            <Button variant="outline" onClick={() => void applications.fetchNextPage()} disabled={applications.isFetchingNextPage}>
              {applications.isFetchingNextPage && <Loader2Icon className="animate-spin" aria-hidden="true" />}
              {applications.isFetchingNextPage ? 'Loading…' : 'Load more'}
            </Button>
          </div>
        )}
      </div>
    );

  return (
    <div className="grid gap-3">
      {applications.data && (
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {recordCount(total)}
          {rows.length < total && ` · ${rows.length.toLocaleString('en-US')} shown`}
        </p>
      )}
      {body}
    </div>
  );
}
