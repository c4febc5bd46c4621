import { inflateSync } from 'node:zlib';
import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { estimateResultSchema, type EstimateItemInput } from '@groundwork/domain/estimates';
import { convertEstimateResultSchema, estimateJobPlans, jobResultSchema, type Job } from '@groundwork/domain/jobs';
import {
  VISIT_HAS_WORK_ORDER_MESSAGE,
  WORK_ORDER_REASON_REQUIRED_MESSAGE,
  WORK_ORDER_STARTED_DELETE_MESSAGE,
  WORK_ORDER_STARTED_REPLAN_MESSAGE,
  bulkWorkOrderRefusedMessage,
  bulkWorkOrderResultSchema,
  canMoveWorkOrder,
  isNotStarted,
  workOrderListSchema,
  workOrderMoveMessage,
  workOrderResultSchema,
  workOrderStatuses,
  type WorkOrder,
  type WorkOrderListItem,
  type WorkOrderStatus,
} from '@groundwork/domain/orders';
import { UNSTORABLE_TEXT_MESSAGE } from '@groundwork/domain/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobVisits, workOrders } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anEmployee, aCrew } from '../../test/people-builders';
import { nextIp, useTestApp } from '../../test/test-app';
import { JOB_ORDER_KEEPS_JOB_FIELDS_MESSAGE } from './orders.service';

const t = useTestApp();

// ── Builders ──────────────────────────────────────────────────────────────────────────────
let customerSequence = 0;
async function aCustomer(user: SignedInUser, overrides: { lastName?: string; street?: string } = {}): Promise<Customer> {
  customerSequence += 1;
  const street = overrides.street ?? `${4500 + customerSequence} Bryant Ave S`;
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: 'Maria',
      lastName: overrides.lastName ?? `Lopez ${customerSequence}`,
      address: { street, city: 'Minneapolis', state: 'MN', zipCode: '55419' },
      properties: [{ name: 'Home', address: { street, city: 'Minneapolis', state: 'MN', zipCode: '55419' }, lotSizeSqFt: 12_500, isPrimary: true }],
    },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

/** A crew with `size` members (the first leads). */
async function aCrewOf(user: SignedInUser, size: number, name?: string) {
  const crew = await aCrew(t, user, name ? { name } : {});
  for (let index = 0; index < size; index += 1) {
    const employee = await anEmployee(t, user);
    const added = await t.call('POST', `/crews/${crew.id}/members`, { token: user.token, body: { employeeId: employee.id, role: index === 0 ? 'leader' : 'member' } });
    expect(added.status, added.text).toBe(200);
  }
  return crew;
}

async function aService(user: SignedInUser) {
  const response = await t.call('POST', '/services', {
    token: user.token,
    body: { name: `Mowing ${Math.random().toString(36).slice(2, 8)}`, rateMatrixData: { matrixRows: [{ from: 0, to: 20000, rate: 55, tbHrs: 1, cost: 30 }], bottomSection: null } },
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data.service as { id: string; name: string };
}

/** A job scheduled from a service: `visitCount` weekly visits from `instanceDate`. */
async function aJob(user: SignedInUser, customer: Customer, fields: Record<string, unknown> = {}): Promise<Job> {
  const service = await aService(user);
  const response = await t.call('POST', '/jobs', {
    token: user.token,
    body: {
      customerId: customer.id,
      serviceId: service.id,
      jobType: 'recurring',
      frequency: 'weekly',
      visitCount: 3,
      instanceDate: '2030-06-03',
      rate: 60,
      estimatedDuration: 1.5,
      notes: 'Gate code 4411',
      ...fields,
    },
  });
  expect(response.status, response.text).toBe(200);
  return jobResultSchema.parse(response.body.data).job;
}

async function getJob(user: SignedInUser, id: string): Promise<Job> {
  const response = await t.call('GET', `/jobs/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return jobResultSchema.parse(response.body.data).job;
}

type LineBody = Partial<EstimateItemInput> & Pick<EstimateItemInput, 'id' | 'name' | 'type'>;
const seasonLines: LineBody[] = [
  { id: 'p1', parentId: null, name: 'Weekly mowing', type: 'labor' },
  { id: 'c1', parentId: 'p1', name: 'Crew labor', description: 'Mow, trim, blow', type: 'labor', qty: 0.75, visits: 4, cost: 27.5 },
  { id: 'c2', parentId: 'p1', name: 'Fuel', type: 'product', qty: 1.5, visits: 4, cost: 3.4567 },
  { id: 'p2', parentId: null, name: 'Mulch install', type: 'product' },
  { id: 'c3', parentId: 'p2', name: 'Mulch (yd)', type: 'product', qty: 6, visits: 1, cost: 32, rate: 65 },
];

/** An approved estimate of the customer converted to jobs (weekly mowing over 4 visits, one mulch install). */
async function convertedJobs(user: SignedInUser, customer: Customer, body: Record<string, unknown> = {}): Promise<Job[]> {
  const created = await t.call('POST', '/estimates', {
    token: user.token,
    body: { clientId: customer.id, clientType: 'customer', propertyId: customer.properties[0]!.id, items: seasonLines },
  });
  expect(created.status, created.text).toBe(200);
  const estimate = estimateResultSchema.parse(created.body.data).estimate;
  for (const status of ['sent', 'approved']) {
    expect((await t.call('PUT', `/estimates/${estimate.id}/status`, { token: user.token, body: { status } })).status).toBe(200);
  }
  const schedules = estimateJobPlans(estimate.items).map((plan) => ({
    itemId: plan.itemId,
    jobType: plan.proposedJobType,
    frequency: plan.proposedFrequency === null ? null : 'weekly',
    instanceDate: '2030-05-06',
  }));
  const response = await t.call('POST', `/estimates/${estimate.id}/convert`, { token: user.token, body: { schedules, notes: 'Side gate', ...body } });
  expect(response.status, response.text).toBe(200);
  return convertEstimateResultSchema.parse(response.body.data).jobs;
}

async function createOrder(user: SignedInUser, body: Record<string, unknown>): Promise<WorkOrder> {
  const response = await t.call('POST', '/orders', { token: user.token, body });
  expect(response.status, response.text).toBe(201);
  return workOrderResultSchema.parse(response.body.data).order;
}

async function getOrder(user: SignedInUser, id: string): Promise<WorkOrder> {
  const response = await t.call('GET', `/orders/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return workOrderResultSchema.parse(response.body.data).order;
}

const put = (user: SignedInUser, order: { id: string; updatedAt: string }, body: Record<string, unknown>) =>
  t.call('PUT', `/orders/${order.id}`, { token: user.token, body: { updatedAt: order.updatedAt, ...body } });

async function updated(user: SignedInUser, order: { id: string; updatedAt: string }, body: Record<string, unknown>): Promise<WorkOrder> {
  const response = await put(user, order, body);
  expect(response.status, response.text).toBe(200);
  return workOrderResultSchema.parse(response.body.data).order;
}

async function listOrders(user: SignedInUser, query = ''): Promise<{ orders: WorkOrderListItem[]; total: number }> {
  const response = await t.call('GET', `/orders${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  const data = workOrderListSchema.parse(response.body.data);
  return { orders: data.orders, total: data.pagination.total };
}

/** An order brought to `status` the way a person would: plan it, start it, finish it, cancel or skip it. */
async function anOrderIn(user: SignedInUser, customer: Customer, crewId: string, status: WorkOrderStatus): Promise<WorkOrder> {
  const planned = status !== 'unscheduled';
  const order = await createOrder(user, { customerId: customer.id, title: 'Hedge trimming', ...(planned ? { crewId, date: '2031-07-01' } : {}) });
  if (status === 'unscheduled' || status === 'scheduled') return order;
  if (status === 'cancelled' || status === 'skipped') return updated(user, order, { status, reason: 'rain' });
  const started = await updated(user, order, { status: 'in_progress' });
  return status === 'completed' ? updated(user, started, { status: 'completed' }) : started;
}

/** The text drawn in a PDF: inflates its streams and decodes the hex strings of its text operators. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      contents.push(bytes.toString('latin1'));
    }
    stream.lastIndex = end;
  }
  return contents
    .join('\n')
    .split(/\bTJ\b/)
    .map((chunk) => [...chunk.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}

// ── Creating ──────────────────────────────────────────────────────────────────────────────
describe('creating work orders', () => {
  it("makes a visit's order from its job: customer, property, title, lines per visit, price, hours and the visit's date", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrewOf(user, 3, 'Maintenance Crew A');
    const [mowing] = await convertedJobs(user, customer);
    const visit = mowing!.visits[1]!;

    const order = await createOrder(user, { jobVisitId: visit.id, crewId: crew.id, startTime: '07:30', instructions: 'Start at the back' });
    expect(order).toMatchObject({
      number: 1001,
      customerId: customer.id,
      customerName: customer.displayName,
      propertyId: customer.properties[0]!.id,
      address: `${customer.properties[0]!.address.street}, Minneapolis, MN 55419`,
      jobId: mowing!.id,
      jobVisitId: visit.id,
      title: 'Weekly mowing',
      crewId: crew.id,
      crewName: 'Maintenance Crew A',
      date: visit.instanceDate,
      startTime: '07:30',
      sequence: 0,
      budgetedHours: mowing!.estimatedDuration,
      crewSize: 3,
      status: 'scheduled',
      reason: null,
      price: visit.price,
      overdue: false,
      instructions: 'Start at the back',
      statusNote: '',
      jobNotes: 'Side gate',
      startedAt: null,
      completedAt: null,
    });
    // The crew's lines for one visit (the service line itself is the title).
    const [, labour, fuel] = mowing!.estimateItems;
    expect(order.lines).toEqual([
      { itemId: labour!.id, name: 'Crew labor', description: 'Mow, trim, blow', type: 'labor', quantity: 0.75 },
      { itemId: fuel!.id, name: 'Fuel', description: '', type: 'product', quantity: 1.5 },
    ]);
    expect(await getOrder(user, order.id)).toEqual(order);

    // A second order for the visit is refused, and so are concurrent ones: one order per visit.
    const again = await t.call('POST', '/orders', { token: user.token, body: { jobVisitId: visit.id } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(VISIT_HAS_WORK_ORDER_MESSAGE);
    const other = mowing!.visits[2]!;
    const together = await Promise.all(Array.from({ length: 3 }, () => t.call('POST', '/orders', { token: user.token, body: { jobVisitId: other.id, date: '2030-05-21' } })));
    expect(together.map((response) => response.status).sort()).toEqual([201, 409, 409]);
    const rows = await t.database.db.select().from(workOrders).where(eq(workOrders.jobVisitId, other.id));
    expect(rows).toHaveLength(1);
    // Given a date, the order takes it and its visit follows; numbers continue without a gap.
    expect(rows[0]).toMatchObject({ number: 1002, date: '2030-05-21', status: 'unscheduled', crewSize: 2 });
    const job = await getJob(user, mowing!.id);
    expect(job.visits.find((item) => item.id === other.id)!.instanceDate).toBe('2030-05-21');
  });

  it('a job scheduled from a service carries the service to its orders', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const job = await aJob(user, customer);
    const order = await createOrder(user, { jobVisitId: job.visits[0]!.id });
    expect(order).toMatchObject({ serviceId: expect.any(String), title: job.serviceName, price: 60, budgetedHours: 1.5, lines: [], jobNotes: 'Gate code 4411' });
    expect((await listOrders(user, `?serviceId=${order.serviceId}`)).orders.map((item) => item.id)).toEqual([order.id]);
  });

  it('makes a one-off order for a customer, at its primary property, unscheduled until it has a crew and a date', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const service = await aService(user);
    const order = await createOrder(user, { customerId: customer.id, title: '  Gutter clean-out ', price: 180, budgetedHours: 2.5, serviceId: service.id });
    expect(order).toMatchObject({
      number: 1001,
      title: 'Gutter clean-out',
      customerId: customer.id,
      propertyId: customer.properties[0]!.id,
      jobId: null,
      jobVisitId: null,
      serviceId: service.id,
      crewId: null,
      crewName: null,
      date: null,
      status: 'unscheduled',
      crewSize: 2,
      price: 180,
      budgetedHours: 2.5,
      lines: [],
      jobNotes: '',
    });
    const crew = await aCrewOf(user, 1);
    const planned = await createOrder(user, { customerId: customer.id, title: 'Aeration', crewId: crew.id, date: '2030-09-14', propertyId: null });
    expect(planned).toMatchObject({ number: 1002, status: 'scheduled', crewSize: 1, propertyId: null, address: '' });

    // A property must be the customer's own.
    const neighbour = await aCustomer(user);
    const foreignProperty = await t.call('POST', '/orders', { token: user.token, body: { customerId: customer.id, title: 'x', propertyId: neighbour.properties[0]!.id } });
    expect(foreignProperty.status).toBe(404);
    expect(foreignProperty.body.details.fieldErrors).toEqual({ propertyId: ['Property not found'] });
  });

  it('answers a retried create with the same order (Idempotency-Key)', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const send = () => t.call('POST', '/orders', { token: user.token, body: { customerId: customer.id, title: 'Snow stakes' }, headers: { 'idempotency-key': 'order-1' } });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data.order.id).toBe(first.body.data.order.id);
    expect((await listOrders(user)).total).toBe(1);
  });
});

// ── Listing ───────────────────────────────────────────────────────────────────────────────
describe('listing work orders', () => {
  it('sorts by date (undated last), crew, route position and number; filters, searches and pages', async () => {
    const user = await signedInUser(t);
    const ann = await aCustomer(user, { lastName: 'Anderson', street: '12 Oak Ridge Rd' });
    const bob = await aCustomer(user, { lastName: 'Bergstrom', street: '98 Lake Harriet Pkwy' });
    const crewB = await aCrewOf(user, 2, 'Zeta Crew');
    const crewA = await aCrewOf(user, 2, 'Alpha Crew');
    const service = await aService(user);
    const make = (body: Record<string, unknown>) => createOrder(user, { customerId: ann.id, title: 'Mowing', ...body });

    const past = await make({ title: 'Spring clean-up', crewId: crewA.id, date: '2020-04-12' }); // 1001, overdue
    const zetaFirst = await make({ crewId: crewB.id, date: '2030-06-03' }); // 1002
    const alphaSecond = await make({ crewId: crewA.id, date: '2030-06-03' }); // 1003, sequence 0
    const alphaFirst = await updated(user, alphaSecond, { sequence: 1 }); // its route position moves after the next one
    const alphaZero = await make({ crewId: crewA.id, date: '2030-06-03', customerId: bob.id, title: 'Gutter clean-out' }); // 1004, sequence 1
    await updated(user, alphaZero, { sequence: 0 });
    const unassigned = await make({ date: '2030-06-03', serviceId: service.id }); // 1005
    const undated = await make({ customerId: bob.id }); // 1006
    const done = await updated(user, await make({ crewId: crewB.id, date: '2020-05-01' }), { status: 'completed' }); // 1007

    const all = await listOrders(user);
    expect(all.total).toBe(7);
    expect(all.orders.map((order) => order.number)).toEqual([1001, 1007, 1004, 1003, 1002, 1005, 1006]);
    expect(all.orders.find((order) => order.id === past.id)).toMatchObject({ overdue: true, crewName: 'Alpha Crew', address: '12 Oak Ridge Rd, Minneapolis, MN 55419' });
    expect(all.orders.find((order) => order.id === done.id)!.overdue).toBe(false);
    expect(all.orders[0]).not.toHaveProperty('lines');
    expect(alphaFirst.sequence).toBe(1);

    const numbers = async (query: string) => (await listOrders(user, query)).orders.map((order) => order.number);
    expect(await numbers('?status=open')).toEqual([1001, 1004, 1003, 1002, 1005, 1006]);
    expect(await numbers('?status=completed')).toEqual([1007]);
    expect(await numbers('?status=unscheduled')).toEqual([1005, 1006]);
    expect(await numbers(`?crewId=${crewA.id}`)).toEqual([1001, 1004, 1003]);
    expect(await numbers('?crewId=none')).toEqual([1005, 1006]);
    expect(await numbers(`?customerId=${bob.id}`)).toEqual([1004, 1006]);
    expect(await numbers(`?serviceId=${service.id}`)).toEqual([unassigned.number]);
    expect(await numbers('?from=2030-01-01')).toEqual([1004, 1003, 1002, 1005]);
    expect(await numbers('?to=2020-12-31')).toEqual([1001, 1007]);
    expect(await numbers('?from=2020-04-12&to=2020-04-12')).toEqual([1001]);
    expect(await numbers(`?status=scheduled&crewId=${crewB.id}&from=2030-06-01&to=2030-06-30`)).toEqual([zetaFirst.number]);

    // Search: the number (1042 or WO-1042), the customer, the title and the property's address, in any case.
    expect(await numbers('?search=WO-1004')).toEqual([1004]);
    expect(await numbers('?search=1006')).toEqual([1006]);
    expect(await numbers('?search=bergstrom')).toEqual([1004, 1006]);
    expect(await numbers('?search=GUTTER')).toEqual([1004]);
    expect(await numbers('?search=oak ridge')).toEqual([1001, 1007, 1003, 1002, 1005]);
    expect(await numbers('?search=100%25')).toEqual([]);
    expect(await numbers(`?search=${undated.number}&status=unscheduled`)).toEqual([1006]);

    // Pages: the total is the whole match, every page is a slice of the same order.
    const pages = await Promise.all([1, 2, 3, 4].map((page) => listOrders(user, `?limit=2&page=${page}`)));
    expect(pages.map((page) => page.total)).toEqual([7, 7, 7, 7]);
    expect(pages.flatMap((page) => page.orders.map((order) => order.number))).toEqual([1001, 1007, 1004, 1003, 1002, 1005, 1006]);
    expect((await listOrders(user, '?limit=3&page=9')).orders).toEqual([]);
    const searched = await listOrders(user, '?search=bergstrom&limit=1');
    expect([searched.orders.length, searched.total]).toEqual([1, 2]);
  });
});

// ── Changing ──────────────────────────────────────────────────────────────────────────────
describe('changing work orders', () => {
  it('works the status out from the plan: a crew on a date is scheduled, anything less is not', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrewOf(user, 2);
    const order = await createOrder(user, { customerId: customer.id, title: 'Mowing' });
    const crewed = await updated(user, order, { crewId: crew.id });
    expect(crewed).toMatchObject({ crewId: crew.id, status: 'unscheduled' });
    const dated = await updated(user, crewed, { date: '2030-06-04', startTime: '08:15', budgetedHours: 1.25, crewSize: 3, instructions: 'Back gate' });
    expect(dated).toMatchObject({ status: 'scheduled', date: '2030-06-04', startTime: '08:15', budgetedHours: 1.25, crewSize: 3, instructions: 'Back gate', sequence: 0 });
    // A second order for the crew that day goes to the end of its route.
    const second = await createOrder(user, { customerId: customer.id, title: 'Edging', crewId: crew.id, date: '2030-06-04' });
    expect(second.sequence).toBe(1);
    const unplanned = await updated(user, dated, { crewId: null });
    expect(unplanned).toMatchObject({ status: 'unscheduled', crewId: null });
    // Sending the status it has in effect changes nothing; 'unscheduled' is never set by hand.
    const same = await updated(user, unplanned, { status: 'scheduled' });
    expect(same.status).toBe('unscheduled');
    const byHand = await put(user, same, { status: 'unscheduled' });
    expect(byHand.status).toBe(422);
    expect(byHand.body.message).toBe(workOrderMoveMessage('unscheduled', 'unscheduled'));
  });

  const allowed = (from: WorkOrderStatus, to: WorkOrderStatus) => canMoveWorkOrder(from, to) || (to === 'scheduled' && isNotStarted(from));
  const pairs = workOrderStatuses.flatMap((from) => workOrderStatuses.map((to) => [from, to, allowed(from, to)] as const));

  it.each(pairs)('a %s order asked to become %s: allowed %s', async (from, to, isAllowed) => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const order = await anOrderIn(user, customer, crew.id, from);
    expect(order.status).toBe(from);
    const response = await put(user, order, { status: to, ...(to === 'cancelled' || to === 'skipped' ? { reason: 'access' } : {}) });
    if (!isAllowed) {
      expect(response.status, response.text).toBe(422);
      expect(response.body.message).toBe(workOrderMoveMessage(from, to));
      expect(await getOrder(user, order.id)).toEqual(order);
      return;
    }
    expect(response.status, response.text).toBe(200);
    const moved = workOrderResultSchema.parse(response.body.data).order;
    // Reopening goes back to the plan, which has a crew and a date here unless the order never had them.
    const expected = to === 'scheduled' ? (from === 'unscheduled' ? 'unscheduled' : 'scheduled') : to;
    expect(moved.status).toBe(expected);
    expect(moved.reason).toBe(to === 'cancelled' || to === 'skipped' ? 'access' : null);
    if (to === 'in_progress') expect(moved.startedAt).not.toBeNull();
    if (to === 'completed') expect(moved.completedAt).not.toBeNull();
    if (to !== 'completed') expect(moved.completedAt).toBeNull();
    if (from === 'in_progress' || from === 'completed') expect(moved.startedAt).toBe(order.startedAt);
  });

  it('records the start once and the completion once; reopening forgets the completion', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const started = await anOrderIn(user, customer, crew.id, 'in_progress');
    const completed = await updated(user, started, { status: 'completed' });
    expect(completed.startedAt).toBe(started.startedAt);
    expect(new Date(completed.completedAt!).getTime()).toBeGreaterThanOrEqual(new Date(started.startedAt!).getTime());
    const twice = await put(user, completed, { status: 'completed' });
    expect(twice.status).toBe(422);
    expect(twice.body.message).toBe(workOrderMoveMessage('completed', 'completed'));
    expect((await getOrder(user, completed.id)).completedAt).toBe(completed.completedAt);
    const reopened = await updated(user, completed, { status: 'in_progress' });
    expect(reopened).toMatchObject({ status: 'in_progress', startedAt: started.startedAt, completedAt: null });
  });

  it('needs a reason to cancel or skip; cancelled and skipped keep it, reopening clears it', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const order = await createOrder(user, { customerId: customer.id, title: 'Mowing' });
    const missing = await put(user, order, { status: 'skipped' });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors).toEqual({ reason: [WORK_ORDER_REASON_REQUIRED_MESSAGE] });
    const skipped = await updated(user, order, { status: 'skipped', reason: 'rain', statusNote: 'Thunderstorms all day' });
    expect(skipped).toMatchObject({ status: 'skipped', reason: 'rain', statusNote: 'Thunderstorms all day' });
    const renamed = await updated(user, skipped, { reason: 'client_request' });
    expect(renamed).toMatchObject({ status: 'skipped', reason: 'client_request' });
    const reopened = await updated(user, renamed, { status: 'scheduled' });
    expect(reopened).toMatchObject({ status: 'unscheduled', reason: null, statusNote: 'Thunderstorms all day' });
    // A reason without cancelling or skipping is not kept.
    expect((await updated(user, reopened, { reason: 'rain' })).reason).toBeNull();
  });

  it('keeps the crew and date of an order that started or ended (422), until it is reopened', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const other = await aCrew(t, user);
    for (const status of ['in_progress', 'completed', 'cancelled', 'skipped'] as const) {
      const order = await anOrderIn(user, customer, crew.id, status);
      const moved = await put(user, order, { date: '2031-07-02' });
      expect(moved.status).toBe(422);
      expect(moved.body.message).toBe(WORK_ORDER_STARTED_REPLAN_MESSAGE);
      expect(moved.body.details.fieldErrors).toEqual({ date: [WORK_ORDER_STARTED_REPLAN_MESSAGE] });
      expect((await put(user, order, { crewId: other.id })).status).toBe(422);
      // The same crew and date sent again are no change.
      expect((await put(user, order, { crewId: crew.id, date: '2031-07-01', instructions: 'Bring the ladder' })).status).toBe(200);
    }
    const skipped = await anOrderIn(user, customer, crew.id, 'skipped');
    const reopened = await updated(user, skipped, { status: 'scheduled', crewId: other.id, date: '2031-07-03' });
    expect(reopened).toMatchObject({ status: 'scheduled', crewId: other.id, date: '2031-07-03', reason: null });
  });

  it("keeps a job order's title and price (the job's), and a one-off order's may change", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const job = await aJob(user, customer);
    const order = await createOrder(user, { jobVisitId: job.visits[0]!.id });
    const renamed = await put(user, order, { title: 'Something else' });
    expect(renamed.status).toBe(422);
    expect(renamed.body.details.fieldErrors).toEqual({ title: [JOB_ORDER_KEEPS_JOB_FIELDS_MESSAGE] });
    expect((await put(user, order, { price: 1 })).status).toBe(422);
    // The form sending the values it shows is fine.
    expect((await put(user, order, { title: order.title, price: order.price })).status).toBe(200);
    const oneOff = await createOrder(user, { customerId: customer.id, title: 'Gutters', price: 100 });
    expect(await updated(user, oneOff, { title: 'Gutters and downspouts', price: 125.5 })).toMatchObject({ title: 'Gutters and downspouts', price: 125.5 });
  });

  it('refuses a stale save with 409, and of two saves of the same version exactly one wins', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const order = await createOrder(user, { customerId: customer.id, title: 'Mowing' });
    const first = await updated(user, order, { instructions: 'First' });
    const stale = await put(user, order, { instructions: 'Stale' });
    expect(stale.status).toBe(409);
    const racing = await Promise.all(['Left', 'Right', 'Centre'].map((instructions) => put(user, first, { instructions })));
    expect(racing.map((response) => response.status).sort()).toEqual([200, 409, 409]);
    const winner = racing.find((response) => response.status === 200)!;
    expect((await getOrder(user, order.id)).instructions).toBe(winner.body.data.order.instructions);
  });
});

// ── Deleting ──────────────────────────────────────────────────────────────────────────────
describe('deleting work orders', () => {
  it('deletes an order that never started; one that started, even undone, or ended is cancelled instead (422)', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const job = await aJob(user, customer);
    const visitOrder = await createOrder(user, { jobVisitId: job.visits[0]!.id, crewId: crew.id });
    const removed = await t.call('DELETE', `/orders/${visitOrder.id}`, { token: user.token });
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.data).toEqual({ id: visitOrder.id });
    expect((await t.call('GET', `/orders/${visitOrder.id}`, { token: user.token })).status).toBe(404);
    // The visit stays, free for a new order.
    expect((await getJob(user, job.id)).visits[0]!.status).toBe('scheduled');
    await createOrder(user, { jobVisitId: job.visits[0]!.id });

    const undone = await updated(user, await anOrderIn(user, customer, crew.id, 'in_progress'), { status: 'scheduled' });
    expect(undone.status).toBe('scheduled');
    for (const order of [undone, ...(await Promise.all((['in_progress', 'completed', 'cancelled', 'skipped'] as const).map((status) => anOrderIn(user, customer, crew.id, status))))]) {
      const refused = await t.call('DELETE', `/orders/${order.id}`, { token: user.token });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe(WORK_ORDER_STARTED_DELETE_MESSAGE);
    }
  });
});

// ── Bulk ──────────────────────────────────────────────────────────────────────────────────
describe('bulk changes', () => {
  it('assigns a crew, sets a date and cancels many orders at once, their visits following', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrewOf(user, 2, 'Bulk Crew');
    const job = await aJob(user, customer);
    const [a, b] = await Promise.all(job.visits.slice(0, 2).map((visit) => createOrder(user, { jobVisitId: visit.id })));
    const oneOff = await createOrder(user, { customerId: customer.id, title: 'Leaves' });
    const ids = [a!.id, b!.id, oneOff.id];
    const bulk = (body: Record<string, unknown>) => t.call('POST', '/orders/bulk', { token: user.token, body: { ids, ...body } });

    const assigned = await bulk({ action: 'assign_crew', crewId: crew.id });
    expect(assigned.status, assigned.text).toBe(200);
    const assignedOrders = bulkWorkOrderResultSchema.parse(assigned.body.data).orders;
    expect(assignedOrders.map((order) => [order.id, order.crewName, order.status])).toEqual([
      [a!.id, 'Bulk Crew', 'scheduled'],
      [b!.id, 'Bulk Crew', 'scheduled'],
      [oneOff.id, 'Bulk Crew', 'unscheduled'],
    ]);
    const dated = bulkWorkOrderResultSchema.parse((await bulk({ action: 'set_date', date: '2030-07-01' })).body.data).orders;
    expect(dated.map((order) => [order.date, order.status])).toEqual([
      ['2030-07-01', 'scheduled'],
      ['2030-07-01', 'scheduled'],
      ['2030-07-01', 'scheduled'],
    ]);
    expect((await getJob(user, job.id)).visits.filter((visit) => visit.instanceDate === '2030-07-01')).toHaveLength(2);
    const undated = bulkWorkOrderResultSchema.parse((await bulk({ action: 'set_date', date: null })).body.data).orders;
    expect(undated.every((order) => order.date === null && order.status === 'unscheduled')).toBe(true);
    const unassigned = bulkWorkOrderResultSchema.parse((await bulk({ action: 'assign_crew', crewId: null })).body.data).orders;
    expect(unassigned.every((order) => order.crewId === null)).toBe(true);

    const cancelled = await bulk({ action: 'cancel', reason: 'client_request', statusNote: 'Moving away' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.orders.map((order: WorkOrderListItem) => [order.status, order.reason])).toEqual([
      ['cancelled', 'client_request'],
      ['cancelled', 'client_request'],
      ['cancelled', 'client_request'],
    ]);
    expect((await getOrder(user, oneOff.id)).statusNote).toBe('Moving away');
    const visits = (await getJob(user, job.id)).visits;
    expect(visits.filter((visit) => visit.status === 'cancelled').map((visit) => visit.id).sort()).toEqual([a!.jobVisitId, b!.jobVisitId].sort());
  });

  it('changes none of the orders when one cannot take the action (422 saying how many), or one is unknown (404)', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const open = await createOrder(user, { customerId: customer.id, title: 'Mowing' });
    const started = await anOrderIn(user, customer, crew.id, 'in_progress');
    const done = await anOrderIn(user, customer, crew.id, 'completed');
    for (const [action, extra] of [
      ['assign_crew', { crewId: crew.id }],
      ['set_date', { date: '2031-08-01' }],
      ['cancel', { reason: 'rain' }],
    ] as const) {
      const response = await t.call('POST', '/orders/bulk', { token: user.token, body: { ids: [open.id, started.id, done.id], action, ...extra } });
      expect(response.status).toBe(422);
      expect(response.body.message).toBe(bulkWorkOrderRefusedMessage(2, action));
      const one = await t.call('POST', '/orders/bulk', { token: user.token, body: { ids: [open.id, done.id], action, ...extra } });
      expect(one.body.message).toBe(bulkWorkOrderRefusedMessage(1, action));
    }
    const unknown = await t.call('POST', '/orders/bulk', { token: user.token, body: { ids: [open.id, '8a2f0c4e-3b1d-4e5f-9a6b-7c8d9e0f1a2b'], action: 'cancel', reason: 'rain' } });
    expect(unknown.status).toBe(404);
    expect(await getOrder(user, open.id)).toEqual(open);
    expect(await getOrder(user, started.id)).toEqual(started);
  });
});

// ── Crew sheet ────────────────────────────────────────────────────────────────────────────
describe('the crew sheet', () => {
  it('is a PDF with the order, the crew, the place, the lines and blanks to fill in, never the price', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { lastName: 'Sheetwell', street: '77 Minnehaha Pkwy' });
    const crew = await aCrewOf(user, 2, 'Maintenance Crew B');
    const [mowing] = await convertedJobs(user, customer);
    const order = await createOrder(user, { jobVisitId: mowing!.visits[0]!.id, crewId: crew.id, startTime: '13:05', instructions: 'Dog in the yard' });
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/orders/${order.id}/sheet.pdf`, headers: { authorization: `Bearer ${user.token}` }, remoteAddress: nextIp() });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="WorkOrder-${order.number}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [`WO-${order.number}`, 'Maintenance Crew B', 'Sheetwell', '77 Minnehaha Pkwy', '1:05 PM', 'Crew labor', '0.75 h', 'Fuel', 'Dog in the yard', 'Side gate', 'Time in', 'Time out', 'Materials used', 'Crew leader signature'])
      expect(text, expected).toContain(expected);
    // Never a price: neither the visit's nor any dollar amount.
    expect(order.price).toBeGreaterThan(0);
    expect(text).not.toContain(order.price.toFixed(2));
    expect(text).not.toContain('$');
    expect((await t.call('GET', `/orders/${order.id}/sheet.pdf`)).status).toBe(401);
  });
});

// ── Malformed input ───────────────────────────────────────────────────────────────────────
describe('malformed input', () => {
  const ID = '8a2f0c4e-3b1d-4e5f-9a6b-7c8d9e0f1a2b';
  it.each([
    [{ title: 'x' }, 'customerId'],
    [{ customerId: ID }, 'title'],
    [{ customerId: 'abc', title: 'x' }, 'customerId'],
    [{ jobVisitId: 5 }, 'jobVisitId'],
    [{ customerId: ID, title: 'x'.repeat(201) }, 'title'],
    [{ customerId: ID, title: 'a\u0000b' }, 'title'],
    [{ customerId: ID, title: 'x', instructions: 'y'.repeat(10_001) }, 'instructions'],
    [{ customerId: ID, title: 'x', instructions: ['a'] }, 'instructions'],
    [{ customerId: ID, title: 'x', price: 1e308 }, 'price'],
    [{ customerId: ID, title: 'x', price: -1 }, 'price'],
    [{ customerId: ID, title: 'x', price: '12' }, 'price'],
    [{ customerId: ID, title: 'x', budgetedHours: 1e9 }, 'budgetedHours'],
    [{ customerId: ID, title: 'x', budgetedHours: 1.234 }, 'budgetedHours'],
    [{ customerId: ID, title: 'x', crewSize: 1e6 }, 'crewSize'],
    [{ customerId: ID, title: 'x', crewSize: '3' }, 'crewSize'],
    [{ customerId: ID, title: 'x', crewSize: 2.5 }, 'crewSize'],
    [{ customerId: ID, title: 'x', date: '2030-02-30' }, 'date'],
    [{ customerId: ID, title: 'x', date: 20300201 }, 'date'],
    [{ customerId: ID, title: 'x', startTime: '7:30' }, 'startTime'],
    [{ customerId: ID, title: 'x', startTime: '24:00' }, 'startTime'],
    [{ customerId: ID, title: 'x', crewId: 'crew-a' }, 'crewId'],
    [{ customerId: ID, title: 'x', propertyId: 7 }, 'propertyId'],
  ])('POST /orders refuses %j with 400 on %s', async (body, field) => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/orders', { token: user.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
    expect(response.body.details.fieldErrors[field]![0]).toEqual(expect.any(String));
  });

  it('refuses bad PUT, bulk, list and path input with 400 naming each field, and drops unknown keys', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const order = await createOrder(user, { customerId: customer.id, title: 'Mowing', companyId: ID, number: 5, status: 'completed', startedAt: '2020-01-01T00:00:00Z' });
    // Unknown keys are dropped: the server numbers the order and works its status out.
    expect(order).toMatchObject({ number: 1001, status: 'unscheduled', startedAt: null });

    const cases: [string, 'GET' | 'PUT' | 'POST', string, unknown, string[]][] = [
      ['PUT without updatedAt', 'PUT', `/orders/${order.id}`, { crewSize: 2 }, ['updatedAt']],
      ['PUT bad status', 'PUT', `/orders/${order.id}`, { status: 'done', updatedAt: order.updatedAt }, ['status']],
      ['PUT bad reason', 'PUT', `/orders/${order.id}`, { status: 'cancelled', reason: 'bored', updatedAt: order.updatedAt }, ['reason']],
      ['PUT huge sequence', 'PUT', `/orders/${order.id}`, { sequence: 1e12, updatedAt: order.updatedAt }, ['sequence']],
      ['PUT negative sequence', 'PUT', `/orders/${order.id}`, { sequence: -1, updatedAt: order.updatedAt }, ['sequence']],
      ['PUT NUL in a note', 'PUT', `/orders/${order.id}`, { statusNote: 'a\u0000', updatedAt: order.updatedAt }, ['statusNote']],
      ['PUT many bad fields', 'PUT', `/orders/${order.id}`, { crewSize: 0, budgetedHours: 'two', updatedAt: 'yesterday' }, ['budgetedHours', 'crewSize', 'updatedAt']],
      ['bulk without ids', 'POST', '/orders/bulk', { action: 'cancel', reason: 'rain' }, ['ids']],
      ['bulk with no ids', 'POST', '/orders/bulk', { ids: [], action: 'cancel', reason: 'rain' }, ['ids']],
      ['bulk bad id', 'POST', '/orders/bulk', { ids: ['x'], action: 'cancel', reason: 'rain' }, ['ids.0']],
      ['bulk too many', 'POST', '/orders/bulk', { ids: Array.from({ length: 501 }, () => ID), action: 'cancel', reason: 'rain' }, ['ids']],
      ['bulk bad action', 'POST', '/orders/bulk', { ids: [order.id], action: 'delete' }, ['action']],
      ['bulk crew missing', 'POST', '/orders/bulk', { ids: [order.id], action: 'assign_crew' }, ['crewId']],
      ['list bad status', 'GET', '/orders?status=late', undefined, ['status']],
      ['list bad crew', 'GET', '/orders?crewId=abc', undefined, ['crewId']],
      ['list bad range', 'GET', '/orders?from=2030-02-02&to=2030-02-01', undefined, ['to']],
      ['list bad page', 'GET', '/orders?page=0&limit=1000', undefined, ['limit', 'page']],
      ['list long search', 'GET', `/orders?search=${'x'.repeat(201)}`, undefined, ['search']],
      ['list NUL search', 'GET', '/orders?search=a%00b', undefined, ['search']],
    ];
    for (const [name, method, path, body, fields] of cases) {
      const response = await t.call(method, path, { token: user.token, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${name}: ${response.text}`).toBe(400);
      expect(Object.keys(response.body.details?.fieldErrors ?? {}).sort(), name).toEqual(fields);
    }
    // A lone surrogate, as a client's JSON escape.
    const surrogate = await t.app.inject({
      method: 'POST',
      url: '/api/v2/orders',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      payload: `{"customerId":"${customer.id}","title":"x\\ud800y"}`,
      remoteAddress: nextIp(),
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().details.fieldErrors).toEqual({ title: [UNSTORABLE_TEXT_MESSAGE] });
    for (const path of ['/orders/not-a-uuid', '/orders/not-a-uuid/sheet.pdf']) expect((await t.call('GET', path, { token: user.token })).status).toBe(400);
    expect((await t.call('DELETE', '/orders/not-a-uuid', { token: user.token })).status).toBe(400);
    expect((await t.call('GET', '/orders', {})).status).toBe(401);
    expect(await getOrder(user, order.id)).toEqual(order);
  });
});

// ── Tenancy ───────────────────────────────────────────────────────────────────────────────
describe('another company', () => {
  it("gets 404 reading, changing, deleting or bulk-changing the first company's orders, and naming its records", async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const crew = await aCrewOf(owner, 1);
    const job = await aJob(owner, customer);
    const service = await aService(owner);
    const order = await createOrder(owner, { jobVisitId: job.visits[0]!.id, crewId: crew.id });

    const intruder = await signedInUser(t);
    const token = intruder.token;
    const ownCustomer = await aCustomer(intruder);
    const ownOrder = await createOrder(intruder, { customerId: ownCustomer.id, title: 'Mine' });
    const calls = await Promise.all([
      t.call('GET', `/orders/${order.id}`, { token }),
      t.call('GET', `/orders/${order.id}/sheet.pdf`, { token }),
      t.call('PUT', `/orders/${order.id}`, { token, body: { status: 'in_progress', updatedAt: order.updatedAt } }),
      t.call('DELETE', `/orders/${order.id}`, { token }),
      t.call('POST', '/orders/bulk', { token, body: { ids: [order.id], action: 'cancel', reason: 'rain' } }),
      t.call('POST', '/orders/bulk', { token, body: { ids: [ownOrder.id, order.id], action: 'set_date', date: '2031-01-05' } }),
      t.call('GET', `/orders?customerId=${customer.id}`, { token }),
      t.call('GET', `/orders?crewId=${crew.id}`, { token }),
      t.call('GET', `/orders?serviceId=${service.id}`, { token }),
      t.call('POST', '/orders', { token, body: { jobVisitId: job.visits[1]!.id } }),
      t.call('POST', '/orders', { token, body: { customerId: customer.id, title: 'Theirs' } }),
      t.call('POST', '/orders', { token, body: { customerId: ownCustomer.id, title: 'Mine', crewId: crew.id } }),
      t.call('POST', '/orders', { token, body: { customerId: ownCustomer.id, title: 'Mine', serviceId: service.id } }),
      t.call('POST', '/orders', { token, body: { customerId: ownCustomer.id, title: 'Mine', propertyId: customer.properties[0]!.id } }),
      t.call('PUT', `/orders/${ownOrder.id}`, { token, body: { crewId: crew.id, updatedAt: ownOrder.updatedAt } }),
      t.call('POST', '/orders/bulk', { token, body: { ids: [ownOrder.id], action: 'assign_crew', crewId: crew.id } }),
    ]);
    expect(calls.map((response) => response.status)).toEqual(Array.from({ length: calls.length }, () => 404));
    expect((await listOrders(intruder)).orders.map((item) => item.id)).toEqual([ownOrder.id]);
    expect(await getOrder(owner, order.id)).toEqual(order);
    expect(await getOrder(intruder, ownOrder.id)).toEqual(ownOrder);
  });
});

// ── Jobs and their orders ─────────────────────────────────────────────────────────────────
describe('jobs and their work orders', () => {
  it('a job made with work orders gets one for every visit, from an estimate or from a service', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const [mowing, mulch] = await convertedJobs(user, customer, { createWorkOrder: true });
    const fromService = await aJob(user, customer, { createWorkOrder: true, visitCount: 2 });
    const { orders, total } = await listOrders(user, '?limit=200');
    expect(total).toBe(mowing!.visits.length + mulch!.visits.length + 2);
    for (const job of [mowing!, mulch!, fromService]) {
      const ofJob = orders.filter((order) => order.jobId === job.id);
      expect(ofJob.map((order) => order.jobVisitId).sort()).toEqual(job.visits.map((visit) => visit.id).sort());
      for (const order of ofJob) {
        const visit = job.visits.find((item) => item.id === order.jobVisitId)!;
        expect(order).toMatchObject({ status: 'unscheduled', date: visit.instanceDate, price: visit.price, title: job.serviceName, crewId: null });
      }
    }
    // Gap-free numbers in the order the orders were made.
    expect(orders.map((order) => order.number).sort((a, b) => a - b)).toEqual(orders.map((_, index) => 1001 + index));
    const mulchOrder = orders.find((order) => order.jobId === mulch!.id)!;
    expect((await getOrder(user, mulchOrder.id)).lines).toEqual([{ itemId: mulch!.estimateItems[1]!.id, name: 'Mulch (yd)', description: '', type: 'product', quantity: 6 }]);
  });

  it('switching work orders on gives the visits still to do an order; re-planning the job moves the orders not started', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const job = await aJob(user, customer, { visitCount: 4 });
    const byHand = await createOrder(user, { jobVisitId: job.visits[0]!.id, crewId: crew.id });
    const cancelled = await t.call('PUT', `/jobs/${job.id}/visits/${job.visits[3]!.id}`, { token: user.token, body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    const switched = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { createWorkOrder: true, updatedAt: cancelled.body.data.job.updatedAt } });
    expect(switched.status, switched.text).toBe(200);
    const orders = (await listOrders(user)).orders;
    // The visit with an order keeps it; the two still to do get one; the cancelled visit none.
    expect(orders.map((order) => order.jobVisitId).sort()).toEqual([job.visits[0]!.id, job.visits[1]!.id, job.visits[2]!.id].sort());

    const replanned = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { instanceDate: '2030-06-05', updatedAt: switched.body.data.job.updatedAt } });
    expect(replanned.status, replanned.text).toBe(200);
    const after = (await listOrders(user)).orders;
    expect(after.map((order) => order.date)).toEqual(['2030-06-05', '2030-06-12', '2030-06-19']);
    expect(after.find((order) => order.id === byHand.id)).toMatchObject({ status: 'scheduled', crewId: crew.id });
  });

  it("keeps each visit in step with its order, and each order with its visit's status set on the job", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const job = await aJob(user, customer);
    const [first, second] = job.visits;
    const order = await createOrder(user, { jobVisitId: first!.id, crewId: crew.id });
    const visitOf = async (id: string) => (await getJob(user, job.id)).visits.find((visit) => visit.id === id)!;

    const moved = await updated(user, order, { date: '2030-06-04' });
    expect(await visitOf(first!.id)).toMatchObject({ instanceDate: '2030-06-04', status: 'scheduled' });
    const started = await updated(user, moved, { status: 'in_progress' });
    expect((await visitOf(first!.id)).status).toBe('in_progress');
    const completed = await updated(user, started, { status: 'completed' });
    expect((await visitOf(first!.id)).status).toBe('completed');
    await updated(user, await updated(user, completed, { status: 'in_progress' }), { status: 'scheduled' });
    expect((await visitOf(first!.id)).status).toBe('scheduled');
    const skipped = await updated(user, await getOrder(user, order.id), { status: 'skipped', reason: 'rain' });
    expect((await visitOf(first!.id)).status).toBe('cancelled');
    await updated(user, skipped, { status: 'scheduled' });
    // Undated, the order leaves its visit's date alone.
    const undated = await updated(user, await getOrder(user, order.id), { date: null });
    expect(undated.status).toBe('unscheduled');
    expect(await visitOf(first!.id)).toMatchObject({ instanceDate: '2030-06-04', status: 'scheduled' });

    // The visit's status set on the job moves its order.
    const other = await createOrder(user, { jobVisitId: second!.id, crewId: crew.id });
    const setVisit = (status: string) => t.call('PUT', `/jobs/${job.id}/visits/${second!.id}`, { token: user.token, body: { status } });
    expect((await setVisit('in_progress')).status).toBe(200);
    expect(await getOrder(user, other.id)).toMatchObject({ status: 'in_progress', startedAt: expect.any(String) });
    expect((await setVisit('completed')).status).toBe(200);
    expect(await getOrder(user, other.id)).toMatchObject({ status: 'completed', completedAt: expect.any(String) });
    // A completed order is not cancelled straight away: the visit keeps its status too.
    const refused = await setVisit('cancelled');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(workOrderMoveMessage('completed', 'cancelled'));
    expect((await visitOf(second!.id)).status).toBe('completed');
    expect((await setVisit('in_progress')).status).toBe(200);
    expect(await getOrder(user, other.id)).toMatchObject({ status: 'in_progress', completedAt: null });
  });

  it("cancelling a job cancels its orders not started; deleting it removes them, unless a visit's work is done", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const job = await aJob(user, customer, { createWorkOrder: true });
    const orders = (await listOrders(user)).orders;
    const started = await updated(user, await getOrder(user, orders[0]!.id), { crewId: crew.id, status: 'in_progress' });
    const current = await getJob(user, job.id);
    const cancelled = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { status: 'cancelled', updatedAt: current.updatedAt } });
    expect(cancelled.status, cancelled.text).toBe(200);
    const after = (await listOrders(user)).orders;
    expect(after.map((order) => [order.status, order.reason])).toEqual([
      ['in_progress', null],
      ['cancelled', 'other'],
      ['cancelled', 'other'],
    ]);
    expect((await getOrder(user, after[1]!.id)).statusNote).toBe('The job was cancelled.');

    await updated(user, started, { status: 'completed' });
    expect((await t.call('DELETE', `/jobs/${job.id}`, { token: user.token })).status).toBe(422);
    const other = await aJob(user, customer, { createWorkOrder: true, visitCount: 2 });
    expect((await t.call('DELETE', `/jobs/${other.id}`, { token: user.token })).status).toBe(200);
    const rows = await t.database.db.select().from(workOrders).where(and(eq(workOrders.companyId, user.companyId), eq(workOrders.jobId, other.id)));
    expect(rows).toEqual([]);
  });

  it('a deleted crew leaves its orders not started unscheduled; a customer with orders is archived, not deleted', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const crew = await aCrew(t, user);
    const planned = await createOrder(user, { customerId: customer.id, title: 'Mowing', crewId: crew.id, date: '2030-06-03' });
    const started = await anOrderIn(user, customer, crew.id, 'in_progress');
    expect((await t.call('DELETE', `/crews/${crew.id}`, { token: user.token })).status).toBe(200);
    expect(await getOrder(user, planned.id)).toMatchObject({ crewId: null, crewName: null, status: 'unscheduled' });
    expect(await getOrder(user, started.id)).toMatchObject({ crewId: null, status: 'in_progress' });

    const removed = await t.call('DELETE', `/customers/${customer.id}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ outcome: 'archived', message: 'The customer has work orders, so it was archived instead of deleted.' });
    expect((await listOrders(user)).total).toBe(2);
    const [visit] = await t.database.db.select().from(jobVisits).where(eq(jobVisits.companyId, user.companyId));
    expect(visit).toBeUndefined();
  });

  it('documents every orders call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v2/docs/json' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    expect(Object.keys(document.paths['/api/v2/orders'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths['/api/v2/orders/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(document.paths['/api/v2/orders/bulk']).toHaveProperty('post');
    expect(document.paths['/api/v2/orders/{id}/sheet.pdf']).toHaveProperty('get');
    expect(Object.keys(document.paths['/api/v2/orders']!.post!.responses ?? {})).toContain('201');
  });
});
