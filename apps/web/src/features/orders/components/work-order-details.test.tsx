import type { WorkOrder, WorkOrderStatus } from '@groundwork/domain/orders';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { aCompany, aToken, aUser, storeSession } from '@/test/builders';
import { fail, hang, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { anOrder, orderCustomerId } from '../order-builders';
import { WorkOrderDetails } from './work-order-details';

const changedAt = '2027-04-05T13:40:00.000Z';
const actionNames = () => [...screen.getByRole('group', { name: 'Work order actions' }).querySelectorAll('button, a')].map((control) => control.textContent);

function renderDetails(order: WorkOrder, { onDeleted = vi.fn(), onReload = vi.fn(async () => undefined), canPlan = true } = {}) {
  return { ...renderWithProviders(<WorkOrderDetails order={order} onDeleted={onDeleted} onReload={onReload} canPlan={canPlan} />, { path: `/orders/${order.id}`, timeZone: 'America/Chicago' }), onDeleted, onReload };
}

afterEach(() => vi.unstubAllGlobals());

describe('WorkOrderDetails', () => {
  it('shows where, when, who and what: customer and job links, plan, budget, price to the cent, lines and notes', () => {
    const order = anOrder({ sequence: 2, budgetedHours: 6, crewSize: 2, price: 1234.5, startedAt: '2027-04-05T13:32:00.000Z', overdue: true });
    renderDetails(order);
    expect(screen.getByRole('heading', { name: 'WO-1042', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ann Green' })).toHaveAttribute('href', `/customers/${orderCustomerId}`);
    expect(screen.getByRole('link', { name: 'Open the job' })).toHaveAttribute('href', `/customers/${orderCustomerId}?tab=jobs`);
    const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextSibling?.textContent;
    expect(detail('Address')).toBe('1 Elm St, Edina, MN 55424');
    expect(detail('Date')).toBe('Mon, Apr 5, 2027');
    expect(detail('Start time')).toBe('8:30 AM');
    expect(detail('Crew')).toBe('Green crew');
    expect(detail('Route position')).toBe('Stop 3');
    expect(detail('Budget')).toBe('6.0h · crew of 2 · about 3.0h on site');
    expect(detail('Price')).toBe('$1,234.50');
    // The company's zone (Chicago), not the browser's.
    expect(detail('Started')).toBe('Apr 5, 2027, 8:32 AM');
    expect(detail('Completed')).toBe('—');
    const lines = within(screen.getByRole('table', { name: 'Work order lines' })).getAllByRole('row').slice(1);
    expect(lines.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['MowingFront and back', 'Labor', '1.5h'],
      ['Trimmer line', 'Product', '2'],
    ]);
    expect(screen.getByText('Gate code 1234. Dog in the back yard.')).toBeInTheDocument();
    expect(screen.getByText('Bag the clippings.')).toBeInTheDocument();
  });

  it.each<[WorkOrderStatus, string[]]>([
    ['scheduled', ['Complete with hours', 'Start', 'Skip', 'Cancel work order', 'Edit', 'Download crew sheet', 'Delete']],
    ['in_progress', ['Complete with hours', 'Undo start', 'Edit', 'Download crew sheet']],
    ['completed', ['Reopen', 'Edit', 'Download crew sheet']],
    ['cancelled', ['Reopen', 'Edit', 'Download crew sheet']],
    ['skipped', ['Reopen', 'Edit', 'Download crew sheet']],
  ])('a %s order offers only the moves it allows', (status, expected) => {
    renderDetails(anOrder({ status }));
    expect(actionNames()).toEqual(expected);
  });

  it('completes an order with a crew and a date on that crew’s day, where the hours and materials are recorded', () => {
    const order = anOrder({ status: 'in_progress' });
    renderDetails(order);
    const link = screen.getByRole('link', { name: 'Complete with hours' });
    const target = new URL(link.getAttribute('href')!, 'http://groundwork.test');
    expect(target.pathname).toBe('/dispatch-end-of-day');
    expect(Object.fromEntries(target.searchParams)).toEqual({ tab: 'crew', date: order.date, crew: order.crewId, order: order.id });
  });

  it('completes an order without a crew here, as a status (there is nobody to record hours for)', () => {
    renderDetails(anOrder({ status: 'unscheduled', crewId: null, crewName: null, date: null }));
    expect(actionNames()).toEqual(['Start', 'Complete', 'Skip', 'Cancel work order', 'Edit', 'Download crew sheet', 'Delete']);
  });

  it('gives a crew leader the crew sheet and the way to their day, and nothing that changes the order', () => {
    renderDetails(anOrder({ status: 'scheduled' }), { canPlan: false });
    expect(actionNames()).toEqual(['Record it in my day', 'Download crew sheet']);
    expect(screen.getByRole('link', { name: 'Record it in my day' })).toHaveAttribute('href', '/dispatch-end-of-day');
  });

  it('starts the order with the version it was read with, and says so', async () => {
    const order = anOrder();
    const server = mockFetch({ [`PUT /api/v2/orders/${order.id}`]: ok({ order: { ...order, status: 'in_progress', updatedAt: changedAt } }) });
    const { user } = renderDetails(order);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('WO-1042 started')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/orders/${order.id}`)[0]!.body).toEqual({ status: 'in_progress', updatedAt: order.updatedAt });
  });

  it('skips only with a reason, and shows why the server refused', async () => {
    const order = anOrder();
    const server = mockFetch({ [`PUT /api/v2/orders/${order.id}`]: fail(422, 'A completed work order cannot become skipped.', 'BUSINESS_RULE') });
    const { user } = renderDetails(order);
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip WO-1042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Skip work order' }));
    expect(within(dialog).getByText('Choose why the work order is cancelled or skipped')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'No access to the property');
    await user.click(within(dialog).getByRole('button', { name: 'Skip work order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A completed work order cannot become skipped.');
    expect(server.calls('PUT', `/api/v2/orders/${order.id}`)[0]!.body).toEqual({ status: 'skipped', reason: 'access', statusNote: '', updatedAt: order.updatedAt });
  });

  it('shows why a cancelled order was cancelled', () => {
    renderDetails(anOrder({ status: 'cancelled', reason: 'client_request', statusNote: 'Moving house in May' }));
    expect(screen.getByText('Cancelled: Client request')).toBeInTheDocument();
    expect(screen.getByText('Moving house in May')).toBeInTheDocument();
  });

  it('offers to reload when someone else changed the order first', async () => {
    const order = anOrder();
    mockFetch({ [`PUT /api/v2/orders/${order.id}`]: fail(409, 'This work order was changed by someone else.', 'CONFLICT') });
    const { user, onReload } = renderDetails(order);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Someone else changed this work order')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByText('Someone else changed this work order')).not.toBeInTheDocument());
    expect(onReload).toHaveBeenCalledOnce();
  });

  it('deletes only after confirming, then leaves the order', async () => {
    const order = anOrder();
    const server = mockFetch({ [`DELETE /api/v2/orders/${order.id}`]: ok({ id: order.id }) });
    const { user, onDeleted } = renderDetails(order);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete WO-1042?' });
    expect(confirm).toHaveTextContent('the job’s visit stays, without an order');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', `/api/v2/orders/${order.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete work order' }));
    expect(await screen.findByText('WO-1042 deleted')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalledOnce();
  });

  it('downloads the crew sheet with the session’s token', async () => {
    storeSession();
    const order = anOrder();
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      [`GET /api/v2/orders/${order.id}/sheet.pdf`]: () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'Content-Type': 'application/pdf' } }),
    });
    // jsdom has no object URLs nor downloads: record what the link would have saved (environment shims).
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:sheet'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderDetails(order);
    await user.click(screen.getByRole('button', { name: 'Download crew sheet' }));
    await waitFor(() => expect(saved).toEqual(['WO-1042 crew sheet.pdf blob:sheet']));
    expect(server.calls('GET', `/api/v2/orders/${order.id}/sheet.pdf`)[0]!.headers.get('Authorization')).toBe(`Bearer ${aToken}`);
  });

  it('shows the order’s costing from GET /orders/{id}, and nothing when the server gives none (a crew leader)', async () => {
    const order = anOrder();
    const costing = { estimatedHours: 2, actualHours: 2.5, hoursVariance: 0.5, overBudget: true, labourCost: 87.5, materialsCost: 12.34, revenue: 45, grossProfit: -54.84, marginPercent: -121.87 };
    mockFetch({ [`GET /api/v2/orders/${order.id}`]: ok({ order, costing }) });
    const shown = renderDetails(order);
    expect(await screen.findByText('Costing')).toBeInTheDocument();
    expect(screen.getByText('$12.34')).toBeInTheDocument();
    expect(screen.getByText('Over budget by 0.5h')).toBeInTheDocument();
    shown.unmount();

    const server = mockFetch({ [`GET /api/v2/orders/${order.id}`]: ok({ order, costing: null }) });
    renderDetails(order);
    await waitFor(() => expect(server.calls('GET', `/api/v2/orders/${order.id}`)).toHaveLength(1));
    expect(screen.queryByText('Costing')).not.toBeInTheDocument();
  });

  it('keeps the buttons still while a move is on its way', async () => {
    const order = anOrder();
    mockFetch({ [`PUT /api/v2/orders/${order.id}`]: hang });
    const { user } = renderDetails(order);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Skip' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
