import type { Customer } from '@groundwork/domain/customers';
import type { EstimateDetail, EstimateListItem } from '@groundwork/domain/estimates';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aService, listItem } from '@/features/services/service-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const customerId = '7a1c1a52-3f0e-4a4b-9a59-000000000001';
const propertyId = '7a1c1a52-3f0e-4a4b-9a59-000000000002';
const estimateId = '7a1c1a52-3f0e-4a4b-9a59-000000000003';
const at = '2026-11-20T10:00:00.000Z';
const markups = {
  recoveryMethod: 'MORS',
  laborOverheadMarkupPercent: 50,
  overheadMarkupPercent: null,
  materialsOHPercentage: 10,
  equipmentOHPercentage: 10,
  subcontractorsOHPercentage: 10,
  overheadPerLaborHour: null,
  targetNetProfitPercent: 20,
} as const;

const customer = {
  id: customerId,
  type: 'residential',
  firstName: 'Ann',
  lastName: 'Green',
  companyName: '',
  displayName: 'Ann Green',
  email: '',
  alternateEmails: [],
  phone: '',
  mobilePhone: '',
  workPhone: '',
  address: { street: '1 Elm St', street2: '', city: 'Austin', state: 'TX', zipCode: '78701', country: 'United States' },
  status: 'active',
  leadSourceId: null,
  tags: [],
  notes: '',
  taxCategoryId: null,
  properties: [
    {
      id: propertyId,
      customerId,
      name: 'Home',
      address: { street: '1 Elm St', street2: '', city: 'Austin', state: 'TX', zipCode: '78701', country: 'United States' },
      lotSizeSqFt: 4000,
      turfAreaSqFt: null,
      notes: '',
      isPrimary: true,
      createdAt: at,
      updatedAt: at,
    },
  ],
  convertedFromLeadId: null,
  createdAt: at,
  updatedAt: at,
  createdBy: null,
} as unknown as Customer;

const mowing = aService({
  name: 'Weekly mowing',
  rateMatrixData: { matrixRows: [{ from: 0, to: 5000, rate: 45, tbHrs: 1, cost: 20 }], bottomSection: null },
});

const templateLine = { description: '', visits: 1, bHrs: null, markup: null, rate: null, taxable: true, serviceId: null, sourceId: null, isEditable: true, status: 'Draft' };
const template = {
  id: '7a1c1a52-3f0e-4a4b-9a59-000000000009',
  name: 'Mulch install',
  description: 'Five yards',
  type: 'Both',
  serviceCount: 1,
  lineCount: 3,
  totalCost: 230,
  isSample: true,
  dateCreated: at,
  createdBy: 'Groundwork',
  dateModified: at,
  modifiedBy: 'Groundwork',
  updatedAt: at,
  document: '',
  items: [
    { ...templateLine, id: 's1', parentId: null, name: 'Mulch beds', type: 'labor', qty: 1, cost: 0 },
    { ...templateLine, id: 's1-1', parentId: 's1', name: 'Mulch', type: 'product', qty: 5, cost: 38 },
    { ...templateLine, id: 's1-2', parentId: 's1', name: 'Spreading', type: 'labor', qty: 2, cost: 20 },
  ],
};

const listed: EstimateListItem = {
  id: estimateId,
  number: 1001,
  clientId: customerId,
  clientType: 'customer',
  clientName: 'Ann Green',
  propertyId,
  description: 'Spring work',
  notes: '',
  terms: '',
  proposalDetail: 'detailed',
  status: 'draft',
  expiryDate: null,
  targetNetProfitPercent: 20,
  adjustmentPercent: 0,
  taxRatePercent: 8.25,
  taxRateName: 'Saint Paul',
  total: 48.71,
  totals: { subtotal: 45, taxableSubtotal: 45, tax: 3.71, grandTotal: 48.71, overheadRecovered: 0, netProfit: 25 },
  dateCreated: at,
  lastModified: at,
  createdAt: at,
  updatedAt: at,
};

function created(request: RecordedRequest): EstimateDetail {
  const body = request.body as { items: { id: string; parentId: string | null; name: string }[] };
  return {
    ...listed,
    markups,
    breakdown: { revenue: 45, laborCost: 20, equipmentCost: 0, productCost: 0, subcontractorCost: 0, totalCosts: 20, estimatedGrossProfit: 25, totalBillableHours: 1, revenuePerHour: 45, netProfitPerHour: 25, parentServiceBreakdowns: [] },
    items: body.items.map((item) => ({
      ...item,
      description: '',
      type: 'labor',
      qty: 1,
      rate: 45,
      visits: 1,
      total: 45,
      cost: 20,
      bHrs: 1,
      tbHrs: 1,
      tCost: 20,
      margin: 55.56,
      markup: 0,
      adjRate: 45,
      calc: 45,
      isEditable: true,
      status: 'Draft',
      taxable: true,
      serviceId: null,
      sourceId: null,
      markupOverride: null,
      rateOverride: item.parentId === null ? null : 45,
    })),
  };
}

function signedIn(routes: Parameters<typeof mockFetch>[0] = {}) {
  const user = aUser({ role: 'admin' });
  const company = aCompany({ permissions: permissionsWith({ section: 'customer', name: 'estimates', enabled: true, visible: true }) });
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/estimates': ok({ estimates: [listed] }),
    [`GET /api/v2/estimatesbyCustomer/${customerId}`]: ok({ estimates: [listed] }),
    [`GET /api/v2/customers/${customerId}`]: ok({ customer }),
    'GET /api/v2/lead_sources': ok({ leadSources: [] }),
    'GET /api/v2/services': ok({ services: [listItem(mowing)] }),
    'GET /api/v2/summary': ok({ budget: null, results: {}, markups }),
    'GET /api/v2/crews': ok({ crews: [], pagination: { page: 1, limit: 200, total: 0 } }),
    'GET /api/v2/equipment': ok({ equipment: [] }),
    'GET /api/v2/products': ok({ products: [] }),
    'GET /api/v2/subcontractors': ok({ subcontractors: [] }),
    'GET /api/v2/estimate_templates': ok({ templates: [{ ...template, items: undefined, document: undefined }] }),
    [`GET /api/v2/estimate_templates/${template.id}`]: ok({ template }),
    ...routes,
  });
}

const sizes = ['clientHeight', 'clientWidth', 'offsetHeight', 'offsetWidth'] as const;
const saved = sizes.map((name) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
beforeAll(() => {
  for (const name of sizes) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => (name.endsWith('Height') ? 800 : 1200) });
});
afterAll(() => {
  sizes.forEach((name, index) => {
    const descriptor = saved[index];
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  });
});

describe('estimate screens', () => {
  it('/estimates lists the estimates with their totals', async () => {
    signedIn();
    renderApp('/estimates');
    expect(await screen.findByRole('heading', { name: 'Estimates', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '#1001' })).toHaveAttribute('href', `/estimates/${estimateId}`);
    expect(screen.getAllByText('$48.71').length).toBeGreaterThan(0);
  });

  it('/estimates: New estimate picks a customer or a lead, then opens the builder for them', async () => {
    const listedClient = { type: 'residential', companyName: '', email: '', phone: '', mobilePhone: '', workPhone: '', street: '1 Elm St', city: 'Austin', propertyStreet: '', leadSourceId: null, createdAt: at, updatedAt: at };
    const leadId = '7a1c1a52-3f0e-4a4b-9a59-000000000009';
    signedIn({
      'GET /api/v2/customers': ok({
        customers: [
          { ...listedClient, id: customerId, displayName: 'Ann Green', state: 'TX', zipCode: '78701', status: 'active', tags: [] },
          { ...listedClient, id: propertyId, displayName: 'Gone Archived', state: 'TX', zipCode: '78701', status: 'archived', tags: [] },
        ],
      }),
      'GET /api/v2/leads': ok({ leads: [{ ...listedClient, id: leadId, displayName: 'Tom Nguyen', street: '', city: '', status: 'contacted', estimatedValue: null, followUpDate: null }] }),
    });
    const { user, router } = renderApp('/estimates');
    await user.click(await screen.findByRole('button', { name: 'New estimate' }));
    const dialog = await screen.findByRole('dialog', { name: 'New estimate' });
    expect(router.state.location.search).toBe('?new=1');

    await user.click(within(dialog).getByRole('button', { name: 'Start estimate' }));
    expect(await within(dialog).findByText('Choose the customer or lead this estimate is for.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Customer or lead'), 'gr');
    expect(await within(dialog).findByRole('option', { name: 'Ann Green · Customer · 1 Elm St, Austin' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('option', { name: /Gone Archived/ })).not.toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Customer or lead'));
    await user.type(within(dialog).getByLabelText('Customer or lead'), 'tom');
    await user.click(await within(dialog).findByRole('option', { name: 'Tom Nguyen · Lead (Contacted)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start estimate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/estimates/create/lead/${leadId}`));
  });

  it('the dashboard’s Create estimate opens the picker on /estimates', async () => {
    signedIn({ 'GET /api/v2/customers': ok({ customers: [] }), 'GET /api/v2/leads': ok({ leads: [] }) });
    renderApp('/estimates?new=1');
    expect(await screen.findByRole('dialog', { name: 'New estimate' })).toBeInTheDocument();
  });

  it('the customer page lists the customer’s estimates with a New estimate link', async () => {
    signedIn();
    const { user } = renderApp(`/customers/${customerId}`);
    await user.click(await screen.findByRole('tab', { name: 'Estimates' }));
    expect(await screen.findByRole('link', { name: '#1001' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New estimate' })).toHaveAttribute('href', `/estimates/create/customer/${customerId}`);
  });

  it('builds a new estimate from a service priced by the lot size, creates it and opens it', async () => {
    let createdEstimate: EstimateDetail | null = null;
    const server = signedIn({
      'POST /api/v2/estimates': (request) => {
        createdEstimate = created(request);
        return ok({ estimate: createdEstimate }, 201);
      },
      [`GET /api/v2/internal_estimates/${estimateId}`]: () => ok({ estimate: createdEstimate }),
    });
    const { user, router } = renderApp(`/estimates/create/customer/${customerId}`);
    expect(await screen.findByRole('heading', { name: 'New estimate', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByLabelText('Add a service'));
    await user.click(await screen.findByRole('option', { name: 'Weekly mowing' }));
    // 4,000 sq ft falls in the 0–5,000 band: $45 a visit.
    expect(await screen.findByLabelText('Service name, row 1')).toHaveValue('Weekly mowing');
    await waitFor(() => expect(within(screen.getByLabelText('Totals')).getByText('Total').nextSibling?.textContent).toBe('$45.00'));
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/estimates/${estimateId}`));
    const body = server.calls('POST', '/api/v2/estimates')[0]!.body as { clientId: string; clientType: string; propertyId: string; items: unknown[] };
    expect(body).toMatchObject({ clientId: customerId, clientType: 'customer', propertyId });
    expect(body.items).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Estimate #1001', level: 1 })).toBeInTheDocument();
  });

  it('an upsell task becomes an estimate: the task read from the server starts it, and the estimate is linked back', async () => {
    const ticketId = '7a1c1a52-3f0e-4a4b-9a59-000000000009';
    let createdEstimate: EstimateDetail | null = null;
    const server = signedIn({
      [`GET /api/v2/tickets/${ticketId}/estimate_draft`]: ok({
        draft: { ticketId, ticketNumber: 1042, customerId, propertyId, description: 'Core aeration for the back lawn', notes: 'Compacted by the swing set' },
      }),
      'POST /api/v2/estimates': (request) => {
        createdEstimate = created(request);
        return ok({ estimate: createdEstimate }, 201);
      },
      [`POST /api/v2/tickets/${ticketId}/estimate`]: (request) => ok({ ticket: { id: ticketId, body: request.body } }),
      [`GET /api/v2/internal_estimates/${estimateId}`]: () => ok({ estimate: createdEstimate }),
    });
    const { user, router } = renderApp(`/estimates/create/customer/${customerId}?fromTask=${ticketId}`);
    expect(await screen.findByText('From T-1042')).toBeInTheDocument();
    expect(await screen.findByLabelText('Description')).toHaveValue('Core aeration for the back lawn');
    expect(screen.getByLabelText('Notes')).toHaveValue('Compacted by the swing set');
    await user.click(await screen.findByLabelText('Add a service'));
    await user.click(await screen.findByRole('option', { name: 'Weekly mowing' }));
    await user.click(screen.getByRole('button', { name: 'Create estimate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/estimates/${estimateId}`));
    expect(server.calls('POST', '/api/v2/estimates')[0]!.body).toMatchObject({ clientId: customerId, propertyId, description: 'Core aeration for the back lawn', notes: 'Compacted by the swing set' });
    expect(server.calls('POST', `/api/v2/tickets/${ticketId}/estimate`).map((call) => call.body)).toEqual([{ estimateId }]);
    expect(await screen.findByText('Estimate #1001 made from T-1042')).toBeInTheDocument();
  });

  it('a task of another customer (an edited address) starts a blank estimate and is not linked', async () => {
    const ticketId = '7a1c1a52-3f0e-4a4b-9a59-000000000010';
    signedIn({
      [`GET /api/v2/tickets/${ticketId}/estimate_draft`]: ok({
        draft: { ticketId, ticketNumber: 1043, customerId: '7a1c1a52-3f0e-4a4b-9a59-000000000099', propertyId: null, description: 'Someone else’s', notes: '' },
      }),
    });
    renderApp(`/estimates/create/customer/${customerId}?fromTask=${ticketId}`);
    expect(await screen.findByText('The task could not be used')).toBeInTheDocument();
    expect(await screen.findByLabelText('Description')).toHaveValue('');
  });

  it('applies a template: its lines join the estimate with fresh ids', async () => {
    signedIn();
    const { user } = renderApp(`/estimates/create/customer/${customerId}`);
    await user.click(await screen.findByLabelText('Apply a template'));
    await user.click(await screen.findByRole('option', { name: 'Mulch install' }));
    expect(await screen.findByLabelText('Service name, row 1')).toHaveValue('Mulch beds');
    expect(screen.getByLabelText('Line name, row 2')).toHaveValue('Mulch');
    expect(screen.getByLabelText('Quantity of Spreading, row 3')).toHaveValue('2');
    // Costs: 5 × $38 product + 2 h × $20 labour.
    await waitFor(() => expect(within(screen.getByLabelText('Financial breakdown')).getByText('Total costs').nextSibling?.textContent).toBe('$230.00'));
  });
});
