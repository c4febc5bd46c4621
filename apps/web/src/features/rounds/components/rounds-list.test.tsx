import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aRoundRow } from '../round-builders';
import { RoundsList } from './rounds-list';

afterEach(() => vi.unstubAllGlobals());

describe('RoundsList', () => {
  it('lists each round with its crew, rhythm, stops and how many are on the map', async () => {
    mockFetch({
      'GET /api/v2/rounds': ok({
        rounds: [
          aRoundRow({ id: '7b3c9d21-5e2f-4a6b-9c8d-a00000000009', name: 'Fertiliser round 2', crewId: null, crewName: null, rhythm: 'once', weekday: null, month: 5, stopCount: 8, locatedCount: 6, jobCount: 0 }),
          aRoundRow(),
        ],
      }),
    });
    const { container } = renderWithProviders(<RoundsList />, { path: '/rounds' });
    expect(screen.getByRole('status', { name: 'Loading rounds' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Rounds' });
    const [fertiliser, tuesday] = within(list).getAllByRole('listitem');
    expect(within(fertiliser!).getByRole('link', { name: 'Fertiliser round 2' })).toHaveAttribute('href', '/rounds/7b3c9d21-5e2f-4a6b-9c8d-a00000000009');
    expect(within(fertiliser!).getByText('No crew yet')).toBeInTheDocument();
    expect(within(fertiliser!).getByText('Once in May')).toBeInTheDocument();
    expect(within(fertiliser!).getByText('8 stops · 6 located')).toBeInTheDocument();
    expect(within(fertiliser!).getByText('2 without coordinates')).toBeInTheDocument();
    expect(within(tuesday!).getByText('North crew')).toBeInTheDocument();
    expect(within(tuesday!).getByText('Weekly on Tuesday')).toBeInTheDocument();
    expect(within(tuesday!).getByText('12 stops · 12 located')).toBeInTheDocument();
    expect(within(tuesday!).queryByText(/without coordinates/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says when there are no rounds yet, and offers to make one', async () => {
    mockFetch({ 'GET /api/v2/rounds': ok({ rounds: [] }) });
    renderWithProviders(<RoundsList newRoundAction={<button type="button">New round</button>} />, { path: '/rounds' });
    expect(await screen.findByText('No rounds yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New round' })).toBeInTheDocument();
  });

  it('shows why the rounds could not load, and tries again', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/v2/rounds': () => {
        calls += 1;
        return calls === 1 ? fail(503, 'The database is unavailable', 'DATABASE_UNAVAILABLE') : ok({ rounds: [aRoundRow()] });
      },
    });
    const { user } = renderWithProviders(<RoundsList />, { path: '/rounds' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load the rounds')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Tuesday mowing, North' })).toBeInTheDocument();
  });
});
