import type { Board } from '@groundwork/domain/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aBoard, aBoardOrder, blueCrewId, greenCrewId } from '../board-builders';
import { ScheduleBoard } from './schedule-board';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The board with its view and date kept in state, as the route keeps them in the URL. */
function Harness({ initialView = 'day' as const }: { initialView?: 'day' | 'week' }) {
  const [view, setView] = useState<'day' | 'week'>(initialView);
  const [date, setDate] = useState<string | undefined>(undefined);
  return <ScheduleBoard view={view} date={date} onViewChange={setView} onDateChange={(next) => setDate(next ?? undefined)} />;
}

const renderBoard = (initialView: 'day' | 'week' = 'day') => renderWithProviders(<Harness initialView={initialView} />, { path: '/orders/board' });
const lane = (crew: string) => screen.getByRole('region', { name: crew });

describe('ScheduleBoard', () => {
  it('is read-only for a crew leader: the lanes and the drawer, without drag handles, Move…, Optimise or Rain day', async () => {
    mockFetch({ 'GET /api/v2/orders/board': ok({ board: aBoard() }) });
    renderWithProviders(<ScheduleBoard view="day" date={undefined} onViewChange={() => {}} onDateChange={() => {}} canPlan={false} />, { path: '/orders/board' });
    const green = await screen.findByRole('region', { name: 'Green crew' });
    expect(within(green).getAllByRole('listitem').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /^Move / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Drag / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Optimise / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rain day…' })).not.toBeInTheDocument();
  });

  it('shows each crew’s lane in route order with its capacity, the drawer with overdue work, the conflicts and the budget’s hours', async () => {
    mockFetch({ 'GET /api/v2/orders/board': ok({ board: aBoard() }) });
    const { container } = renderBoard();
    expect(screen.getByRole('status', { name: 'Loading the schedule board' })).toBeInTheDocument();

    const green = await screen.findByRole('region', { name: 'Green crew' });
    expect(screen.getByRole('heading', { level: 2, name: 'Monday, April 5, 2027' })).toBeInTheDocument();
    expect(within(green).getByText('Sam Lee (leader), Jo Park')).toBeInTheDocument();
    expect(within(green).getByText('6.5 of 9 h')).not.toHaveClass('text-destructive');
    const stops = within(within(green).getByRole('list', { name: 'Green crew’s route' })).getAllByRole('listitem');
    expect(stops.map((stop) => within(stop).getByRole('link').textContent)).toEqual(['WO-1042', 'WO-1043']);
    expect(within(stops[0]!).getByText('Ann Green')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('1 Elm St, Edina, MN 55424')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('8:30 AM')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('2.5h')).toBeInTheDocument();
    expect(within(stops[0]!).getByText('Scheduled')).toBeInTheDocument();

    const blue = lane('Blue crew');
    expect(within(blue).getByText('10 of 9 h').parentElement).toHaveClass('text-destructive');
    expect(within(blue).getByText('Over by 1.0h')).toBeInTheDocument();
    // Started work stays where it is: it cannot be dragged or moved.
    expect(within(blue).getByRole('button', { name: 'Move WO-1044' })).toBeDisabled();

    const drawer = screen.getByRole('region', { name: 'Unscheduled and overdue' });
    expect(within(drawer).getByText('2 items waiting for a crew, 2 overdue.')).toBeInTheDocument();
    expect(within(drawer).getAllByText('Overdue')).toHaveLength(2);
    expect(within(drawer).getByText('Dee Olsen')).toBeInTheDocument();
    expect(within(drawer).getByText('Lakeside HOA')).toBeInTheDocument();

    const conflicts = screen.getByText('2 conflicts to resolve').closest('[data-slot="alert"]') as HTMLElement;
    expect(within(conflicts).getByText('Blue crew is over capacity on Mon, Apr 5 by 1.0h.')).toBeInTheDocument();
    expect(within(conflicts).getByText('Sam Lee is in Green crew and Blue crew on Mon, Apr 5.')).toBeInTheDocument();

    const week = screen.getByRole('region', { name: 'Week' });
    expect(within(week).getByText('120.0h')).toBeInTheDocument();
    expect(within(week).getByText('96.5h')).toBeInTheDocument();
    expect(within(week).getByText('160.0h')).toBeInTheDocument();
    expect(within(week).getByText('40.0h short of what the budget needs sold.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Month' })).getByText('704.0h')).toBeInTheDocument();

    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves an order with the Move dialog: posts the crew, day and position, then reads the board again', async () => {
    const board = aBoard();
    const moved = board.lanes[0]!.orders[1]!;
    let reads = 0;
    const server = mockFetch({
      'GET /api/v2/orders/board': () => {
        reads += 1;
        return ok({ board });
      },
      'POST /api/v2/orders/board/move': ok({ order: { id: moved.id } }),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Move WO-1043' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move WO-1043' });
    expect(within(dialog).getByLabelText('Crew')).toHaveValue(greenCrewId);
    expect(within(dialog).getByLabelText('Position in the route')).toHaveValue(2);

    await user.selectOptions(within(dialog).getByLabelText('Crew'), 'Blue crew');
    await user.clear(within(dialog).getByLabelText('Position in the route'));
    await user.type(within(dialog).getByLabelText('Position in the route'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST', '/api/v2/orders/board/move')[0]!.body).toEqual({ orderId: moved.id, updatedAt: moved.updatedAt, crewId: blueCrewId, date: '2027-04-05', index: 0 });
    await waitFor(() => expect(reads).toBe(2));
  });

  it('reorders within a lane, sends a visit onto a lane, and takes an order off its crew', async () => {
    const board = aBoard();
    const [first] = board.lanes[0]!.orders;
    const visit = board.drawer.visits[0]!;
    const server = mockFetch({ 'GET /api/v2/orders/board': ok({ board }), 'POST /api/v2/orders/board/move': ok({ order: { id: first!.id } }) });
    const { user } = renderBoard();

    await user.click(await screen.findByRole('button', { name: 'Move WO-1042' }));
    let dialog = await screen.findByRole('dialog', { name: 'Move WO-1042' });
    await user.clear(within(dialog).getByLabelText('Position in the route'));
    await user.type(within(dialog).getByLabelText('Position in the route'), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/orders/board/move')).toHaveLength(1));
    // A position past the end puts it last.
    expect(server.calls('POST', '/api/v2/orders/board/move')[0]!.body).toMatchObject({ orderId: first!.id, crewId: greenCrewId, index: 1 });

    await user.click(await screen.findByRole('button', { name: 'Move Lakeside HOA’s Hedge trimming visit' }));
    dialog = await screen.findByRole('dialog', { name: 'Move Lakeside HOA’s Hedge trimming visit' });
    await user.clear(within(dialog).getByLabelText('Day'));
    await user.type(within(dialog).getByLabelText('Day'), '2027-04-05');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/orders/board/move')).toHaveLength(2));
    expect(server.calls('POST', '/api/v2/orders/board/move')[1]!.body).toEqual({ jobVisitId: visit.jobVisitId, crewId: greenCrewId, date: '2027-04-05', index: 2 });

    await user.click(await screen.findByRole('button', { name: 'Move WO-1042' }));
    dialog = await screen.findByRole('dialog', { name: 'Move WO-1042' });
    await user.selectOptions(within(dialog).getByLabelText('Crew'), 'No crew (the drawer)');
    expect(within(dialog).queryByLabelText('Position in the route')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/orders/board/move')).toHaveLength(3));
    expect(server.calls('POST', '/api/v2/orders/board/move')[2]!.body).toMatchObject({ orderId: first!.id, crewId: null, date: '2027-04-05' });
  });

  it('a stale move (409) shows the server’s message and reads the board again; a position that is not a number is refused first', async () => {
    const board = aBoard();
    const moved = board.lanes[0]!.orders[0]!;
    const fresh: Board = { ...board, lanes: [{ ...board.lanes[0]!, orders: [{ ...moved, updatedAt: '2027-04-02T09:00:00.000Z' }, board.lanes[0]!.orders[1]!] }, board.lanes[1]!] };
    let reads = 0;
    const server = mockFetch({
      'GET /api/v2/orders/board': () => {
        reads += 1;
        return ok({ board: reads === 1 ? board : fresh });
      },
      'POST /api/v2/orders/board/move': fail(409, 'Someone else moved this work order. The board shows where it is now.', 'CONFLICT'),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Move WO-1042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move WO-1042' });
    await user.clear(within(dialog).getByLabelText('Position in the route'));
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(within(dialog).getByText('Position must be a whole number from 1')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/orders/board/move')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Position in the route'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Someone else moved this work order. The board shows where it is now. The board has been reloaded; try again.');
    await waitFor(() => expect(reads).toBe(2));

    // Trying again sends the version the board now shows.
    await user.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/orders/board/move')).toHaveLength(2));
    expect(server.calls('POST', '/api/v2/orders/board/move')[1]!.body).toMatchObject({ updatedAt: '2027-04-02T09:00:00.000Z' });
  });

  it('a card is picked up with the keyboard (Space) and put back with Escape, each step announced in words', async () => {
    const server = mockFetch({ 'GET /api/v2/orders/board': ok({ board: aBoard() }) });
    renderBoard();
    const handle = await screen.findByRole('button', { name: 'Drag WO-1042' });
    expect(screen.getByRole('button', { name: 'Drag WO-1044' })).toBeDisabled();
    handle.focus();
    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // Picked up, it is over its own place until an arrow key moves it; the announcement keeps the keys to use.
    expect(await screen.findByText('Picked up WO-1042, in its own place in the route. Use the arrow keys to move it, Space to drop it, Escape to cancel.')).toBeInTheDocument();
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(handle, { code: 'Escape', key: 'Escape' });
    await waitFor(() => expect(screen.getByText('Moving WO-1042 was cancelled; it stays where it was.')).toBeInTheDocument());
    expect(server.calls('POST', '/api/v2/orders/board/move')).toHaveLength(0);
  });

  it('switches to the week: crews × days with a capacity figure in each cell, and pages by week', async () => {
    const monday = aBoardOrder({ number: 1042, date: '2027-04-05' });
    const wednesday = aBoardOrder({ number: 1050, date: '2027-04-07', customerName: 'Eve Hart' });
    const days = ['2027-04-05', '2027-04-06', '2027-04-07', '2027-04-08', '2027-04-09', '2027-04-10', '2027-04-11'];
    const week = aBoard({
      view: 'week',
      days,
      lanes: days.map((date) => ({
        crewId: greenCrewId,
        date,
        orders: date === monday.date ? [monday] : date === wednesday.date ? [wednesday] : [],
        capacity: { availableHours: 9, bookedHours: date === monday.date || date === wednesday.date ? 2 : 0, remainingHours: 7, percentBooked: 22, overCapacity: false },
      })),
      conflicts: [],
    });
    const server = mockFetch({ 'GET /api/v2/orders/board': (request) => ok({ board: request.url.searchParams.get('view') === 'week' ? week : aBoard() }) });
    const { user, container } = renderBoard();
    await screen.findByRole('region', { name: 'Green crew' });
    await user.click(screen.getByRole('button', { name: 'Week' }));

    const table = await screen.findByRole('table', { name: 'Week of Mon, Apr 5: crews by day' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Crew',
      'Mon, Apr 5 (today)',
      'Tue, Apr 6',
      'Wed, Apr 7',
      'Thu, Apr 8',
      'Fri, Apr 9',
      'Sat, Apr 10',
      'Sun, Apr 11',
    ]);
    const wednesdayCell = within(table).getByRole('list', { name: 'Green crew, Wed, Apr 7' });
    expect(within(wednesdayCell).getByText('Eve Hart')).toBeInTheDocument();
    expect(within(table).getAllByText('2 of 9 h')).toHaveLength(2);
    // Blue crew has no lanes this week: its cells show the whole capacity free.
    expect(within(table).getByRole('list', { name: 'Blue crew, Tue, Apr 6' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(server.calls('GET', '/api/v2/orders/board').at(-1)!.url.searchParams.get('date')).toBe('2027-04-12'));
    expect(server.calls('GET', '/api/v2/orders/board').at(-1)!.url.searchParams.get('view')).toBe('week');
  });

  it('optimises a crew’s day: shows the distance before and after and the new order, then applies it', async () => {
    const board = aBoard();
    const [first, second] = board.lanes[0]!.orders;
    const server = mockFetch({
      'GET /api/v2/orders/board': ok({ board }),
      'POST /api/v2/orders/board/optimise': (request) =>
        ok({ optimisation: { ok: true, orderIds: [second!.id, first!.id], beforeKm: 42.34, afterKm: 30.1, applied: (request.body as { apply: boolean }).apply } }),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Optimise Green crew’s route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optimise Green crew’s route' });
    expect(await within(dialog).findByText('42.3 km')).toBeInTheDocument();
    expect(within(dialog).getByText('30.1 km')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Optimised route' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'WO-1043 · Bo Larson, 9 Oak Ave, Anoka, MN 55303',
      'WO-1042 · Ann Green, 1 Elm St, Edina, MN 55424',
    ]);
    expect(server.calls('POST', '/api/v2/orders/board/optimise').at(-1)!.body).toEqual({ crewId: greenCrewId, date: '2027-04-05', apply: false });

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.calls('POST', '/api/v2/orders/board/optimise').at(-1)!.body).toEqual({ crewId: greenCrewId, date: '2027-04-05', apply: true });
    await waitFor(() => expect(server.calls('GET', '/api/v2/orders/board').length).toBeGreaterThanOrEqual(2));
  });

  it('says which properties lack coordinates, with links to fix them, and when the yard has none', async () => {
    const board = aBoard();
    const [first] = board.lanes[0]!.orders;
    mockFetch({
      'GET /api/v2/orders/board': ok({ board }),
      'POST /api/v2/orders/board/optimise': ok({ optimisation: { ok: false, yardMissing: true, missing: [{ orderId: first!.id, customerName: 'Ann Green', address: '1 Elm St, Edina, MN 55424' }] } }),
    });
    const { user } = renderBoard();
    await user.click(await screen.findByRole('button', { name: 'Optimise Green crew’s route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Optimise Green crew’s route' });
    expect(await within(dialog).findByText('The route cannot be optimised yet')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'WO-1042 · Ann Green, 1 Elm St, Edina, MN 55424' })).toHaveAttribute('href', `/customers/${first!.customerId}`);
    expect(within(dialog).getByRole('link', { name: 'Add it in company information' })).toHaveAttribute('href', '/company-information');
    expect(within(dialog).queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('an empty company is sent to set up crews', async () => {
    mockFetch({ 'GET /api/v2/orders/board': ok({ board: aBoard({ crews: [], lanes: [], conflicts: [], drawer: { orders: [], visits: [] } }) }) });
    renderBoard();
    expect(await screen.findByText('No crews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up crews' })).toHaveAttribute('href', '/crews');
    expect(screen.getByText('Nothing waiting for a crew.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rain day…' })).toBeDisabled();
  });

  it('a board that fails to load says why and tries again', async () => {
    let reads = 0;
    mockFetch({
      'GET /api/v2/orders/board': () => {
        reads += 1;
        return reads === 1 ? fail(503, 'The database is unavailable', 'DATABASE_UNAVAILABLE') : ok({ board: aBoard() });
      },
    });
    const { user } = renderBoard();
    expect(await screen.findByText('Could not load the schedule board')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Green crew' })).toBeInTheDocument();
  });

  it('on a phone the lanes stack and the drawer is a section of its own, with no axe violations', async () => {
    window.innerWidth = 390;
    window.matchMedia = ((query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
    mockFetch({ 'GET /api/v2/orders/board': ok({ board: aBoard({ view: 'week', days: ['2027-04-05', '2027-04-06', '2027-04-07', '2027-04-08', '2027-04-09', '2027-04-10', '2027-04-11'] }) }) });
    const { container } = renderBoard('week');
    // The week is a day after another rather than a wide table.
    expect(await screen.findByRole('heading', { level: 3, name: 'Mon, Apr 5 (today)' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Unscheduled and overdue' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
