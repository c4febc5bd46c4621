import { marketingMessages } from '@groundwork/domain/marketing';
import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aChannelList, ids } from '../marketing-builders';
import { ChannelsBoard } from './channels-board';

afterEach(() => {
  vi.unstubAllGlobals();
});

// jsdom lays nothing out; give the table's scroll box a size so the virtualiser draws rows (an environment shim).
const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

describe('ChannelsBoard', () => {
  it('lists each channel’s spend, leads, cost per lead, won revenue and return, — where nothing divides', async () => {
    const { container } = renderWithProviders(<ChannelsBoard list={aChannelList()} onPeriodChange={() => undefined} />);
    const table = screen.getByRole('table', { name: 'Channels' });
    const rows = within(table).getAllByRole('row').slice(1);
    // Biggest winner first. $1,500 ÷ 12 leads = $125; (9,875.50 − 1,500) ÷ 1,500 = 558.4 %.
    expect(cellsOf(rows[0]!).slice(0, 8)).toEqual(['Google AdsGoogle', '$1,500.00', '12', '$125.00', '5', '$9,875.50', '$7,200.00', '558.4%']);
    // Nothing spent, nothing won: a free lead, and no return to speak of.
    expect(cellsOf(rows[1]!).slice(0, 8)).toEqual(['Yard signsYard sign', '$0.00', '3', '$0.00', '0', '$0.00', '$0.00', '—']);
    expect(within(screen.getByRole('list', { name: 'All channels' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Spend$1,500.00',
      'Leads15 · $100.00 each',
      'Won revenue$9,875.50 · 5 jobs',
      'Return558.4%',
    ]);
    expect(within(screen.getByRole('table', { name: 'Lead sources without a channel' })).getByRole('row', { name: /Referral/ })).toHaveTextContent('$3,500.50');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves to another period by preset, or months of one’s choice', async () => {
    const onPeriodChange = vi.fn();
    const { user } = renderWithProviders(<ChannelsBoard list={aChannelList()} onPeriodChange={onPeriodChange} />);
    expect(screen.getByLabelText('Period')).toHaveValue('this_year');
    await user.selectOptions(screen.getByLabelText('Period'), 'this_season');
    expect(onPeriodChange).toHaveBeenLastCalledWith('2026-03', '2026-11');
    await user.selectOptions(screen.getByLabelText('Period'), 'last_year');
    expect(onPeriodChange).toHaveBeenLastCalledWith('2025-01', '2025-12');
    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01');
  });

  it('adds a channel tied to lead sources, showing a source taken by another channel under it', async () => {
    const server = mockFetch({
      'POST /api/v2/marketing/channels': fail(409, marketingMessages.sourceTaken('Google Ads'), 'CONFLICT', { 'leadSourceIds.0': [marketingMessages.sourceTaken('Google Ads')] }),
    });
    const { user } = renderWithProviders(<ChannelsBoard list={aChannelList()} onPeriodChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Add a channel' }));
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    // Sources tied to another channel cannot be picked here.
    expect(within(dialog).getByRole('checkbox', { name: /Google/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Name'), 'Referral cards');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Referral' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add channel' }));
    expect(await within(dialog).findByText(marketingMessages.sourceTaken('Google Ads'), { selector: 'p' })).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/marketing/channels')[0]?.body).toEqual({ name: 'Referral cards', leadSourceIds: [ids.referral], notes: '' });
  });

  it('records a year’s spend month by month against the channel’s version', async () => {
    const months = Array.from({ length: 12 }, (_, index) => ({ month: `2026-${String(index + 1).padStart(2, '0')}`, amount: index === 2 ? 420 : 0, note: '' }));
    const server = mockFetch({
      [`GET /api/v2/marketing/channels/${ids.googleAds}/spend`]: ok({ channelId: ids.googleAds, year: 2026, months, total: 420, updatedAt: '2026-11-01T10:00:00.000Z' }),
      [`PUT /api/v2/marketing/channels/${ids.googleAds}/spend`]: ok({ channelId: ids.googleAds, year: 2026, months, total: 620, updatedAt: '2026-11-28T10:00:00.000Z' }),
    });
    const { user } = renderWithProviders(<ChannelsBoard list={aChannelList()} onPeriodChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Spend on Google Ads' }));
    const dialog = await screen.findByRole('dialog');
    const april = await within(dialog).findByLabelText('April 2026 spend ($)');
    expect(within(dialog).getByLabelText('March 2026 spend ($)')).toHaveValue('420');
    await user.type(april, '200');
    await user.type(within(dialog).getByLabelText('April 2026 note'), 'Spring search push');
    expect(within(dialog).getByText('$620.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save spend' }));
    expect(await screen.findByText('Spend saved')).toBeInTheDocument();
    const body = server.calls('PUT', `/api/v2/marketing/channels/${ids.googleAds}/spend`)[0]?.body as { months: Array<{ month: string; amount: number; note: string }>; updatedAt: string };
    expect(body.updatedAt).toBe('2026-11-01T10:00:00.000Z');
    expect(body.months[3]).toEqual({ month: '2026-04', amount: 200, note: 'Spring search push' });
  });

  it('asks before deleting a channel, and says why one with campaigns stays', async () => {
    mockFetch({ [`DELETE /api/v2/marketing/channels/${ids.googleAds}`]: fail(422, marketingMessages.channelHasCampaigns(2), 'BUSINESS_RULE') });
    const { user } = renderWithProviders(<ChannelsBoard list={aChannelList()} onPeriodChange={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Delete Google Ads' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete channel' }));
    expect(await screen.findByText(marketingMessages.channelHasCampaigns(2))).toBeInTheDocument();
  });

  it('shows an empty board, and nothing to change to those who only read', () => {
    renderWithProviders(<ChannelsBoard list={aChannelList({ channels: [], unassigned: [], canEdit: false })} onPeriodChange={() => undefined} />);
    expect(screen.getByText('No channels yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a channel' })).toBeNull();
    expect(screen.getByText(marketingMessages.leadersOnly)).toBeInTheDocument();
  });
});
