import type { EstimateDetail } from '@groundwork/domain/estimates';
import type { EstimateActivity as Activity } from '@groundwork/domain/proposals';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { fail, hang, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp, renderWithProviders } from '@/test/render';
import { axeViolations } from '@/test/axe-check';
import { anEstimateDetail } from '@/test/estimate-builders';
import { EstimateActivity, relativeTime } from './estimate-activity';

const estimateId = '8b1c1a52-3f0e-4a4b-9a59-000000000011';
const customerId = '8b1c1a52-3f0e-4a4b-9a59-000000000012';
const activityPath = `/api/v2/estimates/${estimateId}/activity`;
const at = '2026-11-20T10:00:00.000Z';

function anActivity(overrides: Partial<Activity> = {}): Activity {
  return { id: '8b1c1a52-3f0e-4a4b-9a59-0000000000a1', kind: 'created', at, actorName: 'Dana Whitfield', detail: '', ...overrides };
}

describe('EstimateActivity', () => {
  it("lists what happened, newest first, with who, what and when (in the company's time zone)", async () => {
    mockFetch({
      [`GET ${activityPath}`]: ok({
        activity: [
          anActivity({ id: '8b1c1a52-3f0e-4a4b-9a59-0000000000a3', kind: 'approved', actorName: 'Ann Green', at: '2026-11-21T15:30:00.000Z' }),
          anActivity({ id: '8b1c1a52-3f0e-4a4b-9a59-0000000000a2', kind: 'sent', detail: 'Sent to ann.green@example.com', at: '2026-11-20T11:00:00.000Z' }),
          anActivity(),
        ],
      }),
    });
    renderWithProviders(<EstimateActivity estimateId={estimateId} />, { timeZone: 'America/Chicago' });
    const list = await screen.findByRole('list', { name: 'Estimate activity' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Approved · Ann Green', 'Sent · Dana Whitfield', 'Created · Dana Whitfield']);
    expect(items[1]).toHaveTextContent('Sent to ann.green@example.com');
    // 11:00 UTC is 5:00 AM in Chicago (6:00 AM in New York).
    expect(items[1]).toHaveTextContent('Nov 20, 2026, 5:00 AM');
    expect(items[1]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T11:00:00.000Z');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when nothing has happened yet', async () => {
    mockFetch({ [`GET ${activityPath}`]: ok({ activity: [] }) });
    renderWithProviders(<EstimateActivity estimateId={estimateId} />);
    expect(await screen.findByText('Nothing has happened to this estimate yet.')).toBeInTheDocument();
  });

  it('shows the loading state, then a failure with a retry', async () => {
    let calls = 0;
    mockFetch({
      [`GET ${activityPath}`]: (request) => {
        calls += 1;
        return calls === 1 ? hang(request) : fail(404, 'Estimate not found.', 'NOT_FOUND');
      },
    });
    const first = renderWithProviders(<EstimateActivity estimateId={estimateId} />);
    expect(screen.getByRole('status', { name: 'Loading activity' })).toBeInTheDocument();
    first.unmount();
    renderWithProviders(<EstimateActivity estimateId={estimateId} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the activity');
    expect(within(alert).getByText('Estimate not found.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('words times relative to now', () => {
    const now = Date.parse('2026-11-20T12:00:00.000Z');
    expect(relativeTime('2026-11-20T11:59:40.000Z', now)).toBe('just now');
    expect(relativeTime('2026-11-20T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-20T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-19T12:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('2026-10-20T12:00:00.000Z', now)).toBe('last month');
  });
});

// ── On the builder page ───────────────────────────────────────────────────────────────────

/** The shared mowing estimate, under this file's ids. */
function anEstimate(overrides: Partial<EstimateDetail> = {}): EstimateDetail {
  return anEstimateDetail({ id: estimateId, clientId: customerId, ...overrides });
}

const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const savedSizes = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  // jsdom has no layout: give the grid's scroll box a size so the virtualiser draws rows (an environment shim).
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = savedSizes[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

describe('the estimate screen', () => {
  it('sends the proposal from the builder: the badge turns Sent, the builder locks and the activity refreshes', async () => {
    const user = aUser({ role: 'admin' });
    const company = aCompany({ permissions: permissionsWith({ section: 'customer', name: 'estimates', enabled: true, visible: true }) });
    storeSession({ user, company });
    let sent = false;
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      [`GET /api/v2/internal_estimates/${estimateId}`]: ok({ estimate: anEstimate() }),
      [`GET /api/v2/customers/${customerId}`]: ok({ customer: { id: customerId, email: 'ann.green@example.com', properties: [] } }),
      [`GET ${activityPath}`]: () =>
        ok({ activity: sent ? [anActivity({ id: '8b1c1a52-3f0e-4a4b-9a59-0000000000b2', kind: 'sent', detail: 'Sent to ann.green@example.com' }), anActivity()] : [anActivity()] }),
      [`POST /api/v2/estimates/${estimateId}/send`]: () => {
        sent = true;
        return ok({ estimate: anEstimate({ status: 'sent', updatedAt: '2026-11-20T10:05:00.000Z' }) });
      },
    });
    const { user: actor } = renderApp(`/estimates/${estimateId}`);
    expect(await screen.findByRole('heading', { name: 'Estimate #1001', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Created')).toBeInTheDocument();

    await actor.click(screen.getByRole('button', { name: 'Send proposal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the proposal' });
    await waitFor(() => expect(within(dialog).getByLabelText('To')).toHaveValue('ann.green@example.com'));
    await actor.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Proposal sent to ann.green@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('This estimate is sent: read only')).toBeInTheDocument());
    // Read only: no Undo or Save draft, no inputs in the header or the lines; Back to draft is offered.
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /name, row 1/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeInTheDocument();
    expect(screen.getByText('Status:').parentElement).toHaveTextContent('Status: Sent');
    expect(screen.getByRole('button', { name: 'Send again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark approved' })).toBeInTheDocument();
    expect(await screen.findByText('Sent to ann.green@example.com')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/estimates/${estimateId}/send`)[0]!.body).toMatchObject({ to: 'ann.green@example.com', updatedAt: at });
  });
});
