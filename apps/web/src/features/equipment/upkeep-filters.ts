import type { UnitUpkeepSummary } from '@groundwork/domain/equipment';

/** Which units the upkeep screen lists: every one, those due soon, those overdue, or those out of service. */
export const upkeepFilters = ['all', 'due', 'overdue', 'out_of_service'] as const;
export type UpkeepFilter = (typeof upkeepFilters)[number];

export const upkeepFilterLabels: Record<UpkeepFilter, string> = {
  all: 'All units',
  due: 'Due soon',
  overdue: 'Overdue',
  out_of_service: 'Out of service',
};

/**
 * What the upkeep screen shows, as kept in its URL so a reload, the back button or a shared link shows the same:
 * `show=due|overdue|out_of_service` (absent: all), `q` (search) and `open=<id>`, the unit whose details are open.
 */
export type UpkeepUrlState = { show: UpkeepFilter; search: string; open: string | null };

export function readUpkeepUrl(params: URLSearchParams): UpkeepUrlState {
  const show = params.get('show');
  return {
    show: upkeepFilters.includes(show as UpkeepFilter) ? (show as UpkeepFilter) : 'all',
    search: params.get('q') ?? '',
    open: params.get('open') || null,
  };
}

/** The URL parameters of a change; defaults are left out so the plain /equipment-management stays plain. */
export function writeUpkeepUrl(current: URLSearchParams, change: Partial<UpkeepUrlState>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.show !== undefined) set('show', change.show === 'all' ? null : change.show);
  if (change.search !== undefined) set('q', change.search.trim() ? change.search : null);
  if (change.open !== undefined) set('open', change.open);
  return next;
}

/** Whether a unit belongs in a filter: the state is the server's (the domain's scheduleDue over its schedules). */
export function matchesUpkeepFilter(unit: UnitUpkeepSummary, filter: UpkeepFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'due':
      return unit.status !== 'retired' && unit.state === 'due_soon';
    case 'overdue':
      return unit.status !== 'retired' && unit.state === 'overdue';
    case 'out_of_service':
      return unit.status === 'out_of_service';
  }
}

export function matchesUpkeepSearch(unit: UnitUpkeepSummary, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || unit.name.toLowerCase().includes(needle);
}
