import { unitUpkeepSchema, upkeepOverviewSchema } from '@groundwork/domain/equipment';
import { ticketListSchema } from '@groundwork/domain/tickets';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../test/builders';
import { demoApp, seededDemo } from './demo-fixture';

const t = demoApp;

describe('the demo fleet’s upkeep', () => {
  it('shows a season of service: units due soon, the track loader overdue, one unit out of service with its task, hours from the route', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);
    const response = await t.call('GET', '/equipment/upkeep', { token });
    expect(response.status, response.text).toBe(200);
    const overview = upkeepOverviewSchema.parse(response.body.data);

    expect(overview.overdue.map((item) => [item.equipmentName, item.scheduleName])).toEqual([['Compact track loader', '250-hour service']]);
    expect(new Set(overview.dueSoon.map((item) => item.equipmentName))).toEqual(
      new Set(['21" push mower #1', '60" zero-turn #1', '52" stand-on mower', 'Crew truck #2 (Ram 2500)', 'Plow truck (F-350, 8\'6" V-plow)']),
    );
    expect(overview.needsServiceCount).toBe(6);

    const unit = (name: string) => overview.units.find((item) => item.name === name)!;
    // One mower's hard season costs more an hour than the price book charges; the others run below it.
    expect(unit('60" zero-turn #2')).toMatchObject({ underPriced: true });
    expect(overview.units.filter((item) => item.underPriced).map((item) => item.name)).toEqual(['60" zero-turn #2']);
    expect(unit('Crew truck #1 (F-250)')).toMatchObject({ meterHours: null, state: 'ok' });
    expect(unit('Crew truck #1 (F-250)').meterMiles).toBeGreaterThan(45_000);

    const aerator = unit('Walk-behind core aerator');
    expect(aerator).toMatchObject({ status: 'out_of_service' });
    expect(aerator.outOfServiceReason).toMatch(/seal/);
    const tasks = ticketListSchema.parse((await t.call('GET', `/tickets?subjectKind=equipment&subjectId=${aerator.id}`, { token })).body.data).tickets;
    expect(tasks).toMatchObject([{ type: 'maintenance', status: 'open', title: 'Service Walk-behind core aerator (out of service)' }]);

    // The route's zero-turn: its meter is the last reading plus the orders after it, which agree with the log.
    const mower = unitUpkeepSchema.parse((await t.call('GET', `/equipment/${unit('60" zero-turn #1').id}/upkeep`, { token })).body.data);
    const lastReading = mower.readings[0]!;
    const after = mower.workOrderHours.filter((order) => order.date > lastReading.date);
    expect(mower.workOrderHours.length).toBeGreaterThan(0);
    expect(mower.unit.meterHours).toBeCloseTo(lastReading.value + after.reduce((sum, order) => sum + order.hours, 0), 2);
    expect(mower.readings.length).toBeGreaterThanOrEqual(6);
    expect(mower.log.length).toBeGreaterThanOrEqual(20);
    const oil = mower.schedules.find((schedule) => schedule.name === 'Oil and filter')!;
    expect(oil).toMatchObject({ state: 'due_soon' });
    expect(mower.log.find((entry) => entry.scheduleId === oil.id)).toMatchObject({ meter: oil.effectiveLastDoneMeter, date: oil.effectiveLastDoneDate });
    expect(mower.unit.hoursUsed).toBeGreaterThan(100);
  });
});
