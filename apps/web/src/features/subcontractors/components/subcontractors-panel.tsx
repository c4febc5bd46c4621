import {
  needsInsuranceAttention,
  subcontractorMessages,
  subcontractorTradeLabels,
  subcontractorTrades,
  type Subcontractor,
} from '@groundwork/domain/subcontractors';
import { AlertTriangleIcon, HardHatIcon, PlusIcon, SearchIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toaster';
import { useSubcontractors } from '../api/get-subcontractors';
import { DeleteSubcontractorDialog } from './delete-subcontractor-dialog';
import { SubcontractorsTable } from './subcontractors-table';

const attention = (row: Subcontractor) => needsInsuranceAttention({ status: row.insuranceStatus, daysLeft: row.insuranceDaysLeft });

const matchesSearch = (row: Subcontractor, needle: string) =>
  needle === '' || [row.companyName, row.contactName, row.email, row.phone].some((value) => value?.toLowerCase().includes(needle));

/** The subcontractors: searched and filtered as you type, with a warning for every certificate that has run out or soon will. */
export function SubcontractorsPanel({ canManage }: { canManage: boolean }) {
  const subcontractors = useSubcontractors();
  const [search, setSearch] = useState('');
  const [trade, setTrade] = useState('');
  const [insurance, setInsurance] = useState<'' | 'attention'>('');
  const [deleting, setDeleting] = useState<Subcontractor | null>(null);

  useEffect(() => {
    if (subcontractors.isError) toast.error(subcontractorMessages.loadFailed);
  }, [subcontractors.isError, subcontractors.errorUpdatedAt]);

  const all = useMemo(() => subcontractors.data?.subcontractors ?? [], [subcontractors.data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter((row) => matchesSearch(row, needle) && (trade === '' || row.trade === trade) && (insurance === '' || attention(row)));
  }, [all, search, trade, insurance]);
  const warnings = useMemo(() => all.filter(attention), [all]);
  const anyFilter = search.trim() !== '' || trade !== '' || insurance !== '';

  return (
    <div className="grid gap-4">
      <div
        role="search"
        aria-label="Search and filter subcontractors"
        className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs sm:grid-cols-[1fr_12rem_12rem_auto] sm:items-end"
      >
        <div className="relative">
          <Label htmlFor="subcontractor-search" className="sr-only">
            Search subcontractors
          </Label>
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="subcontractor-search"
            type="search"
            className="pl-9"
            placeholder="Search by company, contact, e-mail or phone"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="subcontractor-filter-trade">Trade</Label>
          <NativeSelect id="subcontractor-filter-trade" value={trade} onChange={(event) => setTrade(event.target.value)}>
            <option value="">All trades</option>
            {subcontractorTrades.map((value) => (
              <option key={value} value={value}>
                {subcontractorTradeLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="subcontractor-filter-insurance">Insurance</Label>
          <NativeSelect id="subcontractor-filter-insurance" value={insurance} onChange={(event) => setInsurance(event.target.value === 'attention' ? 'attention' : '')}>
            <option value="">Any</option>
            <option value="attention">Expired or expiring</option>
          </NativeSelect>
        </div>
        {canManage && (
          <Button asChild>
            <Link to="/subcontractors/new">
              <PlusIcon aria-hidden="true" />
              Add subcontractor
            </Link>
          </Button>
        )}
      </div>

      {warnings.length > 0 && (
        <div className="flex items-start gap-2 rounded-lg border border-warning/25 bg-warning-soft px-4 py-2 text-sm text-warning-strong" role="status">
          <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {warnings.length === 1
              ? `${warnings[0]!.companyName}'s insurance has expired or expires within 30 days.`
              : `${warnings.length} subcontractors' insurance has expired or expires within 30 days.`}{' '}
            Ask for a new certificate before sending them to a job.
          </p>
        </div>
      )}

      {subcontractors.isPending ? (
        <LoadingRows label="Loading subcontractors" />
      ) : subcontractors.isError && !subcontractors.data ? (
        <LoadError title={subcontractorMessages.loadFailed} error={subcontractors.error} onRetry={() => void subcontractors.refetch()} />
      ) : shown.length === 0 ? (
        anyFilter ? (
          <EmptyState
            icon={<HardHatIcon aria-hidden="true" />}
            title="No subcontractors match this search."
            action={
              <Button
                variant="outline"
                onClick={() => {
                  setSearch('');
                  setTrade('');
                  setInsurance('');
                }}
              >
                Clear search
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<HardHatIcon aria-hidden="true" />}
            title="No subcontractors yet."
            description={
              canManage
                ? 'Add the tree crews, irrigation techs and snow contractors you hire, with their rates and insurance.'
                : 'An admin, office manager or estimator adds subcontractors to the price book.'
            }
            action={
              canManage && (
                <Button asChild>
                  <Link to="/subcontractors/new">
                    <PlusIcon aria-hidden="true" />
                    Add subcontractor
                  </Link>
                </Button>
              )
            }
          />
        )
      ) : (
        <>
          <SubcontractorsTable subcontractors={shown} onDelete={canManage ? setDeleting : undefined} />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length} of {all.length} shown{subcontractors.isFetching ? ' · updating…' : ''}
          </p>
        </>
      )}

      <DeleteSubcontractorDialog subcontractor={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
