import type { Kpi, Kpis } from '@groundwork/domain/reporting';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { KpiCards } from './kpi-cards';

afterEach(() => {
  vi.unstubAllGlobals();
});

const revenue: Kpi = {
  key: 'revenue',
  label: 'Revenue earned',
  kind: 'money',
  month: { value: 48_250.5, comparison: 40_000, target: 52_000 },
  season: { value: 612_400, comparison: 580_000, target: 598_000 },
  link: '/orders',
  report: 'budget-vs-actual',
};
const rate: Kpi = {
  key: 'revenue-per-man-hour',
  label: 'Revenue per man-hour',
  kind: 'money_per_hour',
  month: { value: 61.2, comparison: null, target: 58.2 },
  season: { value: 57.35, comparison: 55, target: 58.2 },
  link: '/budget-pricing',
  report: 'budget-vs-actual',
};
const kpis: Kpis = { today: '2026-06-12', month: { from: '2026-06-01', to: '2026-06-12' }, season: { from: '2026-03-01', to: '2026-06-12' }, kpis: [revenue, rate] };

describe('KpiCards', () => {
  it('shows this month’s figures against last year and the budget, then the season’s', async () => {
    mockFetch({ 'GET /api/v2/kpis': ok(kpis) });
    const { container } = renderWithProviders(<KpiCards />, { path: '/dashboard' });
    const cards = await screen.findByRole('list', { name: 'Headline figures' });
    const revenueCard = within(cards).getByRole('link', { name: /Revenue earned/ });
    expect(revenueCard).toHaveAttribute('href', '/orders');
    // $48,250.50 against $40,000.00 a year ago: ▲ 20.6 %; budget $52,000.00, below it.
    expect(revenueCard).toHaveTextContent('$48,250.50');
    expect(revenueCard).toHaveTextContent('Last year: $40,000.00');
    expect(revenueCard).toHaveTextContent('Budget $52,000.00');
    expect(within(cards).getByRole('link', { name: /Revenue per man-hour/ })).toHaveTextContent('$61.20/h');

    await userEvent.click(screen.getByRole('button', { name: 'This season' }));
    expect(within(cards).getByRole('link', { name: /Revenue earned/ })).toHaveTextContent('$612,400.00');
    expect(within(cards).getByRole('link', { name: /Revenue per man-hour/ })).toHaveTextContent('$57.35/h');
    expect(screen.getByRole('link', { name: 'Open the reports' })).toHaveAttribute('href', '/reporting?report=budget-vs-actual&preset=this_season&compare=last_year');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    mockFetch({ 'GET /api/v2/kpis': fail(500, 'Something went wrong', 'INTERNAL') });
    renderWithProviders(<KpiCards />, { path: '/dashboard' });
    expect(await screen.findByText('The figures could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
