import { FREQUENCY_REQUIRED_MESSAGE } from '@groundwork/domain/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aJob, aRoundRow, fullJob, jobCustomerId } from '../job-builders';
import { ConvertEstimateButton, type ConvertibleEstimate } from './convert-estimate-dialog';

const estimateId = '4d7c1a52-3f0e-4a4b-9a59-e00000000001';
const homeId = '4d7c1a52-3f0e-4a4b-9a59-a00000000001';
const roundId = '4d7c1a52-3f0e-4a4b-9a59-c00000000001';
const leadId = '4d7c1a52-3f0e-4a4b-9a59-100000000001';
const convertPath = `/api/v2/estimates/${estimateId}/convert`;

type Item = ConvertibleEstimate['items'][number];
const item = (fields: Partial<Item> & Pick<Item, 'id' | 'name'>): Item => ({
  parentId: null, description: '', type: 'labor', qty: 1, rate: 0, visits: 1, total: 0, cost: 0, bHrs: 1, tbHrs: 0, tCost: 0, margin: 0, markup: 0, adjRate: 0, calc: 0,
  isEditable: true, status: 'Draft', taxable: true, serviceId: null, sourceId: null, markupOverride: null, rateOverride: null, ...fields,
});

/** An approved estimate for Ann Green: a 24-visit mowing season ($1,080) and a one-time clean-up with mulch ($431.44). */
function anEstimate(overrides: Partial<ConvertibleEstimate> = {}): ConvertibleEstimate {
  return {
    id: estimateId,
    number: 1001,
    status: 'approved',
    clientId: jobCustomerId,
    clientType: 'customer',
    clientName: 'Ann Green',
    items: [
      item({ id: 'p1', name: 'Weekly Mowing' }),
      item({ id: 'm1', parentId: 'p1', name: 'Mowing crew', qty: 0.75, visits: 24, total: 1080, tbHrs: 18 }),
      item({ id: 'p2', name: 'Spring Clean-up' }),
      item({ id: 'c1', parentId: 'p2', name: 'Clean-up crew', total: 275, tbHrs: 4.5 }),
      item({ id: 'c2', parentId: 'p2', name: 'Mulch', type: 'product', qty: 4, total: 156.44 }),
    ],
    ...overrides,
  };
}

function mockServer(routes: Record<string, RouteHandler | Response>) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

const mowing = () => screen.getByRole('region', { name: 'Weekly Mowing' });
const cleanUp = () => screen.getByRole('region', { name: 'Spring Clean-up' });
const preview = (service: string) => screen.getByRole('region', { name: `Visit dates of ${service}` });
const previewDates = (service: string) =>
  within(screen.getByRole('list', { name: `Visit dates of ${service}, one by one` }))
    .getAllByRole('listitem')
    .map((entry) => entry.textContent);

async function openDialog() {
  const rendered = renderWithProviders(<ConvertEstimateButton estimate={anEstimate()} />, { path: `/estimates/${estimateId}` });
  await rendered.user.click(screen.getByRole('button', { name: 'Convert to job' }));
  await screen.findByRole('dialog', { name: 'Convert estimate #1001 to jobs' });
  return rendered;
}

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('ConvertEstimateButton', () => {
  it('shows only on an approved estimate, and a converted one links to the jobs', () => {
    mockServer({});
    const { unmount } = renderWithProviders(<ConvertEstimateButton estimate={anEstimate({ status: 'sent' })} />);
    expect(screen.queryByRole('button', { name: 'Convert to job' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ConvertEstimateButton estimate={anEstimate()} status="converted" />);
    expect(screen.queryByRole('button', { name: 'Convert to job' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View jobs' })).toHaveAttribute('href', `/customers/${jobCustomerId}?tab=jobs`);
  });

  it("is disabled on a lead's estimate, says why and links to the lead", () => {
    mockServer({});
    renderWithProviders(<ConvertEstimateButton estimate={anEstimate({ clientType: 'lead', clientId: leadId })} />);
    const button = screen.getByRole('button', { name: 'Convert to job' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Convert the lead to a customer before scheduling this work. Open the lead');
    expect(screen.getByRole('link', { name: 'Open the lead' })).toHaveAttribute('href', `/leads/${leadId}`);
  });

  it("proposes each service's own schedule: the mowing season weekly with its 24 visits, the clean-up one visit", async () => {
    mockServer({});
    await openDialog();
    expect(within(mowing()).getByRole('radio', { name: 'Recurring' })).toBeChecked();
    expect(within(mowing()).getByLabelText('Frequency')).toHaveValue('weekly');
    expect(within(mowing()).getByLabelText('Visits')).toHaveValue('24');
    expect(within(mowing()).getByText('$1,080.00 · 24 visits of $45.00')).toBeInTheDocument();
    expect(within(cleanUp()).getByRole('radio', { name: 'One-time' })).toBeChecked();
    expect(within(cleanUp()).getByText('$431.44')).toBeInTheDocument();
    const date = (within(cleanUp()).getByLabelText('Visit date') as HTMLInputElement).value;
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${date}T12:00:00`).getDay());
    expect(preview('Spring Clean-up')).toHaveTextContent(/^1 visit on /);
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
    expect(screen.getByRole('switch', { name: 'Flexible' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Create work order' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Create 2 jobs' })).toBeEnabled();
  });

  it('previews the visit dates and the price of each visit as they are typed', async () => {
    mockServer({});
    const { user } = await openDialog();
    const date = within(mowing()).getByLabelText('First visit');
    await user.clear(date);
    await user.type(date, '2027-04-05');
    expect(preview('Weekly Mowing')).toHaveTextContent('24 visits, from Mon, Apr 5, 2027 to Mon, Sep 13, 2027');

    await user.selectOptions(within(mowing()).getByLabelText('Frequency'), 'biweekly');
    await user.clear(within(mowing()).getByLabelText('Visits'));
    await user.type(within(mowing()).getByLabelText('Visits'), '7');
    expect(previewDates('Weekly Mowing').slice(0, 3)).toEqual(['1. Mon, Apr 5, 2027', '2. Mon, Apr 19, 2027', '3. Mon, May 3, 2027']);
    // $1,080 over 7 visits: $154.29 for the first four, $154.28 for the last three — exactly $1,080.
    expect(within(mowing()).getByText('$1,080.00 · 7 visits of $154.28–$154.29')).toBeInTheDocument();

    await user.clear(within(mowing()).getByLabelText('Visits'));
    expect(preview('Weekly Mowing')).toHaveTextContent('Enter a first visit date, frequency and number of visits to see the visit dates.');
  });

  it('checks every schedule with the domain rules before sending anything', async () => {
    const server = mockServer({});
    const { user } = await openDialog();
    await user.selectOptions(within(mowing()).getByLabelText('Frequency'), '');
    await user.clear(within(mowing()).getByLabelText('Visits'));
    await user.type(within(mowing()).getByLabelText('Visits'), '0');
    await user.clear(within(cleanUp()).getByLabelText('Visit date'));
    await user.click(screen.getByRole('button', { name: 'Create 2 jobs' }));
    expect(await within(mowing()).findByText(FREQUENCY_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(within(mowing()).getByText('Number of visits must be at least 1')).toBeInTheDocument();
    expect(within(cleanUp()).getByText('First visit date is required')).toBeInTheDocument();
    expect(within(mowing()).getByLabelText('Visits')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', convertPath)).toHaveLength(0);
  });

  it("creates a job per service and opens the customer's Jobs tab", async () => {
    const server = mockServer({ [`POST ${convertPath}`]: ok({ jobs: [fullJob(aJob()), fullJob(aJob({ jobType: 'one-time', serviceName: 'Spring Clean-up' }))] }, 201) });
    const { user, router } = await openDialog();
    const date = within(mowing()).getByLabelText('First visit');
    await user.clear(date);
    await user.type(date, '2027-04-05');
    const cleanUpDate = within(cleanUp()).getByLabelText('Visit date');
    await user.clear(cleanUpDate);
    await user.type(cleanUpDate, '2027-04-19');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.click(screen.getByRole('switch', { name: 'Create work order' }));
    await user.type(screen.getByLabelText('Notes'), 'Gate code 4411');
    // The season is billed in monthly instalments (a choice one-time work does not offer); the clean-up with a deposit.
    const seasonBilling = within(mowing()).getByLabelText('Billing');
    expect(within(cleanUp()).getByRole('option', { name: 'Deposit and progress' })).toBeInTheDocument();
    expect(within(cleanUp()).queryByRole('option', { name: 'Monthly instalments' })).not.toBeInTheDocument();
    await user.selectOptions(seasonBilling, 'Monthly instalments');
    expect(seasonBilling).toHaveAccessibleDescription(expect.stringContaining('spread over the months you choose'));
    await user.selectOptions(within(cleanUp()).getByLabelText('Billing'), 'Deposit and progress');
    await user.click(screen.getByRole('button', { name: 'Create 2 jobs' }));

    expect(await screen.findByText('2 jobs created')).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/customers/${jobCustomerId}?tab=jobs`));
    expect(server.calls('POST', convertPath)[0]?.body).toEqual({
      schedules: [
        { itemId: 'p1', jobType: 'recurring', instanceDate: '2027-04-05', frequency: 'weekly', visitCount: 24, roundId: null, billingMethod: 'monthly_instalments' },
        { itemId: 'p2', jobType: 'one-time', instanceDate: '2027-04-19', frequency: null, roundId: null, billingMethod: 'deposit_progress' },
      ],
      priority: 'high',
      flexible: true,
      createWorkOrder: true,
      notes: 'Gate code 4411',
    });
  });

  it("puts a recurring service's job on the round chosen for it", async () => {
    const server = mockServer({ [`POST ${convertPath}`]: ok({ jobs: [fullJob(aJob())] }, 201) });
    const rounds = [aRoundRow({ id: roundId, name: 'Tuesday mowing', crewName: 'North crew', propertyIds: [] })];
    const { user } = renderWithProviders(<ConvertEstimateButton estimate={anEstimate({ propertyId: homeId })} rounds={rounds} />, { path: `/estimates/${estimateId}` });
    await user.click(screen.getByRole('button', { name: 'Convert to job' }));
    await screen.findByRole('dialog', { name: 'Convert estimate #1001 to jobs' });
    expect(within(cleanUp()).queryByLabelText('Round')).not.toBeInTheDocument();
    const round = within(mowing()).getByLabelText('Round');
    await user.selectOptions(round, 'Tuesday mowing');
    expect(round).toHaveAccessibleDescription(expect.stringContaining('This property is not a stop of Tuesday mowing. The job joins the round, and its work orders without a crew go to North crew'));
    await user.click(screen.getByRole('button', { name: 'Create 2 jobs' }));
    await waitFor(() => expect(server.calls('POST', convertPath)).toHaveLength(1));
    expect(server.calls('POST', convertPath)[0]?.body).toMatchObject({
      schedules: [
        { itemId: 'p1', jobType: 'recurring', roundId },
        { itemId: 'p2', jobType: 'one-time', roundId: null },
      ],
    });
  });

  it("puts the server's messages under the service's fields and keeps the dialog open", async () => {
    mockServer({
      [`POST ${convertPath}`]: fail(400, 'Validation failed', 'VALIDATION_FAILED', { 'schedules.1.instanceDate': ['Enter a valid date (YYYY-MM-DD)'] }),
    });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create 2 jobs' }));
    expect(await within(cleanUp()).findByText('Enter a valid date (YYYY-MM-DD)')).toBeInTheDocument();
    expect(within(cleanUp()).getByLabelText('Visit date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says why when the estimate can no longer be converted', async () => {
    mockServer({ [`POST ${convertPath}`]: fail(409, 'This estimate has already been converted to a job.', 'CONFLICT') });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create 2 jobs' }));
    // The toast names what failed and why; the dialog stays open.
    expect(await screen.findByText('This estimate has already been converted to a job.')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to convert the estimate to a job').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
