import type { LeadListItem } from '@groundwork/domain/leads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { LeadsList } from './leads-list';

let sequence = 0;
function aLeadRow(overrides: Partial<LeadListItem> = {}): LeadListItem {
  sequence += 1;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    type: 'residential',
    displayName: `Lead ${sequence}`,
    companyName: '',
    email: '',
    phone: '',
    mobilePhone: '',
    workPhone: '',
    street: '',
    city: '',
    propertyStreet: '',
    status: 'new',
    leadSourceId: null,
    estimatedValue: null,
    followUpDate: null,
    assignedTo: '',
    tags: [],
    convertedCustomerId: null,
    createdAt: '2025-03-01T14:00:00.000Z',
    updatedAt: '2025-03-01T14:00:00.000Z',
    ...overrides,
  };
}

const pipeline = [
  aLeadRow({ displayName: 'Avery Sandoval', propertyStreet: '58 Cedar Ridge Court', status: 'contacted', estimatedValue: 2400 }),
  aLeadRow({ displayName: 'Maple Grove Apartments', type: 'commercial', status: 'lost', estimatedValue: 18000 }),
  aLeadRow({ displayName: 'Quinn Park', mobilePhone: '763-555-0120', status: 'new', estimatedValue: null }),
];

const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight');
beforeAll(() => Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 800 }));
afterAll(() => {
  if (clientHeight) Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
});
beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

function mockServer(routes: Record<string, RouteHandler | Response>) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

function rowNames() {
  return within(screen.getByRole('table', { name: 'Leads' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('LeadsList', () => {
  it("finds a lead by its property's street or a phone number, and filters by pipeline status", async () => {
    mockServer({ 'GET /api/v2/leads': ok({ leads: pipeline }) });
    const { user } = renderWithProviders(<LeadsList />);
    await screen.findByRole('link', { name: 'Avery Sandoval' });
    expect(screen.getByText('3 leads')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search leads'), 'cedar ridge');
    await waitFor(() => expect(rowNames()).toEqual(['Avery Sandoval']));
    await user.clear(screen.getByLabelText('Search leads'));
    await user.type(screen.getByLabelText('Search leads'), '7635550120');
    await waitFor(() => expect(rowNames()).toEqual(['Quinn Park']));
    await user.clear(screen.getByLabelText('Search leads'));

    await user.selectOptions(screen.getByLabelText('Status'), 'lost');
    await waitFor(() => expect(rowNames()).toEqual(['Maple Grove Apartments']));
    expect(screen.getByText('1 of 3 leads')).toBeInTheDocument();
  });

  it('sorts by estimated value as numbers, leads without one last', async () => {
    mockServer({ 'GET /api/v2/leads': ok({ leads: pipeline }) });
    const { user } = renderWithProviders(<LeadsList />);
    await screen.findByRole('link', { name: 'Avery Sandoval' });
    await user.click(screen.getByRole('button', { name: /^Est\. value/ }));
    expect(rowNames()).toEqual(['Avery Sandoval', 'Maple Grove Apartments', 'Quinn Park']);
    await user.click(screen.getByRole('button', { name: /^Est\. value/ }));
    expect(rowNames()).toEqual(['Maple Grove Apartments', 'Avery Sandoval', 'Quinn Park']);
  });

  it("says 'Failed to fetch leads' when the list cannot load", async () => {
    mockServer({ 'GET /api/v2/leads': fail(503, 'Database unavailable', 'DB_UNAVAILABLE') });
    renderWithProviders(<LeadsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch leads');
  });
});
