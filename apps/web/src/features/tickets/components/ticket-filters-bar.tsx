import { ACTIVE_TICKETS, ticketStatuses, ticketStatusLabels, ticketTypeLabels, ticketTypes, UNASSIGNED, type DueFilter, type TicketType } from '@groundwork/domain/tickets';
import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { isFiltered, type StatusChoice, type TicketsUrlState } from '../ticket-filters';
import type { NamedOption } from '../ticket-options';
import { AssigneeOptions } from './assignee-options';

const dueLabels: Record<DueFilter, string> = { overdue: 'Overdue', today: 'Due today', this_week: 'Due this week' };

type TicketFiltersBarProps = {
  state: TicketsUrlState;
  onChange: (change: Partial<TicketsUrlState>) => void;
  employees: readonly NamedOption[];
  crews: readonly NamedOption[];
  /** The board's columns are the statuses: it has no status filter. */
  showStatus: boolean;
};

/** Mine, assignee, type, due, status and a search, kept in the URL; they wrap onto more rows on a narrow screen. */
export function TicketFiltersBar({ state, onChange, employees, crews, showStatus }: TicketFiltersBarProps) {
  // What is typed shows at once; the URL (and the request) follow once typing pauses.
  const [search, setSearch] = useState(state.search);
  const debouncedSearch = useDebouncedValue(search, 300);
  const [shownSearch, setShownSearch] = useState(state.search);
  if (state.search !== shownSearch) {
    // The URL changed from elsewhere (Clear filters, the back button): the box shows it.
    setShownSearch(state.search);
    setSearch(state.search);
  }
  useEffect(() => {
    if (debouncedSearch.trim() !== state.search.trim()) onChange({ search: debouncedSearch });
    // Only a pause in typing writes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  return (
    <div className="grid gap-3" role="search" aria-label="Filter tasks">
      <div className="grid gap-2">
        <Label htmlFor="tickets-search">Search tasks</Label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="tickets-search"
            type="search"
            className="pl-9"
            placeholder="Number (T-1042), title or description"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="grid grid-cols-2 items-end gap-3 md:grid-cols-3 xl:grid-cols-[auto_repeat(4,minmax(0,1fr))_auto]">
        <div className="col-span-2 flex h-10 items-center gap-2 md:col-span-1">
          <Checkbox id="tickets-mine" checked={state.mine} onCheckedChange={(checked) => onChange({ mine: checked === true })} />
          <Label htmlFor="tickets-mine" className="cursor-pointer">
            Only mine
          </Label>
        </div>
        <FormField id="tickets-assignee" label="Assignee">
          {(control) => (
            <AssigneeOptions
              {...control}
              employees={employees}
              crews={crews}
              emptyLabel="Anyone"
              extra={[{ value: UNASSIGNED, label: 'Unassigned' }]}
              value={state.assignee}
              onChange={(event) => onChange({ assignee: event.target.value })}
            />
          )}
        </FormField>
        <FormField id="tickets-type" label="Type">
          {(control) => (
            <NativeSelect {...control} value={state.type} onChange={(event) => onChange({ type: event.target.value as TicketType | '' })}>
              <option value="">All types</option>
              {ticketTypes.map((type) => (
                <option key={type} value={type}>
                  {ticketTypeLabels[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="tickets-due" label="Due">
          {(control) => (
            <NativeSelect {...control} value={state.due} onChange={(event) => onChange({ due: event.target.value as DueFilter | '' })}>
              <option value="">Any time</option>
              {(Object.keys(dueLabels) as DueFilter[]).map((due) => (
                <option key={due} value={due}>
                  {dueLabels[due]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {showStatus && (
          <FormField id="tickets-status" label="Status">
            {(control) => (
              <NativeSelect {...control} value={state.status} onChange={(event) => onChange({ status: event.target.value as StatusChoice })}>
                <option value={ACTIVE_TICKETS}>Active</option>
                <option value="all">All statuses</option>
                {ticketStatuses.map((status) => (
                  <option key={status} value={status}>
                    {ticketStatusLabels[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        {isFiltered(state) && (
          <Button
            variant="ghost"
            className="justify-self-start"
            onClick={() => {
              setSearch('');
              onChange({ mine: false, assignee: '', type: '', due: '', status: ACTIVE_TICKETS, search: '' });
            }}
          >
            <XIcon aria-hidden="true" />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
