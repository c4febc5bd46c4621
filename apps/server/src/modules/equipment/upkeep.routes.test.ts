import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import {
  equipmentSchema,
  equipmentStatusResultSchema,
  meterReadingResultSchema,
  orderEquipmentSchema,
  outOfServiceTaskTitle,
  PRICE_BOOK_MANAGERS_ONLY_MESSAGE,
  serviceLogEntryResultSchema,
  unitUpkeepSchema,
  upkeepMessages,
  upkeepOverviewSchema,
  upkeepScheduleResultSchema,
  type Equipment,
  type UpkeepSchedule,
} from '@groundwork/domain/equipment';
import { workOrderResultSchema, type WorkOrder } from '@groundwork/domain/orders';
import { addDays, addMonthsClamped } from '@groundwork/domain/shared';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aCrew, anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';
/** New companies work in America/New_York. */
const today = () => dateIn('America/New_York');

// ── Builders ──────────────────────────────────────────────────────────────────────────────
let sequence = 0;

/** A 60" zero-turn: (14,000 − 3,500) / 5 + 2,400 + 800 + 300 = 5,600 a year over 1,000 h = $5.60 an hour. */
async function aUnit(user: SignedInUser, overrides: Record<string, unknown> = {}): Promise<Equipment> {
  sequence += 1;
  const body = {
    name: `60" zero-turn #${sequence}`,
    type: 'mower',
    purchasePrice: 14000,
    resaleValue: 3500,
    expectedLifeYears: 5,
    annualBillableHours: 1000,
    fuelPerYear: 2400,
    repairsPerYear: 800,
    insurancePerYear: 300,
    ...overrides,
  };
  const response = await t.call('POST', '/equipment', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return equipmentSchema.parse(response.body.data.equipment);
}

async function aSchedule(user: SignedInUser, unit: { id: string }, body: Record<string, unknown>): Promise<UpkeepSchedule> {
  const response = await t.call('POST', `/equipment/${unit.id}/schedules`, { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return upkeepScheduleResultSchema.parse(response.body.data).schedule;
}

const oilChange = { name: 'Oil change', every: 100, unit: 'hours', expectedCost: 89.95, lastDoneMeter: 400 };

async function aReading(user: SignedInUser, unit: { id: string }, date: string, value: number, meterUnit = 'hours') {
  const response = await t.call('POST', `/equipment/${unit.id}/readings`, { token: user.token, body: { date, value, unit: meterUnit } });
  expect(response.status, response.text).toBe(200);
  return meterReadingResultSchema.parse(response.body.data).reading;
}

async function aLogEntry(user: SignedInUser, unit: { id: string }, body: Record<string, unknown>) {
  const response = await t.call('POST', `/equipment/${unit.id}/service_log`, { token: user.token, body: { date: today(), workDone: 'Oil and filter', cost: 89.95, ...body } });
  expect(response.status, response.text).toBe(200);
  return serviceLogEntryResultSchema.parse(response.body.data).entry;
}

async function upkeepOf(user: SignedInUser, unit: { id: string }) {
  const response = await t.call('GET', `/equipment/${unit.id}/upkeep`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return unitUpkeepSchema.parse(response.body.data);
}

async function overview(user: SignedInUser) {
  const response = await t.call('GET', '/equipment/upkeep', { token: user.token });
  expect(response.status, response.text).toBe(200);
  return upkeepOverviewSchema.parse(response.body.data);
}

async function anOrder(user: SignedInUser, fields: Record<string, unknown> = {}): Promise<WorkOrder> {
  sequence += 1;
  const street = `${4500 + sequence} Bryant Ave S`;
  const customer = await t.call('POST', '/customers', {
    token: user.token,
    body: { type: 'residential', firstName: 'Maria', lastName: `Lopez ${sequence}`, address: { street, city: 'Minneapolis', state: 'MN', zipCode: '55419' } },
  });
  expect(customer.status, customer.text).toBe(200);
  const response = await t.call('POST', '/orders', {
    token: user.token,
    body: { customerId: customer.body.data.customer.id, title: 'Weekly mowing', date: today(), budgetedHours: 2, price: 200, ...fields },
  });
  expect(response.status, response.text).toBe(201);
  return workOrderResultSchema.parse(response.body.data).order;
}

const attach = (user: SignedInUser, order: { id: string }, equipmentIds: string[]) => t.call('PUT', `/orders/${order.id}/equipment`, { token: user.token, body: { equipmentIds } });

/** An order the unit went out on, completed with two people's hours (the unit ran the longer one's). */
async function aCompletedOrderWith(admin: SignedInUser, unit: { id: string }, hours: [number, number]) {
  const first = await anEmployee(t, admin, { firstName: 'Luis', lastName: `Ortega ${++sequence}` });
  const second = await anEmployee(t, admin, { firstName: 'Ana', lastName: `Berg ${++sequence}` });
  const order = await anOrder(admin);
  expect((await attach(admin, order, [unit.id])).status).toBe(200);
  const done = await t.call('POST', `/orders/${order.id}/complete`, {
    token: admin.token,
    body: { updatedAt: order.updatedAt, timeEntries: [{ employeeId: first.id, hours: hours[0] }, { employeeId: second.id, hours: hours[1] }] },
  });
  expect(done.status, done.text).toBe(200);
  return order;
}

// ── The upkeep view ───────────────────────────────────────────────────────────────────────
describe('equipment upkeep', () => {
  it('an oil change every 100 h goes from ok to due soon to overdue as readings and work-order hours add up, and a logged service resets it', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const schedule = await aSchedule(admin, unit, oilChange);
    // Never read: nothing to compare, so ok; due at 400 + 100.
    expect(schedule).toMatchObject({ name: 'Oil change', every: 100, unit: 'hours', expectedCost: 89.95, lastDoneMeter: 400, nextDueMeter: 500, state: 'ok', remaining: null });

    await aReading(admin, unit, addDays(today(), -1), 480);
    // Two people 6.25 h and 4 h: the mower ran 6.25 h → 486.25, 13.75 h to go (window 10 h): ok.
    await aCompletedOrderWith(admin, unit, [6.25, 4]);
    let upkeep = await upkeepOf(admin, unit);
    expect(upkeep.unit).toMatchObject({ meterHours: 486.25, state: 'ok', dueSoonCount: 0, overdueCount: 0 });
    expect(upkeep.workOrderHours).toMatchObject([{ hours: 6.25, date: today(), title: 'Weekly mowing' }]);
    expect(upkeep.schedules[0]).toMatchObject({ remaining: 13.75, state: 'ok' });

    // The order today is already in a reading taken today.
    await aReading(admin, unit, today(), 495);
    expect((await upkeepOf(admin, unit)).schedules[0]).toMatchObject({ remaining: 5, state: 'due_soon' });

    await aReading(admin, unit, today(), 501.5);
    upkeep = await upkeepOf(admin, unit);
    expect(upkeep.unit).toMatchObject({ meterHours: 501.5, state: 'overdue', overdueCount: 1, next: { scheduleName: 'Oil change', state: 'overdue', remaining: -1.5 } });
    const list = await overview(admin);
    expect(list.needsServiceCount).toBe(1);
    expect(list.overdue).toMatchObject([{ equipmentId: unit.id, scheduleId: schedule.id, scheduleName: 'Oil change', nextDueMeter: 500, remaining: -1.5 }]);
    expect(list.dueSoon).toEqual([]);

    const entry = await aLogEntry(admin, unit, { meter: 502, meterUnit: 'hours', scheduleId: schedule.id, parts: '10W-30 (2 qt), filter', performedByName: 'Kubota dealer' });
    expect(entry).toMatchObject({ meter: 502, scheduleId: schedule.id, scheduleName: 'Oil change', performedBy: 'Kubota dealer', cost: 89.95 });
    upkeep = await upkeepOf(admin, unit);
    expect(upkeep.schedules[0]).toMatchObject({ lastDoneMeter: 400, effectiveLastDoneMeter: 502, effectiveLastDoneDate: today(), nextDueMeter: 602, remaining: 100, state: 'ok' });
    expect(upkeep.unit).toMatchObject({ meterHours: 502, state: 'ok' });
    expect((await overview(admin)).needsServiceCount).toBe(0);
  });

  it('a calendar schedule falls due on its day and is overdue the day after; retired units stay out of the lists', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    await aSchedule(admin, unit, { name: 'Grease fittings', every: 30, unit: 'days', lastDoneDate: addDays(today(), -31) });
    const retired = await aUnit(admin, { status: 'retired' });
    await aSchedule(admin, retired, { name: 'Inspection', every: 1, unit: 'months', lastDoneDate: addMonthsClamped(today(), -3) });
    const list = await overview(admin);
    expect(list.overdue.map((item) => [item.equipmentName, item.scheduleName, item.remaining, item.nextDueDate])).toEqual([[unit.name, 'Grease fittings', -1, addDays(today(), -1)]]);
    expect(list.needsServiceCount).toBe(1);
    expect(list.units.map((summary) => [summary.name, summary.state])).toEqual([
      [unit.name, 'overdue'],
      [retired.name, 'overdue'],
    ]);
  });

  it('running cost per hour is the service log of the last 12 months over the hours run, beside the price book’s, flagged when above it', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    await aReading(admin, unit, addMonthsClamped(today(), -13), 100);
    await aReading(admin, unit, today(), 300);
    await aLogEntry(admin, unit, { date: addMonthsClamped(today(), -13), cost: 500, workDone: 'Last season’s rebuild' });
    await aLogEntry(admin, unit, { date: addDays(today(), -40), cost: 132.45, workDone: 'Blades and oil' });
    await aLogEntry(admin, unit, { date: addDays(today(), -2), cost: 118.37, workDone: 'Drive belt' });
    // 250.82 over 200 h = 1.2541 → $1.25 an hour, below the price book's $5.60.
    expect((await upkeepOf(admin, unit)).unit).toMatchObject({ hoursUsed: 200, serviceCost: 250.82, runningCostPerHour: 1.25, priceBookCostPerHour: 5.6, underPriced: false });
    await aLogEntry(admin, unit, { date: today(), cost: 1000, workDone: 'Hydrostatic pump' });
    // 1,250.82 / 200 = 6.2541 → $6.25 > $5.60: the machine is under-priced.
    const summary = (await overview(admin)).units.find((item) => item.id === unit.id)!;
    expect(summary).toMatchObject({ serviceCost: 1250.82, runningCostPerHour: 6.25, underPriced: true });
  });

  it('lists readings, work-order hours and the log newest first, naming who did the work', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const mechanic = await anEmployee(t, admin, { firstName: 'Dale', lastName: 'Svoboda' });
    await aReading(admin, unit, addDays(today(), -10), 120);
    await aReading(admin, unit, addDays(today(), -3), 131.2);
    await aLogEntry(admin, unit, { date: addDays(today(), -9), workDone: 'Sharpened blades', cost: 0, performedByEmployeeId: mechanic.id });
    await aLogEntry(admin, unit, { date: addDays(today(), -1), workDone: 'Air filter', cost: 24.99 });
    const upkeep = await upkeepOf(admin, unit);
    expect(upkeep.readings.map((reading) => reading.value)).toEqual([131.2, 120]);
    expect(upkeep.readings[0]!.createdByName).not.toBe('');
    expect(upkeep.log.map((entry) => [entry.workDone, entry.performedBy])).toEqual([
      ['Air filter', ''],
      ['Sharpened blades', 'Dale Svoboda'],
    ]);
  });
});

// ── Writes ────────────────────────────────────────────────────────────────────────────────
describe('upkeep writes', () => {
  it('changes and deletes schedules, readings and log entries, refusing stale versions with 409', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const schedule = await aSchedule(admin, unit, oilChange);
    const changed = await t.call('PUT', `/equipment/${unit.id}/schedules/${schedule.id}`, { token: admin.token, body: { ...oilChange, every: 50, updatedAt: schedule.updatedAt } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.schedule).toMatchObject({ every: 50, nextDueMeter: 450 });
    const stale = await t.call('PUT', `/equipment/${unit.id}/schedules/${schedule.id}`, { token: admin.token, body: { ...oilChange, updatedAt: schedule.updatedAt } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(upkeepMessages.scheduleStale);

    const reading = await aReading(admin, unit, today(), 410);
    const fixed = await t.call('PUT', `/equipment/${unit.id}/readings/${reading.id}`, { token: admin.token, body: { date: today(), value: 401, unit: 'hours', updatedAt: reading.updatedAt } });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body.data.reading.value).toBe(401);
    expect((await t.call('PUT', `/equipment/${unit.id}/readings/${reading.id}`, { token: admin.token, body: { date: today(), value: 402, unit: 'hours', updatedAt: reading.updatedAt } })).status).toBe(409);

    const entry = await aLogEntry(admin, unit, { scheduleId: schedule.id, meter: 401, meterUnit: 'hours' });
    const body = { date: today(), workDone: 'Oil, filter and grease', cost: 95.5, meter: 401, meterUnit: 'hours', scheduleId: schedule.id };
    const corrected = await t.call('PUT', `/equipment/${unit.id}/service_log/${entry.id}`, { token: admin.token, body: { ...body, updatedAt: entry.updatedAt } });
    expect(corrected.status, corrected.text).toBe(200);
    expect(corrected.body.data.entry).toMatchObject({ workDone: 'Oil, filter and grease', cost: 95.5 });
    const staleEntry = await t.call('PUT', `/equipment/${unit.id}/service_log/${entry.id}`, { token: admin.token, body: { ...body, updatedAt: entry.updatedAt } });
    expect(staleEntry.status).toBe(409);
    expect(staleEntry.body.message).toBe(upkeepMessages.logEntryStale);

    // Deleting the schedule keeps its history in the log.
    expect((await t.call('DELETE', `/equipment/${unit.id}/schedules/${schedule.id}`, { token: admin.token })).status).toBe(200);
    expect((await upkeepOf(admin, unit)).log).toMatchObject([{ id: entry.id, scheduleId: null, scheduleName: null }]);
    expect((await t.call('DELETE', `/equipment/${unit.id}/readings/${reading.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('DELETE', `/equipment/${unit.id}/service_log/${entry.id}`, { token: admin.token })).status).toBe(200);
    const empty = await upkeepOf(admin, unit);
    expect([empty.schedules, empty.readings, empty.log]).toEqual([[], [], []]);
    expect((await t.call('DELETE', `/equipment/${unit.id}/service_log/${entry.id}`, { token: admin.token })).status).toBe(404);
  });

  it('refuses a second schedule of the same name on a unit with 409 on the name', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    await aSchedule(admin, unit, oilChange);
    const duplicate = await t.call('POST', `/equipment/${unit.id}/schedules`, { token: admin.token, body: { ...oilChange, name: 'OIL CHANGE' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.name).toEqual([upkeepMessages.duplicateScheduleName]);
    // Another unit may have its own.
    await aSchedule(admin, await aUnit(admin), oilChange);
  });

  it.each([
    ['schedules', { ...oilChange, lastDoneMeter: null }, 'lastDoneMeter'],
    ['schedules', { name: 'Inspection', every: 2.5, unit: 'months', lastDoneDate: '2025-01-01' }, 'every'],
    ['schedules', { name: 'Inspection', every: 6, unit: 'months' }, 'lastDoneDate'],
    ['schedules', { ...oilChange, unit: 'weeks' }, 'unit'],
    ['schedules', { ...oilChange, expectedCost: 10.001 }, 'expectedCost'],
    ['schedules', { ...oilChange, name: 'x'.repeat(121) }, 'name'],
    ['schedules', { ...oilChange, every: 1e308 }, 'every'],
    ['readings', { date: '2025-02-30', value: 10, unit: 'hours' }, 'date'],
    ['readings', { date: '2025-02-01', value: -1, unit: 'hours' }, 'value'],
    ['readings', { date: '2025-02-01', value: 10.123, unit: 'hours' }, 'value'],
    ['readings', { date: '2025-02-01', value: '10', unit: 'hours' }, 'value'],
    ['readings', { date: '2025-02-01', value: 10, unit: 'km' }, 'unit'],
    ['service_log', { date: '2025-02-01', workDone: ' ', cost: 10 }, 'workDone'],
    ['service_log', { date: '2025-02-01', workDone: 'Oil', cost: -5 }, 'cost'],
    ['service_log', { date: '2025-02-01', workDone: 'Oil', cost: 10, meter: 400 }, 'meterUnit'],
    ['service_log', { date: '2025-02-01', workDone: 'Oil', cost: 10, scheduleId: 'nope' }, 'scheduleId'],
    ['service_log', { date: '2025-02-01', workDone: 'Oil', cost: 10, performedByEmployeeId: UNKNOWN, performedByName: 'Dealer' }, 'performedByName'],
  ])('POST %s refuses %j with 400 naming %s', async (path, body, field) => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const response = await t.call('POST', `/equipment/${unit.id}/${path}`, { token: admin.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('refuses a reading or service dated after today, and a service resetting a by-meter schedule without its meter', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const future = await t.call('POST', `/equipment/${unit.id}/readings`, { token: admin.token, body: { date: addDays(today(), 1), value: 10, unit: 'hours' } });
    expect(future.status).toBe(400);
    expect(future.body.details.fieldErrors).toEqual({ date: [upkeepMessages.futureDate] });
    const schedule = await aSchedule(admin, unit, oilChange);
    const noMeter = await t.call('POST', `/equipment/${unit.id}/service_log`, { token: admin.token, body: { date: today(), workDone: 'Oil', cost: 10, scheduleId: schedule.id } });
    expect(noMeter.status).toBe(400);
    expect(noMeter.body.details.fieldErrors).toEqual({ meter: [upkeepMessages.meterRequiredForSchedule] });
    const miles = await t.call('POST', `/equipment/${unit.id}/service_log`, { token: admin.token, body: { date: today(), workDone: 'Oil', cost: 10, scheduleId: schedule.id, meter: 41000, meterUnit: 'miles' } });
    expect(miles.status).toBe(400);
    expect(miles.body.details.fieldErrors).toEqual({ meterUnit: [upkeepMessages.meterUnitMismatch('hours')] });
  });
});

// ── Out of service ────────────────────────────────────────────────────────────────────────
describe('out of service', () => {
  it('needs a reason, raises one maintenance task about the unit, and clears the reason when the unit is back', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin);
    const noReason = await t.call('PUT', `/equipment/${unit.id}/status`, { token: admin.token, body: { status: 'out_of_service', updatedAt: unit.updatedAt } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details.fieldErrors).toEqual({ reason: [upkeepMessages.outOfServiceReasonRequired] });

    const out = await t.call('PUT', `/equipment/${unit.id}/status`, { token: admin.token, body: { status: 'out_of_service', reason: 'Cracked deck', updatedAt: unit.updatedAt } });
    expect(out.status, out.text).toBe(200);
    const result = equipmentStatusResultSchema.parse(out.body.data);
    expect(result.equipment).toMatchObject({ status: 'out_of_service', outOfServiceReason: 'Cracked deck' });
    expect(result.task).toMatchObject({ title: outOfServiceTaskTitle(unit.name) });
    const task = await t.call('GET', `/tickets/${result.task!.id}`, { token: admin.token });
    expect(task.body.data.ticket).toMatchObject({ type: 'maintenance', priority: 'high', status: 'open', description: 'Cracked deck', dueDate: today(), subject: { kind: 'equipment', id: unit.id, label: unit.name } });

    // The same version again is stale; a new reason while still out raises no second task.
    expect((await t.call('PUT', `/equipment/${unit.id}/status`, { token: admin.token, body: { status: 'active', updatedAt: unit.updatedAt } })).status).toBe(409);
    const again = await t.call('PUT', `/equipment/${unit.id}/status`, { token: admin.token, body: { status: 'out_of_service', reason: 'Cracked deck; welder booked', updatedAt: result.equipment.updatedAt } });
    expect(again.body.data).toMatchObject({ equipment: { outOfServiceReason: 'Cracked deck; welder booked' }, task: null });
    const back = await t.call('PUT', `/equipment/${unit.id}/status`, { token: admin.token, body: { status: 'active', reason: 'ignored', updatedAt: again.body.data.equipment.updatedAt } });
    expect(back.body.data).toMatchObject({ equipment: { status: 'active', outOfServiceReason: null }, task: null });
    const tasks = await t.call('GET', `/tickets?subjectKind=equipment&subjectId=${unit.id}`, { token: admin.token });
    expect(tasks.body.data.tickets).toHaveLength(1);
  });

  it('the unit form raises the same task when it sets out of service, and needs the reason too', async () => {
    const admin = await signedInUser(t);
    const unit = await aUnit(admin, { status: 'out_of_service', outOfServiceReason: 'Engine knocks' });
    expect(unit.outOfServiceReason).toBe('Engine knocks');
    const missing = await t.call('POST', '/equipment', { token: admin.token, body: { name: 'Trailer', purchasePrice: 100, expectedLifeYears: 1, annualBillableHours: 1, status: 'out_of_service' } });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details.fieldErrors)).toEqual(['outOfServiceReason']);
    const tasks = await t.call('GET', `/tickets?subjectKind=equipment&subjectId=${unit.id}`, { token: admin.token });
    expect(tasks.body.data.tickets.map((task: { title: string; type: string }) => [task.title, task.type])).toEqual([[outOfServiceTaskTitle(unit.name), 'maintenance']]);
  });
});

// ── Units on a work order ─────────────────────────────────────────────────────────────────
describe('units on a work order', () => {
  it('attaches active units and refuses, with 422 saying why, one out of service, in repair or retired', async () => {
    const admin = await signedInUser(t);
    const mower = await aUnit(admin);
    const broken = await aUnit(admin, { status: 'out_of_service', outOfServiceReason: 'Cracked deck' });
    const repair = await aUnit(admin, { status: 'in_repair' });
    const order = await anOrder(admin);

    const attached = await attach(admin, order, [mower.id, mower.id]);
    expect(attached.status, attached.text).toBe(200);
    const answer = orderEquipmentSchema.parse(attached.body.data);
    expect(answer.attached.map((unit) => unit.id)).toEqual([mower.id]);
    expect(answer.units.find((unit) => unit.id === broken.id)).toMatchObject({ attachable: false, outOfServiceReason: 'Cracked deck' });

    const refused = await attach(admin, order, [mower.id, broken.id]);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(`${broken.name} is out of service (Cracked deck) and cannot go out on a work order`);
    const inRepair = await attach(admin, order, [repair.id]);
    expect(inRepair.status).toBe(422);
    expect(inRepair.body.message).toBe(`${repair.name} is in repair and cannot go out on a work order`);
    // Nothing changed.
    expect((await t.call('GET', `/orders/${order.id}/equipment`, { token: admin.token })).body.data.attached.map((unit: { id: string }) => unit.id)).toEqual([mower.id]);

    // A unit already on the order stays when it goes out of service later; it can be taken off.
    await t.call('PUT', `/equipment/${mower.id}/status`, { token: admin.token, body: { status: 'out_of_service', reason: 'Flat tyre', updatedAt: mower.updatedAt } });
    const other = await aUnit(admin);
    expect((await attach(admin, order, [mower.id, other.id])).status).toBe(200);
    const off = await attach(admin, order, []);
    expect(off.body.data.attached).toEqual([]);
  });

  it('a crew leader attaches units to their crew’s orders only, and logs readings and service but corrects nothing', async () => {
    const admin = await signedInUser(t);
    const leaderUser = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const leader = await anEmployee(t, admin, { email: leaderUser.email, firstName: 'Luis', lastName: 'Ortega' });
    const crew = await aCrew(t, admin);
    expect((await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: leader.id, role: 'leader' } })).status).toBe(200);
    const ours = await anOrder(admin, { crewId: crew.id });
    const theirs = await anOrder(admin);
    const unit = await aUnit(admin);

    expect((await attach(leaderUser, ours, [unit.id])).status).toBe(200);
    expect((await t.call('GET', `/orders/${ours.id}/equipment`, { token: leaderUser.token })).body.data.units).toHaveLength(1);
    expect((await attach(leaderUser, theirs, [unit.id])).status).toBe(404);
    expect((await t.call('GET', `/orders/${theirs.id}/equipment`, { token: leaderUser.token })).status).toBe(404);

    const reading = await aReading(leaderUser, unit, today(), 212.4);
    const entry = await aLogEntry(leaderUser, unit, { workDone: 'Sharpened blades', cost: 0 });
    const refused = [
      await t.call('PUT', `/equipment/${unit.id}/readings/${reading.id}`, { token: leaderUser.token, body: { date: today(), value: 1, unit: 'hours', updatedAt: reading.updatedAt } }),
      await t.call('DELETE', `/equipment/${unit.id}/readings/${reading.id}`, { token: leaderUser.token }),
      await t.call('PUT', `/equipment/${unit.id}/service_log/${entry.id}`, { token: leaderUser.token, body: { date: today(), workDone: 'x', cost: 1, updatedAt: entry.updatedAt } }),
      await t.call('DELETE', `/equipment/${unit.id}/service_log/${entry.id}`, { token: leaderUser.token }),
    ];
    expect(refused.map((response) => [response.status, response.body.message])).toEqual(refused.map(() => [403, upkeepMessages.officeCorrects]));

    const office = [
      await t.call('GET', '/equipment/upkeep', { token: leaderUser.token }),
      await t.call('GET', `/equipment/${unit.id}/upkeep`, { token: leaderUser.token }),
    ];
    expect(office.map((response) => [response.status, response.body.message])).toEqual([
      [403, OFFICE_ONLY_MESSAGE],
      [403, OFFICE_ONLY_MESSAGE],
    ]);
    const managers = [
      await t.call('POST', `/equipment/${unit.id}/schedules`, { token: leaderUser.token, body: oilChange }),
      await t.call('PUT', `/equipment/${unit.id}/status`, { token: leaderUser.token, body: { status: 'retired', updatedAt: unit.updatedAt } }),
    ];
    expect(managers.map((response) => [response.status, response.body.message])).toEqual([
      [403, PRICE_BOOK_MANAGERS_ONLY_MESSAGE],
      [403, PRICE_BOOK_MANAGERS_ONLY_MESSAGE],
    ]);
    expect((await upkeepOf(admin, unit)).readings.map((item) => item.value)).toEqual([212.4]);
  });
});

// ── Tenancy ───────────────────────────────────────────────────────────────────────────────
describe('upkeep tenancy', () => {
  it('a second company gets 404 for the first company’s unit, schedules, readings, log entries and work orders, in the path and the body', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const unit = await aUnit(first);
    const schedule = await aSchedule(first, unit, oilChange);
    const reading = await aReading(first, unit, today(), 420);
    const entry = await aLogEntry(first, unit, {});
    const order = await anOrder(first);
    const ownUnit = await aUnit(second);
    const ownOrder = await anOrder(second);
    const firstEmployee = await anEmployee(t, first, { firstName: 'Dale', lastName: 'Svoboda' });

    const calls = [
      ['GET', `/equipment/${unit.id}/upkeep`, undefined],
      ['POST', `/equipment/${unit.id}/schedules`, oilChange],
      ['PUT', `/equipment/${unit.id}/schedules/${schedule.id}`, { ...oilChange, updatedAt: schedule.updatedAt }],
      ['PUT', `/equipment/${ownUnit.id}/schedules/${schedule.id}`, { ...oilChange, updatedAt: schedule.updatedAt }],
      ['DELETE', `/equipment/${ownUnit.id}/schedules/${schedule.id}`, undefined],
      ['POST', `/equipment/${unit.id}/readings`, { date: today(), value: 1, unit: 'hours' }],
      ['PUT', `/equipment/${ownUnit.id}/readings/${reading.id}`, { date: today(), value: 1, unit: 'hours', updatedAt: reading.updatedAt }],
      ['DELETE', `/equipment/${ownUnit.id}/readings/${reading.id}`, undefined],
      ['POST', `/equipment/${unit.id}/service_log`, { date: today(), workDone: 'x', cost: 1 }],
      ['POST', `/equipment/${ownUnit.id}/service_log`, { date: today(), workDone: 'x', cost: 1, scheduleId: schedule.id }],
      ['POST', `/equipment/${ownUnit.id}/service_log`, { date: today(), workDone: 'x', cost: 1, performedByEmployeeId: firstEmployee.id }],
      ['PUT', `/equipment/${ownUnit.id}/service_log/${entry.id}`, { date: today(), workDone: 'x', cost: 1, updatedAt: entry.updatedAt }],
      ['DELETE', `/equipment/${ownUnit.id}/service_log/${entry.id}`, undefined],
      ['PUT', `/equipment/${unit.id}/status`, { status: 'retired', updatedAt: unit.updatedAt }],
      ['GET', `/orders/${order.id}/equipment`, undefined],
      ['PUT', `/orders/${order.id}/equipment`, { equipmentIds: [ownUnit.id] }],
      ['PUT', `/orders/${ownOrder.id}/equipment`, { equipmentIds: [unit.id] }],
      ['GET', `/equipment/${UNKNOWN}/upkeep`, undefined],
    ] as const;
    const statuses = [];
    for (const [method, path, body] of calls) statuses.push((await t.call(method, path, { token: second.token, ...(body ? { body } : {}) })).status);
    expect(statuses).toEqual(calls.map(() => 404));

    const bodyRefs = await t.call('POST', `/equipment/${ownUnit.id}/service_log`, { token: second.token, body: { date: today(), workDone: 'x', cost: 1, scheduleId: schedule.id } });
    expect(Object.keys(bodyRefs.body.details.fieldErrors)).toEqual(['scheduleId']);
    const unitRef = await t.call('PUT', `/orders/${ownOrder.id}/equipment`, { token: second.token, body: { equipmentIds: [ownUnit.id, unit.id] } });
    expect(Object.keys(unitRef.body.details.fieldErrors)).toEqual(['equipmentIds.1']);

    // Nothing of the first company changed, and the second never sees it.
    const upkeep = await upkeepOf(first, unit);
    expect([upkeep.schedules.length, upkeep.readings.length, upkeep.log.length, upkeep.unit.status]).toEqual([1, 1, 1, 'active']);
    expect((await overview(second)).units.map((item) => item.id)).toEqual([ownUnit.id]);
    expect((await t.call('GET', `/orders/${ownOrder.id}/equipment`, { token: second.token })).body.data.units.map((item: { id: string }) => item.id)).toEqual([ownUnit.id]);
  });
});
