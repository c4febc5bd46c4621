import { issueListSchema, meetingResultSchema, type Meeting } from '@groundwork/domain/meetings';
import { todoListSchema } from '@groundwork/domain/planning';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { messagesTo } from '../../test/outbox';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

const MONDAY_9AM = '2026-11-30T15:00:00.000Z';

async function schedule(user: SignedInUser, body: Record<string, unknown>): Promise<Meeting> {
  const response = await t.call('POST', '/meetings', { token: user.token, body: { kind: 'weekly_leadership', scheduledAt: MONDAY_9AM, ...body } });
  expect(response.status, response.text).toBe(200);
  return meetingResultSchema.parse(response.body.data).meeting;
}

async function act(user: SignedInUser, method: 'POST' | 'PUT', url: string, body?: Record<string, unknown>): Promise<Meeting> {
  const response = await t.call(method, url, { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return meetingResultSchema.parse(response.body.data).meeting;
}

async function raise(user: SignedInUser, body: Record<string, unknown>) {
  const response = await t.call('POST', '/issues', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return response.body.data.issue as { id: string; votes: number; voted: boolean; updatedAt: string };
}

describe('the weekly leadership meeting', () => {
  it('runs end to end: sections, minutes, an issue solved with a to-do, ratings, and the recap e-mailed to the attendees', async () => {
    const owner = await signedInUser(t);
    const manager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    const meeting = await schedule(owner, { title: 'Monday leadership', attendeeUserIds: [owner.userId, manager.userId, estimator.userId, owner.userId] });
    expect(meeting.status).toBe('scheduled');
    expect(meeting.attendees.map((each) => each.userId)).toEqual([owner.userId, manager.userId, estimator.userId]);
    expect(meeting.agenda.map((section) => section.minutes).reduce((a, b) => a + b)).toBe(90);

    // Issues come from anyone; votes order them.
    const trucks = await raise(crewLeader, { title: 'Truck 3 keeps breaking down' });
    const hiring = await raise(manager, { title: 'Not enough applicants for crew jobs', details: 'Two ads, one reply' });
    expect((await t.call('POST', `/issues/${hiring.id}/vote`, { token: owner.token })).body.data.issue).toMatchObject({ votes: 1, voted: true });
    await t.call('POST', `/issues/${hiring.id}/vote`, { token: crewLeader.token });
    const list = issueListSchema.parse((await t.call('GET', '/issues?status=open', { token: owner.token })).body.data);
    expect(list.issues.map((issue) => issue.id)).toEqual([hiring.id, trucks.id]);
    // A second vote from the same person takes it back.
    expect((await t.call('POST', `/issues/${hiring.id}/vote`, { token: crewLeader.token })).body.data.issue.votes).toBe(1);

    // Nothing is recorded before the meeting starts.
    expect((await t.call('PUT', `/meetings/${meeting.id}/notes`, { token: owner.token, body: { section: 'good_news', notes: 'x' } })).status).toBe(422);
    let running = await act(owner, 'POST', `/meetings/${meeting.id}/start`);
    expect(running).toMatchObject({ status: 'in_progress', sectionIndex: 0 });
    expect(running.sectionStartedAt).not.toBeNull();
    running = await act(owner, 'PUT', `/meetings/${meeting.id}/notes`, { section: 'good_news', notes: 'Signed the Maple Ridge HOA.\nNew mower arrived.' });
    running = await act(owner, 'PUT', `/meetings/${meeting.id}/section`, { index: 5 });
    expect(running.sectionIndex).toBe(5);
    expect((await t.call('PUT', `/meetings/${meeting.id}/section`, { token: owner.token, body: { index: 7 } })).status).toBe(400);
    expect((await t.call('PUT', `/meetings/${meeting.id}/notes`, { token: owner.token, body: { section: 'weather', notes: 'x' } })).status).toBe(400);

    const solved = await t.call('POST', `/issues/${hiring.id}/solve`, {
      token: owner.token,
      body: { resolution: 'Post on the trade school board and raise the referral bonus', meetingId: meeting.id, todos: [{ title: 'Call the trade school', ownerUserId: manager.userId }] },
    });
    expect(solved.status, solved.text).toBe(200);
    expect(solved.body.data.issue.status).toBe('solved');
    expect(solved.body.data.todoIds).toHaveLength(1);
    const todos = todoListSchema.parse((await t.call('GET', '/planning/todos', { token: manager.token })).body.data);
    expect(todos.todos.find((todo) => todo.id === solved.body.data.todoIds[0])).toMatchObject({ title: 'Call the trade school', ownerUserId: manager.userId, issueId: hiring.id, meetingId: meeting.id });
    expect((await t.call('POST', `/issues/${hiring.id}/solve`, { token: owner.token, body: {} })).status).toBe(422);

    // Each attendee rates it; the one running it may record another's; someone not invited cannot be rated.
    await act(manager, 'PUT', `/meetings/${meeting.id}/ratings`, { userId: manager.userId, rating: 9 });
    expect((await t.call('PUT', `/meetings/${meeting.id}/ratings`, { token: estimator.token, body: { userId: owner.userId, rating: 1 } })).status).toBe(403);
    running = await act(owner, 'PUT', `/meetings/${meeting.id}/ratings`, { userId: owner.userId, rating: 8 });
    expect(running.averageRating).toBe(8.5);
    expect((await t.call('PUT', `/meetings/${meeting.id}/ratings`, { token: owner.token, body: { userId: crewLeader.userId, rating: 5 } })).status).toBe(404);

    const ended = await act(owner, 'POST', `/meetings/${meeting.id}/end`);
    expect(ended).toMatchObject({ status: 'ended', todosMade: 1, issuesSolved: 1, averageRating: 8.5 });
    expect(ended.recapSentAt).not.toBeNull();
    for (const email of [owner.email, manager.email, estimator.email]) {
      const [recap] = await messagesTo(t, email);
      expect(recap?.subject).toMatch(/^Recap: Monday leadership — /);
      expect(recap?.text).toContain('Rating: 8.5 / 10 (2 ratings)');
      expect(recap?.text).toContain('Not enough applicants for crew jobs: Post on the trade school board and raise the referral bonus');
      expect(recap?.text).toContain('Call the trade school');
      expect(recap?.text).toContain('Signed the Maple Ridge HOA.');
      expect(recap?.html).toContain('<h3>To-dos</h3>');
    }
    expect(await messagesTo(t, crewLeader.email)).toEqual([]);
    // Its minutes stay as they were.
    expect((await t.call('PUT', `/meetings/${meeting.id}/notes`, { token: owner.token, body: { section: 'good_news', notes: 'rewritten' } })).status).toBe(422);
    expect((await t.call('DELETE', `/meetings/${meeting.id}`, { token: owner.token })).status).toBe(422);

    const meetings = (await t.call('GET', '/meetings', { token: crewLeader.token })).body.data;
    expect(meetings.past.map((each: Meeting) => each.id)).toEqual([meeting.id]);
    expect(meetings.canRun).toBe(false);
  });

  it('reschedules and deletes a meeting not started; a stale change is 409', async () => {
    const owner = await signedInUser(t);
    const meeting = await schedule(owner, { kind: 'department_checkin', department: 'Maintenance' });
    expect(meeting).toMatchObject({ title: 'Department check-in', department: 'Maintenance' });
    const moved = await act(owner, 'PUT', `/meetings/${meeting.id}`, { kind: 'department_checkin', department: 'Maintenance', scheduledAt: '2026-12-01T15:00:00.000Z', updatedAt: meeting.updatedAt });
    expect(moved.scheduledAt).toBe('2026-12-01T15:00:00.000Z');
    const stale = await t.call('PUT', `/meetings/${meeting.id}`, { token: owner.token, body: { kind: 'quarterly_review', scheduledAt: MONDAY_9AM, updatedAt: meeting.updatedAt } });
    expect(stale.status).toBe(409);
    expect((await t.call('DELETE', `/meetings/${meeting.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', `/meetings/${meeting.id}`, { token: owner.token })).status).toBe(404);
  });

  it.each([
    ['/meetings', {}, ['kind', 'scheduledAt']],
    ['/meetings', { kind: 'standup', scheduledAt: MONDAY_9AM }, ['kind']],
    ['/meetings', { kind: 'weekly_leadership', scheduledAt: 'Monday' }, ['scheduledAt']],
    ['/meetings', { kind: 'weekly_leadership', scheduledAt: MONDAY_9AM, attendeeUserIds: ['me'] }, ['attendeeUserIds.0']],
    ['/meetings', { kind: 'weekly_leadership', scheduledAt: MONDAY_9AM, title: 'x'.repeat(121) }, ['title']],
    ['/issues', {}, ['title']],
    ['/issues', { title: 'x'.repeat(161) }, ['title']],
    ['/issues', { title: 'x', details: 'x'.repeat(4001) }, ['details']],
    ['/issues', { title: 'x', measurableId: 42 }, ['measurableId']],
  ])('POST %s %j is 400 naming %j', async (url, body, fields) => {
    const owner = await signedInUser(t);
    const response = await t.call('POST', url, { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it.each([
    [{ index: -1 }],
    [{ index: 1.5 }],
    [{ index: '2' }],
  ])('a section %j is 400', async (body) => {
    const owner = await signedInUser(t);
    const meeting = await schedule(owner, {});
    await act(owner, 'POST', `/meetings/${meeting.id}/start`);
    expect((await t.call('PUT', `/meetings/${meeting.id}/section`, { token: owner.token, body })).status).toBe(400);
  });

  it('only admins and office managers schedule, run and solve; whoever raised an issue may change it', async () => {
    const owner = await signedInUser(t);
    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    const meeting = await schedule(owner, { attendeeUserIds: [estimator.userId] });
    expect((await t.call('POST', '/meetings', { token: estimator.token, body: { kind: 'weekly_leadership', scheduledAt: MONDAY_9AM } })).status).toBe(403);
    for (const url of [`/meetings/${meeting.id}/start`, `/meetings/${meeting.id}/end`]) expect((await t.call('POST', url, { token: estimator.token })).status, url).toBe(403);
    const issue = await raise(estimator, { title: 'Estimates take too long to approve' });
    const changed = await t.call('PUT', `/issues/${issue.id}`, { token: estimator.token, body: { title: 'Estimates wait a week for approval', updatedAt: issue.updatedAt } });
    expect(changed.status, changed.text).toBe(200);
    const theirs = await raise(owner, { title: 'Owner’s issue' });
    expect((await t.call('PUT', `/issues/${theirs.id}`, { token: estimator.token, body: { title: 'Mine now' } })).status).toBe(403);
    expect((await t.call('POST', `/issues/${issue.id}/solve`, { token: estimator.token, body: {} })).status).toBe(403);
    expect((await t.call('DELETE', `/issues/${issue.id}`, { token: estimator.token })).status).toBe(403);
  });

  it('a second company cannot read, run, change or reference the first one’s meetings and issues', async () => {
    const owner = await signedInUser(t);
    const meeting = await schedule(owner, { attendeeUserIds: [owner.userId] });
    const issue = await raise(owner, { title: 'Owner’s issue' });
    const intruder = await signedInUser(t);

    expect((await t.call('GET', `/meetings/${meeting.id}`, { token: intruder.token })).status).toBe(404);
    expect((await t.call('GET', '/meetings', { token: intruder.token })).body.data.upcoming).toEqual([]);
    expect((await t.call('GET', '/issues', { token: intruder.token })).body.data.issues).toEqual([]);
    for (const [method, url, body] of [
      ['PUT', `/meetings/${meeting.id}`, { kind: 'weekly_leadership', scheduledAt: MONDAY_9AM }],
      ['DELETE', `/meetings/${meeting.id}`, undefined],
      ['POST', `/meetings/${meeting.id}/start`, undefined],
      ['PUT', `/issues/${issue.id}`, { title: 'x' }],
      ['POST', `/issues/${issue.id}/vote`, undefined],
      ['POST', `/issues/${issue.id}/solve`, {}],
      ['DELETE', `/issues/${issue.id}`, undefined],
    ] as const) {
      expect((await t.call(method, url, { token: intruder.token, body })).status, `${method} ${url}`).toBe(404);
    }
    // The first company's people, meetings and measurables named in the second's records.
    const invited = await t.call('POST', '/meetings', { token: intruder.token, body: { kind: 'weekly_leadership', scheduledAt: MONDAY_9AM, attendeeUserIds: [owner.userId] } });
    expect(invited.status).toBe(404);
    expect(invited.body.details.fieldErrors).toEqual({ attendeeUserIds: ['Person not found'] });
    const mine = await raise(intruder, { title: 'Intruder’s issue' });
    const solvedInTheirs = await t.call('POST', `/issues/${mine.id}/solve`, { token: intruder.token, body: { meetingId: meeting.id } });
    expect(solvedInTheirs.status).toBe(404);
    const todoForThem = await t.call('POST', `/issues/${mine.id}/solve`, { token: intruder.token, body: { todos: [{ title: 'x', ownerUserId: owner.userId }] } });
    expect(todoForThem.status).toBe(404);
    expect((await t.call('POST', '/issues', { token: intruder.token, body: { title: 'x', ownerUserId: owner.userId } })).status).toBe(404);
    expect((await t.call('POST', '/issues', { token: intruder.token, body: { title: 'x', measurableId: randomUUID() } })).status).toBe(404);
    expect((await t.call('GET', `/meetings/${meeting.id}`, { token: owner.token })).body.data.meeting.status).toBe('scheduled');
  });

  it('raises an off-track measurable as an issue, naming it', async () => {
    const owner = await signedInUser(t);
    const measurable = (await t.call('POST', '/scorecard/measurables', { token: owner.token, body: { name: 'Close rate', source: 'close_rate', rule: 'at_least', goal: 40 } })).body.data.measurable;
    const issue = await t.call('POST', '/issues', { token: owner.token, body: { title: 'Close rate off track', measurableId: measurable.id } });
    expect(issue.status, issue.text).toBe(200);
    expect(issue.body.data.issue).toMatchObject({ measurableId: measurable.id, measurableName: 'Close rate' });
  });
});
