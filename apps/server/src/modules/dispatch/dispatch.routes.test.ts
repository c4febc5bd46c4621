import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { customerSchema, type Customer } from '@groundwork/domain/customers';
import {
  APPROVED_HOURS_LOCKED_MESSAGE,
  DISPATCH_OFFICE_ONLY_MESSAGE,
  ENTRY_OVERLAP_MESSAGE,
  MATERIAL_NOT_A_PRODUCT_LINE_MESSAGE,
  PHOTO_UNREADABLE_MESSAGE,
  RESCHEDULE_REFUSED_MESSAGE,
  dispatchDayResultSchema,
  dispatchOrderResultSchema,
  dispatchReviewResultSchema,
  jobDetailResultSchema,
  timesheetCsvColumns,
  timesheetsResultSchema,
  workOrderDetailResultSchema,
  type DispatchOrder,
} from '@groundwork/domain/dispatch';
import { estimateResultSchema, type EstimateItemInput } from '@groundwork/domain/estimates';
import { convertEstimateResultSchema, estimateJobPlans } from '@groundwork/domain/jobs';
import { workOrderMoveMessage, workOrderResultSchema, type WorkOrder } from '@groundwork/domain/orders';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, workOrderTimeEntries } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anImage } from '../../test/images';
import { aCrew, anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const DAY = '2030-06-03'; // a Monday

// ── Builders ──────────────────────────────────────────────────────────────────────────────
let sequence = 0;
async function aCustomer(user: SignedInUser, lastName?: string): Promise<Customer> {
  sequence += 1;
  const street = `${4500 + sequence} Bryant Ave S`;
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: 'Maria',
      lastName: lastName ?? `Lopez ${sequence}`,
      address: { street, city: 'Minneapolis', state: 'MN', zipCode: '55419' },
      properties: [{ name: 'Home', address: { street, city: 'Minneapolis', state: 'MN', zipCode: '55419' }, isPrimary: true }],
    },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

/**
 * A crew led by a crew-leader user (the employee with the user's e-mail) with one more member, all paid $20/h with
 * 25% burden: $25 an hour loaded.
 */
async function aTeam(admin: SignedInUser, name?: string) {
  const leaderUser = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
  const leader = await anEmployee(t, admin, { email: leaderUser.email, firstName: 'Luis', lastName: `Ortega ${++sequence}` });
  const member = await anEmployee(t, admin, { firstName: 'Ana', lastName: `Berg ${++sequence}` });
  const crew = await aCrew(t, admin, name ? { name } : {});
  for (const [employee, role] of [
    [leader, 'leader'],
    [member, 'member'],
  ] as const) {
    const added = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: employee.id, role } });
    expect(added.status, added.text).toBe(200);
  }
  return { leaderUser, leader, member, crew };
}

async function anOrder(admin: SignedInUser, fields: Record<string, unknown>): Promise<WorkOrder> {
  const customer = await aCustomer(admin);
  const response = await t.call('POST', '/orders', {
    token: admin.token,
    body: { customerId: customer.id, title: 'Spring cleanup', date: DAY, budgetedHours: 2, price: 200, ...fields },
  });
  expect(response.status, response.text).toBe(201);
  return workOrderResultSchema.parse(response.body.data).order;
}

async function aProduct(user: SignedInUser, unitCost: string): Promise<string> {
  const [row] = await t.database.db
    .insert(products)
    .values({ companyId: user.companyId, name: `Mulch ${++sequence}`, unit: 'bag', unitCost })
    .returning({ id: products.id });
  return row!.id;
}

const lines: Array<Partial<EstimateItemInput> & Pick<EstimateItemInput, 'id' | 'name' | 'type'>> = [
  { id: 'p1', parentId: null, name: 'Weekly mowing', type: 'labor' },
  { id: 'c1', parentId: 'p1', name: 'Crew labor', type: 'labor', qty: 0.75, visits: 4, cost: 27.5 },
  { id: 'c2', parentId: 'p1', name: 'Fuel', type: 'product', qty: 1.5, visits: 4, cost: 3.4567 },
];

/** A weekly mowing job (from an approved estimate) and the order of its first visit for `crewId` on DAY. */
async function aJobOrder(admin: SignedInUser, crewId: string) {
  const customer = await aCustomer(admin);
  const created = await t.call('POST', '/estimates', {
    token: admin.token,
    body: { clientId: customer.id, clientType: 'customer', propertyId: customer.properties[0]!.id, items: lines },
  });
  expect(created.status, created.text).toBe(200);
  const estimate = estimateResultSchema.parse(created.body.data).estimate;
  for (const status of ['sent', 'approved']) expect((await t.call('PUT', `/estimates/${estimate.id}/status`, { token: admin.token, body: { status } })).status).toBe(200);
  const schedules = estimateJobPlans(estimate.items).map((plan) => ({ itemId: plan.itemId, jobType: plan.proposedJobType, frequency: 'weekly', instanceDate: DAY }));
  const converted = await t.call('POST', `/estimates/${estimate.id}/convert`, { token: admin.token, body: { schedules } });
  expect(converted.status, converted.text).toBe(200);
  const job = convertEstimateResultSchema.parse(converted.body.data).jobs[0]!;
  const order = await t.call('POST', '/orders', { token: admin.token, body: { jobVisitId: job.visits[0]!.id, crewId, date: DAY } });
  expect(order.status, order.text).toBe(201);
  return { job, order: workOrderResultSchema.parse(order.body.data).order };
}

const post = (user: SignedInUser, path: string, body: unknown, key?: string) =>
  t.call('POST', path, { token: user.token, body, ...(key ? { headers: { 'idempotency-key': key } } : {}) });

async function completed(user: SignedInUser, order: { id: string; updatedAt: string }, body: Record<string, unknown>): Promise<DispatchOrder> {
  const response = await post(user, `/orders/${order.id}/complete`, { updatedAt: order.updatedAt, ...body });
  expect(response.status, response.text).toBe(200);
  return dispatchOrderResultSchema.parse(response.body.data).order;
}

async function entryCount(orderId: string): Promise<number> {
  const [row] = await t.database.db.select({ count: count() }).from(workOrderTimeEntries).where(eq(workOrderTimeEntries.workOrderId, orderId));
  return Number(row!.count);
}

// ── The crew leader's day ─────────────────────────────────────────────────────────────────
describe("the crew leader's day", () => {
  it('lists their crew’s orders in route order with members, and nothing of another crew', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, leader, member, crew } = await aTeam(admin, 'Crew North');
    const other = await aTeam(admin, 'Crew South');
    const first = await anOrder(admin, { crewId: crew.id, title: 'Mow front' });
    const second = await anOrder(admin, { crewId: crew.id, title: 'Edge beds' });
    await anOrder(admin, { crewId: other.crew.id, title: 'Not mine' });

    const response = await t.call('GET', `/dispatch/day?date=${DAY}`, { token: leaderUser.token });
    expect(response.status, response.text).toBe(200);
    const { day } = dispatchDayResultSchema.parse(response.body.data);
    expect(day.crews).toHaveLength(1);
    expect(day.crews[0]).toMatchObject({ crewId: crew.id, crewName: 'Crew North' });
    expect(day.crews[0]!.members.map((m) => [m.employeeId, m.role])).toEqual([
      [leader.id, 'leader'],
      [member.id, 'member'],
    ]);
    expect(day.crews[0]!.orders.map((order) => order.id)).toEqual([first.id, second.id]);
    expect(day.crews[0]!.orders[0]).toMatchObject({ title: 'Mow front', status: 'scheduled', timeEntries: [], materials: [], photos: [] });
    expect(JSON.stringify(day)).not.toContain('price');

    // The other crew's id is not theirs to ask for; the office may.
    expect((await t.call('GET', `/dispatch/day?date=${DAY}&crewId=${other.crew.id}`, { token: leaderUser.token })).status).toBe(404);
    const office = await t.call('GET', `/dispatch/day?date=${DAY}`, { token: admin.token });
    expect(dispatchDayResultSchema.parse(office.body.data).day.crews.map((c) => c.crewName)).toEqual(['Crew North', 'Crew South']);
  });

  it('a crew leader on no crew gets an empty day', async () => {
    const admin = await signedInUser(t);
    const lonely = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const response = await t.call('GET', `/dispatch/day?date=${DAY}`, { token: lonely.token });
    expect(response.status).toBe(200);
    expect(response.body.data.day).toEqual({ date: DAY, crews: [] });
  });

  it('starts, then completes with clocked and typed hours and materials; costing follows (not for the crew leader)', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, leader, member, crew } = await aTeam(admin);
    const order = await anOrder(admin, { crewId: crew.id });
    const productId = await aProduct(admin, '12.5');

    const started = await post(leaderUser, `/orders/${order.id}/start`, { updatedAt: order.updatedAt });
    expect(started.status, started.text).toBe(200);
    const running = dispatchOrderResultSchema.parse(started.body.data).order;
    expect(running.status).toBe('in_progress');
    expect(running.startedAt).not.toBeNull();

    const done = await completed(leaderUser, running, {
      timeEntries: [
        { employeeId: leader.id, clockIn: `${DAY}T08:00:00-04:00`, clockOut: `${DAY}T09:30:00-04:00` },
        { employeeId: member.id, hours: 1.25 },
      ],
      materials: [{ productId, quantity: 2 }],
      notes: 'Gate code changed to 5512',
    });
    expect(done).toMatchObject({ status: 'completed', statusNote: 'Gate code changed to 5512' });
    expect(done.timeEntries.map((entry) => [entry.employeeId, entry.date, entry.minutes, entry.hours])).toEqual([
      [leader.id, DAY, 90, 1.5],
      [member.id, DAY, 75, 1.25],
    ]);
    expect(done.materials).toMatchObject([{ productId, quantity: 2, lineId: null }]);

    // Labour 165 min × $25 = $68.75; materials 2 × $12.50 = $25; revenue $200 → $106.25, 53.13 %.
    const detail = workOrderDetailResultSchema.parse((await t.call('GET', `/orders/${order.id}`, { token: admin.token })).body.data);
    expect(detail.costing).toEqual({
      estimatedHours: 2,
      actualHours: 2.75,
      hoursVariance: 0.75,
      overBudget: true,
      labourCost: 68.75,
      materialsCost: 25,
      revenue: 200,
      grossProfit: 106.25,
      marginPercent: 53.13,
    });
    const asLeader = await t.call('GET', `/orders/${order.id}`, { token: leaderUser.token });
    expect(asLeader.body.data.costing).toBeNull();
  });

  it('records materials against the product lines of a job’s order; the job sums its orders’ costing for the office, and a crew leader gets 403 on it', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, leader, crew } = await aTeam(admin);
    const { job, order } = await aJobOrder(admin, crew.id);
    const labourId = order.lines.find((line) => line.type === 'labor')!.itemId;
    const fuelId = order.lines.find((line) => line.name === 'Fuel')!.itemId;

    const labourLine = await post(leaderUser, `/orders/${order.id}/complete`, {
      updatedAt: order.updatedAt,
      timeEntries: [{ employeeId: leader.id, hours: 1 }],
      materials: [{ lineId: labourId, quantity: 1 }],
    });
    expect(labourLine.status).toBe(422);
    expect(labourLine.body.details.fieldErrors['materials.0.lineId']).toEqual([MATERIAL_NOT_A_PRODUCT_LINE_MESSAGE]);

    const done = await completed(leaderUser, order, { timeEntries: [{ employeeId: leader.id, hours: 1 }], materials: [{ lineId: fuelId, quantity: 2 }] });
    expect(done.materials).toMatchObject([{ lineId: fuelId, name: 'Fuel', quantity: 2 }]);

    // Fuel 2 × $3.4567 = $6.9134 → $6.91; labour 60 min × $25 = $25.
    const detail = jobDetailResultSchema.parse((await t.call('GET', `/jobs/${job.id}`, { token: admin.token })).body.data);
    expect(detail.costing).toMatchObject({ actualHours: 1, labourCost: 25, materialsCost: 6.91 });
    // The job and its costing are the office's: the crew leader gets 403, not the figures.
    const leaderRead = await t.call('GET', `/jobs/${job.id}`, { token: leaderUser.token });
    expect(leaderRead.status).toBe(403);
    expect(leaderRead.body.message).toBe(OFFICE_ONLY_MESSAGE);
    expect(leaderRead.text).not.toContain('costing');
  });

  it('skips an order not started with a reason; a started one cannot be skipped', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, crew } = await aTeam(admin);
    const order = await anOrder(admin, { crewId: crew.id });
    const skipped = await post(leaderUser, `/orders/${order.id}/skip`, { updatedAt: order.updatedAt, reason: 'rain', note: 'Thunderstorms' });
    expect(skipped.status, skipped.text).toBe(200);
    expect(skipped.body.data.order).toMatchObject({ status: 'skipped', reason: 'rain', statusNote: 'Thunderstorms' });

    const other = await anOrder(admin, { crewId: crew.id });
    const started = dispatchOrderResultSchema.parse((await post(leaderUser, `/orders/${other.id}/start`, { updatedAt: other.updatedAt })).body.data).order;
    const refused = await post(leaderUser, `/orders/${other.id}/skip`, { updatedAt: started.updatedAt, reason: 'rain' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(workOrderMoveMessage('in_progress', 'skipped'));
  });
});

// ── Retries, races and stale writes ───────────────────────────────────────────────────────
describe('retries and races', () => {
  it('a complete retried with the same Idempotency-Key answers the same and records once', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, leader, crew } = await aTeam(admin);
    const order = await anOrder(admin, { crewId: crew.id });
    const body = { updatedAt: order.updatedAt, timeEntries: [{ employeeId: leader.id, hours: 2 }] };
    const first = await post(leaderUser, `/orders/${order.id}/complete`, body, 'eod-1');
    const again = await post(leaderUser, `/orders/${order.id}/complete`, body, 'eod-1');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await entryCount(order.id)).toBe(1);
  });

  it('two completes of the same order at once record it once; the other is told it is stale', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, leader, member, crew } = await aTeam(admin);
    const order = await anOrder(admin, { crewId: crew.id });
    const body = { updatedAt: order.updatedAt, timeEntries: [{ employeeId: leader.id, hours: 2 }, { employeeId: member.id, hours: 2 }] };
    const answers = await Promise.all([post(leaderUser, `/orders/${order.id}/complete`, body), post(admin, `/orders/${order.id}/complete`, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await entryCount(order.id)).toBe(2);
  });

  it('a start with a stale updatedAt is 409', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, crew } = await aTeam(admin);
    const order = await anOrder(admin, { crewId: crew.id });
    expect((await t.call('PUT', `/orders/${order.id}`, { token: admin.token, body: { instructions: 'Back gate', updatedAt: order.updatedAt } })).status).toBe(200);
    expect((await post(leaderUser, `/orders/${order.id}/start`, { updatedAt: order.updatedAt })).status).toBe(409);
  });
});

// ── Who sees what ─────────────────────────────────────────────────────────────────────────
describe('tenancy and roles', () => {
  it("another company gets 404 for every id of the first's, and cannot name its employees, products or crews", async () => {
    const admin = await signedInUser(t);
    const { leader, crew } = await aTeam(admin);
    const order = await anOrder(admin, { crewId: crew.id });
    const productId = await aProduct(admin, '3');
    const intruder = await signedInUser(t);
    const theirs = await aTeam(intruder);
    const theirOrder = await anOrder(intruder, { crewId: theirs.crew.id });

    const photo = await uploadPhoto(admin, order.id, await anImage('png'));
    expect(photo.status, photo.text).toBe(201);
    const photoId = photo.body.data.photo.id as string;

    for (const [method, path, body] of [
      ['POST', `/orders/${order.id}/start`, { updatedAt: order.updatedAt }],
      ['POST', `/orders/${order.id}/complete`, { updatedAt: order.updatedAt, timeEntries: [{ employeeId: theirs.leader.id, hours: 1 }] }],
      ['POST', `/orders/${order.id}/skip`, { updatedAt: order.updatedAt, reason: 'rain' }],
      ['GET', `/orders/${order.id}/photos`, undefined],
      ['GET', `/orders/${order.id}/photos/${photoId}`, undefined],
      ['DELETE', `/orders/${order.id}/photos/${photoId}`, undefined],
      ['GET', `/dispatch/day?date=${DAY}&crewId=${crew.id}`, undefined],
      ['POST', '/dispatch/reschedule', { orderIds: [order.id], date: '2030-06-04' }],
      ['POST', '/dispatch/reschedule', { orderIds: [theirOrder.id], date: '2030-06-04', crewId: crew.id }],
      ['GET', `/timesheets?from=${DAY}&employeeId=${leader.id}`, undefined],
      ['POST', '/timesheets/approve', { from: DAY, to: DAY, employeeId: leader.id }],
    ] as const) {
      const response = await t.call(method, path, { token: intruder.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}: ${response.text}`).toBe(404);
    }

    // Their own order, naming the first company's employee and product.
    const naming = await post(intruder, `/orders/${theirOrder.id}/complete`, {
      updatedAt: theirOrder.updatedAt,
      timeEntries: [{ employeeId: theirs.leader.id, hours: 1 }, { employeeId: leader.id, hours: 1 }],
    });
    expect(naming.status).toBe(404);
    expect(naming.body.details.fieldErrors).toEqual({ 'timeEntries.1.employeeId': ['Employee not found'] });
    const product = await post(intruder, `/orders/${theirOrder.id}/complete`, {
      updatedAt: theirOrder.updatedAt,
      timeEntries: [{ employeeId: theirs.leader.id, hours: 1 }],
      materials: [{ productId, quantity: 1 }],
    });
    expect(product.status).toBe(404);
    expect(product.body.details.fieldErrors).toEqual({ 'materials.0.productId': ['Product not found'] });
    expect(await entryCount(theirOrder.id)).toBe(0);
  });

  it("a crew leader cannot record on another crew's order (404) nor use the office's calls (403)", async () => {
    const admin = await signedInUser(t);
    const { leaderUser, leader } = await aTeam(admin);
    const other = await aTeam(admin);
    const order = await anOrder(admin, { crewId: other.crew.id });
    expect((await post(leaderUser, `/orders/${order.id}/start`, { updatedAt: order.updatedAt })).status).toBe(404);
    expect((await post(leaderUser, `/orders/${order.id}/complete`, { updatedAt: order.updatedAt, timeEntries: [{ employeeId: leader.id, hours: 1 }] })).status).toBe(404);
    expect((await uploadPhoto(leaderUser, order.id, await anImage('png'))).status).toBe(404);
    for (const [method, path, body] of [
      ['GET', `/dispatch/review?date=${DAY}`, undefined],
      ['POST', '/dispatch/reschedule', { orderIds: [order.id], date: '2030-06-04' }],
      ['GET', `/timesheets?from=${DAY}`, undefined],
      ['POST', '/timesheets/approve', { from: DAY, to: DAY }],
      ['GET', `/timesheets.csv?from=${DAY}`, undefined],
    ] as const) {
      const response = await t.call(method, path, { token: leaderUser.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.message).toBe(DISPATCH_OFFICE_ONLY_MESSAGE);
    }
  });

  it('refuses malformed input with a message per field', async () => {
    const admin = await signedInUser(t);
    const { leader, crew } = await aTeam(admin);
    const order = await anOrder(admin, { crewId: crew.id });
    const complete = `/orders/${order.id}/complete`;
    const entry = { employeeId: leader.id, hours: 1 };
    const cases: Array<[string, string, unknown, string]> = [
      ['GET', `/dispatch/day?date=2030-02-30`, undefined, 'date'],
      ['GET', `/dispatch/day?crewId=nope`, undefined, 'crewId'],
      ['POST', `/orders/not-an-id/start`, { updatedAt: order.updatedAt }, 'id'],
      ['POST', `/orders/${order.id}/start`, {}, 'updatedAt'],
      ['POST', complete, { updatedAt: order.updatedAt }, 'timeEntries'],
      ['POST', complete, { updatedAt: order.updatedAt, timeEntries: [{ employeeId: leader.id }] }, 'timeEntries.0.hours'],
      ['POST', complete, { updatedAt: order.updatedAt, timeEntries: [{ employeeId: leader.id, clockIn: 'soon', clockOut: 'later' }] }, 'timeEntries.0.clockIn'],
      ['POST', complete, { updatedAt: order.updatedAt, timeEntries: [{ employeeId: leader.id, hours: 'two' }] }, 'timeEntries.0.hours'],
      ['POST', complete, { updatedAt: order.updatedAt, timeEntries: [entry], materials: [{ quantity: 1 }] }, 'materials.0.lineId'],
      ['POST', complete, { updatedAt: order.updatedAt, timeEntries: [entry], materials: [{ lineId: 'c2', quantity: 0 }] }, 'materials.0.quantity'],
      ['POST', complete, { updatedAt: order.updatedAt, timeEntries: [entry], notes: 'x'.repeat(2_001) }, 'notes'],
      ['POST', complete, { updatedAt: order.updatedAt, timeEntries: [entry], notes: 'bad\u0000note' }, 'notes'],
      ['POST', `/orders/${order.id}/skip`, { updatedAt: order.updatedAt, reason: 'bored' }, 'reason'],
      ['POST', '/dispatch/reschedule', { orderIds: [], date: DAY }, 'orderIds'],
      ['POST', '/dispatch/reschedule', { orderIds: [order.id], date: '06/04/2030' }, 'date'],
      ['GET', '/dispatch/review?date=yesterday', undefined, 'date'],
      ['GET', '/timesheets', undefined, 'from'],
      ['GET', `/timesheets?from=${DAY}&to=2030-06-01`, undefined, 'to'],
      ['GET', `/timesheets?from=${DAY}&to=2030-08-01`, undefined, 'to'],
      ['POST', '/timesheets/approve', {}, 'from'],
      ['POST', '/timesheets/approve', { entryIds: ['x'] }, 'entryIds.0'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await t.call(method as 'GET', path, { token: admin.token, ...(body !== undefined ? { body } : {}) });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}: ${response.text}`).toBe(400);
      expect(Object.keys(response.body.details?.fieldErrors ?? {}), `${method} ${path}: ${response.text}`).toContain(field);
    }
    const overlap = await t.call('POST', complete, {
      token: admin.token,
      body: {
        updatedAt: order.updatedAt,
        timeEntries: [
          { employeeId: leader.id, clockIn: `${DAY}T08:00:00Z`, clockOut: `${DAY}T10:00:00Z` },
          { employeeId: leader.id, clockIn: `${DAY}T09:00:00Z`, clockOut: `${DAY}T11:00:00Z` },
        ],
      },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.body.details.fieldErrors['timeEntries.1.clockIn']).toEqual([ENTRY_OVERLAP_MESSAGE]);
  });
});

// ── Photos ────────────────────────────────────────────────────────────────────────────────
function multipart(fields: Record<string, string>, bytes: Buffer) {
  const boundary = `----groundwork${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`), bytes, Buffer.from('\r\n'));
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
function uploadPhoto(user: SignedInUser, orderId: string, bytes: Buffer, caption = 'Before') {
  const { body, headers } = multipart({ caption }, bytes);
  return t.call('POST', `/orders/${orderId}/photos`, { token: user.token, body, headers });
}

describe('photos', () => {
  it('the crew leader adds a photo (re-encoded), sees it on the day, reads its bytes and deletes it', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, crew } = await aTeam(admin);
    const order = await anOrder(admin, { crewId: crew.id });
    const added = await uploadPhoto(leaderUser, order.id, await anImage('webp', 8, 6), 'Back beds before');
    expect(added.status, added.text).toBe(201);
    expect(added.body.data.photo).toMatchObject({ workOrderId: order.id, contentType: 'image/png', width: 8, height: 6, caption: 'Back beds before' });
    const photoId = added.body.data.photo.id as string;

    const day = dispatchDayResultSchema.parse((await t.call('GET', `/dispatch/day?date=${DAY}`, { token: leaderUser.token })).body.data).day;
    expect(day.crews[0]!.orders[0]!.photos.map((photo) => photo.id)).toEqual([photoId]);
    const image = await t.call('GET', `/orders/${order.id}/photos/${photoId}`, { token: leaderUser.token });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await t.call('GET', `/orders/${order.id}/photos/${photoId}`)).status).toBe(401);

    expect((await t.call('DELETE', `/orders/${order.id}/photos/${photoId}`, { token: leaderUser.token })).status).toBe(200);
    expect((await t.call('GET', `/orders/${order.id}/photos/${photoId}`, { token: leaderUser.token })).status).toBe(404);
  });

  it('refuses what is not an image with 400', async () => {
    const admin = await signedInUser(t);
    const order = await anOrder(admin, {});
    const response = await uploadPhoto(admin, order.id, Buffer.from('%PDF-1.7 not a photo'));
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors).toEqual({ file: [PHOTO_UNREADABLE_MESSAGE] });
  });
});

// ── The office ────────────────────────────────────────────────────────────────────────────
describe("the office's review, rescheduling and timesheets", () => {
  it('reviews each crew: planned against done, hours against budget, and reschedules what was not done in one step', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, leader, member, crew } = await aTeam(admin, 'Crew East');
    const over = await anOrder(admin, { crewId: crew.id, budgetedHours: 1 });
    const skipped = await anOrder(admin, { crewId: crew.id });
    const open = await anOrder(admin, { crewId: crew.id });
    await completed(leaderUser, over, { timeEntries: [{ employeeId: leader.id, hours: 1 }, { employeeId: member.id, hours: 0.5 }] });
    expect((await post(leaderUser, `/orders/${skipped.id}/skip`, { updatedAt: skipped.updatedAt, reason: 'access' })).status).toBe(200);

    const response = await t.call('GET', `/dispatch/review?date=${DAY}`, { token: admin.token });
    expect(response.status, response.text).toBe(200);
    const { review } = dispatchReviewResultSchema.parse(response.body.data);
    expect(review.crews).toHaveLength(1);
    expect(review.crews[0]).toMatchObject({ crewName: 'Crew East', planned: 3, completed: 1, skipped: 1, notCompleted: 2, budgetedHours: 5, actualHours: 1.5, overBudget: false });
    expect(review.crews[0]!.orders.map((order) => [order.id, order.status, order.actualHours, order.overBudget, order.notCompleted])).toEqual([
      [over.id, 'completed', 1.5, true, false],
      [skipped.id, 'skipped', 0, false, true],
      [open.id, 'scheduled', 0, false, true],
    ]);

    const refused = await post(admin, '/dispatch/reschedule', { orderIds: [over.id, skipped.id], date: '2030-06-04' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(RESCHEDULE_REFUSED_MESSAGE(1));
    const moved = await post(admin, '/dispatch/reschedule', { orderIds: [skipped.id, open.id], date: '2030-06-04' }, 'move-1');
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.data.orders.map((order: { status: string; date: string; sequence: number }) => [order.status, order.date, order.sequence])).toEqual([
      ['scheduled', '2030-06-04', 0],
      ['scheduled', '2030-06-04', 1],
    ]);
    const after = dispatchReviewResultSchema.parse((await t.call('GET', `/dispatch/review?date=${DAY}`, { token: admin.token })).body.data).review;
    expect(after.totals).toMatchObject({ planned: 1, completed: 1, notCompleted: 0 });
  });

  it('shows timesheets by day and week, approves them (locking the hours) and exports the payroll CSV', async () => {
    const admin = await signedInUser(t);
    const { leaderUser, leader, crew } = await aTeam(admin);
    const formula = await anEmployee(t, admin, { firstName: '=HYPERLINK("http://x")', lastName: 'Eve' });
    const monday = await anOrder(admin, { crewId: crew.id });
    const tuesday = await anOrder(admin, { crewId: crew.id, date: '2030-06-04' });
    await completed(leaderUser, monday, {
      timeEntries: [
        { employeeId: leader.id, clockIn: `${DAY}T08:00:00-04:00`, clockOut: `${DAY}T09:40:00-04:00` },
        { employeeId: formula.id, hours: 1 },
      ],
    });
    await completed(leaderUser, tuesday, { timeEntries: [{ employeeId: leader.id, hours: 2 }] });

    const day = timesheetsResultSchema.parse((await t.call('GET', `/timesheets?from=${DAY}&employeeId=${leader.id}`, { token: admin.token })).body.data).timesheets;
    expect(day).toMatchObject({ from: DAY, to: DAY, totalMinutes: 100, totalHours: 1.67 });
    const week = timesheetsResultSchema.parse((await t.call('GET', `/timesheets?from=${DAY}&to=2030-06-09`, { token: admin.token })).body.data).timesheets;
    const leaderSheet = week.employees.find((sheet) => sheet.employeeId === leader.id)!;
    expect(leaderSheet.days.slice(0, 3).map((d) => d.minutes)).toEqual([100, 120, 0]);
    expect(leaderSheet).toMatchObject({ totalMinutes: 220, totalHours: 3.67, approved: false });
    expect(week.totalMinutes).toBe(280);

    const approved = await post(admin, '/timesheets/approve', { employeeId: leader.id, from: DAY, to: '2030-06-09' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.approved).toBe(2);
    expect(approved.body.data.timesheets.employees[0]).toMatchObject({ employeeId: leader.id, approvedMinutes: 220, approved: true });
    expect((await post(admin, '/timesheets/approve', { entryIds: [leaderSheet.entries[0]!.id] })).body.data.approved).toBe(0);

    // Approved hours are payroll's: a reopened order cannot replace them.
    const current = workOrderResultSchema.parse((await t.call('GET', `/orders/${tuesday.id}`, { token: admin.token })).body.data).order;
    const reopened = await t.call('PUT', `/orders/${tuesday.id}`, { token: admin.token, body: { status: 'in_progress', updatedAt: current.updatedAt } });
    expect(reopened.status, reopened.text).toBe(200);
    const again = await post(leaderUser, `/orders/${tuesday.id}/complete`, { updatedAt: reopened.body.data.order.updatedAt, timeEntries: [{ employeeId: leader.id, hours: 9 }] });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(APPROVED_HOURS_LOCKED_MESSAGE);

    const csv = await t.call('GET', `/timesheets.csv?from=${DAY}&to=2030-06-09`, { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="timesheets-2030-06-03-to-2030-06-09.csv"');
    const rows = csv.text.trimEnd().split('\r\n');
    expect(rows[0]).toBe(timesheetCsvColumns.join(','));
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.includes('08:00'))).toMatch(new RegExp(`,${DAY},WO-\\d+,.*,08:00,09:40,100,1\\.67,Yes$`));
    // A name that would run as a formula is written as text.
    expect(rows.find((row) => row.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""http://x"") Eve"`);
  });
});
