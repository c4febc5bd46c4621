import { PROPOSAL_ALREADY_ANSWERED_MESSAGE, PROPOSAL_LINK_INVALID_MESSAGE, type PublicProposal } from '@groundwork/domain/proposals';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, hang, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';
import { axeViolations } from '@/test/axe-check';

const token = 'pRoPoSaL-t0ken_abcdefghijklmnopqrstuvwxyz012345';
const path = `/api/v2/proposals/${token}`;

function aProposal(overrides: Partial<PublicProposal> = {}): PublicProposal {
  return {
    number: 1001,
    status: 'sent',
    company: {
      name: 'Demo Landscaping',
      phone: '(512) 555-0100',
      email: 'office@demo-landscaping.test',
      website: 'demo-landscaping.test',
      addressLines: ['200 Congress Ave', 'Austin, TX 78701'],
      hasLogo: true,
      timeZone: 'America/Chicago',
    },
    client: { name: 'Ann Green', addressLines: ['1 Elm St', 'Austin, TX 78701'] },
    property: { name: 'Home', addressLines: ['1 Elm St', 'Austin, TX 78701'] },
    description: 'Spring clean-up and weekly mowing',
    lines: [
      {
        name: 'Spring clean-up',
        description: 'Beds edged, leaves removed',
        amount: 450,
        visits: 1,
        pricePerVisit: null,
        pricePerVisitExact: true,
        details: [
          { name: 'Clean-up crew', qty: 3, visits: 1, unitPrice: 63.3333, amount: 190 },
          { name: 'Mulch (yd)', qty: 4, visits: 1, unitPrice: 65, amount: 260 },
        ],
      },
      { name: 'Weekly mowing', description: '', amount: 1200.5, visits: 28, pricePerVisit: 42.88, pricePerVisitExact: false, details: [] },
    ],
    subtotal: 1650.5,
    tax: 136.17,
    taxRatePercent: 8.25,
    taxRateName: 'Saint Paul',
    total: 1786.67,
    terms: 'Payment is due within 30 days.',
    expiresOn: '2026-12-20',
    sentAt: '2026-11-20T15:00:00.000Z',
    response: null,
    ...overrides,
  };
}

const approved = (name = 'Ann Green') =>
  aProposal({ status: 'approved', response: { kind: 'approved', name, message: null, at: '2026-11-21T15:30:00.000Z' } });

describe('the public proposal page', () => {
  it('shows the proposal without signing in and without the app around it', async () => {
    const server = mockFetch({ [`GET ${path}`]: ok({ proposal: aProposal() }) });
    renderApp(`/proposal/${token}`);
    expect(await screen.findByRole('heading', { name: 'Proposal #1001', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Demo Landscaping')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Demo Landscaping logo' })).toHaveAttribute('src', `${path}/logo`);
    expect(screen.getByText('Valid until December 20, 2026', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Spring clean-up and weekly mowing')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Services and prices' });
    const rows = within(table).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'ServiceAmount',
      'Spring clean-upBeds edged, leaves removedClean-up crew — 3 × $63.33$190.00Mulch (yd) — 4 × $65.00$260.00$450.00',
      'Weekly mowing28 visits, about $42.88 each$1,200.50',
      'Subtotal$1,650.50',
      'Sales tax — Saint Paul 8.25%$136.17',
      'Total$1,786.67',
    ]);
    // The client sees what they buy: the season's visits and price per visit, and the lines of a detailed proposal.
    expect(within(table).getByRole('list', { name: 'Spring clean-up: what it includes' })).toHaveTextContent('Mulch (yd) — 4 × $65.00$260.00');
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `${path}/pdf`);

    // No sign-in and nothing of the app: no session call, no sidebar or navigation.
    expect(server.calls('GET', '/api/v2/auth/me')).toHaveLength(0);
    expect(server.requests.every((request) => !request.headers.has('Authorization'))).toBe(true);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.title).toBe('Proposal #1001 from Demo Landscaping · Groundwork');
    expect(await axeViolations(document.body, { wholePage: true })).toEqual([]);
  });

  it('shows a loading state while the proposal loads', async () => {
    mockFetch({ [`GET ${path}`]: hang });
    renderApp(`/proposal/${token}`);
    expect(await screen.findByRole('status', { name: 'Loading the proposal' })).toBeInTheDocument();
  });

  it('shows the server’s message for a link that is not valid or has expired', async () => {
    mockFetch({ [`GET ${path}`]: fail(404, PROPOSAL_LINK_INVALID_MESSAGE, 'NOT_FOUND') });
    renderApp(`/proposal/${token}`);
    expect(await screen.findByRole('heading', { name: PROPOSAL_LINK_INVALID_MESSAGE, level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
    expect(await axeViolations(document.body, { wholePage: true })).toEqual([]);
  });

  it('approves with the typed full name and the acceptance box, then shows the signature record', async () => {
    const server = mockFetch({
      [`GET ${path}`]: ok({ proposal: aProposal() }),
      [`POST ${path}/approve`]: ok({ proposal: approved() }),
    });
    const { user } = renderApp(`/proposal/${token}`);
    const approve = await screen.findByRole('button', { name: 'Approve proposal' });
    await user.click(approve);
    expect(await screen.findByText('Type your full name to sign')).toBeInTheDocument();
    expect(screen.getByText('Tick the box to accept the proposal')).toBeInTheDocument();
    expect(server.calls('POST', `${path}/approve`)).toHaveLength(0);
    expect(await axeViolations(document.body, { wholePage: true })).toEqual([]);

    await user.type(screen.getByLabelText('Your full name'), 'Ann Green');
    await user.click(screen.getByRole('checkbox', { name: 'I accept this proposal and its terms' }));
    await user.click(approve);

    expect(await screen.findByRole('heading', { name: 'Approved by Ann Green on November 21, 2026. Thank you!' })).toHaveFocus();
    expect(server.calls('POST', `${path}/approve`)[0]!.body).toEqual({ fullName: 'Ann Green', accept: true });
    const signature = screen.getByRole('region', { name: 'Signature' });
    expect(within(signature).getByText('Nov 21, 2026, 9:30 AM')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve proposal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(await axeViolations(document.body, { wholePage: true })).toEqual([]);
  });

  it("shows when it was sent and signed in the company's time zone, not the reader's or New York's", async () => {
    // 05:30 UTC on November 21 is still 11:30 PM on the 20th in Chicago; 04:00 UTC on the 20th is the 19th there.
    const signedLate = aProposal({
      status: 'approved',
      sentAt: '2026-11-20T04:00:00.000Z',
      response: { kind: 'approved', name: 'Ann Green', message: null, at: '2026-11-21T05:30:00.000Z' },
    });
    mockFetch({ [`GET ${path}`]: ok({ proposal: signedLate }) });
    renderApp(`/proposal/${token}`);
    expect(await screen.findByRole('heading', { name: 'Approved by Ann Green on November 20, 2026. Thank you!' })).toBeInTheDocument();
    expect(screen.getByText('Sent November 19, 2026', { exact: false })).toBeInTheDocument();
    const signature = screen.getByRole('region', { name: 'Signature' });
    expect(within(signature).getByText('Signed at').nextElementSibling).toHaveTextContent('Nov 20, 2026, 11:30 PM');
  });

  it('puts the server’s 400 messages under their fields', async () => {
    mockFetch({
      [`GET ${path}`]: ok({ proposal: aProposal() }),
      [`POST ${path}/approve`]: fail(400, 'Validation failed', 'VALIDATION_ERROR', { fullName: ['Full name must be at most 120 characters'] }),
    });
    const { user } = renderApp(`/proposal/${token}`);
    await user.type(await screen.findByLabelText('Your full name'), 'Ann Green');
    await user.click(screen.getByRole('checkbox', { name: 'I accept this proposal and its terms' }));
    await user.click(screen.getByRole('button', { name: 'Approve proposal' }));
    expect(await screen.findByText('Full name must be at most 120 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Your full name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('declines only with a reason', async () => {
    const server = mockFetch({
      [`GET ${path}`]: ok({ proposal: aProposal() }),
      [`POST ${path}/decline`]: ok({
        proposal: aProposal({ status: 'declined', response: { kind: 'declined', name: null, message: 'Too expensive this year', at: '2026-11-21T15:30:00.000Z' } }),
      }),
    });
    const { user } = renderApp(`/proposal/${token}`);
    await user.click(await screen.findByRole('tab', { name: 'Decline' }));
    await user.click(await screen.findByRole('button', { name: 'Decline proposal' }));
    expect(await screen.findByText('Tell us why you are declining')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Why are you declining?'), 'Too expensive this year');
    await user.click(screen.getByRole('button', { name: 'Decline proposal' }));
    expect(await screen.findByRole('heading', { name: 'You declined this proposal on November 21, 2026.' })).toBeInTheDocument();
    expect(screen.getByText('Too expensive this year')).toBeInTheDocument();
    expect(server.calls('POST', `${path}/decline`)[0]!.body).toEqual({ reason: 'Too expensive this year' });
  });

  it('asks for changes only with a message', async () => {
    const server = mockFetch({
      [`GET ${path}`]: ok({ proposal: aProposal() }),
      [`POST ${path}/changes`]: ok({
        proposal: aProposal({ status: 'changes_requested', response: { kind: 'changes_requested', name: null, message: 'Add the back yard', at: '2026-11-21T15:30:00.000Z' } }),
      }),
    });
    const { user } = renderApp(`/proposal/${token}`);
    await user.click(await screen.findByRole('tab', { name: 'Request changes' }));
    await user.click(await screen.findByRole('button', { name: 'Request changes' }));
    expect(await screen.findByText('Describe the changes you would like')).toBeInTheDocument();
    await user.type(screen.getByLabelText('What would you like changed?'), 'Add the back yard');
    await user.click(screen.getByRole('button', { name: 'Request changes' }));
    expect(await screen.findByRole('heading', { name: 'You asked for changes on November 21, 2026.' })).toBeInTheDocument();
    expect(server.calls('POST', `${path}/changes`)[0]!.body).toEqual({ message: 'Add the back yard' });
  });

  it('shows an answered proposal’s answer and no buttons', async () => {
    mockFetch({ [`GET ${path}`]: ok({ proposal: approved('Ann B. Green') }) });
    renderApp(`/proposal/${token}`);
    expect(await screen.findByRole('heading', { name: 'Approved by Ann B. Green on November 21, 2026. Thank you!' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a proposal answered elsewhere meanwhile (422) as it now stands', async () => {
    let answered = false;
    mockFetch({
      [`GET ${path}`]: () => ok({ proposal: answered ? approved() : aProposal() }),
      [`POST ${path}/approve`]: () => {
        answered = true;
        return fail(422, PROPOSAL_ALREADY_ANSWERED_MESSAGE, 'BUSINESS_RULE');
      },
    });
    const { user } = renderApp(`/proposal/${token}`);
    await user.type(await screen.findByLabelText('Your full name'), 'Ann Green');
    await user.click(screen.getByRole('checkbox', { name: 'I accept this proposal and its terms' }));
    await user.click(screen.getByRole('button', { name: 'Approve proposal' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Approved by Ann Green on November 21, 2026. Thank you!' })).toBeInTheDocument());
  });
});
