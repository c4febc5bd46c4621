import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aRound, aRoundRow, roundId } from '@/features/rounds/round-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

/** A signed-in admin of a company whose Rounds entry is open. */
function signedIn(routes: Parameters<typeof mockFetch>[0] = {}) {
  const user = aUser({ role: 'admin' });
  const company = aCompany({ permissions: permissionsWith({ section: 'company', name: 'rounds', enabled: true, visible: true }) });
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/rounds': ok({ rounds: [aRoundRow({ jobCount: 3 })] }),
    [`GET /api/v2/rounds/${roundId}`]: ok({ round: aRound({ jobCount: 3 }) }),
    'GET /api/v2/crews': ok({ crews: [], pagination: { page: 1, limit: 200, total: 0 } }),
    'GET /api/v2/customers': ok({ customers: [], version: 1 }),
    ...routes,
  });
}

describe('/rounds', () => {
  it('lists the rounds and opens one to edit', async () => {
    signedIn();
    const { user, router } = renderApp('/rounds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rounds' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Tuesday mowing, North' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/rounds/${roundId}`));
    expect(await screen.findByLabelText('Name')).toHaveValue('Tuesday mowing, North');
    expect(screen.getByText('3 jobs in this round follow its order.')).toBeInTheDocument();
  });

  it('deletes a round only after confirming, saying its jobs keep their visits', async () => {
    const server = signedIn({ [`DELETE /api/v2/rounds/${roundId}`]: ok({ id: roundId }) });
    const { user, router } = renderApp(`/rounds/${roundId}`);
    await user.click(await screen.findByRole('button', { name: 'Delete round' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Tuesday mowing, North?' });
    expect(within(dialog).getByText('Its 3 jobs keep their visits and work orders, but no longer follow a round. This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', `/api/v2/rounds/${roundId}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete round' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete round' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rounds'));
    expect(server.calls('DELETE', `/api/v2/rounds/${roundId}`)).toHaveLength(1);
    expect(await screen.findByText('Round Tuesday mowing, North deleted')).toBeInTheDocument();
  });

  it('says when a round does not exist', async () => {
    const server = signedIn({ [`GET /api/v2/rounds/${roundId}`]: fail(404, 'Round not found', 'NOT_FOUND') });
    renderApp(`/rounds/${roundId}`);
    expect(await screen.findByText('This round does not exist. It may have been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to rounds' })).toHaveAttribute('href', '/rounds');
    expect(server.calls('GET', `/api/v2/rounds/${roundId}`)).toHaveLength(1);
  });
});
