import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aGoal, anOverview, aPriority, dana, marco } from '../planning-builders';
import { BigThreeBoard } from './big-three-board';

afterEach(() => {
  vi.unstubAllGlobals();
});

const goal = aGoal();
const snow = aPriority({
  title: 'Launch snow removal',
  goalId: goal.id,
  goalTitle: goal.title,
  milestones: [
    { title: 'Buy two plows', dueDate: '2026-10-15', done: true },
    { title: 'Sign 20 contracts', dueDate: '2026-11-15', done: true },
    { title: 'Train the crews', dueDate: null, done: false },
  ],
});
const hiring = aPriority({ title: 'Hire a second foreman', dueDate: '2026-11-20', status: 'off_track', ownerUserId: marco.id, ownerName: marco.name });
const ownPriority = aPriority({ scope: 'personal', title: 'Close the books by the 5th', ownerUserId: marco.id, ownerName: marco.name });
const overview = anOverview({
  goals: [goal],
  priorities: [snow, hiring, ownPriority],
  history: [
    { quarter: '2026-Q4', label: 'Q4 2026', done: 0, total: 3, percent: 0 },
    { quarter: '2026-Q3', label: 'Q3 2026', done: 2, total: 3, percent: 67 },
  ],
});

describe('BigThreeBoard', () => {
  it('shows the Big 3 with owners, overdue dates, milestones and the open slot, then own priorities and the history', async () => {
    const { container } = renderWithProviders(<BigThreeBoard overview={overview} people={[dana, marco]} />);
    const snowCard = screen.getByRole('article', { name: 'Launch snow removal' });
    expect(within(snowCard).getByText('Dana Whitfield')).toBeInTheDocument();
    expect(within(snowCard).getByText('2 of 3')).toBeInTheDocument();
    expect(within(snowCard).getByText(goal.title)).toBeInTheDocument();
    expect(within(snowCard).getByRole('radio', { name: 'On track' })).toBeChecked();
    expect(within(snowCard).queryByText('Overdue')).toBeNull();
    // Due 20 Nov, seen on 28 Nov, not done.
    expect(within(screen.getByRole('article', { name: 'Hire a second foreman' })).getByText('Overdue')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add a priority' })).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Marco Ruiz’s priorities' })).getByText('Close the books by the 5th')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Quarter history' });
    expect(within(history).getByRole('row', { name: /Q3 2026 2 of 3 67%/ })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers what the weekly meeting adds on each card: raising an off-track priority', () => {
    renderWithProviders(
      <BigThreeBoard overview={overview} people={[dana, marco]} priorityAction={(priority) => (priority.status === 'off_track' ? <button type="button">Raise {priority.title}</button> : null)} />,
    );
    expect(within(screen.getByRole('article', { name: 'Hire a second foreman' })).getByRole('button', { name: 'Raise Hire a second foreman' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Raise / })).toHaveLength(1);
  });

  it('marks a priority done from its card and ticks a milestone off', async () => {
    const requests = mockFetch({
      [`PUT /api/v2/planning/priorities/${snow.id}/status`]: ok({ priority: { ...snow, status: 'done' } }),
      [`PUT /api/v2/planning/priorities/${snow.id}`]: ok({ priority: snow }),
      'GET /api/v2/planning': ok(overview),
    });
    const { user } = renderWithProviders(<BigThreeBoard overview={overview} people={[dana, marco]} />);
    const snowCard = screen.getByRole('article', { name: 'Launch snow removal' });
    await user.click(within(snowCard).getByRole('radio', { name: 'Done' }));
    await vi.waitFor(() => expect(requests.calls('PUT', `/api/v2/planning/priorities/${snow.id}/status`)[0]?.body).toEqual({ status: 'done' }));
    await user.click(within(snowCard).getByRole('checkbox', { name: 'Train the crews done' }));
    await vi.waitFor(() => expect(requests.calls('PUT', `/api/v2/planning/priorities/${snow.id}`)).toHaveLength(1));
    const body = requests.calls('PUT', `/api/v2/planning/priorities/${snow.id}`)[0]?.body as { milestones: Array<{ done: boolean }>; updatedAt: string };
    expect(body.milestones.map((milestone) => milestone.done)).toEqual([true, true, true]);
    expect(body.updatedAt).toBe(snow.updatedAt);
  });

  it('adds a priority with an owner and a milestone, due at the quarter’s end when left blank, and says when the Big 3 is full', async () => {
    const requests = mockFetch({
      'POST /api/v2/planning/priorities': fail(422, 'The company has its Big 3 for that quarter: finish, drop or move one first.', 'BUSINESS_RULE'),
    });
    const { user } = renderWithProviders(<BigThreeBoard overview={overview} people={[dana, marco]} />);
    await user.click(screen.getByRole('button', { name: 'Add a priority' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Left blank: the quarter’s last day, December 31, 2026.')).toBeInTheDocument();
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Add priority' }));
    expect(await within(dialog).findByText('Priority is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose who owns it', { selector: 'p' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Priority'), 'Open a second yard');
    await user.selectOptions(within(dialog).getByLabelText('Owner'), 'Marco Ruiz');
    await user.selectOptions(within(dialog).getByLabelText('Goal it serves'), goal.title);
    await user.click(within(dialog).getByRole('button', { name: 'Add a milestone' }));
    await user.type(within(dialog).getByLabelText('Milestone 1'), 'Sign the lease');
    await user.click(within(dialog).getByRole('button', { name: 'Add priority' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The company has its Big 3 for that quarter');
    expect(requests.calls('POST', '/api/v2/planning/priorities')[0]?.body).toEqual({
      quarter: '2026-Q4',
      scope: 'company',
      title: 'Open a second yard',
      description: '',
      ownerUserId: marco.id,
      dueDate: null,
      status: 'on_track',
      goalId: goal.id,
      milestones: [{ title: 'Sign the lease', dueDate: null, done: false }],
    });
  });

  it('asks before removing a priority', async () => {
    const { user } = renderWithProviders(<BigThreeBoard overview={overview} people={[dana, marco]} />);
    await user.click(screen.getByRole('button', { name: 'Remove Launch snow removal' }));
    expect(await screen.findByRole('alertdialog', { name: 'Remove “Launch snow removal”?' })).toBeInTheDocument();
  });

  it('reads only for those who do not plan: no controls, the status as a badge, open slots not offered', async () => {
    const { container } = renderWithProviders(<BigThreeBoard overview={{ ...overview, canEdit: false }} people={[]} />);
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /Add|Edit|Remove/ })).toBeNull();
    expect(screen.getByText('Not chosen yet')).toBeInTheDocument();
    expect(screen.getByText('Read only')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Hire a second foreman' })).getByText('Off track')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });
});
