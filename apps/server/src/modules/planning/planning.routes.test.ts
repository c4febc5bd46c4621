import { planningOverviewSchema, todoListSchema, type PlanningOverview } from '@groundwork/domain/planning';
import { addDays, quarterKeyOf, shiftQuarter } from '@groundwork/domain/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyToday } from '../../lib/company-today';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

let owner: SignedInUser;
let today: string;
let quarter: string;

async function overview(user: SignedInUser, query = ''): Promise<PlanningOverview> {
  const response = await t.call('GET', `/planning${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return planningOverviewSchema.parse(response.body.data);
}

async function post<T = Record<string, unknown>>(user: SignedInUser, url: string, body: Record<string, unknown>): Promise<T> {
  const response = await t.call('POST', url, { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return Object.values(response.body.data)[0] as T;
}

const priority = (ownerUserId: string, overrides: Record<string, unknown> = {}) => ({ quarter, scope: 'company', title: 'Hire a second crew leader', ownerUserId, ...overrides });

beforeAll(async () => {
  owner = await signedInUser(t);
  today = await companyToday(t.database.db, owner.companyId);
  quarter = quarterKeyOf(today);
});

describe('planning', () => {
  it('keeps a year’s goals and a quarter’s priorities under them, due at the quarter’s end unless a day is given', async () => {
    const user = await signedInUser(t);
    const year = Number(quarter.slice(0, 4));
    const goal = await post<{ id: string; title: string }>(user, '/planning/goals', { year, title: 'Grow maintenance revenue to $1.2M', focusArea: 'Recurring revenue', measure: '$1.2M invoiced' });
    const made = await post<{ id: string; dueDate: string; goalTitle: string; ownerName: string; milestones: unknown[] }>(
      user,
      '/planning/priorities',
      priority(user.userId, { goalId: goal.id, milestones: [{ title: 'Post the job', dueDate: null }, { title: 'Interview three', done: true }] }),
    );
    expect(made.goalTitle).toBe('Grow maintenance revenue to $1.2M');
    expect(made.dueDate.slice(5)).toMatch(/-(31|30)$/);
    expect(made.milestones).toEqual([
      { title: 'Post the job', dueDate: null, done: false },
      { title: 'Interview three', dueDate: null, done: true },
    ]);

    const plan = await overview(user);
    expect(plan.quarter).toBe(quarter);
    expect(plan.goals.map((each) => each.title)).toEqual(['Grow maintenance revenue to $1.2M']);
    expect(plan.priorities.map((each) => each.id)).toEqual([made.id]);
    expect(plan.history).toEqual([{ quarter, label: expect.stringMatching(/^Q\d \d{4}$/), done: 0, total: 1, percent: 0 }]);

    const done = await t.call('PUT', `/planning/priorities/${made.id}/status`, { token: user.token, body: { status: 'done' } });
    expect(done.body.data.priority.status).toBe('done');
    expect((await overview(user)).history[0]).toMatchObject({ done: 1, total: 1, percent: 100 });

    // A goal removed leaves its priorities, no longer under it.
    expect((await t.call('DELETE', `/planning/goals/${goal.id}`, { token: user.token })).status).toBe(200);
    expect((await overview(user)).priorities[0]!.goalId).toBeNull();
  });

  it('holds three company priorities a quarter and three of each leader’s own', async () => {
    const user = await signedInUser(t);
    for (const title of ['One', 'Two', 'Three']) await post(user, '/planning/priorities', priority(user.userId, { title }));
    const fourth = await t.call('POST', '/planning/priorities', { token: user.token, body: priority(user.userId, { title: 'Four' }) });
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toMatch(/Big 3/);
    // Next quarter has room, and so do a leader's own.
    await post(user, '/planning/priorities', priority(user.userId, { title: 'Four', quarter: shiftQuarter(quarter, 1) }));
    for (const title of ['Mine 1', 'Mine 2', 'Mine 3']) await post(user, '/planning/priorities', priority(user.userId, { title, scope: 'personal' }));
    const own = await t.call('POST', '/planning/priorities', { token: user.token, body: priority(user.userId, { title: 'Mine 4', scope: 'personal' }) });
    expect(own.status).toBe(422);
    const other = await signedInUser(t, { role: 'office_manager', companyId: user.companyId });
    await post(user, '/planning/priorities', priority(other.userId, { title: 'Theirs', scope: 'personal' }));
    expect((await overview(user, `?quarter=${shiftQuarter(quarter, 1)}`)).priorities.map((each) => each.title)).toEqual(['Four']);
  });

  it('makes to-dos due in a week, lets their owner close them, and refuses anyone else', async () => {
    const leader = await signedInUser(t);
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: leader.companyId });
    const estimator = await signedInUser(t, { role: 'estimator', companyId: leader.companyId });
    const todo = await post<{ id: string; dueDate: string; updatedAt: string; ownerUserId: string }>(leader, '/planning/todos', { title: 'Call the sod farm', ownerUserId: crewLeader.userId });
    expect(todo.dueDate).toBe(addDays(await companyToday(t.database.db, leader.companyId), 7));

    const body = { title: 'Call the sod farm', ownerUserId: crewLeader.userId, done: true };
    expect((await t.call('PUT', `/planning/todos/${todo.id}`, { token: estimator.token, body })).status).toBe(403);
    // The owner cannot hand it to someone else, but can close it.
    expect((await t.call('PUT', `/planning/todos/${todo.id}`, { token: crewLeader.token, body: { ...body, ownerUserId: estimator.userId } })).status).toBe(403);
    const closed = await t.call('PUT', `/planning/todos/${todo.id}`, { token: crewLeader.token, body });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.data.todo.doneAt).not.toBeNull();
    // A save against the version before is stale.
    expect((await t.call('PUT', `/planning/todos/${todo.id}`, { token: leader.token, body: { ...body, done: false, updatedAt: todo.updatedAt } })).status).toBe(409);

    const open = todoListSchema.parse((await t.call('GET', '/planning/todos', { token: crewLeader.token })).body.data);
    expect(open.todos).toEqual([]);
    const done = todoListSchema.parse((await t.call('GET', '/planning/todos?status=done', { token: crewLeader.token })).body.data);
    expect(done.todos.map((each) => each.id)).toEqual([todo.id]);
    expect(done.canManage).toBe(false);

    // Everyone reads the plan; only admins and office managers write it.
    expect((await t.call('GET', '/planning', { token: crewLeader.token })).status).toBe(200);
    for (const [url, payload] of [
      ['/planning/goals', { year: 2026, title: 'x' }],
      ['/planning/priorities', priority(crewLeader.userId)],
      ['/planning/todos', { title: 'x', ownerUserId: crewLeader.userId }],
    ] as const) {
      expect((await t.call('POST', url, { token: crewLeader.token, body: payload })).status, url).toBe(403);
    }
    expect((await t.call('DELETE', `/planning/todos/${todo.id}`, { token: estimator.token })).status).toBe(403);
  });

  it.each([
    ['/planning/goals', {}, ['year', 'title']],
    ['/planning/goals', { year: 1999, title: 'x' }, ['year']],
    ['/planning/goals', { year: 2026, title: 'x'.repeat(121) }, ['title']],
    ['/planning/priorities', { quarter: '2026-Q5', scope: 'company', title: 'x', ownerUserId: randomUUID() }, ['quarter']],
    ['/planning/priorities', { quarter: '2026-Q4', scope: 'team', title: 'x', ownerUserId: randomUUID() }, ['scope']],
    ['/planning/priorities', { quarter: '2026-Q4', scope: 'company', title: '', ownerUserId: 'me' }, ['title', 'ownerUserId']],
    ['/planning/priorities', { quarter: '2026-Q4', scope: 'company', title: 'x', ownerUserId: randomUUID(), dueDate: '2026-02-30' }, ['dueDate']],
    ['/planning/priorities', { quarter: '2026-Q4', scope: 'company', title: 'x', ownerUserId: randomUUID(), status: 'late' }, ['status']],
    ['/planning/priorities', { quarter: '2026-Q4', scope: 'company', title: 'x', ownerUserId: randomUUID(), milestones: 'soon' }, ['milestones']],
    ['/planning/priorities', { quarter: '2026-Q4', scope: 'company', title: 'x', ownerUserId: randomUUID(), milestones: Array(11).fill({ title: 'm' }) }, ['milestones']],
    ['/planning/todos', { title: 'x'.repeat(201), ownerUserId: randomUUID() }, ['title']],
    ['/planning/todos', { title: 'x', ownerUserId: randomUUID(), done: 'yes' }, ['done']],
  ])('POST %s %j is 400 naming %j', async (url, body, fields) => {
    const response = await t.call('POST', url, { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('a second company cannot read, change, delete or reference the first one’s plan', async () => {
    const goal = await post<{ id: string }>(owner, '/planning/goals', { year: 2026, title: 'Owner’s goal' });
    const mine = await post<{ id: string }>(owner, '/planning/priorities', priority(owner.userId, { quarter: shiftQuarter(quarter, 2), title: 'Owner’s priority' }));
    const todo = await post<{ id: string }>(owner, '/planning/todos', { title: 'Owner’s to-do', ownerUserId: owner.userId });
    const intruder = await signedInUser(t);

    const theirs = await overview(intruder, `?quarter=${shiftQuarter(quarter, 2)}`);
    expect(theirs.priorities).toEqual([]);
    expect(theirs.goals).toEqual([]);
    expect((await t.call('GET', '/planning/todos', { token: intruder.token })).body.data.todos).toEqual([]);
    expect((await t.call('GET', '/planning/people', { token: intruder.token })).body.data.people.map((each: { id: string }) => each.id)).toEqual([intruder.userId]);

    expect((await t.call('PUT', `/planning/goals/${goal.id}`, { token: intruder.token, body: { year: 2026, title: 'x' } })).status).toBe(404);
    expect((await t.call('PUT', `/planning/priorities/${mine.id}`, { token: intruder.token, body: priority(intruder.userId) })).status).toBe(404);
    expect((await t.call('PUT', `/planning/priorities/${mine.id}/status`, { token: intruder.token, body: { status: 'done' } })).status).toBe(404);
    expect((await t.call('PUT', `/planning/todos/${todo.id}`, { token: intruder.token, body: { title: 'x', ownerUserId: intruder.userId } })).status).toBe(404);
    for (const url of [`/planning/goals/${goal.id}`, `/planning/priorities/${mine.id}`, `/planning/todos/${todo.id}`]) {
      expect((await t.call('DELETE', url, { token: intruder.token })).status, url).toBe(404);
    }
    // The first company's people and goals, named in the second's records.
    const byOwner = await t.call('POST', '/planning/priorities', { token: intruder.token, body: priority(owner.userId) });
    expect(byOwner.status).toBe(404);
    expect(byOwner.body.details.fieldErrors).toEqual({ ownerUserId: ['Person not found'] });
    const underGoal = await t.call('POST', '/planning/priorities', { token: intruder.token, body: priority(intruder.userId, { goalId: goal.id }) });
    expect(underGoal.status).toBe(404);
    expect((await t.call('POST', '/planning/todos', { token: intruder.token, body: { title: 'x', ownerUserId: owner.userId } })).status).toBe(404);

    const still = await overview(owner, `?quarter=${shiftQuarter(quarter, 2)}`);
    expect(still.priorities.map((each) => each.title)).toEqual(['Owner’s priority']);
  });
});
