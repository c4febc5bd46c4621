import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aService, listItem } from '../service-builders';
import { ServicesList } from './services-list';

const mowing = aService({ name: 'Weekly mowing', order: 1 });
const aeration = aService({ name: 'Core aeration', description: 'Pull plugs, once in the fall', order: 2 });
const snow = aService({ name: 'Snow removal', order: 3 });
const oldService = aService({ name: 'Leaf vacuuming', order: 4, archived: true });

function signedIn(routes: Record<string, Response | ((request: RecordedRequest) => Response)> = {}) {
  storeSession();
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }),
    'GET /api/v2/services': (request) =>
      ok({ services: (request.url.searchParams.get('includeArchived') === 'true' ? [mowing, aeration, snow, oldService] : [mowing, aeration, snow]).map(listItem) }),
    ...routes,
  });
}

const names = () =>
  within(screen.getByRole('list', { name: 'Services' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0]?.textContent);

describe('ServicesList', () => {
  it('moves a service with the keyboard and saves the new order', async () => {
    let order = [mowing, aeration, snow];
    const server = signedIn({
      'GET /api/v2/services': () => ok({ services: order.map(listItem) }),
      'PUT /api/v2/services/reorder': () => {
        order = [aeration, mowing, snow];
        return ok({ services: order.map(listItem) });
      },
    });
    const { user } = renderWithProviders(<ServicesList canEdit servicePath={(id) => `/services/${id}`} />);
    expect(await screen.findByText('Weekly mowing')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Reorder Weekly mowing' }).focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(names()).toEqual(['Core aeration', 'Weekly mowing', 'Snow removal']));
    expect(screen.getByRole('button', { name: 'Reorder Weekly mowing' })).toHaveFocus();
    expect(screen.getByText('Weekly mowing moved to position 2 of 3.')).toBeInTheDocument();
    expect(await screen.findByText('Services Reordered')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/v2/services/reorder')[0]?.body).toEqual({ ids: [aeration.id, mowing.id, snow.id] });
  });

  it('puts the order back and says Reorder Failed when the server refuses', async () => {
    signedIn({ 'PUT /api/v2/services/reorder': fail(503, 'The service is temporarily unavailable. Please try again shortly.', 'DATABASE_UNAVAILABLE') });
    const { user } = renderWithProviders(<ServicesList canEdit servicePath={(id) => `/services/${id}`} />);
    await user.click(await screen.findByRole('button', { name: 'Move Snow removal up' }));
    expect(await screen.findByText('Reorder Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to reorder services. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Weekly mowing', 'Core aeration', 'Snow removal']));
  });

  it('searches, shows archived services on request, and reorders only the full list', async () => {
    signedIn();
    const { user } = renderWithProviders(<ServicesList canEdit servicePath={(id) => `/services/${id}`} />);
    await screen.findByText('Weekly mowing');
    expect(screen.queryByText('Leaf vacuuming')).not.toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Show archived' }));
    expect(await screen.findByText('Leaf vacuuming')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restore Leaf vacuuming' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'fall plugs');
    expect(names()).toEqual(['Core aeration']);
    expect(screen.queryByRole('button', { name: 'Reorder Core aeration' })).not.toBeInTheDocument();
    expect(screen.getByText('Clear the search to reorder services.')).toBeInTheDocument();
  });

  it('asks before deleting a service', async () => {
    const server = signedIn({ [`DELETE /api/v2/services/${snow.id}`]: ok({ id: snow.id }) });
    const { user } = renderWithProviders(<ServicesList canEdit servicePath={(id) => `/services/${id}`} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Snow removal' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Snow removal?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Service Deleted')).toBeInTheDocument();
    expect(server.calls('DELETE', `/api/v2/services/${snow.id}`)).toHaveLength(1);
  });

  it('says Failed to Add Service with a try-again message', async () => {
    signedIn({ 'POST /api/v2/services': fail(503, 'Service unavailable', 'DATABASE_UNAVAILABLE') });
    const { user } = renderWithProviders(<ServicesList canEdit servicePath={(id) => `/services/${id}`} />);
    await user.click(await screen.findByRole('button', { name: 'Add service' }));
    const dialog = screen.getByRole('dialog', { name: 'Add service' });
    await user.type(within(dialog).getByLabelText('Service name'), 'Spring clean-up');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await screen.findByText('Failed to Add Service')).toBeInTheDocument();
    expect(screen.getByText('Failed to add the service. Please try again.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Service name')).toHaveValue('Spring clean-up');
  });

  it('is read-only for someone who may not change services', async () => {
    storeSession({ user: aUser({ role: 'crew_leader' }) });
    signedIn();
    renderWithProviders(<ServicesList canEdit={false} servicePath={(id) => `/services/${id}`} />);
    await screen.findByText('Weekly mowing');
    expect(screen.queryByRole('button', { name: 'Add service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reorder|Delete|Archive/ })).not.toBeInTheDocument();
  });
});
