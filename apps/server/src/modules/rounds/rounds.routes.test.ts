import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { jobResultSchema, type Job } from '@groundwork/domain/jobs';
import { workOrderListSchema } from '@groundwork/domain/orders';
import {
  DUPLICATE_STOP_MESSAGE,
  ROUND_NAME_TAKEN_MESSAGE,
  WEEKDAY_REQUIRED_MESSAGE,
  optimiseRoundResultSchema,
  roundListSchema,
  roundResultSchema,
  routeLengthKm,
  type Round,
} from '@groundwork/domain/rounds';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aCrew } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

// ── Builders ──────────────────────────────────────────────────────────────────────────────
const YARD = { lat: 44.9606, lng: -93.2776 };

let customerSequence = 0;
/** A customer whose one property sits at `at` (no coordinates when null). */
async function aCustomerAt(user: SignedInUser, at: { lat: number; lng: number } | null, lastName?: string): Promise<Customer> {
  customerSequence += 1;
  const street = `${4500 + customerSequence} Bryant Ave S`;
  const address = { street, city: 'Minneapolis', state: 'MN', zipCode: '55419' };
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: 'Maria',
      lastName: lastName ?? `Lopez ${customerSequence}`,
      address,
      properties: [{ name: 'Home', address, lotSizeSqFt: 10_000, isPrimary: true, latitude: at?.lat ?? null, longitude: at?.lng ?? null }],
    },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}
const propertyOf = (customer: Customer) => customer.properties[0]!.id;

async function withYard(user: SignedInUser, yard: { lat: number; lng: number } | null = YARD) {
  const before = await t.call('GET', '/company_information', { token: user.token });
  const response = await t.call('PUT', '/company_information', {
    token: user.token,
    body: { updatedAt: before.body.data.companyInformation.updatedAt, schedulingDetails: { yardLatitude: yard?.lat ?? null, yardLongitude: yard?.lng ?? null } },
  });
  expect(response.status, response.text).toBe(200);
}

async function createRound(user: SignedInUser, body: Record<string, unknown>): Promise<Round> {
  const response = await t.call('POST', '/rounds', { token: user.token, body: { name: `Round ${Math.random().toString(36).slice(2, 8)}`, rhythm: 'weekly', weekday: 2, ...body } });
  expect(response.status, response.text).toBe(201);
  return roundResultSchema.parse(response.body.data).round;
}

async function getRound(user: SignedInUser, id: string): Promise<Round> {
  const response = await t.call('GET', `/rounds/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return roundResultSchema.parse(response.body.data).round;
}

/** The round's own fields as a PUT body, with changes. */
function putBody(round: Round, changes: Record<string, unknown> = {}) {
  return {
    name: round.name,
    crewId: round.crewId,
    rhythm: round.rhythm,
    weekday: round.weekday,
    month: round.month,
    startDate: round.startDate,
    endDate: round.endDate,
    notes: round.notes,
    propertyIds: round.stops.map((stop) => stop.propertyId),
    updatedAt: round.updatedAt,
    ...changes,
  };
}

async function aService(user: SignedInUser) {
  const response = await t.call('POST', '/services', {
    token: user.token,
    body: { name: `Mowing ${Math.random().toString(36).slice(2, 8)}`, rateMatrixData: { matrixRows: [{ from: 0, to: 20000, rate: 55, tbHrs: 1, cost: 30 }], bottomSection: null } },
  });
  expect(response.status, response.text).toBe(200);
  return response.body.data.service as { id: string };
}

async function aJob(user: SignedInUser, customer: Customer, fields: Record<string, unknown> = {}): Promise<Job> {
  const service = await aService(user);
  const response = await t.call('POST', '/jobs', {
    token: user.token,
    body: { customerId: customer.id, serviceId: service.id, jobType: 'recurring', frequency: 'weekly', visitCount: 2, instanceDate: '2030-06-04', rate: 60, ...fields },
  });
  expect(response.status, response.text).toBe(200);
  return jobResultSchema.parse(response.body.data).job;
}

/** The sequence of each of the customer's work orders, by date. */
async function sequencesOf(user: SignedInUser, customer: Customer): Promise<number[]> {
  return (await ordersOf(user, customer)).map((order) => order.sequence);
}

async function jobVersion(user: SignedInUser, id: string): Promise<string> {
  const response = await t.call('GET', `/jobs/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return jobResultSchema.parse(response.body.data).job.updatedAt;
}

/** The customer's work orders, by date. */
async function ordersOf(user: SignedInUser, customer: Customer) {
  const response = await t.call('GET', `/orders?customerId=${customer.id}&page=1&limit=50`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return workOrderListSchema.parse(response.body.data).orders.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
}

// Four houses around the yard; in the order north → south-east → north-west → south the drive zig-zags.
const NORTH = { lat: 45.02, lng: -93.27 };
const SOUTH_EAST = { lat: 44.9, lng: -93.2 };
const NORTH_WEST = { lat: 45.01, lng: -93.33 };
const SOUTH = { lat: 44.89, lng: -93.26 };

// ── CRUD and ordering ─────────────────────────────────────────────────────────────────────
describe('rounds', () => {
  it('makes a round with its stops in the order given, and lists it with its crew and counts', async () => {
    const user = await signedInUser(t);
    const crew = await aCrew(t, user, { name: 'North crew' });
    const ana = await aCustomerAt(user, NORTH, 'Ana');
    const bo = await aCustomerAt(user, null, 'Bo');
    const round = await createRound(user, { name: 'Tuesday mowing, North', crewId: crew.id, notes: 'Gate codes in the van', propertyIds: [propertyOf(bo), propertyOf(ana)] });

    expect(round).toMatchObject({ name: 'Tuesday mowing, North', crewId: crew.id, crewName: 'North crew', rhythm: 'weekly', weekday: 2, month: null, notes: 'Gate codes in the van', jobCount: 0 });
    expect(round.stops).toEqual([
      { propertyId: propertyOf(bo), customerId: bo.id, customerName: 'Maria Bo', address: expect.stringContaining('Bryant Ave S, Minneapolis, MN 55419'), located: false },
      { propertyId: propertyOf(ana), customerId: ana.id, customerName: 'Maria Ana', address: expect.stringContaining('Bryant Ave S'), located: true },
    ]);
    expect(await getRound(user, round.id)).toEqual(round);

    await createRound(user, { name: 'Fertiliser round 2', rhythm: 'once', month: 5, weekday: null });
    const list = await t.call('GET', '/rounds', { token: user.token });
    expect(list.status).toBe(200);
    expect(roundListSchema.parse(list.body.data).rounds.map((item) => [item.name, item.crewName, item.stopCount, item.locatedCount, item.month])).toEqual([
      ['Fertiliser round 2', null, 0, 0, 5],
      ['Tuesday mowing, North', 'North crew', 2, 1, null],
    ]);
  });

  it('replaces the stops in the new order on PUT, and refuses a stale updatedAt with 409', async () => {
    const user = await signedInUser(t);
    const [a, b, c] = [await aCustomerAt(user, NORTH), await aCustomerAt(user, SOUTH), await aCustomerAt(user, SOUTH_EAST)];
    const round = await createRound(user, { propertyIds: [propertyOf(a), propertyOf(b)] });

    const saved = await t.call('PUT', `/rounds/${round.id}`, {
      token: user.token,
      body: putBody(round, { name: 'Thursday mowing', rhythm: 'biweekly', weekday: 4, propertyIds: [propertyOf(c), propertyOf(a)] }),
    });
    expect(saved.status, saved.text).toBe(200);
    const updated = roundResultSchema.parse(saved.body.data).round;
    expect(updated).toMatchObject({ name: 'Thursday mowing', rhythm: 'biweekly', weekday: 4 });
    expect(updated.stops.map((stop) => stop.propertyId)).toEqual([propertyOf(c), propertyOf(a)]);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(round.updatedAt).getTime());

    const stale = await t.call('PUT', `/rounds/${round.id}`, { token: user.token, body: putBody(round, { name: 'Lost edit' }) });
    expect(stale.status).toBe(409);
    expect((await getRound(user, round.id)).name).toBe('Thursday mowing');
  });

  it('refuses a second round of the same name (any case) with 409 on the name', async () => {
    const user = await signedInUser(t);
    await createRound(user, { name: 'Tuesday mowing' });
    const response = await t.call('POST', '/rounds', { token: user.token, body: { name: 'TUESDAY MOWING', rhythm: 'monthly' } });
    expect(response.status).toBe(409);
    expect(response.body.details.fieldErrors).toEqual({ name: [ROUND_NAME_TAKEN_MESSAGE] });
  });

  it('deletes a round; its jobs keep their visits and belong to no round', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomerAt(user, NORTH);
    const round = await createRound(user, { propertyIds: [propertyOf(customer)] });
    const job = await aJob(user, customer, { roundId: round.id });
    expect(job.roundId).toBe(round.id);

    const deleted = await t.call('DELETE', `/rounds/${round.id}`, { token: user.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: round.id });
    expect((await t.call('GET', `/rounds/${round.id}`, { token: user.token })).status).toBe(404);
    const after = jobResultSchema.parse((await t.call('GET', `/jobs/${job.id}`, { token: user.token })).body.data).job;
    expect(after.roundId).toBeNull();
    expect(after.visits).toHaveLength(2);
    expect((await t.call('DELETE', `/rounds/${round.id}`, { token: user.token })).status).toBe(404);
  });

  it('drops the stop of a deleted customer; the round stays', async () => {
    const user = await signedInUser(t);
    const [kept, gone] = [await aCustomerAt(user, NORTH), await aCustomerAt(user, SOUTH)];
    const round = await createRound(user, { propertyIds: [propertyOf(gone), propertyOf(kept)] });
    const deleted = await t.call('DELETE', `/customers/${gone.id}`, { token: user.token });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await getRound(user, round.id)).stops.map((stop) => stop.propertyId)).toEqual([propertyOf(kept)]);
  });
});

// ── Optimise ──────────────────────────────────────────────────────────────────────────────
describe('optimise', () => {
  it('shows the shorter order with the distance before and after, and saves it only when applied', async () => {
    const user = await signedInUser(t);
    await withYard(user);
    const stops = [await aCustomerAt(user, NORTH), await aCustomerAt(user, SOUTH_EAST), await aCustomerAt(user, NORTH_WEST), await aCustomerAt(user, SOUTH)];
    const given = stops.map(propertyOf);
    const round = await createRound(user, { propertyIds: given });

    const preview = await t.call('POST', `/rounds/${round.id}/optimise`, { token: user.token, body: {} });
    expect(preview.status, preview.text).toBe(200);
    const result = optimiseRoundResultSchema.parse(preview.body.data);
    if (!result.ok) throw new Error('every stop has coordinates');
    const before = routeLengthKm(YARD, [NORTH, SOUTH_EAST, NORTH_WEST, SOUTH]);
    expect(result.beforeKm).toBeCloseTo(before, 1);
    expect(result.afterKm).toBeLessThan(result.beforeKm);
    expect(new Set(result.propertyIds)).toEqual(new Set(given));
    expect(result.applied).toBe(false);
    expect((await getRound(user, round.id)).stops.map((stop) => stop.propertyId)).toEqual(given);

    const applied = optimiseRoundResultSchema.parse((await t.call('POST', `/rounds/${round.id}/optimise`, { token: user.token, body: { apply: true, updatedAt: round.updatedAt } })).body.data);
    expect(applied).toMatchObject({ ok: true, applied: true, propertyIds: result.propertyIds });
    const saved = await getRound(user, round.id);
    expect(saved.stops.map((stop) => stop.propertyId)).toEqual(result.propertyIds);

    // Optimising again finds nothing shorter: before and after are the same drive.
    const again = optimiseRoundResultSchema.parse((await t.call('POST', `/rounds/${round.id}/optimise`, { token: user.token, body: {} })).body.data);
    expect(again).toMatchObject({ ok: true, beforeKm: result.afterKm, afterKm: result.afterKm });

    // Applying with the version shown before the save is stale.
    expect((await t.call('POST', `/rounds/${round.id}/optimise`, { token: user.token, body: { apply: true, updatedAt: round.updatedAt } })).status).toBe(409);
  });

  it('names the properties without coordinates, and says when the yard has none', async () => {
    const user = await signedInUser(t);
    const located = await aCustomerAt(user, NORTH);
    const unplaced = await aCustomerAt(user, null, 'Unplaced');
    const round = await createRound(user, { propertyIds: [propertyOf(located), propertyOf(unplaced)] });

    const noYard = optimiseRoundResultSchema.parse((await t.call('POST', `/rounds/${round.id}/optimise`, { token: user.token, body: { apply: true } })).body.data);
    expect(noYard).toEqual({
      ok: false,
      yardMissing: true,
      missing: [{ propertyId: propertyOf(unplaced), customerId: unplaced.id, customerName: 'Maria Unplaced', address: expect.stringContaining('Bryant Ave S') }],
    });

    await withYard(user);
    const withYardSet = optimiseRoundResultSchema.parse((await t.call('POST', `/rounds/${round.id}/optimise`, { token: user.token, body: {} })).body.data);
    expect(withYardSet).toMatchObject({ ok: false, yardMissing: false, missing: [{ propertyId: propertyOf(unplaced) }] });
    expect((await getRound(user, round.id)).stops.map((stop) => stop.propertyId)).toEqual([propertyOf(located), propertyOf(unplaced)]);
  });
});

// ── Jobs in a round ───────────────────────────────────────────────────────────────────────
describe('jobs in a round', () => {
  it('gives the work orders of a job in a round the position of its property on the round', async () => {
    const user = await signedInUser(t);
    const [first, second, third] = [await aCustomerAt(user, NORTH), await aCustomerAt(user, SOUTH), await aCustomerAt(user, SOUTH_EAST)];
    const round = await createRound(user, { propertyIds: [propertyOf(first), propertyOf(second), propertyOf(third)] });

    await aJob(user, third, { roundId: round.id, createWorkOrder: true });
    expect(await sequencesOf(user, third)).toEqual([2, 2]);

    // A job put on the round later: its orders follow at once.
    const job = await aJob(user, second, { createWorkOrder: true });
    expect(await sequencesOf(user, second)).toEqual([0, 0]);
    const joined = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { roundId: round.id, updatedAt: job.updatedAt } });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.data.job.roundId).toBe(round.id);
    expect(await sequencesOf(user, second)).toEqual([1, 1]);

    // Reordering the round reorders its orders not started.
    const current = await getRound(user, round.id);
    const reordered = await t.call('PUT', `/rounds/${round.id}`, { token: user.token, body: putBody(current, { propertyIds: [propertyOf(third), propertyOf(second), propertyOf(first)] }) });
    expect(reordered.status, reordered.text).toBe(200);
    expect(await sequencesOf(user, third)).toEqual([0, 0]);
    expect(await sequencesOf(user, second)).toEqual([1, 1]);
    expect((await getRound(user, round.id)).jobCount).toBe(2);
  });

  it('gives the orders of a job in a round the round’s crew, never replacing a crew a dispatcher set', async () => {
    const user = await signedInUser(t);
    const roundCrew = await aCrew(t, user, { name: 'North crew' });
    const otherCrew = await aCrew(t, user, { name: 'South crew' });
    const [onRound, joining, offRound] = [await aCustomerAt(user, NORTH), await aCustomerAt(user, SOUTH), await aCustomerAt(user, SOUTH_EAST)];
    const round = await createRound(user, { crewId: roundCrew.id, propertyIds: [propertyOf(onRound), propertyOf(joining)] });

    // Orders made for a job already in the round: the round's crew, scheduled on their dates.
    await aJob(user, onRound, { roundId: round.id, createWorkOrder: true });
    expect((await ordersOf(user, onRound)).map((order) => [order.crewId, order.status])).toEqual([
      [roundCrew.id, 'scheduled'],
      [roundCrew.id, 'scheduled'],
    ]);

    // A job joining the round later: the order a dispatcher gave a crew keeps it; the other takes the round's crew.
    const job = await aJob(user, joining, { createWorkOrder: true });
    const [dispatched, open] = await ordersOf(user, joining);
    const assigned = await t.call('PUT', `/orders/${dispatched!.id}`, { token: user.token, body: { crewId: otherCrew.id, updatedAt: dispatched!.updatedAt } });
    expect(assigned.status, assigned.text).toBe(200);
    // (the order's change moved the job's version with it)
    const joined = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { roundId: round.id, updatedAt: await jobVersion(user, job.id) } });
    expect(joined.status, joined.text).toBe(200);
    const after = await ordersOf(user, joining);
    expect(after.map((order) => [order.crewId, order.status])).toEqual([
      [otherCrew.id, 'scheduled'],
      [roundCrew.id, 'scheduled'],
    ]);
    // The order that took the crew has a new version: a board still showing the old one gets 409.
    expect(new Date(after[1]!.updatedAt).getTime()).toBeGreaterThan(new Date(open!.updatedAt).getTime());
    const stale = await t.call('PUT', `/orders/${open!.id}`, { token: user.token, body: { crewId: otherCrew.id, updatedAt: open!.updatedAt } });
    expect(stale.status).toBe(409);

    // A property that is not a stop: the job joins and its orders take the crew, keeping their own route position.
    await aJob(user, offRound, { roundId: round.id, createWorkOrder: true });
    expect((await ordersOf(user, offRound)).map((order) => [order.crewId, order.sequence])).toEqual([
      [roundCrew.id, 0],
      [roundCrew.id, 0],
    ]);
    expect((await getRound(user, round.id)).stops).toHaveLength(2);
  });

  it('leaves the orders without a crew when the round has none, and started orders as they are', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomerAt(user, NORTH);
    const crewless = await createRound(user, { propertyIds: [propertyOf(customer)] });
    await aJob(user, customer, { roundId: crewless.id, createWorkOrder: true });
    expect((await ordersOf(user, customer)).map((order) => [order.crewId, order.status])).toEqual([
      [null, 'unscheduled'],
      [null, 'unscheduled'],
    ]);

    const crew = await aCrew(t, user);
    const other = await aCustomerAt(user, SOUTH);
    const job = await aJob(user, other, { createWorkOrder: true });
    const [first] = await ordersOf(user, other);
    const started = await t.call('PUT', `/orders/${first!.id}`, { token: user.token, body: { status: 'in_progress', updatedAt: first!.updatedAt } });
    expect(started.status, started.text).toBe(200);
    const crewed = await createRound(user, { crewId: crew.id, propertyIds: [propertyOf(other)] });
    const joined = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { roundId: crewed.id, updatedAt: await jobVersion(user, job.id) } });
    expect(joined.status, joined.text).toBe(200);
    expect((await ordersOf(user, other)).map((order) => [order.crewId, order.status])).toEqual([
      [null, 'in_progress'],
      [crew.id, 'scheduled'],
    ]);
  });

  it('lists each round’s stops as property ids in driving order', async () => {
    const user = await signedInUser(t);
    const [a, b] = [await aCustomerAt(user, NORTH), await aCustomerAt(user, SOUTH)];
    await createRound(user, { name: 'A round', propertyIds: [propertyOf(b), propertyOf(a)] });
    await createRound(user, { name: 'B round' });
    const list = roundListSchema.parse((await t.call('GET', '/rounds', { token: user.token })).body.data).rounds;
    expect(list.map((round) => [round.name, round.propertyIds])).toEqual([
      ['A round', [propertyOf(b), propertyOf(a)]],
      ['B round', []],
    ]);
  });
});

// ── Another company ───────────────────────────────────────────────────────────────────────
describe('another company', () => {
  it('gets 404 for the first company’s round, and cannot put its crew, properties or round in its own records', async () => {
    const owner = await signedInUser(t);
    const crew = await aCrew(t, owner);
    const customer = await aCustomerAt(owner, NORTH);
    const round = await createRound(owner, { crewId: crew.id, propertyIds: [propertyOf(customer)] });

    const stranger = await signedInUser(t);
    expect((await t.call('GET', `/rounds/${round.id}`, { token: stranger.token })).status).toBe(404);
    expect((await t.call('PUT', `/rounds/${round.id}`, { token: stranger.token, body: putBody(round, { name: 'Mine now' }) })).status).toBe(404);
    expect((await t.call('POST', `/rounds/${round.id}/optimise`, { token: stranger.token, body: { apply: true } })).status).toBe(404);
    expect((await t.call('DELETE', `/rounds/${round.id}`, { token: stranger.token })).status).toBe(404);
    const strangersList = roundListSchema.parse((await t.call('GET', '/rounds', { token: stranger.token })).body.data).rounds;
    expect(strangersList).toEqual([]);

    const foreignCrew = await t.call('POST', '/rounds', { token: stranger.token, body: { name: 'A', rhythm: 'monthly', crewId: crew.id } });
    expect(foreignCrew.status).toBe(404);
    expect(foreignCrew.body.details.fieldErrors).toEqual({ crewId: ['Crew not found'] });
    const own = await aCustomerAt(stranger, SOUTH);
    const foreignProperty = await t.call('POST', '/rounds', { token: stranger.token, body: { name: 'A', rhythm: 'monthly', propertyIds: [propertyOf(own), propertyOf(customer)] } });
    expect(foreignProperty.status).toBe(404);
    expect(foreignProperty.body.details.fieldErrors).toEqual({ 'propertyIds.1': ['Property not found'] });
    const strangersRound = await createRound(stranger, {});
    const putForeign = await t.call('PUT', `/rounds/${strangersRound.id}`, { token: stranger.token, body: putBody(strangersRound, { propertyIds: [propertyOf(customer)] }) });
    expect(putForeign.status).toBe(404);

    const service = await aService(stranger);
    const foreignRound = await t.call('POST', '/jobs', {
      token: stranger.token,
      body: { customerId: own.id, serviceId: service.id, jobType: 'one-time', instanceDate: '2030-06-04', rate: 60, roundId: round.id },
    });
    expect(foreignRound.status).toBe(404);
    expect(foreignRound.body.details.fieldErrors).toEqual({ roundId: ['Round not found'] });
    const job = await aJob(stranger, own);
    const putForeignRound = await t.call('PUT', `/jobs/${job.id}`, { token: stranger.token, body: { roundId: round.id, updatedAt: job.updatedAt } });
    expect(putForeignRound.status).toBe(404);

    // Nothing of the first company's round changed.
    expect(await getRound(owner, round.id)).toEqual(round);
  });
});

// ── Malformed input ───────────────────────────────────────────────────────────────────────
describe('malformed input', () => {
  const ID = '8a2f0c4e-3b1d-4e5f-9a6b-7c8d9e0f1a2b';
  it.each([
    [{ rhythm: 'monthly' }, 'name'],
    [{ name: 'x'.repeat(121), rhythm: 'monthly' }, 'name'],
    [{ name: 'a\u0000b', rhythm: 'monthly' }, 'name'],
    [{ name: 7, rhythm: 'monthly' }, 'name'],
    [{ name: 'A', rhythm: 'daily' }, 'rhythm'],
    [{ name: 'A', rhythm: 'weekly' }, 'weekday'],
    [{ name: 'A', rhythm: 'weekly', weekday: 2.5 }, 'weekday'],
    [{ name: 'A', rhythm: 'once' }, 'month'],
    [{ name: 'A', rhythm: 'once', month: 0 }, 'month'],
    [{ name: 'A', rhythm: 'monthly', crewId: 'crew-a' }, 'crewId'],
    [{ name: 'A', rhythm: 'monthly', startDate: '2030-13-01' }, 'startDate'],
    [{ name: 'A', rhythm: 'monthly', startDate: '2030-05-02', endDate: '2030-05-01' }, 'endDate'],
    [{ name: 'A', rhythm: 'monthly', notes: 'n'.repeat(10_001) }, 'notes'],
    [{ name: 'A', rhythm: 'monthly', propertyIds: 'all' }, 'propertyIds'],
    [{ name: 'A', rhythm: 'monthly', propertyIds: [ID, 5] }, 'propertyIds.1'],
    [{ name: 'A', rhythm: 'monthly', propertyIds: [ID, ID] }, 'propertyIds.1'],
  ])('POST /rounds refuses %j with 400 on %s', async (body, field) => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/rounds', { token: user.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
    expect(response.body.details.fieldErrors[field]![0]).toEqual(expect.any(String));
  });

  it('refuses bad PUT, optimise, job and path input with 400 naming the field, and drops unknown keys', async () => {
    const user = await signedInUser(t);
    const round = await createRound(user, { companyId: ID, id: ID, stopCount: 9 });
    expect(round.id).not.toBe(ID);

    const noVersion = await t.call('PUT', `/rounds/${round.id}`, { token: user.token, body: { ...putBody(round), updatedAt: undefined } });
    expect(noVersion.status).toBe(400);
    expect(Object.keys(noVersion.body.details.fieldErrors)).toEqual(['updatedAt']);
    const twice = await t.call('PUT', `/rounds/${round.id}`, { token: user.token, body: putBody(round, { weekday: null }) });
    expect(twice.body.details.fieldErrors).toEqual({ weekday: [WEEKDAY_REQUIRED_MESSAGE] });
    const duplicate = await t.call('PUT', `/rounds/${round.id}`, { token: user.token, body: putBody(round, { propertyIds: [ID, ID] }) });
    expect(duplicate.body.details.fieldErrors).toEqual({ 'propertyIds.1': [DUPLICATE_STOP_MESSAGE] });

    const badApply = await t.call('POST', `/rounds/${round.id}/optimise`, { token: user.token, body: { apply: 'yes' } });
    expect(badApply.status).toBe(400);
    expect(Object.keys(badApply.body.details.fieldErrors)).toEqual(['apply']);
    const badPath = await t.call('GET', '/rounds/not-an-id', { token: user.token });
    expect(badPath.status).toBe(400);
    expect((await t.call('GET', `/rounds/${ID}`, { token: user.token })).status).toBe(404);
    expect((await t.call('GET', '/rounds')).status).toBe(401);

    const customer = await aCustomerAt(user, NORTH);
    const job = await aJob(user, customer);
    const badRound = await t.call('PUT', `/jobs/${job.id}`, { token: user.token, body: { roundId: 'north', updatedAt: job.updatedAt } });
    expect(badRound.status).toBe(400);
    expect(Object.keys(badRound.body.details.fieldErrors)).toEqual(['roundId']);
  });
});
