import { jobListSchema } from '@groundwork/domain/jobs';
import { boardResultSchema, workOrderListSchema, workOrderResultSchema, type WorkOrderListItem } from '@groundwork/domain/orders';
import { addDays, weekdayOf } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s work orders', () => {
  it('has the mowing route’s last week done and this week planned by crew, start time and route position, and one-off work', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    // The demo company works in Minneapolis: its week, not the server's.
    const today = dateIn('America/Chicago');
    const thisMonday = addDays(today, -((weekdayOf(today) + 6) % 7));
    const lastMonday = addDays(thisMonday, -7);
    // The route's two weeks and what is ahead (the orders before them are the season history's, seed/season-history.ts).
    const response = await t.call('GET', `/orders?from=${lastMonday}&limit=200`, { token });
    expect(response.status, response.text).toBe(200);
    const { orders, pagination } = workOrderListSchema.parse(response.body.data);
    expect(pagination.total).toBe(orders.length);
    const inWeek = (order: WorkOrderListItem, monday: string) => order.date !== null && order.date >= monday && order.date <= addDays(monday, 6);
    const route = orders.filter((order) => order.title === 'Weekly Mowing');
    const lastWeek = route.filter((order) => inWeek(order, lastMonday));
    const thisWeek = route.filter((order) => inWeek(order, thisMonday));
    expect(lastWeek.length).toBeGreaterThanOrEqual(10);
    expect(thisWeek.length).toBeGreaterThanOrEqual(10);
    expect(lastWeek.every((order) => order.status === 'completed' && order.crewName !== null && order.startTime !== null)).toBe(true);
    for (const order of thisWeek) expect(order.status).toBe(order.date! < today ? 'completed' : order.crewId ? 'scheduled' : 'unscheduled');
    expect(thisWeek.filter((order) => order.crewId === null)).toHaveLength(2);
    expect(new Set(route.map((order) => order.crewName).filter(Boolean))).toEqual(new Set(['Maintenance Crew A', 'Maintenance Crew B']));
    // Each crew's day is a route: positions 0, 1, 2… at rising start times.
    const monday = route.filter((order) => order.date === thisMonday);
    expect(monday.map((order) => order.sequence)).toEqual(monday.map((_, index) => index));
    expect(monday.map((order) => order.startTime)).toEqual([...monday.map((order) => order.startTime)].sort());
    expect(route.some((order) => order.overdue)).toBe(false);

    // A completed order records when the crew started and finished.
    const done = workOrderResultSchema.parse((await t.call('GET', `/orders/${lastWeek[0]!.id}`, { token })).body.data).order;
    expect(done.startedAt).not.toBeNull();
    expect(new Date(done.completedAt!).getTime()).toBeGreaterThan(new Date(done.startedAt!).getTime());

    expect(orders.find((order) => order.title === 'Gutter clean-out')).toMatchObject({ jobId: null, status: 'scheduled', date: addDays(today, 1), price: 185 });
    const unscheduled = workOrderListSchema.parse((await t.call('GET', '/orders?status=unscheduled&limit=200', { token })).body.data).orders;
    expect(unscheduled.find((order) => order.title.startsWith('Storm clean-up'))).toMatchObject({ jobId: null, status: 'unscheduled', date: null });
    expect(orders.find((order) => order.title === 'Fall Clean-up')).toMatchObject({ crewName: 'Install Crew 1', status: 'scheduled' });
    // The schedule board's demo week has one crew over capacity: Crew A today.
    const board = boardResultSchema.parse((await t.call('GET', '/orders/board?view=week', { token })).body.data).board;
    const crewA = board.crews.find((crew) => crew.name === 'Maintenance Crew A')!;
    expect(board.conflicts.filter((conflict) => conflict.kind === 'over_capacity')).toEqual([{ kind: 'over_capacity', crewId: crewA.id, date: today, overByHours: 2.5 }]);
    // Numbered from 1001 without gaps, in date order (the undated last).
    const all: WorkOrderListItem[] = [];
    for (let page = 1; ; page += 1) {
      const found = workOrderListSchema.parse((await t.call('GET', `/orders?limit=200&page=${page}`, { token })).body.data);
      all.push(...found.orders);
      if (found.orders.length < 200) break;
    }
    const byNumber = [...all].sort((a, b) => a.number - b.number);
    expect(byNumber.map((order) => order.number)).toEqual(all.map((_, index) => 1001 + index));
    const dated = byNumber.filter((order) => order.date !== null && order.date < today).map((order) => order.date);
    expect(dated).toEqual([...dated].sort());

    // Every visit with an order is where its order says.
    const jobs = jobListSchema.parse((await t.call('GET', '/jobs', { token })).body.data).jobs;
    const visits = new Map(jobs.flatMap((job) => job.visits.map((visit) => [visit.id, visit] as const)));
    for (const order of orders.filter((item) => item.jobVisitId)) {
      const visit = visits.get(order.jobVisitId!)!;
      expect(visit.instanceDate).toBe(order.date);
      expect(visit.status).toBe(order.status === 'completed' ? 'completed' : 'scheduled');
    }
  });
});
