import { applicationsRequiredMessage, overrideReasonMessage, windAboveLimitMessage, type Application, type ApplicationListItem } from '@groundwork/domain/chemical-applications';
import type { DispatchOrder } from '@groundwork/domain/dispatch';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aDispatchOrder, leaderId, memberId } from '../dispatch-builders';
import { CompleteWorkOrderForm } from './complete-work-order-form';

const trimecId = '7a1c9e20-3b4d-4e5f-8a6b-b00000000001';
const members = [
  { employeeId: memberId, name: 'Max Ruiz', role: 'member' as const },
  { employeeId: leaderId, name: 'Lee Park', role: 'leader' as const },
];
const settings = { states: ['MN'], maxWindMph: 10, copyOnInvoice: false, updatedAt: '2027-03-01T15:00:00.000Z' };

/** A weed-control visit: a labour line and Trimec Classic, a herbicide of the price book. */
function aWeedControlOrder(overrides: Partial<DispatchOrder> = {}): DispatchOrder {
  return aDispatchOrder({
    status: 'in_progress',
    title: 'Broadleaf weed control',
    lines: [
      { itemId: 'i1', name: 'Spraying', description: '', type: 'labor', quantity: 1, productId: null, productCategory: null },
      { itemId: 'i2', name: 'Trimec Classic', description: '', type: 'product', quantity: 6, productId: trimecId, productCategory: 'herbicide' },
    ],
    timeEntries: [{ id: '7a1c9e20-3b4d-4e5f-8a6b-d00000000001', employeeId: leaderId, employeeName: 'Lee Park', date: '2027-04-05', clockIn: null, clockOut: null, minutes: 60, hours: 1, approved: false, approvedAt: null }],
    ...overrides,
  });
}

function aRecord(order: DispatchOrder, overrides: Partial<Application> = {}): Application {
  return {
    id: '7a1c9e20-3b4d-4e5f-8a6b-f00000000001',
    workOrderId: order.id,
    workOrderNumber: order.number,
    customerId: '7a1c9e20-3b4d-4e5f-8a6b-a00000000001',
    customerName: order.customerName,
    propertyId: order.propertyId,
    siteLocation: order.address,
    productId: trimecId,
    productName: 'Trimec Classic',
    epaRegistrationNumber: '2217-543',
    applicatorEmployeeId: leaderId,
    applicatorName: 'Lee Park',
    finishedAt: '2027-04-05T19:15:00.000Z',
    appliedOn: '2027-04-05',
    rate: 1.25,
    labelRateUnit: 'fl_oz',
    areaTreated: 4800,
    totalApplied: 6,
    state: 'MN',
    missingFields: [],
    complete: true,
    deadline: '2027-04-10',
    late: false,
    customerCopySentAt: null,
    updatedAt: '2027-04-05T19:20:00.000Z',
    siteDescription: '',
    target: '',
    startedAt: null,
    temperatureF: 64,
    windSpeedMph: 7,
    windDirection: 'NW',
    notes: '',
    customerAddress: order.address,
    applicatorLicenseNumber: '20231187',
    applicatorLicenseExpiresOn: '2027-12-31',
    companyName: 'Evergreen Lawn Care',
    companyAddress: '400 Como Ave, Saint Paul, MN 55103',
    activeIngredient: '2,4-D 32.4%',
    signalWord: 'danger',
    reentryIntervalHours: 24,
    overrides: [],
    sign: null,
    createdByName: 'Lee Park',
    createdAt: '2027-04-05T19:20:00.000Z',
    ...overrides,
  };
}

const listOf = (records: ApplicationListItem[]) => ok({ applications: records, pagination: { page: 1, limit: 100, total: records.length } });

function renderForm(order: DispatchOrder, onSubmit = vi.fn()) {
  const rendered = renderWithProviders(<CompleteWorkOrderForm order={order} members={members} date="2027-04-05" busy={false} serverErrors={{}} onSubmit={onSubmit} />, {
    path: '/dispatch-end-of-day',
    timeZone: 'America/Chicago',
  });
  return { ...rendered, onSubmit };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the completion gate for a fertiliser or pesticide visit', () => {
  it('asks for the Minnesota fields once the herbicide is used, explains what is missing instead of completing, then records it before completing', async () => {
    const order = aWeedControlOrder();
    const server = mockFetch({
      'GET /api/v2/chemical_applications': listOf([]),
      'GET /api/v2/chemical_applications/settings': ok({ settings }),
      'POST /api/v2/chemical_applications': (request) => ok({ application: aRecord(order, { ...(request.body as object) } as Partial<Application>) }, 201),
    });
    const { user, onSubmit } = renderForm(order);
    expect(screen.queryByRole('group', { name: /Application record/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Trimec Classic (planned 6)'), '6');
    const record = await screen.findByRole('group', { name: 'Application record — Trimec Classic' });
    // Minnesota's fields the crew knows on the lawn; the applicator is the crew leader unless changed.
    expect(within(record).getByLabelText('Applicator')).toHaveValue(leaderId);
    expect(within(record).getByLabelText('Temperature (°F)')).toBeInTheDocument();
    expect(within(record).getByLabelText('Wind direction')).toBeInTheDocument();
    expect(within(record).queryByLabelText('Started at')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Complete work order/ }));
    expect(await screen.findByText(applicationsRequiredMessage(['Trimec Classic']))).toBeInTheDocument();
    expect(screen.getByText('Trimec Classic: Rate per 1,000 sq ft, Area treated, Temperature, Wind speed, Wind direction')).toBeInTheDocument();
    expect(within(record).getByText('Temperature is required')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/chemical_applications')).toHaveLength(0);
    expect(onSubmit).not.toHaveBeenCalled();

    const finished = within(record).getByLabelText('Finished at');
    await user.clear(finished);
    await user.type(finished, '14:15');
    await user.type(within(record).getByLabelText('Rate per 1,000 sq ft'), '1.25');
    await user.type(within(record).getByLabelText('Area treated (sq ft)'), '4,800');
    await user.type(within(record).getByLabelText('Temperature (°F)'), '64');
    await user.type(within(record).getByLabelText('Wind (mph)'), '7');
    await user.selectOptions(within(record).getByLabelText('Wind direction'), 'NW');
    expect(screen.queryByText(/Before completing/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Complete work order/ }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const post = server.calls('POST', '/api/v2/chemical_applications')[0]!;
    expect(post.body).toEqual({
      workOrderId: order.id,
      productId: trimecId,
      applicatorEmployeeId: leaderId,
      finishedAt: '2027-04-05T19:15:00.000Z',
      startedAt: null,
      rate: 1.25,
      areaTreated: 4800,
      temperatureF: 64,
      windSpeedMph: 7,
      windDirection: 'NW',
      target: '',
      overrideReasons: {},
    });
    expect(post.headers.get('Idempotency-Key')).toBeTruthy();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ materials: [{ lineId: 'i2', quantity: 6 }] });
  });

  it('shows a warning with a reason to give, and saves again with it', async () => {
    const order = aWeedControlOrder();
    const warning = { code: 'wind_above_limit' as const, message: windAboveLimitMessage(14, 10) };
    const server = mockFetch({
      'GET /api/v2/chemical_applications': listOf([]),
      'GET /api/v2/chemical_applications/settings': ok({ settings }),
      'POST /api/v2/chemical_applications': (request) =>
        (request.body as { overrideReasons: Record<string, string> }).overrideReasons.wind_above_limit
          ? ok({ application: aRecord(order, { windSpeedMph: 14 }) }, 201)
          : fail(422, overrideReasonMessage(warning), 'BUSINESS_RULE', { 'overrideReasons.wind_above_limit': [overrideReasonMessage(warning)] }),
    });
    const { user, onSubmit } = renderForm(order);
    await user.type(screen.getByLabelText('Trimec Classic (planned 6)'), '6');
    const record = await screen.findByRole('group', { name: 'Application record — Trimec Classic' });
    await user.type(within(record).getByLabelText('Rate per 1,000 sq ft'), '1.25');
    await user.type(within(record).getByLabelText('Area treated (sq ft)'), '4800');
    await user.type(within(record).getByLabelText('Temperature (°F)'), '64');
    await user.type(within(record).getByLabelText('Wind (mph)'), '14');
    await user.selectOptions(within(record).getByLabelText('Wind direction'), 'W');
    await user.click(screen.getByRole('button', { name: /Complete work order/ }));

    expect(await within(record).findByText(overrideReasonMessage(warning))).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(within(record).getByLabelText('Reason to save anyway'), 'Sprayed the sheltered back lawn only, low nozzle');
    await user.click(screen.getByRole('button', { name: /Complete work order/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(server.calls('POST', '/api/v2/chemical_applications').at(-1)!.body).toMatchObject({
      windSpeedMph: 14,
      overrideReasons: { wind_above_limit: 'Sprayed the sheltered back lawn only, low nozzle' },
    });
  });

  it('shows a record kept already: complete, it lets the order complete; lacking something, it asks only for that and fills it in', async () => {
    const order = aWeedControlOrder();
    const incomplete = aRecord(order, { windDirection: null, missingFields: ['windDirection'], complete: false });
    let current: Application = incomplete;
    const server = mockFetch({
      'GET /api/v2/chemical_applications': () => listOf([current]),
      'GET /api/v2/chemical_applications/settings': ok({ settings }),
      [`PUT /api/v2/chemical_applications/${incomplete.id}`]: (request) => {
        current = aRecord(order, { ...(request.body as object), missingFields: [], complete: true } as Partial<Application>);
        return ok({ application: current });
      },
    });
    const { user, onSubmit } = renderForm(order);
    const record = await screen.findByRole('group', { name: 'Application record — Trimec Classic' });
    expect(within(record).getByText('Recorded, but it still lacks Wind direction.')).toBeInTheDocument();
    expect(within(record).queryByLabelText('Temperature (°F)')).not.toBeInTheDocument();
    await user.selectOptions(within(record).getByLabelText('Wind direction'), 'NW');
    await user.click(screen.getByRole('button', { name: /Complete work order/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(server.calls('PUT', `/api/v2/chemical_applications/${incomplete.id}`)[0]!.body).toEqual({ windDirection: 'NW', updatedAt: incomplete.updatedAt });
    expect(await within(record).findByText(/Recorded: finished 2:15 PM by Lee Park/)).toBeInTheDocument();
  });

  it('works on a 390 px phone by keyboard and passes axe', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    const order = aWeedControlOrder();
    mockFetch({
      'GET /api/v2/chemical_applications': listOf([aRecord(order)]),
      'GET /api/v2/chemical_applications/settings': ok({ settings }),
    });
    const { user, container, onSubmit } = renderForm(order);
    const record = await screen.findByRole('group', { name: 'Application record — Trimec Classic' });
    expect(within(record).getByText(/Recorded: finished 2:15 PM by Lee Park/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
    screen.getByRole('button', { name: /Complete work order/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
