import { KanbanSquareIcon, ListIcon } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isFiltered, readTicketsUrl, ticketFiltersOf, writeTicketsUrl, type TicketsUrlState, type TicketsView } from '../ticket-filters';
import type { TicketOptions } from '../ticket-options';
import { QuickAddTicket } from './quick-add-ticket';
import { TicketDetailSheet } from './ticket-detail-sheet';
import { TicketFiltersBar } from './ticket-filters-bar';
import { TicketsBoard } from './tickets-board';
import { TicketsList } from './tickets-list';

/**
 * /tickets: quick add, the filters, the tasks as a list or a board, and the open task's details. Everything that says
 * what is shown — view, filters, search, the open task — lives in the URL, so a reload, the back button or a link from
 * an e-mail (`?open={id}`) shows the same.
 */
export function TicketsWorkspace({ options }: { options: TicketOptions }) {
  const [params, setParams] = useSearchParams();
  const state = readTicketsUrl(params);
  // Filters replace the history entry (typing is not a trail of pages); opening a task or switching view adds one.
  const update = useCallback(
    (change: Partial<TicketsUrlState>, { replace = true }: { replace?: boolean } = {}) =>
      setParams((current) => writeTicketsUrl(current, change), { replace }),
    [setParams],
  );
  const openHref = useCallback((id: string) => `?${writeTicketsUrl(params, { open: id }).toString()}`, [params]);

  return (
    <div className="grid min-w-0 gap-5">
      <QuickAddTicket employees={options.employees} crews={options.crews} />
      <TicketFiltersBar state={state} onChange={(change) => update(change)} employees={options.employees} crews={options.crews} showStatus={state.view === 'list'} />
      <Tabs value={state.view} onValueChange={(value) => update({ view: value as TicketsView }, { replace: false })} className="min-w-0">
        <TabsList aria-label="Show tasks as">
          <TabsTrigger value="list">
            <ListIcon className="size-4" aria-hidden="true" />
            List
          </TabsTrigger>
          <TabsTrigger value="board">
            <KanbanSquareIcon className="size-4" aria-hidden="true" />
            Board
          </TabsTrigger>
        </TabsList>
        <TabsContent value="list" className="min-w-0">
          {state.view === 'list' && <TicketsList filters={ticketFiltersOf(state)} filtered={isFiltered(state)} openHref={openHref} onOpen={(id) => update({ open: id }, { replace: false })} />}
        </TabsContent>
        <TabsContent value="board" className="min-w-0">
          {state.view === 'board' && <TicketsBoard state={state} openHref={openHref} />}
        </TabsContent>
      </Tabs>
      <TicketDetailSheet ticketId={state.open} onClose={() => update({ open: null }, { replace: false })} options={options} />
    </div>
  );
}
