import type { Subcontractor } from '@groundwork/domain/subcontractors';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const id = '7e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';
const arborists: Subcontractor = {
  id,
  companyName: 'North Star Arborists',
  contactName: 'Jo Lind',
  email: 'jo@northstar.test',
  phone: '612-555-0142',
  trade: 'tree_care',
  insuranceExpiryDate: '2026-12-01',
  insuranceStatus: 'expiring',
  insuranceDaysLeft: 9,
  hourlyRate: 95,
  flatRate: 120,
  flatRateDescription: 'Stump grinding, per stump',
  notes: 'Call a week ahead',
  status: 'active',
  createdAt: '2026-01-05T15:00:00.000Z',
  updatedAt: '2026-01-05T15:00:00.000Z',
};

function signedIn(role: 'admin' | 'crew_leader', routes: Parameters<typeof mockFetch>[0]) {
  const user = aUser({ role });
  storeSession({ user });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company: aCompany() }), ...routes });
}

describe('subcontractor pages', () => {
  it('/subcontractors/{id} shows the record with its insurance warning, rates, and edit and delete', async () => {
    signedIn('admin', { [`GET /api/v2/subcontractors/${id}`]: ok({ subcontractor: arborists }) });
    renderApp(`/subcontractors/${id}`);
    expect(await screen.findByRole('heading', { name: 'North Star Arborists', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Insurance expires in 9 days')).toBeInTheDocument();
    expect(screen.getByText('$95.00 / hour')).toBeInTheDocument();
    expect(screen.getByText('$120.00 — Stump grinding, per stump')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/subcontractors/edit/${id}`);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('/subcontractors/{id} says so when the subcontractor does not exist (or is another company’s)', async () => {
    signedIn('admin', { [`GET /api/v2/subcontractors/${id}`]: fail(404, 'Subcontractor not found', 'NOT_FOUND') });
    renderApp(`/subcontractors/${id}`);
    expect(await screen.findByText('This subcontractor does not exist')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to subcontractors' })).toHaveAttribute('href', '/subcontractors');
  });

  it('/subcontractors/edit/{id} opens the form filled in', async () => {
    signedIn('admin', { [`GET /api/v2/subcontractors/${id}`]: ok({ subcontractor: arborists }) });
    renderApp(`/subcontractors/edit/${id}`);
    expect(await screen.findByLabelText('Company name')).toHaveValue('North Star Arborists');
    expect(screen.getByLabelText('Flat rate covers')).toHaveValue('Stump grinding, per stump');
  });

  it('a crew leader reads a subcontractor but gets no form and no edit or delete', async () => {
    signedIn('crew_leader', { [`GET /api/v2/subcontractors/${id}`]: ok({ subcontractor: arborists }) });
    const { router } = renderApp(`/subcontractors/${id}`);
    expect(await screen.findByRole('heading', { name: 'North Star Arborists', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await router.navigate('/subcontractors/new');
    expect(await screen.findByText('Only admins, office managers and estimators can change the price book')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });
});
