import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aBoard } from '@/features/board/board-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { aCompanyInformation } from '@/test/company-builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A signed-in admin of a company whose Orders entry is open. */
function signedIn(routes: Parameters<typeof mockFetch>[0] = {}) {
  const user = aUser({ role: 'admin' });
  const company = aCompany({ permissions: permissionsWith({ section: 'main', name: 'orders', enabled: true, visible: true }) });
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/company_information': ok({ companyInformation: aCompanyInformation() }),
    'GET /api/v2/orders/board': ok({ board: aBoard() }),
    'GET /api/v2/orders': ok({ orders: [], pagination: { page: 1, limit: 50, total: 0 } }),
    'GET /api/v2/crews': ok({ crews: [], pagination: { page: 1, limit: 200, total: 0 } }),
    'GET /api/v2/services': ok({ services: [] }),
    'GET /api/v2/customers': ok({ customers: [], version: 1 }),
    'GET /api/v2/leads': ok({ leads: [], version: 1 }),
    ...routes,
  });
}

describe('/orders/board', () => {
  it('opens on the view and day in the URL, and keeps what the dispatcher picks in the URL', async () => {
    const server = signedIn();
    const { user, router } = renderApp('/orders/board?view=day&date=2027-04-05');
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedule board' }, { timeout: 15_000 })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Green crew' });
    expect(document.title).toBe('Schedule board · Groundwork');
    const first = server.calls('GET', '/api/v2/orders/board')[0]!.url.searchParams;
    expect([...first.entries()]).toEqual([
      ['view', 'day'],
      ['date', '2027-04-05'],
    ]);

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=day&date=2027-04-06'));
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=week&date=2027-04-06'));
    await waitFor(() => expect(server.calls('GET', '/api/v2/orders/board').at(-1)!.url.searchParams.get('view')).toBe('week'));
  });

  it('a date that is not a day opens today’s board (the server’s today)', async () => {
    const server = signedIn();
    renderApp('/orders/board?date=2027-02-30');
    await screen.findByRole('region', { name: 'Green crew' }, { timeout: 15_000 });
    expect([...server.calls('GET', '/api/v2/orders/board')[0]!.url.searchParams.entries()]).toEqual([['view', 'day']]);
  });

  it('is reached from /orders and from the dashboard', async () => {
    signedIn({ 'GET /api/v2/dashboard': ok({}), 'GET /api/v2/onboarding': ok({ onboarding: null }) });
    const { user, router } = renderApp('/orders');
    await user.click(await screen.findByRole('link', { name: 'Schedule board' }, { timeout: 15_000 }));
    await screen.findByRole('heading', { level: 1, name: 'Schedule board' });
    expect(router.state.location.pathname).toBe('/orders/board');

    await router.navigate('/dashboard');
    const card = (await screen.findByRole('heading', { name: 'Today’s schedule' }, { timeout: 15_000 })).closest('[data-slot="card"]') as HTMLElement;
    expect(within(card).getByRole('link', { name: 'Open the schedule board' })).toHaveAttribute('href', '/orders/board');
  });
});
