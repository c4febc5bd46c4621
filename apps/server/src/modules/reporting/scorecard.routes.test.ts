import { MAX_MEASURABLES, scorecardSchema, weekOf, type Scorecard } from '@groundwork/domain/scorecard';
import { addDays } from '@groundwork/domain/shared';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { companyToday } from '../../lib/company-today';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anEmployee } from '../../test/people-builders';
import { aReportCustomer, aReportEstimate, aReportLead } from '../../test/report-money-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

let owner: SignedInUser;
let today: string;
/** Monday of last week (finished) and of this week (running). */
let lastWeek: string;
let thisWeek: string;

async function grid(user: SignedInUser, query = ''): Promise<Scorecard> {
  const response = await t.call('GET', `/scorecard${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return scorecardSchema.parse(response.body.data);
}

async function addMeasurable(user: SignedInUser, body: Record<string, unknown>) {
  const response = await t.call('POST', '/scorecard/measurables', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return response.body.data.measurable as { id: string; updatedAt: string; kind: string; position: number };
}

beforeAll(async () => {
  owner = await signedInUser(t);
  today = await companyToday(t.database.db, owner.companyId);
  thisWeek = weekOf(today);
  lastWeek = addDays(thisWeek, -7);
});

describe('the company scorecard', () => {
  it('starts empty: 13 weeks ending with this one, in the quarter of this week', async () => {
    const user = await signedInUser(t);
    const scorecard = await grid(user);
    expect(scorecard.rows).toEqual([]);
    expect(scorecard.weeks).toHaveLength(13);
    expect(scorecard.weeks.at(-1)).toBe(thisWeek);
    expect(scorecard.canEdit).toBe(true);
  });

  it('keeps typed weeks with their goal’s status, average and quarter total', async () => {
    const kim = await anEmployee(t, owner, { firstName: 'Kim', lastName: 'Larsen' });
    const calls = await addMeasurable(owner, { name: 'Sales calls made', ownerEmployeeId: kim.id, kind: 'count', rule: 'at_least', goal: 20 });
    expect(calls.kind).toBe('count');
    const week = (monday: string, value: number | null) => t.call('PUT', `/scorecard/measurables/${calls.id}/weeks/${monday}`, { token: owner.token, body: { value } });
    const typed = await week(lastWeek, 18);
    expect(typed.status, typed.text).toBe(200);
    expect(typed.body.data.cell).toEqual({ week: lastWeek, value: 18, status: 'off_track' });
    expect((await week(thisWeek, 25)).body.data.cell.status).toBe('on_track');
    // Typed again: the latest value stands; cleared: the week is empty.
    await week(addDays(thisWeek, -14), 5);
    await week(addDays(thisWeek, -14), null);

    const row = (await grid(owner)).rows.find((each) => each.id === calls.id)!;
    expect(row.ownerName).toBe('Kim Larsen');
    expect(row.cells.at(-1)).toEqual({ week: thisWeek, value: 25, status: 'on_track' });
    expect(row.cells.at(-2)).toEqual({ week: lastWeek, value: 18, status: 'off_track' });
    expect(row.cells.at(-3)!.status).toBe('empty');
    // (18 + 25) / 2 = 21.5; one of two weeks on track.
    expect(row.average).toBe(21.5);
    expect(row.onTrackPercent).toBe(50);
    const bothInQuarter = lastWeek >= (await grid(owner)).quarter.from;
    expect(row.quarter).toEqual({ value: bothInQuarter ? 43 : 25, of: 'total' });

    // A week not started yet, or a day that is not a Monday, is refused.
    expect((await week(addDays(thisWeek, 7), 3)).status).toBe(400);
    const tuesday = await week(addDays(thisWeek, 1), 3);
    expect(tuesday.status).toBe(400);
  });

  it('fills estimates sent and new leads from the company’s records, week by week', async () => {
    const user = await signedInUser(t);
    const sent = await addMeasurable(user, { name: 'Estimates sent', source: 'estimates_sent', kind: 'money', rule: 'at_least', goal: 2 });
    expect(sent.kind).toBe('count');
    const leadsIn = await addMeasurable(user, { name: 'New leads', source: 'new_leads', rule: 'at_least', goal: 1 });
    const customer = await aReportCustomer(t, user.companyId, { name: 'Maple Homes' });
    // Wednesday noon UTC of last week is Wednesday in any American zone.
    const wednesday = `${addDays(lastWeek, 2)}T17:00:00Z`;
    for (const subtotal of [1_200, 3_450.5]) {
      await aReportEstimate(t, user.companyId, {
        client: { type: 'customer', id: customer },
        subtotal,
        status: 'sent',
        createdBy: user.userId,
        createdAt: wednesday,
        steps: [{ kind: 'sent', at: wednesday }],
      });
    }
    await aReportLead(t, user.companyId, { name: 'Birch Lead', createdAt: wednesday });

    const scorecard = await grid(user);
    const sentRow = scorecard.rows.find((each) => each.id === sent.id)!;
    expect(sentRow.cells.at(-2)).toEqual({ week: lastWeek, value: 2, status: 'on_track' });
    expect(sentRow.cells.at(-3)).toEqual({ week: addDays(lastWeek, -7), value: 0, status: 'off_track' });
    const leadRow = scorecard.rows.find((each) => each.id === leadsIn.id)!;
    expect(leadRow.cells.at(-2)!.value).toBe(1);

    // Its weeks cannot be typed.
    const typed = await t.call('PUT', `/scorecard/measurables/${sent.id}/weeks/${lastWeek}`, { token: user.token, body: { value: 9 } });
    expect(typed.status).toBe(422);
    expect(typed.body.message).toMatch(/fills itself/);

    // An earlier range: 13 weeks ending with the week of `end`.
    const earlier = await grid(user, `?end=${addDays(lastWeek, -7)}`);
    expect(earlier.weeks.at(-1)).toBe(addDays(lastWeek, -7));
  });

  it('changes a measurable against the version loaded, reorders and removes', async () => {
    const user = await signedInUser(t);
    const first = await addMeasurable(user, { name: 'Revenue', source: 'revenue_earned', rule: 'at_least', goal: 15000 });
    const second = await addMeasurable(user, { name: 'Callbacks', source: 'callbacks', rule: 'at_most', goal: 1 });
    expect(second.position).toBe(first.position + 1);

    const changed = await t.call('PUT', `/scorecard/measurables/${first.id}`, {
      token: user.token,
      body: { name: 'Revenue earned', source: 'revenue_earned', rule: 'between', goal: 15000, goalMax: 22000, updatedAt: first.updatedAt },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.measurable).toMatchObject({ name: 'Revenue earned', rule: 'between', goal: 15000, goalMax: 22000 });
    const stale = await t.call('PUT', `/scorecard/measurables/${first.id}`, {
      token: user.token,
      body: { name: 'Stale', rule: 'at_least', goal: 1, updatedAt: first.updatedAt },
    });
    expect(stale.status).toBe(409);

    const reordered = await t.call('PUT', '/scorecard/order', { token: user.token, body: { ids: [second.id, first.id] } });
    expect(reordered.status, reordered.text).toBe(200);
    expect(reordered.body.data.measurables.map((each: { id: string }) => each.id)).toEqual([second.id, first.id]);
    expect((await t.call('PUT', '/scorecard/order', { token: user.token, body: { ids: [second.id] } })).status).toBe(400);
    expect((await t.call('PUT', '/scorecard/order', { token: user.token, body: { ids: [second.id, second.id] } })).status).toBe(400);

    expect((await t.call('DELETE', `/scorecard/measurables/${second.id}`, { token: user.token })).status).toBe(200);
    expect((await t.call('DELETE', `/scorecard/measurables/${second.id}`, { token: user.token })).status).toBe(404);
    expect((await grid(user)).rows.map((each) => each.id)).toEqual([first.id]);
  });

  it(`keeps ${MAX_MEASURABLES} measurables at most`, async () => {
    const user = await signedInUser(t);
    for (let index = 0; index < MAX_MEASURABLES; index += 1) await addMeasurable(user, { name: `Measurable ${index + 1}`, rule: 'at_least', goal: index });
    const extra = await t.call('POST', '/scorecard/measurables', { token: user.token, body: { name: 'One too many', rule: 'at_least', goal: 1 } });
    expect(extra.status).toBe(422);
    expect(extra.body.message).toMatch(/15 measurables at most/);
  });

  it.each([
    [{}, ['name', 'rule', 'goal']],
    [{ name: 'x'.repeat(81), rule: 'at_least', goal: 1 }, ['name']],
    [{ name: 'x', rule: 'about', goal: 1 }, ['rule']],
    [{ name: 'x', rule: 'at_least', goal: 1e20 }, ['goal']],
    [{ name: 'x', rule: 'at_least', goal: 0.001 }, ['goal']],
    [{ name: 'x', rule: 'at_least', goal: '12' }, ['goal']],
    [{ name: 'x', rule: 'between', goal: 10 }, ['goalMax']],
    [{ name: 'x', rule: 'between', goal: 10, goalMax: 9 }, ['goalMax']],
    [{ name: 'x', rule: 'at_least', goal: 1, source: 'the weather' }, ['source']],
    [{ name: 'x', rule: 'at_least', goal: 1, kind: 'apples' }, ['kind']],
    [{ name: 'x', rule: 'at_least', goal: 1, ownerEmployeeId: 'me' }, ['ownerEmployeeId']],
  ])('a measurable %j is 400 naming %j', async (body, fields) => {
    const response = await t.call('POST', '/scorecard/measurables', { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors).sort()).toEqual([...fields].sort());
  });

  it.each([
    ['2026-13-01', 400],
    ['tomorrow', 400],
    ['', 400],
  ])('a scorecard ending %s is %i', async (end, status) => {
    expect((await t.call('GET', `/scorecard?end=${end}`, { token: owner.token })).status).toBe(status);
  });

  it.each([[{ value: 'ten' }], [{ value: 1.005 }], [{ value: 1e13 }], [{}]])('a week’s value %j is 400', async (body) => {
    const measurable = await addMeasurable(owner, { name: 'Typed', rule: 'at_least', goal: 1 });
    const response = await t.call('PUT', `/scorecard/measurables/${measurable.id}/weeks/${lastWeek}`, { token: owner.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(['value']);
    await t.call('DELETE', `/scorecard/measurables/${measurable.id}`, { token: owner.token });
  });

  it('an office manager keeps it, an estimator reads it, a crew leader has no access', async () => {
    const officeManager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    const body = { name: 'Reviews received', rule: 'at_least', goal: 3 };
    const made = await t.call('POST', '/scorecard/measurables', { token: officeManager.token, body });
    expect(made.status, made.text).toBe(200);

    const read = await grid(estimator);
    expect(read.canEdit).toBe(false);
    expect(read.rows.some((each) => each.id === made.body.data.measurable.id)).toBe(true);
    for (const [method, url] of [
      ['POST', '/scorecard/measurables'],
      ['PUT', `/scorecard/measurables/${made.body.data.measurable.id}`],
      ['DELETE', `/scorecard/measurables/${made.body.data.measurable.id}`],
      ['PUT', `/scorecard/measurables/${made.body.data.measurable.id}/weeks/${lastWeek}`],
    ] as const) {
      const refused = await t.call(method, url, { token: estimator.token, body: method === 'DELETE' ? undefined : url.includes('/weeks/') ? { value: 1 } : body });
      expect(refused.status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('GET', '/scorecard', { token: crewLeader.token })).status).toBe(403);
  });

  it('a second company cannot read, change, delete, type into or reference the first one’s records', async () => {
    const measurable = await addMeasurable(owner, { name: 'Owner only', rule: 'at_least', goal: 1 });
    const ownerEmployee = await anEmployee(t, owner);
    const intruder = await signedInUser(t);
    expect((await grid(intruder)).rows).toEqual([]);
    const body = { name: 'Mine now', rule: 'at_least', goal: 1 };
    expect((await t.call('PUT', `/scorecard/measurables/${measurable.id}`, { token: intruder.token, body })).status).toBe(404);
    expect((await t.call('DELETE', `/scorecard/measurables/${measurable.id}`, { token: intruder.token })).status).toBe(404);
    expect((await t.call('PUT', `/scorecard/measurables/${measurable.id}/weeks/${lastWeek}`, { token: intruder.token, body: { value: 1 } })).status).toBe(404);
    expect((await t.call('PUT', '/scorecard/order', { token: intruder.token, body: { ids: [measurable.id] } })).status).toBe(404);
    // The first company's employee as an owner, or an id that exists nowhere.
    for (const ownerEmployeeId of [ownerEmployee.id, randomUUID()]) {
      const referenced = await t.call('POST', '/scorecard/measurables', { token: intruder.token, body: { ...body, ownerEmployeeId } });
      expect(referenced.status).toBe(404);
      expect(referenced.body.details.fieldErrors).toEqual({ ownerEmployeeId: ['Employee not found'] });
    }
    const still = (await grid(owner)).rows.find((each) => each.id === measurable.id)!;
    expect(still.name).toBe('Owner only');
  });
});
