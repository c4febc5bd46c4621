import { DEFAULT_ONE_ON_ONE_AGENDA } from '@groundwork/domain/people-development';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aMeeting, ids, owners, somePeople, today } from '../people-development-builders';
import { OneOnOnesBoard } from './one-on-ones-board';

afterEach(() => vi.unstubAllGlobals());

const list = (meetings = [aMeeting()]) => ({ today, meetings });

describe('OneOnOnesBoard', () => {
  it('lists one-on-ones newest first with the agenda, notes and how each commitment’s to-do stands', async () => {
    const older = aMeeting({ id: 'c0a1b2c3-d4e5-4f60-8a7b-8c9d0e1f2a3b', heldOn: '2026-10-30', notes: '', commitments: [{ ...aMeeting().commitments[0]!, todoId: 'd1b2c3d4-e5f6-4071-9b8c-9d0e1f2a3b4c', done: true }] });
    const { container } = renderWithProviders(<OneOnOnesBoard list={list([aMeeting(), older])} people={somePeople()} owners={owners} employeeId={null} userId={ids.carlosUser} todosPath="/business-development/tasks" />);
    const meetings = within(screen.getByRole('list', { name: 'One-on-ones' })).getAllByRole('article');
    expect(meetings.map((meeting) => within(meeting).getByRole('heading', { level: 2 }).textContent)).toEqual(['Jake Olson with Carlos Mendoza', 'Jake Olson with Carlos Mendoza']);
    expect(meetings[0]).toHaveTextContent('November 20, 2026');
    expect(meetings[0]).toHaveTextContent('Trimmer technique');
    expect(meetings[0]).toHaveTextContent('Good week on the Friday route.');
    // Due 25 Nov, open on the 27th: overdue; the older one is done.
    expect(meetings[0]).toHaveTextContent('Practise edging on the Friday route — Jake Olson, due Nov 25, 2026Overdue');
    expect(within(meetings[1]!).getByText('Done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Annual & Quarterly Planning' })).toHaveAttribute('href', '/business-development/tasks');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('records a one-on-one whose commitment goes to the employee; a server refusal shows under its field', async () => {
    const posts: RecordedRequest[] = [];
    mockFetch({
      'POST /api/v2/people_development/one_on_ones': (request) => {
        posts.push(request);
        if (posts.length === 1) return fail(404, 'Person not found', 'NOT_FOUND', { 'commitments.0.ownerUserId': ['Person not found'] });
        return ok({ meeting: aMeeting() });
      },
    });
    const { user, container } = renderWithProviders(<OneOnOnesBoard list={list([])} people={somePeople()} owners={owners} employeeId={null} userId={ids.carlosUser} todosPath="/business-development/tasks" />);
    expect(screen.getByText('No one-on-ones yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Record a one-on-one' }));
    const form = screen.getByRole('form', { name: 'Record a one-on-one' });
    expect(within(form).getByLabelText('Agenda')).toHaveValue(DEFAULT_ONE_ON_ONE_AGENDA.join('\n'));
    expect(within(form).getByLabelText('Date')).toHaveValue(today);
    await user.click(within(form).getByRole('button', { name: 'Record one-on-one' }));
    await waitFor(() => expect(within(form).getByLabelText('Employee')).toHaveAccessibleDescription('Choose the employee'));

    await user.selectOptions(within(form).getByLabelText('Employee'), 'Jake Olson');
    await user.type(within(form).getByLabelText('Notes'), 'Edging is better.');
    await user.click(within(form).getByRole('button', { name: 'Add a commitment' }));
    const row = within(form).getByRole('group', { name: 'Commitment 1' });
    // Jake signs in, so what he commits to is his.
    expect(within(row).getByLabelText('Owner')).toHaveValue(ids.jakeUser);
    await user.type(within(row).getByLabelText('Commitment'), 'Practise edging on the Friday route');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Record one-on-one' }));
    expect(await within(row).findByText('Person not found')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Record one-on-one' }));
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(posts[1]!.body).toEqual({
      employeeId: ids.jake,
      heldOn: today,
      agenda: [...DEFAULT_ONE_ON_ONE_AGENDA],
      notes: 'Edging is better.',
      commitments: [{ title: 'Practise edging on the Friday route', ownerUserId: ids.jakeUser, dueDate: '' }],
    });
    expect(posts[1]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('changes a one-on-one against the version loaded; a stale save keeps what was typed and says so', async () => {
    const puts: RecordedRequest[] = [];
    mockFetch({
      [`PUT /api/v2/people_development/one_on_ones/${ids.meeting}`]: (request) => {
        puts.push(request);
        return fail(409, 'This was changed by someone else. Reload to see the latest version.', 'CONFLICT');
      },
    });
    const { user } = renderWithProviders(<OneOnOnesBoard list={list()} people={somePeople()} owners={owners} employeeId={ids.jake} userId={ids.carlosUser} todosPath="/business-development/tasks" />);
    await user.click(screen.getByRole('button', { name: 'Edit the one-on-one with Jake Olson of November 20, 2026' }));
    const form = screen.getByRole('form', { name: 'Edit the one-on-one with Jake Olson' });
    expect(form).toHaveTextContent('Practise edging on the Friday route — Jake Olson, due Nov 25, 2026');
    await user.clear(within(form).getByLabelText('Notes'));
    await user.type(within(form).getByLabelText('Notes'), 'Moved to Friday.');
    await user.click(within(form).getByRole('button', { name: 'Save one-on-one' }));
    expect(await within(form).findByText(/Someone else changed this one-on-one/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Notes')).toHaveValue('Moved to Friday.');
    expect(puts[0]!.body).toMatchObject({ heldOn: '2026-11-20', notes: 'Moved to Friday.', updatedAt: aMeeting().updatedAt, commitments: [] });
  });

  it('lets an employee read their own one-on-ones without changing them', () => {
    const self = somePeople({ canManageAll: false, people: [{ ...somePeople().people[1]!, canManage: false, isSelf: true }] });
    renderWithProviders(<OneOnOnesBoard list={list([aMeeting({ canEdit: false })])} people={self} owners={owners} employeeId={null} userId={ids.jakeUser} todosPath="/business-development/tasks" />);
    expect(screen.getByRole('article', { name: 'Jake Olson with Carlos Mendoza' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete|Record/ })).not.toBeInTheDocument();
  });

  it('deletes a one-on-one after asking, saying its to-dos stay', async () => {
    const deletes: RecordedRequest[] = [];
    mockFetch({ [`DELETE /api/v2/people_development/one_on_ones/${ids.meeting}`]: (request) => (deletes.push(request), ok({ id: ids.meeting })) });
    const { user } = renderWithProviders(<OneOnOnesBoard list={list()} people={somePeople()} owners={owners} employeeId={null} userId={ids.carlosUser} todosPath="/business-development/tasks" />);
    await user.click(screen.getByRole('button', { name: 'Delete the one-on-one with Jake Olson of November 20, 2026' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('The to-dos its commitments became stay with their owners.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete one-on-one' }));
    await waitFor(() => expect(deletes).toHaveLength(1));
  });
});
