import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompanyInformation } from '@/test/company-builders';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';
import { aGoal, anOverview, aPriority, dana } from '@/features/planning/planning-builders';

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn() {
  const user = aUser();
  const company = aCompany();
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/planning': (request: RecordedRequest) => {
      const quarter = request.url.searchParams.get('quarter') ?? '2026-Q4';
      return ok(anOverview({ quarter, goals: [aGoal()], priorities: quarter === '2026-Q4' ? [aPriority({ title: 'Launch snow removal' })] : [] }));
    },
    'GET /api/v2/planning/people': ok({ people: [dana] }),
    'GET /api/v2/planning/todos': ok({ today: '2026-11-28', todos: [], canManage: true, userId: dana.id }),
    'GET /api/v2/company_information': ok({
      companyInformation: aCompanyInformation({ companyVision: { visionStatement: 'The most trusted name in Twin Cities landscaping.', timeframe: '5-10 years', focusAreas: ['Year-round revenue'], lastUpdated: null } }),
    }),
  });
}

describe('the planning screens', () => {
  it('open the Big 3 on the quarter in the URL, and move between quarters', async () => {
    const server = signedIn();
    const { router, user } = renderApp('/business-development/big3?quarter=2026-Q3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Big 3' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The company’s Big 3 · Q3 2026' })).toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/planning')[0]?.url.searchParams.get('quarter')).toBe('2026-Q3');
    await user.click(screen.getByRole('button', { name: 'Next quarter, Q4 2026' }));
    // The current quarter needs no `?quarter=`.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('article', { name: 'Launch snow removal' })).toBeInTheDocument();
  });

  it('open Annual & Quarterly Planning with the vision’s focus areas offered for a goal', async () => {
    signedIn();
    const { user } = renderApp('/business-development/tasks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual & Quarterly Planning' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'One-year goals · 2026' })).toBeInTheDocument();
    expect(await screen.findByText('No open to-dos.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a goal' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText('Pick one of the vision’s focus areas, or type another.')).toBeInTheDocument());
    expect(dialog.querySelector('datalist option')).toHaveAttribute('value', 'Year-round revenue');
  });
});
