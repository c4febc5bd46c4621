import { BACKGROUND_REFRESH_MS } from '@groundwork/domain/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('the client book refreshes app-wide (SPEC.md §4)', () => {
  it('loads customers and leads on any screen, again when the tab becomes visible and every 5 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = aUser();
    const company = aCompany();
    storeSession({ user, company });
    const { requests } = mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      'GET /api/v2/customers': ok({ customers: [], version: 3 }),
      'GET /api/v2/leads': ok({ leads: [], version: 5 }),
    });
    const count = (path: string) => requests.filter((request) => request.path === path).length;
    const sinceOf = (path: string) => requests.filter((request) => request.path === path).map((request) => request.url.searchParams.get('since'));

    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(count('/api/v2/customers')).toBe(1));
    await waitFor(() => expect(count('/api/v2/leads')).toBe(1));

    act(() => setVisibility('hidden'));
    act(() => setVisibility('visible'));
    await waitFor(() => expect(count('/api/v2/customers')).toBe(2));
    await waitFor(() => expect(count('/api/v2/leads')).toBe(2));

    await act(() => vi.advanceTimersByTimeAsync(BACKGROUND_REFRESH_MS));
    await waitFor(() => expect(count('/api/v2/customers')).toBe(3));
    await waitFor(() => expect(count('/api/v2/leads')).toBe(3));
    // Loaded once; every refresh asks only for what changed since the version held.
    expect(sinceOf('/api/v2/customers')).toEqual([null, '3', '3']);
    expect(sinceOf('/api/v2/leads')).toEqual([null, '5', '5']);
  });

  it('leaves out a list the company cannot open', async () => {
    const user = aUser();
    const company = aCompany({ permissions: permissionsWith({ section: 'customer', name: 'leads', enabled: false }) });
    storeSession({ user, company });
    const { requests } = mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      'GET /api/v2/customers': ok({ customers: [] }),
    });
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    await waitFor(() => expect(requests.some((request) => request.path === '/api/v2/customers')).toBe(true));
    expect(requests.some((request) => request.path === '/api/v2/leads')).toBe(false);
  });
});
