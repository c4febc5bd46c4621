import type { JobListItem } from '@groundwork/domain/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, hang, mockFetch, ok, type RouteHandler } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aJob, aRoundRow, aVisit, fullJob, jobCustomerId } from '../job-builders';
import { CustomerJobs, NO_JOBS_MESSAGE } from './customer-jobs';

const listPath = '/api/v2/jobs';
const roundId = '4d7c1a52-3f0e-4a4b-9a59-c00000000001';
const changedAt = '2026-11-21T09:00:00.000Z';

function mockServer(routes: Record<string, RouteHandler | Response>) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

/** GET /jobs answering with the jobs the test holds at the time (so a refetch sees a change). */
function listing(jobs: () => JobListItem[]): RouteHandler {
  return () => ok({ jobs: jobs() });
}

const renderJobs = () => renderWithProviders(<CustomerJobs customerId={jobCustomerId} />, { path: `/customers/${jobCustomerId}?tab=jobs` });
const jobCard = (name: string) => screen.getByRole('listitem', { name });
const detail = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextSibling?.textContent;

beforeEach(() => storeSession());
afterEach(() => vi.unstubAllGlobals());

describe('CustomerJobs', () => {
  it("lists the customer's jobs with their visits, price, hours and source estimate", async () => {
    const server = mockServer({ [`GET ${listPath}`]: ok({ jobs: [aJob(), aJob({ serviceName: 'Spring clean-up', jobType: 'one-time', frequency: null, sourceEstimateId: null, estimateNumber: null, rate: 1234.5, total: 1234.5, estimatedDuration: 6.25, priority: 'high', visits: [aVisit('2027-03-22', { price: 1234.5 })] })] }) });
    const { user } = renderJobs();
    expect(screen.getByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();

    const mowing = await screen.findByRole('listitem', { name: 'Weekly mowing' });
    expect(server.calls('GET', listPath)[0]?.url.searchParams.get('customerId')).toBe(jobCustomerId);
    expect(detail(mowing, 'Type')).toBe('Recurring · Weekly');
    expect(detail(mowing, 'Next visit')).toBe('Mon, Apr 12, 2027');
    expect(detail(mowing, 'Visits')).toBe('3 visits, 1 completed');
    expect(detail(mowing, 'Price')).toBe('$135.00 · $45.00 a visit');
    expect(detail(mowing, 'Estimated duration')).toBe('2.0h');
    expect(within(mowing).getByRole('link', { name: 'Estimate #1001' })).toHaveAttribute('href', '/estimates/4d7c1a52-3f0e-4a4b-9a59-e00000000001');
    expect(within(mowing).getByText('Scheduled', { selector: '[data-slot="badge"]' })).toBeInTheDocument();
    expect(within(mowing).getByLabelText('Priority')).toHaveValue('medium');

    const cleanUp = jobCard('Spring clean-up');
    expect(detail(cleanUp, 'Type')).toBe('One-time');
    expect(detail(cleanUp, 'Price')).toBe('$1,234.50');
    expect(detail(cleanUp, 'Estimated duration')).toBe('6.25h');
    expect(detail(cleanUp, 'Source')).toBe('Scheduled from a service');
    expect(within(cleanUp).getByLabelText('Priority')).toHaveValue('high');

    // Visits show when the job is opened.
    const toggle = within(mowing).getByRole('button', { name: 'Weekly mowing, show visits' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Weekly mowing, hide visits');
    const visits = within(mowing).getByRole('table', { name: 'Visits of Weekly mowing' });
    expect(within(visits).getAllByRole('row').slice(1).map((row) => row.querySelector('td:nth-child(2)')?.textContent)).toEqual([
      'Mon, Apr 5, 2027',
      'Mon, Apr 12, 2027',
      'Mon, Apr 19, 2027',
    ]);
    expect(within(visits).getByLabelText('Status of visit 1 on Mon, Apr 5, 2027')).toHaveValue('completed');
  });

  it("names the round a job belongs to, linking to it", async () => {
    mockServer({ [`GET ${listPath}`]: ok({ jobs: [aJob({ roundId })] }) });
    renderWithProviders(<CustomerJobs customerId={jobCustomerId} rounds={[aRoundRow({ id: roundId, name: 'Tuesday mowing' })]} />, { path: `/customers/${jobCustomerId}?tab=jobs` });
    const link = await screen.findByRole('link', { name: 'Tuesday mowing' });
    expect(link).toHaveAttribute('href', `/rounds/${roundId}`);
    expect(detail(jobCard('Weekly mowing'), 'Round')).toBe('Tuesday mowing');
  });

  it('says so when the customer has no jobs yet, with a way to schedule one', async () => {
    mockServer({ [`GET ${listPath}`]: ok({ jobs: [] }) });
    renderJobs();
    expect(await screen.findByText(NO_JOBS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Schedule a job' })).toHaveAttribute('href', `/customers/${jobCustomerId}/schedule-job`);
  });

  it('shows a failed load with a way to try again', async () => {
    let jobs: Response = fail(503, 'The database is not available', 'DATABASE_UNAVAILABLE');
    mockServer({ [`GET ${listPath}`]: () => jobs.clone() });
    const { user } = renderJobs();
    expect(await screen.findByText('Could not load jobs')).toBeInTheDocument();
    expect(screen.getByText('The database is not available')).toBeInTheDocument();
    jobs = ok({ jobs: [aJob()] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: 'Weekly mowing' })).toBeInTheDocument();
  });

  it('changes the status and the priority in place, sending the version it was read with', async () => {
    let job = aJob();
    const server = mockServer({
      [`GET ${listPath}`]: listing(() => [job]),
      [`PUT ${listPath}/${job.id}`]: (request) => {
        job = { ...job, ...(request.body as Partial<JobListItem>), updatedAt: changedAt };
        return ok({ job: fullJob(job) });
      },
    });
    const { user } = renderJobs();
    const card = await screen.findByRole('listitem', { name: 'Weekly mowing' });
    await user.selectOptions(within(card).getByLabelText('Status'), 'in_progress');
    await waitFor(() => expect(within(card).getByText('In progress', { selector: '[data-slot="badge"]' })).toBeInTheDocument());
    expect(server.calls('PUT', `${listPath}/${job.id}`)[0]?.body).toEqual({ status: 'in_progress', updatedAt: '2026-11-20T10:00:00.000Z' });

    await user.selectOptions(within(card).getByLabelText('Priority'), 'high');
    await waitFor(() => expect(server.calls('PUT', `${listPath}/${job.id}`)).toHaveLength(2));
    expect(server.calls('PUT', `${listPath}/${job.id}`)[1]?.body).toEqual({ priority: 'high', updatedAt: changedAt });
    await waitFor(() => expect(within(card).getByLabelText('Priority')).toHaveValue('high'));
  });

  it('offers to reload when someone else changed the job first', async () => {
    let job = aJob();
    mockServer({
      [`GET ${listPath}`]: listing(() => [job]),
      [`PUT ${listPath}/${job.id}`]: fail(409, 'This job was changed by someone else. Reload to see their changes.', 'CONFLICT'),
    });
    const { user } = renderJobs();
    const card = await screen.findByRole('listitem', { name: 'Weekly mowing' });
    job = { ...job, status: 'completed', updatedAt: changedAt };
    await user.selectOptions(within(card).getByLabelText('Status'), 'cancelled');
    expect(await within(card).findByText('Someone else changed this job')).toBeInTheDocument();
    expect(within(card).getByLabelText('Status')).toHaveValue('scheduled');

    await user.click(within(card).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(card).queryByText('Someone else changed this job')).not.toBeInTheDocument());
    expect(within(card).getByLabelText('Status')).toHaveValue('completed');
  });

  it('deletes a job only after confirming, and says why when the server refuses', async () => {
    const kept = aJob({ serviceName: 'Fertiliser programme' });
    let jobs = [aJob(), kept];
    const removed = jobs[0]!;
    const server = mockServer({
      [`GET ${listPath}`]: listing(() => jobs),
      [`DELETE ${listPath}/${removed.id}`]: () => {
        jobs = [kept];
        return ok({ id: removed.id });
      },
      [`DELETE ${listPath}/${kept.id}`]: fail(422, 'A job with completed visits cannot be deleted.', 'BUSINESS_RULE'),
    });
    const { user } = renderJobs();
    await screen.findByRole('listitem', { name: 'Weekly mowing' });

    await user.click(screen.getByRole('button', { name: 'Delete job Weekly mowing' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this job?' });
    expect(confirm).toHaveTextContent('Weekly mowing and its 3 visits will be deleted. The estimate it came from stays as it is.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.calls('DELETE', `${listPath}/${removed.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete job Weekly mowing' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete job' }));
    expect(await screen.findByText('Job deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Weekly mowing' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete job Fertiliser programme' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete job' }));
    expect(await screen.findByText('A job with completed visits cannot be deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(jobCard('Fertiliser programme')).toBeInTheDocument();
  });

  it("changes one visit's status from the opened job", async () => {
    const job = aJob();
    const visit = job.visits[1]!;
    const server = mockServer({
      [`GET ${listPath}`]: ok({ jobs: [job] }),
      [`PUT ${listPath}/${job.id}/visits/${visit.id}`]: hang,
    });
    const { user } = renderJobs();
    const card = await screen.findByRole('listitem', { name: 'Weekly mowing' });
    await user.click(within(card).getByRole('button', { name: 'Weekly mowing, show visits' }));
    const select = within(card).getByLabelText('Status of visit 2 on Mon, Apr 12, 2027');
    await user.selectOptions(select, 'completed');
    expect(server.calls('PUT', `${listPath}/${job.id}/visits/${visit.id}`)[0]?.body).toEqual({ status: 'completed' });
    // While it saves, the choice stays on screen and the selects wait.
    expect(select).toHaveValue('completed');
    expect(select).toBeDisabled();
  });

  it('shows the opened job’s costing from GET /jobs/{id}, the loss in red', async () => {
    const job = aJob();
    const costing = { estimatedHours: 10, actualHours: 9, hoursVariance: -1, overBudget: false, labourCost: 315, materialsCost: 20.05, revenue: 300, grossProfit: -35.05, marginPercent: -11.68 };
    mockServer({ [`GET ${listPath}`]: ok({ jobs: [job] }), [`GET ${listPath}/${job.id}`]: ok({ job: fullJob(), costing }) });
    const { user } = renderJobs();
    const card = await screen.findByRole('listitem', { name: 'Weekly mowing' });
    await user.click(within(card).getByRole('button', { name: 'Weekly mowing, show visits' }));
    expect(await within(card).findByText('Costing')).toBeInTheDocument();
    expect(within(card).getByText('-$35.05')).toHaveClass('text-destructive');
    expect(within(card).getByText('$20.05')).toBeInTheDocument();
  });

  it('shows the billing section it is given with the opened job, and only then', async () => {
    const job = aJob();
    mockServer({ [`GET ${listPath}`]: ok({ jobs: [job] }), [`GET ${listPath}/${job.id}`]: ok({ job: fullJob() }) });
    const { user } = renderWithProviders(<CustomerJobs customerId={jobCustomerId} renderJobBilling={(shown) => <p>Billing of {shown.serviceName}</p>} />, {
      path: `/customers/${jobCustomerId}?tab=jobs`,
    });
    const card = await screen.findByRole('listitem', { name: 'Weekly mowing' });
    expect(within(card).queryByText('Billing of Weekly mowing')).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Weekly mowing, show visits' }));
    expect(within(card).getByText('Billing of Weekly mowing')).toBeInTheDocument();
  });
});
