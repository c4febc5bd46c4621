import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { aCompany, aUser, storeSession } from '@/test/builders';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { aCrew, aCrewMember, anEmployee } from '@/test/people-builders';
import { renderWithProviders } from '@/test/render';
import { CrewMembersDialog, type AssignableEmployee } from './crew-members-dialog';

beforeEach(() => storeSession());

const tom = anEmployee({ firstName: 'Tom', lastName: 'Becker', position: 'Crew Member', hourlyCost: 27.5 });
const ava = anEmployee({ firstName: 'Ava', lastName: 'Chen', position: 'Installer' });
const gone = anEmployee({ firstName: 'Gus', lastName: 'Ward', position: 'Labourer', status: 'terminated' });
const crewId = '3c9d2f1a-4b5e-4c6d-9e8f-7a6b5c4d3e2f';
const tomOnCrew = aCrewMember(tom, { crewId, role: 'member' });
const crew = aCrew({ id: crewId, name: 'Maintenance Crew A', members: [tomOnCrew] });

const roster: AssignableEmployee[] = [tom, ava, gone].map((employee) => ({
  id: employee.id,
  name: `${employee.firstName} ${employee.lastName}`,
  position: employee.position,
  status: employee.status,
}));

function mockServer(routes: Parameters<typeof mockFetch>[0]) {
  return mockFetch({ 'GET /api/v2/auth/me': ok({ user: aUser(), company: aCompany() }), ...routes });
}

function open() {
  const rendered = renderWithProviders(<CrewMembersDialog crew={crew} employees={roster} onClose={() => {}} />);
  return { ...rendered, dialog: screen.getByRole('dialog', { name: 'Members of Maintenance Crew A' }) };
}

describe('CrewMembersDialog', () => {
  it('shows the crew size and its loaded labour cost per hour', () => {
    mockServer({});
    const { dialog } = open();
    expect(within(dialog).getByText('1 member · $27.50 loaded labour cost per hour')).toBeInTheDocument();
  });

  it('offers only employees not on the crew and not terminated', () => {
    mockServer({});
    const { dialog } = open();
    const options = within(within(dialog).getByLabelText('Employee')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose an employee', 'Ava Chen — Installer']);
  });

  it("assigns an employee as leader from a start date and says '… assigned successfully'", async () => {
    const member = aCrewMember(ava, { crewId, role: 'leader', startDate: '2025-04-01' });
    const server = mockServer({ [`POST /api/v2/crews/${crewId}/members`]: ok({ member, crew: { ...crew, members: [member, tomOnCrew] } }) });
    const { user, dialog } = open();

    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(within(dialog).getByText('Choose an employee', { selector: 'p' })).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/crews/${crewId}/members`)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Employee'), 'Ava Chen — Installer');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'leader');
    const startDate = within(dialog).getByLabelText('Start date');
    await user.clear(startDate);
    await user.type(startDate, '2025-04-01');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));

    expect(await screen.findByText('Ava Chen assigned successfully')).toBeInTheDocument();
    expect(server.calls('POST', `/api/v2/crews/${crewId}/members`)[0]!.body).toEqual({ employeeId: ava.id, role: 'leader', startDate: '2025-04-01' });
  });

  it("shows the server's refusal, e.g. an employee already on the crew", async () => {
    mockServer({ [`POST /api/v2/crews/${crewId}/members`]: fail(409, 'This employee is already on this crew', 'CONFLICT') });
    const { user, dialog } = open();
    await user.selectOptions(within(dialog).getByLabelText('Employee'), 'Ava Chen — Installer');
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('This employee is already on this crew')).toBeInTheDocument();
  });

  it("changes a member's role and removes a member, with a toast for each", async () => {
    const server = mockServer({
      [`PUT /api/v2/crews/${crewId}/members/${tomOnCrew.id}`]: ok({ member: { ...tomOnCrew, role: 'leader' }, crew }),
      [`DELETE /api/v2/crews/${crewId}/members/${tomOnCrew.id}`]: ok({ id: tomOnCrew.id, crew: { ...crew, members: [], size: 0 } }),
    });
    const { user, dialog } = open();

    await user.selectOptions(within(dialog).getByLabelText('Role of Tom Becker'), 'leader');
    expect(await screen.findByText('Member updated successfully')).toBeInTheDocument();
    expect(server.calls('PUT', `/api/v2/crews/${crewId}/members/${tomOnCrew.id}`)[0]!.body).toEqual({ role: 'leader' });

    await user.click(within(dialog).getByRole('button', { name: 'Remove Tom Becker' }));
    const confirm = await screen.findByRole('alertdialog', { name: /Remove Tom Becker from/ });
    expect(server.calls('DELETE', `/api/v2/crews/${crewId}/members/${tomOnCrew.id}`)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Tom Becker removed successfully')).toBeInTheDocument();
  });

  it("falls back to 'Failed to remove member' when the server says nothing useful", async () => {
    mockServer({ [`DELETE /api/v2/crews/${crewId}/members/${tomOnCrew.id}`]: new Response('', { status: 500 }) });
    const { user, dialog } = open();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Tom Becker' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove member')).toBeInTheDocument();
  });
});
