import { describe, expect, it } from 'vitest';
import { aCrew } from '../test/people-builders';
import { signedInUser, type SignedInUser } from '../test/builders';
import { useTestApp } from '../test/test-app';
import { LINE_REFERENCE_NOT_FOUND_MESSAGE } from './line-references';

const t = useTestApp();

/** One record of each kind a line can point at, in the company of `user`. */
async function priceBookOf(user: SignedInUser) {
  const get = async (path: string, field: string) => (await t.call('GET', path, { token: user.token })).body.data[field][0].id as string;
  const post = async (path: string, body: Record<string, unknown>, field: string) => {
    const response = await t.call('POST', path, { token: user.token, body });
    expect(response.status, response.text).toBe(200);
    return response.body.data[field].id as string;
  };
  return {
    service: await get('/services', 'services'),
    product: await get('/products', 'products'),
    equipment: await post('/equipment', { name: 'Walk-behind mower', type: 'mower', purchasePrice: 4000, resaleValue: 500, expectedLifeYears: 5, annualBillableHours: 800 }, 'equipment'),
    subcontractor: await post('/subcontractors', { companyName: 'North Star Tree Care', trade: 'tree_care', hourlyRate: 145 }, 'subcontractor'),
    crew: ((await aCrew(t, user)) as { id: string }).id,
  };
}

async function aCustomerId(user: SignedInUser): Promise<string> {
  const response = await t.call('POST', '/customers', { token: user.token, body: { firstName: 'Maria', lastName: 'Lopez', customerType: 'residential' } });
  return response.body.data.customer.id as string;
}

/** Lines pointing at `ids`: a service line, and under it one line of each price-book kind. */
function linesPointingAt(ids: Awaited<ReturnType<typeof priceBookOf>>) {
  return [
    { id: 'p1', parentId: null, name: 'Spring clean-up', type: 'labor', serviceId: ids.service },
    { id: 'c1', parentId: 'p1', name: 'Crew', type: 'labor', qty: 2, cost: 40, sourceId: ids.crew },
    { id: 'c2', parentId: 'p1', name: 'Mower', type: 'equipment', qty: 1, cost: 9, sourceId: ids.equipment },
    { id: 'c3', parentId: 'p1', name: 'Mulch', type: 'product', qty: 3, cost: 30, sourceId: ids.product },
    { id: 'c4', parentId: 'p1', name: 'Stump grinding', type: 'subcontractor', qty: 1, cost: 120, sourceId: ids.subcontractor },
  ];
}

const everyReference = {
  'items.0.serviceId': [LINE_REFERENCE_NOT_FOUND_MESSAGE],
  'items.1.sourceId': [LINE_REFERENCE_NOT_FOUND_MESSAGE],
  'items.2.sourceId': [LINE_REFERENCE_NOT_FOUND_MESSAGE],
  'items.3.sourceId': [LINE_REFERENCE_NOT_FOUND_MESSAGE],
  'items.4.sourceId': [LINE_REFERENCE_NOT_FOUND_MESSAGE],
};

describe("another company's records inside lines", () => {
  it('an estimate refuses them on create and on save, naming each line; its own are kept', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const theirs = await priceBookOf(second);
    const clientId = await aCustomerId(first);

    const refused = await t.call('POST', '/estimates', { token: first.token, body: { clientType: 'customer', clientId, items: linesPointingAt(theirs) } });
    expect(refused.status).toBe(404);
    expect(refused.body.details.fieldErrors).toEqual(everyReference);
    expect((await t.call('GET', '/estimates', { token: first.token })).body.data.estimates).toHaveLength(0);

    const mine = await priceBookOf(first);
    const created = await t.call('POST', '/estimates', { token: first.token, body: { clientType: 'customer', clientId, items: linesPointingAt(mine) } });
    expect(created.status, created.text).toBe(200);
    const estimate = created.body.data.estimate;

    const saved = await t.call('PUT', `/estimates/${estimate.id}`, { token: first.token, body: { items: linesPointingAt(theirs), updatedAt: estimate.updatedAt } });
    expect(saved.status).toBe(404);
    expect(saved.body.details.fieldErrors).toEqual(everyReference);
    const after = (await t.call('GET', `/internal_estimates/${estimate.id}`, { token: first.token })).body.data.estimate;
    expect(after.items.map((item: { sourceId: string | null }) => item.sourceId)).toEqual([null, mine.crew, mine.equipment, mine.product, mine.subcontractor]);
  });

  it('a line whose product was deleted since still saves, its link cleared (it keeps its own name and cost)', async () => {
    const user = await signedInUser(t);
    const mine = await priceBookOf(user);
    const gone = (await t.call('POST', '/products', { token: user.token, body: { name: 'Discontinued edging', unit: 'each', unitCost: 4 } })).body.data.product.id as string;
    expect((await t.call('DELETE', `/products/${gone}`, { token: user.token })).status).toBe(200);
    const lines = linesPointingAt({ ...mine, product: gone });
    const created = await t.call('POST', '/estimates', { token: user.token, body: { clientType: 'customer', clientId: await aCustomerId(user), items: lines } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data.estimate.items[3]).toMatchObject({ name: 'Mulch', cost: 30, sourceId: null });
  });

  it('a template refuses them on create and on save', async () => {
    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const theirs = await priceBookOf(second);
    const refused = await t.call('POST', '/estimate_templates', { token: first.token, body: { name: 'Borrowed', items: linesPointingAt(theirs) } });
    expect(refused.status).toBe(404);
    expect(refused.body.details.fieldErrors).toEqual(everyReference);

    const created = await t.call('POST', '/estimate_templates', { token: first.token, body: { name: 'Own', items: linesPointingAt(await priceBookOf(first)) } });
    expect(created.status, created.text).toBe(200);
    const template = created.body.data.template;
    const saved = await t.call('PUT', `/estimate_templates/${template.id}`, { token: first.token, body: { name: 'Own', items: linesPointingAt(theirs), updatedAt: template.updatedAt } });
    expect(saved.status).toBe(404);
    expect(saved.body.details.fieldErrors).toEqual(everyReference);
  });

  it("a service's recipe refuses another company's crew, equipment, product or subcontractor", async () => {
    const first = await signedInUser(t);
    const theirs = await priceBookOf(await signedInUser(t));
    const recipe = [
      { type: 'labor', sourceId: theirs.crew, name: 'Crew', qty: 1, hours: 1, unitCost: 40 },
      { type: 'product', sourceId: theirs.product, name: 'Mulch', qty: 2, unitCost: 30 },
    ];
    const refused = await t.call('POST', '/services', { token: first.token, body: { name: 'Borrowed recipe', recipe } });
    expect(refused.status).toBe(404);
    expect(refused.body.details.fieldErrors).toEqual({ 'recipe.0.sourceId': [LINE_REFERENCE_NOT_FOUND_MESSAGE], 'recipe.1.sourceId': [LINE_REFERENCE_NOT_FOUND_MESSAGE] });
  });
});
