import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { jurisdictionListSchema, salesTaxCategoryListSchema, type Jurisdiction, type SalesTaxCategory } from '@groundwork/domain/sales-tax';
import { describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function jurisdictions(user: SignedInUser): Promise<Jurisdiction[]> {
  const response = await t.call('GET', '/sales_tax/jurisdictions', { token: user.token });
  expect(response.status).toBe(200);
  return jurisdictionListSchema.parse(response.body.data).jurisdictions;
}

async function categories(user: SignedInUser): Promise<SalesTaxCategory[]> {
  const response = await t.call('GET', '/sales_tax/categories', { token: user.token });
  expect(response.status).toBe(200);
  return salesTaxCategoryListSchema.parse(response.body.data).categories;
}

const byCode = (list: Jurisdiction[], code: string) => list.find((jurisdiction) => jurisdiction.code === code)!;
const byName = (list: SalesTaxCategory[], name: string) => list.find((category) => category.name === name)!;

function aCategory(overrides: Record<string, unknown> = {}) {
  return { name: `Category ${Math.random().toString(36).slice(2, 8)}`, rate: 1.5, ...overrides };
}

describe('seeded sales tax', () => {
  it('gives every company the United States, Canada, 50 states and DC, three Minnesota counties and three cities', async () => {
    const admin = await signedInUser(t);
    const list = await jurisdictions(admin);
    expect(list).toHaveLength(59);
    expect(list.slice(0, 2).map((jurisdiction) => jurisdiction.name)).toEqual(['Canada', 'United States']);
    expect(list.filter((jurisdiction) => jurisdiction.type === 'state')).toHaveLength(51);
    const minneapolis = byCode(list, 'US-MN-MINNEAPOLIS');
    const hennepin = byCode(list, 'US-MN-HENNEPIN');
    expect(minneapolis).toMatchObject({ name: 'Minneapolis', type: 'city', parentJurisdictionId: hennepin.id, isActive: true });
    expect(hennepin.parentJurisdictionId).toBe(byCode(list, 'US-MN').id);
    expect(list.filter((jurisdiction) => jurisdiction.type === 'county').map((jurisdiction) => jurisdiction.name).sort()).toEqual([
      'Dakota County',
      'Hennepin County',
      'Ramsey County',
    ]);
  });

  it('gives every company the five tax categories, none a default', async () => {
    const admin = await signedInUser(t);
    const list = await categories(admin);
    expect(list.map((category) => [category.name, category.rate, category.isExempt]).sort()).toEqual(
      [
        ['California State Tax', 8.5, false],
        ['Hennepin County Tax', 0.25, false],
        ['Minneapolis City Tax', 0.5, false],
        ['Minnesota State Tax', 6.875, false],
        ['Non-Taxable', 0, true],
      ].sort(),
    );
    expect(list.some((category) => category.isDefaultForProducts || category.isDefaultForServices || category.isDefaultForClients)).toBe(false);
  });
});

describe('GET /sales_tax/combined_rate', () => {
  it('adds the city, county and state rates exactly', async () => {
    const admin = await signedInUser(t);
    const list = await jurisdictions(admin);
    const response = await t.call('GET', `/sales_tax/combined_rate?jurisdictionId=${byCode(list, 'US-MN-MINNEAPOLIS').id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(response.body.data.combinedRate).toMatchObject({ rate: 7.625, isExempt: false });
    expect(response.body.data.combinedRate.components.map((component: { name: string }) => component.name)).toEqual([
      'Minneapolis City Tax',
      'Hennepin County Tax',
      'Minnesota State Tax',
    ]);
    const saintPaul = await t.call('GET', `/sales_tax/combined_rate?jurisdictionId=${byCode(list, 'US-MN-SAINT-PAUL').id}`, { token: admin.token });
    expect(saintPaul.body.data.combinedRate.rate).toBe(6.875);
  });

  it("is 0 for a client whose category is exempt", async () => {
    const admin = await signedInUser(t);
    const minneapolis = byCode(await jurisdictions(admin), 'US-MN-MINNEAPOLIS');
    const exempt = byName(await categories(admin), 'Non-Taxable');
    const response = await t.call('GET', `/sales_tax/combined_rate?jurisdictionId=${minneapolis.id}&categoryId=${exempt.id}`, { token: admin.token });
    expect(response.body.data.combinedRate).toEqual({ jurisdictionId: minneapolis.id, rate: 0, isExempt: true, components: [] });
  });

  it('follows category edits', async () => {
    const admin = await signedInUser(t);
    const list = await jurisdictions(admin);
    const county = byName(await categories(admin), 'Hennepin County Tax');
    const update = await t.call('PUT', `/sales_tax/categories/${county.id}`, {
      token: admin.token,
      body: { ...county, rate: 0.15, updatedAt: county.updatedAt },
    });
    expect(update.status).toBe(200);
    expect(update.body.data.category.rate).toBe(0.15);
    const response = await t.call('GET', `/sales_tax/combined_rate?jurisdictionId=${byCode(list, 'US-MN-MINNEAPOLIS').id}`, { token: admin.token });
    expect(response.body.data.combinedRate.rate).toBe(7.525);
  });

  it.each([
    ['no jurisdiction', '', 400],
    ['a malformed id', '?jurisdictionId=abc', 400],
    ['an unknown jurisdiction', '?jurisdictionId=00000000-0000-4000-8000-000000000000', 404],
    ['an unknown client category', '?jurisdictionId=JURISDICTION&categoryId=00000000-0000-4000-8000-000000000000', 404],
  ])('answers %s with %i', async (_label, query, status) => {
    const admin = await signedInUser(t);
    const real = byCode(await jurisdictions(admin), 'US-MN').id;
    const response = await t.call('GET', `/sales_tax/combined_rate${query.replace('JURISDICTION', real)}`, { token: admin.token });
    expect(response.status).toBe(status);
  });
});

describe('jurisdictions', () => {
  it('adds a county under a state, upper-casing its code, and refuses the same code twice', async () => {
    const admin = await signedInUser(t);
    const minnesota = byCode(await jurisdictions(admin), 'US-MN');
    const body = { name: 'Anoka County', type: 'county', code: 'us-mn-anoka', parentJurisdictionId: minnesota.id };
    const created = await t.call('POST', '/sales_tax/jurisdictions', { token: admin.token, body });
    expect(created.status).toBe(200);
    expect(created.body.data.jurisdiction).toMatchObject({ name: 'Anoka County', code: 'US-MN-ANOKA', isActive: true, parentJurisdictionId: minnesota.id });
    const again = await t.call('POST', '/sales_tax/jurisdictions', { token: admin.token, body });
    expect(again.status).toBe(409);
    expect(again.body.details.fieldErrors.code).toEqual(['A jurisdiction with this code already exists']);
  });

  it.each<[string, (ids: Record<string, string>) => Record<string, unknown>, string]>([
    ['no name', () => ({ name: '', type: 'country', code: 'MX' }), 'name'],
    ['an unknown type', () => ({ name: 'X', type: 'province', code: 'X' }), 'type'],
    ['a code with spaces', () => ({ name: 'X', type: 'country', code: 'M X' }), 'code'],
    ['a country with a parent', (ids) => ({ name: 'X', type: 'country', code: 'X', parentJurisdictionId: ids.US }), 'parentJurisdictionId'],
    ['a state without a parent', () => ({ name: 'X', type: 'state', code: 'X' }), 'parentJurisdictionId'],
    ['a city in a country', (ids) => ({ name: 'X', type: 'city', code: 'X', parentJurisdictionId: ids.US }), 'parentJurisdictionId'],
    ['a county in a county', (ids) => ({ name: 'X', type: 'county', code: 'X', parentJurisdictionId: ids.HENNEPIN }), 'parentJurisdictionId'],
    ['a parent that does not exist', () => ({ name: 'X', type: 'state', code: 'X', parentJurisdictionId: '00000000-0000-4000-8000-000000000000' }), 'parentJurisdictionId'],
    ['a malformed parent', () => ({ name: 'X', type: 'state', code: 'X', parentJurisdictionId: 'abc' }), 'parentJurisdictionId'],
  ])('answers 400 for %s', async (_label, build, field) => {
    const admin = await signedInUser(t);
    const list = await jurisdictions(admin);
    const ids = { US: byCode(list, 'US').id, HENNEPIN: byCode(list, 'US-MN-HENNEPIN').id };
    const response = await t.call('POST', '/sales_tax/jurisdictions', { token: admin.token, body: build(ids) });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
  });

  it('edits a jurisdiction, refusing a stale version and a level its children cannot sit under', async () => {
    const admin = await signedInUser(t);
    const list = await jurisdictions(admin);
    const hennepin = byCode(list, 'US-MN-HENNEPIN');
    const edited = await t.call('PUT', `/sales_tax/jurisdictions/${hennepin.id}`, {
      token: admin.token,
      body: { ...hennepin, name: 'Hennepin', updatedAt: hennepin.updatedAt },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.jurisdiction.name).toBe('Hennepin');
    const stale = await t.call('PUT', `/sales_tax/jurisdictions/${hennepin.id}`, { token: admin.token, body: { ...hennepin, updatedAt: hennepin.updatedAt } });
    expect(stale.status).toBe(409);
    const demoted = await t.call('PUT', `/sales_tax/jurisdictions/${hennepin.id}`, { token: admin.token, body: { ...hennepin, type: 'city', updatedAt: undefined } });
    expect(demoted.status).toBe(400);
    expect(demoted.body.details.fieldErrors.type).toBeDefined();
  });

  it('deletes a jurisdiction nothing points at, and deactivates one in use', async () => {
    const admin = await signedInUser(t);
    const list = await jurisdictions(admin);
    const dakota = byCode(list, 'US-MN-DAKOTA');
    const removed = await t.call('DELETE', `/sales_tax/jurisdictions/${dakota.id}`, { token: admin.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: dakota.id, archived: false });
    const minnesota = byCode(list, 'US-MN');
    const archived = await t.call('DELETE', `/sales_tax/jurisdictions/${minnesota.id}`, { token: admin.token });
    expect(archived.body.data).toEqual({ id: minnesota.id, archived: true });
    const after = await jurisdictions(admin);
    expect(after.find((jurisdiction) => jurisdiction.id === dakota.id)).toBeUndefined();
    expect(byCode(after, 'US-MN').isActive).toBe(false);
  });
});

describe('categories', () => {
  it('moves a default from the category that had it, in one save', async () => {
    const admin = await signedInUser(t);
    const first = await t.call('POST', '/sales_tax/categories', {
      token: admin.token,
      body: aCategory({ isDefaultForServices: true, isDefaultForProducts: true }),
    });
    expect(first.status).toBe(200);
    const second = await t.call('POST', '/sales_tax/categories', { token: admin.token, body: aCategory({ isDefaultForServices: true }) });
    expect(second.status).toBe(200);
    const list = await categories(admin);
    expect(list.filter((category) => category.isDefaultForServices).map((category) => category.id)).toEqual([second.body.data.category.id]);
    expect(list.filter((category) => category.isDefaultForProducts).map((category) => category.id)).toEqual([first.body.data.category.id]);

    const state = byName(list, 'Minnesota State Tax');
    const moved = await t.call('PUT', `/sales_tax/categories/${state.id}`, { token: admin.token, body: { ...state, isDefaultForProducts: true, isDefaultForClients: true } });
    expect(moved.status).toBe(200);
    const after = await categories(admin);
    expect(after.filter((category) => category.isDefaultForProducts).map((category) => category.name)).toEqual(['Minnesota State Tax']);
    expect(after.filter((category) => category.isDefaultForClients).map((category) => category.name)).toEqual(['Minnesota State Tax']);
  });

  it('keeps one default when several saves race for it', async () => {
    const admin = await signedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/sales_tax/categories', { token: admin.token, body: aCategory({ isDefaultForClients: true }) })),
    );
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect((await categories(admin)).filter((category) => category.isDefaultForClients)).toHaveLength(1);
  });

  it('creates, edits and deletes a category on a jurisdiction', async () => {
    const admin = await signedInUser(t);
    const ramsey = byCode(await jurisdictions(admin), 'US-MN-RAMSEY');
    const created = await t.call('POST', '/sales_tax/categories', {
      token: admin.token,
      body: { name: 'Ramsey County Tax', description: 'Transit tax', rate: 0.5, jurisdictionId: ramsey.id },
    });
    expect(created.status).toBe(200);
    const category = created.body.data.category as SalesTaxCategory;
    expect(category).toMatchObject({ name: 'Ramsey County Tax', rate: 0.5, isExempt: false, isActive: true, jurisdictionId: ramsey.id });

    const saintPaul = byCode(await jurisdictions(admin), 'US-MN-SAINT-PAUL');
    const rate = await t.call('GET', `/sales_tax/combined_rate?jurisdictionId=${saintPaul.id}`, { token: admin.token });
    expect(rate.body.data.combinedRate.rate).toBe(7.375);

    const stale = await t.call('PUT', `/sales_tax/categories/${category.id}`, {
      token: admin.token,
      body: { ...category, updatedAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(stale.status).toBe(409);

    const removed = await t.call('DELETE', `/sales_tax/categories/${category.id}`, { token: admin.token });
    expect(removed.body.data).toEqual({ id: category.id, archived: false });
    expect((await categories(admin)).some((item) => item.id === category.id)).toBe(false);
  });

  it('deactivates instead of deleting a category that a customer or lead has, and stops it being the default for clients', async () => {
    const admin = await signedInUser(t);
    for (const path of ['/customers', '/leads']) {
      const created = await t.call('POST', '/sales_tax/categories', { token: admin.token, body: aCategory({ isDefaultForClients: true }) });
      const category = created.body.data.category as SalesTaxCategory;
      const client = await t.call('POST', path, { token: admin.token, body: { firstName: 'Ann', taxCategoryId: category.id } });
      expect(client.status, client.text).toBe(200);

      const removed = await t.call('DELETE', `/sales_tax/categories/${category.id}`, { token: admin.token });
      expect(removed.body.data, path).toEqual({ id: category.id, archived: true });
      expect(byName(await categories(admin), category.name)).toMatchObject({ isActive: false, isDefaultForClients: false });
    }
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: ' ' }, 'name'],
    ['a rate that is text', { rate: 'six' }, 'rate'],
    ['a negative rate', { rate: -1 }, 'rate'],
    ['a rate over 100', { rate: 101 }, 'rate'],
    ['five decimal places', { rate: 1.23456 }, 'rate'],
    ['an exempt category with a rate', { rate: 5, isExempt: true }, 'rate'],
    ['a malformed jurisdiction', { jurisdictionId: 'abc' }, 'jurisdictionId'],
    ['an unknown jurisdiction', { jurisdictionId: '00000000-0000-4000-8000-000000000000' }, 'jurisdictionId'],
    ['a default flag that is not boolean', { isDefaultForClients: 'yes' }, 'isDefaultForClients'],
  ])('answers 400 for %s', async (_label, change, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/sales_tax/categories', { token: admin.token, body: aCategory(change) });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[field]).toBeDefined();
  });

  it('refuses a second category of the same name (409)', async () => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/sales_tax/categories', { token: admin.token, body: aCategory({ name: 'Non-Taxable', rate: 0 }) });
    expect(response.status).toBe(409);
    expect(response.body.details.fieldErrors.name).toBeDefined();
  });
});

describe('roles and tenancy', () => {
  it('a crew_leader gets 403 on sales tax, reads included (the office’s area)', async () => {
    const admin = await signedInUser(t);
    const [category] = await categories(admin);
    const [jurisdiction] = await jurisdictions(admin);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const refusals = [
      await t.call('GET', '/sales_tax/categories', { token: leader.token }),
      await t.call('GET', '/sales_tax/jurisdictions', { token: leader.token }),
      await t.call('GET', `/sales_tax/combined_rate?jurisdictionId=${jurisdiction!.id}`, { token: leader.token }),
      await t.call('POST', '/sales_tax/categories', { token: leader.token, body: aCategory() }),
      await t.call('PUT', `/sales_tax/categories/${category!.id}`, { token: leader.token, body: { ...category, rate: 1 } }),
      await t.call('DELETE', `/sales_tax/categories/${category!.id}`, { token: leader.token }),
      await t.call('POST', '/sales_tax/jurisdictions', { token: leader.token, body: { name: 'Mexico', type: 'country', code: 'MX' } }),
      await t.call('DELETE', `/sales_tax/jurisdictions/${jurisdiction!.id}`, { token: leader.token }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([403, 403, 403, 403, 403, 403, 403, 403]);
    expect(refusals.map((response) => response.body.message)).toEqual(refusals.map(() => OFFICE_ONLY_MESSAGE));
  });

  it.each(['office_manager', 'estimator'] as const)('a %s reads sales tax but cannot change it', async (role) => {
    const user = await signedInUser(t, { role });
    const [category] = await categories(user);
    const [jurisdiction] = await jurisdictions(user);
    const refusals = [
      await t.call('POST', '/sales_tax/categories', { token: user.token, body: aCategory() }),
      await t.call('PUT', `/sales_tax/categories/${category!.id}`, { token: user.token, body: { ...category, rate: 1 } }),
      await t.call('DELETE', `/sales_tax/categories/${category!.id}`, { token: user.token }),
      await t.call('POST', '/sales_tax/jurisdictions', { token: user.token, body: { name: 'Mexico', type: 'country', code: 'MX' } }),
      await t.call('DELETE', `/sales_tax/jurisdictions/${jurisdiction!.id}`, { token: user.token }),
    ];
    expect(refusals.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
  });

  it("a second company gets 404 for the first company's jurisdictions and categories", async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const jurisdiction = byCode(await jurisdictions(first), 'US-MN-MINNEAPOLIS');
    const category = byName(await categories(first), 'Minnesota State Tax');
    const answers = [
      await t.call('PUT', `/sales_tax/jurisdictions/${jurisdiction.id}`, { token: second.token, body: { ...jurisdiction, name: 'Taken' } }),
      await t.call('DELETE', `/sales_tax/jurisdictions/${jurisdiction.id}`, { token: second.token }),
      await t.call('PUT', `/sales_tax/categories/${category.id}`, { token: second.token, body: { ...category, rate: 0 } }),
      await t.call('DELETE', `/sales_tax/categories/${category.id}`, { token: second.token }),
      await t.call('GET', `/sales_tax/combined_rate?jurisdictionId=${jurisdiction.id}`, { token: second.token }),
    ];
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404, 404]);
    // Nor can it hang its own records on the first company's ones.
    const borrowed = await t.call('POST', '/sales_tax/categories', { token: second.token, body: aCategory({ jurisdictionId: jurisdiction.id }) });
    expect(borrowed.status).toBe(400);
    const adopted = await t.call('POST', '/sales_tax/jurisdictions', {
      token: second.token,
      body: { name: 'Edina', type: 'city', code: 'US-MN-EDINA', parentJurisdictionId: byCode(await jurisdictions(first), 'US-MN-HENNEPIN').id },
    });
    expect(adopted.status).toBe(400);
    expect(byCode(await jurisdictions(first), 'US-MN-MINNEAPOLIS').name).toBe('Minneapolis');
    expect(byName(await categories(first), 'Minnesota State Tax').rate).toBe(6.875);
    expect(await jurisdictions(second)).toHaveLength(59);
  });
});
