import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { subcontractorListSchema, subcontractorSchema, type Subcontractor } from '@groundwork/domain/subcontractors';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';
import { dateIn, usableTimeZone } from '../../lib/dates';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

const treeCare = {
  companyName: 'North Star Tree Care',
  contactName: 'Marcus Lindqvist',
  email: 'Dispatch@NorthStarTree.test',
  phone: '(612) 555-0188',
  trade: 'tree_care',
  hourlyRate: 145,
  flatRate: 175.5,
  flatRateDescription: 'Stump grinding, per stump',
};

/** A date `days` from today where the company works (New York by default). */
const inDays = (days: number): string => {
  const [year, month, day] = dateIn(usableTimeZone(undefined)).split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
};

async function aSubcontractor(user: SignedInUser, overrides: Record<string, unknown> = {}): Promise<Subcontractor> {
  const response = await t.call('POST', '/subcontractors', { token: user.token, body: { ...treeCare, ...overrides } });
  if (response.status !== 200) throw new Error(`subcontractor not created: ${response.text}`);
  return subcontractorSchema.parse(response.body.data.subcontractor);
}

const names = (list: Array<{ companyName: string }>) => list.map((sub) => sub.companyName);

describe('subcontractors CRUD', () => {
  it('creates a subcontractor (e-mail in lower case) and reads it back', async () => {
    const admin = await signedInUser(t);
    const created = await t.call('POST', '/subcontractors', { token: admin.token, body: { ...treeCare, insuranceExpiryDate: inDays(200) } });
    expect(created.status).toBe(200);
    const sub = subcontractorSchema.parse(created.body.data.subcontractor);
    expect(sub).toMatchObject({ ...treeCare, email: 'dispatch@northstartree.test', status: 'active', insuranceStatus: 'current', insuranceDaysLeft: 200, notes: null });
    expect((await t.call('GET', `/subcontractors/${sub.id}`, { token: admin.token })).body.data.subcontractor).toEqual(sub);
  });

  it.each([
    [null, 'missing', null],
    [-1, 'expired', -1],
    [0, 'expiring', 0],
    [30, 'expiring', 30],
    [31, 'current', 31],
  ] as const)('insurance expiring in %s days is %s', async (days, status, daysLeft) => {
    const admin = await signedInUser(t);
    const sub = await aSubcontractor(admin, { insuranceExpiryDate: days === null ? null : inDays(days) });
    expect(sub).toMatchObject({ insuranceStatus: status, insuranceDaysLeft: daysLeft });
  });

  it('updates every field with the updatedAt it read and refuses a stale version with 409', async () => {
    const admin = await signedInUser(t);
    const sub = await aSubcontractor(admin);
    const body = { companyName: 'North Star Tree & Stump', trade: 'other', hourlyRate: null, flatRate: null, notes: 'Winter rates', status: 'inactive', updatedAt: sub.updatedAt };
    const updated = await t.call('PUT', `/subcontractors/${sub.id}`, { token: admin.token, body });
    expect(updated.status).toBe(200);
    expect(updated.body.data.subcontractor).toMatchObject({ companyName: 'North Star Tree & Stump', contactName: null, email: null, hourlyRate: null, flatRate: null, flatRateDescription: null, notes: 'Winter rates', status: 'inactive' });
    const stale = await t.call('PUT', `/subcontractors/${sub.id}`, { token: admin.token, body });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This subcontractor was changed by someone else. Reload to see the latest version.');
  });

  it('refuses a company name already on the list with 409 on companyName', async () => {
    const admin = await signedInUser(t);
    await aSubcontractor(admin);
    const duplicate = await t.call('POST', '/subcontractors', { token: admin.token, body: { companyName: 'north star tree care' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.companyName).toEqual(['Another subcontractor already has this company name']);
  });

  it('deletes a subcontractor for good', async () => {
    const admin = await signedInUser(t);
    const sub = await aSubcontractor(admin);
    const deleted = await t.call('DELETE', `/subcontractors/${sub.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: sub.id });
    expect((await t.call('GET', `/subcontractors/${sub.id}`, { token: admin.token })).status).toBe(404);
  });

  it.each([
    [{ ...treeCare, companyName: '' }, 'companyName'],
    [{ ...treeCare, email: 'not-an-email' }, 'email'],
    [{ ...treeCare, trade: 'plumbing' }, 'trade'],
    [{ ...treeCare, insuranceExpiryDate: '2025-02-30' }, 'insuranceExpiryDate'],
    [{ ...treeCare, hourlyRate: -1 }, 'hourlyRate'],
    [{ ...treeCare, hourlyRate: '95' }, 'hourlyRate'],
    [{ ...treeCare, flatRate: -5 }, 'flatRate'],
    [{ ...treeCare, flatRateDescription: null }, 'flatRateDescription'],
    [{ ...treeCare, status: 'gone' }, 'status'],
    [{ ...treeCare, notes: 'x'.repeat(2001) }, 'notes'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/subcontractors', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('refuses an update without updatedAt and a malformed id with 400, an unknown id with 404', async () => {
    const admin = await signedInUser(t);
    const sub = await aSubcontractor(admin);
    const missing = await t.call('PUT', `/subcontractors/${sub.id}`, { token: admin.token, body: treeCare });
    expect(Object.keys(missing.body.details.fieldErrors)).toEqual(['updatedAt']);
    expect((await t.call('DELETE', '/subcontractors/xyz', { token: admin.token })).status).toBe(400);
    expect((await t.call('DELETE', `/subcontractors/${UNKNOWN}`, { token: admin.token })).status).toBe(404);
  });
});

describe('GET /subcontractors', () => {
  it('lists by company name, searched (company, contact, e-mail, phone) and filtered by trade and status', async () => {
    const admin = await signedInUser(t);
    expect((await t.call('GET', '/subcontractors', { token: admin.token })).body.data).toEqual({ subcontractors: [] });
    await aSubcontractor(admin);
    await aSubcontractor(admin, { companyName: 'bright path electric', contactName: 'Priya', trade: 'electrical', email: null, phone: '952-555-0113', flatRate: null });
    await aSubcontractor(admin, { companyName: 'Metro Snow', contactName: 'Kevin', trade: 'snow', status: 'inactive', email: 'ops@metrosnow.test' });
    const list = subcontractorListSchema.parse((await t.call('GET', '/subcontractors', { token: admin.token })).body.data);
    expect(names(list.subcontractors)).toEqual(['bright path electric', 'Metro Snow', 'North Star Tree Care']);
    const listed = async (query: string) => names((await t.call('GET', `/subcontractors?${query}`, { token: admin.token })).body.data.subcontractors);
    expect(await listed('search=priya')).toEqual(['bright path electric']);
    expect(await listed('search=metrosnow')).toEqual(['Metro Snow']);
    expect(await listed('search=555-0113')).toEqual(['bright path electric']);
    expect(await listed('trade=tree_care')).toEqual(['North Star Tree Care']);
    expect(await listed('status=inactive')).toEqual(['Metro Snow']);
    expect((await t.call('GET', '/subcontractors?trade=plumbing', { token: admin.token })).status).toBe(400);
  });
});

describe('subcontractors tenancy', () => {
  it('a second company gets 404 reading, changing or deleting the first company’s subcontractor, and never lists it', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const sub = await aSubcontractor(first);
    expect((await t.call('GET', `/subcontractors/${sub.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('PUT', `/subcontractors/${sub.id}`, { token: second.token, body: { ...treeCare, updatedAt: sub.updatedAt } })).status).toBe(404);
    expect((await t.call('DELETE', `/subcontractors/${sub.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('GET', '/subcontractors', { token: second.token })).body.data.subcontractors).toEqual([]);
    expect((await t.call('GET', `/subcontractors/${sub.id}`, { token: first.token })).body.data.subcontractor).toEqual(sub);
  });
});

describe('subcontractors roles', () => {
  it.each(['office_manager', 'estimator'] as const)('a %s may add, change and delete subcontractors', async (role) => {
    const admin = await signedInUser(t);
    const user = await signedInUser(t, { role, companyId: admin.companyId });
    const sub = await aSubcontractor(user);
    expect((await t.call('PUT', `/subcontractors/${sub.id}`, { token: user.token, body: { ...treeCare, updatedAt: sub.updatedAt } })).status).toBe(200);
    expect((await t.call('DELETE', `/subcontractors/${sub.id}`, { token: user.token })).status).toBe(200);
  });

  it('a crew leader gets 403 on the subcontractors, reads included (the office’s area), and nothing changes', async () => {
    const admin = await signedInUser(t);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const sub = await aSubcontractor(admin);
    const refused = [
      await t.call('GET', '/subcontractors', { token: leader.token }),
      await t.call('GET', `/subcontractors/${sub.id}`, { token: leader.token }),
      await t.call('POST', '/subcontractors', { token: leader.token, body: treeCare }),
      await t.call('PUT', `/subcontractors/${sub.id}`, { token: leader.token, body: { ...treeCare, updatedAt: sub.updatedAt } }),
      await t.call('DELETE', `/subcontractors/${sub.id}`, { token: leader.token }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    expect(refused.map((response) => response.body.message)).toEqual(refused.map(() => OFFICE_ONLY_MESSAGE));
    expect(names((await t.call('GET', '/subcontractors', { token: admin.token })).body.data.subcontractors)).toEqual([sub.companyName]);
  });
});
