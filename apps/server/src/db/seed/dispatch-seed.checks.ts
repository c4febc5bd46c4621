import { dispatchDayResultSchema, dispatchReviewResultSchema, jobDetailResultSchema, timesheetsResultSchema, weekOf } from '@groundwork/domain/dispatch';
import { workOrderListSchema } from '@groundwork/domain/orders';
import { addDays, weekdayOf } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s end of day', () => {
  it('has hours and materials on every completed route order, one job over its budgeted hours, and last week approved', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const today = dateIn('America/Chicago');
    const lastWeek = weekOf(addDays(today, -7));

    const sheets = timesheetsResultSchema.parse((await t.call('GET', `/timesheets?from=${lastWeek.from}&to=${lastWeek.to}`, { token })).body.data).timesheets;
    expect(sheets.employees.length).toBeGreaterThanOrEqual(6);
    expect(sheets.totalMinutes).toBeGreaterThan(0);
    expect(sheets.employees.every((sheet) => sheet.approved)).toBe(true);

    // The last weekday before today: its review shows the route done, with actual hours.
    let day = addDays(today, -1);
    while ([0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay())) day = addDays(day, -1);
    const review = dispatchReviewResultSchema.parse((await t.call('GET', `/dispatch/review?date=${day}`, { token })).body.data).review;
    expect(review.totals.planned).toBeGreaterThan(0);
    expect(review.totals.actualHours).toBeGreaterThan(0);

    // The route's two weeks (the orders before them are the season history's).
    const orders = workOrderListSchema.parse((await t.call('GET', `/orders?status=completed&from=${lastWeek.from}&limit=200`, { token })).body.data).orders;
    const jobIds = [...new Set(orders.flatMap((order) => (order.jobId ? [order.jobId] : [])))];
    const costings = await Promise.all(jobIds.map(async (id) => jobDetailResultSchema.parse((await t.call('GET', `/jobs/${id}`, { token })).body.data).costing!));
    // The route's tight first stop runs a third over at every visit. A job's budget counts its planned orders too, so
    // on a Monday, with only last week's visit done, its job is not over budget yet: 1.35 of its two visits' 2 hours.
    const monday = weekdayOf(today) === 1;
    const overrun = costings.filter((costing) => costing.actualHours > (monday ? costing.estimatedHours / 2 : costing.estimatedHours));
    expect(overrun).toHaveLength(1);
    expect(costings.filter((costing) => costing.overBudget)).toEqual(monday ? [] : overrun);
    expect(costings.every((costing) => costing.labourCost > 0 && costing.materialsCost > 0)).toBe(true);

    // The demo's crew leader signs in with the owner's password and sees their crew's day.
    const leaderToken = await signIn(t, demo.crewLeaderEmail, demo.password);
    const thisWeek = weekOf(today);
    const leaderDays = await Promise.all(
      Array.from({ length: 7 }, async (_, index) =>
        dispatchDayResultSchema.parse((await t.call('GET', `/dispatch/day?date=${addDays(thisWeek.from, index)}`, { token: leaderToken })).body.data).day,
      ),
    );
    expect(leaderDays.every((leaderDay) => leaderDay.crews.map((crew) => crew.crewName).join() === 'Maintenance Crew B')).toBe(true);
    expect(leaderDays.some((leaderDay) => leaderDay.crews[0]!.orders.length > 0)).toBe(true);
  });
});
