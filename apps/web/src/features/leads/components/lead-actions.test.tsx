import type { Lead } from '@groundwork/domain/leads';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { aJurisdiction, aTaxCategory } from '@/test/company-builders';
import { mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { ConvertLeadButton } from './convert-lead-button';
import { LeadForm } from './lead-form';
import { LeadPipeline } from './lead-pipeline';

const leadId = '22222222-2222-4222-8222-222222222222';
const customerId = '33333333-3333-4333-8333-333333333333';

function aLead(overrides: Partial<Lead> = {}): Lead {
  return {
    id: leadId,
    type: 'residential',
    firstName: 'Avery',
    lastName: 'Sandoval',
    companyName: '',
    displayName: 'Avery Sandoval',
    email: '',
    alternateEmails: [],
    phone: '(763) 555-0120',
    mobilePhone: '',
    workPhone: '',
    address: { street: '', street2: '', city: '', state: '', zipCode: '', country: 'United States' },
    leadSourceId: null,
    tags: [],
    notes: '',
    status: 'contacted',
    lostReason: '',
    property: null,
    estimatedValue: 2400,
    followUpDate: null,
    assignedTo: '',
    taxCategoryId: null,
    convertedCustomerId: null,
    convertedAt: null,
    createdAt: '2025-03-01T14:00:00.000Z',
    updatedAt: '2025-03-01T14:00:00.000Z',
    createdBy: null,
    ...overrides,
  };
}

function mockServer(routes: Record<string, RouteHandler | Response>) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('lead actions', () => {
  it('converting asks first, then hands the new customer on', async () => {
    const server = mockServer({
      [`POST /api/v2/leads/${leadId}/convert`]: ok({ customer: { id: customerId, displayName: 'Avery Sandoval' }, lead: aLead({ status: 'won', convertedCustomerId: customerId }) }),
    });
    const onConverted = vi.fn();
    const { user } = renderWithProviders(<ConvertLeadButton lead={aLead()} onConverted={onConverted} />);
    await user.click(screen.getByRole('button', { name: 'Convert to customer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Convert this lead to a customer?' });
    expect(server.calls('POST', `/api/v2/leads/${leadId}/convert`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Convert to customer' }));
    await waitFor(() => expect(onConverted).toHaveBeenCalledWith(expect.objectContaining({ id: customerId })));
  });

  it('marking a lead lost needs a reason, then saves it with the status', async () => {
    const server = mockServer({ [`PUT /api/v2/leads/${leadId}`]: ok({ lead: aLead({ status: 'lost', lostReason: 'No response' }) }) });
    const { user } = renderWithProviders(<LeadPipeline lead={aLead()} />);
    await user.click(screen.getByRole('button', { name: 'Lost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this lead lost' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
    expect(await within(dialog).findByText('Enter the reason the lead was lost')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/leads/${leadId}`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Lost reason'), 'No response');
    await user.click(within(dialog).getByRole('button', { name: 'Mark lost' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/leads/${leadId}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/leads/${leadId}`)[0]?.body).toMatchObject({ status: 'lost', lostReason: 'No response', updatedAt: aLead().updatedAt });
  });

  it('the lead form asks for a lost reason when the status is lost', async () => {
    const server = mockServer({});
    const { user } = renderWithProviders(<LeadForm onSaved={vi.fn()} />);
    await user.type(screen.getByLabelText('First name'), 'Quinn');
    await user.selectOptions(screen.getByLabelText('Status'), 'lost');
    await user.click(screen.getByRole('button', { name: 'Create lead' }));
    expect(await screen.findByText('Enter the reason the lead was lost')).toBeInTheDocument();
    expect(screen.getByLabelText('Lost reason')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', '/api/v2/leads')).toHaveLength(0);
  });

  it('the lead form takes a tax category, saying what its estimates will charge, and sends it with the lead', async () => {
    const minnesota = aJurisdiction({ name: 'Minnesota' });
    const ramsey = aJurisdiction({ name: 'Ramsey County', type: 'county', code: 'US-MN-RAMSEY', parentJurisdictionId: minnesota.id });
    const saintPaul = aJurisdiction({ name: 'Saint Paul', type: 'city', code: 'US-MN-SAINT-PAUL', parentJurisdictionId: ramsey.id });
    const cityTax = aTaxCategory({ name: 'Saint Paul City Tax', rate: 0.5, jurisdictionId: saintPaul.id });
    const taxCategories = [
      aTaxCategory({ name: 'Minnesota State Tax', rate: 6.875, jurisdictionId: minnesota.id, isDefaultForClients: true }),
      aTaxCategory({ name: 'Ramsey County Transit Tax', rate: 0.5, jurisdictionId: ramsey.id }),
      cityTax,
    ];
    const server = mockServer({ [`PUT /api/v2/leads/${leadId}`]: ok({ lead: aLead({ taxCategoryId: cityTax.id }) }) });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<LeadForm lead={aLead()} taxCategories={taxCategories} jurisdictions={[minnesota, ramsey, saintPaul]} onSaved={onSaved} />);
    const select = screen.getByLabelText('Tax category');
    expect(select).toHaveValue('');
    expect(within(select).getByRole('option', { name: 'Company default (Minnesota State Tax)' })).toBeInTheDocument();
    expect(screen.getByText('Estimates are taxed at Minnesota 6.875%.')).toBeInTheDocument();

    await user.selectOptions(select, 'Saint Paul City Tax');
    expect(screen.getByText('Estimates are taxed at Saint Paul 7.875%.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('PUT', `/api/v2/leads/${leadId}`)[0]?.body).toMatchObject({ taxCategoryId: cityTax.id, updatedAt: aLead().updatedAt });
  });

  it('the lead form keeps the property\'s map position when other fields change, and checks both are given', async () => {
    const property = {
      name: 'Home',
      address: { street: '58 Cedar Ridge Ct', street2: '', city: 'Plymouth', state: 'MN', zipCode: '55447', country: 'United States' },
      lotSizeSqFt: 9000,
      turfAreaSqFt: null,
      notes: '',
      latitude: 45.0211,
      longitude: -93.4817,
    };
    const server = mockServer({ [`PUT /api/v2/leads/${leadId}`]: ok({ lead: aLead({ property, assignedTo: 'Priya' }) }) });
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<LeadForm lead={aLead({ property })} onSaved={onSaved} />);
    expect(screen.getByLabelText('Latitude')).toHaveValue(45.0211);
    expect(screen.getByLabelText('Longitude')).toHaveValue(-93.4817);

    await user.clear(screen.getByLabelText('Latitude'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter both the latitude and the longitude, or neither')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/leads/${leadId}`)).toHaveLength(0);

    await user.type(screen.getByLabelText('Latitude'), '45.0211');
    await user.type(screen.getByLabelText('Assigned to'), 'Priya');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.calls('PUT', `/api/v2/leads/${leadId}`)[0]?.body).toMatchObject({ assignedTo: 'Priya', property: { name: 'Home', latitude: 45.0211, longitude: -93.4817 } });
  });
});
