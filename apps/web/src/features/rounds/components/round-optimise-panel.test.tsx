import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aRound, annStop, boStop, cyStop, roundId } from '../round-builders';
import { RoundOptimisePanel } from './round-optimise-panel';

const optimisePath = `/api/v2/rounds/${roundId}/optimise`;
const round = aRound({ stops: [annStop, boStop, cyStop] });

afterEach(() => vi.unstubAllGlobals());

describe('RoundOptimisePanel', () => {
  it('shows the drive before and after and the new order, and applies it with the version shown', async () => {
    const newOrder = [boStop.propertyId, annStop.propertyId, cyStop.propertyId];
    const server = mockFetch({
      [`POST ${optimisePath}`]: ({ body }) =>
        ok({ ok: true, propertyIds: newOrder, beforeKm: 24.36, afterKm: 17.04, applied: (body as { apply?: boolean }).apply === true }),
    });
    const { user, container } = renderWithProviders(<RoundOptimisePanel round={round} />, { path: `/rounds/${roundId}` });

    await user.click(screen.getByRole('button', { name: 'Optimise' }));
    expect(await screen.findByText('24.4 km → 17.0 km')).toBeInTheDocument();
    expect(screen.getByText('Saves 7.3 km of driving. The new order:')).toBeInTheDocument();
    const order = screen.getByRole('list', { name: 'Optimised order' });
    expect(within(order).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bo Larson · 9 Oak Ave, Minneapolis, MN 55408',
      'Ann Green · 1 Elm St, Minneapolis, MN 55419',
      'Cy Park · 4 Pine Rd, Minneapolis, MN 55406',
    ]);
    expect(server.calls('POST', optimisePath)[0]!.body).toEqual({});
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Apply this order' }));
    expect(await screen.findByText('Round reordered for the shortest drive')).toBeInTheDocument();
    expect(server.calls('POST', optimisePath)[1]!.body).toEqual({ apply: true, updatedAt: round.updatedAt });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Optimised order' })).not.toBeInTheDocument());
  });

  it('says when the round is already the shortest order found', async () => {
    mockFetch({ [`POST ${optimisePath}`]: ok({ ok: true, propertyIds: round.stops.map((stop) => stop.propertyId), beforeKm: 12, afterKm: 12, applied: false }) });
    const { user } = renderWithProviders(<RoundOptimisePanel round={round} />, { path: `/rounds/${roundId}` });
    await user.click(screen.getByRole('button', { name: 'Optimise' }));
    expect(await screen.findByText('This is already the shortest order found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply this order' })).not.toBeInTheDocument();
  });

  it('names the yard and the properties without coordinates, with links to fix them', async () => {
    mockFetch({
      [`POST ${optimisePath}`]: ok({ ok: false, yardMissing: true, missing: [{ propertyId: cyStop.propertyId, customerId: cyStop.customerId, customerName: 'Cy Park', address: cyStop.address }] }),
    });
    const { user, container } = renderWithProviders(<RoundOptimisePanel round={round} />, { path: `/rounds/${roundId}` });
    await user.click(screen.getByRole('button', { name: 'Optimise' }));
    expect(await screen.findByText('Some places have no coordinates')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'set it in Company information' })).toHaveAttribute('href', '/company-information/edit');
    expect(screen.getByRole('link', { name: `Add coordinates for Cy Park, ${cyStop.address}` })).toHaveAttribute('href', `/customers/edit/${cyStop.customerId}`);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('needs two stops, and says so when the round changed before applying', async () => {
    const single = renderWithProviders(<RoundOptimisePanel round={aRound({ stops: [annStop] })} />, { path: `/rounds/${roundId}` });
    expect(screen.getByRole('button', { name: 'Optimise' })).toBeDisabled();
    expect(screen.getByText('Add at least two stops to optimise the round.')).toBeInTheDocument();
    single.unmount();

    let calls = 0;
    mockFetch({
      [`POST ${optimisePath}`]: () => {
        calls += 1;
        return calls === 1
          ? ok({ ok: true, propertyIds: [boStop.propertyId, annStop.propertyId, cyStop.propertyId], beforeKm: 20, afterKm: 15, applied: false })
          : fail(409, 'This record was changed by someone else. Reload to see the latest version.', 'CONFLICT');
      },
    });
    const { user } = renderWithProviders(<RoundOptimisePanel round={round} />, { path: `/rounds/${roundId}` });
    await user.click(screen.getByRole('button', { name: 'Optimise' }));
    await user.click(await screen.findByRole('button', { name: 'Apply this order' }));
    expect(await screen.findByText('Someone else changed this round. Reload it and optimise again.')).toBeInTheDocument();
  });
});
