import { defaultCompanyDetails } from '@groundwork/domain/company-information';
import type { Activity, Customer } from '@groundwork/domain/customers';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aLedger } from '@/features/invoices/invoice-builders';
import { aCompany, aUser, permissionsWith, storeSession } from '@/test/builders';
import { aCompanyInformation } from '@/test/company-builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const customerId = '6a0d1c52-3f0e-4a4b-9a59-b00000000001';
// 05:30 UTC on January 15 is 11:30 PM on the 14th in Chicago, and already 12:30 AM on the 15th in New York.
const createdAt = '2026-01-15T05:30:00.000Z';
const changedAt = '2026-03-02T17:05:00.000Z';
const address = { street: '1 Elm St', street2: '', city: 'Naperville', state: 'IL', zipCode: '60540', country: 'United States' };

const customer: Customer = {
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
  address,
  status: 'active',
  leadSourceId: null,
  tags: [],
  notes: '',
  taxCategoryId: null,
  properties: [],
  convertedFromLeadId: null,
  createdAt,
  updatedAt: changedAt,
  createdBy: null,
};

const created: Activity = { id: '6a0d1c52-3f0e-4a4b-9a59-b00000000002', kind: 'created', text: 'Customer created', createdAt, createdBy: null, createdByName: 'Dana Whitfield' };

function signedIn(timeZone: string, company = aCompany(), routes: Parameters<typeof mockFetch>[0] = {}) {
  const user = aUser({ role: 'admin' });
  storeSession({ user, company });
  return mockFetch({
    ...routes,
    'GET /api/v2/auth/me': ok({ user, company }),
    'GET /api/v2/company_information': ok({ companyInformation: aCompanyInformation({ companyDetails: { ...defaultCompanyDetails('Demo Landscaping'), timeZone } }) }),
    [`GET /api/v2/customers/${customerId}`]: ok({ customer }),
    [`GET /api/v2/customers/${customerId}/activities`]: ok({ activities: [created] }),
    'GET /api/v2/lead_sources': ok({ leadSources: [] }),
    'GET /api/v2/jobs': ok({ jobs: [] }),
  });
}

describe("the customer page's times", () => {
  it("shows Created, Last changed and the activity in the company's time zone (America/Chicago), not New York's", async () => {
    signedIn('America/Chicago');
    const { user } = renderApp(`/customers/${customerId}`);

    expect(await screen.findByRole('heading', { name: 'Ann Green', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent('Jan 14, 2026, 11:30 PM');
    expect(screen.getByText('Last changed').nextElementSibling).toHaveTextContent('Mar 2, 2026, 11:05 AM');

    await user.click(screen.getByRole('tab', { name: 'Notes & activity' }));
    const activity = await screen.findByRole('list', { name: 'Activity' });
    expect(within(activity).getByRole('listitem')).toHaveTextContent('Jan 14, 2026, 11:30 PM');
  });

  it('follows the company when it works in another zone', async () => {
    signedIn('America/Los_Angeles');
    renderApp(`/customers/${customerId}`);
    expect(await screen.findByRole('heading', { name: 'Ann Green', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Created').nextElementSibling).toHaveTextContent('Jan 14, 2026, 9:30 PM');
  });
});

describe("the customer's account", () => {
  it('is a tab of its own once the invoices entry is open, with the ledger', async () => {
    const invoicesOpen = aCompany({ permissions: permissionsWith({ section: 'main', name: 'invoices', enabled: true }) });
    signedIn('America/Chicago', invoicesOpen, {
      [`GET /api/v2/customers/${customerId}/ledger`]: ok({ ledger: aLedger({ customerId }) }),
      'GET /api/v2/invoices': ok({ invoices: [], pagination: { page: 1, limit: 50, total: 0 } }),
    });
    const { user } = renderApp(`/customers/${customerId}`);
    await user.click(await screen.findByRole('tab', { name: 'Account' }));
    expect(await screen.findByRole('table', { name: 'Ledger' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print statement' })).toBeInTheDocument();
  });

  it('is not offered while invoices are not open to the company', async () => {
    signedIn('America/Chicago', aCompany({ permissions: permissionsWith({ section: 'main', name: 'invoices', enabled: false }) }));
    renderApp(`/customers/${customerId}`);
    expect(await screen.findByRole('heading', { name: 'Ann Green', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Account' })).not.toBeInTheDocument();
  });
});
