import { marketingMessages } from '@groundwork/domain/marketing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aPlanView, ids } from '../marketing-builders';
import { MarketingPlan } from './marketing-plan';

// recharts draws in the browser (jsdom lays nothing out): the lazily loaded drawing is a stand-in here.
vi.mock('./funnel-chart-drawing', () => ({ default: () => <p>Chart drawn</p> }));

afterEach(() => {
  vi.unstubAllGlobals();
});

const funnelText = () => within(screen.getByRole('list', { name: 'The funnel' })).getAllByRole('listitem').map((item) => item.textContent);

describe('MarketingPlan', () => {
  it('shows what the goal needs from the company’s own figures, and works it again as a figure is typed', async () => {
    const { user, container } = renderWithProviders(<MarketingPlan view={aPlanView()} onReload={async () => undefined} />);
    // ⌈100,000 ÷ 2,500.25⌉ = 40 jobs; ⌈40 ÷ 66.7 %⌉ = 60 estimates; ⌈60 ÷ 75 %⌉ = 80 leads.
    expect(funnelText()).toEqual(['Revenue goal$100,000.00', 'Jobs to win40', 'Estimates to send60', 'Leads to bring in80']);
    expect(screen.getByText('Yours: 66.7%')).toBeInTheDocument();
    // Four months of last year's leads: 80 ÷ 4 = 20 a month from March to June.
    const march = screen.getByRole('row', { name: /^March/ });
    expect(within(march).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['20', '15', '10', '$25,000.00']);
    expect(await screen.findByText('Chart drawn')).toBeInTheDocument();

    // Planning with a 50 % close rate: ⌈40 ÷ 50 %⌉ = 80 estimates, ⌈80 ÷ 75 %⌉ = 107 leads; $6,000 ÷ 107 = $56.07 a lead.
    await user.type(screen.getByLabelText('Close rate (%)'), '50');
    expect(funnelText()).toEqual(['Revenue goal$100,000.00', 'Jobs to win40', 'Estimates to send80', 'Leads to bring in107']);
    expect(screen.getByText('Planning with 50.0%')).toBeInTheDocument();
    expect(screen.getByText('$56.07')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what it cannot work out, and refuses a rate of 0 % before sending anything', async () => {
    const server = mockFetch({});
    const { user } = renderWithProviders(<MarketingPlan view={aPlanView({ goal: { planned: null, source: null, note: 'No growth plan is saved.', override: null, used: null } })} onReload={async () => undefined} />);
    await user.clear(screen.getByLabelText('Your goal ($)'));
    expect(funnelText()).toEqual(['Revenue goal—', 'Jobs to win—', 'Estimates to send—', 'Leads to bring in—']);
    expect(screen.getByRole('link', { name: 'Open the growth planner' })).toHaveAttribute('href', '/business-development/growth-ceiling');
    await user.type(screen.getByLabelText('Close rate (%)'), '0');
    expect(screen.getByText('Close rate must be more than 0 %')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(server.calls('PUT', '/api/v2/marketing/plans/2026')).toHaveLength(0);
  });

  it('saves the overrides and the budget by channel against the version loaded', async () => {
    const server = mockFetch({ 'PUT /api/v2/marketing/plans/2026': ok(aPlanView({ updatedAt: '2026-11-28T16:00:00.000Z' })) });
    const { user } = renderWithProviders(<MarketingPlan view={aPlanView()} onReload={async () => undefined} />);
    await user.type(screen.getByLabelText('Yard signs'), '1,200.50');
    await user.type(screen.getByLabelText('Notes'), 'Signs on every install.');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Marketing plan saved')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/marketing/plans/2026')[0]?.body).toEqual({
      revenueGoal: 100_000,
      averageJob: null,
      closeRate: null,
      leadToEstimateRate: null,
      budgets: [
        { channelId: ids.googleAds, amount: 6_000 },
        { channelId: ids.yardSigns, amount: 1_200.5 },
      ],
      notes: 'Signs on every install.',
      updatedAt: '2026-10-01T15:00:00.000Z',
    });
  });

  it('puts the server’s message under its field, and offers to reload when someone else saved first', async () => {
    let answer = fail(404, 'Channel not found', 'NOT_FOUND', { 'budgets.0.channelId': ['Channel not found'] });
    mockFetch({ 'PUT /api/v2/marketing/plans/2026': () => answer });
    const fresh = aPlanView({ notes: 'Theirs', updatedAt: '2026-11-28T17:00:00.000Z' });
    const onReload = vi.fn(async () => fresh);
    const { user } = renderWithProviders(<MarketingPlan view={aPlanView()} onReload={onReload} />);
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    expect(await screen.findByText('Channel not found', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Google Ads')).toHaveAttribute('aria-invalid', 'true');

    answer = fail(409, marketingMessages.stalePlan, 'CONFLICT');
    await user.click(screen.getByRole('button', { name: 'Save plan' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(marketingMessages.stalePlan);
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalled();
    expect(await screen.findByDisplayValue('Theirs')).toBeInTheDocument();
  });

  it('is read-only for those who only read it', () => {
    renderWithProviders(<MarketingPlan view={aPlanView({ canEdit: false })} onReload={async () => undefined} />);
    expect(screen.getByText(marketingMessages.leadersOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save plan' })).toBeNull();
    expect(screen.getByLabelText('Close rate (%)')).toHaveAttribute('readonly');
  });
});
