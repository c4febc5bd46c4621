import {
  healthAssessmentListSchema,
  healthStatements,
  ONLY_LEADERS_TAKE_HEALTH_ASSESSMENT_MESSAGE,
  previousQuarter,
  UNKNOWN_STATEMENT_MESSAGE,
  type HealthArea,
  type HealthAssessment,
  type HealthAssessmentList,
} from '@groundwork/domain/growth';
import { UNSTORABLE_TEXT_MESSAGE } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const key = 'finance.budget_reviewed_monthly';

/** Scores for an area's statements in the catalogue's order. */
function areaScores(area: HealthArea, scores: readonly number[]): Record<string, number> {
  const keys = healthStatements.filter((item) => item.area === area).map((item) => item.key);
  return Object.fromEntries(scores.map((score, index) => [keys[index]!, score]));
}

/** Every statement at `score`. */
const everyStatementAt = (score: number) => Object.fromEntries(healthStatements.map((item) => [item.key, score]));

async function history(user: SignedInUser): Promise<HealthAssessmentList> {
  const response = await t.call('GET', '/health_assessments', { token: user.token });
  expect(response.status).toBe(200);
  return healthAssessmentListSchema.parse(response.body.data);
}

async function take(user: SignedInUser, body: Record<string, unknown>, quarter?: string) {
  const current = quarter ?? (await history(user)).currentQuarter;
  return t.call('PUT', `/health_assessments/${current}`, { token: user.token, body });
}

/** A past quarter's assessment as it was taken then (the API only writes the current quarter). */
async function storePastAssessment(companyId: string, quarter: string, scores: Record<string, number>): Promise<void> {
  await t.database.query('insert into health_assessments (company_id, quarter, scores) values ($1, $2, $3)', [companyId, quarter, JSON.stringify(scores)]);
}

describe('business health assessments', () => {
  it('are taken for the current quarter, scored by area and in total, and read back', async () => {
    const owner = await signedInUser(t);
    const empty = await history(owner);
    expect(empty.assessments).toEqual([]);
    expect(empty.currentQuarter).toMatch(/^\d{4}-Q[1-4]$/);

    // Leadership 5+4+4+3+2 = 18 → 72 %; finance two answered, 2 + 1 = 3 of 10 → 30 %; total 21 of 35 → 60 %.
    const scores = { ...areaScores('leadership', [5, 4, 4, 3, 2]), ...areaScores('finance', [2, 1]) };
    const response = await take(owner, { scores, notes: '  Slow spring; two crews short.  ' });
    expect(response.status).toBe(200);
    const assessment = response.body.data.assessment as HealthAssessment;
    expect(assessment).toMatchObject({ quarter: empty.currentQuarter, scores, notes: 'Slow spring; two crews short.', takenBy: { id: owner.userId } });
    expect(assessment.summary.areas.find((item) => item.area === 'leadership')).toMatchObject({ points: 18, percent: 72, average: 3.6 });
    expect(assessment.summary.areas.find((item) => item.area === 'finance')).toMatchObject({ answered: 2, percent: 30, average: 1.5 });
    expect(assessment.summary.areas.find((item) => item.area === 'people')).toMatchObject({ answered: 0, percent: null });
    expect(assessment.summary.total).toMatchObject({ answered: 7, points: 21, percent: 60 });
    expect(assessment.summary.complete).toBe(false);

    const read = await t.call('GET', `/health_assessments/${empty.currentQuarter}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body.data.assessment).toEqual(assessment);
  });

  it('are retaken in the same quarter against the version loaded; an old or missing version gets 409', async () => {
    const owner = await signedInUser(t);
    const first = (await take(owner, { scores: everyStatementAt(2) })).body.data.assessment as HealthAssessment;

    const retaken = await take(owner, { scores: everyStatementAt(4), updatedAt: first.updatedAt });
    expect(retaken.status).toBe(200);
    expect(retaken.body.data.assessment.summary.total).toMatchObject({ percent: 80, answered: 30 });
    expect(retaken.body.data.assessment.summary.complete).toBe(true);

    expect((await take(owner, { scores: everyStatementAt(1), updatedAt: first.updatedAt })).status).toBe(409);
    expect((await take(owner, { scores: everyStatementAt(1) })).status).toBe(409);
    const list = await history(owner);
    expect(list.assessments).toHaveLength(1);
    expect(list.assessments[0]!.summary.total.percent).toBe(80);
  });

  it('keep past quarters as they were: only the current quarter is written', async () => {
    const owner = await signedInUser(t);
    const current = (await history(owner)).currentQuarter;
    const response = await take(owner, { scores: { [key]: 3 } }, previousQuarter(current));
    expect(response.status).toBe(422);
    expect(response.body.message).toContain('can be taken or retaken');
    expect((await take(owner, { scores: { [key]: 3 } }, '2026-Q5')).status).toBe(400);
  });

  it('list the history newest first, each quarter with its area and total scores', async () => {
    const owner = await signedInUser(t);
    const current = (await history(owner)).currentQuarter;
    const last = previousQuarter(current);
    const before = previousQuarter(last);
    await storePastAssessment(owner.companyId, before, everyStatementAt(2));
    await storePastAssessment(owner.companyId, last, everyStatementAt(3));
    await take(owner, { scores: everyStatementAt(4) });

    const list = await history(owner);
    expect(list.assessments.map((item) => [item.quarter, item.summary.total.percent])).toEqual([
      [current, 80],
      [last, 60],
      [before, 40],
    ]);
    expect(list.assessments[1]!.summary.areas.map((item) => item.percent)).toEqual([60, 60, 60, 60, 60, 60]);
    expect(list.assessments[1]!.takenBy).toBeNull();
    expect((await t.call('GET', `/health_assessments/${before}`, { token: owner.token })).body.data.assessment.quarter).toBe(before);
  });

  it('answer 404 for a quarter not assessed', async () => {
    const owner = await signedInUser(t);
    const response = await t.call('GET', '/health_assessments/2020-Q1', { token: owner.token });
    expect(response.status).toBe(404);
  });

  it.each<[string, unknown, string, string?]>([
    ['a score of 0', { scores: { [key]: 0 } }, `scores.${key}`],
    ['a score of 6', { scores: { [key]: 6 } }, `scores.${key}`],
    ['a score of 2.5', { scores: { [key]: 2.5 } }, `scores.${key}`],
    ['a score as text', { scores: { [key]: '4' } }, `scores.${key}`],
    ['a null score', { scores: { [key]: null } }, `scores.${key}`],
    ['an unknown statement', { scores: { 'finance.owns_a_yacht': 4 } }, 'scores', UNKNOWN_STATEMENT_MESSAGE],
    ['no scores', {}, 'scores'],
    ['notes with a NUL byte', { scores: {}, notes: 'Good\u0000year' }, 'notes', UNSTORABLE_TEXT_MESSAGE],
    ['notes that are too long', { scores: {}, notes: 'x'.repeat(4001) }, 'notes'],
    ['notes that are not text', { scores: {}, notes: 12 }, 'notes'],
    ['an updatedAt that is not a time', { scores: {}, updatedAt: 'last week' }, 'updatedAt'],
  ])('refuses %s with 400 on its field', async (_label, body, field, message) => {
    const owner = await signedInUser(t);
    const response = await take(owner, body as Record<string, unknown>);
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
    if (message) expect(response.body.details.fieldErrors[field]).toContain(message);
    expect((await history(owner)).assessments).toEqual([]);
  });

  it('refuses extra keys (a company, a total, a taker) with 400', async () => {
    const owner = await signedInUser(t);
    for (const extra of [{ companyId: owner.companyId }, { total: 100 }, { takenBy: owner.userId }]) {
      const response = await take(owner, { scores: { [key]: 4 }, ...extra });
      expect(response.status).toBe(400);
    }
    expect((await history(owner)).assessments).toEqual([]);
  });

  it.each(['office_manager', 'super_admin'] as const)('a %s takes it', async (role) => {
    const user = await signedInUser(t, { role });
    expect((await take(user, { scores: { [key]: 4 } })).status).toBe(200);
  });

  it.each(['estimator', 'crew_leader'] as const)('a %s reads it but gets 403 taking it, before the body is checked', async (role) => {
    const owner = await signedInUser(t);
    await take(owner, { scores: { [key]: 4 } });
    const user = await signedInUser(t, { role, companyId: owner.companyId });
    const list = await history(user);
    expect(list.assessments).toHaveLength(1);
    expect((await t.call('GET', `/health_assessments/${list.currentQuarter}`, { token: user.token })).status).toBe(200);
    for (const body of [{ scores: { [key]: 1 } }, { scores: { [key]: 9 } }]) {
      const response = await take(user, body, list.currentQuarter);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(ONLY_LEADERS_TAKE_HEALTH_ASSESSMENT_MESSAGE);
    }
    expect((await history(owner)).assessments[0]!.scores).toEqual({ [key]: 4 });
  });

  it("a second company gets 404 for the first company's quarters and never sees or changes them", async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const firstTaken = (await take(first, { scores: everyStatementAt(5) })).body.data.assessment as HealthAssessment;
    const past = previousQuarter(firstTaken.quarter);
    await storePastAssessment(first.companyId, past, everyStatementAt(1));

    expect((await t.call('GET', `/health_assessments/${past}`, { token: second.token })).status).toBe(404);
    expect((await t.call('GET', `/health_assessments/${firstTaken.quarter}`, { token: second.token })).status).toBe(404);
    expect((await history(second)).assessments).toEqual([]);
    // The second company's own first take (no version) is its own row, not a retake of the first company's.
    const own = await take(second, { scores: everyStatementAt(1), updatedAt: null });
    expect(own.status).toBe(200);
    expect((await take(second, { scores: everyStatementAt(1), updatedAt: firstTaken.updatedAt })).status).toBe(409);
    expect((await history(first)).assessments.map((item) => item.summary.total.percent)).toEqual([100, 20]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call('GET', '/health_assessments')).status).toBe(401);
    expect((await t.call('PUT', '/health_assessments/2026-Q4', { body: { scores: {} } })).status).toBe(401);
  });
});
