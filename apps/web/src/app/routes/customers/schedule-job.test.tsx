import type { Customer } from '@groundwork/domain/customers';
import type { JobListItem } from '@groundwork/domain/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aJob, fullJob, jobCustomerId } from '@/features/jobs/job-builders';
import { aService, listItem } from '@/features/services/service-builders';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const propertyId = '4d7c1a52-3f0e-4a4b-9a59-a00000000001';
const at = '2026-11-20T10:00:00.000Z';
const address = { street: '1 Elm St', street2: '', city: 'Austin', state: 'TX', zipCode: '78701', country: 'United States' };
const customer = {
  id: jobCustomerId,
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
  properties: [{ id: propertyId, customerId: jobCustomerId, name: 'Home', address, lotSizeSqFt: 4000, turfAreaSqFt: null, notes: '', isPrimary: true, createdAt: at, updatedAt: at }],
  convertedFromLeadId: null,
  createdAt: at,
  updatedAt: at,
  createdBy: null,
} as unknown as Customer;

const mowing = aService({ name: 'Weekly mowing', rateMatrixData: { matrixRows: [{ from: 0, to: 5000, rate: 45, tbHrs: 1, cost: 20 }], bottomSection: null } });

function signedIn(jobs: () => JobListItem[], onCreate: (body: unknown) => JobListItem) {
  const user = aUser({ role: 'admin' });
  const company = aCompany();
  storeSession({ user, company });
  return mockFetch({
    'GET /api/v2/auth/me': ok({ user, company }),
    [`GET /api/v2/customers/${jobCustomerId}`]: ok({ customer }),
    'GET /api/v2/lead_sources': ok({ leadSources: [] }),
    'GET /api/v2/services': ok({ services: [listItem(mowing)] }),
    'GET /api/v2/jobs': () => ok({ jobs: jobs() }),
    'POST /api/v2/jobs': (request) => ok({ job: fullJob(onCreate(request.body)) }, 201),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('scheduling a job from the customer page', () => {
  it('opens the Jobs tab from the address, schedules a service and comes back to the tab with the new job', async () => {
    let jobs: JobListItem[] = [];
    const server = signedIn(
      () => jobs,
      () => {
        const job = aJob({ sourceEstimateId: null, estimateNumber: null, jobType: 'one-time', frequency: null, visits: [aJob().visits[1]!] });
        jobs = [job];
        return job;
      },
    );
    const { user, router } = renderApp(`/customers/${jobCustomerId}?tab=jobs`);
    expect(await screen.findByRole('tab', { name: 'Jobs', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No jobs yet — schedule one or convert an approved estimate')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Schedule a job' }));
    expect(await screen.findByRole('heading', { name: 'Schedule job', level: 1 })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: 'Service' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Weekly mowing' }));
    expect(screen.getByRole('status', { name: 'Rate matrix price' })).toHaveTextContent('$45.00 a visit');
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));

    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/customers/${jobCustomerId}?tab=jobs`));
    expect(await screen.findByRole('listitem', { name: 'Weekly mowing' })).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/jobs')[0]?.body).toMatchObject({ customerId: jobCustomerId, propertyId, serviceId: mowing.id, measure: 4000, jobType: 'one-time' });

    // Choosing another tab keeps it in the address.
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(router.state.location.search).toBe('');
  });
});
