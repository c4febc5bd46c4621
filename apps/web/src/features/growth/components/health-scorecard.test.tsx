import { healthScoreSummary, healthStatements, type HealthArea, type HealthAssessment, type HealthAssessmentList } from '@groundwork/domain/growth';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { HealthScorecard } from './health-scorecard';

/** Every statement of each area given the same score. */
function scoresByArea(byArea: Record<HealthArea, number>): Record<string, number> {
  return Object.fromEntries(healthStatements.map((item) => [item.key, byArea[item.area]]));
}

function anAssessment(quarter: string, scores: Record<string, number>, overrides: Partial<HealthAssessment> = {}): HealthAssessment {
  return {
    quarter,
    scores,
    notes: '',
    takenBy: { id: '7d2b6a7e-9a51-4a5b-8c7e-3f1a2b3c4d5e', name: 'Olivia Reyes' },
    summary: healthScoreSummary(scores),
    createdAt: '2026-10-02T14:00:00.000Z',
    updatedAt: '2026-10-02T14:00:00.000Z',
    ...overrides,
  };
}

// Q3: leadership 60, finance 40, sales and marketing 60, operations 80, people 40, customer 100 → 63 %.
const q3 = anAssessment('2026-Q3', scoresByArea({ leadership: 3, finance: 2, sales_marketing: 3, operations: 4, people: 2, customer: 5 }), {
  updatedAt: '2026-07-06T14:00:00.000Z',
});
// Q4: finance up to 60 (+20), people up to 60 (+20), the rest as before → 70 % (+7).
const q4 = anAssessment('2026-Q4', scoresByArea({ leadership: 3, finance: 3, sales_marketing: 3, operations: 4, people: 3, customer: 5 }));

const refetch = () => Promise.resolve(undefined);
const list = (assessments: HealthAssessment[]): HealthAssessmentList => ({ currentQuarter: '2026-Q4', assessments });

describe('HealthScorecard', () => {
  it('shows this quarter’s area and total scores against the last, the suggested priorities and the history', async () => {
    const { container } = renderWithProviders(<HealthScorecard list={list([q4, q3])} canEdit refetch={refetch} />);

    expect(screen.getByRole('heading', { name: 'Scores for Q4 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('total-score')).toHaveTextContent('70%');
    const areas = within(screen.getByRole('list', { name: 'Area scores' })).getAllByRole('listitem');
    expect(areas.map((item) => item.textContent)).toEqual([
      'Leadership60%±0 pts since Q3 2026',
      'Finance60%+20 pts since Q3 2026',
      'Sales and marketing60%±0 pts since Q3 2026',
      'Operations80%±0 pts since Q3 2026',
      'People60%+20 pts since Q3 2026',
      'Customer100%±0 pts since Q3 2026',
    ]);

    // The weakest three (60 % each, in the catalogue's order), two statements each.
    const priorities = within(screen.getByRole('list', { name: 'Suggested priorities' })).getAllByRole('listitem');
    expect(priorities).toHaveLength(6);
    expect(priorities[0]).toHaveTextContent('Write the three-to-five-year vision and share it with every crew');
    expect(priorities[2]).toHaveTextContent('Review budget against actual results with the leadership team every month');
    expect(priorities[4]).toHaveTextContent('Describe the ideal client and the neighbourhoods to win');

    const history = screen.getByRole('table', { name: 'Scores by quarter' });
    expect(within(history).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Area', 'Q3 2026', 'Q4 2026']);
    expect(within(history).getByRole('row', { name: /^Total/ })).toHaveTextContent('Total63%70%');
    expect(screen.getByRole('button', { name: 'Retake this quarter’s assessment' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the first assessment: statements by area as 1–5 radio groups, saved as a draft when some are left', async () => {
    const puts: RecordedRequest[] = [];
    mockFetch({
      'PUT /api/v2/health_assessments/2026-Q4': (request) => {
        puts.push(request);
        const scores = (request.body as { scores: Record<string, number> }).scores;
        return ok({ assessment: anAssessment('2026-Q4', scores) });
      },
    });
    const { user, container } = renderWithProviders(<HealthScorecard list={list([])} canEdit refetch={refetch} />);
    expect(screen.getByText('Take your first assessment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take the assessment' }));

    await user.click(screen.getByRole('button', { name: 'Save assessment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Score at least one statement before saving.');
    expect(puts).toHaveLength(0);

    const budget = screen.getByRole('group', { name: 'We review actual results against our overhead budget every month' });
    await user.click(within(budget).getByRole('radio', { name: '2 – Rarely true' }));
    // Arrow keys move within the group.
    await user.keyboard('{ArrowRight}');
    expect(within(budget).getByRole('radio', { name: '3 – Sometimes true' })).toBeChecked();
    const vision = screen.getByRole('group', { name: /^Our vision for the next three to five years/ });
    await user.click(within(vision).getByRole('radio', { name: '5 – True of us' }));
    expect(screen.getByText('2 of 30 statements answered')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes (optional)'), 'First go');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save assessment' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toEqual({
      scores: { 'finance.budget_reviewed_monthly': 3, 'leadership.vision_written': 5 },
      notes: 'First go',
      updatedAt: null,
    });
  });

  it('retakes this quarter with its answers and version, and offers the latest when someone else saved first', async () => {
    const puts: RecordedRequest[] = [];
    mockFetch({
      'PUT /api/v2/health_assessments/2026-Q4': (request) => {
        puts.push(request);
        return fail(409, 'Someone else changed this record. Reload to see the latest version.', 'CONFLICT');
      },
    });
    const latest = anAssessment('2026-Q4', { ...q4.scores, 'customer.renewals_known': 1 }, { updatedAt: '2026-10-09T10:00:00.000Z' });
    const reread = vi.fn(() => Promise.resolve(list([latest, q3])));
    const { user } = renderWithProviders(<HealthScorecard list={list([q4, q3])} canEdit refetch={reread} />);
    await user.click(screen.getByRole('button', { name: 'Retake this quarter’s assessment' }));
    const renewals = screen.getByRole('group', { name: 'We know what share of our clients renew each year' });
    expect(within(renewals).getByRole('radio', { name: '5 – True of us' })).toBeChecked();
    await user.click(within(renewals).getByRole('radio', { name: '4 – Mostly true' }));
    await user.click(screen.getByRole('button', { name: 'Save assessment' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({ updatedAt: q4.updatedAt, scores: { 'customer.renewals_known': 4 } });
    expect(await screen.findByText('Someone else saved this quarter’s assessment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(renewals).getByRole('radio', { name: '1 – Not true of us' })).toBeChecked());
    expect(reread).toHaveBeenCalledOnce();
  });

  it('is read only for those who may not take it', async () => {
    const { container } = renderWithProviders(<HealthScorecard list={list([q3])} canEdit={false} refetch={refetch} />);
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /assessment/ })).not.toBeInTheDocument();
    // Q4 is not assessed yet: the latest quarter shows, with nothing to compare it with.
    expect(screen.getByRole('heading', { name: 'Scores for Q3 2026' })).toBeInTheDocument();
    expect(screen.queryByText(/pts/)).not.toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('tells a reader when no assessment has been taken', () => {
    renderWithProviders(<HealthScorecard list={list([])} canEdit={false} refetch={refetch} />);
    expect(screen.getByText('No assessment yet')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
