import { randomUUID } from 'node:crypto';
import { defaultTodoDue, todoListSchema } from '@groundwork/domain/planning';
import {
  DEFAULT_ONE_ON_ONE_AGENDA,
  developmentPeopleSchema,
  MANAGER_OR_OFFICE_MESSAGE,
  oneOnOneListSchema,
  peopleDevelopmentSummarySchema,
  type OneOnOne,
} from '@groundwork/domain/people-development';
import { addDays } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aTeam } from '../../test/people-development-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function meetings(user: SignedInUser, employeeId?: string) {
  const response = await t.call('GET', `/people_development/one_on_ones${employeeId ? `?employeeId=${employeeId}` : ''}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return oneOnOneListSchema.parse(response.body.data);
}

async function hold(user: SignedInUser, body: Record<string, unknown>): Promise<OneOnOne> {
  const response = await t.call('POST', '/people_development/one_on_ones', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return response.body.data.meeting as OneOnOne;
}

const aMeeting = (employeeId: string, overrides: Record<string, unknown> = {}) => ({ employeeId, heldOn: '2026-05-04', agenda: [...DEFAULT_ONE_ON_ONE_AGENDA], notes: 'Good first month.', ...overrides });

describe('one-on-ones', () => {
  it('are held by the employee’s manager on the chart; commitments become to-dos of their owners, due a week out by default', async () => {
    const team = await aTeam(t);
    const made = await hold(
      team.crewLeader,
      aMeeting(team.employees.jake, {
        agenda: ['Wins', '', 'Trimmer technique'],
        commitments: [
          { title: 'Practise edging on the Friday route', ownerUserId: team.crewMember.userId, dueDate: '2026-05-15' },
          { title: 'Order Jake’s steel-toe boots', ownerUserId: team.crewLeader.userId },
        ],
      }),
    );
    expect(made).toMatchObject({ employee: { id: team.employees.jake, name: 'Jake Olson' }, manager: { id: team.employees.carlos, name: 'Carlos Mendoza' }, agenda: ['Wins', 'Trimmer technique'], canEdit: true, createdBy: { id: team.crewLeader.userId } });
    expect(made.commitments.map((each) => [each.title, each.ownerUserId, each.done])).toEqual([
      ['Practise edging on the Friday route', team.crewMember.userId, false],
      ['Order Jake’s steel-toe boots', team.crewLeader.userId, false],
    ]);

    // They are the planning area's to-dos: on the tasks screen, owned and dated.
    const todos = todoListSchema.parse((await t.call('GET', '/planning/todos', { token: team.owner.token })).body.data);
    const byTitle = new Map(todos.todos.map((todo) => [todo.title, todo]));
    expect(byTitle.get('Practise edging on the Friday route')).toMatchObject({ id: made.commitments[0]!.todoId, ownerUserId: team.crewMember.userId, dueDate: '2026-05-15' });
    expect(byTitle.get('Order Jake’s steel-toe boots')).toMatchObject({ ownerUserId: team.crewLeader.userId, dueDate: defaultTodoDue(todos.today) });

    // Jake closes his to-do: the meeting shows it done; Jake reads his own one-on-ones but cannot change them.
    const todo = byTitle.get('Practise edging on the Friday route')!;
    expect((await t.call('PUT', `/planning/todos/${todo.id}`, { token: team.crewMember.token, body: { title: todo.title, ownerUserId: team.crewMember.userId, dueDate: todo.dueDate, done: true } })).status).toBe(200);
    const own = await meetings(team.crewMember);
    expect(own.meetings.map((each) => [each.id, each.canEdit])).toEqual([[made.id, false]]);
    expect(own.meetings[0]!.commitments.map((each) => each.done)).toEqual([true, false]);
    const refused = await t.call('PUT', `/people_development/one_on_ones/${made.id}`, { token: team.crewMember.token, body: { heldOn: '2026-05-04' } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MANAGER_OR_OFFICE_MESSAGE);

    // The Maintenance Manager above sees it too; an estimator on no seat does not.
    expect((await meetings(team.manager)).meetings.map((each) => each.id)).toEqual([made.id]);
    expect((await meetings(team.outsider)).meetings).toEqual([]);
    expect((await t.call('GET', `/people_development/one_on_ones?employeeId=${team.employees.jake}`, { token: team.outsider.token })).status).toBe(404);
  });

  it('are changed against the version loaded, new commitments beside the old; a stale save is 409; deleting keeps the to-dos', async () => {
    const team = await aTeam(t);
    const made = await hold(team.owner, aMeeting(team.employees.noah, { commitments: [{ title: 'Book the safety course', ownerUserId: team.crewLeader.userId }] }));
    expect(made.manager).toMatchObject({ name: 'Carlos Mendoza' });
    const changed = await t.call('PUT', `/people_development/one_on_ones/${made.id}`, {
      token: team.crewLeader.token,
      body: { heldOn: '2026-05-05', agenda: ['Safety'], notes: 'Moved a day.', updatedAt: made.updatedAt, commitments: [{ title: 'Walk Noah through the trailer checks', ownerUserId: team.crewLeader.userId }] },
    });
    expect(changed.status, changed.text).toBe(200);
    const meeting = changed.body.data.meeting as OneOnOne;
    expect(meeting).toMatchObject({ heldOn: '2026-05-05', agenda: ['Safety'], notes: 'Moved a day.' });
    expect(meeting.commitments.map((each) => each.title)).toEqual(['Book the safety course', 'Walk Noah through the trailer checks']);
    expect((await t.call('PUT', `/people_development/one_on_ones/${made.id}`, { token: team.owner.token, body: { heldOn: '2026-05-06', updatedAt: made.updatedAt } })).status).toBe(409);

    expect((await t.call('DELETE', `/planning/todos/${made.commitments[0]!.todoId}`, { token: team.owner.token })).status).toBe(200);
    expect((await meetings(team.owner, team.employees.noah)).meetings[0]!.commitments[0]).toMatchObject({ title: 'Book the safety course', todoDeleted: true });

    expect((await t.call('DELETE', `/people_development/one_on_ones/${made.id}`, { token: team.outsider.token })).status).toBe(404);
    expect((await t.call('DELETE', `/people_development/one_on_ones/${made.id}`, { token: team.crewLeader.token })).status).toBe(200);
    expect((await meetings(team.owner)).meetings).toEqual([]);
    const todos = todoListSchema.parse((await t.call('GET', '/planning/todos', { token: team.owner.token })).body.data);
    expect(todos.todos.map((todo) => todo.title)).toEqual(['Walk Noah through the trailer checks']);
  });

  it('are held only with one’s own people: a peer is 403 when seen, 404 when not; a manager’s manager may', async () => {
    const team = await aTeam(t);
    // Carlos is Jake's manager, not Luis's: he does not see Luis (404); Jake sees himself but cannot hold his own (403).
    const up = await t.call('POST', '/people_development/one_on_ones', { token: team.crewLeader.token, body: aMeeting(team.employees.luis) });
    expect(up.status).toBe(404);
    expect(up.body.details.fieldErrors).toEqual({ employeeId: ['Employee not found'] });
    expect((await t.call('POST', '/people_development/one_on_ones', { token: team.crewMember.token, body: aMeeting(team.employees.jake) })).status).toBe(403);
    expect((await t.call('POST', '/people_development/one_on_ones', { token: team.outsider.token, body: aMeeting(team.employees.jake) })).status).toBe(404);
    // Luis, two seats up, holds one with Jake; the chart still names Carlos as Jake's manager.
    expect((await hold(team.manager, aMeeting(team.employees.jake))).manager).toMatchObject({ name: 'Carlos Mendoza' });
    // Luis holds one with Carlos: he is Carlos's manager.
    expect((await hold(team.manager, aMeeting(team.employees.carlos))).manager).toMatchObject({ name: 'Luis Hernandez' });
  });

  it('show on the hub and in the people list, narrowed to the reader', async () => {
    const team = await aTeam(t);
    const summary = peopleDevelopmentSummarySchema.parse((await t.call('GET', '/people_development/summary', { token: team.owner.token })).body.data);
    await hold(team.owner, aMeeting(team.employees.jake, { heldOn: summary.today, commitments: [{ title: 'x', ownerUserId: team.owner.userId }] }));
    await hold(team.owner, aMeeting(team.employees.noah, { heldOn: addDays(summary.today, -40) }));
    const after = peopleDevelopmentSummarySchema.parse((await t.call('GET', '/people_development/summary', { token: team.owner.token })).body.data);
    expect(after.oneOnOnes).toEqual({ thisMonth: 1, openCommitments: 1 });
    // Everyone with a manager on the chart: Carlos, Jake and Noah (Luis's seat reports to the vacant owner's).
    expect(after.people).toBe(3);
    expect(after.canManageAll).toBe(true);
    const carlos = peopleDevelopmentSummarySchema.parse((await t.call('GET', '/people_development/summary', { token: team.crewLeader.token })).body.data);
    expect(carlos).toMatchObject({ people: 2, canManageAll: false, oneOnOnes: { thisMonth: 1 } });

    const people = developmentPeopleSchema.parse((await t.call('GET', '/people_development/people', { token: team.crewLeader.token })).body.data);
    expect(people.people.map((person) => [person.name, person.canManage, person.isSelf])).toEqual([
      ['Carlos Mendoza', false, true],
      ['Jake Olson', true, false],
      ['Noah Lindgren', true, false],
    ]);
    expect(people.people[1]).toMatchObject({ userId: team.crewMember.userId, positions: [{ title: 'Crew Member' }], managers: [{ name: 'Carlos Mendoza' }] });
    expect(people.people[2]!.userId).toBeNull();
    const all = developmentPeopleSchema.parse((await t.call('GET', '/people_development/people', { token: team.officeManager.token })).body.data);
    expect(all.people.map((person) => person.name)).toEqual(['Carlos Mendoza', 'Jake Olson', 'Luis Hernandez', 'Noah Lindgren', 'Tess Nguyen']);
    expect(all.people.find((person) => person.name === 'Luis Hernandez')!.userId).toBe(team.manager.userId);
  });

  it.each([
    ['nothing', {}, ['employeeId', 'heldOn']],
    ['a date that does not exist', { heldOn: '2026-02-30' }, ['heldOn']],
    ['an agenda that is not a list', { agenda: 'wins' }, ['agenda']],
    ['an agenda item over 200 characters', { agenda: ['x'.repeat(201)] }, ['agenda.0']],
    ['21 agenda items', { agenda: Array(21).fill('x') }, ['agenda']],
    ['notes over 10,000 characters', { notes: 'x'.repeat(10_001) }, ['notes']],
    ['11 commitments', { commitments: Array(11).fill({ title: 'x', ownerUserId: randomUUID() }) }, ['commitments']],
    ['a commitment without a title or a valid owner', { commitments: [{ title: '', ownerUserId: 'me' }] }, ['commitments.0.title', 'commitments.0.ownerUserId']],
    ['a commitment due on no day', { commitments: [{ title: 'x', ownerUserId: randomUUID(), dueDate: '2026-13-01' }] }, ['commitments.0.dueDate']],
    ['a commitment with an extra field', { commitments: [{ title: 'x', ownerUserId: randomUUID(), done: true }] }, ['commitments.0']],
    ['a manager id', { managerEmployeeId: randomUUID() }, ['body']],
    ['a lone surrogate', { notes: 'x\ud800' }, ['notes']],
  ])('POST with %s is 400 naming the field', async (label, overrides, fields) => {
    const owner = await signedInUser(t);
    const body = label === 'nothing' ? {} : aMeeting(randomUUID(), overrides);
    const response = await t.call('POST', '/people_development/one_on_ones', { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('refuses a 31st commitment on a meeting (422)', async () => {
    const team = await aTeam(t);
    const commitments = (count: number) => Array.from({ length: count }, (_, index) => ({ title: `Commitment ${index}`, ownerUserId: team.owner.userId }));
    let meeting = await hold(team.owner, aMeeting(team.employees.jake, { commitments: commitments(10) }));
    for (let round = 0; round < 2; round += 1) {
      const response = await t.call('PUT', `/people_development/one_on_ones/${meeting.id}`, { token: team.owner.token, body: { heldOn: meeting.heldOn, updatedAt: meeting.updatedAt, commitments: commitments(10) } });
      expect(response.status).toBe(200);
      meeting = response.body.data.meeting as OneOnOne;
    }
    const full = await t.call('PUT', `/people_development/one_on_ones/${meeting.id}`, { token: team.owner.token, body: { heldOn: meeting.heldOn, updatedAt: meeting.updatedAt, commitments: commitments(1) } });
    expect(full.status).toBe(422);
  });

  it('a second company cannot read, change, delete or name the first one’s employees and people', async () => {
    const team = await aTeam(t);
    const made = await hold(team.owner, aMeeting(team.employees.jake));
    const intruder = await signedInUser(t);
    expect((await meetings(intruder)).meetings).toEqual([]);
    expect((await t.call('GET', `/people_development/one_on_ones?employeeId=${team.employees.jake}`, { token: intruder.token })).status).toBe(404);
    expect((await t.call('PUT', `/people_development/one_on_ones/${made.id}`, { token: intruder.token, body: { heldOn: '2026-05-04' } })).status).toBe(404);
    expect((await t.call('DELETE', `/people_development/one_on_ones/${made.id}`, { token: intruder.token })).status).toBe(404);
    const naming = await t.call('POST', '/people_development/one_on_ones', { token: intruder.token, body: aMeeting(team.employees.jake) });
    expect(naming.status).toBe(404);
    expect(naming.body.details.fieldErrors).toEqual({ employeeId: ['Employee not found'] });
    // The first company's people cannot own the second's commitments.
    const ownEmployee = (await t.call('POST', '/employees', { token: intruder.token, body: { firstName: 'Ida', lastName: 'Moe', employeeId: 'I-1', department: 'Maintenance', position: 'Labourer', payType: 'hourly', payRate: 18 } })).body.data.employee.id as string;
    const owner = await t.call('POST', '/people_development/one_on_ones', { token: intruder.token, body: aMeeting(ownEmployee, { commitments: [{ title: 'x', ownerUserId: team.crewMember.userId }] }) });
    expect(owner.status).toBe(404);
    expect(owner.body.details.fieldErrors).toEqual({ 'commitments.0.ownerUserId': ['Person not found'] });
    expect((await meetings(team.owner)).meetings.map((each) => each.id)).toEqual([made.id]);
  });
});
