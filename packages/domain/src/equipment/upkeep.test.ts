import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  currentMeter,
  describeRemaining,
  dueUrgency,
  hoursUsed,
  isAttachable,
  isUnderPriced,
  lastDone,
  onSiteHours,
  runningCostPerHour,
  scheduleDue,
  sumCosts,
  unavailableUnitMessage,
  upkeepPeriod,
  worstState,
  type AccumulatedHours,
  type MeterReadingPoint,
  type ScheduleRule,
} from './upkeep-rules';
import { equipmentStatusInputSchema, logMeterErrors, orderEquipmentInputSchema, scheduleInputSchema, serviceLogInputSchema, upkeepMessages } from './upkeep.schemas';
import { createEquipmentInputSchema } from './equipment.schemas';

const hours = (date: string, value: number): MeterReadingPoint => ({ date, value, unit: 'hours' });
const miles = (date: string, value: number): MeterReadingPoint => ({ date, value, unit: 'miles' });
const onOrder = (date: string, worked: number): AccumulatedHours => ({ date, hours: worked });
const noMeter = { hours: null, miles: null };

describe('currentMeter', () => {
  it('is the latest hour reading plus the work-order hours after its day (an order on the reading’s day is in it)', () => {
    // 412.5 read on 1 May; orders on 1 May (in the reading), 2 May 6.25 h and 9 May 7.5 h → 412.5 + 13.75 = 426.25.
    const meter = currentMeter([hours('2025-04-01', 380), hours('2025-05-01', 412.5)], [onOrder('2025-05-01', 8), onOrder('2025-05-02', 6.25), onOrder('2025-05-09', 7.5)]);
    expect(meter).toEqual({ hours: 426.25, miles: null });
  });

  it('counts work-order hours from 0 without any hour reading, and knows nothing without either', () => {
    expect(currentMeter([], [onOrder('2025-05-02', 6.25), onOrder('2025-05-03', 0.1), onOrder('2025-05-04', 0.2)])).toEqual({ hours: 6.55, miles: null });
    expect(currentMeter([], [])).toEqual(noMeter);
  });

  it('takes the latest miles reading as it is (orders never add miles), and the higher of two readings on one day', () => {
    expect(currentMeter([miles('2025-03-01', 41_200), miles('2025-06-01', 45_880.5), miles('2025-06-01', 45_900)], [onOrder('2025-06-02', 8)])).toEqual({ hours: 8, miles: 45_900 });
  });

  it('reads as of a day: later readings and orders are left out', () => {
    const readings = [hours('2025-04-01', 380), hours('2025-05-01', 412.5)];
    const orders = [onOrder('2025-04-10', 5), onOrder('2025-05-02', 6)];
    expect(currentMeter(readings, orders, '2025-04-30')).toEqual({ hours: 385, miles: null });
    expect(currentMeter(readings, orders, '2025-03-31')).toEqual(noMeter);
  });
});

describe('onSiteHours', () => {
  it('is the most any one person worked on the order, not the crew’s hours added', () => {
    // Two people 6 h 15 min each and a helper 2 h: the mower ran 6.25 h, not 14.5.
    expect(onSiteHours([375, 375, 120])).toBe(6.25);
    expect(onSiteHours([100])).toBe(1.67);
    expect(onSiteHours([])).toBe(0);
  });
});

describe('hoursUsed', () => {
  it('is the meter at the end less the meter at the start when a reading is older than the period', () => {
    // Meter at 1 Jan: 300 + 10 (December order) = 310; at the end: 500 + 20 = 520 → 210 h.
    const readings = [hours('2024-11-30', 300), hours('2025-06-30', 500)];
    const orders = [onOrder('2024-12-15', 10), onOrder('2025-07-10', 20)];
    expect(hoursUsed(readings, orders, '2025-01-01', '2025-12-31')).toBe(210);
  });

  it('takes a used machine’s first reading back by the orders before it, so its earlier life is not this period’s', () => {
    // Bought used at 1,200 h; orders of 50 h before the first reading (1,250 on 1 Apr) and 40 h after → 90 h.
    const readings = [hours('2025-04-01', 1250)];
    const orders = [onOrder('2025-02-01', 30), onOrder('2025-03-01', 20), onOrder('2025-05-01', 40)];
    expect(hoursUsed(readings, orders, '2025-01-01', '2025-12-31')).toBe(90);
  });

  it('is the work-order hours in the period when nothing was ever read, and never negative', () => {
    expect(hoursUsed([], [onOrder('2024-12-01', 99), onOrder('2025-03-01', 7.25), onOrder('2025-03-02', 0.5)], '2025-01-01', '2025-12-31')).toBe(7.75);
    expect(hoursUsed([hours('2024-06-01', 900), hours('2025-06-01', 12)], [], '2025-01-01', '2025-12-31')).toBe(0);
    expect(hoursUsed([], [], '2025-01-01', '2025-12-31')).toBe(0);
  });
});

const every = (value: number, unit: ScheduleRule['unit'], done: { date?: string | null; meter?: number | null } = {}): ScheduleRule => ({
  every: value,
  unit,
  lastDoneDate: done.date ?? null,
  lastDoneMeter: done.meter ?? null,
});

describe('scheduleDue — calendar', () => {
  it.each([
    // schedule, today, next due, state, days remaining (worked by hand)
    ['every 30 days from 1 May', every(30, 'days', { date: '2025-05-01' }), '2025-05-20', '2025-05-31', 'ok', 11],
    ['30 days: due soon within 3 days (10%)', every(30, 'days', { date: '2025-05-01' }), '2025-05-28', '2025-05-31', 'due_soon', 3],
    ['30 days: 4 days out is still ok', every(30, 'days', { date: '2025-05-01' }), '2025-05-27', '2025-05-31', 'ok', 4],
    ['due today is due soon, not overdue', every(30, 'days', { date: '2025-05-01' }), '2025-05-31', '2025-05-31', 'due_soon', 0],
    ['the day after is overdue', every(30, 'days', { date: '2025-05-01' }), '2025-06-01', '2025-05-31', 'overdue', -1],
    ['weekly: due soon only the day before (10% of 7 rounds up to 1)', every(7, 'days', { date: '2025-05-01' }), '2025-05-06', '2025-05-08', 'ok', 2],
    ['weekly, the day before', every(7, 'days', { date: '2025-05-01' }), '2025-05-07', '2025-05-08', 'due_soon', 1],
    ['months clamp like tasks: 31 Jan + 1 month = 28 Feb (28 days: due soon within 3)', every(1, 'months', { date: '2025-01-31' }), '2025-02-25', '2025-02-28', 'due_soon', 3],
    ['leap year: 29 Feb 2024 + 12 months = 28 Feb 2025', every(12, 'months', { date: '2024-02-29' }), '2025-01-01', '2025-02-28', 'ok', 58],
    ['6 months (184 days from 1 Mar): due soon within 19 days', every(6, 'months', { date: '2025-03-01' }), '2025-08-13', '2025-09-01', 'due_soon', 19],
  ] as const)('%s', (_name, schedule, today, nextDueDate, state, remaining) => {
    expect(scheduleDue(schedule, noMeter, today)).toEqual({ nextDueDate, nextDueMeter: null, state, remaining });
  });

  it('a calendar schedule never done is due today', () => {
    expect(scheduleDue(every(90, 'days'), noMeter, '2025-05-01')).toEqual({ nextDueDate: '2025-05-01', nextDueMeter: null, state: 'due_soon', remaining: 0 });
  });
});

describe('scheduleDue — meter', () => {
  it.each([
    // every 100 h from 400 h: due at 500; due soon from 490 (10%); overdue past 500.
    ['100 h from 400, meter 426.25', 426.25, 'ok', 73.75],
    ['at 490.01 the window starts', 490.01, 'due_soon', 9.99],
    ['exactly 10 h out is due soon', 490, 'due_soon', 10],
    ['10.01 h out is ok', 489.99, 'ok', 10.01],
    ['reaching 500 is due now', 500, 'due_soon', 0],
    ['passing it is overdue', 500.5, 'overdue', -0.5],
  ] as const)('%s', (_name, meter, state, remaining) => {
    expect(scheduleDue(every(100, 'hours', { meter: 400 }), { hours: meter, miles: null }, '2025-05-01')).toEqual({ nextDueDate: null, nextDueMeter: 500, state, remaining });
  });

  it('reads miles for a miles schedule, and counts from 0 when never done', () => {
    expect(scheduleDue(every(5000, 'miles', { meter: 41_200 }), { hours: 300, miles: 45_880 }, '2025-05-01')).toEqual({ nextDueDate: null, nextDueMeter: 46_200, state: 'due_soon', remaining: 320 });
    expect(scheduleDue(every(50, 'hours'), { hours: 60, miles: null }, '2025-05-01')).toMatchObject({ nextDueMeter: 50, state: 'overdue', remaining: -10 });
  });

  it('stays ok with nothing to compare when the meter was never read', () => {
    expect(scheduleDue(every(5000, 'miles', { meter: 0 }), { hours: 120, miles: null }, '2025-05-01')).toEqual({ nextDueDate: null, nextDueMeter: 5000, state: 'ok', remaining: null });
  });

  it('a small interval keeps exact hundredths: blades every 8 h from 402.1, meter 409.3 → due soon (0.8 h window)', () => {
    expect(scheduleDue(every(8, 'hours', { meter: 402.1 }), { hours: 409.3, miles: null }, '2025-05-01')).toEqual({ nextDueDate: null, nextDueMeter: 410.1, state: 'due_soon', remaining: 0.8 });
  });

  const hundredths = fc.integer({ min: 0, max: 100_000_000 }).map((value) => value / 100);
  it('is overdue exactly when the meter is past the next due reading', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }).map((value) => value / 100), hundredths, hundredths, (interval, done, meter) => {
        const due = scheduleDue(every(interval, 'hours', { meter: done }), { hours: meter, miles: null }, '2025-05-01');
        return (due.state === 'overdue') === Math.round(meter * 100) > Math.round((done + interval) * 100);
      }),
    );
  });
});

describe('dueUrgency', () => {
  it('ranks by what is left as a share of the interval: 30 h past a 100-hour service before 3 days past a 30-day one', () => {
    const hoursSchedule = every(100, 'hours', { meter: 400 });
    const daysSchedule = every(30, 'days', { date: '2025-04-01' });
    const hoursDue = scheduleDue(hoursSchedule, { hours: 530, miles: null }, '2025-05-04');
    const daysDue = scheduleDue(daysSchedule, noMeter, '2025-05-04');
    expect(dueUrgency(hoursDue, hoursSchedule)).toBe(-0.3);
    expect(dueUrgency(daysDue, daysSchedule)).toBe(-0.1);
    expect(dueUrgency(scheduleDue(hoursSchedule, noMeter, '2025-05-04'), hoursSchedule)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('lastDone and worstState', () => {
  it('the latest log entry that satisfied the schedule wins over what was typed with it', () => {
    const schedule = { lastDoneDate: '2025-01-10', lastDoneMeter: 300 };
    expect(lastDone(schedule, [])).toEqual({ date: '2025-01-10', meter: 300 });
    expect(lastDone(schedule, [{ date: '2025-04-02', meter: 398 }, { date: '2025-05-20', meter: 451.5 }, { date: '2025-03-01', meter: 350 }])).toEqual({ date: '2025-05-20', meter: 451.5 });
  });

  it('a unit is as bad as its worst schedule, ok without any', () => {
    expect(worstState([])).toBe('ok');
    expect(worstState(['ok', 'due_soon', 'ok'])).toBe('due_soon');
    expect(worstState(['due_soon', 'overdue', 'ok'])).toBe('overdue');
  });
});

describe('running cost per hour', () => {
  it.each([
    // costs, hours, per hour (worked by hand)
    ['oil 89.95 + blades 42.50 + belt 118.37 = 250.82 over 210 h = 1.1944… → 1.19', [89.95, 42.5, 118.37], 210, 1.19],
    ['half a cent rounds up: 0.25 over 10 h = 0.025 → 0.03', [0.25], 10, 0.03],
    ['floats that drift stay exact: 0.1 + 0.2 over 0.3 h = 1.00', [0.1, 0.2], 0.3, 1],
    ['fractional hours: 1,000 over 7.75 h = 129.0322… → 129.03', [1000], 7.75, 129.03],
    ['no service yet costs 0 an hour', [], 120, 0],
  ] as const)('%s', (_name, costs, used, perHour) => {
    expect(runningCostPerHour(costs, used)).toBe(perHour);
  });

  it('is null when the unit ran no hours', () => {
    expect(runningCostPerHour([450], 0)).toBeNull();
  });

  it('adds the log exactly', () => {
    expect(sumCosts([0.1, 0.2, 19.99])).toBe(20.29);
  });

  it('flags a unit whose running cost is above what the price book charges, only when both are known', () => {
    expect(isUnderPriced(6.21, 5.6)).toBe(true);
    expect(isUnderPriced(5.6, 5.6)).toBe(false);
    expect(isUnderPriced(5.6, 5.6001)).toBe(false);
    expect(isUnderPriced(null, 5.6)).toBe(false);
    expect(isUnderPriced(6, null)).toBe(false);
  });

  it('measures the last 12 months, clamped like tasks (29 Feb 2028 → 28 Feb 2027)', () => {
    expect(upkeepPeriod('2025-06-15')).toEqual({ from: '2024-06-15', to: '2025-06-15' });
    expect(upkeepPeriod('2028-02-29')).toEqual({ from: '2027-02-28', to: '2028-02-29' });
  });
});

describe('availability', () => {
  it('only an active unit goes out on a work order, and the refusal says why', () => {
    expect(isAttachable('active')).toBe(true);
    expect(['in_repair', 'out_of_service', 'retired'].map((status) => isAttachable(status as 'retired'))).toEqual([false, false, false]);
    expect(unavailableUnitMessage({ name: 'Zero-turn #2', status: 'out_of_service', outOfServiceReason: 'Cracked deck' })).toBe(
      'Zero-turn #2 is out of service (Cracked deck) and cannot go out on a work order',
    );
    expect(unavailableUnitMessage({ name: 'Old trailer', status: 'retired' })).toBe('Old trailer is retired and cannot go out on a work order');
  });

  it('describes how far off a schedule is', () => {
    expect(describeRemaining({ nextDueDate: '2025-05-02', nextDueMeter: null, state: 'due_soon', remaining: 1 }, 'days')).toBe('Due in 1 day');
    expect(describeRemaining({ nextDueDate: null, nextDueMeter: 500, state: 'overdue', remaining: -12.5 }, 'hours')).toBe('12.5 h overdue');
    expect(describeRemaining({ nextDueDate: null, nextDueMeter: 500, state: 'due_soon', remaining: 0 }, 'hours')).toBe('Due now');
    expect(describeRemaining({ nextDueDate: null, nextDueMeter: 500, state: 'ok', remaining: null }, 'miles')).toBe('No meter reading yet');
  });
});

describe('upkeep schemas', () => {
  const fieldErrors = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
    result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('a calendar schedule needs a whole number and a last done date; a meter one a last done reading', () => {
    expect(scheduleInputSchema.parse({ name: 'Oil change', every: 100, unit: 'hours', lastDoneMeter: 412.5 })).toMatchObject({ expectedCost: 0, lastDoneDate: null, notes: null });
    expect(fieldErrors(scheduleInputSchema.safeParse({ name: 'Inspection', every: 1.5, unit: 'months' }))).toEqual([
      ['every', upkeepMessages.wholeMonths],
      ['lastDoneDate', upkeepMessages.lastDoneDateRequired],
    ]);
    expect(fieldErrors(scheduleInputSchema.safeParse({ name: 'Blades', every: 8, unit: 'hours', lastDoneMeter: '' }))).toEqual([['lastDoneMeter', upkeepMessages.lastDoneMeterRequired]]);
    expect(fieldErrors(scheduleInputSchema.safeParse({ name: 'Check', every: 4000, unit: 'days', lastDoneDate: '2025-01-01' }))).toEqual([['every', 'Every must be at most 3,650 days']]);
    expect(fieldErrors(scheduleInputSchema.safeParse({ name: ' ', every: 0, unit: 'weeks', expectedCost: 1.005 })).map(([field]) => field)).toEqual(['name', 'every', 'unit', 'expectedCost']);
  });

  it('a service log entry: a meter needs its unit, one doer at most', () => {
    expect(serviceLogInputSchema.parse({ date: '2025-05-01', workDone: 'Oil and filter', cost: 89.95 })).toMatchObject({ meter: null, meterUnit: null, parts: null, performedByEmployeeId: null, scheduleId: null });
    expect(fieldErrors(serviceLogInputSchema.safeParse({ date: '2025-05-01', workDone: 'Oil', cost: 10, meter: 400 }))).toEqual([['meterUnit', upkeepMessages.meterUnitRequired]]);
    expect(fieldErrors(serviceLogInputSchema.safeParse({ date: '2025-05-01', workDone: 'Oil', cost: 10, performedByEmployeeId: '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f', performedByName: 'Dealer' }))).toEqual([
      ['performedByName', upkeepMessages.oneDoer],
    ]);
  });

  it('resetting a by-meter schedule needs the meter in its unit', () => {
    expect(logMeterErrors({ meter: null, meterUnit: null }, { unit: 'hours' })).toEqual({ meter: upkeepMessages.meterRequiredForSchedule });
    expect(logMeterErrors({ meter: 45_000, meterUnit: 'miles' }, { unit: 'hours' })).toEqual({ meterUnit: 'The schedule runs by hours: enter the meter in hours' });
    expect(logMeterErrors({ meter: null, meterUnit: null }, { unit: 'months' })).toEqual({});
    expect(logMeterErrors({ meter: null, meterUnit: null }, null)).toEqual({});
  });

  it('out of service needs a reason, through the status call and the unit form alike', () => {
    const updatedAt = '2025-05-01T12:00:00.000Z';
    expect(fieldErrors(equipmentStatusInputSchema.safeParse({ status: 'out_of_service', reason: ' ', updatedAt }))).toEqual([['reason', upkeepMessages.outOfServiceReasonRequired]]);
    expect(equipmentStatusInputSchema.parse({ status: 'active', updatedAt })).toMatchObject({ reason: null });
    const unit = { name: 'Mower', purchasePrice: 100, expectedLifeYears: 1, annualBillableHours: 1, status: 'out_of_service' };
    expect(fieldErrors(createEquipmentInputSchema.safeParse(unit))).toEqual([['outOfServiceReason', upkeepMessages.outOfServiceReasonRequired]]);
  });

  it('attaching units drops repeats and caps the list', () => {
    const id = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
    expect(orderEquipmentInputSchema.parse({ equipmentIds: [id, id] })).toEqual({ equipmentIds: [id] });
    expect(orderEquipmentInputSchema.safeParse({ equipmentIds: ['x'] }).success).toBe(false);
  });
});
