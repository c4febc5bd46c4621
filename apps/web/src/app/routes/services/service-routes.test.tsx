import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aService, listItem } from '@/features/services/service-builders';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const mowing = aService({ name: 'Weekly mowing' });
const division = { id: '4d1c1a52-3f0e-4a4b-9a59-000000000001', name: 'Maintenance', code: 'MAINT', description: '', incomeAccount: '', isActive: true, archivedAt: null, createdAt: mowing.createdAt, updatedAt: mowing.updatedAt };
const turfArea = { id: '4d1c1a52-3f0e-4a4b-9a59-000000000002', clientType: 'customer', label: 'Turf area (sq ft)', type: 'number', options: [], required: false, order: 0, createdAt: mowing.createdAt, updatedAt: mowing.updatedAt };
const gateCode = { ...turfArea, id: '4d1c1a52-3f0e-4a4b-9a59-000000000003', label: 'Gate code', type: 'text' };

function signedIn(role: 'admin' | 'crew_leader', routes: Parameters<typeof mockFetch>[0] = {}) {
  const user = aUser({ role });
  storeSession({ user });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company: aCompany() }),
    'GET /api/v2/services': ok({ services: [listItem(mowing)] }),
    [`GET /api/v2/services/${mowing.id}`]: ok({ service: mowing }),
    'GET /api/v2/income_divisions': ok({ incomeDivisions: [division] }),
    'GET /api/v2/custom_fields': ok({ customFields: [turfArea, gateCode] }),
    'GET /api/v2/crews': ok({ crews: [], pagination: { page: 1, limit: 200, total: 0 } }),
    'GET /api/v2/equipment': ok({ equipment: [] }),
    'GET /api/v2/products': ok({ products: [] }),
    'GET /api/v2/subcontractors': ok({ subcontractors: [] }),
    'GET /api/v2/coupons': ok({ coupons: [] }),
    ...routes,
  });
}

describe('service pages', () => {
  it('/services lists the services with a Coupons tab', async () => {
    signedIn('admin');
    const { user } = renderApp('/services');
    expect(await screen.findByRole('heading', { name: 'Services', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Weekly mowing' })).toHaveAttribute('href', `/services/${mowing.id}`);
    await user.click(screen.getByRole('tab', { name: 'Coupons' }));
    expect(await screen.findByText('No coupons yet.')).toBeInTheDocument();
  });

  it('/services/{id} offers the company’s divisions and number custom fields in its pickers', async () => {
    signedIn('admin');
    renderApp(`/services/${mowing.id}`);
    expect(await screen.findByRole('heading', { name: 'Weekly mowing', level: 1 })).toBeInTheDocument();
    const divisions = screen.getByLabelText('Income division');
    expect(await within(divisions).findByRole('option', { name: 'Maintenance' })).toBeInTheDocument();
    const measure = screen.getByLabelText('Measure');
    expect(await within(measure).findByRole('option', { name: 'Turf area (sq ft)' })).toBeInTheDocument();
    expect(within(measure).queryByRole('option', { name: 'Gate code' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save service' })).toBeInTheDocument();
  });

  it('/services/{id} says Service Not Found for a service that does not exist (or is another company’s)', async () => {
    signedIn('admin', { [`GET /api/v2/services/${mowing.id}`]: fail(404, 'The selected service could not be found.', 'NOT_FOUND') });
    renderApp(`/services/${mowing.id}`);
    expect(await screen.findByText('Service Not Found')).toBeInTheDocument();
    expect(screen.getByText('The selected service could not be found.')).toBeInTheDocument();
  });

  it('a crew leader reads a service but cannot change it', async () => {
    signedIn('crew_leader');
    renderApp(`/services/${mowing.id}`);
    expect(await screen.findByRole('heading', { name: 'Weekly mowing', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText('Service name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save service' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
  });
});
