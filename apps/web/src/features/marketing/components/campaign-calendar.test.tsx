import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aCampaign, aCampaignList, ids } from '../marketing-builders';
import { CampaignCalendar } from './campaign-calendar';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CampaignCalendar', () => {
  it('lays the year’s campaigns out by month and by season, with the results of those that ran', async () => {
    const { user, container } = renderWithProviders(<CampaignCalendar list={aCampaignList()} />);
    const months = screen.getByRole('list', { name: 'Months of 2026' });
    expect(within(months).getByRole('listitem', { name: 'March' })).toHaveTextContent('Spring clean-up mailer');
    expect(within(months).getByRole('listitem', { name: 'August' })).toHaveTextContent('Aeration push');
    expect(within(months).getByRole('listitem', { name: 'April' })).toHaveTextContent('Nothing planned');
    // $650 ÷ 4 leads = $162.50; (1,300 − 650) ÷ 650 = 100 %.
    const results = screen.getByLabelText('Results of Spring clean-up mailer');
    expect(results).toHaveTextContent('Leads4Won revenue$1,300.00 · 2 jobsCost per lead$162.50Return100.0%');
    expect(screen.getByText('Results show once it starts on Aug 1, 2026.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'By season' }));
    const seasons = screen.getByRole('list', { name: 'Seasons of 2026' });
    expect(within(seasons).getByRole('listitem', { name: 'Spring' })).toHaveTextContent('Spring clean-up mailer');
    expect(within(seasons).getByRole('listitem', { name: 'Summer' })).toHaveTextContent('Aeration push');
    expect(within(seasons).getByRole('listitem', { name: 'Winter' })).toHaveTextContent('Nothing planned');
  });

  it('adds a campaign on a channel with a target service and dates, checking the dates first', async () => {
    const server = mockFetch({ 'POST /api/v2/marketing/campaigns': ok({ campaign: aCampaign({ name: 'Fall clean-up push' }) }) });
    const { user } = renderWithProviders(<CampaignCalendar list={aCampaignList()} />);
    await user.click(screen.getByRole('button', { name: 'Add a campaign' }));
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.type(within(dialog).getByLabelText('Name'), 'Fall clean-up push');
    await user.selectOptions(within(dialog).getByLabelText('Channel'), 'Door hangers');
    await user.selectOptions(within(dialog).getByLabelText('Target service'), 'Core Aeration');
    await user.clear(within(dialog).getByLabelText('Starts'));
    await user.type(within(dialog).getByLabelText('Starts'), '2026-09-15');
    await user.clear(within(dialog).getByLabelText('Ends'));
    await user.type(within(dialog).getByLabelText('Ends'), '2026-09-01');
    await user.type(within(dialog).getByLabelText('Budget ($)'), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Add campaign' }));
    expect(await within(dialog).findByText('The end must not come before the start')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Ends'));
    await user.type(within(dialog).getByLabelText('Ends'), '2026-10-31');
    await user.click(within(dialog).getByRole('button', { name: 'Add campaign' }));
    expect(await screen.findByText('Campaign added')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/marketing/campaigns')[0]?.body).toEqual({
      name: 'Fall clean-up push',
      channelId: ids.yardSigns,
      serviceId: ids.aeration,
      budget: 900,
      startDate: '2026-09-15',
      endDate: '2026-10-31',
      status: 'planned',
      notes: '',
    });
  });

  it('shows an empty year, and nothing to change to those who only read', () => {
    renderWithProviders(<CampaignCalendar list={aCampaignList({ campaigns: [], canEdit: false })} />);
    expect(screen.getByText('No campaigns in 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a campaign' })).toBeNull();
  });
});
