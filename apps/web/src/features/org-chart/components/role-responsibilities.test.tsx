import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { aPosition } from '@/test/people-builders';
import { renderWithProviders } from '@/test/render';
import { RoleResponsibilities } from './role-responsibilities';

beforeEach(() => storeSession());

const estimator = aPosition({
  title: 'Estimator',
  department: 'Sales',
  purpose: 'Prices every job so it makes money.',
  keyResponsibilities: ['Measure sites', 'Write estimates'],
  kpis: ['Close rate'],
  updatedAt: '2025-06-01T12:00:00.000Z',
});

function mockServer(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

describe('RoleResponsibilities', () => {
  it('shows the purpose, responsibilities and KPIs, and saves an edit with the updatedAt it read', async () => {
    const server = mockServer({
      [`GET /api/v2/org_positions/${estimator.id}`]: ok({ position: estimator }),
      [`PUT /api/v2/org_positions/${estimator.id}`]: ok({ position: { ...estimator, kpis: ['Close rate', 'Gross margin'] } }),
    });
    const { user } = renderWithProviders(<RoleResponsibilities positionId={estimator.id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Estimator' })).toBeInTheDocument();
    expect(screen.getByText('Prices every job so it makes money.')).toBeInTheDocument();
    expect(screen.getByText('Write estimates')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const kpis = screen.getByLabelText('KPIs');
    await user.clear(kpis);
    await user.type(kpis, 'Close rate{enter}{enter}  Gross margin  ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Position updated successfully')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/org_positions/${estimator.id}`)[0]!.body).toMatchObject({
      title: 'Estimator',
      kpis: ['Close rate', 'Gross margin'],
      updatedAt: '2025-06-01T12:00:00.000Z',
    });
  });

  it("says 'Failed to fetch position' when the role cannot load", async () => {
    mockServer({ [`GET /api/v2/org_positions/${estimator.id}`]: new Response('', { status: 503 }) });
    renderWithProviders(<RoleResponsibilities positionId={estimator.id} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch position');
  });

  it("shows the server's 'Position not found' for an unknown position", async () => {
    mockServer({ [`GET /api/v2/org_positions/${estimator.id}`]: fail(404, 'Position not found', 'NOT_FOUND') });
    renderWithProviders(<RoleResponsibilities positionId={estimator.id} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Position not found');
  });
});
