import type { CoachingSession } from '@groundwork/domain/coaching';
import type { PlanningPerson } from '@groundwork/domain/planning';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { CoachingSessions } from './coaching-sessions';
import { aSession, managerId, ownerId } from './coaching-test-builders';

const people: PlanningPerson[] = [
  { id: ownerId, name: 'Olivia Reyes', email: 'olivia@example.com', role: 'admin' },
  { id: managerId, name: 'Sam Ortiz', email: 'sam@example.com', role: 'office_manager' },
];
const older = aSession({ id: '3c8c7d6e-5f4a-4b3c-9d2e-1f0a9b8c7d6e', heldOn: '2026-10-08', notes: '', commitments: [] });
const list = (sessions: CoachingSession[]) => ({ today: '2026-11-27', sessions });

describe('CoachingSessions', () => {
  it('lists the sessions newest first with their notes and how each commitment stands', async () => {
    const { container } = renderWithProviders(<CoachingSessions list={list([aSession(), older])} people={people} />);
    const sessions = within(screen.getByRole('list', { name: 'Coaching sessions' })).getAllByRole('article');
    expect(sessions.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['November 12, 2026', 'October 8, 2026']);
    expect(sessions[0]).toHaveTextContent('With Dana Ruiz');
    const commitments = within(sessions[0]!).getAllByRole('listitem');
    expect(commitments[0]).toHaveTextContent('Raise the mowing rate — Olivia Reyes, due Nov 19, 2026Done');
    expect(commitments[1]).toHaveTextContent('Write the hiring ad — Sam Ortiz, due Nov 20, 2026Overdue');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('records a session with a commitment, its owner picked from the company’s people; a wrong field shows under it', async () => {
    const posts: RecordedRequest[] = [];
    mockFetch({
      'POST /api/v2/coaching/sessions': (request) => {
        posts.push(request);
        if (posts.length === 1) return fail(404, 'Person not found', 'NOT_FOUND', { 'commitments.0.ownerUserId': ['Person not found'] });
        return ok({ session: aSession() });
      },
      'GET /api/v2/coaching/sessions': ok(list([aSession()])),
      'GET /api/v2/coaching/progress': ok({}),
    });
    const { user, container } = renderWithProviders(<CoachingSessions list={list([])} people={people} />);
    expect(screen.getByText('No coaching sessions yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record a session' }));
    const form = screen.getByRole('form', { name: 'Record a coaching session' });
    expect(within(form).getByLabelText('Date')).toHaveValue('2026-11-27');

    await user.click(within(form).getByRole('button', { name: 'Add a commitment' }));
    await user.click(within(form).getByRole('button', { name: 'Record session' }));
    expect(await within(form).findByText('Coach is required')).toBeInTheDocument();
    expect(within(form).getByText('Commitment is required')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.type(within(form).getByLabelText('Coach'), 'Dana Ruiz');
    await user.type(within(form).getByLabelText('Notes'), 'Spring pricing');
    const row = within(form).getByRole('group', { name: 'Commitment 1' });
    await user.type(within(row).getByLabelText('Commitment'), 'Raise the mowing rate');
    await user.selectOptions(within(row).getByLabelText('Owner'), 'Sam Ortiz');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Record session' }));
    expect(await within(row).findByText('Person not found')).toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Record session' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(posts[1]!.body).toEqual({
      heldOn: '2026-11-27',
      coachName: 'Dana Ruiz',
      notes: 'Spring pricing',
      commitments: [{ title: 'Raise the mowing rate', ownerUserId: managerId, dueDate: null }],
    });
    expect(posts[1]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('changes a session against the version loaded, listing the commitments already made', async () => {
    const puts: RecordedRequest[] = [];
    mockFetch({
      [`PUT /api/v2/coaching/sessions/${aSession().id}`]: (request) => {
        puts.push(request);
        return ok({ session: aSession() });
      },
      'GET /api/v2/coaching/sessions': ok(list([aSession()])),
      'GET /api/v2/coaching/progress': ok({}),
    });
    const { user } = renderWithProviders(<CoachingSessions list={list([aSession()])} people={people} />);
    await user.click(screen.getByRole('button', { name: 'Edit the session of November 12, 2026' }));
    const form = screen.getByRole('form', { name: 'Edit coaching session' });
    expect(within(form).getByText('Commitments made')).toBeInTheDocument();
    expect(within(form).getByText(/Write the hiring ad — Sam Ortiz/)).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Coach'));
    await user.type(within(form).getByLabelText('Coach'), 'Lee Park');
    await user.click(within(form).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body).toMatchObject({ coachName: 'Lee Park', commitments: [], updatedAt: aSession().updatedAt });
  });

  it('asks before deleting, saying the to-dos stay', async () => {
    const deletes: RecordedRequest[] = [];
    mockFetch({
      [`DELETE /api/v2/coaching/sessions/${older.id}`]: (request) => {
        deletes.push(request);
        return ok({ id: older.id });
      },
      'GET /api/v2/coaching/sessions': ok(list([])),
    });
    const { user } = renderWithProviders(<CoachingSessions list={list([older])} people={people} />);
    await user.click(screen.getByRole('button', { name: 'Delete the session of October 8, 2026' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this coaching session?' });
    expect(dialog).toHaveTextContent('The to-dos its commitments became stay with their owners.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deletes).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete the session of October 8, 2026' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete session' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
  });
});
