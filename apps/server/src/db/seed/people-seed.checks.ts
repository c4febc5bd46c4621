import { wouldCreateManagerCycle } from '@groundwork/domain/employees';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser, signIn } from '../../test/builders';
import { aCrew, anEmployee } from '../../test/people-builders';
import { companies, crewMembers, employees, orgPositionHolders, positionTemplates, positionTemplateSeedings } from '../schema';
import { demoApp, seededDemo } from './demo-fixture';
import { seedPositionTemplatesForExistingCompanies } from './org-chart';
import { positionTemplateLibrary } from './position-template-library';

const t = demoApp;

describe('the demo company’s people', () => {
  it('has a roster in a reporting tree, five crews with one leader each and an org chart held by its employees', async () => {
    const demo = seededDemo();
    const token = await signIn(t, demo.email, demo.password);

    const roster = await t.call('GET', '/employees?limit=200', { token });
    const employees = roster.body.data.employees as Array<{ id: string; managerId: string | null; department: string; certifications: unknown[] }>;
    expect(employees.length).toBeGreaterThanOrEqual(25);
    expect(new Set(employees.map((e) => e.department))).toEqual(new Set(['Maintenance', 'Installation', 'Irrigation', 'Snow', 'Office', 'Sales']));
    expect(employees.filter((e) => e.managerId === null).length).toBeLessThanOrEqual(2);
    for (const employee of employees) expect(wouldCreateManagerCycle(employees, employee.id, employee.managerId)).toBe(false);
    expect(employees.some((e) => JSON.stringify(e.certifications).includes('Pesticide Applicator'))).toBe(true);

    const crews = (await t.call('GET', '/crews', { token })).body.data.crews as Array<{ size: number; loadedLaborCostPerHour: number; members: Array<{ role: string }> }>;
    expect(crews).toHaveLength(5);
    for (const crew of crews) {
      expect(crew.members.filter((m) => m.role === 'leader')).toHaveLength(1);
      expect(crew.size).toBeGreaterThanOrEqual(2);
      expect(crew.loadedLaborCostPerHour).toBeGreaterThan(0);
    }

    const positions = (await t.call('GET', '/org_positions', { token })).body.data.positions as Array<{ reportsToId: string | null; employeeIds: string[]; x: number; y: number }>;
    expect(positions.length).toBeGreaterThanOrEqual(12);
    expect(positions.filter((p) => p.reportsToId === null)).toHaveLength(1);
    expect(positions.every((p) => p.employeeIds.length > 0)).toBe(true);
    expect(new Set(positions.map((p) => `${p.x}:${p.y}`)).size).toBe(positions.length);

    expect((await t.call('GET', '/employees/managers', { token })).body.data.employees.length).toBeGreaterThanOrEqual(8);
  });
});

describe('the position template library', () => {
  it('every new company starts with it', async () => {
    const admin = await signedInUser(t);
    const templates = (await t.call('GET', '/position_templates', { token: admin.token })).body.data.templates as Array<{ title: string; keyResponsibilities: string[]; kpis: string[] }>;
    expect(templates).toHaveLength(positionTemplateLibrary.length);
    expect(templates.map((x) => x.title)).toEqual(expect.arrayContaining(['Owner / CEO', 'Crew Leader / Foreman', 'Crew Member / Labourer', 'Sales Estimator', 'Office Manager']));
    expect(templates.every((x) => x.keyResponsibilities.length >= 3 && x.kpis.length >= 3)).toBe(true);
  });

  it('is given once at start to companies that predate it, and a deleted template stays deleted', async () => {
    const older = await signedInUser(t);
    // Make this company look like one created before the library existed.
    await t.database.db.delete(positionTemplates).where(eq(positionTemplates.companyId, older.companyId));
    await t.database.db.delete(positionTemplateSeedings).where(eq(positionTemplateSeedings.companyId, older.companyId));

    await seedPositionTemplatesForExistingCompanies(t.database);
    const templates = (await t.call('GET', '/position_templates', { token: older.token })).body.data.templates as Array<{ id: string }>;
    expect(templates).toHaveLength(positionTemplateLibrary.length);

    await t.call('DELETE', `/position_templates/${templates[0]!.id}`, { token: older.token });
    await seedPositionTemplatesForExistingCompanies(t.database);
    expect((await t.call('GET', '/position_templates', { token: older.token })).body.data.templates).toHaveLength(positionTemplateLibrary.length - 1);
  });
});

describe('removing a company', () => {
  it('removes its employees, crews, members and positions with it', async () => {
    const admin = await signedInUser(t);
    const worker = await anEmployee(t, admin);
    const lead = await anEmployee(t, admin, { managerId: worker.id });
    await aCrew(t, admin, { members: [{ employeeId: worker.id, role: 'leader' }, { employeeId: lead.id }] });
    await t.call('POST', '/org_positions', { token: admin.token, body: { title: 'Owner', employeeIds: [worker.id] } });

    await t.database.db.delete(companies).where(eq(companies.id, admin.companyId));
    for (const table of [employees, crewMembers, orgPositionHolders, positionTemplates]) {
      const [left] = await t.database.db.select({ value: count() }).from(table).where(eq(table.companyId, admin.companyId));
      expect(left?.value).toBe(0);
    }
  });
});
