import type { Subcontractor } from '@groundwork/domain/subcontractors';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { SubcontractorsPanel } from './subcontractors-panel';

const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 });
});
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});
beforeEach(() => storeSession());

function aSubcontractor(overrides: Partial<Subcontractor>): Subcontractor {
  return {
    id: '7e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b',
    companyName: 'Sub',
    contactName: null,
    email: null,
    phone: null,
    trade: 'other',
    insuranceExpiryDate: '2027-06-30',
    insuranceStatus: 'current',
    insuranceDaysLeft: 220,
    hourlyRate: null,
    flatRate: null,
    flatRateDescription: null,
    notes: null,
    status: 'active',
    createdAt: '2026-01-05T15:00:00.000Z',
    updatedAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

const arborists = aSubcontractor({ id: '11111111-1111-4111-8111-111111111111', companyName: 'North Star Arborists', trade: 'tree_care', insuranceStatus: 'expiring', insuranceDaysLeft: 12, hourlyRate: 95 });
const irrigation = aSubcontractor({ id: '22222222-2222-4222-8222-222222222222', companyName: 'Rain Right Irrigation', trade: 'irrigation', flatRate: 150, flatRateDescription: 'Spring start-up' });
const snow = aSubcontractor({ id: '33333333-3333-4333-8333-333333333333', companyName: 'Plowmasters', trade: 'snow', insuranceStatus: 'expired', insuranceDaysLeft: -4 });

describe('SubcontractorsPanel', () => {
  it('warns about expired and expiring insurance and filters to those subcontractors', async () => {
    mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), 'GET /api/v2/subcontractors': ok({ subcontractors: [arborists, irrigation, snow] }) });
    const { user } = renderWithProviders(<SubcontractorsPanel canManage />);
    const table = await screen.findByRole('table', { name: 'Subcontractors' });
    expect(screen.getByText(/2 subcontractors' insurance has expired or expires within 30 days/)).toBeInTheDocument();
    expect(within(table).getByText('Insurance expires in 12 days')).toBeInTheDocument();
    expect(within(table).getByText('Insurance expired 4 days ago')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'North Star Arborists' })).toHaveAttribute('href', '/subcontractors/11111111-1111-4111-8111-111111111111');

    await user.selectOptions(screen.getByLabelText('Insurance'), 'Expired or expiring');
    await waitFor(() => expect(within(table).queryByText('Rain Right Irrigation')).not.toBeInTheDocument());
    expect(within(table).getByText('Plowmasters')).toBeInTheDocument();
  });

  it('shows no add, edit or delete to those who may not change the price book', async () => {
    mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser({ role: 'crew_leader' }), company: aCompany() }), 'GET /api/v2/subcontractors': ok({ subcontractors: [irrigation] }) });
    renderWithProviders(<SubcontractorsPanel canManage={false} />);
    await screen.findByRole('table', { name: 'Subcontractors' });
    expect(screen.queryByRole('link', { name: 'Add subcontractor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Rain Right Irrigation' })).not.toBeInTheDocument();
  });
});
