import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aScorecard, CARLOS, candidateScorecards } from '../hiring-builders';
import { InterviewScorecard } from './interview-scorecard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const [crew, quality] = ['Runs a 3-person maintenance crew', 'Checks quality before leaving a property'];
const mine = aScorecard({
  responsibilities: [
    { item: crew, rating: 'plus' },
    { item: quality, rating: 'mixed' },
  ],
  values: [
    { item: 'Do it right', rating: 'plus' },
    { item: 'Own it', rating: 'plus' },
  ],
  capability: true,
  desire: true,
  capacity: true,
  notes: 'Knows the Exmark mowers.',
});
const carlos = aScorecard({
  id: '5e6f7a8b-9c0d-4e1f-8a2b-4c5d6e7f8a02',
  interviewerUserId: CARLOS,
  interviewerName: 'Carlos Mendoza',
  responsibilities: [{ item: crew, rating: 'mixed' }],
  values: [{ item: 'Own it', rating: 'minus' }],
  capability: true,
  desire: false,
  capacity: null,
});

function render(data = candidateScorecards([mine, carlos])) {
  const path = `/api/v2/candidates/${data.candidate.id}/scorecards`;
  const requests = mockFetch({ [`GET ${path}`]: ok(data), [`PUT ${path}/mine`]: ok({ scorecard: mine }) });
  const view = renderWithProviders(<InterviewScorecard candidates={[data.candidate]} candidateId={data.candidate.id} onChoose={vi.fn()} />);
  return { ...view, requests, path, data };
}

describe('InterviewScorecard', () => {
  it('puts every interviewer’s ratings side by side, with each row’s tally and where the candidate stands', async () => {
    const { container } = render();
    const table = await screen.findByRole('table');
    expect(within(within(table).getAllByRole('rowgroup')[0]!).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Criterion', 'Carlos Mendoza', 'Dana WhitfieldYou', 'Tally']);
    const crewRow = within(table).getByRole('row', { name: new RegExp(crew) });
    expect(within(crewRow).getByText('Plus/minus: sometimes')).toBeInTheDocument();
    expect(within(crewRow).getByText('Plus: does it well')).toBeInTheDocument();
    expect(crewRow).toHaveTextContent('1 + · 1 ± · 0 −');
    const desire = within(table).getByRole('row', { name: /^Desire/ });
    expect(within(desire).getByText('No')).toBeInTheDocument();
    // A − on a value and a no on desire: below the bar.
    expect(screen.getAllByText('Below the bar').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('list', { name: 'Interviewers’ notes' })).getByText('Knows the Exmark mowers.')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('fills the form with the reader’s own scorecard and saves it against the version loaded', async () => {
    const { user, requests, path } = render();
    const form = await screen.findByRole('form', { name: 'Your scorecard' });
    expect(within(within(form).getByRole('group', { name: `Rate: ${crew}` })).getByRole('radio', { name: 'Plus: does it well' })).toBeChecked();
    const qualityGroup = within(form).getByRole('group', { name: `Rate: ${quality}` });
    await user.click(within(qualityGroup).getByRole('radio', { name: 'Minus: does not' }));
    await user.click(within(form).getByRole('radio', { name: 'Capacity: No' }));
    await user.click(within(form).getByRole('button', { name: 'Save my scorecard' }));
    await waitFor(() => expect(requests.calls('PUT', `${path}/mine`)).toHaveLength(1));
    expect(requests.calls('PUT', `${path}/mine`)[0]?.body).toEqual({
      responsibilities: [
        { item: crew, rating: 'plus' },
        { item: quality, rating: 'minus' },
      ],
      values: [
        { item: 'Do it right', rating: 'plus' },
        { item: 'Own it', rating: 'plus' },
      ],
      capability: true,
      desire: true,
      capacity: false,
      notes: 'Knows the Exmark mowers.',
      updatedAt: mine.updatedAt,
    });
  });

  it('keeps what was chosen when the save is stale, and offers the saved scorecard', async () => {
    const data = candidateScorecards([]);
    const path = `/api/v2/candidates/${data.candidate.id}/scorecards`;
    mockFetch({ [`GET ${path}`]: ok(data), [`PUT ${path}/mine`]: fail(409, 'Your scorecard was saved since you opened it (another tab?). Reload to see it.', 'CONFLICT') });
    const { user } = renderWithProviders(<InterviewScorecard candidates={[data.candidate]} candidateId={data.candidate.id} onChoose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Your scorecard' });
    expect(screen.getByText('Nobody has scored this candidate yet.')).toBeInTheDocument();
    const crewGroup = within(form).getByRole('group', { name: `Rate: ${crew}` });
    await user.click(within(crewGroup).getByRole('radio', { name: 'Plus: does it well' }));
    await user.click(within(form).getByRole('button', { name: 'Save scorecard' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your scorecard was saved since you opened it');
    expect(within(crewGroup).getByRole('radio', { name: 'Plus: does it well' })).toBeChecked();
    expect(within(form).getByRole('button', { name: 'Load the saved scorecard' })).toBeInTheDocument();
  });

  it('says when a candidate’s scorecards cannot be loaded', async () => {
    const data = candidateScorecards([]);
    mockFetch({ [`GET /api/v2/candidates/${data.candidate.id}/scorecards`]: fail(500, 'An unexpected error occurred', 'INTERNAL') });
    renderWithProviders(<InterviewScorecard candidates={[data.candidate]} candidateId={data.candidate.id} onChoose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the scorecards');
  });
});
