import { optimiseRoundResultSchema, roundListSchema, roundResultSchema } from '@groundwork/domain/rounds';
import { workOrderListSchema } from '@groundwork/domain/orders';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo company’s rounds', () => {
  it('has the mowing route’s Monday and Tuesday as weekly rounds with their jobs, and a fertiliser round to optimise', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const list = roundListSchema.parse((await t.call('GET', '/rounds', { token })).body.data).rounds;
    expect(list).toHaveLength(3);
    const [fertiliser, monday, tuesday] = list;
    expect(fertiliser).toMatchObject({ name: 'Fertiliser round 2', rhythm: 'once', month: 5, stopCount: 12, locatedCount: 12, jobCount: 0 });
    expect(monday).toMatchObject({ rhythm: 'weekly', weekday: 1, crewName: 'Maintenance Crew A' });
    expect(monday!.name).toMatch(/^Monday mowing, (North|South)$/);
    expect(tuesday).toMatchObject({ rhythm: 'weekly', weekday: 2, crewName: 'Maintenance Crew B' });
    expect(monday!.jobCount).toBe(monday!.stopCount);
    expect(tuesday!.jobCount).toBeGreaterThanOrEqual(2);

    // The board's Monday lane is the Monday round's order.
    const round = roundResultSchema.parse((await t.call('GET', `/rounds/${monday!.id}`, { token })).body.data).round;
    const orders = workOrderListSchema.parse((await t.call('GET', '/orders?limit=200', { token })).body.data).orders;
    const mondayOrders = orders.filter((order) => order.title === 'Weekly Mowing' && order.crewName === 'Maintenance Crew A' && new Date(`${order.date}T12:00:00Z`).getUTCDay() === 1);
    for (const order of mondayOrders) expect(order.sequence).toBe(round.stops.findIndex((stop) => stop.propertyId === order.propertyId));

    const optimised = optimiseRoundResultSchema.parse((await t.call('POST', `/rounds/${fertiliser!.id}/optimise`, { token, body: {} })).body.data);
    expect(optimised.ok && optimised.afterKm < optimised.beforeKm).toBe(true);
  });
});
