import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';
import { businessDevelopmentGroup } from './nav-entries';

function signedIn(company = aCompany()) {
  const user = aUser();
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/org_positions': ok({ positions: [] }),
    'GET /api/v2/position_templates': ok({ templates: [] }),
    'GET /api/v2/employees': ok({ employees: [], pagination: { page: 1, limit: 200, total: 0 } }),
  });
}

function businessDevelopmentLinks() {
  const group = screen.getByRole('group', { name: 'Business Development' });
  return Object.fromEntries(
    within(group)
      .getAllByRole('link')
      .map((link) => [link.getAttribute('href'), link.hasAttribute('data-coming-soon') || within(link).queryByText('Coming Soon') !== null]),
  );
}

describe('the Business Development links', () => {
  it("make the org chart live while the pages not built yet keep 'Coming Soon'", async () => {
    signedIn();
    renderApp('/dashboard');
    await screen.findByRole('group', { name: 'Business Development' });
    const links = businessDevelopmentLinks();
    expect(links['/business-development/org-chart']).toBe(false);
    for (const entry of businessDevelopmentGroup.entries.filter((item) => !item.built)) {
      expect(links[entry.href], entry.href).toBe(true);
    }
    // The group's heading opens the suite's landing page (coaching, issue 19).
    expect(links['/business-development']).toBe(false);
  });

  it("show every page 'Coming Soon' while the business_development entry is not enabled", async () => {
    signedIn(aCompany({ permissions: permissionsWith({ section: 'coaching', name: 'business_development', enabled: false }) }));
    renderApp('/dashboard');
    await screen.findByRole('group', { name: 'Business Development' });
    const links = businessDevelopmentLinks();
    expect(links['/business-development/org-chart']).toBe(true);
  });

  it('send a Business Development page that is not built to /coming-soon rather than a 404', async () => {
    signedIn();
    // Any path under the suite without a screen of its own (the hiring pages are built since issue 19).
    const { router } = renderApp('/business-development/people/exit-interviews');
    await waitFor(() => expect(router.state.location.pathname).toBe('/coming-soon'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Coming Soon' })).toBeInTheDocument();
  });

  it('open the org chart screen', async () => {
    signedIn();
    const { router } = renderApp('/business-development/org-chart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Org Chart' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business-development/org-chart');
    expect(await screen.findByText('No positions yet.')).toBeInTheDocument();
  });
});
