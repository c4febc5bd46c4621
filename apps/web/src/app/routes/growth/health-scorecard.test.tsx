import type { Role } from '@groundwork/domain/auth';
import { permissionsForRole } from '@groundwork/domain/permissions';
import { healthScoreSummary, healthStatements } from '@groundwork/domain/growth';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

const scores = Object.fromEntries(healthStatements.map((item) => [item.key, 4]));
const assessment = {
  quarter: '2026-Q4',
  scores,
  notes: '',
  takenBy: null,
  summary: healthScoreSummary(scores),
  createdAt: '2026-10-02T14:00:00.000Z',
  updatedAt: '2026-10-02T14:00:00.000Z',
};

function signedIn(role: Role, list: Response, more: Parameters<typeof mockFetch>[0] = {}) {
  const user = aUser({ role });
  // Each role gets the company's permissions as sign-in gives them (a crew leader's narrowed to their areas).
  const company = aCompany({ permissions: permissionsForRole(aCompany().permissions, role) });
  storeSession({ user, company });
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user, company }), 'GET /api/v2/health_assessments': list, ...more });
}

afterEach(() => vi.unstubAllGlobals());

describe('/accountability and /business-health-scorecard', () => {
  it.each(['/accountability', '/business-health-scorecard'])('%s shows the scorecard', async (path) => {
    signedIn('admin', ok({ currentQuarter: '2026-Q4', assessments: [assessment] }));
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Business Health Scorecard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByTestId('total-score')).toHaveTextContent('80%');
    expect(screen.getByRole('button', { name: 'Retake this quarter’s assessment' })).toBeInTheDocument();
  });

  it('makes a suggested priority one of this quarter’s priorities, its title and statement filled in', async () => {
    const weak = { ...scores, 'finance.jobs_costed': 1, 'finance.budget_reviewed_monthly': 2 };
    const taken = { ...assessment, scores: weak, summary: healthScoreSummary(weak) };
    const plan = { today: '2026-11-28', quarter: '2026-Q4', currentQuarter: '2026-Q4', goals: [], priorities: [], history: [], canEdit: true };
    signedIn('office_manager', ok({ currentQuarter: '2026-Q4', assessments: [taken] }), {
      'GET /api/v2/planning': ok(plan),
      'GET /api/v2/planning/people': ok({ people: [] }),
    });
    renderApp('/business-health-scorecard');
    const suggestions = await screen.findByRole('list', { name: 'Suggested priorities' });
    const first = within(suggestions).getAllByRole('listitem')[0]!;
    const adopt = within(first).getByRole('button', { name: /^Make it a priority/ });
    await vi.waitFor(() => expect(adopt).toBeEnabled());
    await userEvent.click(adopt);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Priority', { exact: true })).toHaveValue(first.querySelector('span')!.textContent);
    expect((within(dialog).getByLabelText(/^Description/) as HTMLTextAreaElement).value).not.toBe('');
  });

  it('is read only for a crew leader', async () => {
    signedIn('crew_leader', ok({ currentQuarter: '2026-Q4', assessments: [assessment] }));
    renderApp('/accountability');
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /assessment/ })).not.toBeInTheDocument();
  });

  it('says when the scorecard cannot be loaded, and offers to try again', async () => {
    signedIn('office_manager', fail(503, 'The database is not available right now.', 'SERVICE_UNAVAILABLE'));
    renderApp('/business-health-scorecard');
    expect(await screen.findByText('Could not load the scorecard')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
