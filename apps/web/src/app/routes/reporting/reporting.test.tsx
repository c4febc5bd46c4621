import { reportTitles } from '@groundwork/domain/reporting';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aReport } from '@/features/reporting/report-builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import ReportingRoute from './reporting';

// recharts draws in the browser; here the lazily loaded drawing is a stand-in.
vi.mock('@/features/reporting/components/report-chart', () => ({ default: () => <p>Chart drawn</p> }));

afterEach(() => {
  vi.useRealTimers();
});

function renderAt(instant: string, timeZone: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(instant));
  const server = mockFetch({ 'GET /api/v2/reports/budget-vs-actual': ok({ report: aReport({ name: 'budget-vs-actual', title: reportTitles['budget-vs-actual'] }) }) });
  renderWithProviders(<ReportingRoute />, { path: '/reporting', timeZone });
  return server;
}

describe('/reporting', () => {
  // 03:00 UTC on 1 June 2026 is still 31 May in Los Angeles (8 pm) but already 1 June in Auckland (3 pm).
  it('works "this month" out from the company’s today, not the browser’s: May in Los Angeles', async () => {
    const server = renderAt('2026-06-01T03:00:00Z', 'America/Los_Angeles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reporting' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Headline figures' });
    expect(server.calls('GET', '/api/v2/reports/budget-vs-actual')[0]?.url.search).toBe('?from=2026-05-01&to=2026-05-31&compare=previous');
  });

  it('and June in Auckland at the same instant', async () => {
    const server = renderAt('2026-06-01T03:00:00Z', 'Pacific/Auckland');
    await screen.findByRole('list', { name: 'Headline figures' });
    expect(server.calls('GET', '/api/v2/reports/budget-vs-actual')[0]?.url.search).toBe('?from=2026-06-01&to=2026-06-30&compare=previous');
  });
});
