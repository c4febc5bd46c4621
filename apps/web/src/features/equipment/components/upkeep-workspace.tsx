import { upkeepMessages, type UnitUpkeepSummary } from '@groundwork/domain/equipment';
import { SearchIcon, TractorIcon, XIcon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { EmptyState, LoadError, LoadingRows } from '@/components/ui/load-states';
import { cn } from '@/lib/cn';
import { formatShortDay } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useUpkeepOverview } from '../api/get-upkeep-overview';
import type { NamedOption, UpkeepAccess } from '../upkeep-access';
import {
  matchesUpkeepFilter,
  matchesUpkeepSearch,
  readUpkeepUrl,
  upkeepFilterLabels,
  upkeepFilters,
  writeUpkeepUrl,
  type UpkeepFilter,
  type UpkeepUrlState,
} from '../upkeep-filters';
import { UnitUpkeepSheet } from './unit-upkeep-sheet';
import { UpkeepList } from './upkeep-list';

type UpkeepWorkspaceProps = {
  access: UpkeepAccess;
  /** The employees a service can be logged as done by. */
  people: readonly NamedOption[];
};

/**
 * /equipment-management: every unit's meter and next service with a due or overdue badge, filtered (all, due soon,
 * overdue, out of service) and searched, and one unit's upkeep in a panel. The filter, the search and the open unit
 * live in the URL (`?show=overdue&open={id}`), so a reload or a shared link shows the same.
 */
export function UpkeepWorkspace({ access, people }: UpkeepWorkspaceProps) {
  const [params, setParams] = useSearchParams();
  const state = readUpkeepUrl(params);
  const overview = useUpkeepOverview();
  const update = useCallback(
    (change: Partial<UpkeepUrlState>, { replace = true }: { replace?: boolean } = {}) => setParams((current) => writeUpkeepUrl(current, change), { replace }),
    [setParams],
  );
  const openHref = useCallback((id: string) => `?${writeUpkeepUrl(params, { open: id }).toString()}`, [params]);

  const units = useMemo(() => overview.data?.units ?? [], [overview.data]);
  const counts = useMemo(() => countByFilter(units), [units]);
  const shown = useMemo(() => units.filter((unit) => matchesUpkeepFilter(unit, state.show) && matchesUpkeepSearch(unit, state.search)), [units, state.show, state.search]);
  const filtered = state.show !== 'all' || state.search.trim() !== '';

  let body;
  if (overview.isPending) body = <LoadingRows rows={6} label="Loading equipment upkeep" />;
  else if (overview.isError && !overview.data) body = <LoadError title={upkeepMessages.loadFailed} error={overview.error} onRetry={() => void overview.refetch()} />;
  else if (units.length === 0)
    body = (
      <EmptyState
        icon={<TractorIcon aria-hidden="true" />}
        title="No equipment yet."
        description="Units are added in the price book (Equipment); their service schedules, meters and service log are kept here."
        action={
          <Button asChild variant="outline">
            <Link to="/equipment">Open the price book</Link>
          </Button>
        }
      />
    );
  else if (shown.length === 0)
    body = (
      <EmptyState
        icon={<TractorIcon aria-hidden="true" />}
        title={state.show === 'overdue' ? 'Nothing is overdue.' : state.show === 'due' ? 'Nothing is due soon.' : state.show === 'out_of_service' ? 'Every unit is in service.' : 'No unit matches this search.'}
        action={
          <Button variant="outline" onClick={() => update({ show: 'all', search: '' })}>
            Show every unit
          </Button>
        }
      />
    );
  else
    body = (
      <div className="grid gap-2">
        <UpkeepList units={shown} openHref={openHref} onOpen={(id) => update({ open: id }, { replace: false })} />
        <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
          {shown.length} of {units.length} units shown
          {overview.data && ` · running cost over ${formatShortDay(overview.data.period.from)} – ${formatShortDay(overview.data.period.to)}`}
          {overview.isFetching && ' · updating…'}
        </p>
      </div>
    );

  return (
    <div className="grid min-w-0 gap-4">
      {overview.data && overview.data.needsServiceCount > 0 && (
        <p className="rounded-lg border border-warning/25 bg-warning-soft px-4 py-2 text-sm text-warning-strong" role="status">
          {overview.data.needsServiceCount === 1 ? '1 unit needs service' : `${overview.data.needsServiceCount} units need service`}:{' '}
          {counts.overdue} overdue, {counts.due} due soon.
        </p>
      )}
      <UpkeepFiltersBar state={state} counts={overview.data ? counts : null} onChange={(change) => update(change)} filtered={filtered} />
      {body}
      <UnitUpkeepSheet unitId={state.open} onClose={() => update({ open: null }, { replace: false })} access={access} people={people} />
    </div>
  );
}

function countByFilter(units: readonly UnitUpkeepSummary[]): Record<UpkeepFilter, number> {
  return Object.fromEntries(upkeepFilters.map((filter) => [filter, units.filter((unit) => matchesUpkeepFilter(unit, filter)).length])) as Record<UpkeepFilter, number>;
}

type UpkeepFiltersBarProps = {
  state: UpkeepUrlState;
  counts: Record<UpkeepFilter, number> | null;
  onChange: (change: Partial<UpkeepUrlState>) => void;
  filtered: boolean;
};

/** The four filters as a row of toggle buttons with their counts, and a search by name; both kept in the URL. */
function UpkeepFiltersBar({ state, counts, onChange, filtered }: UpkeepFiltersBarProps) {
  // What is typed shows at once; the URL follows once typing pauses.
  const [search, setSearch] = useState(state.search);
  const debounced = useDebouncedValue(search, 250);
  const [shownSearch, setShownSearch] = useState(state.search);
  if (state.search !== shownSearch) {
    // The URL changed from elsewhere (Show every unit, the back button): the box shows it.
    setShownSearch(state.search);
    setSearch(state.search);
  }
  useEffect(() => {
    if (debounced.trim() !== state.search.trim()) onChange({ search: debounced });
    // Only a pause in typing writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div role="search" aria-label="Filter equipment upkeep" className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-xs lg:grid-cols-[auto_1fr] lg:items-end">
      <div role="group" aria-label="Show" className="grid grid-cols-2 gap-1 rounded-md border border-input p-0.5 sm:inline-flex sm:flex-wrap">
        {upkeepFilters.map((filter) => (
          <Button
            key={filter}
            size="sm"
            variant={state.show === filter ? 'default' : 'ghost'}
            aria-pressed={state.show === filter}
            className={cn('justify-between gap-2', filter === 'overdue' && state.show !== filter && (counts?.overdue ?? 0) > 0 && 'text-destructive')}
            onClick={() => onChange({ show: filter })}
          >
            {upkeepFilterLabels[filter]}
            {counts && <span className="tabular-nums opacity-80">{counts[filter]}</span>}
          </Button>
        ))}
      </div>
      <div className="flex items-end gap-2">
        <div className="relative grid flex-1 gap-1.5">
          <Label htmlFor="upkeep-search">Search units</Label>
          <div className="relative">
            <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input id="upkeep-search" type="search" className="pl-9" placeholder="Name" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} />
          </div>
        </div>
        {filtered && (
          <Button
            variant="ghost"
            onClick={() => {
              setSearch('');
              onChange({ show: 'all', search: '' });
            }}
          >
            <XIcon aria-hidden="true" />
            Clear
          </Button>
        )}
      </div>
    </div>
  );
}
