import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { jobResultSchema, type Job } from '@groundwork/domain/jobs';
import {
  RAIN_DAY_ALREADY_UNDONE_MESSAGE,
  RAIN_DAY_UNDO_EXPIRED_MESSAGE,
  WORK_ORDER_OFFICE_ONLY_MESSAGE,
  WORK_ORDER_STARTED_REPLAN_MESSAGE,
  boardResultSchema,
  optimiseDayResponseSchema,
  rainDayResponseSchema,
  workOrderResultSchema,
  type Board,
  type OptimiseDayResult,
  type RainDayResult,
  type WorkOrder,
} from '@groundwork/domain/orders';
import { addDays } from '@groundwork/domain/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { overheadBudgets, rainDays } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { messagesTo } from '../../test/outbox';
import { aCrew, anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

// ── Builders ──────────────────────────────────────────────────────────────────────────────
// 2030-06-03 is a Monday: the board's week is 2030-06-03 … 2030-06-09.
const MONDAY = '2030-06-03';
const TUESDAY = '2030-06-04';
const WEDNESDAY = '2030-06-05';

let customerSequence = 0;
async function aCustomer(user: SignedInUser, overrides: { lastName?: string; email?: string; at?: { latitude: number; longitude: number } } = {}): Promise<Customer> {
  customerSequence += 1;
  const street = `${4500 + customerSequence} Bryant Ave S`;
  const address = { street, city: 'Minneapolis', state: 'MN', zipCode: '55419' };
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: 'Maria',
      lastName: overrides.lastName ?? `Lopez ${customerSequence}`,
      ...(overrides.email ? { email: overrides.email } : {}),
      address,
      properties: [{ name: 'Home', address, isPrimary: true, ...(overrides.at ?? {}) }],
    },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

/** A crew with `size` new members (the first leads), and `also` existing employees as members. */
async function aCrewOf(user: SignedInUser, size: number, also: string[] = []) {
  const crew = await aCrew(t, user);
  const members: string[] = [];
  for (let index = 0; index < size; index += 1) members.push((await anEmployee(t, user)).id);
  for (const [index, employeeId] of [...members, ...also].entries()) {
    const added = await t.call('POST', `/crews/${crew.id}/members`, { token: user.token, body: { employeeId, role: index === 0 ? 'leader' : 'member' } });
    expect(added.status, added.text).toBe(200);
  }
  return { ...crew, members };
}

async function aJob(user: SignedInUser, customer: Customer, fields: Record<string, unknown> = {}): Promise<Job> {
  const service = await t.call('POST', '/services', {
    token: user.token,
    body: { name: `Mowing ${Math.random().toString(36).slice(2, 8)}`, rateMatrixData: { matrixRows: [{ from: 0, to: 20000, rate: 55, tbHrs: 1, cost: 30 }], bottomSection: null } },
  });
  expect(service.status, service.text).toBe(200);
  const response = await t.call('POST', '/jobs', {
    token: user.token,
    body: {
      customerId: customer.id,
      serviceId: service.body.data.service.id,
      jobType: 'recurring',
      frequency: 'weekly',
      visitCount: 3,
      instanceDate: MONDAY,
      rate: 60,
      estimatedDuration: 1.5,
      ...fields,
    },
  });
  expect(response.status, response.text).toBe(200);
  return jobResultSchema.parse(response.body.data).job;
}

async function anOrder(user: SignedInUser, body: Record<string, unknown>): Promise<WorkOrder> {
  const response = await t.call('POST', '/orders', { token: user.token, body: { title: 'Hedge trimming', budgetedHours: 1, ...body } });
  expect(response.status, response.text).toBe(201);
  return workOrderResultSchema.parse(response.body.data).order;
}

async function getOrder(user: SignedInUser, id: string): Promise<WorkOrder> {
  const response = await t.call('GET', `/orders/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return workOrderResultSchema.parse(response.body.data).order;
}

async function board(user: SignedInUser, query: string): Promise<Board> {
  const response = await t.call('GET', `/orders/board${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return boardResultSchema.parse(response.body.data).board;
}

const laneOf = (value: Board, crewId: string, date: string) => value.lanes.find((lane) => lane.crewId === crewId && lane.date === date)!;
const idsOf = (value: Board, crewId: string, date: string) => laneOf(value, crewId, date).orders.map((order) => order.id);

const move = (user: SignedInUser, body: Record<string, unknown>) => t.call('POST', '/orders/board/move', { token: user.token, body });

async function moved(user: SignedInUser, body: Record<string, unknown>): Promise<WorkOrder> {
  const response = await move(user, body);
  expect(response.status, response.text).toBe(200);
  return workOrderResultSchema.parse(response.body.data).order;
}

async function setScheduling(user: SignedInUser, details: Record<string, unknown>) {
  const current = await t.call('GET', '/company_information', { token: user.token });
  const response = await t.call('PUT', '/company_information', {
    token: user.token,
    body: { updatedAt: current.body.data.companyInformation.updatedAt, schedulingDetails: { ...current.body.data.companyInformation.schedulingDetails, ...details } },
  });
  expect(response.status, response.text).toBe(200);
}

async function optimise(user: SignedInUser, body: Record<string, unknown>): Promise<OptimiseDayResult> {
  const response = await t.call('POST', '/orders/board/optimise', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return optimiseDayResponseSchema.parse(response.body.data).optimisation;
}

async function rainDay(user: SignedInUser, path: string, body?: Record<string, unknown>): Promise<RainDayResult> {
  const response = await t.call('POST', path, { token: user.token, ...(body ? { body } : {}) });
  expect(response.status, response.text).toBe(200);
  return rainDayResponseSchema.parse(response.body.data).rainDay;
}

// ── The board ─────────────────────────────────────────────────────────────────────────────
describe('the board', () => {
  it("shows each crew's lanes in route order with capacity, the conflicts and the budget's hours, worked by hand", async () => {
    const user = await signedInUser(t);
    await setScheduling(user, { shiftHours: 8, workingWeekdays: [1, 2, 3, 4, 5] });
    await t.database.db.update(overheadBudgets).set({ billableLaborHours: 2610 }).where(eq(overheadBudgets.companyId, user.companyId));
    const customer = await aCustomer(user);
    const crewA = await aCrewOf(user, 3);
    const shared = crewA.members[2]!;
    const crewB = await aCrewOf(user, 1, [shared]);

    // Crew A on Tuesday: 10 + 9.5 + 6 = 25.5 h against 3 × 8 = 24 h: over by 1.5 h, 106 %.
    const first = await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: TUESDAY, budgetedHours: 10 });
    const second = await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: TUESDAY, budgetedHours: 9.5 });
    const third = await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: TUESDAY, budgetedHours: 6 });
    // Crew B works Tuesday too (the shared member is booked twice) and Wednesday (crew A does not: no conflict).
    await anOrder(user, { customerId: customer.id, crewId: crewB.id, date: TUESDAY, budgetedHours: 2 });
    await anOrder(user, { customerId: customer.id, crewId: crewB.id, date: WEDNESDAY, budgetedHours: 3 });
    // Sold, not scheduled: an order without a crew on Thursday (4 h), a visit without an order on Monday (1.5 h).
    await anOrder(user, { customerId: customer.id, date: '2030-06-06', budgetedHours: 4 });
    await aJob(user, customer, { jobType: 'one-time', frequency: null, visitCount: 1, estimatedDuration: 1.5 });
    // Later in June: the month's only.
    await anOrder(user, { customerId: customer.id, date: '2030-06-20', budgetedHours: 1 });
    // Cancelled work is neither on the board nor sold.
    const cancelled = await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: TUESDAY, budgetedHours: 50 });
    expect((await t.call('PUT', `/orders/${cancelled.id}`, { token: user.token, body: { status: 'cancelled', reason: 'rain', updatedAt: cancelled.updatedAt } })).status).toBe(200);

    const week = await board(user, `?view=week&date=${WEDNESDAY}`);
    expect(week.view).toBe('week');
    expect(week.days).toEqual([MONDAY, TUESDAY, WEDNESDAY, '2030-06-06', '2030-06-07', '2030-06-08', '2030-06-09']);
    expect(week.workingWeekdays).toEqual([1, 2, 3, 4, 5]);
    expect(week.crews.map((crew) => [crew.id, crew.members.length, crew.availableHours])).toEqual(
      expect.arrayContaining([
        [crewA.id, 3, 24],
        [crewB.id, 2, 16],
      ]),
    );
    expect(week.crews.find((crew) => crew.id === crewA.id)!.members[0]).toMatchObject({ employeeId: crewA.members[0], role: 'leader' });
    expect(week.lanes).toHaveLength(2 * 7);
    expect(idsOf(week, crewA.id, TUESDAY)).toEqual([first.id, second.id, third.id]);
    expect(laneOf(week, crewA.id, TUESDAY).orders.map((order) => order.sequence)).toEqual([0, 1, 2]);
    expect(laneOf(week, crewA.id, TUESDAY).capacity).toEqual({ availableHours: 24, bookedHours: 25.5, remainingHours: -1.5, percentBooked: 106, overCapacity: true });
    expect(laneOf(week, crewB.id, WEDNESDAY).capacity).toEqual({ availableHours: 16, bookedHours: 3, remainingHours: 13, percentBooked: 19, overCapacity: false });
    expect(laneOf(week, crewA.id, MONDAY)).toMatchObject({ orders: [], capacity: { bookedHours: 0, percentBooked: 0 } });
    expect(week.conflicts).toEqual([
      { kind: 'over_capacity', crewId: crewA.id, date: TUESDAY, overByHours: 1.5 },
      { kind: 'shared_employee', employeeId: shared, employeeName: expect.any(String), date: TUESDAY, crewIds: expect.arrayContaining([crewA.id, crewB.id]) },
    ]);
    // 2,610 billable hours over 2030's 261 weekdays: 10 h a working day; 5 in the week, 20 in June.
    expect(week.budget.week).toEqual({ from: MONDAY, to: '2030-06-09', soldHours: 25.5 + 2 + 3 + 4 + 1.5, scheduledHours: 25.5 + 2 + 3, neededHours: 50 });
    expect(week.budget.month).toEqual({ from: '2030-06-01', to: '2030-06-30', soldHours: 25.5 + 2 + 3 + 4 + 1.5 + 1, scheduledHours: 25.5 + 2 + 3, neededHours: 200 });

    const day = await board(user, `?view=day&date=${TUESDAY}`);
    expect(day.days).toEqual([TUESDAY]);
    expect(day.lanes.map((lane) => lane.crewId).sort()).toEqual([crewA.id, crewB.id].sort());
    expect(day.budget).toEqual(week.budget);
    expect(day.conflicts).toEqual(week.conflicts);
    // Without a date: the company's today, day view.
    const today = await board(user, '');
    expect(today).toMatchObject({ view: 'day', days: [today.today] });
  });

  it('keeps work without a crew, overdue work and visits without an order in the drawer', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrewOf(user, 1);
    const undated = await anOrder(user, { customerId: customer.id });
    const inWeek = await anOrder(user, { customerId: customer.id, date: TUESDAY });
    const lateNoCrew = await anOrder(user, { customerId: customer.id, date: '2020-03-02' });
    const lateWithCrew = await anOrder(user, { customerId: customer.id, crewId: crew.id, date: '2020-03-03' });
    // Not in the drawer: a future order without a crew outside the week, one on a lane, a started late one.
    await anOrder(user, { customerId: customer.id, date: '2030-09-01' });
    const onLane = await anOrder(user, { customerId: customer.id, crewId: crew.id, date: TUESDAY });
    const started = await anOrder(user, { customerId: customer.id, crewId: crew.id, date: '2020-03-04' });
    expect((await t.call('PUT', `/orders/${started.id}`, { token: user.token, body: { status: 'in_progress', updatedAt: started.updatedAt } })).status).toBe(200);
    // Visits: one in the week, one long past, one with an order (not a visit in the drawer).
    const job = await aJob(user, customer, { visitCount: 1, jobType: 'one-time', frequency: null });
    const oldJob = await aJob(user, customer, { visitCount: 1, jobType: 'one-time', frequency: null, instanceDate: '2020-04-06' });
    const ordered = await aJob(user, customer, { visitCount: 1, jobType: 'one-time', frequency: null, createWorkOrder: true });

    const week = await board(user, `?view=week&date=${MONDAY}`);
    const orderedOrder = week.drawer.orders.find((order) => order.jobId === ordered.id);
    // Earliest first, undated last.
    expect(week.drawer.orders.map((order) => [order.id, order.overdue])).toEqual([
      [lateNoCrew.id, true],
      [lateWithCrew.id, true],
      [orderedOrder?.id, false],
      [inWeek.id, false],
      [undated.id, false],
    ]);
    expect(week.drawer.orders.find((order) => order.jobId === ordered.id)).toMatchObject({ date: MONDAY, crewId: null });
    expect(week.drawer.visits.map((visit) => [visit.jobVisitId, visit.overdue, visit.budgetedHours])).toEqual([
      [oldJob.visits[0]!.id, true, 1.5],
      [job.visits[0]!.id, false, 1.5],
    ]);
    expect(week.drawer.visits[1]).toMatchObject({ jobId: job.id, customerId: customer.id, date: MONDAY, address: expect.stringContaining('Bryant Ave S') });
    expect(idsOf(week, crew.id, TUESDAY)).toEqual([onLane.id]);
    expect(week.lanes.flatMap((lane) => lane.orders).some((order) => order.id === started.id)).toBe(false);
  });
});

// ── Moves ─────────────────────────────────────────────────────────────────────────────────
describe('moving work on the board', () => {
  it('reorders a lane, moves between crews and days, back to the drawer, renumbering the lanes it leaves and joins', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crewA = await aCrewOf(user, 2);
    const crewB = await aCrewOf(user, 3);
    const [a, b, c] = [
      await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: TUESDAY }),
      await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: TUESDAY }),
      await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: TUESDAY }),
    ];
    const d = await anOrder(user, { customerId: customer.id, crewId: crewB.id, date: WEDNESDAY });

    // Within the lane: c first.
    const cFirst = await moved(user, { orderId: c.id, updatedAt: c.updatedAt, crewId: crewA.id, date: TUESDAY, index: 0 });
    expect(cFirst).toMatchObject({ id: c.id, crewId: crewA.id, date: TUESDAY, sequence: 0, status: 'scheduled' });
    expect(Date.parse(cFirst.updatedAt)).toBeGreaterThan(Date.parse(c.updatedAt));
    let week = await board(user, `?view=week&date=${MONDAY}`);
    expect(idsOf(week, crewA.id, TUESDAY)).toEqual([c.id, a.id, b.id]);
    expect(laneOf(week, crewA.id, TUESDAY).orders.map((order) => order.sequence)).toEqual([0, 1, 2]);

    // To crew B on Wednesday, between nothing and d (index beyond the lane is clamped to its end).
    const aMoved = await moved(user, { orderId: a.id, updatedAt: a.updatedAt, crewId: crewB.id, date: WEDNESDAY, index: 99 });
    expect(aMoved).toMatchObject({ crewId: crewB.id, crewName: crewB.name, date: WEDNESDAY, sequence: 1, crewSize: 3 });
    week = await board(user, `?view=week&date=${MONDAY}`);
    expect(idsOf(week, crewA.id, TUESDAY)).toEqual([c.id, b.id]);
    expect(laneOf(week, crewA.id, TUESDAY).orders.map((order) => order.sequence)).toEqual([0, 1]);
    expect(idsOf(week, crewB.id, WEDNESDAY)).toEqual([d.id, a.id]);

    // Same crew, another day.
    const bMoved = await moved(user, { orderId: b.id, updatedAt: b.updatedAt, crewId: crewA.id, date: '2030-06-07', index: 0 });
    expect(bMoved).toMatchObject({ date: '2030-06-07', sequence: 0 });
    // Back to the drawer: no crew, unscheduled, on the day it was dropped for.
    const cBack = await moved(user, { orderId: c.id, updatedAt: cFirst.updatedAt, crewId: null, date: TUESDAY, index: 0 });
    expect(cBack).toMatchObject({ crewId: null, date: TUESDAY, status: 'unscheduled' });
    week = await board(user, `?view=week&date=${MONDAY}`);
    expect(idsOf(week, crewA.id, TUESDAY)).toEqual([]);
    expect(week.drawer.orders.map((order) => order.id)).toContain(c.id);

    // A stale version is 409; a started order is 422 and stays put.
    const stale = await move(user, { orderId: a.id, updatedAt: a.updatedAt, crewId: crewA.id, date: TUESDAY, index: 0 });
    expect(stale.status).toBe(409);
    const started = await t.call('PUT', `/orders/${d.id}`, { token: user.token, body: { status: 'in_progress', updatedAt: d.updatedAt } });
    const refused = await move(user, { orderId: d.id, updatedAt: started.body.data.order.updatedAt, crewId: crewA.id, date: TUESDAY, index: 0 });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(WORK_ORDER_STARTED_REPLAN_MESSAGE);
    expect(await getOrder(user, d.id)).toMatchObject({ crewId: crewB.id, date: WEDNESDAY });
  });

  it("makes a visit's order where it is dropped, and its visit follows the order's date", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrewOf(user, 2);
    const existing = await anOrder(user, { customerId: customer.id, crewId: crew.id, date: TUESDAY });
    const job = await aJob(user, customer, { visitCount: 2 });
    const visit = job.visits[0]!;

    const order = await moved(user, { jobVisitId: visit.id, crewId: crew.id, date: TUESDAY, index: 0 });
    expect(order).toMatchObject({ jobId: job.id, jobVisitId: visit.id, crewId: crew.id, date: TUESDAY, sequence: 0, status: 'scheduled', budgetedHours: 1.5, crewSize: 2 });
    const week = await board(user, `?view=week&date=${MONDAY}`);
    expect(idsOf(week, crew.id, TUESDAY)).toEqual([order.id, existing.id]);
    expect(week.drawer.visits.map((item) => item.jobVisitId)).not.toContain(visit.id);
    const jobNow = jobResultSchema.parse((await t.call('GET', `/jobs/${job.id}`, { token: user.token })).body.data).job;
    expect(jobNow.visits.find((item) => item.id === visit.id)!.instanceDate).toBe(TUESDAY);
    // The same visit dropped again: it has its order now.
    expect((await move(user, { jobVisitId: visit.id, crewId: crew.id, date: TUESDAY, index: 0 })).status).toBe(409);
  });

  it('lets exactly one of two dispatchers dragging the same order win; the other gets 409', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crewA = await aCrewOf(user, 1);
    const crewB = await aCrewOf(user, 1);
    const order = await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: TUESDAY });
    const results = await Promise.all([
      move(user, { orderId: order.id, updatedAt: order.updatedAt, crewId: crewB.id, date: TUESDAY, index: 0 }),
      move(user, { orderId: order.id, updatedAt: order.updatedAt, crewId: crewA.id, date: WEDNESDAY, index: 0 }),
    ]);
    expect(results.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = results.find((response) => response.status === 200)!.body.data.order;
    expect(await getOrder(user, order.id)).toMatchObject({ crewId: winner.crewId, date: winner.date, updatedAt: winner.updatedAt });
  });
});

// ── Optimising ────────────────────────────────────────────────────────────────────────────
describe("optimising a crew's day", () => {
  it('shows the distance before and after, saves the order when applied, and names what lacks coordinates', async () => {
    const user = await signedInUser(t);
    const crew = await aCrewOf(user, 2);
    // Three stops due east of the yard, given far-near-middle.
    const near = await aCustomer(user, { at: { latitude: 45, longitude: -93.2 } });
    const middle = await aCustomer(user, { at: { latitude: 45, longitude: -93.1 } });
    const far = await aCustomer(user, { at: { latitude: 45, longitude: -93.0 } });
    const orders = [];
    for (const customer of [far, near, middle]) orders.push(await anOrder(user, { customerId: customer.id, crewId: crew.id, date: TUESDAY }));
    const [toFar, toNear, toMiddle] = orders.map((order) => order.id);

    // No yard yet.
    expect(await optimise(user, { crewId: crew.id, date: TUESDAY })).toEqual({ ok: false, yardMissing: true, missing: [] });
    await setScheduling(user, { yardLatitude: 45, yardLongitude: -93.3 });

    const preview = await optimise(user, { crewId: crew.id, date: TUESDAY });
    expect(preview).toMatchObject({ ok: true, applied: false });
    if (!preview.ok) throw new Error('expected an optimised route');
    expect(new Set([preview.orderIds.join(), [...preview.orderIds].reverse().join()])).toContain([toNear, toMiddle, toFar].join());
    // The yard → far → near → middle → yard drive is longer than out and back along the line (about 2 × 23.6 km).
    expect(preview.afterKm).toBeCloseTo(47.2, 0);
    expect(preview.beforeKm).toBeGreaterThan(preview.afterKm + 10);
    expect(idsOf(await board(user, `?date=${TUESDAY}`), crew.id, TUESDAY)).toEqual([toFar, toNear, toMiddle]);

    const applied = await optimise(user, { crewId: crew.id, date: TUESDAY, apply: true });
    expect(applied).toEqual({ ...preview, applied: true });
    const lane = laneOf(await board(user, `?date=${TUESDAY}`), crew.id, TUESDAY);
    expect(lane.orders.map((order) => order.id)).toEqual(preview.orderIds);
    expect(lane.orders.map((order) => order.sequence)).toEqual([0, 1, 2]);
    expect(lane.orders.every((order) => order.located)).toBe(true);

    // A stop without coordinates: named, with its address; nothing is reordered.
    const nowhere = await aCustomer(user, { lastName: 'Nowhere' });
    const unlocated = await anOrder(user, { customerId: nowhere.id, crewId: crew.id, date: TUESDAY });
    const missing = await optimise(user, { crewId: crew.id, date: TUESDAY, apply: true });
    expect(missing).toEqual({ ok: false, yardMissing: false, missing: [{ orderId: unlocated.id, customerName: 'Maria Nowhere', address: expect.stringContaining('Bryant Ave S') }] });
    expect(laneOf(await board(user, `?date=${TUESDAY}`), crew.id, TUESDAY).orders.map((order) => order.id)).toEqual([...preview.orderIds, unlocated.id]);
    // An empty day is already as short as it gets.
    expect(await optimise(user, { crewId: crew.id, date: WEDNESDAY })).toEqual({ ok: true, orderIds: [], beforeKm: 0, afterKm: 0, applied: false });
  });
});

// ── Rain days ─────────────────────────────────────────────────────────────────────────────
describe('rain days', () => {
  async function aRainyMonday(user: SignedInUser) {
    const crew = await aCrewOf(user, 2);
    const other = await aCrewOf(user, 2);
    const withEmail = await aCustomer(user, { lastName: 'Rainy', email: 'rainy.client@example.test' });
    const withoutEmail = await aCustomer(user, { lastName: 'Dry' });
    // A weekly job with orders for every visit (Mondays 3, 10, 17), the first on the crew's Monday.
    const weekly = await aJob(user, withEmail, { createWorkOrder: true });
    const weeklyOrders = [];
    for (const visit of weekly.visits) {
      const list = await t.call('GET', `/orders?customerId=${withEmail.id}&from=${visit.instanceDate}&to=${visit.instanceDate}`, { token: user.token });
      weeklyOrders.push(list.body.data.orders.find((item: WorkOrder) => item.jobVisitId === visit.id) as WorkOrder);
    }
    const first = await moved(user, { orderId: weeklyOrders[0]!.id, updatedAt: weeklyOrders[0]!.updatedAt, crewId: crew.id, date: MONDAY, index: 0 });
    // A weekly job without orders: its first visit is dropped on the lane, the later two stay visits.
    const visitsOnly = await aJob(user, withoutEmail);
    const fromVisit = await moved(user, { jobVisitId: visitsOnly.visits[0]!.id, crewId: crew.id, date: MONDAY, index: 1 });
    const oneOff = await anOrder(user, { customerId: withoutEmail.id, crewId: crew.id, date: MONDAY });
    const started = await anOrder(user, { customerId: withoutEmail.id, crewId: crew.id, date: MONDAY });
    await t.call('PUT', `/orders/${started.id}`, { token: user.token, body: { status: 'in_progress', updatedAt: started.updatedAt } });
    const otherCrews = await anOrder(user, { customerId: withoutEmail.id, crewId: other.id, date: MONDAY });
    // Already on Tuesday: the rained-off work joins the end of the route.
    const tuesday = await anOrder(user, { customerId: withoutEmail.id, crewId: crew.id, date: TUESDAY });
    return { crew, withEmail, withoutEmail, weekly, weeklyOrders, first, visitsOnly, fromVisit, oneOff, started, otherCrews, tuesday };
  }

  it("moves one crew's not-started work to the next working day and the same jobs' later visits by as many days; the preview is what applies", async () => {
    const user = await signedInUser(t);
    const day = await aRainyMonday(user);
    const input = { date: MONDAY, crewId: day.crew.id };
    const preview = await rainDay(user, '/orders/rain-day/preview', input);
    expect(preview.rainDayId).toBeNull();
    expect(preview.to).toBe(TUESDAY);
    expect(preview.moves.map((item) => [item.orderId, item.from, item.to, item.reason])).toEqual([
      [day.first.id, MONDAY, TUESDAY, 'rained off'],
      [day.fromVisit.id, MONDAY, TUESDAY, 'rained off'],
      [day.oneOff.id, MONDAY, TUESDAY, 'rained off'],
      [day.weeklyOrders[1]!.id, '2030-06-10', '2030-06-11', 'keeps the interval'],
      [day.weeklyOrders[2]!.id, '2030-06-17', '2030-06-18', 'keeps the interval'],
    ]);
    expect(preview.visits!.map((item) => [item.jobVisitId, item.from, item.to])).toEqual([
      [day.visitsOnly.visits[1]!.id, '2030-06-10', '2030-06-11'],
      [day.visitsOnly.visits[2]!.id, '2030-06-17', '2030-06-18'],
    ]);
    expect(preview.clients).toEqual([
      { customerId: day.withoutEmail.id, name: 'Maria Dry', email: '' },
      { customerId: day.withEmail.id, name: 'Maria Rainy', email: 'rainy.client@example.test' },
    ]);
    // The preview changed nothing.
    expect(await getOrder(user, day.first.id)).toMatchObject({ date: MONDAY, updatedAt: day.first.updatedAt });

    const applied = await rainDay(user, '/orders/rain-day', { ...input, notifyClients: true, message: 'Sorry for the wait!' });
    expect(applied.rainDayId).toEqual(expect.any(String));
    expect({ ...applied, rainDayId: null, notified: 0 }).toEqual(preview);
    expect(applied.notified).toBe(1);
    const [notice, ...more] = await messagesTo(t, 'rainy.client@example.test');
    expect(more).toEqual([]);
    expect(notice!.text).toContain('Sorry for the wait!');
    expect(notice!.text).toContain('June 3, 2030 → June 4, 2030');
    expect(notice!.text).toContain('June 17, 2030 → June 18, 2030');

    const week = await board(user, `?view=week&date=${MONDAY}`);
    // Started work and other crews' work stay; the rained-off orders join the end of Tuesday's route in their order.
    expect(idsOf(week, day.crew.id, MONDAY)).toEqual([day.started.id]);
    expect(idsOf(week, day.crew.id, TUESDAY)).toEqual([day.tuesday.id, day.first.id, day.fromVisit.id, day.oneOff.id]);
    expect(laneOf(week, day.crew.id, TUESDAY).orders.map((order) => order.sequence)).toEqual([0, 1, 2, 3]);
    expect((await getOrder(user, day.otherCrews.id)).date).toBe(MONDAY);
    // Each client keeps their weekly interval, orders and visits alike.
    const weekly = jobResultSchema.parse((await t.call('GET', `/jobs/${day.weekly.id}`, { token: user.token })).body.data).job;
    expect(weekly.visits.map((visit) => visit.instanceDate)).toEqual([TUESDAY, '2030-06-11', '2030-06-18']);
    const visitsOnly = jobResultSchema.parse((await t.call('GET', `/jobs/${day.visitsOnly.id}`, { token: user.token })).body.data).job;
    expect(visitsOnly.visits.map((visit) => visit.instanceDate)).toEqual([TUESDAY, '2030-06-11', '2030-06-18']);
  });

  it("a Friday's work goes to Monday; every crew's when none is chosen", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const [crewA, crewB] = [await aCrewOf(user, 1), await aCrewOf(user, 1)];
    const friday = '2030-06-07';
    const orders = [await anOrder(user, { customerId: customer.id, crewId: crewA.id, date: friday }), await anOrder(user, { customerId: customer.id, crewId: crewB.id, date: friday })];
    const preview = await rainDay(user, '/orders/rain-day/preview', { date: friday });
    expect(preview.to).toBe('2030-06-10');
    expect(preview.moves.map((item) => item.orderId).sort()).toEqual(orders.map((order) => order.id).sort());
    // Notifying nobody with an address sends nothing.
    const applied = await rainDay(user, '/orders/rain-day', { date: friday, notifyClients: true });
    expect(applied.notified).toBe(0);
  });

  it('undoes on the same day what nobody has changed since, once; the next day it is refused', async () => {
    const user = await signedInUser(t);
    const day = await aRainyMonday(user);
    const applied = await rainDay(user, '/orders/rain-day', { date: MONDAY, crewId: day.crew.id });
    // The board offers its undo, even when opened again.
    expect((await board(user, `?date=${MONDAY}`)).rainDays).toEqual([
      { id: applied.rainDayId, date: MONDAY, to: TUESDAY, crewId: day.crew.id, moved: applied.moves.length },
    ]);
    // Someone re-plans one moved order before the undo: it stays where they put it.
    const oneOff = await getOrder(user, day.oneOff.id);
    await moved(user, { orderId: oneOff.id, updatedAt: oneOff.updatedAt, crewId: day.crew.id, date: '2030-06-05', index: 0 });

    const undone = await rainDay(user, `/orders/rain-day/${applied.rainDayId}/undo`);
    expect(undone.rainDayId).toBe(applied.rainDayId);
    // Nobody was told of the move, so nobody is told it is off.
    expect(undone.notified).toBe(0);
    expect((await board(user, `?date=${MONDAY}`)).rainDays).toEqual([]);
    expect(undone.moves.map((item) => [item.orderId, item.from, item.to])).toEqual([
      [day.first.id, TUESDAY, MONDAY],
      [day.fromVisit.id, TUESDAY, MONDAY],
      [day.weeklyOrders[1]!.id, '2030-06-11', '2030-06-10'],
      [day.weeklyOrders[2]!.id, '2030-06-18', '2030-06-17'],
    ]);
    const week = await board(user, `?view=week&date=${MONDAY}`);
    expect(idsOf(week, day.crew.id, MONDAY)).toEqual([day.first.id, day.fromVisit.id, day.started.id]);
    expect(idsOf(week, day.crew.id, TUESDAY)).toEqual([day.tuesday.id]);
    expect((await getOrder(user, day.oneOff.id)).date).toBe('2030-06-05');
    const visitsOnly = jobResultSchema.parse((await t.call('GET', `/jobs/${day.visitsOnly.id}`, { token: user.token })).body.data).job;
    expect(visitsOnly.visits.map((visit) => visit.instanceDate)).toEqual([MONDAY, '2030-06-10', '2030-06-17']);

    const again = await t.call('POST', `/orders/rain-day/${applied.rainDayId}/undo`, { token: user.token });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(RAIN_DAY_ALREADY_UNDONE_MESSAGE);

    // A rain day called yesterday cannot be undone today.
    const second = await rainDay(user, '/orders/rain-day', { date: MONDAY, crewId: day.crew.id });
    const [row] = await t.database.db.select().from(rainDays).where(eq(rainDays.id, second.rainDayId!));
    await t.database.db.update(rainDays).set({ calledOn: addDays(row!.calledOn, -1) }).where(eq(rainDays.id, second.rainDayId!));
    const expired = await t.call('POST', `/orders/rain-day/${second.rainDayId}/undo`, { token: user.token });
    expect(expired.status).toBe(422);
    expect(expired.body.message).toBe(RAIN_DAY_UNDO_EXPIRED_MESSAGE);
    expect((await getOrder(user, day.first.id)).date).toBe(TUESDAY);
  });

  it('tells the clients who were told of the move that it is off when the rain day is undone', async () => {
    const user = await signedInUser(t);
    const day = await aRainyMonday(user);
    const applied = await rainDay(user, '/orders/rain-day', { date: MONDAY, crewId: day.crew.id, notifyClients: true });
    expect(applied.notified).toBe(1);
    const undone = await rainDay(user, `/orders/rain-day/${applied.rainDayId}/undo`);
    expect(undone.notified).toBe(1);
    // Newest first; this company's only (the other rain-day tests e-mail the same address).
    const notices = (await messagesTo(t, 'rainy.client@example.test')).filter((message) => message.companyId === user.companyId);
    const [backNotice, moveNotice, ...more] = notices;
    expect(more).toEqual([]);
    expect(moveNotice!.subject).toMatch(/^Your visit has moved/);
    expect(backNotice!.subject).toMatch(/^Your visit is back on/);
    expect(backNotice!.text).toContain('Please disregard our earlier notice.');
    expect(backNotice!.text).toContain('June 4, 2030 → June 3, 2030');
  });
});

// ── Another company ───────────────────────────────────────────────────────────────────────
describe('another company', () => {
  it("gets 404 for the first company's orders, visits, crews and rain days in every board call, and never sees its work", async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const crew = await aCrewOf(owner, 1);
    const order = await anOrder(owner, { customerId: customer.id, crewId: crew.id, date: MONDAY });
    const job = await aJob(owner, customer);
    const applied = await rainDay(owner, '/orders/rain-day', { date: '2030-06-10', crewId: crew.id });

    const intruder = await signedInUser(t);
    const token = intruder.token;
    const ownCustomer = await aCustomer(intruder);
    const ownCrew = await aCrewOf(intruder, 1);
    const ownOrder = await anOrder(intruder, { customerId: ownCustomer.id, crewId: ownCrew.id, date: MONDAY });
    const calls = await Promise.all([
      t.call('POST', '/orders/board/move', { token, body: { orderId: order.id, updatedAt: order.updatedAt, crewId: ownCrew.id, date: MONDAY, index: 0 } }),
      t.call('POST', '/orders/board/move', { token, body: { orderId: ownOrder.id, updatedAt: ownOrder.updatedAt, crewId: crew.id, date: MONDAY, index: 0 } }),
      t.call('POST', '/orders/board/move', { token, body: { jobVisitId: job.visits[0]!.id, crewId: ownCrew.id, date: MONDAY, index: 0 } }),
      t.call('POST', '/orders/board/move', { token, body: { jobVisitId: job.visits[1]!.id, crewId: null, date: MONDAY, index: 0 } }),
      t.call('POST', '/orders/board/optimise', { token, body: { crewId: crew.id, date: MONDAY } }),
      t.call('POST', '/orders/board/optimise', { token, body: { crewId: crew.id, date: MONDAY, apply: true } }),
      t.call('POST', '/orders/rain-day/preview', { token, body: { date: MONDAY, crewId: crew.id } }),
      t.call('POST', '/orders/rain-day', { token, body: { date: MONDAY, crewId: crew.id } }),
      t.call('POST', `/orders/rain-day/${applied.rainDayId}/undo`, { token }),
    ]);
    expect(calls.map((response) => response.status)).toEqual(Array.from({ length: calls.length }, () => 404));
    expect(calls[1]!.body.details.fieldErrors).toEqual({ crewId: ['Crew not found'] });

    const theirs = await board(intruder, `?view=week&date=${MONDAY}`);
    expect(theirs.crews.map((item) => item.id)).toEqual([ownCrew.id]);
    expect(theirs.lanes.flatMap((lane) => lane.orders).map((item) => item.id)).toEqual([ownOrder.id]);
    expect(theirs.drawer).toEqual({ orders: [], visits: [] });
    // A rain day over every crew only touches the caller's company.
    const everyone = await rainDay(intruder, '/orders/rain-day/preview', { date: MONDAY });
    expect(everyone.moves.map((item) => item.orderId)).toEqual([ownOrder.id]);
    expect(await getOrder(owner, order.id)).toMatchObject({ crewId: crew.id, date: MONDAY, updatedAt: order.updatedAt });
  });
});

// ── Malformed input ───────────────────────────────────────────────────────────────────────
describe('malformed input', () => {
  const ID = '8a2f0c4e-3b1d-4e5f-9a6b-7c8d9e0f1a2b';
  const NOW = '2030-01-01T00:00:00.000Z';
  it.each([
    ['GET', '/orders/board?view=month', undefined, ['view']],
    ['GET', '/orders/board?date=2030-02-30', undefined, ['date']],
    ['GET', '/orders/board?date=tomorrow', undefined, ['date']],
    ['GET', '/orders/board?date=2030-01-01%00', undefined, ['date']],
    ['POST', '/orders/board/move', { crewId: ID, date: MONDAY, index: 0 }, ['orderId']],
    ['POST', '/orders/board/move', { orderId: ID, jobVisitId: ID, updatedAt: NOW, crewId: ID, date: MONDAY, index: 0 }, ['orderId']],
    ['POST', '/orders/board/move', { orderId: ID, crewId: ID, date: MONDAY, index: 0 }, ['updatedAt']],
    ['POST', '/orders/board/move', { orderId: 'x', updatedAt: NOW, crewId: ID, date: MONDAY, index: 0 }, ['orderId']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: 'yesterday', crewId: ID, date: MONDAY, index: 0 }, ['updatedAt']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, date: MONDAY, index: 0 }, ['crewId']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: 'crew-a', date: MONDAY, index: 0 }, ['crewId']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: ID, index: 0 }, ['date']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: ID, date: '2030-13-01', index: 0 }, ['date']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: ID, date: MONDAY }, ['index']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: ID, date: MONDAY, index: -1 }, ['index']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: ID, date: MONDAY, index: 1.5 }, ['index']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: ID, date: MONDAY, index: 1e9 }, ['index']],
    ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: ID, date: MONDAY, index: '2' }, ['index']],
    ['POST', '/orders/board/optimise', { date: MONDAY }, ['crewId']],
    ['POST', '/orders/board/optimise', { crewId: ID, date: 'soon' }, ['date']],
    ['POST', '/orders/board/optimise', { crewId: ID, date: MONDAY, apply: 'yes' }, ['apply']],
    ['POST', '/orders/rain-day/preview', {}, ['date']],
    ['POST', '/orders/rain-day/preview', { date: MONDAY, crewId: 5 }, ['crewId']],
    ['POST', '/orders/rain-day', { date: MONDAY, notifyClients: 'true' }, ['notifyClients']],
    ['POST', '/orders/rain-day', { date: MONDAY, message: 'x'.repeat(2_001) }, ['message']],
    ['POST', '/orders/rain-day', { date: MONDAY, message: 7 }, ['message']],
    ['POST', '/orders/rain-day/not-a-uuid/undo', undefined, ['id']],
  ] as const)('%s %s refuses %j with 400 naming %j', async (method, path, body, fields) => {
    const user = await signedInUser(t);
    const response = await t.call(method, path, { token: user.token, ...(body === undefined ? {} : { body }) });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details?.fieldErrors ?? {}).sort()).toEqual([...fields]);
  });

  it('refuses a crew leader every call that plans or changes work orders (403 before the body), but shows them the board', async () => {
    const office = await signedInUser(t);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: office.companyId });
    const crew = await aCrewOf(office, 1);
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/orders/board/move', { orderId: ID, updatedAt: NOW, crewId: crew.id, date: MONDAY, index: 0 }],
      ['POST', '/orders/board/optimise', { crewId: crew.id, date: MONDAY, apply: true }],
      ['POST', '/orders/rain-day/preview', { date: MONDAY }],
      ['POST', '/orders/rain-day', { date: MONDAY }],
      ['POST', `/orders/rain-day/${ID}/undo`, undefined],
      ['POST', '/orders', { not: 'even valid' }],
      ['PUT', `/orders/${ID}`, {}],
      ['DELETE', `/orders/${ID}`, undefined],
      ['POST', '/orders/bulk', { ids: [ID], action: 'cancel' }],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.call(method as 'POST', path, { token: leader.token, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.message).toBe(WORK_ORDER_OFFICE_ONLY_MESSAGE);
    }
    expect((await t.call('GET', '/orders/board', { token: leader.token })).status).toBe(200);
  });

  it('drops unknown keys, answers 404 for unknown ids, and 401 without a session', async () => {
    const user = await signedInUser(t);
    const crew = await aCrewOf(user, 1);
    const unknownOrder = await move(user, { orderId: ID, updatedAt: NOW, crewId: crew.id, date: MONDAY, index: 0, companyId: ID });
    expect(unknownOrder.status).toBe(404);
    expect((await move(user, { jobVisitId: ID, crewId: crew.id, date: MONDAY, index: 0 })).status).toBe(404);
    expect((await t.call('POST', `/orders/rain-day/${ID}/undo`, { token: user.token })).status).toBe(404);
    expect((await t.call('GET', '/orders/board', {})).status).toBe(401);
    expect((await t.call('POST', '/orders/rain-day/preview', { body: { date: MONDAY } })).status).toBe(401);
  });

  it('documents every board call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v2/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(document.paths['/api/v2/orders/board']).toHaveProperty('get');
    for (const path of ['/orders/board/move', '/orders/board/optimise', '/orders/rain-day/preview', '/orders/rain-day', '/orders/rain-day/{id}/undo'])
      expect(document.paths[`/api/v2${path}`], path).toHaveProperty('post');
  });
});
