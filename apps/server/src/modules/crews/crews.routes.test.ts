import { crewListSchema, crewSchema } from '@groundwork/domain/crews';
import { describe, expect, it } from 'vitest';
import { dateIn } from '../../lib/dates';
import { signedInUser } from '../../test/builders';
import { aCrew, anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

describe('crews CRUD', () => {
  it('creates a crew with members and reads it back with its size and loaded cost per hour', async () => {
    const admin = await signedInUser(t);
    const leader = await anEmployee(t, admin, { lastName: 'Alvarez', payRate: 28, laborBurdenPercent: 25 });
    const helper = await anEmployee(t, admin, { lastName: 'Baker', payRate: 19.5, laborBurdenPercent: 20 });
    const created = await t.call('POST', '/crews', {
      token: admin.token,
      body: {
        name: 'Alpha Mowing',
        description: 'Residential weekly mowing, south routes',
        specialization: 'maintenance',
        members: [
          { employeeId: helper.id },
          { employeeId: leader.id, role: 'leader', startDate: '2024-04-01' },
        ],
      },
    });
    expect(created.status).toBe(200);
    const crew = crewSchema.parse(created.body.data.crew);
    expect(crew).toMatchObject({ name: 'Alpha Mowing', status: 'active', specialization: 'maintenance', size: 2, loadedLaborCostPerHour: 58.4 });
    expect(crew.members.map((m) => [m.employee.lastName, m.role])).toEqual([
      ['Alvarez', 'leader'],
      ['Baker', 'member'],
    ]);
    expect(crew.members[0]).toMatchObject({ employeeId: leader.id, startDate: '2024-04-01', employee: { hourlyCost: 35 } });
    expect(crew.members[1]!.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const read = await t.call('GET', `/crews/${crew.id}`, { token: admin.token });
    expect(read.body.data.crew).toEqual(crew);
  });

  it('updates the crew fields, refuses a stale updatedAt and a duplicate name', async () => {
    const admin = await signedInUser(t);
    const crew = await aCrew(t, admin, { name: 'Bravo' });
    await aCrew(t, admin, { name: 'Charlie' });
    const body = { name: 'Bravo Install', description: 'Patios', status: 'inactive', specialization: 'hardscape', updatedAt: crew.updatedAt };
    const updated = await t.call('PUT', `/crews/${crew.id}`, { token: admin.token, body });
    expect(updated.status).toBe(200);
    expect(updated.body.data.crew).toMatchObject({ name: 'Bravo Install', description: 'Patios', status: 'inactive', specialization: 'hardscape' });

    expect((await t.call('PUT', `/crews/${crew.id}`, { token: admin.token, body })).status).toBe(409);
    const duplicate = await t.call('PUT', `/crews/${crew.id}`, { token: admin.token, body: { name: 'charlie' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.name).toEqual(['Another crew already has this name']);
  });

  it('of two saves of the same version at once, one wins and the other gets 409', async () => {
    const admin = await signedInUser(t);
    const crew = await aCrew(t, admin, { name: 'Delta' });
    const save = (description: string) =>
      t.call('PUT', `/crews/${crew.id}`, { token: admin.token, body: { name: 'Delta', description, updatedAt: crew.updatedAt } });
    const results = await Promise.all([save('first'), save('second')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('deletes a crew but keeps its employees', async () => {
    const admin = await signedInUser(t);
    const worker = await anEmployee(t, admin);
    const crew = await aCrew(t, admin, { members: [{ employeeId: worker.id }] });
    const response = await t.call('DELETE', `/crews/${crew.id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: crew.id });
    expect((await t.call('GET', `/crews/${crew.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('GET', `/employees/${worker.id}`, { token: admin.token })).status).toBe(200);
    // No crew points at them any more, so they can be deleted for real.
    expect((await t.call('DELETE', `/employees/${worker.id}`, { token: admin.token })).body.data.outcome).toBe('deleted');
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(121) }, 'name'],
    [{ name: 'A', status: 'retired' }, 'status'],
    [{ name: 'A', specialization: 'pool' }, 'specialization'],
    [{ name: 'A', description: 5 }, 'description'],
    [{ name: 'A', members: [{ employeeId: 'abc' }] }, 'members.0.employeeId'],
    [{ name: 'A', members: [{ employeeId: UNKNOWN, role: 'boss' }] }, 'members.0.role'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/crews', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });
});

describe('GET /crews', () => {
  it('pages (1 and 50 by default), searches name or description and filters status and specialization', async () => {
    const admin = await signedInUser(t);
    await aCrew(t, admin, { name: 'Alpha', description: 'Weekly mowing', specialization: 'maintenance' });
    await aCrew(t, admin, { name: 'Bravo', specialization: 'installation' });
    await aCrew(t, admin, { name: 'Snow North', description: 'Plow routes', specialization: 'snow_removal', status: 'inactive' });
    const list = crewListSchema.parse((await t.call('GET', '/crews', { token: admin.token })).body.data);
    expect(list.pagination).toEqual({ page: 1, limit: 50, total: 3 });
    expect(list.crews.map((c) => c.name)).toEqual(['Alpha', 'Bravo', 'Snow North']);

    const names = async (query: string) =>
      ((await t.call('GET', `/crews?${query}`, { token: admin.token })).body.data.crews as Array<{ name: string }>).map((c) => c.name);
    expect(await names('search=MOWING')).toEqual(['Alpha']);
    expect(await names('search=north')).toEqual(['Snow North']);
    expect(await names('status=inactive')).toEqual(['Snow North']);
    expect(await names('specialization=installation')).toEqual(['Bravo']);
    expect(await names('page=2&limit=2')).toEqual(['Snow North']);
    expect((await t.call('GET', '/crews?status=gone', { token: admin.token })).status).toBe(400);
  });
});

describe('crew members', () => {
  it('adds a member and returns it with the crew', async () => {
    const admin = await signedInUser(t);
    const crew = await aCrew(t, admin);
    const worker = await anEmployee(t, admin, { firstName: 'Lee', payRate: 20, laborBurdenPercent: 10 });
    const response = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: worker.id, startDate: '2025-03-01' } });
    expect(response.status).toBe(200);
    expect(response.body.data.member).toMatchObject({ crewId: crew.id, employeeId: worker.id, role: 'member', startDate: '2025-03-01', employee: { firstName: 'Lee', hourlyCost: 22 } });
    expect(response.body.data.crew).toMatchObject({ size: 1, loadedLaborCostPerHour: 22 });
  });

  it("a member added without a start date starts today where the company works (its time zone), not in New York", async () => {
    const admin = await signedInUser(t);
    const before = await t.call('GET', '/company_information', { token: admin.token });
    const saved = await t.call('PUT', '/company_information', {
      token: admin.token,
      // UTC+14: its date differs from New York's for 19 hours of every day.
      body: { updatedAt: before.body.data.companyInformation.updatedAt, companyDetails: { companyName: admin.companyName, timeZone: 'Pacific/Kiritimati' } },
    });
    expect(saved.status, saved.text).toBe(200);
    const crew = await aCrew(t, admin);
    const worker = await anEmployee(t, admin);
    const response = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: worker.id } });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.member.startDate).toBe(dateIn('Pacific/Kiritimati'));
  });

  it('refuses the same employee twice on a crew with 409', async () => {
    const admin = await signedInUser(t);
    const crew = await aCrew(t, admin);
    const worker = await anEmployee(t, admin);
    await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: worker.id } });
    const again = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: worker.id, role: 'leader' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This employee is already on this crew');
  });

  it('refuses a terminated employee with 422 and an unknown one with 400', async () => {
    const admin = await signedInUser(t);
    const crew = await aCrew(t, admin);
    const gone = await anEmployee(t, admin, { status: 'terminated' });
    const terminated = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: gone.id } });
    expect(terminated.status).toBe(422);
    expect(terminated.body).toMatchObject({ code: 'BUSINESS_RULE', message: 'A terminated employee cannot be added to a crew' });
    const unknown = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: UNKNOWN } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fieldErrors.employeeId).toEqual(['Choose an employee from this company']);
  });

  it('keeps one leader: a new leader makes the previous one a member', async () => {
    const admin = await signedInUser(t);
    const first = await anEmployee(t, admin, { lastName: 'First' });
    const second = await anEmployee(t, admin, { lastName: 'Second' });
    const crew = await aCrew(t, admin, { members: [{ employeeId: first.id, role: 'leader' }] });
    const added = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: second.id, role: 'leader' } });
    expect(added.status).toBe(200);
    const roles = (added.body.data.crew.members as Array<{ role: string; employee: { lastName: string } }>).map((m) => [m.employee.lastName, m.role]);
    expect(roles).toEqual([
      ['Second', 'leader'],
      ['First', 'member'],
    ]);

    const firstMember = added.body.data.crew.members[1];
    const promoted = await t.call('PUT', `/crews/${crew.id}/members/${firstMember.id}`, { token: admin.token, body: { role: 'leader', startDate: '2025-01-02' } });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.member).toMatchObject({ role: 'leader', startDate: '2025-01-02' });
    expect(promoted.body.data.crew.members.filter((m: { role: string }) => m.role === 'leader')).toHaveLength(1);
  });

  it('refuses two leaders in one create', async () => {
    const admin = await signedInUser(t);
    const a = await anEmployee(t, admin);
    const b = await anEmployee(t, admin);
    const response = await t.call('POST', '/crews', {
      token: admin.token,
      body: { name: 'Two heads', members: [{ employeeId: a.id, role: 'leader' }, { employeeId: b.id, role: 'leader' }] },
    });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors.members).toEqual(['A crew has one leader']);
  });

  it('removes a member, and 404s a member that is not on the crew', async () => {
    const admin = await signedInUser(t);
    const worker = await anEmployee(t, admin);
    const crew = await aCrew(t, admin, { members: [{ employeeId: worker.id }] });
    const member = (await t.call('GET', `/crews/${crew.id}`, { token: admin.token })).body.data.crew.members[0];
    const removed = await t.call('DELETE', `/crews/${crew.id}/members/${member.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: member.id, crew: { size: 0, loadedLaborCostPerHour: 0 } });
    expect((await t.call('DELETE', `/crews/${crew.id}/members/${member.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('PUT', `/crews/${crew.id}/members/${member.id}`, { token: admin.token, body: { role: 'leader' } })).status).toBe(404);
  });

  it('counts only active members in the loaded cost', async () => {
    const admin = await signedInUser(t);
    const active = await anEmployee(t, admin, { payRate: 30, laborBurdenPercent: 0 });
    const onLeave = await anEmployee(t, admin, { payRate: 50, laborBurdenPercent: 0, status: 'on_leave' });
    const crew = await aCrew(t, admin, { members: [{ employeeId: active.id }, { employeeId: onLeave.id }] });
    expect((await t.call('GET', `/crews/${crew.id}`, { token: admin.token })).body.data.crew).toMatchObject({ size: 2, loadedLaborCostPerHour: 30 });
  });

  it.each([
    [{ employeeId: 'x' }, 'employeeId'],
    [{}, 'employeeId'],
    [{ employeeId: UNKNOWN, role: 'captain' }, 'role'],
    [{ employeeId: UNKNOWN, startDate: 'May 1' }, 'startDate'],
  ])('refuses member body %j with 400 naming %s', async (body, field) => {
    const admin = await signedInUser(t);
    const crew = await aCrew(t, admin);
    const response = await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });
});

describe('a second company', () => {
  it('cannot see, change or delete the first company’s crews and members, nor add its own employees to them', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const worker = await anEmployee(t, first);
    const crew = await aCrew(t, first, { members: [{ employeeId: worker.id }] });
    const member = (await t.call('GET', `/crews/${crew.id}`, { token: first.token })).body.data.crew.members[0];
    const theirs = await anEmployee(t, second);

    expect((await t.call('GET', '/crews', { token: second.token })).body.data.crews).toEqual([]);
    expect((await t.call('GET', `/crews/${crew.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('PUT', `/crews/${crew.id}`, { token: second.token, body: { name: 'Mine' } })).status).toBe(404);
    expect((await t.call('DELETE', `/crews/${crew.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('POST', `/crews/${crew.id}/members`, { token: second.token, body: { employeeId: theirs.id } })).status).toBe(404);
    expect((await t.call('PUT', `/crews/${crew.id}/members/${member.id}`, { token: second.token, body: { role: 'leader' } })).status).toBe(404);
    expect((await t.call('DELETE', `/crews/${crew.id}/members/${member.id}`, { token: second.token })).status).toBe(404);
    // Nor put the first company's employee on a crew of its own.
    const own = await aCrew(t, second);
    expect((await t.call('POST', `/crews/${own.id}/members`, { token: second.token, body: { employeeId: worker.id } })).status).toBe(400);
    expect((await t.call('GET', `/crews/${crew.id}`, { token: first.token })).body.data.crew.size).toBe(1);
  });
});
