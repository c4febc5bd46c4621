import { screen, waitFor } from '@testing-library/react';
import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { defaultCompanyDetails, defaultSchedulingDetails } from '@groundwork/domain/company-information';
import { permissionsForRole } from '@groundwork/domain/permissions';
import { describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { aCompanyInformation } from '@/test/company-builders';
import { fail, hang, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const legalDocuments = {
  'GET /api/v2/legal_documents/terms': ok({ type: 'terms', title: 'Terms of Service', version: '1', content: '<p>Terms text</p>', updatedAt: '2025-02-25T00:00:00.000Z' }),
  'GET /api/v2/legal_documents/privacy': ok({ type: 'privacy', title: 'Privacy Notice', version: '1', content: '<p>Privacy text</p>', updatedAt: '2025-02-25T00:00:00.000Z' }),
};

function signedIn(user = aUser(), company = aCompany()) {
  storeSession({ user, company });
  return { 'GET /api/v2/auth/me': ok({ user, company }) };
}

describe('guarded layout (SPEC.md §2)', () => {
  it('shows a spinner while a session with no stored user is being checked', async () => {
    storeSession();
    window.localStorage.removeItem('user');
    mockFetch({ 'GET /api/v2/auth/me': hang });
    renderApp('/dashboard');
    // The route's own loading state may show first and give way to the session check's: both are 'Loading'.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login and back to where they were going after signing in', async () => {
    const session = { token: 'a.b.c', user: aUser(), company: aCompany() };
    mockFetch({
      'POST /api/v2/authentication_tokens/create': ok(session),
      'GET /api/v2/auth/profile': ok({ user: session.user }),
    });
    const { router, user } = renderApp('/profile?tab=password');

    expect(await screen.findByRole('heading', { name: 'Log in to Groundwork' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'owner@demo-landscaping.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=password');
  });

  it('lands on the dashboard after signing in with no remembered origin', async () => {
    mockFetch({ 'POST /api/v2/authentication_tokens/create': ok({ token: 'a.b.c', user: aUser(), company: aCompany() }) });
    const { router, user } = renderApp('/login');

    await user.type(await screen.findByLabelText('Email'), 'owner@demo-landscaping.test');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Dana$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it("waits for the company information (its time zone) before showing a page", async () => {
    mockFetch({ ...signedIn(), 'GET /api/v2/company_information': hang });
    renderApp('/dashboard');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument());
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it("opens a returning user's page at once with the zone last read", async () => {
    const company = aCompany();
    storeSession({ user: aUser(), company });
    window.localStorage.setItem('companyTimeZone', JSON.stringify({ companyId: company.id, timeZone: 'America/Chicago' }));
    mockFetch({ 'GET /api/v2/auth/me': hang, 'GET /api/v2/company_information': hang });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Dana$/ })).toBeInTheDocument();
  });

  it('remembers the zone the company information gives, for the next visit', async () => {
    const company = aCompany();
    mockFetch({
      ...signedIn(aUser(), company),
      'GET /api/v2/company_information': ok({
        companyInformation: aCompanyInformation({ companyDetails: { ...defaultCompanyDetails('Demo Landscaping'), timeZone: 'America/Denver' } }),
      }),
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Dana$/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('companyTimeZone') ?? 'null')).toEqual({ companyId: company.id, timeZone: 'America/Denver' }),
    );
  });

  it('still shows the page when the company information cannot be read', async () => {
    mockFetch({ ...signedIn(), 'GET /api/v2/company_information': fail(500, 'Something went wrong on our side.', 'INTERNAL') });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: /Dana$/ })).toBeInTheDocument();
  });

  it("gives the forms the server's tile server and the company's yard: Pick on map opens on the yard", async () => {
    mockFetch({
      ...signedIn(),
      'GET /api/v2/app_config': ok({ mapTiles: { urlTemplate: 'https://tiles.example.test/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' } }),
      'GET /api/v2/company_information': ok({
        companyInformation: aCompanyInformation({ schedulingDetails: { ...defaultSchedulingDetails(), yardLatitude: 44.9778, yardLongitude: -93.265 } }),
      }),
    });
    const { user } = renderApp('/customers/new');
    await user.click(await screen.findByRole('button', { name: 'Pick on map' }));
    const map = await screen.findByRole('application', { name: 'Map' });
    // The yard at zoom 12 is in tile 986/1473 (web-mercator.test.ts).
    expect([...map.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toContain('https://tiles.example.test/12/986/1473.png');
  });

  it('redirects the index to the dashboard', async () => {
    mockFetch(signedIn());
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: /Dana$/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('sends a route whose permission entry is not enabled to /coming-soon', async () => {
    mockFetch(signedIn(aUser(), aCompany({ permissions: permissionsWith({ section: 'main', name: 'integrations', enabled: false }) })));
    const { router } = renderApp('/integrations/42');

    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('This feature is under development. Stay tuned!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coming-soon');
  });

  it('tells a crew leader on an office area that it is the office’s, and asks the server nothing about it', async () => {
    const company = aCompany({ permissions: permissionsForRole(aCompany().permissions, 'crew_leader') });
    const server = mockFetch(signedIn(aUser({ role: 'crew_leader' }), company));
    const { router } = renderApp('/customers/42');
    expect(await screen.findByRole('heading', { level: 1, name: 'For the office' })).toBeInTheDocument();
    expect(screen.getByText(OFFICE_ONLY_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open my day' })).toHaveAttribute('href', '/dispatch-end-of-day');
    expect(router.state.location.pathname).toBe('/customers/42');
    expect(server.calls('GET', '/api/v2/customers/42')).toHaveLength(0);
  });

  it('sends a route to /coming-soon when its parent section is hidden', async () => {
    mockFetch(signedIn(aUser(), aCompany({ permissions: permissionsWith({ section: 'top', name: 'dashboard', parentVisible: false }) })));
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/coming-soon');
  });

  it('shows the terms dialog instead of the page until the terms are accepted', async () => {
    const user = aUser({ isTermsAccepted: false, termsAcceptedAt: null, termsAcceptedVersion: null });
    const accepted = aUser();
    mockFetch({ ...signedIn(user), ...legalDocuments, 'PUT /api/v2/users/accept_terms': ok({ user: accepted }) });
    const { user: person } = renderApp('/dashboard');

    expect(await screen.findByRole('dialog', { name: 'Terms & Privacy Policy' })).toBeInTheDocument();
    expect(await screen.findByText('Terms text')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /Dana$/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Toggle Sidebar' })).not.toBeInTheDocument();

    await person.click(screen.getByRole('checkbox', { name: /I have read and agree/ }));
    await person.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Acknowledgment Received')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: /Dana$/ })).not.toBeInTheDocument();

    await person.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Dana$/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Unexpected Application Error!' and '404 Not Found' for a route no area owns", async () => {
    mockFetch(signedIn());
    renderApp('/no-such-place');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
  });

  it('goes to /login when a call answers 401 mid-session', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeSession();
    mockFetch({
      'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
      'GET /api/v2/auth/profile': fail(401, 'Your session has ended. Please log in again.', 'UNAUTHENTICATED'),
    });
    const { router } = renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'Log in to Groundwork' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
