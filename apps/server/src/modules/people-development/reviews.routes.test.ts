import { randomUUID } from 'node:crypto';
import { reviewListSchema, reviewScheduleSchema, SHARED_REVIEW_KEPT_MESSAGE, type Review } from '@groundwork/domain/people-development';
import { quarterRange, shiftQuarter } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aTeam, CREW_MEMBER_RESPONSIBILITIES, TEAM_VALUES, type Team } from '../../test/people-development-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function history(user: SignedInUser, employeeId?: string) {
  const response = await t.call('GET', `/people_development/reviews${employeeId ? `?employeeId=${employeeId}` : ''}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return reviewListSchema.parse(response.body.data);
}

async function schedule(user: SignedInUser) {
  const response = await t.call('GET', '/people_development/reviews/schedule', { token: user.token });
  expect(response.status, response.text).toBe(200);
  return reviewScheduleSchema.parse(response.body.data);
}

async function start(user: SignedInUser, employeeId: string, quarter: string): Promise<Review> {
  const response = await t.call('POST', '/people_development/reviews', { token: user.token, body: { employeeId, quarter } });
  expect(response.status, response.text).toBe(200);
  return response.body.data.review as Review;
}

/** The review's ratings as a PUT body: every value +, every responsibility met, GWC all yes, unless told. */
function ratings(review: Review, overrides: Record<string, unknown> = {}) {
  return {
    values: review.values.map((value) => ({ name: value.name, rating: 'plus' })),
    responsibilities: review.responsibilities.map((item) => ({ text: item.text, rating: 'meets' })),
    getsIt: true,
    wantsIt: true,
    capacity: true,
    comments: 'A steady quarter.',
    status: 'draft',
    updatedAt: review.updatedAt,
    ...overrides,
  };
}

function save(user: SignedInUser, review: Review, body: Record<string, unknown>) {
  return t.call('PUT', `/people_development/reviews/${review.id}`, { token: user.token, body });
}

async function currentQuarter(team: Team): Promise<string> {
  return (await history(team.owner)).quarter;
}

describe('quarterly reviews', () => {
  it('start with today’s core values and the seat’s responsibilities, are rated, shared, and kept in the employee’s history', async () => {
    const team = await aTeam(t);
    const quarter = await currentQuarter(team);
    const review = await start(team.crewLeader, team.employees.jake, quarter);
    expect(review).toMatchObject({
      employee: { name: 'Jake Olson' },
      reviewer: { name: 'Carlos Mendoza' },
      quarter,
      quarterLabel: quarterRange(quarter).label,
      dueDate: quarterRange(quarter).to,
      positionTitles: ['Crew Member'],
      status: 'draft',
      sharedAt: null,
      canEdit: true,
      summary: { complete: false, aboveTheBar: null },
    });
    expect(review.values).toEqual(TEAM_VALUES.map((value) => ({ ...value, rating: null })));
    expect(review.responsibilities).toEqual(CREW_MEMBER_RESPONSIBILITIES.map((text) => ({ text, rating: null })));

    // A draft with some ratings; Jake does not see it yet.
    const draft = await save(team.crewLeader, review, ratings(review, { values: [{ name: 'Safety first', rating: 'plus' }, { name: 'Own the result', rating: null }], capacity: null }));
    expect(draft.status, draft.text).toBe(200);
    const saved = draft.body.data.review as Review;
    expect(saved.summary).toMatchObject({ values: { plus: 1, unrated: 1 }, gwc: { yes: 2, unanswered: 1 }, complete: false });
    expect((await history(team.crewMember)).reviews).toEqual([]);
    expect((await t.call('GET', `/people_development/reviews/${review.id}`, { token: team.crewMember.token })).status).toBe(404);

    // Sharing asks for every rating first (422 saying what is left); then it goes.
    const early = await save(team.crewLeader, saved, ratings(saved, { values: [{ name: 'Safety first', rating: 'plus' }, { name: 'Own the result', rating: null }], status: 'shared', updatedAt: saved.updatedAt }));
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('Before sharing this review, rate 1 more core value.');
    const shared = await save(team.crewLeader, saved, ratings(saved, { values: [{ name: 'Safety first', rating: 'plus' }, { name: 'Own the result', rating: 'plus_minus' }], status: 'shared' }));
    expect(shared.status, shared.text).toBe(200);
    const done = shared.body.data.review as Review;
    expect(done).toMatchObject({ status: 'shared', comments: 'A steady quarter.', summary: { complete: true, aboveTheBar: true, values: { plus: 1, plusMinus: 1 } } });
    expect(done.sharedAt).not.toBeNull();
    // A stale save is 409.
    expect((await save(team.crewLeader, saved, ratings(saved))).status).toBe(409);

    // Jake reads it in his history, and cannot change it.
    const own = await history(team.crewMember, team.employees.jake);
    expect(own.reviews.map((each) => [each.id, each.status, each.canEdit])).toEqual([[review.id, 'shared', false]]);
    expect((await save(team.crewMember, done, ratings(done))).status).toBe(403);
    // A shared review stays: deleting it is refused until it is a draft again.
    const kept = await t.call('DELETE', `/people_development/reviews/${review.id}`, { token: team.owner.token });
    expect(kept.status).toBe(422);
    expect(kept.body.message).toBe(SHARED_REVIEW_KEPT_MESSAGE);

    // Last quarter's review, also shared, sits below it in the history.
    const last = await start(team.owner, team.employees.jake, shiftQuarter(quarter, -1));
    expect((await save(team.owner, last, ratings(last, { status: 'shared', capacity: false }))).status).toBe(200);
    const all = await history(team.manager, team.employees.jake);
    expect(all.reviews.map((each) => [each.quarter, each.summary.aboveTheBar])).toEqual([
      [quarter, true],
      [shiftQuarter(quarter, -1), false],
    ]);
  });

  it('keep the values they were started with: ratings of others are refused (422), and one review per quarter', async () => {
    const team = await aTeam(t);
    const quarter = await currentQuarter(team);
    const review = await start(team.owner, team.employees.noah, quarter);
    const renamed = await save(team.owner, review, ratings(review, { values: [{ name: 'Safety always', rating: 'plus' }, { name: 'Own the result', rating: 'plus' }] }));
    expect(renamed.status).toBe(422);
    expect((await save(team.owner, review, ratings(review, { responsibilities: [] }))).status).toBe(422);
    const twice = await t.call('POST', '/people_development/reviews', { token: team.crewLeader.token, body: { employeeId: team.employees.noah, quarter } });
    expect(twice.status).toBe(422);
    expect(twice.body.details.fieldErrors).toEqual({ quarter: [`Noah Lindgren already has a review for ${quarterRange(quarter).label}.`] });
    // A draft is deleted by the manager.
    expect((await t.call('DELETE', `/people_development/reviews/${review.id}`, { token: team.crewLeader.token })).status).toBe(200);
    expect((await history(team.owner)).reviews).toEqual([]);
  });

  it('give a manager their people’s next review dates, with last quarter’s missing ones overdue', async () => {
    const team = await aTeam(t);
    const quarter = await currentQuarter(team);
    // Jake's last quarter is shared; Noah has no hire date, so every quarter asks him one: last quarter's is overdue.
    const last = await start(team.owner, team.employees.jake, shiftQuarter(quarter, -1));
    expect((await save(team.owner, last, ratings(last, { status: 'shared' }))).status).toBe(200);
    const thisOne = await start(team.crewLeader, team.employees.noah, quarter);

    const carlos = await schedule(team.crewLeader);
    expect(carlos.quarter).toBe(quarter);
    expect(carlos.people.map((row) => [row.employee.name, row.nextQuarter, row.nextDueDate, row.overdueQuarter, row.thisQuarter?.status ?? null, row.lastShared?.quarter ?? null])).toEqual([
      ['Jake Olson', quarter, quarterRange(quarter).to, null, null, shiftQuarter(quarter, -1)],
      ['Noah Lindgren', quarter, quarterRange(quarter).to, shiftQuarter(quarter, -1), 'draft', null],
    ]);
    expect(carlos.people[1]!.thisQuarter!.id).toBe(thisOne.id);
    // Luis has Carlos too; the office everyone with a manager on the chart (not Luis, under the vacant owner's seat, nor
    // Tess, off the chart); an outsider nobody.
    expect((await schedule(team.manager)).people.map((row) => row.employee.name)).toEqual(['Carlos Mendoza', 'Jake Olson', 'Noah Lindgren']);
    expect((await schedule(team.officeManager)).people.map((row) => row.employee.name)).toEqual(['Carlos Mendoza', 'Jake Olson', 'Noah Lindgren']);
    expect((await schedule(team.outsider)).people).toEqual([]);
  });

  it('are written only for one’s own people: 403 when seen, 404 when not', async () => {
    const team = await aTeam(t);
    const quarter = await currentQuarter(team);
    expect((await t.call('POST', '/people_development/reviews', { token: team.crewMember.token, body: { employeeId: team.employees.jake, quarter } })).status).toBe(403);
    expect((await t.call('POST', '/people_development/reviews', { token: team.outsider.token, body: { employeeId: team.employees.jake, quarter } })).status).toBe(404);
    expect((await t.call('POST', '/people_development/reviews', { token: team.crewLeader.token, body: { employeeId: team.employees.luis, quarter } })).status).toBe(404);
    const review = await start(team.manager, team.employees.carlos, quarter);
    expect(review.reviewer).toMatchObject({ name: 'Luis Hernandez' });
    // Carlos cannot read his own draft, nor change it.
    expect((await t.call('GET', `/people_development/reviews/${review.id}`, { token: team.crewLeader.token })).status).toBe(404);
    expect((await save(team.crewLeader, review, ratings(review))).status).toBe(404);
    expect((await t.call('DELETE', `/people_development/reviews/${review.id}`, { token: team.outsider.token })).status).toBe(404);
  });

  it.each([
    ['nothing', {}, ['employeeId', 'quarter']],
    ['a quarter that is not one', { employeeId: randomUUID(), quarter: '2026-Q5' }, ['quarter']],
    ['an employee id that is not one', { employeeId: 'jake', quarter: '2026-Q2' }, ['employeeId']],
    ['a reviewer', { employeeId: randomUUID(), quarter: '2026-Q2', reviewerEmployeeId: randomUUID() }, ['body']],
  ])('POST with %s is 400 naming the field', async (_label, body, fields) => {
    const owner = await signedInUser(t);
    const response = await t.call('POST', '/people_development/reviews', { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it.each([
    ['nothing', {}, ['values', 'responsibilities', 'status']],
    ['a value rated as a grade', { values: [{ name: 'Safety first', rating: 'A' }] }, ['values.0.rating']],
    ['a responsibility rated with a value’s +', { responsibilities: [{ text: 'x', rating: 'plus' }] }, ['responsibilities.0.rating']],
    ['a GWC answer that is not yes or no', { getsIt: 'mostly' }, ['getsIt']],
    ['a status of done', { status: 'done' }, ['status']],
    ['comments over 5,000 characters', { comments: 'x'.repeat(5001) }, ['comments']],
    ['an extra field on a rating', { values: [{ name: 'x', rating: 'plus', note: 'x' }] }, ['values.0']],
    ['an updatedAt that is not a time', { updatedAt: 'yesterday' }, ['updatedAt']],
  ])('PUT with %s is 400 naming the field', async (label, overrides, fields) => {
    const owner = await signedInUser(t);
    const body = label === 'nothing' ? {} : { values: [], responsibilities: [], status: 'draft', ...overrides };
    const response = await t.call('PUT', `/people_development/reviews/${randomUUID()}`, { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it('a second company cannot read, change, delete or start a review of the first one’s people', async () => {
    const team = await aTeam(t);
    const quarter = await currentQuarter(team);
    const review = await start(team.owner, team.employees.jake, quarter);
    const intruder = await signedInUser(t);
    expect((await history(intruder)).reviews).toEqual([]);
    expect((await schedule(intruder)).people).toEqual([]);
    expect((await t.call('GET', `/people_development/reviews?employeeId=${team.employees.jake}`, { token: intruder.token })).status).toBe(404);
    expect((await t.call('GET', `/people_development/reviews/${review.id}`, { token: intruder.token })).status).toBe(404);
    expect((await save(intruder, review, ratings(review))).status).toBe(404);
    expect((await t.call('DELETE', `/people_development/reviews/${review.id}`, { token: intruder.token })).status).toBe(404);
    const naming = await t.call('POST', '/people_development/reviews', { token: intruder.token, body: { employeeId: team.employees.jake, quarter } });
    expect(naming.status).toBe(404);
    expect(naming.body.details.fieldErrors).toEqual({ employeeId: ['Employee not found'] });
    expect((await history(team.owner)).reviews.map((each) => each.id)).toEqual([review.id]);
  });
});
