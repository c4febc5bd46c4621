import { randomUUID } from 'node:crypto';
import { coachingProgressSchema, coachingSessionListSchema, ONLY_ADMINS_COACHING_MESSAGE, type CoachingProgress, type CoachingSession } from '@groundwork/domain/coaching';
import { defaultTodoDue, todoListSchema } from '@groundwork/domain/planning';
import { weekOf } from '@groundwork/domain/scorecard';
import { addDays, shiftQuarter } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function progress(user: SignedInUser): Promise<CoachingProgress> {
  const response = await t.call('GET', '/coaching/progress', { token: user.token });
  expect(response.status).toBe(200);
  return coachingProgressSchema.parse(response.body.data);
}

async function sessions(user: SignedInUser): Promise<CoachingSession[]> {
  const response = await t.call('GET', '/coaching/sessions', { token: user.token });
  expect(response.status).toBe(200);
  return coachingSessionListSchema.parse(response.body.data).sessions;
}

const aSession = (overrides: Record<string, unknown> = {}) => ({ heldOn: '2026-10-14', coachName: 'Dana Ruiz', notes: 'Pricing and the spring hiring plan.', ...overrides });

async function record(user: SignedInUser, body: Record<string, unknown>): Promise<CoachingSession> {
  const response = await t.call('POST', '/coaching/sessions', { token: user.token, body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.session as CoachingSession;
}

describe('coaching sessions', () => {
  it('are recorded with commitments that become their owners’ to-dos, due a week out by default, newest first', async () => {
    const owner = await signedInUser(t);
    const manager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
    const first = await record(owner, aSession({ heldOn: '2026-09-10' }));
    const second = await record(
      owner,
      aSession({
        coachName: '  Dana Ruiz  ',
        commitments: [
          { title: 'Raise the mowing rate to $62 an hour', ownerUserId: owner.userId, dueDate: '2026-12-01' },
          { title: 'Write the spring hiring ad', ownerUserId: manager.userId },
        ],
      }),
    );
    expect(second).toMatchObject({ heldOn: '2026-10-14', coachName: 'Dana Ruiz', createdBy: { id: owner.userId } });
    expect(second.commitments.map((each) => [each.title, each.ownerUserId, each.done, each.todoDeleted])).toEqual([
      ['Raise the mowing rate to $62 an hour', owner.userId, false, false],
      ['Write the spring hiring ad', manager.userId, false, false],
    ]);

    const todos = todoListSchema.parse((await t.call('GET', '/planning/todos', { token: owner.token })).body.data);
    const byTitle = new Map(todos.todos.map((todo) => [todo.title, todo]));
    expect(byTitle.get('Raise the mowing rate to $62 an hour')).toMatchObject({ id: second.commitments[0]!.todoId, dueDate: '2026-12-01' });
    expect(byTitle.get('Write the spring hiring ad')).toMatchObject({ ownerUserId: manager.userId, dueDate: defaultTodoDue(todos.today) });

    // The owner closes a to-do: the session shows the commitment done.
    const todo = byTitle.get('Write the spring hiring ad')!;
    const closed = await t.call('PUT', `/planning/todos/${todo.id}`, { token: manager.token, body: { title: todo.title, ownerUserId: manager.userId, done: true } });
    expect(closed.status).toBe(200);
    const list = await sessions(owner);
    expect(list.map((each) => each.id)).toEqual([second.id, first.id]);
    expect(list[0]!.commitments.map((each) => each.done)).toEqual([false, true]);
  });

  it('are changed against the version loaded, adding new commitments beside the old; a stale save is 409', async () => {
    const owner = await signedInUser(t);
    const made = await record(owner, aSession({ commitments: [{ title: 'Call the bank', ownerUserId: owner.userId }] }));
    const changed = await t.call('PUT', `/coaching/sessions/${made.id}`, {
      token: owner.token,
      body: aSession({ notes: 'Moved to cash flow.', updatedAt: made.updatedAt, commitments: [{ title: 'Price the fleet lease', ownerUserId: owner.userId }] }),
    });
    expect(changed.status).toBe(200);
    const session = changed.body.data.session as CoachingSession;
    expect(session.notes).toBe('Moved to cash flow.');
    expect(session.commitments.map((each) => each.title)).toEqual(['Call the bank', 'Price the fleet lease']);
    expect((await t.call('PUT', `/coaching/sessions/${made.id}`, { token: owner.token, body: aSession({ updatedAt: made.updatedAt }) })).status).toBe(409);
  });

  it('are deleted after which their to-dos stay; a deleted to-do leaves its commitment as it was made', async () => {
    const owner = await signedInUser(t);
    const made = await record(owner, aSession({ commitments: [{ title: 'Book the trailer service', ownerUserId: owner.userId }, { title: 'Order mulch', ownerUserId: owner.userId }] }));
    expect((await t.call('DELETE', `/planning/todos/${made.commitments[1]!.todoId}`, { token: owner.token })).status).toBe(200);
    const [shown] = await sessions(owner);
    expect(shown!.commitments[1]).toMatchObject({ title: 'Order mulch', todoDeleted: true });

    expect((await t.call('DELETE', `/coaching/sessions/${made.id}`, { token: owner.token })).status).toBe(200);
    expect(await sessions(owner)).toEqual([]);
    const todos = todoListSchema.parse((await t.call('GET', '/planning/todos', { token: owner.token })).body.data);
    expect(todos.todos.map((todo) => todo.title)).toEqual(['Book the trailer service']);
    expect((await t.call('DELETE', `/coaching/sessions/${made.id}`, { token: owner.token })).status).toBe(404);
  });

  it.each([
    ['nothing', {}, ['heldOn', 'coachName']],
    ['a date that does not exist', aSession({ heldOn: '2026-02-30' }), ['heldOn']],
    ['a date before 2000', aSession({ heldOn: '1999-12-31' }), ['heldOn']],
    ['a coach’s name over 120 characters', aSession({ coachName: 'x'.repeat(121) }), ['coachName']],
    ['notes over 10,000 characters', aSession({ notes: 'x'.repeat(10_001) }), ['notes']],
    ['notes that are not text', aSession({ notes: 42 }), ['notes']],
    ['commitments that are not a list', aSession({ commitments: 'call the bank' }), ['commitments']],
    ['11 commitments', aSession({ commitments: Array(11).fill({ title: 'x', ownerUserId: randomUUID() }) }), ['commitments']],
    ['a commitment without a title or a valid owner', aSession({ commitments: [{ title: '', ownerUserId: 'me' }] }), ['commitments.0.title', 'commitments.0.ownerUserId']],
    ['a commitment due on no day', aSession({ commitments: [{ title: 'x', ownerUserId: randomUUID(), dueDate: '2026-13-01' }] }), ['commitments.0.dueDate']],
    ['a commitment with an extra field', aSession({ commitments: [{ title: 'x', ownerUserId: randomUUID(), done: true }] }), ['commitments.0']],
    ['a company id', aSession({ companyId: randomUUID() }), ['body']],
  ])('POST with %s is 400 naming the field', async (_label, body, fields) => {
    const owner = await signedInUser(t);
    const response = await t.call('POST', '/coaching/sessions', { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('a second company cannot read, change, delete or name the first one’s people in a session', async () => {
    const owner = await signedInUser(t);
    const made = await record(owner, aSession({ commitments: [{ title: 'Owner’s commitment', ownerUserId: owner.userId }] }));
    const intruder = await signedInUser(t);
    expect(await sessions(intruder)).toEqual([]);
    expect((await t.call('PUT', `/coaching/sessions/${made.id}`, { token: intruder.token, body: aSession() })).status).toBe(404);
    expect((await t.call('DELETE', `/coaching/sessions/${made.id}`, { token: intruder.token })).status).toBe(404);
    const naming = await t.call('POST', '/coaching/sessions', { token: intruder.token, body: aSession({ commitments: [{ title: 'x', ownerUserId: owner.userId }] }) });
    expect(naming.status).toBe(404);
    expect(naming.body.details.fieldErrors).toEqual({ 'commitments.0.ownerUserId': ['Person not found'] });
    const ownSession = await record(intruder, aSession());
    const namingOnChange = await t.call('PUT', `/coaching/sessions/${ownSession.id}`, { token: intruder.token, body: aSession({ commitments: [{ title: 'x', ownerUserId: owner.userId }] }) });
    expect(namingOnChange.status).toBe(404);
    expect((await sessions(owner)).map((each) => each.commitments.length)).toEqual([1]);
    expect((await sessions(intruder))[0]!.commitments).toEqual([]);
  });

  it('are the admins’ alone: an office manager, an estimator and a crew leader get 403, reading included', async () => {
    const owner = await signedInUser(t);
    const made = await record(owner, aSession());
    for (const role of ['office_manager', 'estimator', 'crew_leader'] as const) {
      const other = await signedInUser(t, { role, companyId: owner.companyId });
      const read = await t.call('GET', '/coaching/sessions', { token: other.token });
      expect(read.status, role).toBe(403);
      if (role !== 'crew_leader') expect(read.body.message, role).toBe(ONLY_ADMINS_COACHING_MESSAGE);
      expect((await t.call('POST', '/coaching/sessions', { token: other.token, body: {} })).status, role).toBe(403);
      expect((await t.call('PUT', `/coaching/sessions/${made.id}`, { token: other.token, body: aSession() })).status, role).toBe(403);
      expect((await t.call('DELETE', `/coaching/sessions/${made.id}`, { token: other.token })).status, role).toBe(403);
    }
    expect(await sessions(owner)).toHaveLength(1);
  });
});

describe('the coaching programme’s progress', () => {
  it('is read by everyone in the office, not by crew leaders; only admins are told they keep the sessions', async () => {
    const owner = await signedInUser(t);
    expect((await progress(owner)).canKeepSessions).toBe(true);
    for (const role of ['office_manager', 'estimator'] as const) {
      const other = await signedInUser(t, { role, companyId: owner.companyId });
      expect((await progress(other)).canKeepSessions, role).toBe(false);
    }
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    expect((await t.call('GET', '/coaching/progress', { token: crewLeader.token })).status).toBe(403);
  });

  it('moves with the company’s records: a measurable and its week, a priority, a meeting, an assessment, to-dos', async () => {
    const owner = await signedInUser(t);
    const start = await progress(owner);
    expect(start.facts).toMatchObject({ measurables: 0, scorecardWeeksKept: 0, priorities: { total: 0 }, weeklyMeetings: { heldLast4Weeks: 0, lastHeldOn: null }, budgetProjectionSaved: false, growthPlanSaved: false, growthPlanYears: null });
    expect(start.modules.find((module) => module.key === 'scorecard')!.status).toBe('not_started');
    expect(start.nextSteps).toHaveLength(3);
    const { today, quarter } = start.facts;

    const measurable = await t.call('POST', '/scorecard/measurables', { token: owner.token, body: { name: 'Leads this week', rule: 'at_least', goal: 10 } });
    expect(measurable.status).toBe(200);
    const week = weekOf(today);
    expect((await t.call('PUT', `/scorecard/measurables/${measurable.body.data.measurable.id}/weeks/${addDays(week, -7)}`, { token: owner.token, body: { value: 12 } })).status).toBe(200);
    expect((await t.call('PUT', `/scorecard/measurables/${measurable.body.data.measurable.id}/weeks/${week}`, { token: owner.token, body: { value: 9 } })).status).toBe(200);

    const priority = { quarter, scope: 'company', title: 'Hire a second crew leader', ownerUserId: owner.userId };
    expect((await t.call('POST', '/planning/priorities', { token: owner.token, body: priority })).status).toBe(200);
    expect((await t.call('POST', '/planning/priorities', { token: owner.token, body: { ...priority, title: 'Launch the fall clean-up offer', status: 'off_track' } })).status).toBe(200);
    // A priority of another quarter and a leader's own do not count.
    expect((await t.call('POST', '/planning/priorities', { token: owner.token, body: { ...priority, quarter: shiftQuarter(quarter, 1) } })).status).toBe(200);
    expect((await t.call('POST', '/planning/priorities', { token: owner.token, body: { ...priority, scope: 'personal' } })).status).toBe(200);

    const held = `${addDays(today, -2)}T15:00:00Z`;
    await t.database.query(
      "insert into meetings (company_id, kind, title, scheduled_at, status, started_at, ended_at) values ($1, 'weekly_leadership', 'Leadership', $2, 'ended', $2, $2), ($1, 'weekly_leadership', 'Leadership', $3, 'scheduled', null, null), ($1, 'department_checkin', 'Crews', $2, 'ended', $2, $2)",
      [owner.companyId, held, `${addDays(today, 5)}T15:00:00Z`],
    );
    await t.database.query('insert into health_assessments (company_id, quarter, scores) values ($1, $2, $3)', [owner.companyId, shiftQuarter(quarter, -1), '{}']);
    // A growth plan saved (its settings are the growth planner's business; the progress reads only that it is there).
    await t.database.query("insert into growth_plans (company_id, years, settings) values ($1, 3, '{}')", [owner.companyId]);
    expect((await t.call('POST', '/planning/todos', { token: owner.token, body: { title: 'Overdue', ownerUserId: owner.userId, dueDate: addDays(today, -1) } })).status).toBe(200);
    expect((await t.call('POST', '/planning/todos', { token: owner.token, body: { title: 'Next week', ownerUserId: owner.userId } })).status).toBe(200);

    const moved = await progress(owner);
    expect(moved.facts).toMatchObject({
      measurables: 1,
      scorecardWeeksKept: 2,
      priorities: { total: 2, onTrack: 1, offTrack: 1, done: 0 },
      weeklyMeetings: { heldLast4Weeks: 1, lastHeldOn: addDays(today, -2) },
      todos: { open: 2, overdue: 1 },
      healthAssessments: { thisQuarter: false, lastQuarter: true },
      budgetProjectionSaved: false,
      growthPlanSaved: true,
      growthPlanYears: 3,
    });
    const tool = (key: string) => moved.tools.find((each) => each.key === key)!;
    expect(tool('scorecard').summary).toBe('Scorecard kept 2 of the last 13 weeks (1 measurable)');
    expect(tool('priorities').summary).toBe('1 of 2 priorities on track');
    expect(tool('growth_planner')).toMatchObject({ status: 'done', summary: 'A 3-year plan of crews and hires saved', path: '/business-development/growth-ceiling' });
    // Growth planning counts a growth plan as a budget projection.
    expect(moved.modules.find((module) => module.key === 'growth_planning')!.status).toBe('done');
    expect(moved.modules.find((module) => module.key === 'health_check')!.status).toBe('in_progress');
    expect(moved.nextSteps.slice(0, 2).map((step) => step.key)).toEqual(['overdue_todos', 'off_track_priorities']);

    // Another company's records never count.
    const other = await signedInUser(t);
    expect((await progress(other)).facts).toMatchObject({ measurables: 0, priorities: { total: 0 }, todos: { open: 0 }, weeklyMeetings: { lastHeldOn: null }, growthPlanSaved: false });
  });
});
