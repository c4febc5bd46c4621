import {
  ACTIVE_TICKETS,
  dueFilters,
  ticketStatuses,
  ticketTypes,
  UNASSIGNED,
  type DueFilter,
  type TicketStatus,
  type TicketType,
} from '@groundwork/domain/tickets';
import type { TicketFilters } from './api/get-tickets';

export const ticketsViews = ['list', 'board'] as const;
export type TicketsView = (typeof ticketsViews)[number];

/** The list's status choice: active (the default), every status, or one. */
export type StatusChoice = TicketStatus | typeof ACTIVE_TICKETS | 'all';

/**
 * What the tasks screen shows, as kept in its URL (so a reload, the back button or a shared link shows the same):
 * `view=board`, `mine=1`, `assignee=employee:<id>|crew:<id>|none`, `type`, `due`, `status` (absent: active), `q`,
 * and `open=<id>` for the task whose details are open (the link e-mails carry).
 */
export type TicketsUrlState = {
  view: TicketsView;
  mine: boolean;
  assignee: string;
  type: TicketType | '';
  due: DueFilter | '';
  status: StatusChoice;
  search: string;
  open: string | null;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values.includes(value as T) ? (value as T) : '');
const statusChoices: readonly StatusChoice[] = [...ticketStatuses, ACTIVE_TICKETS, 'all'];

/** Values that are not one of the choices are ignored rather than sent to be refused. */
export function readTicketsUrl(params: URLSearchParams): TicketsUrlState {
  const assignee = params.get('assignee') ?? '';
  return {
    view: oneOf(ticketsViews, params.get('view')) || 'list',
    mine: params.get('mine') === '1',
    assignee: assignee === UNASSIGNED || /^(employee|crew):[0-9a-f-]{36}$/i.test(assignee) ? assignee : '',
    type: oneOf(ticketTypes, params.get('type')),
    due: oneOf(dueFilters, params.get('due')),
    status: oneOf(statusChoices, params.get('status')) || ACTIVE_TICKETS,
    search: params.get('q') ?? '',
    open: params.get('open') || null,
  };
}

/** The URL parameter of each part of the state; defaults are left out so the plain /tickets stays plain. */
export function writeTicketsUrl(current: URLSearchParams, change: Partial<TicketsUrlState>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if (change.view !== undefined) set('view', change.view === 'list' ? null : change.view);
  if (change.mine !== undefined) set('mine', change.mine ? '1' : null);
  if (change.assignee !== undefined) set('assignee', change.assignee);
  if (change.type !== undefined) set('type', change.type);
  if (change.due !== undefined) set('due', change.due);
  if (change.status !== undefined) set('status', change.status === ACTIVE_TICKETS ? null : change.status);
  if (change.search !== undefined) set('q', change.search.trim() ? change.search : null);
  if (change.open !== undefined) set('open', change.open);
  return next;
}

/** Whether anything narrows the list beyond the default (active tasks of everyone). */
export function isFiltered(state: TicketsUrlState): boolean {
  return state.mine || state.assignee !== '' || state.type !== '' || state.due !== '' || state.status !== ACTIVE_TICKETS || state.search.trim() !== '';
}

/** The request's filters; `status` overrides the state's (a board column asks for its own). */
export function ticketFiltersOf(state: TicketsUrlState, status?: TicketStatus): TicketFilters {
  const [assigneeKind, assigneeId] = state.assignee.split(':');
  const chosenStatus = status ?? state.status;
  return {
    search: state.search.trim() || undefined,
    status: chosenStatus === 'all' ? undefined : chosenStatus,
    type: state.type || undefined,
    mine: state.mine || undefined,
    assigneeEmployeeId: state.assignee === UNASSIGNED ? UNASSIGNED : assigneeKind === 'employee' ? assigneeId : undefined,
    assigneeCrewId: assigneeKind === 'crew' ? assigneeId : undefined,
    due: state.due || undefined,
  };
}
