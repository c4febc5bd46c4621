import { screen, waitFor, within } from '@testing-library/react';
import type { Upsale } from '@groundwork/domain/services';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { useService } from '../api/get-service';
import { aService, anUpsale, listItem } from '../service-builders';
import { UpsalesPanel } from './upsales-panel';

const aeration = aService({ name: 'Core aeration' });
const overseeding = aService({ name: 'Overseeding' });
const edging = aService({ name: 'Bed edging' });
const mowing = aService({ name: 'Weekly mowing' });
mowing.upsales = [anUpsale(mowing, aeration, 1), anUpsale(mowing, overseeding, 2)];
const all = [mowing, aeration, overseeding, edging].map(listItem);

/** The panel as the service page shows it: fed by the service query, so it follows the cache. */
function Harness() {
  const service = useService(mowing.id);
  return service.data ? <UpsalesPanel service={service.data} services={all} canEdit /> : null;
}

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    [`GET /api/v2/services/${mowing.id}`]: ok({ service: mowing }),
    ...routes,
  });
}

const upsaleNames = () =>
  within(screen.getByRole('list', { name: 'Upsales' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);

describe('UpsalesPanel', () => {
  it('offers only other services that are not upsales yet', async () => {
    signedIn();
    renderWithProviders(<Harness />);
    const picker = await screen.findByLabelText('Service to offer');
    expect(within(picker).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a service', 'Bed edging']);
  });

  it('says Service Not Found when the chosen service is gone', async () => {
    signedIn({ [`POST /api/v2/services/${mowing.id}/upsales`]: fail(404, 'The selected service could not be found.', 'NOT_FOUND') });
    const { user } = renderWithProviders(<Harness />);
    await user.selectOptions(await screen.findByLabelText('Service to offer'), 'Bed edging');
    await user.click(screen.getByRole('button', { name: 'Add upsale' }));
    expect(await screen.findByText('Service Not Found')).toBeInTheDocument();
    expect(screen.getByText('The selected service could not be found.')).toBeInTheDocument();
  });

  it('reorders upsales from the keyboard and says Upsales Reordered', async () => {
    const [first, second] = mowing.upsales as [Upsale, Upsale];
    let saved = mowing;
    const server = signedIn({
      [`GET /api/v2/services/${mowing.id}`]: () => ok({ service: saved }),
      [`PUT /api/v2/services/${mowing.id}/upsales/reorder`]: () => {
        saved = { ...mowing, upsales: [{ ...second, order: 1 }, { ...first, order: 2 }] };
        return ok({ upsales: saved.upsales });
      },
    });
    const { user } = renderWithProviders(<Harness />);
    (await screen.findByRole('button', { name: 'Reorder Overseeding' })).focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(upsaleNames()).toEqual(['Overseeding', 'Core aeration']));
    expect(await screen.findByText('Upsales Reordered')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/services/${mowing.id}/upsales/reorder`)[0]?.body).toEqual({ ids: [second.id, first.id] });
  });

  it('puts the upsales back when reordering fails', async () => {
    signedIn({ [`PUT /api/v2/services/${mowing.id}/upsales/reorder`]: fail(503, 'Unavailable', 'DATABASE_UNAVAILABLE') });
    const { user } = renderWithProviders(<Harness />);
    await user.click(await screen.findByRole('button', { name: 'Move Core aeration down' }));
    expect(await screen.findByText('Reorder Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to reorder upsales. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(upsaleNames()).toEqual(['Core aeration', 'Overseeding']));
  });
});
