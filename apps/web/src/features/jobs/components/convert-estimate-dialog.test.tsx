import { FREQUENCY_REQUIRED_MESSAGE } from '@groundwork/domain/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aJob, fullJob, jobCustomerId } from '../job-builders';
import { ConvertEstimateButton, type ConvertibleEstimate } from './convert-estimate-dialog';

const estimateId = '4d7c1a52-3f0e-4a4b-9a59-e00000000001';
const leadId = '4d7c1a52-3f0e-4a4b-9a59-100000000001';
const convertPath = `/api/v2/estimates/${estimateId}/convert`;

/** An approved estimate for Ann Green whose longest line is 12 visits. */
function anEstimate(overrides: Partial<ConvertibleEstimate> = {}): ConvertibleEstimate {
  return {
    id: estimateId,
    number: 1001,
    status: 'approved',
    clientId: jobCustomerId,
    clientType: 'customer',
    clientName: 'Ann Green',
    items: [{ visits: 1 }, { visits: 12 }, { visits: 4 }],
    ...overrides,
  };
}

function mockServer(routes: Record<string, RouteHandler | Response>) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

const preview = () => screen.getByRole('region', { name: 'Visit dates' });
const previewDates = () => within(screen.getByRole('list', { name: 'Visit date list' })).getAllByRole('listitem').map((item) => item.textContent);

async function openDialog() {
  const rendered = renderWithProviders(<ConvertEstimateButton estimate={anEstimate()} />, { path: `/estimates/${estimateId}` });
  await rendered.user.click(screen.getByRole('button', { name: 'Convert to job' }));
  await screen.findByRole('dialog', { name: 'Convert estimate #1001 to a job' });
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

  it('starts as a one-time, medium-priority, flexible job without a work order on the next weekday', async () => {
    mockServer({});
    await openDialog();
    expect(screen.getByRole('radio', { name: 'One-time' })).toBeChecked();
    expect(screen.getByLabelText('Priority')).toHaveValue('medium');
    expect(screen.getByRole('switch', { name: 'Flexible' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Create work order' })).not.toBeChecked();
    const date = (screen.getByLabelText('Visit date') as HTMLInputElement).value;
    expect([1, 2, 3, 4, 5]).toContain(new Date(`${date}T12:00:00`).getDay());
    expect(preview()).toHaveTextContent(/^1 visit on /);
  });

  it('previews the visit dates of a recurring job as they are typed, from the longest line by default', async () => {
    mockServer({});
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    expect(screen.getByLabelText('Number of visits')).toHaveValue('12');
    const date = screen.getByLabelText('First visit date');
    await user.clear(date);
    await user.type(date, '2027-04-05');
    expect(preview()).toHaveTextContent('12 visits, from Mon, Apr 5, 2027 to Mon, Jun 21, 2027');

    await user.selectOptions(screen.getByLabelText('Frequency'), 'biweekly');
    await user.clear(screen.getByLabelText('Number of visits'));
    await user.type(screen.getByLabelText('Number of visits'), '3');
    expect(previewDates()).toEqual(['1. Mon, Apr 5, 2027', '2. Mon, Apr 19, 2027', '3. Mon, May 3, 2027']);

    // Monthly keeps the day of the month, or the month's last day when it is shorter.
    await user.selectOptions(screen.getByLabelText('Frequency'), 'monthly');
    await user.clear(date);
    await user.type(date, '2027-01-31');
    expect(previewDates()).toEqual(['1. Sun, Jan 31, 2027', '2. Sun, Feb 28, 2027', '3. Wed, Mar 31, 2027']);

    await user.clear(screen.getByLabelText('Number of visits'));
    expect(preview()).toHaveTextContent('Enter a first visit date, frequency and number of visits to see the visit dates.');
  });

  it('checks the schedule with the domain rules before sending anything', async () => {
    const server = mockServer({});
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    await user.selectOptions(screen.getByLabelText('Frequency'), '');
    await user.clear(screen.getByLabelText('Number of visits'));
    await user.type(screen.getByLabelText('Number of visits'), '0');
    await user.clear(screen.getByLabelText('First visit date'));
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText(FREQUENCY_REQUIRED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Number of visits must be at least 1')).toBeInTheDocument();
    expect(screen.getByText('First visit date is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Number of visits')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls('POST', convertPath)).toHaveLength(0);
  });

  it("creates the job and opens the customer's Jobs tab", async () => {
    const server = mockServer({ [`POST ${convertPath}`]: ok({ job: fullJob(aJob()) }, 201) });
    const { user, router } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Recurring' }));
    const date = screen.getByLabelText('First visit date');
    await user.clear(date);
    await user.type(date, '2027-04-05');
    await user.selectOptions(screen.getByLabelText('Priority'), 'high');
    await user.click(screen.getByRole('switch', { name: 'Create work order' }));
    await user.type(screen.getByLabelText('Notes'), 'Gate code 4411');
    await user.click(screen.getByRole('button', { name: 'Create job' }));

    expect(await screen.findByText('Job created')).toBeInTheDocument();
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/customers/${jobCustomerId}?tab=jobs`));
    expect(server.calls('POST', convertPath)[0]?.body).toEqual({
      jobType: 'recurring',
      instanceDate: '2027-04-05',
      frequency: 'weekly',
      visitCount: 12,
      priority: 'high',
      flexible: true,
      createWorkOrder: true,
      notes: 'Gate code 4411',
    });
  });

  it("puts the server's messages under the fields and keeps the dialog open", async () => {
    mockServer({
      [`POST ${convertPath}`]: fail(400, 'Validation failed', 'VALIDATION_FAILED', { instanceDate: ['Enter a valid date (YYYY-MM-DD)'] }),
    });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    expect(await screen.findByText('Enter a valid date (YYYY-MM-DD)')).toBeInTheDocument();
    expect(screen.getByLabelText('Visit date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says why when the estimate can no longer be converted', async () => {
    mockServer({ [`POST ${convertPath}`]: fail(409, 'This estimate has already been converted to a job.', 'CONFLICT') });
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Create job' }));
    // The toast names what failed and why; the dialog stays open.
    expect(await screen.findByText('This estimate has already been converted to a job.')).toBeInTheDocument();
    expect(screen.getAllByText('Failed to convert the estimate to a job').length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
