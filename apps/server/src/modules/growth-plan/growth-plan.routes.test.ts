import { growthPlanMessages, growthPlanViewSchema, missingTargetMessage, type GrowthPlanView, type SaveGrowthPlanInput } from '@groundwork/domain/growth';
import { overheadSummarySchema, type OverheadBudgetFieldsInput } from '@groundwork/domain/overhead';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aCrew, anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const thisYear = new Date().getFullYear();

/** The domain tests' hand-worked budget: the profit accelerator sells its year for $777,822.22 over 10,000 hours. */
const aBudget = (): OverheadBudgetFieldsInput => ({
  year: thisYear,
  name: 'This year',
  billableLaborHours: 10_000,
  directCost: { directLabor: 400_000, materials: 100_000 },
  operatingExpense: { rent: 200_000 },
});

async function withBudget(admin: SignedInUser): Promise<void> {
  const summary = overheadSummarySchema.parse((await t.call('GET', '/summary', { token: admin.token })).body.data);
  const response = await t.call('PUT', `/overhead_budgets/${summary.budget!.id}`, { token: admin.token, body: { ...aBudget(), active: true } });
  expect(response.status).toBe(200);
}

async function aPosition(admin: SignedInUser, title: string, reportsToId: string | null, employeeIds: string[]): Promise<string> {
  const response = await t.call('POST', '/org_positions', { token: admin.token, body: { title, reportsToId, employeeIds } });
  expect(response.status).toBe(200);
  return (response.body.data.position as { id: string }).id;
}

async function aUnit(admin: SignedInUser, name: string, status = 'active'): Promise<void> {
  const body = { name, type: 'mower', purchasePrice: 12_000, expectedLifeYears: 5, annualBillableHours: 1_000, status };
  const response = await t.call('POST', '/equipment', { token: admin.token, body });
  expect(response.status).toBe(200);
}

/**
 * Two crews of two (each with its leader), three units at work and one retired, and a chart: a vacant Owner, an
 * Operations Manager over the two Crew Leaders, over the two Crew Members. No office position.
 */
async function aCompanyWithCrews() {
  const admin = await signedInUser(t);
  await withBudget(admin);
  const [lead1, member1, lead2, member2, manager] = await Promise.all([1, 2, 3, 4, 5].map(() => anEmployee(t, admin)));
  const pairs: Array<[{ id: string }, { id: string }]> = [
    [lead1!, member1!],
    [lead2!, member2!],
  ];
  for (const [lead, member] of pairs) {
    const crew = await aCrew(t, admin);
    expect((await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: lead.id, role: 'leader' } })).status).toBe(200);
    expect((await t.call('POST', `/crews/${crew.id}/members`, { token: admin.token, body: { employeeId: member.id } })).status).toBe(200);
  }
  for (const name of ['Mower 1', 'Mower 2', 'Truck 1']) await aUnit(admin, name);
  await aUnit(admin, 'Old mower', 'retired');
  const owner = await aPosition(admin, 'Owner', null, []);
  const operations = await aPosition(admin, 'Operations Manager', owner, [manager!.id]);
  const crewLeader = await aPosition(admin, 'Crew Leader', operations, [lead1!.id, lead2!.id]);
  await aPosition(admin, 'Crew Member', crewLeader, [member1!.id, member2!.id]);
  return { admin, positions: { owner, operations, crewLeader } };
}

async function read(user: SignedInUser): Promise<GrowthPlanView> {
  const response = await t.call('GET', '/growth_plan', { token: user.token });
  expect(response.status).toBe(200);
  return growthPlanViewSchema.parse(response.body.data);
}

const save = (user: SignedInUser, body: SaveGrowthPlanInput | Record<string, unknown>) => t.call('PUT', '/growth_plan', { token: user.token, body });

const fiftyPercent = { years: 3, growthPercent: 50, ownerHoursPerWeek: 40 };

describe('growth plan', () => {
  it('answers the defaults, the company as it stands, and the plan worked out before the first save', async () => {
    const { admin, positions } = await aCompanyWithCrews();
    const view = await read(admin);
    expect(view.updatedAt).toBeNull();
    expect(view.updatedBy).toBeNull();
    expect(view.settings).toMatchObject({ years: 3, targetMode: 'growth', growthPercent: 10, ownerHoursPerWeek: 50, ratios: { spanOfControl: 8 } });
    expect(view.company.crews.map((crew) => [crew.members, crew.hasLeader])).toEqual([
      [2, true],
      [2, true],
    ]);
    expect(view.company.equipmentUnits).toBe(3);
    expect(view.company.positions.map((position) => [position.title, position.holders.length])).toEqual([
      ['Owner', 0],
      ['Operations Manager', 1],
      ['Crew Leader', 2],
      ['Crew Member', 2],
    ]);
    if (!view.outcome.ok) throw new Error(view.outcome.reason);
    expect(view.outcome.plan.rates).toEqual({ revenuePerCrew: 388_911.11, revenuePerManHour: 77.78, fieldHoursPerCrew: 5_000, fieldStaffPerCrew: 2, equipmentPerCrew: 1.5 });
    expect(view.outcome.plan.roles.operations).toEqual({ id: positions.operations, title: 'Operations Manager', holders: 1 });
  });

  it('saves the plan and works it out by hand: 50 % a year from $777,822.22 with two crews', async () => {
    const { admin, positions } = await aCompanyWithCrews();
    const saved = await save(admin, { ...fiftyPercent, updatedAt: null });
    expect(saved.status).toBe(200);
    const view = growthPlanViewSchema.parse(saved.body.data);
    expect(view.updatedAt).not.toBeNull();
    expect(view.updatedBy?.id).toBe(admin.userId);
    if (!view.outcome.ok) throw new Error(view.outcome.reason);
    /*
     * 777,822.22 × 1.5 = 1,166,733.33; × 1.5 = 1,750,099.995 → 1,750,100.00; × 1.5 = 2,625,150.00.
     * Crews ⌈rev × 2 ÷ 777,822.22⌉: ⌈2.99999999⌉ = 3, ⌈4.5000001⌉ = 5, ⌈6.75⌉ = 7; staff 2 a crew; units ⌈1.5 × crews⌉ 5, 8, 11;
     * hours 15,000, 22,500, 33,750; operations managers ⌈crews ÷ 6⌉ 1, 1, 2; office ⌈rev ÷ 600,000⌉ 2, 3, 5;
     * the owner 40 h × 1.5 = 60 h in year 1.
     */
    expect(view.outcome.plan.years.map((year) => [year.year, year.revenue, year.crews, year.fieldStaff, year.equipmentUnits, year.fieldHours, year.operationsManagers, year.officeRoles, year.ownerHoursPerWeek])).toEqual([
      [thisYear + 1, 1_166_733.33, 3, 6, 5, 15_000, 1, 2, 60],
      [thisYear + 2, 1_750_100, 5, 10, 8, 22_500, 1, 3, 90],
      [thisYear + 3, 2_625_150, 7, 14, 11, 33_750, 2, 5, 135],
    ]);
    expect(view.outcome.plan.ceilings.map((ceiling) => [ceiling.kind, ceiling.year, ceiling.hire])).toEqual([
      // ⌈777,822.22 ÷ 600,000⌉ = 2 office roles today, and no office on the chart.
      ['office_capacity', thisYear, { title: 'Office Administrator', positionId: null, count: 2 }],
      ['owner_hours', thisYear + 1, { title: 'General Manager', positionId: null, count: 1 }],
      ['crew_oversight', thisYear + 3, { title: 'Operations Manager', positionId: positions.operations, count: 1 }],
    ]);
    expect(await read(admin)).toEqual(view);
  });

  it('keeps the positions chosen for each role', async () => {
    const { admin, positions } = await aCompanyWithCrews();
    const saved = await save(admin, { ...fiftyPercent, positions: { office: positions.crewLeader } });
    expect(saved.status).toBe(200);
    const view = growthPlanViewSchema.parse(saved.body.data);
    expect(view.settings.positions).toEqual({ owner: null, operations: null, office: positions.crewLeader, crewLeader: null });
    expect(view.outcome.ok && view.outcome.plan.roles.office).toEqual({ id: positions.crewLeader, title: 'Crew Leader', holders: 2 });
  });

  it('says why there is no plan without an active budget', async () => {
    const admin = await signedInUser(t);
    const summary = overheadSummarySchema.parse((await t.call('GET', '/summary', { token: admin.token })).body.data);
    // A new company's budget is all zeros: it prices no labour hour.
    const view = await read(admin);
    expect(summary.budget).not.toBeNull();
    expect(view.outcome).toEqual({ ok: false, reason: 'Enter billable labour hours to work out an hourly labour cost' });
    expect((await t.call('PUT', `/overhead_budgets/${summary.budget!.id}`, { token: admin.token, body: { ...aBudget(), active: false } })).status).toBe(200);
    const none = await read(admin);
    expect(none.budget).toBeNull();
    expect(none.outcome).toEqual({ ok: false, reason: growthPlanMessages.noActiveBudget });
  });

  it('refuses a save based on an older plan (409) and keeps the newer one', async () => {
    const admin = await signedInUser(t);
    const first = await save(admin, { ...fiftyPercent, updatedAt: null });
    const loaded = first.body.data.updatedAt as string;
    expect((await save(admin, { ...fiftyPercent, growthPercent: 8, updatedAt: loaded })).status).toBe(200);
    const stale = await save(admin, { ...fiftyPercent, growthPercent: 2, updatedAt: loaded });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(growthPlanMessages.stale);
    expect((await save(admin, { ...fiftyPercent, growthPercent: 2, updatedAt: null })).status).toBe(409);
    expect((await read(admin)).settings.growthPercent).toBe(8);
  });

  it.each<[string, Record<string, unknown>, string, string?]>([
    ['zero years', { years: 0 }, 'years', 'Years must be between 1 and 5'],
    ['six years', { years: 6 }, 'years'],
    ['a billion years of typed targets', { targetMode: 'targets', years: 1_000_000_000 }, 'years', 'Years must be between 1 and 5'],
    ['growth as text', { growthPercent: '10' }, 'growthPercent', 'Growth must be a number'],
    ['growth over 100 %', { growthPercent: 150 }, 'growthPercent', 'Growth must be between -50% and 100%'],
    ['an unknown target mode', { targetMode: 'hope' }, 'targetMode', 'Choose growth % or typed targets'],
    ['a missing typed target', { targetMode: 'targets', years: 2, revenueTargets: [900_000] }, 'revenueTargets.1', missingTargetMessage(2)],
    ['a target with fractions of a cent', { revenueTargets: [900_000.001] }, 'revenueTargets.0', 'Revenue target can have at most 2 decimal places'],
    ['six targets', { revenueTargets: [1, 2, 3, 4, 5, 6] }, 'revenueTargets', 'At most 5 revenue targets'],
    ['a 200-hour week', { ownerHoursPerWeek: 200 }, 'ownerHoursPerWeek', "Owner's hours a week must be between 0 and 120 hours"],
    ['a span of one', { ratios: { spanOfControl: 1 } }, 'ratios.spanOfControl', 'Span of control must be between 2 and 20'],
    ['half a crew', { ratios: { crewsPerOperationsManager: 2.5 } }, 'ratios.crewsPerOperationsManager', 'Crews per operations manager must be a whole number'],
    ['a ratio it does not know', { ratios: { trucksPerCrew: 2 } }, 'ratios'],
    ['a position that is not an id', { positions: { owner: 'the boss' } }, 'positions.owner', 'Must be a valid id'],
    ['an updatedAt that is not a time', { updatedAt: 'yesterday' }, 'updatedAt'],
  ])('refuses %s with 400 on its field', async (_label, body, field, message) => {
    const admin = await signedInUser(t);
    const response = await save(admin, body);
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
    if (message) expect(response.body.details.fieldErrors[field]).toContain(message);
    expect((await read(admin)).updatedAt).toBeNull();
  });

  it('refuses extra keys (a company, computed figures) with 400', async () => {
    const admin = await signedInUser(t);
    for (const extra of [{ companyId: admin.companyId }, { crews: 12 }, { ceilings: [] }]) {
      expect((await save(admin, { ...fiftyPercent, ...extra })).status).toBe(400);
    }
  });

  it.each(['office_manager', 'super_admin'] as const)('a %s changes it', async (role) => {
    const user = await signedInUser(t, { role });
    expect((await save(user, fiftyPercent)).status).toBe(200);
  });

  it('an estimator reads it but gets 403 changing it, before the body is checked; a crew leader does not reach it', async () => {
    const admin = await signedInUser(t);
    await save(admin, fiftyPercent);
    const estimator = await signedInUser(t, { role: 'estimator', companyId: admin.companyId });
    expect((await read(estimator)).settings.growthPercent).toBe(50);
    for (const body of [fiftyPercent, { years: 99 }]) {
      const response = await save(estimator, body);
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(growthPlanMessages.leadersOnly);
    }
    const crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    expect((await t.call('GET', '/growth_plan', { token: crewLeader.token })).status).toBe(403);
    expect((await read(admin)).settings.growthPercent).toBe(50);
  });
});

describe('growth plan across companies', () => {
  it('a second company sees only its own plan, crews and chart, and gets 404 naming the first one’s positions', async () => {
    const first = await aCompanyWithCrews();
    expect((await save(first.admin, fiftyPercent)).status).toBe(200);
    const second = await signedInUser(t);
    const theirs = await read(second);
    expect(theirs.updatedAt).toBeNull();
    expect(theirs.settings.growthPercent).toBe(10);
    expect(theirs.company).toEqual({ crews: [], equipmentUnits: 0, positions: [] });

    for (const positions of [{ operations: first.positions.operations }, { owner: first.positions.owner, office: null }]) {
      const response = await save(second, { ...fiftyPercent, positions });
      expect(response.status).toBe(404);
    }
    expect((await read(second)).updatedAt).toBeNull();
    expect((await read(first.admin)).settings.growthPercent).toBe(50);
  });
});
