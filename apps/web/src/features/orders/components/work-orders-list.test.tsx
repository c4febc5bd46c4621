import type { WorkOrderListItem } from '@groundwork/domain/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anOrderRow, blueCrewId, greenCrewId, mowingServiceId, orderCustomerId } from '../order-builders';
import { WorkOrdersList } from './work-orders-list';

const crews = [
  { id: greenCrewId, name: 'Green crew' },
  { id: blueCrewId, name: 'Blue crew' },
];
const services = [{ id: mowingServiceId, name: 'Weekly mowing' }];
const customers = [{ id: orderCustomerId, name: 'Ann Green', detail: '1 Elm St, Edina' }];

const rows = [
  anOrderRow({ number: 1042, overdue: true, date: '2027-04-05', startTime: '08:30' }),
  anOrderRow({ number: 1043, customerName: 'Bo Larson', title: 'Spring clean-up', address: '9 Oak Ave, Anoka', crewId: null, crewName: null, date: null, startTime: null, status: 'unscheduled', budgetedHours: 6.5 }),
  anOrderRow({ number: 1044, customerName: 'Lakeside HOA', title: 'Mulch install', status: 'completed' }),
];

/** GET /orders answering one page of `orders` out of `total`. */
function page(orders: WorkOrderListItem[], { page: number = 1, total = orders.length }: { page?: number; total?: number } = {}) {
  return ok({ orders, pagination: { page: number, limit: 50, total } });
}

const renderList = (props: Partial<Parameters<typeof WorkOrdersList>[0]> = {}) =>
  renderWithProviders(<WorkOrdersList crews={crews} services={services} customers={customers} {...props} />, { path: '/orders' });
const lastQuery = (server: { calls: (method: string, path: string) => RecordedRequest[] }) => server.calls('GET', '/api/v2/orders').at(-1)!.url.searchParams;
const table = () => screen.getByRole('table', { name: 'Work orders' });

// jsdom lays nothing out; give the list's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
const savedMatchMedia = window.matchMedia;
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
afterEach(() => {
  window.matchMedia = savedMatchMedia;
  vi.unstubAllGlobals();
});

describe('WorkOrdersList', () => {
  it('lists the orders with their date, crew, hours and status, the overdue one in red, and counts them', async () => {
    mockFetch({ 'GET /api/v2/orders': page(rows, { total: 128 }) });
    renderList();
    expect(screen.getByRole('status', { name: 'Loading work orders' })).toBeInTheDocument();
    const first = (await screen.findByRole('link', { name: 'WO-1042' })).closest('tr')!;
    expect(screen.getByText('128 work orders · 3 shown')).toBeInTheDocument();
    expect(within(first).getByText('Mon, Apr 5, 2027 · 8:30 AM')).toHaveClass('text-destructive');
    expect(within(first).getByText('Overdue')).toBeInTheDocument();
    expect(within(first).getByText('Scheduled')).toBeInTheDocument();
    expect(within(first).getByText('Green crew')).toBeInTheDocument();
    const second = screen.getByRole('link', { name: 'WO-1043' }).closest('tr')!;
    expect(within(second).getByText('No date')).toBeInTheDocument();
    expect(within(second).getByText('Unassigned')).toBeInTheDocument();
    expect(within(second).getByText('6.5h')).toBeInTheDocument();
    expect(within(second).getByText('9 Oak Ave, Anoka')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'WO-1044' })).toHaveAttribute('href', `/orders/${rows[2]!.id}`);
  });

  it('sends the search and every filter to the server', async () => {
    const server = mockFetch({ 'GET /api/v2/orders': page(rows) });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'WO-1042' });
    expect([...lastQuery(server).entries()]).toEqual([
      ['page', '1'],
      ['limit', '50'],
    ]);

    await user.selectOptions(screen.getByLabelText('Status'), 'Open');
    await waitFor(() => expect(lastQuery(server).get('status')).toBe('open'));
    await user.selectOptions(screen.getByLabelText('Crew'), 'Unassigned');
    await waitFor(() => expect(lastQuery(server).get('crewId')).toBe('none'));
    await user.selectOptions(screen.getByLabelText('Service'), 'Weekly mowing');
    await waitFor(() => expect(lastQuery(server).get('serviceId')).toBe(mowingServiceId));
    await user.click(screen.getByRole('combobox', { name: 'Customer' }));
    await user.click(screen.getByRole('option', { name: 'Ann Green · 1 Elm St, Edina' }));
    await waitFor(() => expect(lastQuery(server).get('customerId')).toBe(orderCustomerId));
    // A date picker sets the whole day at once.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-04-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-04-30' } });
    await waitFor(() => expect(lastQuery(server).get('to')).toBe('2027-04-30'));
    expect(lastQuery(server).get('from')).toBe('2027-04-01');
    await user.type(screen.getByLabelText('Search work orders'), 'WO-1042');
    await waitFor(() => expect(lastQuery(server).get('search')).toBe('WO-1042'));
    expect(server.calls('GET', '/api/v2/orders').filter((request) => request.url.searchParams.get('search')?.startsWith('WO'))).toHaveLength(1);

    // A range that ends before it starts is not sent; the field says why.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2027-03-01' } });
    expect(await screen.findByText('The end date must be on or after the start date')).toBeInTheDocument();
    await waitFor(() => expect(lastQuery(server).get('to')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByLabelText('Search work orders')).toHaveValue('');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(screen.getByLabelText('To')).toHaveValue('');
    expect(screen.queryByText('The end date must be on or after the start date')).not.toBeInTheDocument();
  });

  it('loads the next page of 50 with Load more, and opens an order from its row', async () => {
    const more = anOrderRow({ number: 1099, customerName: 'Zed Park' });
    const server = mockFetch({
      'GET /api/v2/orders': (request) => (request.url.searchParams.get('page') === '2' ? page([more], { page: 2, total: 4 }) : page(rows, { total: 4 })),
    });
    const { user, router } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'WO-1099' })).toBeInTheDocument();
    expect(screen.getByText('4 work orders')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/orders').map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2']);

    await user.click(within(table()).getByText('Zed Park'));
    expect(router.state.location.pathname).toBe(`/orders/${more.id}`);
  });

  it('explains where orders come from when there are none, and says when nothing matches', async () => {
    mockFetch({ 'GET /api/v2/orders': page([]) });
    const { user } = renderList({ newOrderAction: <button type="button">New work order</button> });
    expect(await screen.findByText('No work orders yet')).toBeInTheDocument();
    expect(screen.getByText(/Work orders come from jobs/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New work order' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Skipped');
    expect(await screen.findByText('No work orders match')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let answer = fail(503, 'The database is not available. Try again in a moment.', 'DATABASE_UNAVAILABLE');
    mockFetch({ 'GET /api/v2/orders': () => answer.clone() });
    const { user } = renderList();
    expect(await screen.findByText('Could not load work orders')).toBeInTheDocument();
    expect(screen.getByText('The database is not available. Try again in a moment.')).toBeInTheDocument();
    answer = page(rows);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'WO-1042' })).toBeInTheDocument();
  });

  it('cancels the chosen orders only with a reason and a confirmation, and shows the server’s refusal', async () => {
    let refuse = true;
    const server = mockFetch({
      'GET /api/v2/orders': page(rows),
      'POST /api/v2/orders/bulk': () =>
        refuse
          ? fail(422, '1 of the chosen work orders has started or ended and cannot be cancelled.', 'BUSINESS_RULE')
          : ok({ orders: rows.slice(0, 2).map((row) => ({ ...row, status: 'cancelled', reason: 'rain' })) }),
    });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'WO-1042' });
    await user.click(screen.getByRole('checkbox', { name: 'Select WO-1042' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select WO-1043' }));
    expect(screen.getByText('3 work orders · 2 selected')).toBeInTheDocument();

    await user.click(within(screen.getByRole('region', { name: 'Bulk actions' })).getByRole('button', { name: 'Cancel orders' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel 2 work orders?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 work orders' }));
    expect(within(dialog).getByText('Choose why the work order is cancelled or skipped')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/orders/bulk')).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Rain / weather');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Storm all week');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 work orders' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('1 of the chosen work orders has started or ended and cannot be cancelled.');
    expect(server.calls('POST', '/api/v2/orders/bulk')[0]!.body).toEqual({ ids: [rows[0]!.id, rows[1]!.id], action: 'cancel', reason: 'rain', statusNote: 'Storm all week' });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel 2 work orders' }));
    expect(await screen.findByText('2 work orders cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('assigns a crew, or none, to every order chosen', async () => {
    const server = mockFetch({ 'GET /api/v2/orders': page(rows), 'POST /api/v2/orders/bulk': ok({ orders: rows }) });
    const { user } = renderList();
    await screen.findByRole('link', { name: 'WO-1042' });
    await user.click(screen.getByRole('checkbox', { name: 'Select all 3 shown' }));
    await user.click(screen.getByRole('button', { name: 'Assign crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign a crew' });
    await user.selectOptions(within(dialog).getByLabelText('Crew'), 'Unassigned (no crew)');
    await user.click(within(dialog).getByRole('button', { name: 'Assign crew' }));
    expect(await screen.findByText('3 work orders unassigned')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/orders/bulk')[0]!.body).toEqual({ ids: rows.map((row) => row.id), action: 'assign_crew', crewId: null });
  });

  it('is a list of cards on a phone', async () => {
    window.matchMedia = vi.fn((query: string) => ({ matches: true, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList);
    mockFetch({ 'GET /api/v2/orders': page(rows) });
    renderList();
    const cards = within(await screen.findByRole('list', { name: 'Work orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[1]!).getByRole('link', { name: 'WO-1043' })).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Bo Larson')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    mockFetch({ 'GET /api/v2/orders': page(rows) });
    const { container } = renderList();
    await screen.findByRole('link', { name: 'WO-1042' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
