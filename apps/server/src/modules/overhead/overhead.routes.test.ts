import {
  bulkSyncResultSchema,
  overheadBudgetListSchema,
  overheadBudgetResultSchema,
  overheadCategoryListSchema,
  overheadMessages,
  overheadSummarySchema,
  type OverheadBudget,
  type OverheadBudgetFieldsInput,
} from '@groundwork/domain/overhead';
import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { DEFAULT_TIME_ZONE } from '@groundwork/domain/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { overheadBudgets } from '../../db/schema';
import { demoOverheadBudget, demoOverheadCategories, seedDemoOverhead, seedOverheadBudgetsForExistingCompanies } from '../../db/seed/overhead';
import { dateIn } from '../../lib/dates';
import { aCompany, signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
/** This year where a new company works (its information starts in the default zone, New York's). */
const thisYear = Number(dateIn(DEFAULT_TIME_ZONE).slice(0, 4));

/** The LMN example budget: $300,000 of overhead recovered partly by materials, equipment and subcontractors. */
function anLmnBudget(overrides: Partial<OverheadBudgetFieldsInput> = {}): OverheadBudgetFieldsInput {
  return {
    year: thisYear,
    name: 'LMN example',
    billableLaborHours: 18_000,
    directCost: { directLabor: 420_000, directLaborBurden: 85_000, materials: 200_000, equipments: 150_000, subcontractors: 20_000 },
    operatingExpense: { rent: 250_000, advertising: 50_000 },
    ...overrides,
  };
}

async function summary(user: SignedInUser) {
  const response = await t.call('GET', '/summary', { token: user.token });
  expect(response.status).toBe(200);
  return overheadSummarySchema.parse(response.body.data);
}

async function budgets(user: SignedInUser): Promise<OverheadBudget[]> {
  const response = await t.call('GET', '/overhead_budgets', { token: user.token });
  expect(response.status).toBe(200);
  return overheadBudgetListSchema.parse(response.body.data).budgets;
}

async function activeBudget(user: SignedInUser): Promise<OverheadBudget> {
  return (await summary(user)).budget!;
}

async function aCategory(user: SignedInUser, overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/overhead_categories', {
    token: user.token,
    body: { name: `Category ${Math.random().toString(36).slice(2, 8)}`, operatingExpenseLine: 'insurance', ...overrides },
  });
  expect(response.status).toBe(200);
  return response.body.data.category as { id: string; name: string; updatedAt: string };
}

async function anItem(user: SignedInUser, categoryId: string, annualAmount: number, name = 'Policy') {
  const response = await t.call('POST', '/overhead_category_items', { token: user.token, body: { categoryId, name, annualAmount } });
  expect(response.status).toBe(200);
  return response.body.data.item as { id: string; updatedAt: string; categoryId: string };
}

describe('a new company’s budget', () => {
  it('is active for this year with the defaults: zeros, recovery 10 / 25 / 5 %, 10 % target, MORS', async () => {
    const admin = await signedInUser(t);
    const { budget, results, markups } = await summary(admin);
    expect(budget).toMatchObject({ year: thisYear, active: true, recoveryMethod: 'MORS', targetNetProfitPercent: 10, billableLaborHours: 0 });
    expect(budget!.OHRecoveryPercent).toEqual({ materialsOHPercentage: 10, equipmentOHPercentage: 25, subcontractorsOHPercentage: 5 });
    expect(Object.values(budget!.operatingExpense).every((amount) => amount === 0)).toBe(true);
    expect(Object.values(budget!.overheadData)).toHaveLength(33);
    expect(results).toMatchObject({ totalOverhead: 0, laborOverheadMarkupPercent: null, laborPricePerHour: null });
    expect(results.reasons.laborOverheadMarkupPercent).toBe('Enter direct labour to work out a labour markup');
    expect(markups).toEqual({
      recoveryMethod: 'MORS',
      laborOverheadMarkupPercent: null,
      overheadMarkupPercent: null,
      materialsOHPercentage: 10,
      equipmentOHPercentage: 25,
      subcontractorsOHPercentage: 5,
      overheadPerLaborHour: null,
      targetNetProfitPercent: 10,
    });
  });

  it('is for the year where the company works, not where the server runs', async () => {
    // 03:00 on 1 January 2026 in UTC is still the evening of 31 December 2025 in a new company's zone (New York).
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2026-01-01T03:00:00Z') });
    let companyId: string;
    try {
      ({ companyId } = await aCompany(t));
    } finally {
      vi.useRealTimers();
    }
    const rows = await t.database.db.select({ year: overheadBudgets.year }).from(overheadBudgets).where(eq(overheadBudgets.companyId, companyId));
    expect(rows).toEqual([{ year: 2025 }]);
  });

  it('is given once to companies from before budgets existed', async () => {
    const admin = await signedInUser(t);
    await t.database.db.delete(overheadBudgets).where(eq(overheadBudgets.companyId, admin.companyId));
    expect((await summary(admin)).budget).toBeNull();
    expect(await seedOverheadBudgetsForExistingCompanies(t.database)).toBeGreaterThanOrEqual(1);
    expect(await seedOverheadBudgetsForExistingCompanies(t.database)).toBe(0);
    expect(await budgets(admin)).toHaveLength(1);
    expect((await summary(admin)).budget).toMatchObject({ active: true, year: thisYear });
  });
});

describe('P&L budgets', () => {
  it('saves a budget and answers its results (the LMN example recovers $58,500)', async () => {
    const admin = await signedInUser(t);
    const current = await activeBudget(admin);
    const response = await t.call('PUT', `/overhead_budgets/${current.id}`, { token: admin.token, body: { ...anLmnBudget(), active: true, updatedAt: current.updatedAt } });
    expect(response.status).toBe(200);
    const { budget, results } = overheadBudgetResultSchema.parse(response.body.data);
    expect(budget.operatingExpense.rent).toBe(250_000);
    expect(results.recovered).toEqual({ materials: 20_000, equipment: 37_500, subcontractors: 1_000 });
    expect(results).toMatchObject({ totalOverhead: 300_000, laborOverheadMarkupPercent: 47.82, laborPricePerHour: 46.08 });
    const { markups } = await summary(admin);
    expect(markups).toMatchObject({ laborOverheadMarkupPercent: 47.82, overheadPerLaborHour: 13.42 });
  });

  it('refuses a stale save with 409 and keeps the newer one', async () => {
    const admin = await signedInUser(t);
    const loaded = await activeBudget(admin);
    const first = await t.call('PUT', `/overhead_budgets/${loaded.id}`, { token: admin.token, body: { ...anLmnBudget(), active: true, updatedAt: loaded.updatedAt } });
    expect(first.status).toBe(200);
    const stale = await t.call('PUT', `/overhead_budgets/${loaded.id}`, {
      token: admin.token,
      body: { ...anLmnBudget({ billableLaborHours: 1 }), active: true, updatedAt: loaded.updatedAt },
    });
    expect(stale.status).toBe(409);
    expect((await activeBudget(admin)).billableLaborHours).toBe(18_000);
  });

  it('keeps one active budget: a new active one deactivates the previous one', async () => {
    const admin = await signedInUser(t);
    const previous = await activeBudget(admin);
    const inactive = await t.call('POST', '/overhead_budgets', { token: admin.token, body: anLmnBudget({ year: thisYear + 1, name: 'Draft' }) });
    expect(inactive.status).toBe(200);
    expect(inactive.body.data.budget.active).toBe(false);
    expect((await activeBudget(admin)).id).toBe(previous.id);

    const created = await t.call('POST', '/overhead_budgets', { token: admin.token, body: { ...anLmnBudget({ year: thisYear + 1 }), active: true } });
    expect(created.status).toBe(200);
    const list = await budgets(admin);
    expect(list).toHaveLength(3);
    expect(list.filter((budget) => budget.active).map((budget) => budget.id)).toEqual([created.body.data.budget.id]);
    expect((await summary(admin)).results.totalOverhead).toBe(300_000);

    // Activating the draft by PUT moves the flag again.
    const draft = list.find((budget) => budget.name === 'Draft')!;
    const activated = await t.call('PUT', `/overhead_budgets/${draft.id}`, { token: admin.token, body: { ...anLmnBudget({ year: thisYear + 1, name: 'Draft' }), active: true } });
    expect(activated.status).toBe(200);
    expect((await budgets(admin)).filter((budget) => budget.active).map((budget) => budget.id)).toEqual([draft.id]);
  });

  it('leaves exactly one active budget when several activations race', async () => {
    const admin = await signedInUser(t);
    const answers = await Promise.all(
      [1, 2, 3].map((offset) => t.call('POST', '/overhead_budgets', { token: admin.token, body: { ...anLmnBudget({ year: thisYear + offset }), active: true } })),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect((await budgets(admin)).filter((budget) => budget.active)).toHaveLength(1);
  });

  it('previews an unsaved budget with POST /calculate, storing nothing', async () => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/calculate', { token: admin.token, body: { ...anLmnBudget({ recoveryMethod: 'FLH' }), year: undefined } });
    expect(response.status).toBe(200);
    expect(response.body.data.results).toMatchObject({ recoveryMethod: 'FLH', overheadPerLaborHour: 16.67, laborPricePerHour: 49.69 });
    expect(response.body.data.markups).toMatchObject({ recoveryMethod: 'FLH', overheadPerLaborHour: 16.67 });
    expect((await summary(admin)).results.totalOverhead).toBe(0);
  });

  it.each([
    ['a negative amount', { directCost: { materials: -1 } }, 'directCost.materials'],
    ['5 decimals', { operatingExpense: { rent: 1.23456 } }, 'operatingExpense.rent'],
    ['text for a number', { operatingExpense: { telephone: 'lots' } }, 'operatingExpense.telephone'],
    ['a 100% target', { targetNetProfitPercent: 100 }, 'targetNetProfitPercent'],
    ['a recovery over 100%', { OHRecoveryPercent: { equipmentOHPercentage: 120 } }, 'OHRecoveryPercent.equipmentOHPercentage'],
    ['an unknown method', { recoveryMethod: 'LIFO' }, 'recoveryMethod'],
    ['negative hours', { billableLaborHours: -10 }, 'billableLaborHours'],
    ['no year', { year: undefined }, 'year'],
    ['a fractional year', { year: 2026.5 }, 'year'],
    ['a stale-check that is not a date', { updatedAt: 'yesterday' }, 'updatedAt'],
  ])('answers 400 with a field message for %s', async (_label, change, field) => {
    const admin = await signedInUser(t);
    const budget = await activeBudget(admin);
    const response = await t.call('PUT', `/overhead_budgets/${budget.id}`, { token: admin.token, body: { ...anLmnBudget(), ...change } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
    expect(response.body.details.fieldErrors[field][0]).toEqual(expect.any(String));
  });

  it('answers 400 for a malformed id and for a malformed preview', async () => {
    const admin = await signedInUser(t);
    expect((await t.call('PUT', '/overhead_budgets/not-an-id', { token: admin.token, body: anLmnBudget() })).status).toBe(400);
    const preview = await t.call('POST', '/calculate', { token: admin.token, body: { directCost: { directLabor: -5 } } });
    expect(preview.status).toBe(400);
    expect(preview.body.details.fieldErrors['directCost.directLabor']).toEqual(['Direct labour (field wages) cannot be negative']);
  });

  it('never takes the company from the body', async () => {
    const [admin, other] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const created = await t.call('POST', '/overhead_budgets', { token: admin.token, body: { ...anLmnBudget(), companyId: other.companyId } });
    expect(created.status).toBe(200);
    expect(await budgets(other)).toHaveLength(1);
    expect(await budgets(admin)).toHaveLength(2);
  });
});

describe('recovery settings', () => {
  it('reads and changes the active budget’s percents, method and target', async () => {
    const admin = await signedInUser(t);
    const read = await t.call('GET', '/recovery-settings', { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.data.recoverySettings).toMatchObject({ recoveryMethod: 'MORS', targetNetProfitPercent: 10, OHRecoveryPercent: { equipmentOHPercentage: 25 } });
    const changed = await t.call('PUT', '/recovery-settings', {
      token: admin.token,
      body: {
        OHRecoveryPercent: { materialsOHPercentage: 12.5, equipmentOHPercentage: 20, subcontractorsOHPercentage: 0 },
        recoveryMethod: 'SORS',
        targetNetProfitPercent: 15,
        updatedAt: read.body.data.recoverySettings.updatedAt,
      },
    });
    expect(changed.status).toBe(200);
    const { budget, markups } = await summary(admin);
    expect(budget).toMatchObject({ recoveryMethod: 'SORS', targetNetProfitPercent: 15, OHRecoveryPercent: { materialsOHPercentage: 12.5 } });
    expect(markups).toMatchObject({ recoveryMethod: 'SORS', materialsOHPercentage: 12.5, targetNetProfitPercent: 15 });

    const stale = await t.call('PUT', '/recovery-settings', {
      token: admin.token,
      body: { OHRecoveryPercent: {}, recoveryMethod: 'FLH', targetNetProfitPercent: 10, updatedAt: read.body.data.recoverySettings.updatedAt },
    });
    expect(stale.status).toBe(409);
    const invalid = await t.call('PUT', '/recovery-settings', { token: admin.token, body: { OHRecoveryPercent: {}, recoveryMethod: 'FLH', targetNetProfitPercent: 99.999 } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details.fieldErrors.targetNetProfitPercent).toEqual(['Target net profit can have at most 2 decimal places']);
  });

  it('answers 404 when the company has no active budget', async () => {
    const admin = await signedInUser(t);
    await t.database.db.delete(overheadBudgets).where(eq(overheadBudgets.companyId, admin.companyId));
    const response = await t.call('GET', '/recovery-settings', { token: admin.token });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(overheadMessages.noActiveBudget);
  });
});

describe('overhead categories, items and bulk sync', () => {
  it('groups ledger items by category and writes each line’s total into the active budget', async () => {
    const admin = await signedInUser(t);
    const insurance = await aCategory(admin, { name: 'Insurance policies', operatingExpenseLine: 'insurance' });
    const more = await t.call('POST', '/categories', { token: admin.token, body: { name: 'Vehicle cover', operatingExpenseLine: 'insurance' } });
    expect(more.status).toBe(200);
    const phones = await aCategory(admin, { name: 'Phones', operatingExpenseLine: 'telephone' });
    await anItem(admin, insurance.id, 12_400.1234, 'General liability');
    await anItem(admin, insurance.id, 4_100, 'Umbrella');
    await anItem(admin, more.body.data.category.id, 3_000.005, 'Trucks');
    const phone = await anItem(admin, phones.id, 4_800, 'Mobile plan');

    const list = await t.call('GET', '/overhead_categories', { token: admin.token });
    const categories = overheadCategoryListSchema.parse(list.body.data).categories;
    expect(categories.map((category) => [category.name, category.total, category.itemCount])).toEqual([
      ['Insurance policies', 16_500.12, 2],
      ['Phones', 4_800, 1],
      ['Vehicle cover', 3_000.01, 1],
    ]);
    const items = await t.call('GET', `/overhead_category_items?id=${insurance.id}`, { token: admin.token });
    expect(items.body.data.items.map((item: { name: string }) => item.name)).toEqual(['General liability', 'Umbrella']);

    const changed = await t.call('PUT', `/overhead_category_items/${phone.id}`, {
      token: admin.token,
      body: { categoryId: phones.id, name: 'Mobile plan', annualAmount: 5_200, updatedAt: phone.updatedAt },
    });
    expect(changed.status).toBe(200);
    const stale = await t.call('PUT', `/overhead_category_items/${phone.id}`, {
      token: admin.token,
      body: { categoryId: phones.id, name: 'Mobile plan', annualAmount: 1, updatedAt: phone.updatedAt },
    });
    expect(stale.status).toBe(409);

    const before = await activeBudget(admin);
    await t.call('PUT', `/overhead_budgets/${before.id}`, { token: admin.token, body: { year: thisYear, active: true, operatingExpense: { rent: 30_000, insurance: 1 } } });
    const synced = await t.call('POST', '/bulk-sync', { token: admin.token, body: {} });
    expect(synced.status).toBe(200);
    const result = bulkSyncResultSchema.parse(synced.body.data);
    expect(result.syncedLines).toEqual(['insurance', 'telephone']);
    expect(result.budget.operatingExpense).toMatchObject({ insurance: 19_500.1284, telephone: 5_200, rent: 30_000 });
    expect(result.results.totalOverhead).toBe(54_700.13);
    expect((await summary(admin)).results.totalOverhead).toBe(54_700.13);
  });

  it('deletes a category with its items, and refuses a second category of the same name', async () => {
    const admin = await signedInUser(t);
    const category = await aCategory(admin, { name: 'Marketing', operatingExpenseLine: 'advertising' });
    await anItem(admin, category.id, 900);
    const duplicate = await t.call('POST', '/overhead_categories', { token: admin.token, body: { name: 'marketing', operatingExpenseLine: 'advertising' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.name).toEqual([overheadMessages.categoryNameTaken]);

    const renamed = await t.call('PUT', `/categories/${category.id}`, {
      token: admin.token,
      body: { name: 'Marketing and ads', operatingExpenseLine: 'advertising', updatedAt: category.updatedAt },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.category).toMatchObject({ name: 'Marketing and ads', total: 900, itemCount: 1 });
    const stale = await t.call('PUT', `/categories/${category.id}`, { token: admin.token, body: { name: 'Old', operatingExpenseLine: 'advertising', updatedAt: category.updatedAt } });
    expect(stale.status).toBe(409);

    expect((await t.call('DELETE', `/categories/${category.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', `/overhead_category_items?id=${category.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('DELETE', `/categories/${category.id}`, { token: admin.token })).status).toBe(404);
  });

  it.each([
    ['POST /overhead_categories', 'POST', '/overhead_categories', { name: '', operatingExpenseLine: 'rent' }, 'name'],
    ['POST /categories', 'POST', '/categories', { name: 'Rent', operatingExpenseLine: 'yachts' }, 'operatingExpenseLine'],
    ['PUT /categories/{id}', 'PUT', `/categories/${UNKNOWN_ID}`, { name: 'x'.repeat(121), operatingExpenseLine: 'rent' }, 'name'],
    ['POST /overhead_category_items', 'POST', '/overhead_category_items', { categoryId: 'abc', name: 'x', annualAmount: 1 }, 'categoryId'],
    ['POST /overhead_category_items amount', 'POST', '/overhead_category_items', { categoryId: UNKNOWN_ID, name: 'x', annualAmount: -1 }, 'annualAmount'],
    ['PUT /overhead_category_items/{id}', 'PUT', `/overhead_category_items/${UNKNOWN_ID}`, { categoryId: UNKNOWN_ID, name: 'x', annualAmount: 0.00001 }, 'annualAmount'],
    ['POST /bulk-sync', 'POST', '/bulk-sync', { budgetId: 'abc' }, 'budgetId'],
  ] as const)('answers 400 for a malformed %s', async (_label, method, path, body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call(method, path, { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
  });

  it('answers 400 for a malformed category id in the items query', async () => {
    const admin = await signedInUser(t);
    expect((await t.call('GET', '/overhead_category_items?id=abc', { token: admin.token })).status).toBe(400);
    expect((await t.call('GET', '/overhead_category_items', { token: admin.token })).status).toBe(400);
  });
});

describe('another company', () => {
  it('gets 404 for the first company’s budget, categories and items, and never sees them', async () => {
    const [owner, intruder] = await Promise.all([signedInUser(t), signedInUser(t)]);
    const budget = await activeBudget(owner);
    const category = await aCategory(owner);
    const item = await anItem(owner, category.id, 100);
    const token = intruder.token;

    const attempts = [
      t.call('PUT', `/overhead_budgets/${budget.id}`, { token, body: { ...anLmnBudget(), active: true } }),
      t.call('POST', '/bulk-sync', { token, body: { budgetId: budget.id } }),
      t.call('PUT', `/categories/${category.id}`, { token, body: { name: 'Mine now', operatingExpenseLine: 'rent' } }),
      t.call('DELETE', `/categories/${category.id}`, { token }),
      t.call('GET', `/overhead_category_items?id=${category.id}`, { token }),
      t.call('POST', '/overhead_category_items', { token, body: { categoryId: category.id, name: 'Sneaky', annualAmount: 1 } }),
      t.call('PUT', `/overhead_category_items/${item.id}`, { token, body: { categoryId: category.id, name: 'Sneaky', annualAmount: 1 } }),
      t.call('DELETE', `/overhead_category_items/${item.id}`, { token }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(404);

    // Nor can it move its own item into the first company's category.
    const own = await aCategory(intruder);
    const ownItem = await anItem(intruder, own.id, 5);
    expect((await t.call('PUT', `/overhead_category_items/${ownItem.id}`, { token, body: { categoryId: category.id, name: 'x', annualAmount: 1 } })).status).toBe(404);

    expect((await budgets(intruder)).map((b) => b.id)).not.toContain(budget.id);
    const theirs = await t.call('GET', '/overhead_categories', { token });
    expect(theirs.body.data.categories.map((c: { id: string }) => c.id)).toEqual([own.id]);
    const untouched = await activeBudget(owner);
    expect(untouched.updatedAt).toBe(budget.updatedAt);
    expect((await t.call('GET', `/overhead_category_items?id=${category.id}`, { token: owner.token })).body.data.items).toHaveLength(1);
  });
});

describe('who may change the budget', () => {
  it('an estimator reads the summary and the budgets but changes nothing (403)', async () => {
    const admin = await signedInUser(t);
    const reader = await signedInUser(t, { role: 'estimator', companyId: admin.companyId });
    const budget = await activeBudget(admin);
    const category = await aCategory(admin);
    expect((await summary(reader)).budget!.id).toBe(budget.id);
    expect(await budgets(reader)).toHaveLength(1);
    expect((await t.call('GET', '/recovery-settings', { token: reader.token })).status).toBe(200);
    expect((await t.call('GET', '/overhead_categories', { token: reader.token })).status).toBe(200);
    expect((await t.call('POST', '/calculate', { token: reader.token, body: anLmnBudget() })).status).toBe(200);

    const writes = [
      t.call('POST', '/overhead_budgets', { token: reader.token, body: anLmnBudget() }),
      t.call('PUT', `/overhead_budgets/${budget.id}`, { token: reader.token, body: anLmnBudget() }),
      t.call('PUT', '/recovery-settings', { token: reader.token, body: { OHRecoveryPercent: {}, recoveryMethod: 'SORS', targetNetProfitPercent: 10 } }),
      t.call('POST', '/overhead_categories', { token: reader.token, body: { name: 'Nope', operatingExpenseLine: 'rent' } }),
      t.call('POST', '/categories', { token: reader.token, body: { name: 'Nope', operatingExpenseLine: 'rent' } }),
      t.call('PUT', `/categories/${category.id}`, { token: reader.token, body: { name: 'Nope', operatingExpenseLine: 'rent' } }),
      t.call('DELETE', `/categories/${category.id}`, { token: reader.token }),
      t.call('POST', '/overhead_category_items', { token: reader.token, body: { categoryId: category.id, name: 'Nope', annualAmount: 1 } }),
      t.call('POST', '/bulk-sync', { token: reader.token, body: {} }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(overheadMessages.budgetManagersOnly);
    }
  });

  it('a crew_leader gets 403 on the summary and the budgets, reads included (the office’s area), and changes nothing', async () => {
    const admin = await signedInUser(t);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const budget = await activeBudget(admin);
    const category = await aCategory(admin);
    const calls = [
      t.call('GET', '/summary', { token: leader.token }),
      t.call('GET', '/overhead_budgets', { token: leader.token }),
      t.call('GET', '/recovery-settings', { token: leader.token }),
      t.call('GET', '/overhead_categories', { token: leader.token }),
      t.call('POST', '/calculate', { token: leader.token, body: anLmnBudget() }),
      t.call('POST', '/overhead_budgets', { token: leader.token, body: anLmnBudget() }),
      t.call('PUT', `/overhead_budgets/${budget.id}`, { token: leader.token, body: anLmnBudget() }),
      t.call('PUT', '/recovery-settings', { token: leader.token, body: { OHRecoveryPercent: {}, recoveryMethod: 'SORS', targetNetProfitPercent: 10 } }),
      t.call('POST', '/categories', { token: leader.token, body: { name: 'Nope', operatingExpenseLine: 'rent' } }),
      t.call('DELETE', `/categories/${category.id}`, { token: leader.token }),
      t.call('POST', '/bulk-sync', { token: leader.token, body: {} }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
      expect(response.body.message).toBe(OFFICE_ONLY_MESSAGE);
    }
    expect((await budgets(admin)).map((item) => item.id)).toEqual([budget.id]);
  });

  it('an office manager changes the budget', async () => {
    const admin = await signedInUser(t);
    const manager = await signedInUser(t, { role: 'office_manager', companyId: admin.companyId });
    const budget = await activeBudget(admin);
    const response = await t.call('PUT', `/overhead_budgets/${budget.id}`, { token: manager.token, body: { ...anLmnBudget(), active: true } });
    expect(response.status).toBe(200);
  });

  it('nobody reads without signing in', async () => {
    expect((await t.call('GET', '/summary')).status).toBe(401);
    expect((await t.call('POST', '/calculate', { body: anLmnBudget() })).status).toBe(401);
  });
});

describe('the demo company’s budget', () => {
  it('is a believable $1.2M maintenance company whose ledger already matches its budget', async () => {
    const account = await aCompany(t);
    await seedDemoOverhead(t.database.db, account.companyId);
    const admin = await signedInUser(t, { companyId: account.companyId, role: 'admin' });
    const { budget, results } = await summary(admin);
    expect(budget).toMatchObject({ name: demoOverheadBudget.name, billableLaborHours: 18_000 });
    expect(results.targetRevenue).toBeGreaterThan(1_150_000);
    expect(results.targetRevenue).toBeLessThan(1_250_000);
    expect(results.laborPricePerHour).toBeGreaterThan(40);
    expect(results.reasons).toEqual({});

    const categories = await t.call('GET', '/overhead_categories', { token: admin.token });
    expect(categories.body.data.categories).toHaveLength(demoOverheadCategories.length);
    const synced = await t.call('POST', '/bulk-sync', { token: admin.token, body: {} });
    expect(synced.status).toBe(200);
    expect(synced.body.data.budget.operatingExpense).toEqual(budget!.operatingExpense);
  });
});
