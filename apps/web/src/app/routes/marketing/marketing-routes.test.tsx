import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';
import { aCampaignList, aChannelList, aContentList, anAvatarView, aPlanView } from '@/features/marketing/marketing-builders';

vi.mock('@/features/marketing/components/funnel-chart-drawing', () => ({ default: () => <p>Chart drawn</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
});

function signedIn(routes: Record<string, RouteHandler | Response>) {
  const user = aUser();
  const company = aCompany();
  storeSession({ user, company });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company }), ...routes });
}

const screens = [
  { path: '/business-development/marketing-plan', api: 'GET /api/v2/marketing/plans/2026', data: aPlanView(), heading: 'Marketing Plan', loading: 'Loading the marketing plan', failed: 'Could not load the marketing plan' },
  { path: '/business-development/marketing-plan/channels', api: 'GET /api/v2/marketing/channels', data: aChannelList(), heading: 'Marketing Channels', loading: 'Loading the channels', failed: 'Could not load the channels' },
  { path: '/business-development/ideal-client-avatar', api: 'GET /api/v2/marketing/avatar', data: anAvatarView(), heading: 'Ideal Client Avatar', loading: 'Loading the ideal client avatar', failed: 'Could not load the ideal client avatar' },
  { path: '/business-development/campaign-calendar', api: 'GET /api/v2/marketing/campaigns', data: aCampaignList(), heading: 'Campaign Calendar', loading: 'Loading the campaigns', failed: 'Could not load the campaigns' },
  { path: '/business-development/content-strategy', api: 'GET /api/v2/marketing/content', data: aContentList(), heading: 'Content Strategy', loading: 'Loading the content schedule', failed: 'Could not load the content schedule' },
];

describe('the marketing screens', () => {
  it.each(screens)('$path says it is loading, then what failed with a way to try again', async (each) => {
    // The answer waits until the loading state has been seen, then fails.
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    signedIn({ [each.api]: async () => (await answered, fail(500, 'The server had a problem', 'INTERNAL')) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    renderApp(each.path);
    expect(await screen.findByRole('heading', { level: 1, name: each.heading })).toBeInTheDocument();
    expect(await screen.findByRole('status', { name: each.loading })).toBeInTheDocument();
    vi.useRealTimers();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(each.failed);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each(screens)('$path opens with its figures and the marketing tabs', async (each) => {
    signedIn({ [each.api]: ok(each.data) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    renderApp(each.path);
    const tabs = await screen.findByRole('navigation', { name: 'Marketing' });
    vi.useRealTimers();
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Plan', 'Channels', 'Ideal client', 'Campaigns', 'Content']);
    await waitFor(() => expect(screen.queryByRole('status', { name: each.loading })).toBeNull());
    expect(within(tabs).getByRole('link', { current: 'page' })).toBeInTheDocument();
  });

  it('moves the plan to another year in the URL', async () => {
    const server = signedIn({ 'GET /api/v2/marketing/plans/2026': ok(aPlanView()), 'GET /api/v2/marketing/plans/2027': ok(aPlanView({ year: 2027 })) });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T15:00:00Z'));
    const { router, user } = renderApp('/business-development/marketing-plan');
    vi.useRealTimers();
    await user.click(await screen.findByRole('button', { name: 'Show 2027' }));
    await waitFor(() => expect(router.state.location.search).toBe('?year=2027'));
    expect(await screen.findByRole('form', { name: 'Marketing plan 2027' })).toBeInTheDocument();
    expect(server.calls('GET', '/api/v2/marketing/plans/2027')).toHaveLength(1);
  });
});
