import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { estimateResultSchema, type EstimateDetail, type EstimateItemInput } from '@groundwork/domain/estimates';
import {
  ESTIMATE_ALREADY_CONVERTED_MESSAGE,
  ESTIMATE_NOT_APPROVED_MESSAGE,
  JOB_HAS_COMPLETED_VISITS_MESSAGE,
  JOB_PRICE_REQUIRED_MESSAGE,
  JOB_STARTED_DATE_MESSAGE,
  LEAD_ESTIMATE_CONVERT_MESSAGE,
  NOT_A_SERVICE_OF_ESTIMATE_MESSAGE,
  SCHEDULE_EVERY_SERVICE_MESSAGE,
  convertEstimateResultSchema,
  estimateJobPlans,
  jobListSchema,
  jobResultSchema,
  type Job,
  type JobListItem,
} from '@groundwork/domain/jobs';
import { leadSchema } from '@groundwork/domain/leads';
import { serviceResultSchema, type ServiceDetail } from '@groundwork/domain/services';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { estimateActivities, estimates, jobs } from '../../db/schema';
import { seedDemoJobs } from '../../db/seed/jobs';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function aCustomer(user: SignedInUser, lotSizeSqFt: number | null = 12_500): Promise<Customer> {
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: 'Maria',
      lastName: 'Lopez',
      address: { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' },
      properties: [{ name: 'Home', address: { street: '4521 Bryant Ave S', city: 'Minneapolis' }, lotSizeSqFt, isPrimary: true }],
    },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

type LineBody = Partial<EstimateItemInput> & Pick<EstimateItemInput, 'id' | 'name' | 'type'>;
const seasonLines: LineBody[] = [
  { id: 'p1', parentId: null, name: 'Weekly mowing', type: 'labor' },
  { id: 'c1', parentId: 'p1', name: 'Crew labor', type: 'labor', qty: 0.75, visits: 28, cost: 27.5 },
  { id: 'c2', parentId: 'p1', name: 'Fuel', type: 'product', qty: 1.5, visits: 28, cost: 3.4567 },
  { id: 'p2', parentId: null, name: 'Mulch install', type: 'product' },
  { id: 'c3', parentId: 'p2', name: 'Mulch (yd)', type: 'product', qty: 6, visits: 1, cost: 32, rate: 65 },
];

async function anEstimate(user: SignedInUser, body: Record<string, unknown>): Promise<EstimateDetail> {
  const response = await t.call('POST', '/estimates', { token: user.token, body: { items: seasonLines, ...body } });
  expect(response.status, response.text).toBe(200);
  return estimateResultSchema.parse(response.body.data).estimate;
}

async function move(user: SignedInUser, id: string, status: string) {
  const response = await t.call('PUT', `/estimates/${id}/status`, { token: user.token, body: { status } });
  expect(response.status, response.text).toBe(200);
  return estimateResultSchema.parse(response.body.data).estimate;
}

/** A customer's estimate, sent and approved through the existing calls. */
async function anApprovedEstimate(user: SignedInUser, customer: Customer, body: Record<string, unknown> = {}) {
  const estimate = await anEstimate(user, { clientId: customer.id, clientType: 'customer', propertyId: customer.properties[0]!.id, description: 'Season 2026', ...body });
  await move(user, estimate.id, 'sent');
  return move(user, estimate.id, 'approved');
}

const convert = (user: SignedInUser, id: string, body: Record<string, unknown>) => t.call('POST', `/estimates/${id}/convert`, { token: user.token, body });

/** A schedule for every service of the estimate: the proposal of estimateJobPlans, with these changes by name. */
function schedules(estimate: EstimateDetail, instanceDate: string, changes: Record<string, Record<string, unknown>> = {}) {
  return estimateJobPlans(estimate.items).map((plan) => ({
    itemId: plan.itemId,
    jobType: plan.proposedJobType,
    frequency: plan.proposedFrequency,
    instanceDate,
    ...changes[plan.serviceName],
  }));
}

async function converted(user: SignedInUser, id: string, body: Record<string, unknown>): Promise<Job[]> {
  const response = await convert(user, id, body);
  expect(response.status, response.text).toBe(200);
  return convertEstimateResultSchema.parse(response.body.data).jobs;
}

const cents = (value: number) => Math.round(value * 100);

async function listJobs(user: SignedInUser, query = ''): Promise<JobListItem[]> {
  const response = await t.call('GET', `/jobs${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return jobListSchema.parse(response.body.data).jobs;
}

async function aService(user: SignedInUser): Promise<ServiceDetail> {
  const response = await t.call('POST', '/services', {
    token: user.token,
    body: {
      name: `Mowing ${Math.random().toString(36).slice(2, 8)}`,
      rateMatrixData: {
        matrixRows: [
          { from: 0, to: 5000, rate: 35, tbHrs: 0.5, cost: 20 },
          { from: 5001, to: 10000, rate: 45, tbHrs: 0.75, cost: 25 },
          { from: 10001, to: 15000, rate: 55, tbHrs: 1, cost: 30 },
        ],
        bottomSection: { every: 5000, over: 15000, is: 10, tbHrs: 0.25, additionalCost: 5 },
      },
    },
  });
  expect(response.status, response.text).toBe(200);
  return serviceResultSchema.parse(response.body.data).service;
}

describe('converting an estimate', () => {
  it('does an estimate made without a property at the customer’s primary one, so its work orders have an address', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const primary = customer.properties.find((property) => property.isPrimary)!;
    const estimate = await anApprovedEstimate(user, customer, { propertyId: null });
    expect(estimate.propertyId).toBeNull();
    const jobs = await converted(user, estimate.id, { schedules: schedules(estimate, '2026-04-27'), createWorkOrder: true });
    expect(jobs.map((job) => job.propertyId)).toEqual(jobs.map(() => primary.id));
    const orders = (await t.call('GET', `/orders?customerId=${customer.id}`, { token: user.token })).body.data.orders as Array<{ address: string }>;
    expect(orders.length).toBeGreaterThan(0);
    expect(orders.every((order) => order.address !== '')).toBe(true);
  });

  it('makes one job per service, each on its own schedule and priced at what its lines total, split over its visits to the cent', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const estimate = await anApprovedEstimate(user, customer);
    const [mowing, mulch] = await converted(user, estimate.id, { schedules: schedules(estimate, '2026-04-27', { 'Mulch install': { instanceDate: '2026-05-04' } }) });
    const [mowingPlan, mulchPlan] = estimate.breakdown.parentServiceBreakdowns;

    // The mowing season: 28 weekly visits, not one; the mulch: one visit, not spread over the season.
    expect(mowing).toMatchObject({
      customerId: customer.id,
      customerName: 'Maria Lopez',
      propertyId: customer.properties[0]!.id,
      jobType: 'recurring',
      frequency: 'weekly',
      serviceName: 'Weekly mowing',
      sourceEstimateId: estimate.id,
      estimateNumber: estimate.number,
      total: mowingPlan!.revenue,
      status: 'scheduled',
      createWorkOrder: false,
      priority: 'medium',
      flexible: true,
      instanceDate: '2026-04-27',
      notes: '',
    });
    expect(mowing!.visits).toHaveLength(28);
    expect(mowing!.visits.slice(0, 3).map((visit) => visit.instanceDate)).toEqual(['2026-04-27', '2026-05-04', '2026-05-11']);
    expect(mowing!.visits.at(-1)!.instanceDate).toBe('2026-11-02');
    // The visits sum exactly to what was approved for mowing; the earliest carry the odd cents.
    const prices = mowing!.visits.map((visit) => cents(visit.price));
    expect(prices.reduce((a, b) => a + b, 0)).toBe(cents(mowingPlan!.revenue));
    expect(Math.max(...prices) - Math.min(...prices)).toBeLessThanOrEqual(1);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
    expect(mowing!.rate).toBe(mowing!.visits[0]!.price);
    expect(mowing!.estimatedDuration).toBe(Math.round((mowingPlan!.hours / 28) * 100) / 100);
    expect(mowing!.estimateItems.map((item) => item.name)).toEqual(['Weekly mowing', 'Crew labor', 'Fuel']);
    expect(mowing!.financialBreakdown).toMatchObject({ revenue: mowingPlan!.revenue, totalCosts: mowingPlan!.cost, totalBillableHours: mowingPlan!.hours });

    expect(mulch).toMatchObject({ jobType: 'one-time', frequency: null, serviceName: 'Mulch install', instanceDate: '2026-05-04', total: mulchPlan!.revenue, rate: mulchPlan!.revenue });
    expect(mulch!.visits).toEqual([{ id: expect.any(String), instanceDate: '2026-05-04', status: 'scheduled', price: mulchPlan!.revenue }]);
    // Together the jobs are exactly what the client approved, before tax.
    expect(cents(mowing!.total) + cents(mulch!.total)).toBe(cents(estimate.totals.subtotal));

    const read = await t.call('GET', `/internal_estimates/${estimate.id}`, { token: user.token });
    expect(read.body.data.estimate.status).toBe('converted');
    const activity = await t.database.db
      .select()
      .from(estimateActivities)
      .where(and(eq(estimateActivities.estimateId, estimate.id), eq(estimateActivities.kind, 'converted')));
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({ companyId: user.companyId, actorUserId: user.userId, detail: 'Converted to 2 jobs (Weekly mowing: 28 visits from 2026-04-27; Mulch install on 2026-05-04)' });

    const got = await t.call('GET', `/jobs/${mowing!.id}`, { token: user.token });
    expect(got.status).toBe(200);
    expect(got.body.data.job).toEqual(mowing);
    const list = await listJobs(user, `?customerId=${customer.id}`);
    expect(list.map((item) => item.id).sort()).toEqual([mowing!.id, mulch!.id].sort());
    expect(list[0]).not.toHaveProperty('estimateItems');

    // Converting twice is refused.
    const again = await convert(user, estimate.id, { schedules: schedules(estimate, '2026-05-04') });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(ESTIMATE_ALREADY_CONVERTED_MESSAGE);
  });

  it('bills each job the way chosen at conversion: monthly instalments over the months its visits fall in; an unknown method is 400', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const estimate = await anApprovedEstimate(user, customer);
    const bad = await convert(user, estimate.id, { schedules: schedules(estimate, '2026-04-27', { 'Weekly mowing': { billingMethod: 'barter' } }) });
    expect(bad.status).toBe(400);
    const made = await converted(user, estimate.id, {
      schedules: schedules(estimate, '2026-04-27', { 'Weekly mowing': { billingMethod: 'monthly_instalments' }, 'Mulch install': { billingMethod: 'deposit_progress' } }),
    });
    const rows = await t.database.db
      .select({ id: jobs.id, billingMethod: jobs.billingMethod, months: jobs.instalmentMonths, issueDay: jobs.instalmentIssueDay })
      .from(jobs)
      .where(inArray(jobs.id, made.map((job) => job.id)));
    const byName = new Map(made.map((job) => [job.serviceName, rows.find((row) => row.id === job.id)!]));
    expect(byName.get('Weekly mowing')).toMatchObject({ billingMethod: 'monthly_instalments', issueDay: 1 });
    // 28 weekly visits from 27 April 2026 run to 2 November: April to November.
    expect(byName.get('Weekly mowing')!.months).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11']);
    expect(byName.get('Mulch install')).toMatchObject({ billingMethod: 'deposit_progress', months: [], issueDay: null });
  });

  it('takes each service\'s own frequency, first date and number of visits', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const estimate = await anApprovedEstimate(user, customer);
    const [monthly, mulch] = await converted(user, estimate.id, {
      schedules: schedules(estimate, '2027-01-31', { 'Weekly mowing': { frequency: 'monthly', visitCount: 4 }, 'Mulch install': { instanceDate: '2027-05-01' } }),
      priority: 'high',
      flexible: false,
      createWorkOrder: true,
      notes: 'Gate code 1234',
    });
    expect(monthly!.visits.map((visit) => visit.instanceDate)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30']);
    expect(monthly!.visits.reduce((sum, visit) => sum + cents(visit.price), 0)).toBe(cents(estimate.breakdown.parentServiceBreakdowns[0]!.revenue));
    for (const job of [monthly, mulch]) expect(job).toMatchObject({ priority: 'high', flexible: false, createWorkOrder: true, notes: 'Gate code 1234' });
  });

  it('needs a schedule for every service of the estimate, and only for its services', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const estimate = await anApprovedEstimate(user, customer);
    const [first] = schedules(estimate, '2026-05-04');
    const missing = await convert(user, estimate.id, { schedules: [first] });
    expect(missing.status).toBe(400);
    expect(missing.body.details.fieldErrors).toEqual({ schedules: [`${SCHEDULE_EVERY_SERVICE_MESSAGE}: Mulch install`] });
    const stranger = await convert(user, estimate.id, { schedules: [...schedules(estimate, '2026-05-04'), { ...first, itemId: 'not-a-line' }] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details.fieldErrors).toEqual({ 'schedules.2.itemId': [NOT_A_SERVICE_OF_ESTIMATE_MESSAGE] });
    expect((await t.call('GET', `/internal_estimates/${estimate.id}`, { token: user.token })).body.data.estimate.status).toBe('approved');
    expect(await listJobs(user)).toEqual([]);
  });

  it('puts a service\'s job on the round chosen for it; another company\'s round is 404 on that schedule', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const round = await t.call('POST', '/rounds', { token: user.token, body: { name: 'Tuesday mowing', rhythm: 'weekly', weekday: 2 } });
    expect(round.status, round.text).toBe(201);
    const roundId = round.body.data.round.id as string;

    const stranger = await signedInUser(t);
    const strangersEstimate = await anApprovedEstimate(stranger, await aCustomer(stranger));
    const foreign = await convert(stranger, strangersEstimate.id, { schedules: schedules(strangersEstimate, '2026-05-04', { 'Weekly mowing': { roundId } }) });
    expect(foreign.status).toBe(404);
    expect(foreign.body.details.fieldErrors).toEqual({ 'schedules.0.roundId': ['Round not found'] });
    const malformed = await convert(stranger, strangersEstimate.id, { schedules: schedules(strangersEstimate, '2026-05-04', { 'Weekly mowing': { roundId: 'north' } }) });
    expect(malformed.status).toBe(400);
    expect(Object.keys(malformed.body.details.fieldErrors)).toEqual(['schedules.0.roundId']);

    const estimate = await anApprovedEstimate(user, customer);
    const [mowing, mulch] = await converted(user, estimate.id, { schedules: schedules(estimate, '2026-05-04', { 'Weekly mowing': { roundId } }) });
    expect([mowing!.serviceName, mowing!.roundId]).toEqual(['Weekly mowing', roundId]);
    expect([mulch!.serviceName, mulch!.roundId]).toEqual(['Mulch install', null]);
  });

  it('refuses draft, sent, declined and lead estimates', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const draft = await anEstimate(user, { clientId: customer.id, clientType: 'customer' });
    const body = { schedules: schedules(draft, '2026-05-04') };
    const refusedDraft = await convert(user, draft.id, body);
    expect(refusedDraft.status).toBe(422);
    expect(refusedDraft.body.message).toBe(ESTIMATE_NOT_APPROVED_MESSAGE);
    await move(user, draft.id, 'sent');
    expect((await convert(user, draft.id, body)).body.message).toBe(ESTIMATE_NOT_APPROVED_MESSAGE);
    await move(user, draft.id, 'declined');
    expect((await convert(user, draft.id, body)).status).toBe(422);

    const leadResponse = await t.call('POST', '/leads', { token: user.token, body: { type: 'residential', firstName: 'Tom', lastName: 'Nguyen' } });
    const lead = leadSchema.parse(leadResponse.body.data.lead);
    const leadEstimate = await anEstimate(user, { clientId: lead.id, clientType: 'lead' });
    await move(user, leadEstimate.id, 'sent');
    await move(user, leadEstimate.id, 'approved');
    const refusedLead = await convert(user, leadEstimate.id, { schedules: schedules(leadEstimate, '2026-05-04') });
    expect(refusedLead.status).toBe(422);
    expect(refusedLead.body.message).toBe(LEAD_ESTIMATE_CONVERT_MESSAGE);
    expect(await listJobs(user)).toEqual([]);
    const still = await t.call('GET', `/internal_estimates/${leadEstimate.id}`, { token: user.token });
    expect(still.body.data.estimate.status).toBe('approved');
  });

  it('four converts of the same estimate at once make one set of jobs', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const estimate = await anApprovedEstimate(user, customer);
    const answers = await Promise.all(Array.from({ length: 4 }, () => convert(user, estimate.id, { schedules: schedules(estimate, '2026-05-04') })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 422, 422, 422]);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.sourceEstimateId, estimate.id));
    expect(rows).toHaveLength(2);
    const activity = await t.database.db
      .select()
      .from(estimateActivities)
      .where(and(eq(estimateActivities.estimateId, estimate.id), eq(estimateActivities.kind, 'converted')));
    expect(activity).toHaveLength(1);
  });

  const one = (fields: Record<string, unknown>) => ({ schedules: [{ itemId: 'p1', jobType: 'one-time', instanceDate: '2026-05-04', ...fields }] });
  it.each([
    [{}, 'schedules'],
    [{ schedules: [] }, 'schedules'],
    [{ schedules: 'all' }, 'schedules'],
    [one({ instanceDate: '' }), 'schedules.0.instanceDate'],
    [one({ instanceDate: '2026-02-30' }), 'schedules.0.instanceDate'],
    [one({ instanceDate: '04/05/2026' }), 'schedules.0.instanceDate'],
    [one({ itemId: '' }), 'schedules.0.itemId'],
    [one({ jobType: 'weekly' }), 'schedules.0.jobType'],
    [one({ jobType: 'recurring' }), 'schedules.0.frequency'],
    [one({ jobType: 'recurring', frequency: 'daily' }), 'schedules.0.frequency'],
    [one({ jobType: 'recurring', frequency: 'weekly', visitCount: 0 }), 'schedules.0.visitCount'],
    [one({ jobType: 'recurring', frequency: 'weekly', visitCount: 61 }), 'schedules.0.visitCount'],
    [one({ jobType: 'recurring', frequency: 'weekly', visitCount: 'ten' }), 'schedules.0.visitCount'],
    [{ schedules: [one({}).schedules[0], one({}).schedules[0]] }, 'schedules.1.itemId'],
    [{ ...one({}), priority: 'urgent' }, 'priority'],
    [{ ...one({}), flexible: 'no' }, 'flexible'],
    [{ ...one({}), createWorkOrder: 1 }, 'createWorkOrder'],
    [{ ...one({}), notes: 'x'.repeat(10_001) }, 'notes'],
  ])('convert refuses %j with 400 on %s', async (body, field) => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const estimate = await anApprovedEstimate(user, customer);
    const response = await convert(user, estimate.id, body);
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
    expect((await t.call('GET', `/internal_estimates/${estimate.id}`, { token: user.token })).body.data.estimate.status).toBe('approved');
  });
});

describe('jobs', () => {
  it('schedules a service for a customer, priced from its rate matrix by lot size, a measure or a typed rate', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, 12_500);
    const service = await aService(user);
    const byLot = await t.call('POST', '/jobs', { token: user.token, body: { customerId: customer.id, serviceId: service.id, instanceDate: '2026-06-01' } });
    expect(byLot.status, byLot.text).toBe(200);
    expect(byLot.body.data.job).toMatchObject({
      serviceName: service.name,
      propertyId: customer.properties[0]!.id,
      rate: 55,
      estimatedDuration: 1,
      sourceEstimateId: null,
      estimateNumber: null,
      estimateItems: [],
      financialBreakdown: null,
      status: 'scheduled',
      jobType: 'one-time',
      priority: 'medium',
      flexible: true,
      createWorkOrder: false,
    });
    const byMeasure = await t.call('POST', '/jobs', {
      token: user.token,
      body: { customerId: customer.id, serviceId: service.id, measure: 21_000, jobType: 'recurring', frequency: 'biweekly', visitCount: 3, instanceDate: '2026-06-01' },
    });
    expect(byMeasure.status, byMeasure.text).toBe(200);
    // 21,000 is two started 5,000 steps over 15,000: 55 + 2 × 10, 1 + 2 × 0.25 hours.
    expect(byMeasure.body.data.job).toMatchObject({ rate: 75, estimatedDuration: 1.5, frequency: 'biweekly' });
    expect(byMeasure.body.data.job.visits.map((visit: { instanceDate: string }) => visit.instanceDate)).toEqual(['2026-06-01', '2026-06-15', '2026-06-29']);
    const typed = await t.call('POST', '/jobs', {
      token: user.token,
      body: { customerId: customer.id, serviceId: service.id, rate: 99.5, estimatedDuration: 2.25, instanceDate: '2026-06-02', priority: 'low' },
    });
    expect(typed.body.data.job).toMatchObject({ rate: 99.5, estimatedDuration: 2.25, priority: 'low' });

    // No lot size and no measure or rate: the matrix cannot price it.
    const unsized = await aCustomer(user, null);
    const refused = await t.call('POST', '/jobs', { token: user.token, body: { customerId: unsized.id, serviceId: service.id, instanceDate: '2026-06-01' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(JOB_PRICE_REQUIRED_MESSAGE);
    expect((await listJobs(user, '?status=scheduled')).map((job) => job.instanceDate)).toEqual(['2026-06-02', '2026-06-01', '2026-06-01']);
  });

  it('changes a job (409 when stale), cancels its visits, moves its dates, and deletes it unless a visit is completed', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const service = await aService(user);
    const created = await t.call('POST', '/jobs', {
      token: user.token,
      body: { customerId: customer.id, serviceId: service.id, jobType: 'recurring', frequency: 'weekly', visitCount: 3, instanceDate: '2026-06-01' },
    });
    const job = jobResultSchema.parse(created.body.data).job;
    const moved = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { instanceDate: '2026-06-03', priority: 'high', notes: 'Side gate', updatedAt: job.updatedAt } });
    expect(moved.status, moved.text).toBe(200);
    const movedJob = jobResultSchema.parse(moved.body.data).job;
    expect(movedJob).toMatchObject({ instanceDate: '2026-06-03', priority: 'high', notes: 'Side gate', flexible: true });
    expect(movedJob.visits.map((visit) => visit.instanceDate)).toEqual(['2026-06-03', '2026-06-10', '2026-06-17']);
    expect(movedJob.visits.map((visit) => visit.id)).toEqual(job.visits.map((visit) => visit.id));

    const stale = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { priority: 'low', updatedAt: job.updatedAt } });
    expect(stale.status).toBe(409);

    const visit = await t.call('PUT', `/jobs/${job.id}/visits/${job.visits[0]!.id}`, { token: user.token, body: { status: 'completed' } });
    expect(visit.status, visit.text).toBe(200);
    const afterVisit = jobResultSchema.parse(visit.body.data).job;
    expect(afterVisit.visits.map((item) => item.status)).toEqual(['completed', 'scheduled', 'scheduled']);
    const dateLocked = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { instanceDate: '2026-07-01', updatedAt: afterVisit.updatedAt } });
    expect(dateLocked.status).toBe(422);
    expect(dateLocked.body.message).toBe(JOB_STARTED_DATE_MESSAGE);

    const cancelled = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { status: 'cancelled', updatedAt: afterVisit.updatedAt } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.job.visits.map((item: { status: string }) => item.status)).toEqual(['completed', 'cancelled', 'cancelled']);

    const refused = await t.call('DELETE', `/jobs/${job.id}`, { token: user.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(JOB_HAS_COMPLETED_VISITS_MESSAGE);

    const other = await t.call('POST', '/jobs', { token: user.token, body: { customerId: customer.id, serviceId: service.id, instanceDate: '2026-06-01' } });
    const removed = await t.call('DELETE', `/jobs/${other.body.data.job.id}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: other.body.data.job.id });
    expect((await t.call('GET', `/jobs/${other.body.data.job.id}`, { token: user.token })).status).toBe(404);
  });

  it("deleting a converted estimate's job leaves the estimate converted", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const estimate = await anApprovedEstimate(user, customer);
    const [job] = await converted(user, estimate.id, { schedules: schedules(estimate, '2026-05-04') });
    expect((await t.call('DELETE', `/jobs/${job!.id}`, { token: user.token })).status).toBe(200);
    const [row] = await t.database.db.select({ status: estimates.status }).from(estimates).where(eq(estimates.id, estimate.id));
    expect(row!.status).toBe('converted');
    expect((await convert(user, estimate.id, { schedules: schedules(estimate, '2026-05-04') })).status).toBe(422);
  });

  it('a customer with jobs is archived, not deleted', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const service = await aService(user);
    await t.call('POST', '/jobs', { token: user.token, body: { customerId: customer.id, serviceId: service.id, instanceDate: '2026-06-01' } });
    const response = await t.call('DELETE', `/customers/${customer.id}`, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: customer.id, outcome: 'archived' });
    expect(await listJobs(user, `?customerId=${customer.id}`)).toHaveLength(1);
  });

  it('gives another company 404 on every call', async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const service = await aService(owner);
    const estimate = await anApprovedEstimate(owner, customer);
    const created = await t.call('POST', '/jobs', { token: owner.token, body: { customerId: customer.id, serviceId: service.id, instanceDate: '2026-06-01' } });
    const job = jobResultSchema.parse(created.body.data).job;
    const intruder = await signedInUser(t);
    const token = intruder.token;
    const ownCustomer = await aCustomer(intruder);
    const ownService = await aService(intruder);
    const calls = [
      await t.call('GET', `/jobs/${job.id}`, { token }),
      await t.call('GET', `/jobs?customerId=${customer.id}`, { token }),
      await t.call('PUT', `/jobs/${job.id}`, { token, body: { status: 'cancelled', updatedAt: job.updatedAt } }),
      await t.call('PUT', `/jobs/${job.id}/visits/${job.visits[0]!.id}`, { token, body: { status: 'completed' } }),
      await t.call('DELETE', `/jobs/${job.id}`, { token }),
      await t.call('POST', `/estimates/${estimate.id}/convert`, { token, body: { schedules: schedules(estimate, '2026-05-04') } }),
      await t.call('POST', '/jobs', { token, body: { customerId: customer.id, serviceId: ownService.id, instanceDate: '2026-06-01' } }),
      await t.call('POST', '/jobs', { token, body: { customerId: ownCustomer.id, serviceId: service.id, instanceDate: '2026-06-01' } }),
      await t.call('POST', '/jobs', {
        token,
        body: { customerId: ownCustomer.id, propertyId: customer.properties[0]!.id, serviceId: ownService.id, instanceDate: '2026-06-01' },
      }),
    ];
    expect(calls.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect(await listJobs(intruder)).toEqual([]);
    const read = await t.call('GET', `/jobs/${job.id}`, { token: owner.token });
    expect(read.body.data.job).toEqual(job);
    expect((await t.call('GET', `/internal_estimates/${estimate.id}`, { token: owner.token })).body.data.estimate.status).toBe('approved');
  });

  it.each([
    [{ customerId: undefined }, 'customerId'],
    [{ customerId: 'abc' }, 'customerId'],
    [{ serviceId: 'abc' }, 'serviceId'],
    [{ propertyId: 'abc' }, 'propertyId'],
    [{ measure: -1 }, 'measure'],
    [{ measure: 'big' }, 'measure'],
    [{ rate: 1.234 }, 'rate'],
    [{ rate: -5 }, 'rate'],
    [{ estimatedDuration: 'long' }, 'estimatedDuration'],
    [{ instanceDate: undefined }, 'instanceDate'],
    [{ instanceDate: '2026-13-01' }, 'instanceDate'],
    [{ jobType: 'recurring', frequency: 'weekly' }, 'visitCount'],
    [{ jobType: 'recurring', visitCount: 3 }, 'frequency'],
    [{ priority: 'asap' }, 'priority'],
  ])('POST /jobs refuses %j with 400 on %s', async (fields, field) => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const service = await aService(user);
    const response = await t.call('POST', '/jobs', { token: user.token, body: { customerId: customer.id, serviceId: service.id, instanceDate: '2026-06-01', ...fields } });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('PUT, visits, list and ids refuse malformed input with 400', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const service = await aService(user);
    const created = await t.call('POST', '/jobs', { token: user.token, body: { customerId: customer.id, serviceId: service.id, instanceDate: '2026-06-01' } });
    const job = jobResultSchema.parse(created.body.data).job;
    const cases: [Promise<{ status: number; body: { details?: { fieldErrors?: Record<string, string[]> } } }>, string[]][] = [
      [t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { status: 'done' } }), ['status', 'updatedAt']],
      [t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { priority: 'asap', updatedAt: job.updatedAt } }), ['priority']],
      [t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { instanceDate: '2026-02-29', updatedAt: job.updatedAt } }), ['instanceDate']],
      [t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { flexible: 'yes', updatedAt: job.updatedAt } }), ['flexible']],
      [t.call('PUT', `/jobs/${job.id}/visits/${job.visits[0]!.id}`, { token: user.token, body: { status: 'gone' } }), ['status']],
      [t.call('GET', '/jobs?status=gone', { token: user.token }), ['status']],
      [t.call('GET', '/jobs?customerId=abc', { token: user.token }), ['customerId']],
    ];
    for (const [call, fields] of cases) {
      const response = await call;
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.details?.fieldErrors ?? {}).sort()).toEqual(fields);
    }
    expect((await t.call('GET', '/jobs/not-a-uuid', { token: user.token })).status).toBe(400);
    expect((await t.call('DELETE', '/jobs/not-a-uuid', { token: user.token })).status).toBe(400);
    expect((await t.call('POST', '/estimates/not-a-uuid/convert', { token: user.token, body: { schedules: [{ itemId: 'p1', jobType: 'one-time', instanceDate: '2026-06-01' }] } })).status).toBe(400);
    expect((await t.call('PUT', `/jobs/${job.id}/visits/${job.id}`, { token: user.token, body: { status: 'completed' } })).status).toBe(404);
    expect((await t.call('GET', '/jobs', {})).status).toBe(401);
  });

  it('the demo seed schedules a weekly mowing season under way and one-time clean-ups, priced by lot size', async () => {
    const user = await signedInUser(t);
    const first = await aCustomer(user, 12_500);
    const second = await aCustomer(user, 4_000);
    const third = await aCustomer(user, 7_500);
    await seedDemoJobs(t.database.db, user.companyId, user.userId, new Date('2026-11-01T12:00:00Z'));
    const list = await listJobs(user);
    // A new company has Weekly Mowing and Spring Clean-up but no Fall Clean-up: two of the three demo jobs.
    expect(list.map((job) => [job.serviceName, job.customerId, job.rate])).toEqual([
      ['Spring Clean-up', third.id, expect.any(Number)],
      ['Weekly Mowing', first.id, 55],
    ]);
    expect(second.id).not.toBe(third.id);
    const mowing = list.find((job) => job.serviceName === 'Weekly Mowing')!;
    expect(mowing).toMatchObject({ jobType: 'recurring', frequency: 'weekly', status: 'in_progress', rate: 55, instanceDate: '2026-04-27' });
    expect(mowing.visits).toHaveLength(28);
    expect(mowing.visits.filter((visit) => visit.status === 'completed')).toHaveLength(27);
    expect(mowing.visits.at(-1)).toMatchObject({ instanceDate: '2026-11-02', status: 'scheduled' });
  });

  it('documents every jobs call in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v2/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths['/api/v2/jobs/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(Object.keys(document.paths['/api/v2/jobs'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(document.paths['/api/v2/estimates/{id}/convert']).toHaveProperty('post');
    expect(document.paths['/api/v2/jobs/{id}/visits/{visitId}']).toHaveProperty('put');
  });
});
