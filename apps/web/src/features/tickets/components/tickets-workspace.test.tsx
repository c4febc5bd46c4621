import type { TicketListItem, TicketStatus } from '@groundwork/domain/tickets';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aTicket, aTicketRow, greenCrewId, noraId, samId } from '../ticket-builders';
import type { TicketOptions } from '../ticket-options';
import { TicketsWorkspace } from './tickets-workspace';

const options: TicketOptions = {
  employees: [
    { id: noraId, name: 'Nora Lee' },
    { id: samId, name: 'Sam Ortiz' },
  ],
  crews: [{ id: greenCrewId, name: 'Green crew' }],
  people: [
    { id: noraId, name: 'Nora Lee' },
    { id: samId, name: 'Sam Ortiz' },
  ],
  subjectKinds: ['customer'],
  renderSubjectPicker: () => null,
  canDelete: true,
  canEditDetails: true,
};

// Last year's date keeps its year (this year's would leave it out), whenever the test runs.
const lastYear = new Date().getFullYear() - 1;
const rows = [
  aTicketRow({ number: 1001, overdue: true, dueDate: `${lastYear}-11-20`, dueTime: '09:00', checklistDone: 2, checklistTotal: 5, commentCount: 3, recurrence: { every: 2, unit: 'week' } }),
  aTicketRow({ number: 1002, title: 'Order mulch', type: 'office', priority: 'normal', assigneeEmployeeId: null, assigneeName: null, dueDate: null, dueTime: null, subject: null }),
];

/** GET /tickets answering one page of `tickets` out of `total`. */
function page(tickets: TicketListItem[], total = tickets.length) {
  return ok({ tickets, pagination: { page: 1, limit: 50, total } });
}

const listCalls = (server: { calls: (method: string, path: string) => RecordedRequest[] }) => server.calls('GET', '/api/v2/tickets');
const lastQuery = (server: { calls: (method: string, path: string) => RecordedRequest[] }) => listCalls(server).at(-1)!.url.searchParams;
const renderWorkspace = (path = '/tickets') => renderWithProviders(<TicketsWorkspace options={options} />, { path });

// jsdom lays nothing out; give the list's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('TicketsWorkspace', () => {
  it('lists the active tasks with what each needs, and every filter, the search and the view change the request and the URL', async () => {
    const server = mockFetch({ 'GET /api/v2/tickets': page(rows, 2) });
    const { user, router } = renderWorkspace();
    expect(screen.getByRole('status', { name: 'Loading tasks' })).toBeInTheDocument();

    const first = (await screen.findByRole('link', { name: 'T-1001' })).closest('tr')!;
    expect(screen.getByText('2 tasks')).toBeInTheDocument();
    expect(within(first).getByText(`Nov 20, ${lastYear} · 9:00 AM`).parentElement).toHaveClass('text-destructive');
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(within(first).getByText('High')).toBeInTheDocument();
    expect(within(first).getByText('Nora Lee')).toBeInTheDocument();
    expect(within(first).getByText('Customer: Ann Green')).toBeInTheDocument();
    expect(within(first).getByText('2 of 5 checklist items done')).toBeInTheDocument();
    expect(within(first).getByText('3 comments')).toBeInTheDocument();
    expect(within(first).getByText('Repeats every 2 weeks')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'T-1002' }).closest('tr')!;
    expect(within(second).getByText('Unassigned')).toBeInTheDocument();
    expect(within(second).getByText('No due date')).toBeInTheDocument();
    expect([...lastQuery(server).entries()]).toEqual([
      ['status', 'active'],
      ['page', '1'],
      ['limit', '50'],
    ]);
    expect(await axeViolations()).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: 'Only mine' }));
    await waitFor(() => expect(lastQuery(server).get('mine')).toBe('true'));
    await user.selectOptions(screen.getByLabelText('Assignee'), 'Green crew');
    await waitFor(() => expect(lastQuery(server).get('assigneeCrewId')).toBe(greenCrewId));
    await user.selectOptions(screen.getByLabelText('Type'), 'Callback / warranty');
    await waitFor(() => expect(lastQuery(server).get('type')).toBe('callback'));
    await user.selectOptions(screen.getByLabelText('Due'), 'Overdue');
    await waitFor(() => expect(lastQuery(server).get('due')).toBe('overdue'));
    await user.selectOptions(screen.getByLabelText('Status'), 'All statuses');
    await waitFor(() => expect(lastQuery(server).get('status')).toBeNull());
    await user.type(screen.getByLabelText('Search tasks'), 'T-1001');
    await waitFor(() => expect(lastQuery(server).get('search')).toBe('T-1001'));
    // One request for the search, once typing paused.
    expect(listCalls(server).filter((request) => request.url.searchParams.get('search')?.startsWith('T'))).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      mine: '1',
      assignee: `crew:${greenCrewId}`,
      type: 'callback',
      due: 'overdue',
      status: 'all',
      q: 'T-1001',
    });

    // The board asks for each status's column, with the same filters; its choice is kept in the URL too.
    await user.click(screen.getByRole('tab', { name: 'Board' }));
    await screen.findByRole('heading', { name: /^Cancelled/ });
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe('board');
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    await waitFor(() => {
      const statuses = listCalls(server)
        .filter((request) => request.url.searchParams.get('type') === 'callback' && request.url.searchParams.get('mine') === 'true')
        .map((request) => request.url.searchParams.get('status'));
      expect(statuses).toEqual(expect.arrayContaining(['open', 'in_progress', 'done', 'cancelled']));
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Search tasks')).toHaveValue('');
    expect(router.state.location.search).toBe('?view=board');
  });

  it('shows the empty and error states', async () => {
    const server = mockFetch({ 'GET /api/v2/tickets': page([]) });
    const empty = renderWorkspace();
    expect(await screen.findByText('Nothing to do')).toBeInTheDocument();
    empty.unmount();
    server.fetch.mockImplementation(async () => fail(503, 'The service is temporarily unavailable.', 'DATABASE_UNAVAILABLE'));
    renderWorkspace('/tickets?due=today');
    expect(await screen.findByText('Could not load tasks')).toBeInTheDocument();
    expect(screen.getByText('The service is temporarily unavailable.')).toBeInTheDocument();
  });

  it('quick add: Enter adds an open task; a refused one keeps what was typed and says why under its field', async () => {
    const created = aTicket({ number: 1003, title: 'Order mulch for the Larsons' });
    const server = mockFetch({
      'GET /api/v2/tickets': page(rows),
      'POST /api/v2/tickets': (request) =>
        (request.body as { dueDate?: string }).dueDate
          ? fail(400, 'Enter a valid date (YYYY-MM-DD)', 'VALIDATION_FAILED', { dueDate: ['Enter a valid date (YYYY-MM-DD)'] })
          : ok({ ticket: created }, 201),
    });
    const { user } = renderWorkspace();
    await screen.findByRole('link', { name: 'T-1001' });
    const title = screen.getByLabelText('New task');

    // A blank title is refused before it is sent, with the contract's words.
    await user.type(title, '   {Enter}');
    expect(await screen.findByText('Say what needs doing')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/tickets')).toHaveLength(0);

    await user.clear(title);
    await user.paste('Order mulch for the Larsons');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.calls('POST', '/api/v2/tickets')).toHaveLength(1));
    const [first] = server.calls('POST', '/api/v2/tickets');
    expect(first!.body).toEqual({ title: 'Order mulch for the Larsons' });
    expect(first!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('T-1003 added')).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveValue(''));
    expect(title).toHaveFocus();
    // The list is read again with the new task.
    await waitFor(() => expect(listCalls(server).length).toBeGreaterThan(1));

    await user.selectOptions(screen.getByLabelText('Assign to'), 'Sam Ortiz');
    await user.type(screen.getByLabelText('Due date'), '2026-12-04');
    await user.click(title);
    await user.paste('Service the mower');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Enter a valid date (YYYY-MM-DD)', { selector: '[data-slot="field-error"]' })).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/tickets').at(-1)!.body).toEqual({ title: 'Service the mower', assigneeEmployeeId: samId, dueDate: '2026-12-04' });
    expect(title).toHaveValue('Service the mower');
    expect(screen.getByLabelText('Due date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('the board moves a card with its keyboard-reachable Move menu; a repeating task done says when the next one is due', async () => {
    const weekly = aTicketRow({ number: 1004, title: 'Check the trailer lights', recurrence: { every: 1, unit: 'week' }, dueDate: '2026-11-27', dueTime: null });
    const byStatus: Record<TicketStatus, TicketListItem[]> = { open: [weekly], in_progress: [], done: [], cancelled: [] };
    const server = mockFetch({
      'GET /api/v2/tickets': (request) => page(byStatus[request.url.searchParams.get('status') as TicketStatus] ?? []),
      [`PUT /api/v2/tickets/${weekly.id}`]: () => {
        byStatus.open = [];
        byStatus.done = [{ ...weekly, status: 'done' }];
        return ok({ ticket: aTicket({ ...weekly, status: 'done' }), next: aTicketRow({ number: 1005, dueDate: '2026-12-04' }) });
      },
    });
    const { user } = renderWorkspace('/tickets?view=board');
    const open = await screen.findByRole('list', { name: 'Open tasks' });
    const card = (await within(open).findByRole('link', { name: 'T-1004' })).closest('li')!;
    expect(within(card).getByText('Repeats every week')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    const moveButton = within(card).getByRole('button', { name: 'Move T-1004' });
    moveButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    // Only the moves the rules allow from Open.
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['In progress', 'Done', 'Cancelled']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Done' }));

    await waitFor(() => expect(server.calls('PUT', `/api/v2/tickets/${weekly.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/tickets/${weekly.id}`)[0]!.body).toEqual({ status: 'done', updatedAt: weekly.updatedAt });
    expect(await screen.findByText('Next one due December 4, 2026')).toBeInTheDocument();
    const done = screen.getByRole('list', { name: 'Done tasks' });
    expect(await within(done).findByRole('link', { name: 'T-1004' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Open tasks' })).queryByRole('link', { name: 'T-1004' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Done/ })).toHaveFocus());
  });
});
