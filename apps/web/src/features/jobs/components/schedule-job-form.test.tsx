import type { Customer } from '@groundwork/domain/customers';
import { JOB_PRICE_REQUIRED_MESSAGE, VISIT_COUNT_REQUIRED_MESSAGE } from '@groundwork/domain/jobs';
import type { Service } from '@groundwork/domain/services';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aJob, aRoundRow, fullJob, jobCustomerId } from '../job-builders';
import { ScheduleJobForm } from './schedule-job-form';

const homeId = '4d7c1a52-3f0e-4a4b-9a59-a00000000001';
const cabinId = '4d7c1a52-3f0e-4a4b-9a59-a00000000002';
const roundId = '4d7c1a52-3f0e-4a4b-9a59-c00000000001';
const otherRoundId = '4d7c1a52-3f0e-4a4b-9a59-c00000000002';
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
  properties: [
    { id: cabinId, customerId: jobCustomerId, name: 'Cabin', address: { ...address, street: '9 Lake Rd' }, lotSizeSqFt: null, turfAreaSqFt: null, notes: '', isPrimary: false, createdAt: at, updatedAt: at },
    { id: homeId, customerId: jobCustomerId, name: 'Home', address, lotSizeSqFt: 4000, turfAreaSqFt: null, notes: '', isPrimary: true, createdAt: at, updatedAt: at },
  ],
  convertedFromLeadId: null,
  createdAt: at,
  updatedAt: at,
  createdBy: null,
} as unknown as Customer;

function aService(id: string, name: string, overrides: Partial<Service> = {}): Service {
  return {
    id: `4d7c1a52-3f0e-4a4b-9a59-b0000000000${id}`,
    name,
    description: '',
    isTaxable: true,
    serviceClass: 'Maintenance',
    incomeAccount: '',
    incomeDivisionId: null,
    selectedCustomFieldId: null,
    rateMatrixData: { matrixRows: [], bottomSection: null },
    defaultVisits: 1,
    recipe: [],
    order: Number(id),
    archived: false,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

const mowing = aService('1', 'Weekly mowing', {
  rateMatrixData: {
    matrixRows: [
      { from: 0, to: 5000, rate: 45, tbHrs: 1, cost: 20 },
      { from: 5001, to: 10000, rate: 60, tbHrs: 1.5, cost: 28 },
    ],
    bottomSection: null,
  },
});
const snow = aService('2', 'Snow plowing');
const retired = aService('3', 'Retired service', { archived: true });

function mockServer(routes: Record<string, RouteHandler | Response>) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

function renderForm() {
  const onScheduled = vi.fn();
  // A Friday: the first visit defaults to the Monday after.
  const rendered = renderWithProviders(
    <ScheduleJobForm customer={customer} services={[mowing, snow, retired]} onScheduled={onScheduled} onCancel={() => {}} today={new Date(2027, 3, 2)} />,
  );
  return { ...rendered, onScheduled };
}

const priceNote = () => screen.getByRole('status', { name: 'Rate matrix price' });

async function chooseService(user: ReturnType<typeof renderForm>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Service' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name }));
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('ScheduleJobForm', () => {
  it("proposes the service's season: 28 visits a season are weekly, one visit is one-time", async () => {
    mockServer({});
    const onScheduled = vi.fn();
    const { user } = renderWithProviders(
      <ScheduleJobForm customer={customer} services={[{ ...mowing, defaultVisits: 28 }, snow]} onScheduled={onScheduled} onCancel={() => {}} today={new Date(2027, 3, 2)} />,
    );
    await chooseService(user, 'Weekly mowing');
    expect(screen.getByRole('radio', { name: 'Recurring' })).toBeChecked();
    expect(screen.getByLabelText('Number of visits')).toHaveValue('28');
    expect(screen.getByLabelText('Frequency')).toHaveValue('weekly');
    await chooseService(user, 'Snow plowing');
    expect(screen.getByRole('radio', { name: 'One-time' })).toBeChecked();
  });

  it('asks for a service before sending anything, and offers only the active ones', async () => {
    const server = mockServer({});
    const { user, onScheduled } = renderForm();
    expect(screen.getByLabelText('Property')).toHaveValue(homeId);
    expect(screen.getByLabelText('Visit date')).toHaveValue('2027-04-05');
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));
    expect(await screen.findByText('Choose a service')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Service' })).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', '/api/v2/jobs')).toHaveLength(0);
    expect(onScheduled).not.toHaveBeenCalled();

    await user.click(screen.getByRole('combobox', { name: 'Service' }));
    expect(within(screen.getByRole('listbox')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Weekly mowing', 'Snow plowing']);
  });

  it("measures the property's lot size and prices it from the rate matrix as it is typed", async () => {
    mockServer({});
    const { user } = renderForm();
    await chooseService(user, 'Weekly mowing');
    expect(screen.getByLabelText('Measure (sq ft)')).toHaveValue('4000');
    expect(priceNote()).toHaveTextContent('Rate matrix price for 4,000 sq ft: $45.00 a visit, 1.0h');
    expect(screen.getByLabelText('Rate per visit (USD)')).toHaveAttribute('placeholder', '45');

    const measure = screen.getByLabelText('Measure (sq ft)');
    await user.clear(measure);
    await user.type(measure, '7,500');
    expect(priceNote()).toHaveTextContent('Rate matrix price for 7,500 sq ft: $60.00 a visit, 1.5h');
    expect(screen.getByLabelText('Estimated duration (hours)')).toHaveAttribute('placeholder', '1.5');

    await user.clear(measure);
    await user.type(measure, '20000');
    expect(priceNote()).toHaveTextContent('The measure is above the last row and the matrix has no bottom section.');
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));
    expect(await screen.findByText(JOB_PRICE_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Rate per visit (USD)')).toHaveAttribute('aria-invalid', 'true');

    // A property without a lot size leaves the measure to type.
    await user.selectOptions(screen.getByLabelText('Property'), cabinId);
    expect(screen.getByLabelText('Measure (sq ft)')).toHaveValue('');
    expect(priceNote()).toHaveTextContent('Enter a measure for the rate matrix to price, or a rate per visit.');
  });

  it('shows a message under every field the domain rules refuse', async () => {
    const server = mockServer({});
    const { user } = renderForm();
    await chooseService(user, 'Snow plowing');
    expect(priceNote()).toHaveTextContent('This service has no rate matrix: enter the rate per visit.');
    await user.type(screen.getByLabelText('Measure (sq ft)'), '-5');
    await user.type(screen.getByLabelText('Rate per visit (USD)'), 'abc');
    await user.type(screen.getByLabelText('Estimated duration (hours)'), '1.255');
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    await user.clear(screen.getByLabelText('Number of visits'));
    await user.clear(screen.getByLabelText('First visit date'));
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));

    expect(await screen.findByText('Measure cannot be negative')).toBeInTheDocument();
    expect(screen.getByText('Rate must be a number')).toBeInTheDocument();
    expect(screen.getByText('Estimated duration can have at most 2 decimal places')).toBeInTheDocument();
    expect(screen.getByText(VISIT_COUNT_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('First visit date is required')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/jobs')).toHaveLength(0);
  });

  it("puts the server's messages under the fields they belong to", async () => {
    mockServer({ 'POST /api/v2/jobs': fail(400, 'Validation failed', 'VALIDATION_FAILED', { visitCount: ['Number of visits must be at most 60'] }) });
    const { user, onScheduled } = renderForm();
    await chooseService(user, 'Weekly mowing');
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));
    expect(await screen.findByText('Number of visits must be at most 60')).toBeInTheDocument();
    expect(screen.getByLabelText('Number of visits')).toHaveAttribute('aria-invalid', 'true');
    expect(onScheduled).not.toHaveBeenCalled();
  });

  it('schedules the job with what was typed and hands the saved job on', async () => {
    const job = fullJob(aJob({ sourceEstimateId: null, estimateNumber: null }));
    const server = mockServer({ 'POST /api/v2/jobs': ok({ job }, 201) });
    const { user, onScheduled } = renderForm();
    await chooseService(user, 'Weekly mowing');
    await user.type(screen.getByLabelText('Rate per visit (USD)'), '50');
    await user.type(screen.getByLabelText('Estimated duration (hours)'), '1.25');
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    await user.selectOptions(screen.getByLabelText('Frequency'), 'biweekly');
    await user.clear(screen.getByLabelText('Number of visits'));
    await user.type(screen.getByLabelText('Number of visits'), '10');
    expect(screen.getByRole('region', { name: 'Visit dates' })).toHaveTextContent('10 visits, from Mon, Apr 5, 2027 to Mon, Aug 9, 2027');
    await user.click(screen.getByRole('switch', { name: 'Flexible' }));
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));

    await waitFor(() => expect(onScheduled).toHaveBeenCalledWith(job));
    expect(await screen.findByText('Job scheduled')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/jobs')[0]?.body).toEqual({
      customerId: jobCustomerId,
      propertyId: homeId,
      serviceId: mowing.id,
      measure: 4000,
      rate: 50,
      estimatedDuration: 1.25,
      jobType: 'recurring',
      instanceDate: '2027-04-05',
      frequency: 'biweekly',
      visitCount: 10,
      priority: 'medium',
      flexible: false,
      createWorkOrder: false,
      notes: '',
      roundId: null,
    });
  });

  it('puts a recurring job on a round, saying what joining does when the property is not one of its stops', async () => {
    const job = fullJob(aJob({ sourceEstimateId: null, estimateNumber: null }));
    const server = mockServer({ 'POST /api/v2/jobs': ok({ job }, 201) });
    const onScheduled = vi.fn();
    const rounds = [
      aRoundRow({ id: roundId, name: 'Tuesday mowing', crewName: 'North crew', propertyIds: [homeId] }),
      aRoundRow({ id: otherRoundId, name: 'Lake round', crewName: null, propertyIds: [] }),
    ];
    const { user } = renderWithProviders(
      <ScheduleJobForm customer={customer} services={[mowing]} rounds={rounds} onScheduled={onScheduled} onCancel={() => {}} today={new Date(2027, 3, 2)} />,
    );
    expect(screen.queryByLabelText('Round')).not.toBeInTheDocument();
    await chooseService(user, 'Weekly mowing');
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    const round = screen.getByLabelText('Round');
    expect(round).toHaveValue('');
    expect(within(round).getAllByRole('option').map((option) => option.textContent)).toEqual(['No round', 'Tuesday mowing', 'Lake round']);

    await user.selectOptions(round, 'Tuesday mowing');
    expect(round).toHaveAccessibleDescription("The work orders follow Tuesday mowing's order, and its work orders without a crew go to North crew.");
    await user.selectOptions(round, 'Lake round');
    expect(round).toHaveAccessibleDescription(expect.stringContaining('This property is not a stop of Lake round. The job joins the round, but its work orders keep their own place'));
    expect(screen.getByRole('link', { name: 'Open the round' })).toHaveAttribute('href', `/rounds/${otherRoundId}`);

    await user.type(screen.getByLabelText('Rate per visit (USD)'), '50');
    await user.click(screen.getByRole('button', { name: 'Schedule job' }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalledWith(job));
    expect(server.calls('POST', '/api/v2/jobs')[0]?.body).toMatchObject({ jobType: 'recurring', roundId: otherRoundId });
  });
});
