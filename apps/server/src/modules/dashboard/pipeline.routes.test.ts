import { pipelineSchema, type Pipeline } from '@groundwork/domain/dashboard';
import { addDays } from '@groundwork/domain/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimateActivities, estimates } from '../../db/schema';
import { aBillingCustomer } from '../../test/billing-builders';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anEstimateOf } from '../../test/dashboard-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function pipelineOf(user: SignedInUser): Promise<Pipeline> {
  const response = await t.call('GET', '/dashboard/pipeline', { token: user.token });
  expect(response.status, response.text).toBe(200);
  return pipelineSchema.parse(response.body.data);
}

async function moveTo(user: SignedInUser, estimateId: string, status: 'sent' | 'approved' | 'declined') {
  const response = await t.call('PUT', `/estimates/${estimateId}/status`, { token: user.token, body: { status } });
  expect(response.status, response.text).toBe(200);
}

/** Gives the estimate a grand total (an estimate made with no lines has none). */
async function totalled(estimateId: string, total: number) {
  await t.database.db.update(estimates).set({ total: total.toFixed(2) }).where(eq(estimates.id, estimateId));
}

/** Moves the estimate's history back `days` days, as if it had all happened then. */
async function happenedDaysAgo(estimateId: string, days: number) {
  await t.database.db
    .update(estimateActivities)
    .set({ at: sql`${estimateActivities.at} - make_interval(days => ${days})` })
    .where(and(eq(estimateActivities.estimateId, estimateId)));
}

describe('GET /dashboard/pipeline', () => {
  it("an estimator's own estimates: sent and waiting (longest first, with days waiting), approved and declined this month", async () => {
    const admin = await signedInUser(t);
    const estimator = await signedInUser(t, { role: 'estimator', companyId: admin.companyId });
    const customer = await aBillingCustomer(t, admin, { taxed: false });
    const made = async (total: number) => {
      const estimate = await anEstimateOf(t, estimator, customer);
      await totalled(estimate.id, total);
      return estimate;
    };
    const older = await made(1_000);
    await moveTo(estimator, older.id, 'sent');
    await happenedDaysAgo(older.id, 5);
    const newer = await made(250.5);
    await moveTo(estimator, newer.id, 'sent');
    const won = await made(3_000);
    await moveTo(estimator, won.id, 'sent');
    await moveTo(estimator, won.id, 'approved');
    const lost = await made(400);
    await moveTo(estimator, lost.id, 'sent');
    await moveTo(estimator, lost.id, 'declined');
    // Not theirs: the admin's sent estimate. Not this month: an approval 40 days ago. Not sent: a draft.
    const admins = await anEstimateOf(t, admin, customer);
    await moveTo(admin, admins.id, 'sent');
    const lastMonth = await made(9_999);
    await moveTo(estimator, lastMonth.id, 'sent');
    await moveTo(estimator, lastMonth.id, 'approved');
    await happenedDaysAgo(lastMonth.id, 40);
    await made(777);

    const pipeline = await pipelineOf(estimator);
    // Waiting: 1,000.00 + 250.50 = 1,250.50.
    expect(pipeline.awaiting).toMatchObject({ count: 2, value: 1_250.5 });
    expect(pipeline.awaiting.oldest.map((estimate) => [estimate.id, estimate.number, estimate.clientName, estimate.total, estimate.daysWaiting])).toEqual([
      [older.id, older.number, customer.displayName, 1_000, 5],
      [newer.id, newer.number, customer.displayName, 250.5, 0],
    ]);
    expect(pipeline.awaiting.oldest[0]?.sentOn).toBe(addDays(pipeline.today, -5));
    expect(pipeline.approved).toEqual({ count: 1, value: 3_000 });
    expect(pipeline.declined).toEqual({ count: 1, value: 400 });
    expect(pipeline.month).toBe(pipeline.today.slice(0, 7));
  });

  it('lists at most the five longest waiting, while counting them all', async () => {
    const estimator = await signedInUser(t, { role: 'estimator' });
    const customer = await aBillingCustomer(t, estimator, { taxed: false });
    const sent: string[] = [];
    for (let index = 0; index < 6; index += 1) {
      const estimate = await anEstimateOf(t, estimator, customer);
      await totalled(estimate.id, 100);
      await moveTo(estimator, estimate.id, 'sent');
      // The first sent has waited longest: 6 days, then 5, … 1.
      await happenedDaysAgo(estimate.id, 6 - index);
      sent.push(estimate.id);
    }
    const { awaiting } = await pipelineOf(estimator);
    expect(awaiting.count).toBe(6);
    expect(awaiting.value).toBe(600);
    expect(awaiting.oldest.map((estimate) => estimate.daysWaiting)).toEqual([6, 5, 4, 3, 2]);
    expect(awaiting.oldest.map((estimate) => estimate.id)).toEqual(sent.slice(0, 5));
  });

  it('is empty for someone who has made no estimates, and never counts another company’s', async () => {
    const first = await signedInUser(t, { role: 'estimator' });
    const customer = await aBillingCustomer(t, first, { taxed: false });
    const estimate = await anEstimateOf(t, first, customer);
    await moveTo(first, estimate.id, 'sent');
    const second = await signedInUser(t, { role: 'estimator' });
    expect(await pipelineOf(second)).toMatchObject({ awaiting: { count: 0, value: 0, oldest: [] }, approved: { count: 0, value: 0 }, declined: { count: 0, value: 0 } });
  });

  it('refuses a crew leader (403) and needs a session', async () => {
    const leader = await signedInUser(t, { role: 'crew_leader' });
    expect((await t.call('GET', '/dashboard/pipeline', { token: leader.token })).status).toBe(403);
    expect((await t.call('GET', '/dashboard/pipeline')).status).toBe(401);
  });
});
