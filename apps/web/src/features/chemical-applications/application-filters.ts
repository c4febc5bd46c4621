import { applicationStatusFilters, type ApplicationStatusFilter } from '@groundwork/domain/chemical-applications';
import { isCalendarDate } from '@groundwork/domain/customers';
import type { ApplicationFilters } from './api/get-applications';

export const applicationsTabs = ['records', 'report', 'settings'] as const;
export type ApplicationsTab = (typeof applicationsTabs)[number];

/** `?open=new`: the form of a new stand-alone record. */
export const NEW_RECORD = 'new';

/**
 * What /chemical-tracking shows, as kept in its URL (a reload, the back button or a shared link shows the same): `tab`,
 * `from`, `to`, `product`, `applicator`, `q` (customer, property, product or applicator), `status`, and `open=<id>` for
 * the record whose details are open (or `open=new`).
 */
export type ApplicationsUrlState = {
  tab: ApplicationsTab;
  from: string;
  to: string;
  product: string;
  applicator: string;
  search: string;
  status: ApplicationStatusFilter | '';
  open: string | null;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOrBlank = (value: string | null) => (value && isCalendarDate(value) ? value : '');
const idOrBlank = (value: string | null) => (value && uuidPattern.test(value) ? value : '');

/** Values that are not one of the choices are ignored rather than sent to be refused. */
export function readApplicationsUrl(params: URLSearchParams): ApplicationsUrlState {
  return {
    tab: oneOf(applicationsTabs, params.get('tab')) || 'records',
    from: dateOrBlank(params.get('from')),
    to: dateOrBlank(params.get('to')),
    product: idOrBlank(params.get('product')),
    applicator: idOrBlank(params.get('applicator')),
    search: params.get('q') ?? '',
    status: oneOf(applicationStatusFilters, params.get('status')),
    open: params.get('open') || null,
  };
}

/** The URL parameter of each part of the state; defaults are left out so the plain /chemical-tracking stays plain. */
export function writeApplicationsUrl(current: URLSearchParams, change: Partial<ApplicationsUrlState>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.tab !== undefined) set('tab', change.tab === 'records' ? null : change.tab);
  if (change.from !== undefined) set('from', change.from);
  if (change.to !== undefined) set('to', change.to);
  if (change.product !== undefined) set('product', change.product);
  if (change.applicator !== undefined) set('applicator', change.applicator);
  if (change.search !== undefined) set('q', change.search.trim() ? change.search : null);
  if (change.status !== undefined) set('status', change.status);
  if (change.open !== undefined) set('open', change.open);
  return next;
}

export function isFiltered(state: ApplicationsUrlState): boolean {
  return Boolean(state.from || state.to || state.product || state.applicator || state.search.trim() || state.status);
}

/** The request's filters. A range typed backwards is sent as typed: the server names the problem. */
export function applicationFiltersOf(state: ApplicationsUrlState): ApplicationFilters {
  return {
    from: state.from || undefined,
    to: state.to || undefined,
    productId: state.product || undefined,
    applicatorEmployeeId: state.applicator || undefined,
    search: state.search.trim() || undefined,
    status: state.status || undefined,
  };
}
