import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aToken, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { useLogout } from './api/logout';
import { useAuth } from './auth-provider';

function SessionProbe() {
  const { status, user, company } = useAuth();
  const logout = useLogout();
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user ? `${user.firstName} ${user.lastName}` : 'none'}</p>
      <p>company: {company?.name ?? 'none'}</p>
      <button type="button" onClick={() => logout.mutate()}>
        Sign out
      </button>
    </div>
  );
}

describe('session (SPEC.md §4)', () => {
  it('is signed out without a stored token, and asks the server nothing', () => {
    const server = mockFetch({});
    renderWithProviders(<SessionProbe />);
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('clears token, user and company when the stored token is malformed', async () => {
    storeSession({ token: 'not-a-jwt' });
    const server = mockFetch({});

    renderWithProviders(<SessionProbe />);

    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('company')).toBeNull();
    expect(server.requests).toHaveLength(0);
  });

  it('opens at once with the stored user while /auth/me runs, then takes the fresh user and company', async () => {
    storeSession({ user: aUser({ firstName: 'Old' }), company: aCompany({ name: 'Old Name Landscaping' }) });
    const server = mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser({ firstName: 'Dana' }), company: aCompany({ name: 'Demo Landscaping' }) }) });

    renderWithProviders(<SessionProbe />);

    expect(screen.getByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: Old Whitfield')).toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/auth/me')).toHaveLength(1);
    expect(await screen.findByText('user: Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('user: Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('company: Demo Landscaping')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user') ?? '{}').firstName).toBe('Dana');
  });

  it('loads while /auth/me runs when only a token is stored', async () => {
    storeSession();
    window.localStorage.removeItem('user');
    mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser({ firstName: 'Dana' }), company: aCompany({ name: 'Demo Landscaping' }) }) });

    renderWithProviders(<SessionProbe />);

    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: Dana Whitfield')).toBeInTheDocument();
  });

  it('falls back to the stored user and company when /auth/me fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeSession({ user: aUser({ firstName: 'Stored' }), company: aCompany({ name: 'Stored Landscaping' }) });
    mockFetch({ 'GET /api/v2/auth/me': fail(503, 'The service is temporarily unavailable.', 'DATABASE_UNAVAILABLE') });

    renderWithProviders(<SessionProbe />);

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: Stored Whitfield')).toBeInTheDocument();
    expect(screen.getByText('company: Stored Landscaping')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe(aToken);
  });

  it('ends the session when /auth/me answers 401', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeSession();
    mockFetch({ 'GET /api/v2/auth/me': fail(401, 'Your session has ended. Please log in again.', 'UNAUTHENTICATED') });

    renderWithProviders(<SessionProbe />);

    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('logout clears token, user and company even when the server call fails, and only logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'POST /api/v2/auth/logout': fail(500, 'An unexpected error occurred', 'INTERNAL'),
    });
    const { user } = renderWithProviders(<SessionProbe />);
    await screen.findByText('status: authenticated');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('company')).toBeNull();
    expect(logged).toHaveBeenCalledWith('Logout failed', expect.anything());
  });
});
