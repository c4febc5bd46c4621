import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { budgetProjectionMessages, budgetProjectionViewSchema, HOURS_DO_NOT_INFLATE, type BudgetProjectionView } from '@groundwork/domain/growth';
import { overheadBudgetListSchema, overheadSummarySchema, type OverheadBudget, type OverheadBudgetFieldsInput } from '@groundwork/domain/overhead';
import { describe, expect, it } from 'vitest';
import { seedDemoOverhead } from '../../db/seed/overhead';
import { aCompany, signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const thisYear = new Date().getFullYear();

/** 10,000 hours, labour $400,000, materials $100,000, rent $200,000, 10 % target (the domain tests' hand-worked budget). */
const aBudget = (): OverheadBudgetFieldsInput => ({
  year: thisYear,
  name: 'This year',
  billableLaborHours: 10_000,
  directCost: { directLabor: 400_000, materials: 100_000 },
  operatingExpense: { rent: 200_000 },
});

async function activeBudget(user: SignedInUser): Promise<OverheadBudget> {
  const response = await t.call('GET', '/summary', { token: user.token });
  return overheadSummarySchema.parse(response.body.data).budget!;
}

/** A company whose active budget is the hand-worked one. */
async function aCompanyWithBudget(): Promise<{ admin: SignedInUser; budget: OverheadBudget }> {
  const admin = await signedInUser(t);
  const current = await activeBudget(admin);
  const response = await t.call('PUT', `/overhead_budgets/${current.id}`, { token: admin.token, body: { ...aBudget(), active: true } });
  expect(response.status).toBe(200);
  return { admin, budget: response.body.data.budget as OverheadBudget };
}

async function projection(user: SignedInUser): Promise<BudgetProjectionView> {
  const response = await t.call('GET', '/budget_projection', { token: user.token });
  expect(response.status).toBe(200);
  return budgetProjectionViewSchema.parse(response.body.data);
}

async function budgets(user: SignedInUser): Promise<OverheadBudget[]> {
  const response = await t.call('GET', '/overhead_budgets', { token: user.token });
  return overheadBudgetListSchema.parse(response.body.data).budgets;
}

const fivePercentGrowth = { years: 2, growthPercent: 5, inflationPercent: 3, lines: {} };

describe('budget projection', () => {
  it('starts with the default assumptions, projecting the active budget three years', async () => {
    const { admin, budget } = await aCompanyWithBudget();
    const view = await projection(admin);
    expect(view.assumptions).toEqual({ years: 3, growthPercent: 0, inflationPercent: 3, lines: {} });
    expect(view.updatedAt).toBeNull();
    expect(view.baseBudget!.id).toBe(budget.id);
    expect(view.projection!.base).toMatchObject({ year: thisYear, totals: { revenue: 777_777.78, netProfit: 77_777.78 } });
    expect(view.projection!.years.map((year) => year.year)).toEqual([thisYear + 1, thisYear + 2, thisYear + 3]);
  });

  it('saves the assumptions and projects with them: 5 % growth and 3 % inflation, worked by hand', async () => {
    const { admin } = await aCompanyWithBudget();
    const saved = await t.call('PUT', '/budget_projection', { token: admin.token, body: { ...fivePercentGrowth, lines: { rent: { growthPercent: 1 } }, updatedAt: null } });
    expect(saved.status).toBe(200);
    const view = budgetProjectionViewSchema.parse(saved.body.data);
    expect(view.updatedAt).not.toBeNull();
    expect(view.assumptions.lines).toEqual({ rent: { growthPercent: 1, inflationPercent: null } });
    const [next] = view.projection!.years;
    // Labour 400,000 × 1.05 × 1.03 = 432,600; rent 200,000 × 1.01 × 1.03 = 208,060; materials 108,150.
    // Break-even 540,750 + 208,060 = 748,810; revenue ÷ 0.9 = 832,011.11; net profit 83,201.11.
    expect(next!.budget.directCost.directLabor).toBe(432_600);
    expect(next!.budget.operatingExpense.rent).toBe(208_060);
    expect(next!.totals).toMatchObject({ revenue: 832_011.11, netProfit: 83_201.11, netMarginPercent: 10 });
    expect(await projection(admin)).toEqual(view);
  });

  it('refuses a save based on older assumptions (409) and keeps the newer ones', async () => {
    const { admin } = await aCompanyWithBudget();
    const first = await t.call('PUT', '/budget_projection', { token: admin.token, body: { ...fivePercentGrowth, updatedAt: null } });
    const loaded = first.body.data.updatedAt as string;
    expect((await t.call('PUT', '/budget_projection', { token: admin.token, body: { ...fivePercentGrowth, growthPercent: 8, updatedAt: loaded } })).status).toBe(200);
    const stale = await t.call('PUT', '/budget_projection', { token: admin.token, body: { ...fivePercentGrowth, growthPercent: 2, updatedAt: loaded } });
    expect(stale.status).toBe(409);
    const firstAgain = await t.call('PUT', '/budget_projection', { token: admin.token, body: { ...fivePercentGrowth, growthPercent: 2, updatedAt: null } });
    expect(firstAgain.status).toBe(409);
    expect((await projection(admin)).assumptions.growthPercent).toBe(8);
  });

  it('makes a projected year an inactive draft budget with the projected figures, and asks before a second one for that year', async () => {
    const { admin, budget } = await aCompanyWithBudget();
    const saved = await t.call('PUT', '/budget_projection', { token: admin.token, body: fivePercentGrowth });
    const updatedAt = saved.body.data.updatedAt as string;

    const made = await t.call('POST', '/budget_projection/years/1/draft_budget', { token: admin.token, body: { updatedAt, budgetUpdatedAt: budget.updatedAt } });
    expect(made.status).toBe(200);
    const draft = made.body.data.budget as OverheadBudget;
    expect(draft).toMatchObject({
      year: thisYear + 1,
      active: false,
      name: `${thisYear + 1} draft from the ${thisYear} budget projection`,
      billableLaborHours: 10_500,
      directCost: { directLabor: 432_600, materials: 108_150 },
      operatingExpense: { rent: 206_000 },
      targetNetProfitPercent: 10,
    });
    const list = await budgets(admin);
    expect(list.map((item) => [item.id, item.active])).toEqual([
      [budget.id, true],
      [draft.id, false],
    ]);

    const again = await t.call('POST', '/budget_projection/years/1/draft_budget', { token: admin.token, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(budgetProjectionMessages.yearTaken(thisYear + 1, draft.name));
    expect(again.body.details.existingBudgetId).toBe(draft.id);
    const beside = await t.call('POST', '/budget_projection/years/1/draft_budget', { token: admin.token, body: { alongsideExisting: true } });
    expect(beside.status).toBe(200);
    expect(await budgets(admin)).toHaveLength(3);

    // Year 2 from the same assumptions: labour 432,600 × 1.0815 = 467,856.90.
    const second = await t.call('POST', '/budget_projection/years/2/draft_budget', { token: admin.token, body: {} });
    expect(second.body.data.budget).toMatchObject({ year: thisYear + 2, directCost: { directLabor: 467_856.9, materials: 116_964.23 } });
  });

  it('refuses a draft from figures other than those on screen, beyond the projected years, or without an active budget', async () => {
    const { admin, budget } = await aCompanyWithBudget();
    const saved = await t.call('PUT', '/budget_projection', { token: admin.token, body: fivePercentGrowth });
    const staleAssumptions = await t.call('POST', '/budget_projection/years/1/draft_budget', { token: admin.token, body: { updatedAt: null } });
    expect(staleAssumptions.status).toBe(409);

    await t.call('PUT', `/overhead_budgets/${budget.id}`, { token: admin.token, body: { ...aBudget(), billableLaborHours: 12_000, active: true } });
    const staleBudget = await t.call('POST', '/budget_projection/years/1/draft_budget', { token: admin.token, body: { updatedAt: saved.body.data.updatedAt, budgetUpdatedAt: budget.updatedAt } });
    expect(staleBudget.status).toBe(409);
    expect(staleBudget.body.message).toBe(budgetProjectionMessages.staleBudget);

    const beyond = await t.call('POST', '/budget_projection/years/3/draft_budget', { token: admin.token, body: {} });
    expect(beyond.status).toBe(422);
    expect(beyond.body.message).toBe(budgetProjectionMessages.beyondYears(2));

    await t.call('PUT', `/overhead_budgets/${budget.id}`, { token: admin.token, body: { ...aBudget(), active: false } });
    const none = await t.call('POST', '/budget_projection/years/1/draft_budget', { token: admin.token, body: {} });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(budgetProjectionMessages.noActiveBudget);
    const view = await projection(admin);
    expect(view.baseBudget).toBeNull();
    expect(view.projection).toBeNull();
  });

  it('refuses a year that would pass the budget’s limits (422) with the line that does', async () => {
    const admin = await signedInUser(t);
    const current = await activeBudget(admin);
    await t.call('PUT', `/overhead_budgets/${current.id}`, { token: admin.token, body: { ...aBudget(), directCost: { materials: 999_000_000 }, active: true } });
    await t.call('PUT', '/budget_projection', { token: admin.token, body: fivePercentGrowth });
    const response = await t.call('POST', '/budget_projection/years/1/draft_budget', { token: admin.token, body: {} });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(`${thisYear + 1}: Materials must be at most 1,000,000,000`);
  });

  it.each([
    ['malformed growth', { growthPercent: 'lots' }, 'growthPercent', 'Growth must be a number'],
    ['growth of 101 %', { growthPercent: 101 }, 'growthPercent', 'Growth must be between -50% and 100%'],
    ['a huge inflation', { inflationPercent: 1e300 }, 'inflationPercent', 'Inflation must be between -20% and 50%'],
    ['inflation with 3 decimals', { inflationPercent: 2.125 }, 'inflationPercent', 'Inflation can have at most 2 decimal places'],
    ['6 years', { years: 6 }, 'years', 'Project 1 to 5 years'],
    ['0 years', { years: 0 }, 'years', 'Project 1 to 5 years'],
    ['a line’s growth below −50 %', { lines: { materials: { growthPercent: -51 } } }, 'lines.materials.growthPercent', 'Growth must be between -50% and 100%'],
    ['inflating billable hours', { lines: { billableLaborHours: { inflationPercent: 2 } } }, 'lines.billableLaborHours.inflationPercent', HOURS_DO_NOT_INFLATE],
    ['a malformed updatedAt', { updatedAt: 'yesterday' }, 'updatedAt', undefined],
    ['a NUL byte in updatedAt', { updatedAt: '2026-01-01T00:00:00.000Z\u0000' }, 'updatedAt', undefined],
  ] as const)('answers 400 for %s', async (_label, body, field, message) => {
    const admin = await signedInUser(t);
    const response = await t.call('PUT', '/budget_projection', { token: admin.token, body: { ...fivePercentGrowth, ...body } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
    if (message) expect(response.body.details.fieldErrors[field]).toContain(message);
  });

  it.each([
    ['an extra key', { ...fivePercentGrowth, companyId: '00000000-0000-4000-8000-000000000000' }],
    ['an unknown line', { ...fivePercentGrowth, lines: { yachts: { growthPercent: 1 } } }],
    ['a line name with a NUL byte', { ...fivePercentGrowth, lines: { 'rent\u0000': { growthPercent: 1 } } }],
    ['an extra key on a line', { ...fivePercentGrowth, lines: { rent: { growthPercent: 1, total: 5 } } }],
  ])('answers 400 for %s', async (_label, body) => {
    const admin = await signedInUser(t);
    expect((await t.call('PUT', '/budget_projection', { token: admin.token, body })).status).toBe(400);
  });

  it.each([
    ['year 0', '/budget_projection/years/0/draft_budget', {}],
    ['year 6', '/budget_projection/years/6/draft_budget', {}],
    ['a year that is not a number', '/budget_projection/years/next/draft_budget', {}],
    ['an extra key', '/budget_projection/years/1/draft_budget', { active: true }],
    ['alongsideExisting as text', '/budget_projection/years/1/draft_budget', { alongsideExisting: 'yes' }],
  ])('refuses a draft for %s (400)', async (_label, path, body) => {
    const admin = await signedInUser(t);
    expect((await t.call('POST', path, { token: admin.token, body })).status).toBe(400);
  });
});

describe('another company', () => {
  it('never reads or changes the first company’s projection, and drafts only from its own budget', async () => {
    const { admin: owner } = await aCompanyWithBudget();
    const intruder = await signedInUser(t);
    await t.call('PUT', '/budget_projection', { token: owner.token, body: { ...fivePercentGrowth, updatedAt: null } });

    const theirs = await projection(intruder);
    expect(theirs.updatedAt).toBeNull();
    expect(theirs.assumptions.growthPercent).toBe(0);
    expect(theirs.baseBudget!.id).not.toBe((await activeBudget(owner)).id);

    expect((await t.call('PUT', '/budget_projection', { token: intruder.token, body: { ...fivePercentGrowth, growthPercent: 50, updatedAt: null } })).status).toBe(200);
    expect((await projection(owner)).assumptions.growthPercent).toBe(5);

    const made = await t.call('POST', '/budget_projection/years/1/draft_budget', { token: intruder.token, body: {} });
    expect(made.status).toBe(200);
    expect(made.body.data.budget.directCost.directLabor).toBe(0);
    expect((await budgets(owner)).map((budget) => budget.id)).not.toContain(made.body.data.budget.id);
    expect(await budgets(owner)).toHaveLength(1);
  });
});

describe('who may change the projection', () => {
  it('an estimator reads it but saves nothing and makes no draft (403)', async () => {
    const { admin } = await aCompanyWithBudget();
    const estimator = await signedInUser(t, { role: 'estimator', companyId: admin.companyId });
    expect((await projection(estimator)).projection).not.toBeNull();
    for (const response of await Promise.all([
      t.call('PUT', '/budget_projection', { token: estimator.token, body: fivePercentGrowth }),
      t.call('POST', '/budget_projection/years/1/draft_budget', { token: estimator.token, body: {} }),
    ])) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(budgetProjectionMessages.managersOnly);
    }
    expect(await budgets(admin)).toHaveLength(1);
  });

  it('a crew leader gets 403 on reads and writes (the office’s area)', async () => {
    const { admin } = await aCompanyWithBudget();
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    for (const response of await Promise.all([
      t.call('GET', '/budget_projection', { token: leader.token }),
      t.call('PUT', '/budget_projection', { token: leader.token, body: fivePercentGrowth }),
      t.call('POST', '/budget_projection/years/1/draft_budget', { token: leader.token, body: {} }),
    ])) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(OFFICE_ONLY_MESSAGE);
    }
  });

  it('an office manager saves assumptions and makes a draft', async () => {
    const { admin } = await aCompanyWithBudget();
    const manager = await signedInUser(t, { role: 'office_manager', companyId: admin.companyId });
    expect((await t.call('PUT', '/budget_projection', { token: manager.token, body: fivePercentGrowth })).status).toBe(200);
    expect((await t.call('POST', '/budget_projection/years/2/draft_budget', { token: manager.token, body: {} })).status).toBe(200);
  });

  it('nobody reads it without signing in', async () => {
    expect((await t.call('GET', '/budget_projection')).status).toBe(401);
  });
});

describe('the demo company’s projection', () => {
  it('is saved and grows the demo budget: more revenue and more net profit each year at the same target margin', async () => {
    const account = await aCompany(t);
    await seedDemoOverhead(t.database.db, account.companyId);
    const admin = await signedInUser(t, { companyId: account.companyId, role: 'admin' });
    const view = await projection(admin);
    expect(view.updatedAt).not.toBeNull();
    expect(view.assumptions).toMatchObject({ years: 3, growthPercent: 6, inflationPercent: 3.5 });
    const { base, years } = view.projection!;
    expect(years).toHaveLength(3);
    let previous = base.totals;
    for (const year of years) {
      expect(year.problem).toBeNull();
      expect(year.totals.revenue).toBeGreaterThan(previous.revenue);
      expect(year.totals.netProfit).toBeGreaterThan(previous.netProfit);
      expect(year.totals.laborPricePerHour).toBeGreaterThan(previous.laborPricePerHour!);
      previous = year.totals;
    }
    // Labour burden on its own 6 %: 85,000 × 1.06 × 1.06 = 95,506.00.
    expect(years[0]!.budget.directCost.directLaborBurden).toBe(95_506);
  });
});
