import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, hang, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { aCrew, aCrewMember, anEmployee } from '@/test/people-builders';
import { renderWithProviders } from '@/test/render';
import { CrewsPanel } from './crews-panel';

beforeEach(() => storeSession());

const rosa = anEmployee({ firstName: 'Rosa', lastName: 'Delgado', hourlyCost: 34.16 });
const tom = anEmployee({ firstName: 'Tom', lastName: 'Becker', hourlyCost: 27.5 });
const mowing = aCrew({
  name: 'Mowing North',
  description: 'Weekly mowing routes, north side',
  specialization: 'maintenance',
  members: [aCrewMember(rosa, { role: 'leader' }), aCrewMember(tom)],
});
const patios = aCrew({ name: 'Hardscape 1', description: 'Patios and retaining walls', specialization: 'hardscape', status: 'inactive' });

const unfilteredOnly: RouteHandler = (request) => {
  const filtered = [...request.url.searchParams.keys()].some((key) => key !== 'page' && key !== 'limit');
  return filtered ? hang(request) : ok({ crews: [mowing, patios], pagination: { page: 1, limit: 200, total: 2 } });
};

function mockServer(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

const crewNames = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);

describe('CrewsPanel', () => {
  it('shows each crew with its size, loaded labour cost per hour and leader', async () => {
    mockServer({ 'GET /api/v2/crews': unfilteredOnly });
    renderWithProviders(<CrewsPanel employees={[]} />);
    const card = await screen.findByRole('article', { name: 'Mowing North' });
    expect(within(card).getByText('2')).toBeInTheDocument();
    expect(within(card).getByText('$61.66')).toBeInTheDocument();
    expect(within(within(card).getByText('Rosa Delgado').closest('li')!).getByText('Leader')).toBeInTheDocument();
  });

  it('searches name or description and filters status and specialization at once, then on the server', async () => {
    const server = mockServer({ 'GET /api/v2/crews': unfilteredOnly });
    const { user } = renderWithProviders(<CrewsPanel employees={[]} />);
    await screen.findByRole('article', { name: 'Mowing North' });

    await user.type(screen.getByRole('searchbox', { name: 'Search crews' }), 'retaining');
    expect(crewNames()).toEqual(['Hardscape 1']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search crews' }));

    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    expect(crewNames()).toEqual(['Mowing North']);
    await user.selectOptions(screen.getByLabelText('Specialization'), 'hardscape');
    expect(screen.getByText('No crews match these filters.')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls('GET', '/api/v2/crews').some((call) => call.url.searchParams.get('specialization') === 'hardscape' && call.url.searchParams.get('status') === 'active')).toBe(true),
    );
  });

  it("adds a crew and says 'Crew … added successfully'", async () => {
    const server = mockServer({
      'GET /api/v2/crews': unfilteredOnly,
      'POST /api/v2/crews': ok({ crew: aCrew({ name: 'Snow Team' }) }),
    });
    const { user } = renderWithProviders(<CrewsPanel employees={[]} />);
    await screen.findByRole('article', { name: 'Mowing North' });
    await user.click(screen.getByRole('button', { name: 'Add crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add crew' });
    await user.click(within(dialog).getByRole('button', { name: 'Add crew' }));
    expect(await within(dialog).findByText('Crew name is required')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Crew name'), 'Snow Team');
    await user.selectOptions(within(dialog).getByLabelText('Specialization'), 'snow_removal');
    await user.click(within(dialog).getByRole('button', { name: 'Add crew' }));
    expect(await screen.findByText('Crew Snow Team added successfully')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/crews')[0]!.body).toMatchObject({ name: 'Snow Team', specialization: 'snow_removal', status: 'active', members: [] });
  });

  it("deletes a crew after confirmation and says 'Crew … deleted successfully'", async () => {
    const server = mockServer({ 'GET /api/v2/crews': unfilteredOnly, [`DELETE /api/v2/crews/${patios.id}`]: ok({ id: patios.id }) });
    const { user } = renderWithProviders(<CrewsPanel employees={[]} />);
    await user.click(await screen.findByRole('button', { name: 'Delete Hardscape 1' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Delete Hardscape 1?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Crew Hardscape 1 deleted successfully')).toBeInTheDocument();
    expect(server.calls('DELETE', `/api/v2/crews/${patios.id}`)).toHaveLength(1);
  });

  it("shows 'Failed to load crews' when the list cannot load", async () => {
    mockServer({ 'GET /api/v2/crews': fail(500, 'Something went wrong', 'INTERNAL') });
    renderWithProviders(<CrewsPanel employees={[]} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load crews');
  });
});
