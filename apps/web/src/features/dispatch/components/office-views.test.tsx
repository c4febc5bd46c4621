import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aReview, aReviewOrder, aTimesheetEmployee, memberId, someTimesheets } from '../dispatch-builders';
import { DispatchReview } from './dispatch-review';
import { TimesheetsPanel } from './timesheets-panel';

afterEach(() => vi.unstubAllGlobals());

describe('the office’s end-of-day review', () => {
  it('shows planned against done per crew, over budget in red and in words, and moves the not-completed orders in one step', async () => {
    const done = aReviewOrder({ number: 1041, budgetedHours: 2, actualHours: 3.75, overBudget: true });
    const skipped = aReviewOrder({ number: 1042, status: 'skipped', reason: 'rain', actualHours: 0, notCompleted: true });
    const open = aReviewOrder({ number: 1043, status: 'scheduled', actualHours: 0, notCompleted: true });
    const server = mockFetch({
      'GET /api/v2/dispatch/review': ok({ review: aReview([done, skipped, open]) }),
      'POST /api/v2/dispatch/reschedule': ok({ orders: [] }),
    });
    const { user, container } = renderWithProviders(<DispatchReview date="2027-04-05" />);
    const table = await screen.findByRole('table', { name: 'Green crew work orders' });
    expect(server.calls('GET', '/api/v2/dispatch/review')[0]!.url.searchParams.get('date')).toBe('2027-04-05');
    // Recorded hours keep their quarter hours: 3.75h, not 3.8h.
    const over = within(table).getByText('3.75h of 2.0h · over budget by 1.75h');
    expect(over).toHaveClass('text-destructive');
    expect(screen.getByText(/1 of 3 completed, 1 skipped, 2 not completed/)).toBeInTheDocument();
    expect(within(table).getByText('Rain / weather')).toBeInTheDocument();
    // A completed order is not offered for rescheduling.
    expect(within(table).queryByRole('checkbox', { name: 'Choose WO-1041 to reschedule' })).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(within(table).getByRole('checkbox', { name: 'Choose WO-1042 to reschedule' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Choose WO-1043 to reschedule' }));
    await user.click(screen.getByRole('button', { name: 'Reschedule 2 orders' }));
    expect(screen.getByText('Choose the day to move them to')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Reschedule to…'), '2027-04-07');
    await user.click(screen.getByRole('button', { name: 'Reschedule 2 orders' }));
    await waitFor(() => expect(server.calls('POST', '/api/v2/dispatch/reschedule')).toHaveLength(1));
    const [request] = server.calls('POST', '/api/v2/dispatch/reschedule');
    expect(request!.body).toEqual({ orderIds: [skipped.id, open.id], date: '2027-04-07' });
    expect(request!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('says why a reschedule was refused', async () => {
    const open = aReviewOrder({ status: 'scheduled', actualHours: 0, notCompleted: true });
    mockFetch({
      'GET /api/v2/dispatch/review': ok({ review: aReview([open]) }),
      'POST /api/v2/dispatch/reschedule': fail(422, '1 of the chosen work orders is completed or cancelled and cannot be rescheduled.', 'BUSINESS_RULE'),
    });
    const { user } = renderWithProviders(<DispatchReview date="2027-04-05" />);
    await user.click(await screen.findByRole('checkbox', { name: 'Choose WO-1042 to reschedule' }));
    await user.type(screen.getByLabelText('Reschedule to…'), '2027-04-07');
    await user.click(screen.getByRole('button', { name: 'Reschedule 1 order' }));
    expect(await screen.findByText('1 of the chosen work orders is completed or cancelled and cannot be rescheduled.')).toBeInTheDocument();
  });
});

describe('timesheets', () => {
  it('lists each employee’s entries and totals, approves one after confirming, and passes axe', async () => {
    const max = aTimesheetEmployee();
    const server = mockFetch({
      'GET /api/v2/timesheets': ok({ timesheets: someTimesheets([max]) }),
      'POST /api/v2/timesheets/approve': ok({ approved: 1, timesheets: someTimesheets([{ ...max, approved: true, approvedMinutes: 150 }]) }),
    });
    const { user, container } = renderWithProviders(<TimesheetsPanel span="day" date="2027-04-05" />, { timeZone: 'America/Chicago' });
    const table = await screen.findByRole('table', { name: 'Max Ruiz time entries' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Mon, Apr 5WO-1042 Weekly mowingAnn Green · Green crew7:30 AM–10:00 AM2.5hNo');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Approve Max Ruiz’s hours' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve Max Ruiz’s hours?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Max Ruiz: 1 entry approved')).toBeInTheDocument();
    expect(server.calls('POST', '/api/v2/timesheets/approve')[0]!.body).toEqual({ employeeId: memberId, from: '2027-04-05', to: '2027-04-05' });
    expect(await screen.findByText('Approved')).toBeInTheDocument();
  });

  it('asks for the Monday-to-Sunday week and exports it as a CSV file', async () => {
    const server = mockFetch({
      'GET /api/v2/timesheets': ok({ timesheets: someTimesheets([aTimesheetEmployee()], { from: '2027-04-05', to: '2027-04-11' }) }),
      'GET /api/v2/timesheets.csv': () => new Response('Employee ID,Employee\n', { status: 200, headers: { 'Content-Type': 'text/csv' } }),
    });
    const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    onTestFinished(() => void Object.assign(URL, objectUrls));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = renderWithProviders(<TimesheetsPanel span="week" date="2027-04-08" />);
    expect(await screen.findByRole('table', { name: 'Max Ruiz time entries' })).toBeInTheDocument();
    const [read] = server.calls('GET', '/api/v2/timesheets');
    expect([read!.url.searchParams.get('from'), read!.url.searchParams.get('to')]).toEqual(['2027-04-05', '2027-04-11']);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toEqual(['timesheets-2027-04-05-to-2027-04-11.csv blob:csv']));
    expect(server.calls('GET', '/api/v2/timesheets.csv')[0]!.url.search).toBe('?from=2027-04-05&to=2027-04-11');
  });

  it('says when nobody recorded hours', async () => {
    mockFetch({ 'GET /api/v2/timesheets': ok({ timesheets: someTimesheets([]) }) });
    renderWithProviders(<TimesheetsPanel span="day" date="2027-04-05" />);
    expect(await screen.findByText('No hours recorded in this period')).toBeInTheDocument();
  });
});
