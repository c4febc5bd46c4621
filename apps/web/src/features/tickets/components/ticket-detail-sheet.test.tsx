import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/test/axe-check';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { renderWithProviders } from '@/test/render';
import { aChecklistItem, aComment, aTicket, annGreenId, greenCrewId, noraId, samId } from '../ticket-builders';
import type { SubjectPickerProps, TicketOptions } from '../ticket-options';
import { TicketsWorkspace } from './tickets-workspace';

const boLarsonId = '7a1c4e20-5b3d-4c6e-9f10-a00000000002';

/** The route gives the app's own pickers; here one select stands in for the customer search. */
function CustomerSelect({ id, value, onChange }: SubjectPickerProps) {
  return (
    <select id={id} value={value?.id ?? ''} onChange={(event) => onChange(event.target.value ? { id: event.target.value, label: event.target.selectedOptions[0]!.text } : null)}>
      <option value="">None</option>
      <option value={annGreenId}>Ann Green</option>
      <option value={boLarsonId}>Bo Larson</option>
    </select>
  );
}

const options = (overrides: Partial<TicketOptions> = {}): TicketOptions => ({
  employees: [
    { id: noraId, name: 'Nora Lee' },
    { id: samId, name: 'Sam Ortiz' },
  ],
  crews: [{ id: greenCrewId, name: 'Green crew' }],
  people: [
    { id: noraId, name: 'Nora Lee' },
    { id: samId, name: 'Sam Ortiz' },
  ],
  subjectKinds: ['customer', 'work_order'],
  renderSubjectPicker: (props) => <CustomerSelect {...props} />,
  canDelete: true,
  canEditDetails: true,
  ...overrides,
});

const emptyList = ok({ tickets: [], pagination: { page: 1, limit: 50, total: 0 } });
const v1 = '2026-11-20T15:00:00.000Z';
const v2 = '2026-11-21T10:00:00.000Z';
const v3 = '2026-11-21T11:30:00.000Z';

afterEach(() => vi.unstubAllGlobals());

describe('a task’s details (?open={id})', () => {
  it('opens the task the link names, offers only the allowed moves, saves only what changed, and a stale save keeps the typing and offers to reload', async () => {
    const done = aTicket({ status: 'done', updatedAt: v1, completedAt: v1 });
    let current = done;
    const server = mockFetch({
      'GET /api/v2/tickets': emptyList,
      [`GET /api/v2/tickets/${done.id}`]: () => ok({ ticket: current }),
      [`PUT /api/v2/tickets/${done.id}`]: (request) => {
        const body = request.body as { updatedAt: string };
        if (body.updatedAt !== current.updatedAt) return fail(409, 'This task was changed by someone else. Reload to see the latest version.', 'CONFLICT');
        current = aTicket({ ...current, ...(request.body as object), assigneeName: 'Green crew', subject: { kind: 'customer', id: boLarsonId, label: 'Bo Larson' }, updatedAt: v2 });
        return ok({ ticket: current, next: null });
      },
    });
    const { user, router } = renderWithProviders(<TicketsWorkspace options={options()} />, { path: `/tickets?open=${done.id}` });

    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    const title = await within(sheet).findByLabelText('Title');
    expect(title).toHaveValue(done.title);
    // A done task can only be reopened.
    expect(within(within(sheet).getByLabelText('Status')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Open', 'Done']);

    await user.clear(title);
    await user.paste('Replace the sprinkler head');
    await user.selectOptions(within(sheet).getByLabelText('Priority'), 'Urgent');
    await user.selectOptions(within(sheet).getByLabelText('Status'), 'Open');
    await user.selectOptions(within(sheet).getByLabelText('Assigned to'), 'Green crew');
    await user.selectOptions(within(sheet).getByLabelText('Customer'), 'Bo Larson');
    // Repeating needs a due date: clearing it is refused before anything is sent.
    await user.click(within(sheet).getByRole('checkbox', { name: 'Repeat this task' }));
    await user.clear(within(sheet).getByLabelText('Due date'));
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    expect(await within(sheet).findByText('A repeating task needs a due date')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/tickets/${done.id}`)).toHaveLength(0);
    await user.click(within(sheet).getByRole('checkbox', { name: 'Repeat this task' }));
    await user.type(within(sheet).getByLabelText('Due date'), '2026-12-01');

    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/tickets/${done.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/tickets/${done.id}`)[0]!.body).toEqual({
      title: 'Replace the sprinkler head',
      priority: 'urgent',
      status: 'open',
      assigneeEmployeeId: null,
      assigneeCrewId: greenCrewId,
      subject: { kind: 'customer', id: boLarsonId },
      updatedAt: v1,
    });
    expect(await screen.findByText('T-1001 saved')).toBeInTheDocument();

    // Someone in the office saves first; this save is refused and nothing typed is lost.
    current = aTicket({ ...current, description: 'Customer asked for a call first.', updatedAt: v3 });
    const description = within(sheet).getByLabelText('Description');
    await user.clear(description);
    await user.paste('Bring two heads.');
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('Someone else changed this task');
    expect((server.calls('PUT', `/api/v2/tickets/${done.id}`).at(-1)!.body as { updatedAt: string }).updatedAt).toBe(v2);
    expect(description).toHaveValue('Bring two heads.');

    await user.click(within(sheet).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(sheet).getByLabelText('Description')).toHaveValue('Customer asked for a call first.'));
    expect(within(sheet).queryByRole('alert')).not.toBeInTheDocument();

    // Closing with something unsaved asks first.
    await user.type(within(sheet).getByLabelText('Title'), '!');
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    const discard = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(discard).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('open')).toBeNull();
  });

  it('edits the checklist, and a comment mentioning someone sends their id; the office can delete after confirming', async () => {
    const ticket = aTicket({
      checklist: [aChecklistItem('Order the head'), aChecklistItem('Replace it')],
      comments: [aComment({ body: 'Parts are in the van.', authorName: 'Sam Ortiz' })],
    });
    const replace = ticket.checklist[1]!;
    const server = mockFetch({
      'GET /api/v2/tickets': emptyList,
      [`GET /api/v2/tickets/${ticket.id}`]: ok({ ticket }),
      [`PUT /api/v2/tickets/${ticket.id}`]: (request) => ok({ ticket: aTicket({ ...ticket, ...(request.body as object), updatedAt: v2 }), next: null }),
      [`POST /api/v2/tickets/${ticket.id}/comments`]: (request) =>
        ok({ comment: aComment({ body: (request.body as { body: string }).body, authorName: 'Dana Whitfield', mentions: [{ id: noraId, name: 'Nora Lee' }] }) }, 201),
      [`DELETE /api/v2/tickets/${ticket.id}`]: ok({ id: ticket.id }),
    });
    const { user, router } = renderWithProviders(<TicketsWorkspace options={options()} />, { path: `/tickets?open=${ticket.id}` });
    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    const checklist = await within(sheet).findByRole('group', { name: /Checklist/ });

    await user.click(within(checklist).getByRole('checkbox', { name: 'Done: Order the head' }));
    expect(within(checklist).getByText('1 of 2 done')).toBeInTheDocument();
    const second = within(checklist).getByLabelText('Checklist item 2');
    await user.clear(second);
    await user.paste('Replace the head');
    await user.type(within(checklist).getByLabelText('New checklist item'), 'Test the zone{Enter}');
    await user.click(within(checklist).getByRole('button', { name: 'Move “Test the zone” up' }));
    await user.click(within(checklist).getByRole('button', { name: 'Remove “Order the head”' }));
    await user.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/tickets/${ticket.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/tickets/${ticket.id}`)[0]!.body).toEqual({
      checklist: [
        { text: 'Test the zone', done: false },
        { id: replace.id, text: 'Replace the head', done: false },
      ],
      updatedAt: ticket.updatedAt,
    });

    expect(within(sheet).getByText('Parts are in the van.')).toBeInTheDocument();
    const comment = within(sheet).getByLabelText('Add a comment');
    await user.type(comment, 'Can @no');
    const people = within(sheet).getByRole('listbox', { name: 'People to mention' });
    expect(within(people).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nora Lee']);
    await user.keyboard('{Enter}');
    expect(comment).toHaveValue('Can @Nora Lee ');
    await user.paste('check the pressure?');
    await user.click(within(sheet).getByRole('button', { name: 'Add comment' }));
    await waitFor(() => expect(server.calls('POST', `/api/v2/tickets/${ticket.id}/comments`)).toHaveLength(1));
    const posted = server.calls('POST', `/api/v2/tickets/${ticket.id}/comments`)[0]!;
    expect(posted.body).toEqual({ body: 'Can @Nora Lee check the pressure?', mentionIds: [noraId] });
    expect(posted.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await within(sheet).findByText('@Nora Lee')).toHaveClass('text-primary');
    expect(comment).toHaveValue('');

    await user.click(within(sheet).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete T-1001?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete task' }));
    await waitFor(() => expect(server.calls('DELETE', `/api/v2/tickets/${ticket.id}`)).toHaveLength(1));
    expect(await screen.findByText('T-1001 deleted')).toBeInTheDocument();
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('open')).toBeNull());
  });

  it('a crew leader gets no Delete and reads a subject they cannot search; a task that is gone says so', async () => {
    const ticket = aTicket({ subject: { kind: 'customer', id: annGreenId, label: 'Ann Green' } });
    const missing = '7a1c4e20-5b3d-4c6e-9f10-f00000000009';
    mockFetch({
      'GET /api/v2/tickets': emptyList,
      [`GET /api/v2/tickets/${ticket.id}`]: ok({ ticket }),
      [`GET /api/v2/tickets/${missing}`]: fail(404, 'Task not found', 'NOT_FOUND'),
    });
    const leader = renderWithProviders(<TicketsWorkspace options={options({ canDelete: false, canEditDetails: false, subjectKinds: ['work_order'] })} />, { path: `/tickets?open=${ticket.id}` });
    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    await within(sheet).findByLabelText('Title');
    expect(within(sheet).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(sheet).queryByRole('combobox', { name: 'Customer' })).not.toBeInTheDocument();
    expect(within(sheet).getByText('Ann Green')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    leader.unmount();

    renderWithProviders(<TicketsWorkspace options={options()} />, { path: `/tickets?open=${missing}` });
    expect(await screen.findByRole('dialog', { name: 'Task not found' })).toBeInTheDocument();
  });
});
