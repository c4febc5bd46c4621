import type { Role } from '@groundwork/domain/auth';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDispatchDay, aDispatchOrder, aReview, aReviewOrder, greenCrewId } from '@/features/dispatch/dispatch-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const at = '2027-04-01T14:00:00.000Z';
const crew = { id: greenCrewId, name: 'Green crew', description: null, status: 'active', specialization: 'general', members: [], size: 0, loadedLaborCostPerHour: 0, createdAt: at, updatedAt: at };

function signedIn(role: Role, more: Parameters<typeof mockFetch>[0] = {}) {
  const user = aUser({ role });
  const company = aCompany({ permissions: permissionsWith({ section: 'main', name: 'dispatch_end_of_day', enabled: true, visible: true }) });
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([aDispatchOrder()]) }),
    'GET /api/v2/dispatch/review': ok({ review: aReview([aReviewOrder()]) }),
    'GET /api/v2/crews': ok({ crews: [crew], pagination: { page: 1, limit: 200, total: 1 } }),
    ...more,
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/dispatch-end-of-day', () => {
  it('shows a crew leader their own day', async () => {
    const server = signedIn('crew_leader');
    renderApp('/dispatch-end-of-day');
    expect(await screen.findByRole('heading', { name: 'My day', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Weekly mowing')).toBeInTheDocument();
    // From the field: each order can raise a task for the office.
    expect(screen.getByRole('button', { name: /^Raise a task about WO-\d+/ })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Review' })).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/dispatch/review')).toHaveLength(0);
  });

  it('lets a crew leader say which units went out on an order, so its hours reach their meters', async () => {
    const order = aDispatchOrder();
    const mower = { id: '0b6c1d2e-3f40-4a51-8b62-c73d84e95f01', name: '60" zero-turn #1', type: 'mower', status: 'active', outOfServiceReason: null, attachable: true };
    const aerator = { id: '0b6c1d2e-3f40-4a51-8b62-c73d84e95f02', name: 'Core aerator', type: 'aerator', status: 'out_of_service', outOfServiceReason: 'Crankshaft seal leaking', attachable: false };
    const server = signedIn('crew_leader', {
      'GET /api/v2/dispatch/day': ok({ day: aDispatchDay([order]) }),
      [`GET /api/v2/orders/${order.id}/equipment`]: ok({ attached: [], units: [mower, aerator] }),
      [`PUT /api/v2/orders/${order.id}/equipment`]: ok({ attached: [mower], units: [mower, aerator] }),
    });
    const { user } = renderApp('/dispatch-end-of-day');
    await user.click(await screen.findByRole('button', { name: /^Equipment used on WO-\d+/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Equipment for WO-\d+/ });
    expect(await within(dialog).findByRole('checkbox', { name: /Core aerator/ })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /60" zero-turn #1/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save equipment' }));
    await vi.waitFor(() => expect(server.calls('PUT', `/api/v2/orders/${order.id}/equipment`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/orders/${order.id}/equipment`)[0]!.body).toEqual({ equipmentIds: [mower.id] });
  });

  it('shows the office the review, and a crew’s day as its leader sees it', async () => {
    const server = signedIn('office_manager');
    const { user, container } = renderApp('/dispatch-end-of-day?date=2027-04-05');
    expect(await screen.findByRole('table', { name: 'Green crew work orders' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Crew day' }));
    await user.selectOptions(await screen.findByLabelText('Crew'), 'Green crew');
    const list = await screen.findByRole('list', { name: 'Green crew work orders in route order' });
    expect(within(list).getByText('Weekly mowing')).toBeInTheDocument();
    // The office's look at a crew's day raises nothing: tasks come from the crew.
    expect(within(list).queryByRole('button', { name: /Raise a task/ })).not.toBeInTheDocument();
    const day = server.calls('GET', '/api/v2/dispatch/day').at(-1)!;
    expect([day.url.searchParams.get('date'), day.url.searchParams.get('crewId')]).toEqual(['2027-04-05', greenCrewId]);
  });
});

describe('a crew leader’s dashboard', () => {
  it('leads with their day: how many orders, how many done, the next stop, and the way there; no company set-up', async () => {
    const user = aUser({ role: 'crew_leader' });
    const company = aCompany({ permissions: permissionsWith({ section: 'main', name: 'dispatch_end_of_day', enabled: true, visible: true }) });
    storeSession({ user, company });
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      'GET /api/v2/dispatch/day': ok({
        day: aDispatchDay([
          aDispatchOrder({ status: 'completed', budgetedHours: 1.5 }),
          aDispatchOrder({ id: '7a1c9e20-3b4d-4e5f-8a6b-d00000000099', number: 1043, customerName: 'Bo Lund', address: '9 Oak Ave, Edina, MN', startTime: '13:30', budgetedHours: 2.25 }),
        ]),
      }),
    });
    const { container } = renderApp('/dashboard');
    await screen.findByText('Bo Lund', { exact: false }, { timeout: 15_000 });
    const card = screen.getByRole('link', { name: 'Open my day' }).closest<HTMLElement>('[aria-labelledby="my-day-card-title"]')!;
    const figures = Object.fromEntries([...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextSibling?.textContent]));
    expect(figures).toEqual({ 'Work orders': '2', Done: '1', Budgeted: '3.75h' });
    expect(within(card).getByText('1:30 PM · Bo Lund')).toBeInTheDocument();
    expect(within(card).getByText('9 Oak Ave, Edina, MN')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Open my day' })).toHaveAttribute('href', '/dispatch-end-of-day');
    expect(within(card).getByRole('button', { name: 'Raise a task about WO-1043 · Bo Lund' })).toBeInTheDocument();
    expect(screen.queryByText('Getting started')).not.toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/dashboard')).toHaveLength(0);
    expect(await axeViolations(container)).toEqual([]);
  });
});

