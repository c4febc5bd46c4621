import type { DashboardException, DashboardExceptions } from '@groundwork/domain/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ExceptionsFeed } from './exceptions-feed';

afterEach(() => {
  vi.unstubAllGlobals();
});

const aFeed = (exceptions: DashboardException[], scope: DashboardExceptions['scope'] = 'company'): DashboardExceptions => ({ today: '2026-06-02', scope, exceptions });

const unbilled: DashboardException = {
  kind: 'completed_not_invoiced',
  severity: 'warning',
  count: 3,
  amount: 360.5,
  sentence: '3 completed visits not invoiced',
  href: '/invoices',
  examples: [
    { label: 'WO-1042 · Maria Lopez', detail: '$120.00 · done May 29', href: '/orders/o-1042' },
    { label: 'WO-1043 · Tom Berg', detail: '$120.50 · done May 30', href: '/orders/o-1043' },
  ],
};
const lateRecord: DashboardException = {
  kind: 'chemical_records_due',
  severity: 'urgent',
  count: 1,
  amount: null,
  sentence: '1 chemical record missing fields near its deadline',
  href: '/chemical-tracking?status=incomplete&open=r-1',
  examples: [{ label: 'Ann Green · Prodiamine 65 WDG', detail: '2 fields missing · was due Jun 1', href: '/chemical-tracking?status=incomplete&open=r-1' }],
};

describe('ExceptionsFeed', () => {
  it('says nothing needs you today when the feed is empty', async () => {
    mockFetch({ 'GET /api/v2/dashboard/exceptions': ok(aFeed([])) });
    const { container } = renderWithProviders(<ExceptionsFeed />, { path: '/dashboard' });
    expect(screen.getByRole('status', { name: 'Loading what needs you today' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing needs you today.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'What needs you today' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows each kind as the server ordered it: its sentence leading to the fix, its money, and its records by name', async () => {
    mockFetch({ 'GET /api/v2/dashboard/exceptions': ok(aFeed([lateRecord, unbilled])) });
    const { container } = renderWithProviders(<ExceptionsFeed />, { path: '/dashboard' });
    const feed = await screen.findByRole('list', { name: 'What needs you today' });
    const items = within(feed).getAllByRole('listitem').filter((item) => item.parentElement === feed);
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Urgent: 1 chemical record missing fields near its deadline',
      'Needs attention: 3 completed visits not invoiced',
    ]);

    expect(screen.getByRole('link', { name: 'Needs attention: 3 completed visits not invoiced' })).toHaveAttribute('href', '/invoices');
    expect(within(items[1]!).getByText('$360.50')).toBeInTheDocument();
    // Not money: no amount.
    expect(within(items[0]!).queryByText(/^\$/)).not.toBeInTheDocument();

    const records = within(items[1]!).getByRole('list', { name: '3 completed visits not invoiced' });
    expect(within(records).getByRole('link', { name: 'WO-1042 · Maria Lopez' })).toHaveAttribute('href', '/orders/o-1042');
    expect(within(records).getByRole('link', { name: 'WO-1043 · Tom Berg' })).toHaveAttribute('href', '/orders/o-1043');
    expect(within(records).getByText('$120.00 · done May 29')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Ann Green · Prodiamine 65 WDG' })).toHaveAttribute('href', '/chemical-tracking?status=incomplete&open=r-1');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when only the user’s own records are shown', async () => {
    mockFetch({ 'GET /api/v2/dashboard/exceptions': ok(aFeed([], 'mine')) });
    renderWithProviders(<ExceptionsFeed />, { path: '/dashboard' });
    expect(await screen.findByText('Your own records that need a look.')).toBeInTheDocument();
  });

  it('says it could not load, with a way to try again', async () => {
    mockFetch({ 'GET /api/v2/dashboard/exceptions': fail(503, 'The database is not available. Please try again shortly.', 'SERVICE_UNAVAILABLE') });
    renderWithProviders(<ExceptionsFeed />, { path: '/dashboard' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('What needs you today could not be loaded.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
