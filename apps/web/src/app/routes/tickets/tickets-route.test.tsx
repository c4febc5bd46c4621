import { permissionsForRole } from '@groundwork/domain/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anOrderRow } from '@/features/orders/order-builders';
import { aChecklistItem, aTicket, aTicketRow, greenCrewId, noraId } from '@/features/tickets/ticket-builders';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render';

describe('/tickets for a crew leader', () => {
  it('moves and ticks their task, with everything else read-only, the people on the crews to assign, no Delete, and no office data asked for', async () => {
    const user = aUser({ role: 'crew_leader' });
    const company = aCompany({ permissions: permissionsForRole(aCompany().permissions, 'crew_leader') });
    storeSession({ user, company });
    const order = anOrderRow({ number: 1042 });
    const ticket = aTicket({
      assigneeEmployeeId: noraId,
      assigneeName: 'Nora Lee',
      subject: { kind: 'work_order', id: order.id, label: 'WO-1042 Ann Green' },
      checklist: [aChecklistItem('Flag the broken head')],
    });
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      'GET /api/v2/tickets': ok({ tickets: [aTicketRow({ id: ticket.id })], pagination: { page: 1, limit: 50, total: 1 } }),
      [`GET /api/v2/tickets/${ticket.id}`]: ok({ ticket }),
      [`PUT /api/v2/tickets/${ticket.id}`]: (request) => ok({ ticket: { ...ticket, ...(request.body as object) }, next: null }),
      // A crew leader may not read /employees: the names they may pick come from the tasks area, id and name only.
      'GET /api/v2/tickets/people': ok({ employees: [{ id: noraId, name: 'Nora Lee' }], crews: [{ id: greenCrewId, name: 'Green crew' }] }),
    });
    const { user: person } = renderApp(`/tickets?open=${ticket.id}`);

    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    await within(sheet).findByLabelText('Title');
    expect(within(sheet).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // Assignable: the people on the crews (a crew leader may not read the roster) and the crews.
    await waitFor(() => expect(within(within(sheet).getByLabelText('Assigned to')).getAllByRole('option').map((option) => option.textContent)).toEqual(['Unassigned', 'Nora Lee', 'Green crew']));
    // Only the status and the checklist are theirs to change; the rest is shown.
    expect(within(sheet).getByLabelText('Title')).toHaveAttribute('readonly');
    expect(within(sheet).getByLabelText('Assigned to')).toBeDisabled();
    expect(within(sheet).getByLabelText('Kind')).toBeDisabled();
    expect(within(sheet).getByRole('link', { name: /Open WO-1042 Ann Green/ })).toHaveAttribute('href', `/orders/${order.id}`);

    await person.selectOptions(within(sheet).getByLabelText('Status'), 'In progress');
    await person.click(within(sheet).getByRole('checkbox', { name: 'Done: Flag the broken head' }));
    // A callback about a work order: its hours are theirs to record too.
    await person.type(within(sheet).getByLabelText('Hours spent'), '1.5');
    await person.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/tickets/${ticket.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/tickets/${ticket.id}`)[0]!.body).toEqual({
      status: 'in_progress',
      checklist: [{ id: ticket.checklist[0]!.id, text: 'Flag the broken head', done: true }],
      hoursSpent: 1.5,
      updatedAt: ticket.updatedAt,
    });

    for (const officeOnly of ['/api/v2/employees', '/api/v2/crews', '/api/v2/customers', '/api/v2/estimates', '/api/v2/equipment']) expect(server.calls('GET', officeOnly)).toHaveLength(0);
  });

  it('the office picks what a task is about from the app’s own records: a work order searched on the server', async () => {
    const user = aUser();
    const company = aCompany();
    storeSession({ user, company });
    const ticket = aTicket({ subject: null });
    const order = anOrderRow({ number: 1042 });
    const server = mockFetch({
      'GET /api/v2/auth/me': ok({ user, company }),
      'GET /api/v2/tickets': ok({ tickets: [], pagination: { page: 1, limit: 50, total: 0 } }),
      [`GET /api/v2/tickets/${ticket.id}`]: ok({ ticket }),
      [`PUT /api/v2/tickets/${ticket.id}`]: ok({ ticket, next: null }),
      'GET /api/v2/orders': ok({ orders: [order], pagination: { page: 1, limit: 50, total: 1 } }),
    });
    const { user: person } = renderApp(`/tickets?open=${ticket.id}`);
    const sheet = await screen.findByRole('dialog', { name: /T-1001/ });
    expect(within(within(sheet).getByLabelText('Kind')).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Nothing in particular',
      'Customer',
      'Property',
      'Job',
      'Work order',
      'Estimate',
      'Equipment',
    ]);

    await person.selectOptions(within(sheet).getByLabelText('Kind'), 'Work order');
    await person.type(within(sheet).getByRole('combobox', { name: 'Work order' }), 'WO-1042');
    await waitFor(() => expect(server.calls('GET', '/api/v2/orders').at(-1)!.url.searchParams.get('search')).toBe('WO-1042'));
    await person.click(await within(sheet).findByRole('option', { name: /^WO-1042 · Ann Green · Weekly mowing/ }));
    await person.click(within(sheet).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.calls('PUT', `/api/v2/tickets/${ticket.id}`)).toHaveLength(1));
    expect(server.calls('PUT', `/api/v2/tickets/${ticket.id}`)[0]!.body).toEqual({ subject: { kind: 'work_order', id: order.id }, updatedAt: ticket.updatedAt });
  });
});
