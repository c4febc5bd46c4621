import { reportTitles, type ReportName } from '@groundwork/domain/reporting';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, hang, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aReport } from '../report-builders';
import { ReportingWorkspace } from './reporting-workspace';

// recharts draws in the browser; here the lazily loaded drawing is a stand-in (see report-view.test.tsx).
vi.mock('./report-chart', () => ({ default: () => <p>Chart drawn</p> }));

afterEach(() => {
  vi.restoreAllMocks();
});

// Wednesday 13 May 2026, the company's today.
const today = '2026-05-13';

/** The server's answer: the report asked for, over the range asked for. */
const answer = (name: ReportName) => (request: RecordedRequest) =>
  ok({ report: aReport({ name, title: reportTitles[name], period: { from: request.url.searchParams.get('from')!, to: request.url.searchParams.get('to')! }, comparison: null }) });

function renderWorkspace(path = '/reporting', routes: Parameters<typeof mockFetch>[0] = {}) {
  const server = mockFetch({
    'GET /api/v2/reports/budget-vs-actual': answer('budget-vs-actual'),
    'GET /api/v2/reports/job-costing': answer('job-costing'),
    'GET /api/v2/reports/sales': answer('sales'),
    ...routes,
  });
  const reportRequests = () => server.requests.filter((request) => request.path.startsWith('/api/v2/reports/'));
  const asked = () => reportRequests().map((request) => `${request.path.replace('/api/v2/reports/', '')}?${request.url.searchParams.toString()}`);
  return { ...renderWithProviders(<ReportingWorkspace today={today} />, { path }), server, reportRequests, asked };
}

const selectNamed = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;

describe('ReportingWorkspace', () => {
  it('opens budget vs actual for this month, compared with the previous period, when the link says nothing', async () => {
    const { asked, container } = renderWorkspace();
    expect(await screen.findByRole('list', { name: 'Headline figures' })).toBeInTheDocument();
    expect(asked()).toEqual(['budget-vs-actual?from=2026-05-01&to=2026-05-31&compare=previous']);
    expect(screen.getByRole('heading', { level: 2, name: 'Budget vs actual' })).toBeInTheDocument();
    expect(screen.getAllByText('Are we making the money the budget says, and recovering our overhead?').length).toBeGreaterThan(0);
    // May has 31 days: the previous period is the 31 days before it.
    expect(screen.getByText('May 1, 2026 – May 31, 2026, compared with Mar 31, 2026 – Apr 30, 2026')).toBeInTheDocument();
    expect(selectNamed('Period').value).toBe('this_month');
    expect(selectNamed('Compare with').value).toBe('previous');
    const reports = screen.getByRole('navigation', { name: 'Reports' });
    const current = within(reports).getByRole('link', { current: 'page' });
    expect(current).toHaveAccessibleName('Budget vs actual');
    expect(current).toHaveAccessibleDescription('Are we making the money the budget says, and recovering our overhead?');
    expect(within(reports).getAllByRole('link')).toHaveLength(7);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('opens the view a link names: job costing for the season, against the same season last year', async () => {
    const { asked } = renderWorkspace('/reporting?report=job-costing&preset=this_season&compare=last_year');
    expect(await screen.findByRole('region', { name: 'Jobs' })).toBeInTheDocument();
    expect(asked()).toEqual(['job-costing?from=2026-03-01&to=2026-11-30&compare=last_year']);
    expect(screen.getByRole('heading', { level: 2, name: 'Job costing' })).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2026 – Nov 30, 2026, compared with Mar 1, 2025 – Nov 30, 2025')).toBeInTheDocument();
  });

  it('puts each choice in the URL, and Back returns to the view before it', async () => {
    const { user, router, asked } = renderWorkspace();
    await screen.findByRole('list', { name: 'Headline figures' });
    await user.selectOptions(selectNamed('Period'), 'This quarter');
    expect(router.state.location.search).toBe('?report=budget-vs-actual&preset=this_quarter&compare=previous');
    await user.click(within(screen.getByRole('navigation', { name: 'Reports' })).getByRole('link', { name: 'Sales' }));
    expect(router.state.location.search).toBe('?report=sales&preset=this_quarter&compare=previous');
    await screen.findByRole('heading', { level: 2, name: 'Sales' });
    await waitFor(() => expect(asked()).toContain('sales?from=2026-04-01&to=2026-06-30&compare=previous'));
    expect(asked()).toContain('budget-vs-actual?from=2026-04-01&to=2026-06-30&compare=previous');

    await router.navigate(-1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Budget vs actual' })).toBeInTheDocument();
    expect(selectNamed('Period').value).toBe('this_quarter');
    await router.navigate(-1);
    await waitFor(() => expect(selectNamed('Period').value).toBe('this_month'));
  });

  it('changes the report from the select on a narrow screen', async () => {
    const { user, router } = renderWorkspace();
    await user.selectOptions(selectNamed('Report'), 'Job costing');
    expect(router.state.location.search).toBe('?report=job-costing&preset=this_month&compare=previous');
    expect(await screen.findByRole('heading', { level: 2, name: 'Job costing' })).toBeInTheDocument();
  });

  it('starts a custom range from the period on screen, and refuses an end before its start without asking the server', async () => {
    const { user, router, reportRequests, asked } = renderWorkspace();
    await screen.findByRole('list', { name: 'Headline figures' });
    await user.selectOptions(selectNamed('Period'), 'Custom');
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect([(from as HTMLInputElement).value, (to as HTMLInputElement).value]).toEqual(['2026-05-01', '2026-05-31']);
    expect(router.state.location.search).toBe('?report=budget-vs-actual&preset=custom&compare=previous&from=2026-05-01&to=2026-05-31');

    const before = reportRequests().length;
    fireEvent.change(to, { target: { value: '2026-04-01' } });
    expect(await screen.findByText('The end of the range must be on or after its start')).toBeInTheDocument();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('list', { name: 'Headline figures' })).toBeNull();
    expect(reportRequests()).toHaveLength(before);

    fireEvent.change(to, { target: { value: '2026-05-10' } });
    await waitFor(() => expect(asked()).toContain('budget-vs-actual?from=2026-05-01&to=2026-05-10&compare=previous'));
    expect(screen.queryByText('The end of the range must be on or after its start')).toBeNull();
    expect(await screen.findByText('May 1, 2026 – May 10, 2026, compared with Apr 21, 2026 – Apr 30, 2026')).toBeInTheDocument();
  });

  it('treats a tampered link as the defaults and a bad date as a bad date, asking nothing', async () => {
    const { reportRequests } = renderWorkspace('/reporting?report=%3Cscript%3E&preset=custom&compare=sideways&from=2026-13-45&to=');
    expect(screen.getByRole('heading', { level: 2, name: 'Budget vs actual' })).toBeInTheDocument();
    expect(screen.getAllByText('Enter a valid date (YYYY-MM-DD)')).toHaveLength(2);
    expect(selectNamed('Compare with').value).toBe('previous');
    expect(reportRequests()).toHaveLength(0);
  });

  it('shows grey shapes while the report loads', async () => {
    renderWorkspace('/reporting', { 'GET /api/v2/reports/budget-vs-actual': hang });
    expect(await screen.findByRole('status', { name: 'Loading the report' })).toBeInTheDocument();
  });

  it('shows the error with a way to try again', async () => {
    let calls = 0;
    const { user } = renderWorkspace('/reporting', {
      'GET /api/v2/reports/budget-vs-actual': (request) => {
        calls += 1;
        return calls === 1 ? fail(503, 'The database is unavailable', 'DATABASE_UNAVAILABLE') : answer('budget-vs-actual')(request);
      },
    });
    expect(await screen.findByText('Could not load the report')).toBeInTheDocument();
    expect(screen.getByText('The database is unavailable')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Headline figures' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
