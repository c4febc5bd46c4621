import type { Pipeline } from '@groundwork/domain/dashboard';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { PipelineCard } from './pipeline-card';

afterEach(() => {
  vi.unstubAllGlobals();
});

const aPipeline = (overrides: Partial<Pipeline> = {}): Pipeline => ({
  today: '2026-06-12',
  month: '2026-06',
  awaiting: {
    count: 3,
    value: 4_650.75,
    oldest: [
      { id: '7a1c9e20-3b4d-4e5f-8a6b-e00000001042', number: 1042, clientName: 'Maria Lopez', total: 2_400, sentOn: '2026-05-29', daysWaiting: 14, expiryDate: '2026-06-28' },
      { id: '7a1c9e20-3b4d-4e5f-8a6b-e00000001050', number: 1050, clientName: 'Tom Berg', total: 1_250.75, sentOn: '2026-06-11', daysWaiting: 1, expiryDate: null },
      { id: '7a1c9e20-3b4d-4e5f-8a6b-e00000001051', number: 1051, clientName: 'Oak Street HOA', total: 1_000, sentOn: '2026-06-12', daysWaiting: 0, expiryDate: null },
    ],
  },
  approved: { count: 2, value: 8_100 },
  declined: { count: 1, value: 950 },
  ...overrides,
});

describe('PipelineCard', () => {
  it("shows the estimator's waiting estimates longest first, each a link, and this month's answers", async () => {
    mockFetch({ 'GET /api/v2/dashboard/pipeline': ok(aPipeline()) });
    const { container } = renderWithProviders(<PipelineCard />, { path: '/dashboard' });
    const list = await screen.findByRole('list', { name: 'Your estimates waiting longest' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Estimate #1042 · Maria Lopez14 days waiting · $2,400.00',
      'Estimate #1050 · Tom Berg1 day waiting · $1,250.75',
      'Estimate #1051 · Oak Street HOAsent today · $1,000.00',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: 'Estimate #1042 · Maria Lopez' })).toHaveAttribute('href', '/estimates/7a1c9e20-3b4d-4e5f-8a6b-e00000001042');

    const figures = Object.fromEntries([...container.querySelectorAll('dt')].map((term) => [term.textContent, [...term.parentElement!.querySelectorAll('dd')].map((value) => value.textContent)]));
    expect(figures).toEqual({
      'Waiting for an answer': ['3 estimates', '$4,650.75'],
      'Approved this month': ['2 estimates', '$8,100.00'],
      'Declined this month': ['1 estimate', '$950.00'],
    });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says so when nothing of theirs is waiting', async () => {
    mockFetch({ 'GET /api/v2/dashboard/pipeline': ok(aPipeline({ awaiting: { count: 0, value: 0, oldest: [] } })) });
    renderWithProviders(<PipelineCard />, { path: '/dashboard' });
    expect(await screen.findByText('None of your estimates is waiting for an answer.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your estimates waiting longest' })).not.toBeInTheDocument();
  });
});
