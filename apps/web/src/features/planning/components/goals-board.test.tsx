import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aGoal, anOverview, aPriority } from '../planning-builders';
import { GoalsBoard } from './goals-board';

afterEach(() => {
  vi.unstubAllGlobals();
});

const goal = aGoal();
const serving = aPriority({ title: 'Sign 40 maintenance contracts', goalId: goal.id, goalTitle: goal.title, dueDate: '2026-11-01' });
const other = aPriority({ title: 'Close the books by the 5th', scope: 'personal', status: 'done' });
const overview = anOverview({ goals: [goal], priorities: [serving, other] });

describe('GoalsBoard', () => {
  it('lists the year’s goals with the quarter’s priorities under each, and every priority of the quarter', async () => {
    const { container } = renderWithProviders(<GoalsBoard overview={overview} focusAreas={[]} />);
    expect(screen.getByText('1 of 10.', { exact: false })).toBeInTheDocument();
    const under = screen.getByRole('list', { name: `Q4 2026 priorities serving ${goal.title}` });
    expect(within(under).getByRole('link', { name: 'Sign 40 maintenance contracts' })).toHaveAttribute('href', '/business-development/big3?quarter=2026-Q4');
    expect(within(under).getByText('Overdue: due Nov 1, 2026')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Q4 2026 priorities' })).getByText('Own priority')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('adds a goal for the vision focus area picked, and shows the server’s refusal when the year is full', async () => {
    const requests = mockFetch({ 'POST /api/v2/planning/goals': fail(422, 'A year keeps 10 goals at most: the fewer, the likelier each is met.', 'BUSINESS_RULE') });
    const { user } = renderWithProviders(<GoalsBoard overview={overview} focusAreas={['Recurring revenue', 'A great place to work']} />);
    await user.click(screen.getByRole('button', { name: 'Add a goal' }));
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    expect(await within(dialog).findByText('Goal is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Goal'), 'Keep 90% of our people');
    await user.type(within(dialog).getByLabelText('Vision focus area'), 'A great place to work');
    await user.click(within(dialog).getByRole('button', { name: 'Add goal' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A year keeps 10 goals at most');
    expect(requests.calls('POST', '/api/v2/planning/goals')[0]?.body).toEqual({ year: 2026, title: 'Keep 90% of our people', focusArea: 'A great place to work', measure: '' });
  });

  it('changes a goal against the version loaded, and asks before removing one', async () => {
    const requests = mockFetch({ [`PUT /api/v2/planning/goals/${goal.id}`]: ok({ goal: { ...goal, title: 'Grow maintenance revenue to $1.3M' } }) });
    const { user } = renderWithProviders(<GoalsBoard overview={overview} focusAreas={[]} />);
    await user.click(screen.getByRole('button', { name: `Edit ${goal.title}` }));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText('Goal');
    await user.clear(title);
    await user.type(title, 'Grow maintenance revenue to $1.3M');
    await user.click(within(dialog).getByRole('button', { name: 'Save goal' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.calls('PUT', `/api/v2/planning/goals/${goal.id}`)[0]?.body).toMatchObject({ title: 'Grow maintenance revenue to $1.3M', updatedAt: goal.updatedAt });
    await user.click(screen.getByRole('button', { name: `Remove ${goal.title}` }));
    expect(await screen.findByText('Its priorities stay in their quarters, no longer under a goal.')).toBeInTheDocument();
  });

  it('offers nothing to change to those who only read', () => {
    renderWithProviders(<GoalsBoard overview={{ ...overview, canEdit: false }} focusAreas={[]} />);
    expect(screen.queryByRole('button', { name: /Add a goal|Edit|Remove/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the Big 3' })).toBeInTheDocument();
  });
});
