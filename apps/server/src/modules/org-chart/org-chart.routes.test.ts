import { orgPositionSchema, positionTemplateSchema } from '@groundwork/domain/org-chart';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

async function aPosition(user: SignedInUser, body: Record<string, unknown>) {
  const response = await t.call('POST', '/org_positions', { token: user.token, body });
  if (response.status !== 200) throw new Error(`creating a position failed: ${response.status} ${response.text}`);
  return orgPositionSchema.parse(response.body.data.position);
}

describe('org positions', () => {
  it('creates a position with holders, lists and reads it', async () => {
    const admin = await signedInUser(t);
    const owner = await anEmployee(t, admin, { firstName: 'Dana', lastName: 'Whitfield', position: 'Owner' });
    const created = await aPosition(admin, {
      title: 'Owner / CEO',
      department: 'Leadership',
      employeeIds: [owner.id, owner.id],
      purpose: 'Set the direction',
      keyResponsibilities: ['Vision', 'Cash'],
      kpis: ['Net profit %'],
      x: 100,
      y: 20.5,
    });
    expect(created).toMatchObject({
      title: 'Owner / CEO',
      reportsToId: null,
      employeeIds: [owner.id],
      employees: [{ id: owner.id, firstName: 'Dana', lastName: 'Whitfield', position: 'Owner', status: 'active' }],
      keyResponsibilities: ['Vision', 'Cash'],
      x: 100,
      y: 20.5,
    });
    const list = await t.call('GET', '/org_positions', { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data.positions).toEqual([created]);
    expect((await t.call('GET', `/org_positions/${created.id}`, { token: admin.token })).body.data.position).toEqual(created);
  });

  it('creates a position from a template, the body overriding what it gives', async () => {
    const admin = await signedInUser(t);
    const template = (
      await t.call('POST', '/position_templates', {
        token: admin.token,
        body: { title: 'Crew Leader', department: 'Maintenance', purpose: 'Run the truck', keyResponsibilities: ['Safety'], kpis: ['Hours vs budget'] },
      })
    ).body.data.template;
    const fromTemplate = await aPosition(admin, { templateId: template.id });
    expect(fromTemplate).toMatchObject({ title: 'Crew Leader', department: 'Maintenance', purpose: 'Run the truck', keyResponsibilities: ['Safety'], kpis: ['Hours vs budget'] });
    const overridden = await aPosition(admin, { templateId: template.id, title: 'Lead Foreman', kpis: [] });
    expect(overridden).toMatchObject({ title: 'Lead Foreman', purpose: 'Run the truck', kpis: [] });

    const unknown = await t.call('POST', '/org_positions', { token: admin.token, body: { templateId: UNKNOWN } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.details.fieldErrors.templateId).toEqual(['Template not found']);
  });

  it('refuses a reports-to loop with 422 and a reports-to from elsewhere with 400', async () => {
    const admin = await signedInUser(t);
    const top = await aPosition(admin, { title: 'Owner' });
    const middle = await aPosition(admin, { title: 'Ops Manager', reportsToId: top.id });
    const bottom = await aPosition(admin, { title: 'Crew Leader', reportsToId: middle.id });

    const loop = await t.call('PUT', `/org_positions/${top.id}`, { token: admin.token, body: { title: 'Owner', reportsToId: bottom.id } });
    expect(loop.status).toBe(422);
    expect(loop.body).toMatchObject({ code: 'BUSINESS_RULE', message: 'A position cannot report to itself or to one of its own reports' });
    const self = await t.call('PUT', `/org_positions/${top.id}`, { token: admin.token, body: { title: 'Owner', reportsToId: top.id } });
    expect(self.status).toBe(422);

    const elsewhere = await aPosition(await signedInUser(t), { title: 'Theirs' });
    const foreign = await t.call('POST', '/org_positions', { token: admin.token, body: { title: 'X', reportsToId: elsewhere.id } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.fieldErrors.reportsToId).toEqual(['Choose a position from this chart']);
  });

  it('updates a position, replacing its holders, and refuses a stale updatedAt with 409', async () => {
    const admin = await signedInUser(t);
    const a = await anEmployee(t, admin);
    const b = await anEmployee(t, admin);
    const position = await aPosition(admin, { title: 'Mechanic', employeeIds: [a.id] });
    const body = { title: 'Lead Mechanic', employeeIds: [b.id], purpose: 'Keep the fleet running', updatedAt: position.updatedAt, x: 5, y: 6 };
    const updated = await t.call('PUT', `/org_positions/${position.id}`, { token: admin.token, body });
    expect(updated.status).toBe(200);
    expect(updated.body.data.position).toMatchObject({ title: 'Lead Mechanic', employeeIds: [b.id], purpose: 'Keep the fleet running', x: 5, y: 6 });
    const stale = await t.call('PUT', `/org_positions/${position.id}`, { token: admin.token, body: { ...body, title: 'Other' } });
    expect(stale.status).toBe(409);

    const foreignEmployee = await anEmployee(t, await signedInUser(t));
    const foreign = await t.call('PUT', `/org_positions/${position.id}`, { token: admin.token, body: { title: 'X', employeeIds: [foreignEmployee.id] } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details.fieldErrors.employeeIds).toEqual(['Choose employees from this company']);
  });

  it('deleting a position moves its reports up to its parent', async () => {
    const admin = await signedInUser(t);
    const top = await aPosition(admin, { title: 'Owner' });
    const middle = await aPosition(admin, { title: 'Ops Manager', reportsToId: top.id });
    const left = await aPosition(admin, { title: 'Crew Leader A', reportsToId: middle.id });
    const right = await aPosition(admin, { title: 'Crew Leader B', reportsToId: middle.id });
    const response = await t.call('DELETE', `/org_positions/${middle.id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: middle.id, reparented: 2 });
    const positions = (await t.call('GET', '/org_positions', { token: admin.token })).body.data.positions as Array<{ id: string; reportsToId: string | null }>;
    expect(positions.map((p) => p.id).sort()).toEqual([top.id, left.id, right.id].sort());
    expect(positions.filter((p) => p.reportsToId === top.id)).toHaveLength(2);
    expect((await t.call('DELETE', `/org_positions/${middle.id}`, { token: admin.token })).status).toBe(404);
  });

  it('an employee holding a position is marked terminated rather than deleted', async () => {
    const admin = await signedInUser(t);
    const holder = await anEmployee(t, admin);
    await aPosition(admin, { title: 'Office Manager', employeeIds: [holder.id] });
    const response = await t.call('DELETE', `/employees/${holder.id}`, { token: admin.token });
    expect(response.body.data).toMatchObject({ outcome: 'terminated', references: { positions: 1 } });
  });

  it.each([
    [{}, 'title'],
    [{ title: 'x'.repeat(121) }, 'title'],
    [{ title: 'A', reportsToId: 'nope' }, 'reportsToId'],
    [{ title: 'A', employeeIds: ['nope'] }, 'employeeIds.0'],
    [{ title: 'A', x: 'left' }, 'x'],
    [{ title: 'A', y: 2e6 }, 'y'],
    [{ title: 'A', keyResponsibilities: [''] }, 'keyResponsibilities.0'],
    [{ title: 'A', kpis: 'many' }, 'kpis'],
    [{ title: 'A', purpose: 'x'.repeat(2001) }, 'purpose'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/org_positions', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });
});

describe('PUT /org_positions/update_coordinates/?id=', () => {
  it('saves x and y, with or without the trailing slash, leaving updatedAt alone', async () => {
    const admin = await signedInUser(t);
    const position = await aPosition(admin, { title: 'Owner' });
    const moved = await t.call('PUT', `/org_positions/update_coordinates/?id=${position.id}`, { token: admin.token, body: { x: 321.5, y: -40 } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toEqual({ id: position.id, x: 321.5, y: -40 });
    const bare = await t.call('PUT', `/org_positions/update_coordinates?id=${position.id}`, { token: admin.token, body: { x: 1, y: 2 } });
    expect(bare.status).toBe(200);
    const read = (await t.call('GET', `/org_positions/${position.id}`, { token: admin.token })).body.data.position;
    expect(read).toMatchObject({ x: 1, y: 2, updatedAt: position.updatedAt });
  });

  it.each([
    ['?id=nope', { x: 1, y: 2 }, 'id'],
    ['', { x: 1, y: 2 }, 'id'],
    [`?id=${UNKNOWN}`, { x: 'a', y: 2 }, 'x'],
    [`?id=${UNKNOWN}`, { x: 1 }, 'y'],
  ])('refuses %s %j with 400 naming %s', async (query, body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('PUT', `/org_positions/update_coordinates/${query}`, { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('answers 404 for an unknown position', async () => {
    const admin = await signedInUser(t);
    expect((await t.call('PUT', `/org_positions/update_coordinates/?id=${UNKNOWN}`, { token: admin.token, body: { x: 1, y: 1 } })).status).toBe(404);
  });
});

describe('the API documentation', () => {
  it('lists the org chart, employee and crew paths of SPEC.md §7', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v2/docs/json' })).json();
    for (const path of [
      '/api/v2/org_positions',
      '/api/v2/org_positions/{id}',
      '/api/v2/org_positions/update_coordinates/',
      '/api/v2/position_templates',
      '/api/v2/position_templates/{id}',
      '/api/v2/employees',
      '/api/v2/employees/{id}',
      '/api/v2/employees/department/{department}',
      '/api/v2/employees/managers',
      '/api/v2/crews',
      '/api/v2/crews/{id}',
      '/api/v2/crews/{crewId}/members',
      '/api/v2/crews/{crewId}/members/{memberId}',
    ]) {
      expect(Object.keys(document.paths)).toContain(path);
    }
  });
});

describe('position templates', () => {
  it('creates, lists, reads, updates and deletes a template', async () => {
    const admin = await signedInUser(t);
    const created = await t.call('POST', '/position_templates', {
      token: admin.token,
      body: { title: 'Snow Plow Operator', department: 'Snow', keyResponsibilities: ['Clear lots by 6 am'], kpis: ['Callbacks'] },
    });
    expect(created.status).toBe(200);
    const template = positionTemplateSchema.parse(created.body.data.template);
    expect(template).toMatchObject({ title: 'Snow Plow Operator', department: 'Snow', purpose: null });

    const list = await t.call('GET', '/position_templates', { token: admin.token });
    expect(list.body.data.templates.map((x: { id: string }) => x.id)).toContain(template.id);
    expect((await t.call('GET', `/position_templates/${template.id}`, { token: admin.token })).body.data.template).toEqual(template);

    const updated = await t.call('PUT', `/position_templates/${template.id}`, { token: admin.token, body: { title: 'Plow Driver', purpose: 'Open the lots' } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.template).toMatchObject({ title: 'Plow Driver', purpose: 'Open the lots', keyResponsibilities: [] });

    const stale = await t.call('PUT', `/position_templates/${template.id}`, { token: admin.token, body: { title: 'Old view', updatedAt: template.updatedAt } });
    expect(stale.status).toBe(409);
    const current = await t.call('PUT', `/position_templates/${template.id}`, {
      token: admin.token,
      body: { title: 'Plow Driver', purpose: 'Open the lots', updatedAt: updated.body.data.template.updatedAt },
    });
    expect(current.status).toBe(200);

    expect((await t.call('DELETE', `/position_templates/${template.id}`, { token: admin.token })).body.data).toEqual({ id: template.id });
    expect((await t.call('GET', `/position_templates/${template.id}`, { token: admin.token })).status).toBe(404);
  });

  it.each([
    [{}, 'title'],
    [{ title: ' ' }, 'title'],
    [{ title: 'A', kpis: [5] }, 'kpis.0'],
    [{ title: 'A', department: 'x'.repeat(81) }, 'department'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/position_templates', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });
});

describe('a second company', () => {
  it('cannot see or change the first company’s positions and templates', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const position = await aPosition(first, { title: 'Owner', x: 10, y: 10 });
    const template = (await t.call('POST', '/position_templates', { token: first.token, body: { title: 'Secret role' } })).body.data.template;

    expect((await t.call('GET', '/org_positions', { token: second.token })).body.data.positions).toEqual([]);
    expect((await t.call('GET', `/org_positions/${position.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('PUT', `/org_positions/${position.id}`, { token: second.token, body: { title: 'Mine' } })).status).toBe(404);
    expect((await t.call('PUT', `/org_positions/update_coordinates/?id=${position.id}`, { token: second.token, body: { x: 0, y: 0 } })).status).toBe(404);
    expect((await t.call('DELETE', `/org_positions/${position.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('GET', `/position_templates/${template.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('PUT', `/position_templates/${template.id}`, { token: second.token, body: { title: 'Mine' } })).status).toBe(404);
    expect((await t.call('DELETE', `/position_templates/${template.id}`, { token: second.token })).status).toBe(404);
    expect((await t.call('GET', '/position_templates', { token: second.token })).text).not.toContain('Secret role');
    expect((await t.call('POST', '/org_positions', { token: second.token, body: { templateId: template.id } })).status).toBe(400);

    const read = (await t.call('GET', `/org_positions/${position.id}`, { token: first.token })).body.data.position;
    expect(read).toMatchObject({ title: 'Owner', x: 10, y: 10 });
  });
});
