import { OFFICE_ONLY_MESSAGE } from '@groundwork/domain/auth';
import { productListSchema, productSchema, type Product } from '@groundwork/domain/products';
import { describe, expect, it } from 'vitest';
import { sampleProducts } from '../../db/seed/products';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const UNKNOWN = '5f1d2c4e-8a4b-4c3d-9e2f-1a2b3c4d5e6f';

const mulch = { name: 'Cypress mulch', unit: 'cu_yd', unitCost: 34.75, category: 'mulch', supplier: 'Midwest Stone' };

async function aProduct(user: SignedInUser, overrides: Record<string, unknown> = {}): Promise<Product> {
  const response = await t.call('POST', '/products', { token: user.token, body: { ...mulch, ...overrides } });
  if (response.status !== 200) throw new Error(`product not created: ${response.text}`);
  return productSchema.parse(response.body.data.product);
}

const names = (products: Array<{ name: string }>) => products.map((product) => product.name);

describe('products CRUD', () => {
  it('creates a product and reads it back: 4-decimal cost, priced from the budget, taxable by default', async () => {
    const admin = await signedInUser(t);
    const created = await t.call('POST', '/products', { token: admin.token, body: { ...mulch, unitCost: 0.0125, unit: 'sq_ft' } });
    expect(created.status).toBe(200);
    const product = productSchema.parse(created.body.data.product);
    expect(product).toMatchObject({ name: 'Cypress mulch', unit: 'sq_ft', unitCost: 0.0125, price: null, taxable: true, archived: false, category: 'mulch', epaRegistrationNumber: null });

    const read = await t.call('GET', `/products/${product.id}`, { token: admin.token });
    expect(read.status).toBe(200);
    expect(read.body.data.product).toEqual(product);
  });

  it('keeps what a pesticide label says: active ingredient, maximum rate and its unit, re-entry interval, signal word', async () => {
    const admin = await signedInUser(t);
    const label = {
      name: 'Trimec Classic Broadleaf Herbicide',
      unit: 'gal',
      unitCost: 89.5,
      category: 'herbicide',
      epaRegistrationNumber: '2217-656',
      activeIngredient: '2,4-D, mecoprop-p, dicamba',
      labelMaxRate: 1.5,
      labelRateUnit: 'fl_oz',
      reentryIntervalHours: 24,
      signalWord: 'danger',
    };
    const product = await aProduct(admin, label);
    expect(product).toMatchObject({ activeIngredient: '2,4-D, mecoprop-p, dicamba', labelMaxRate: 1.5, labelRateUnit: 'fl_oz', reentryIntervalHours: 24, signalWord: 'danger' });
    // Without a label the fields are empty and the rate unit is pounds.
    expect(await aProduct(admin)).toMatchObject({ activeIngredient: null, labelMaxRate: null, labelRateUnit: 'lb', reentryIntervalHours: null, signalWord: null });

    const cleared = await t.call('PUT', `/products/${product.id}`, {
      token: admin.token,
      body: { ...label, labelMaxRate: null, signalWord: null, reentryIntervalHours: null, updatedAt: product.updatedAt },
    });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body.data.product).toMatchObject({ labelMaxRate: null, signalWord: null, reentryIntervalHours: null, labelRateUnit: 'fl_oz' });

    for (const [field, value] of [['labelMaxRate', 1.23456], ['labelRateUnit', 'bushel'], ['reentryIntervalHours', 1.5], ['signalWord', 'toxic']] as const) {
      const refused = await t.call('POST', '/products', { token: admin.token, body: { ...label, name: `Label ${field}`, [field]: value } });
      expect(refused.status, field).toBe(400);
      expect(Object.keys(refused.body.details.fieldErrors), field).toEqual([field]);
    }
  });

  it('updates every field with the updatedAt it read, and refuses the same stale version with 409', async () => {
    const admin = await signedInUser(t);
    const product = await aProduct(admin);
    const body = {
      name: 'Grub control granular, 30 lb',
      description: 'Preventive grub control',
      unit: 'bag',
      unitCost: 68.125,
      price: 99.9999,
      taxable: false,
      supplier: 'North Country Turf',
      epaRegistrationNumber: '100-1489',
      category: 'insecticide',
      archived: true,
      updatedAt: product.updatedAt,
    };
    const updated = await t.call('PUT', `/products/${product.id}`, { token: admin.token, body });
    expect(updated.status).toBe(200);
    const { updatedAt: _sent, ...fields } = body;
    expect(updated.body.data.product).toMatchObject(fields);
    expect(updated.body.data.product.updatedAt).not.toBe(product.updatedAt);

    const stale = await t.call('PUT', `/products/${product.id}`, { token: admin.token, body: { ...body, price: 1 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('This product was changed by someone else. Reload to see the latest version.');
  });

  it('of two saves of the same version at once, one wins and the other gets 409', async () => {
    const admin = await signedInUser(t);
    const product = await aProduct(admin);
    const save = (unitCost: number) => t.call('PUT', `/products/${product.id}`, { token: admin.token, body: { ...mulch, unitCost, updatedAt: product.updatedAt } });
    const results = await Promise.all([save(1), save(2)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it('refuses a name the company already uses, in any case, with 409 on the name field', async () => {
    const admin = await signedInUser(t);
    await aProduct(admin, { name: 'Pea gravel' });
    const other = await aProduct(admin, { name: 'Washed sand' });
    const duplicate = await t.call('POST', '/products', { token: admin.token, body: { ...mulch, name: 'PEA GRAVEL' } });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.details.fieldErrors.name).toEqual(['Another product already has this name']);
    const renamed = await t.call('PUT', `/products/${other.id}`, { token: admin.token, body: { ...mulch, name: 'pea gravel', updatedAt: other.updatedAt } });
    expect(renamed.status).toBe(409);
  });

  it('deletes a product for good', async () => {
    const admin = await signedInUser(t);
    const product = await aProduct(admin);
    const deleted = await t.call('DELETE', `/products/${product.id}`, { token: admin.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ id: product.id });
    expect((await t.call('GET', `/products/${product.id}`, { token: admin.token })).status).toBe(404);
    expect((await t.call('DELETE', `/products/${product.id}`, { token: admin.token })).status).toBe(404);
  });

  it.each([
    [{ ...mulch, name: '' }, 'name'],
    [{ ...mulch, name: 'x'.repeat(121) }, 'name'],
    [{ ...mulch, unit: 'bucket' }, 'unit'],
    [{ ...mulch, unit: undefined }, 'unit'],
    [{ ...mulch, unitCost: -1 }, 'unitCost'],
    [{ ...mulch, unitCost: '34.75' }, 'unitCost'],
    [{ ...mulch, unitCost: 1.00001 }, 'unitCost'],
    [{ ...mulch, price: -5 }, 'price'],
    [{ ...mulch, taxable: 'yes' }, 'taxable'],
    [{ ...mulch, category: 'gravel' }, 'category'],
    [{ ...mulch, epaRegistrationNumber: 'EPA-REG' }, 'epaRegistrationNumber'],
    [{ ...mulch, description: 'x'.repeat(1001) }, 'description'],
  ])('refuses %j with 400 naming %s', async (body, field) => {
    const admin = await signedInUser(t);
    const response = await t.call('POST', '/products', { token: admin.token, body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('refuses an update without updatedAt, and a malformed id, with 400', async () => {
    const admin = await signedInUser(t);
    const product = await aProduct(admin);
    const missing = await t.call('PUT', `/products/${product.id}`, { token: admin.token, body: mulch });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.details.fieldErrors)).toEqual(['updatedAt']);
    expect((await t.call('GET', '/products/not-a-uuid', { token: admin.token })).status).toBe(400);
    expect((await t.call('GET', `/products/${UNKNOWN}`, { token: admin.token })).status).toBe(404);
  });

  it('never lets a client choose the id, company or timestamps', async () => {
    const admin = await signedInUser(t);
    const other = await signedInUser(t);
    const product = await aProduct(admin, { id: UNKNOWN, companyId: other.companyId, createdAt: '2000-01-01T00:00:00.000Z' });
    expect(product.id).not.toBe(UNKNOWN);
    expect(product.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    expect(names((await t.call('GET', '/products?search=cypress', { token: other.token })).body.data.products)).toEqual([]);
  });
});

describe('GET /products', () => {
  it('a new company starts with the sample products, sorted by name', async () => {
    const admin = await signedInUser(t);
    const list = productListSchema.parse((await t.call('GET', '/products', { token: admin.token })).body.data);
    expect(names(list.products)).toEqual(sampleProducts.map((product) => product.name).sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(list.products.every((product) => product.unitCost > 0 && product.price === null)).toBe(true);
  });

  it('searches name, description and supplier, filters by category, hides archived unless asked', async () => {
    const admin = await signedInUser(t);
    await aProduct(admin, { name: 'Zz cedar mulch', supplier: 'Prairie Supply', category: 'mulch' });
    await aProduct(admin, { name: 'Zz flagstone', description: 'Chilton flagstone', category: 'hardscape', supplier: null });
    await aProduct(admin, { name: 'Zz old edging', category: 'hardscape', archived: true, supplier: null });
    const listed = async (query: string) => names((await t.call('GET', `/products?${query}`, { token: admin.token })).body.data.products).filter((name) => name.startsWith('Zz'));
    expect(await listed('')).toEqual(['Zz cedar mulch', 'Zz flagstone']);
    expect(await listed('includeArchived=true')).toEqual(['Zz cedar mulch', 'Zz flagstone', 'Zz old edging']);
    expect(await listed('search=PRAIRIE')).toEqual(['Zz cedar mulch']);
    expect(await listed('search=chilton')).toEqual(['Zz flagstone']);
    expect(await listed('category=hardscape&includeArchived=true')).toEqual(['Zz flagstone', 'Zz old edging']);
    expect(await listed('search=50%25')).toEqual([]);
    expect((await t.call('GET', '/products?category=gravel', { token: admin.token })).status).toBe(400);
    expect((await t.call('GET', '/products?includeArchived=maybe', { token: admin.token })).status).toBe(400);
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/products')).status).toBe(401);
  });
});

describe('products tenancy', () => {
  it('a second company gets 404 reading, changing or deleting the first company’s product, and never lists it', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const product = await aProduct(first, { name: 'Secret mix' });
    expect((await t.call('GET', `/products/${product.id}`, { token: second.token })).status).toBe(404);
    const change = await t.call('PUT', `/products/${product.id}`, { token: second.token, body: { ...mulch, updatedAt: product.updatedAt } });
    expect(change.status).toBe(404);
    expect((await t.call('DELETE', `/products/${product.id}`, { token: second.token })).status).toBe(404);
    expect(names((await t.call('GET', '/products', { token: second.token })).body.data.products)).not.toContain('Secret mix');
    expect((await t.call('GET', `/products/${product.id}`, { token: first.token })).body.data.product).toEqual(product);
  });
});

describe('products roles', () => {
  it.each(['office_manager', 'estimator'] as const)('a %s may add, change and delete products', async (role) => {
    const admin = await signedInUser(t);
    const user = await signedInUser(t, { role, companyId: admin.companyId });
    const product = await aProduct(user);
    const changed = await t.call('PUT', `/products/${product.id}`, { token: user.token, body: { ...mulch, unitCost: 40, updatedAt: product.updatedAt } });
    expect(changed.status).toBe(200);
    expect((await t.call('DELETE', `/products/${product.id}`, { token: user.token })).status).toBe(200);
  });

  it('a crew leader gets 403 on the products, reads included (the office’s area), before the body is checked', async () => {
    const admin = await signedInUser(t);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: admin.companyId });
    const product = await aProduct(admin);
    const refused = [
      await t.call('GET', '/products', { token: leader.token }),
      await t.call('GET', `/products/${product.id}`, { token: leader.token }),
      await t.call('POST', '/products', { token: leader.token, body: {} }),
      await t.call('PUT', `/products/${product.id}`, { token: leader.token, body: { ...mulch, updatedAt: product.updatedAt } }),
      await t.call('DELETE', `/products/${product.id}`, { token: leader.token }),
    ];
    for (const response of refused) expect(response.body).toMatchObject({ code: 'FORBIDDEN', message: OFFICE_ONLY_MESSAGE });
    expect(refused.map((response) => response.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await t.call('GET', `/products/${product.id}`, { token: admin.token })).body.data.product.updatedAt).toBe(product.updatedAt);
  });
});
