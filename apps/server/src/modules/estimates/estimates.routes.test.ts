import { customerSchema, type Customer } from '@groundwork/domain/customers';
import {
  calculateEstimate,
  estimateListSchema,
  estimateResultSchema,
  type EstimateDetail,
  type EstimateItemInput,
  type EstimateListItem,
} from '@groundwork/domain/estimates';
import { LEAD_HAS_ESTIMATES_MESSAGE, leadSchema, type Lead } from '@groundwork/domain/leads';
import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { salesTaxCategories, salesTaxJurisdictions } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function aCustomer(user: SignedInUser, body: Record<string, unknown> = {}): Promise<Customer> {
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: { type: 'residential', firstName: 'Maria', lastName: 'Lopez', address: { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' }, ...body },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

async function aLead(user: SignedInUser, body: Record<string, unknown> = {}): Promise<Lead> {
  const response = await t.call('POST', '/leads', { token: user.token, body: { type: 'residential', firstName: 'Tom', lastName: 'Nguyen', ...body } });
  expect(response.status, response.text).toBe(200);
  return leadSchema.parse(response.body.data.lead);
}

async function markupsOf(user: SignedInUser): Promise<OverheadMarkups> {
  const response = await t.call('GET', '/summary', { token: user.token });
  expect(response.status).toBe(200);
  return response.body.data.markups as OverheadMarkups;
}

/** A mowing service line with a labour and a product child (client ids). */
/** A line as a client sends it (optional fields left out). */
type LineBody = Partial<EstimateItemInput> & Pick<EstimateItemInput, 'id' | 'name' | 'type'>;
const mowingLines: LineBody[] = [
  { id: 'p1', parentId: null, name: 'Weekly mowing', type: 'labor', qty: 1, visits: 1, cost: 0 },
  { id: 'c1', parentId: 'p1', name: 'Crew labor', type: 'labor', qty: 0.75, visits: 28, cost: 27.5 },
  { id: 'c2', parentId: 'p1', name: 'Fuel', type: 'product', qty: 1.5, visits: 28, cost: 3.4567, taxable: false },
  { id: 'p2', parentId: null, name: 'Mulch install', type: 'product', qty: 1, visits: 1, cost: 0 },
  { id: 'c3', parentId: 'p2', name: 'Mulch (yd)', type: 'product', qty: 6, visits: 1, cost: 32, rate: 65 },
  { id: 'c4', parentId: 'p2', name: 'Sub haul', type: 'subcontractor', qty: 1, visits: 1, cost: 120, markup: 12.5 },
];

const withoutIds = (breakdown: EstimateDetail['breakdown']) => ({
  ...breakdown,
  parentServiceBreakdowns: breakdown.parentServiceBreakdowns.map((row) => ({ ...row, parentServiceId: '' })),
});

async function createEstimate(user: SignedInUser, body: Record<string, unknown>): Promise<EstimateDetail> {
  const response = await t.call('POST', '/estimates', { token: user.token, body });
  expect(response.status, response.text).toBe(200);
  return estimateResultSchema.parse(response.body.data).estimate;
}

async function listEstimates(user: SignedInUser, query = ''): Promise<EstimateListItem[]> {
  const response = await t.call('GET', `/estimates${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return estimateListSchema.parse(response.body.data).estimates;
}

describe('estimates', () => {
  it('are created for a customer, priced by the server, read, listed, searched, updated and deleted', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const markups = await markupsOf(user);
    const created = await createEstimate(user, {
      clientId: customer.id,
      clientType: 'customer',
      propertyId: customer.properties[0]!.id,
      description: 'Season 2026',
      notes: 'Gate code 1234',
      expiryDate: '2026-12-31',
      adjustmentPercent: 5,
      items: mowingLines,
    });
    expect(created).toMatchObject({
      number: 1001,
      clientId: customer.id,
      clientType: 'customer',
      clientName: 'Maria Lopez',
      propertyId: customer.properties[0]!.id,
      description: 'Season 2026',
      notes: 'Gate code 1234',
      status: 'draft',
      expiryDate: '2026-12-31',
      targetNetProfitPercent: markups.targetNetProfitPercent,
      adjustmentPercent: 5,
      taxRatePercent: 0,
    });
    // Exactly what calculateEstimate gives for these lines with the budget's markups and target.
    const expected = calculateEstimate(
      mowingLines.map((line) => ({ visits: 1, qty: 1, cost: 0, ...line, parentId: line.parentId ?? null }) as Parameters<typeof calculateEstimate>[0][number]),
      { markups, targetNetProfitPercent: markups.targetNetProfitPercent, adjustmentPercent: 5, taxRatePercent: 0 },
    );
    // parentServiceId is the parent line's id when it came from no service: the server's id, not the client's.
    expect(withoutIds(created.breakdown)).toEqual(withoutIds(expected.breakdown));
    expect(created.breakdown.parentServiceBreakdowns.map((row) => row.parentServiceId)).toEqual([created.items[0]!.id, created.items[3]!.id]);
    expect(created.totals).toEqual(expected.totals);
    expect(created.total).toBe(expected.totals.grandTotal);
    expect(created.items.map((item) => [item.total, item.tCost, item.calc, item.rate, item.margin])).toEqual(
      expected.items.map((item) => [item.total, item.tCost, item.calc, item.rate, item.margin]),
    );
    // Server ids, children linked to their parents' new ids; typed overrides kept apart from the computed figures.
    const [p1, c1, c2, p2, c3, c4] = created.items;
    expect(p1!.id).toMatch(/^[0-9a-f-]{36}$/);
    expect([c1!.parentId, c2!.parentId, c3!.parentId, c4!.parentId]).toEqual([p1!.id, p1!.id, p2!.id, p2!.id]);
    expect(c3).toMatchObject({ rate: 65, rateOverride: 65, markupOverride: null, status: 'Draft', isEditable: true });
    expect(c4).toMatchObject({ markup: 12.5, markupOverride: 12.5, rateOverride: null });
    expect(c2!.taxable).toBe(false);

    const read = await t.call('GET', `/internal_estimates/${created.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.data.estimate).toEqual(created);

    const second = await createEstimate(user, { clientId: customer.id, clientType: 'customer', description: 'Snow contract' });
    expect(second.number).toBe(1002);
    expect(second.total).toBe(0);
    expect((await listEstimates(user)).map((estimate) => estimate.number)).toEqual([1002, 1001]);
    expect((await listEstimates(user, '?search=snow')).map((estimate) => estimate.number)).toEqual([1002]);
    expect((await listEstimates(user, '?search=1001')).map((estimate) => estimate.number)).toEqual([1001]);
    expect((await listEstimates(user, '?search=lopez')).map((estimate) => estimate.number)).toEqual([1002, 1001]);
    expect((await listEstimates(user, '?status=sent'))).toEqual([]);
    const byCustomer = await t.call('GET', `/estimatesbyCustomer/${customer.id}`, { token: user.token });
    expect(byCustomer.body.data.estimates.map((estimate: EstimateListItem) => estimate.number)).toEqual([1002, 1001]);
    expect(byCustomer.body.data.estimates[1]).not.toHaveProperty('items');

    // PUT: the whole draft; ids the estimate has are kept, new ones replaced; the target can be set.
    const updated = await t.call('PUT', `/estimates/${created.id}`, {
      token: user.token,
      body: {
        description: 'Season 2026 (revised)',
        targetNetProfitPercent: 15,
        adjustmentPercent: 0,
        updatedAt: created.updatedAt,
        items: [
          { id: p1!.id, parentId: null, name: 'Weekly mowing', type: 'labor' },
          { id: c1!.id, parentId: p1!.id, name: 'Crew labor', type: 'labor', qty: 1, visits: 28, cost: 27.5 },
          { id: 'new-child', parentId: p1!.id, name: 'Trimmer', type: 'equipment', qty: 0.25, visits: 28, cost: 8 },
        ],
      },
    });
    expect(updated.status, updated.text).toBe(200);
    const revised = estimateResultSchema.parse(updated.body.data).estimate;
    expect(revised).toMatchObject({ number: 1001, description: 'Season 2026 (revised)', targetNetProfitPercent: 15, propertyId: null });
    expect(revised.items.map((item) => item.id).slice(0, 2)).toEqual([p1!.id, c1!.id]);
    expect(revised.items[2]!.id).not.toBe('new-child');
    expect(revised.items[2]!.parentId).toBe(p1!.id);
    expect(revised.breakdown.parentServiceBreakdowns).toHaveLength(1);
    expect(Date.parse(revised.updatedAt)).toBeGreaterThan(Date.parse(created.updatedAt));

    const removed = await t.call('DELETE', `/estimates/${second.id}`, { token: user.token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toEqual({ id: second.id });
    expect((await t.call('GET', `/internal_estimates/${second.id}`, { token: user.token })).status).toBe(404);
    // Numbers are never reused.
    expect((await createEstimate(user, { clientId: customer.id, clientType: 'customer' })).number).toBe(1003);
  });

  it('numbers 20 concurrent creates 1001…1020 with no gap or repeat, per company', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', '/estimates', { token: user.token, body: { clientId: customer.id, clientType: 'customer', items: mowingLines } })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    const numbers = responses.map((response) => response.body.data.estimate.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => 1001 + index));
    const other = await signedInUser(t);
    const otherCustomer = await aCustomer(other);
    expect((await createEstimate(other, { clientId: otherCustomer.id, clientType: 'customer' })).number).toBe(1001);
  });

  it('pages newest number first with the total of matches when page or limit is given, and lists every match without them', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { firstName: 'Paula', lastName: 'Pager' });
    for (let index = 0; index < 5; index += 1) await createEstimate(user, { clientId: customer.id, clientType: 'customer', description: index === 1 ? 'Spring cleanup' : '' });
    const page = async (query: string) => {
      const response = await t.call('GET', `/estimates?${query}`, { token: user.token });
      expect(response.status, response.text).toBe(200);
      const body = estimateListSchema.parse(response.body.data);
      return { numbers: body.estimates.map((estimate) => estimate.number), pagination: body.pagination };
    };
    expect(await page('limit=2')).toEqual({ numbers: [1005, 1004], pagination: { page: 1, limit: 2, total: 5 } });
    expect(await page('limit=2&page=3')).toEqual({ numbers: [1001], pagination: { page: 3, limit: 2, total: 5 } });
    expect(await page('limit=2&page=4')).toEqual({ numbers: [], pagination: { page: 4, limit: 2, total: 5 } });
    expect(await page('page=1&search=pager')).toEqual({ numbers: [1005, 1004, 1003, 1002, 1001], pagination: { page: 1, limit: 50, total: 5 } });
    expect(await page('limit=1&page=1&search=spring')).toEqual({ numbers: [1002], pagination: { page: 1, limit: 1, total: 1 } });
    const everything = await t.call('GET', '/estimates', { token: user.token });
    expect(everything.body.data.pagination).toBeUndefined();
    expect(everything.body.data.estimates).toHaveLength(5);
    // A lead's name is searched too; another company's client of the same name is not.
    const lead = await aLead(user, { firstName: 'Lena', lastName: 'Pager' });
    await createEstimate(user, { clientId: lead.id, clientType: 'lead' });
    const other = await signedInUser(t);
    const otherCustomer = await aCustomer(other, { firstName: 'Paula', lastName: 'Pager' });
    await createEstimate(other, { clientId: otherCustomer.id, clientType: 'customer' });
    expect(await page('limit=2&search=pager')).toEqual({ numbers: [1006, 1005], pagination: { page: 1, limit: 2, total: 6 } });
    expect(await page('limit=2&search=lena')).toEqual({ numbers: [1006], pagination: { page: 1, limit: 2, total: 1 } });
    expect((await t.call('GET', '/estimates?limit=500', { token: user.token })).status).toBe(400);
  });

  it('ignores totals and figures a client sends', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const honest = await createEstimate(user, { clientId: customer.id, clientType: 'customer', items: mowingLines });
    const response = await t.call('POST', '/estimates', {
      token: user.token,
      body: {
        clientId: customer.id,
        clientType: 'customer',
        total: 1,
        totals: { grandTotal: 1 },
        breakdown: { revenue: 1 },
        number: 7,
        status: 'approved',
        companyId: customer.id,
        items: mowingLines.map((line) => ({ ...line, total: 999_999, tCost: 0, margin: 100, calc: 1, adjRate: 1, tbHrs: 0 })),
      },
    });
    expect(response.status, response.text).toBe(200);
    const tampered = estimateResultSchema.parse(response.body.data).estimate;
    expect(tampered).toMatchObject({ number: honest.number + 1, status: 'draft', total: honest.total });
    expect(withoutIds(tampered.breakdown)).toEqual(withoutIds(honest.breakdown));
    expect(tampered.items.map((item) => item.total)).toEqual(honest.items.map((item) => item.total));
  });

  it('takes the tax rate from the client’s category, else the company default for clients, else 0, and names it', async () => {
    const user = await signedInUser(t);
    const db = t.database.db;
    const [state] = await db.insert(salesTaxJurisdictions).values({ companyId: user.companyId, name: 'Minnesota', type: 'state', code: `MN-${user.companyId}` }).returning();
    const [city] = await db
      .insert(salesTaxJurisdictions)
      .values({ companyId: user.companyId, name: 'Minneapolis', type: 'city', code: `MPLS-${user.companyId}`, parentJurisdictionId: state!.id })
      .returning();
    const [stateTax] = await db.insert(salesTaxCategories).values({ companyId: user.companyId, name: 'MN state', rate: '6.8750', jurisdictionId: state!.id }).returning();
    const [cityTax] = await db.insert(salesTaxCategories).values({ companyId: user.companyId, name: 'Mpls', rate: '0.5000', jurisdictionId: city!.id }).returning();
    const [exempt] = await db.insert(salesTaxCategories).values({ companyId: user.companyId, name: 'Exempt', rate: '0', isExempt: true }).returning();

    // No category anywhere: no tax.
    const plain = await aCustomer(user);
    const untaxed = await createEstimate(user, { clientId: plain.id, clientType: 'customer', items: mowingLines });
    expect([untaxed.taxRatePercent, untaxed.taxRateName, untaxed.totals.tax]).toEqual([0, '', 0]);

    // The company's default for clients applies to a client without a category of its own, from the next save on.
    await db.update(salesTaxCategories).set({ isDefaultForClients: true }).where(eq(salesTaxCategories.id, cityTax!.id));
    const taxed = await createEstimate(user, { clientId: plain.id, clientType: 'customer', items: mowingLines });
    expect([taxed.taxRatePercent, taxed.taxRateName]).toEqual([7.375, 'Minneapolis']);
    expect(taxed.totals.tax).toBeGreaterThan(0);
    expect(Math.round(taxed.totals.grandTotal * 100)).toBe(Math.round(taxed.totals.subtotal * 100) + Math.round(taxed.totals.tax * 100));
    const resaved = await t.call('PUT', `/estimates/${untaxed.id}`, { token: user.token, body: { items: mowingLines, updatedAt: untaxed.updatedAt } });
    expect(resaved.body.data.estimate).toMatchObject({ taxRatePercent: 7.375, taxRateName: 'Minneapolis', totals: taxed.totals });
    const listed = (await listEstimates(user)).find((estimate) => estimate.id === taxed.id)!;
    expect([listed.taxRatePercent, listed.taxRateName]).toEqual([7.375, 'Minneapolis']);

    // A client's own category wins over the default: exempt gives 0.
    const exemptCustomer = await aCustomer(user, { taxCategoryId: exempt!.id });
    const exemptEstimate = await createEstimate(user, { clientId: exemptCustomer.id, clientType: 'customer', items: mowingLines });
    expect([exemptEstimate.taxRatePercent, exemptEstimate.taxRateName, exemptEstimate.totals.tax]).toEqual([0, 'Exempt', 0]);

    // Leads too: the default without a category, their own category with one.
    const lead = await aLead(user);
    expect(await createEstimate(user, { clientId: lead.id, clientType: 'lead' })).toMatchObject({ taxRatePercent: 7.375, taxRateName: 'Minneapolis' });
    const stateLead = await aLead(user, { taxCategoryId: stateTax!.id });
    expect(await createEstimate(user, { clientId: stateLead.id, clientType: 'lead' })).toMatchObject({ taxRatePercent: 6.875, taxRateName: 'Minnesota' });
  });

  it('refuses a stale save with 409 and edits of an estimate that is not a draft with 422', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const created = await createEstimate(user, { clientId: customer.id, clientType: 'customer', items: mowingLines });
    const first = await t.call('PUT', `/estimates/${created.id}`, { token: user.token, body: { description: 'A', items: mowingLines, updatedAt: created.updatedAt } });
    expect(first.status).toBe(200);
    const stale = await t.call('PUT', `/estimates/${created.id}`, { token: user.token, body: { description: 'B', items: mowingLines, updatedAt: created.updatedAt } });
    expect(stale.status).toBe(409);
    const staleStatus = await t.call('PUT', `/estimates/${created.id}/status`, { token: user.token, body: { status: 'sent', updatedAt: created.updatedAt } });
    expect(staleStatus.status).toBe(409);

    const sent = await t.call('PUT', `/estimates/${created.id}/status`, { token: user.token, body: { status: 'sent' } });
    expect(sent.status).toBe(200);
    const edit = await t.call('PUT', `/estimates/${created.id}`, { token: user.token, body: { items: [], updatedAt: sent.body.data.estimate.updatedAt } });
    expect(edit.status).toBe(422);
  });

  it('moves status along canMoveEstimate only; a sent estimate cannot be deleted', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const created = await createEstimate(user, { clientId: customer.id, clientType: 'customer' });
    const move = (status: string) => t.call('PUT', `/estimates/${created.id}/status`, { token: user.token, body: { status } });
    expect((await move('approved')).status).toBe(422);
    expect((await move('sent')).status).toBe(200);
    expect((await t.call('DELETE', `/estimates/${created.id}`, { token: user.token })).status).toBe(422);
    expect((await move('changes_requested')).status).toBe(200);
    expect((await move('sent')).status).toBe(200);
    expect((await move('approved')).status).toBe(200);
    const converted = await move('converted');
    expect(converted.status).toBe(422);
    expect(converted.body.message).toBe('An estimate cannot move from Approved to Converted');
    expect((await move('draft')).status).toBe(200);
    expect((await listEstimates(user, '?status=draft')).map((estimate) => estimate.id)).toEqual([created.id]);
  });

  it("gives another company 404 on every call and refuses its clients and properties", async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const lead = await aLead(owner);
    const estimate = await createEstimate(owner, { clientId: customer.id, clientType: 'customer', items: mowingLines });
    const intruder = await signedInUser(t);
    const token = intruder.token;
    const calls = [
      await t.call('GET', `/internal_estimates/${estimate.id}`, { token }),
      await t.call('GET', `/estimatesbyCustomer/${customer.id}`, { token }),
      await t.call('PUT', `/estimates/${estimate.id}`, { token, body: { items: [], updatedAt: estimate.updatedAt } }),
      await t.call('PUT', `/estimates/${estimate.id}/status`, { token, body: { status: 'sent' } }),
      await t.call('DELETE', `/estimates/${estimate.id}`, { token }),
      await t.call('POST', '/estimates', { token, body: { clientId: customer.id, clientType: 'customer' } }),
      await t.call('POST', '/estimates', { token, body: { clientId: lead.id, clientType: 'lead' } }),
    ];
    expect(calls.map((response) => response.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    expect(await listEstimates(intruder)).toEqual([]);
    expect(await listEstimates(intruder, `?search=${estimate.number}`)).toEqual([]);

    // Its own customer with the first company's property, a lead with a property id, a customer id sent as a lead.
    const own = await aCustomer(intruder);
    const foreignProperty = await t.call('POST', '/estimates', { token, body: { clientId: own.id, clientType: 'customer', propertyId: customer.properties[0]!.id } });
    expect(foreignProperty.status).toBe(404);
    expect(foreignProperty.body.details.fieldErrors).toEqual({ propertyId: ['Property not found'] });
    const ownLead = await aLead(intruder);
    expect((await t.call('POST', '/estimates', { token, body: { clientId: ownLead.id, clientType: 'lead', propertyId: own.properties[0]!.id } })).status).toBe(404);
    expect((await t.call('POST', '/estimates', { token, body: { clientId: own.id, clientType: 'lead' } })).status).toBe(404);
    // The owner's estimate is untouched.
    const read = await t.call('GET', `/internal_estimates/${estimate.id}`, { token: owner.token });
    expect(read.body.data.estimate).toEqual(estimate);
  });

  const valid = { id: 'a', parentId: null, name: 'Mowing', type: 'labor' };
  const child = { id: 'b', parentId: 'a', name: 'Labor', type: 'labor', qty: 1, visits: 1, cost: 10 };
  it.each([
    [{ clientId: undefined }, 'clientId'],
    [{ clientId: 'nope', clientType: 'customer' }, 'clientId'],
    [{ clientType: 'vendor' }, 'clientType'],
    [{ propertyId: 'x' }, 'propertyId'],
    [{ expiryDate: '2026-02-30' }, 'expiryDate'],
    [{ targetNetProfitPercent: 100 }, 'targetNetProfitPercent'],
    [{ targetNetProfitPercent: 12.345 }, 'targetNetProfitPercent'],
    [{ adjustmentPercent: -100 }, 'adjustmentPercent'],
    [{ adjustmentPercent: 'lots' }, 'adjustmentPercent'],
    [{ description: 'x'.repeat(501) }, 'description'],
    [{ items: 'many' }, 'items'],
    [{ items: [{ ...valid, name: '' }] }, 'items.0.name'],
    [{ items: [{ ...valid, type: 'magic' }] }, 'items.0.type'],
    [{ items: [valid, { ...child, qty: -1 }] }, 'items.1.qty'],
    [{ items: [valid, { ...child, qty: 1.23456 }] }, 'items.1.qty'],
    [{ items: [valid, { ...child, visits: 0 }] }, 'items.1.visits'],
    [{ items: [valid, { ...child, visits: 1.5 }] }, 'items.1.visits'],
    [{ items: [valid, { ...child, cost: 'ten' }] }, 'items.1.cost'],
    [{ items: [valid, { ...child, markup: 1.234 }] }, 'items.1.markup'],
    [{ items: [valid, { ...child, rate: -5 }] }, 'items.1.rate'],
    [{ items: [valid, { ...child, taxable: 'yes' }] }, 'items.1.taxable'],
    [{ items: [valid, { ...child, sourceId: 'abc' }] }, 'items.1.sourceId'],
    // Tree errors: a duplicated id, a child of a missing line, a child of a child.
    [{ items: [valid, { ...valid }] }, 'items.1.id'],
    [{ items: [valid, { ...child, parentId: 'zzz' }] }, 'items.1.parentId'],
    [{ items: [valid, child, { ...child, id: 'c', parentId: 'b' }] }, 'items.2.parentId'],
  ])('POST /estimates refuses %j with 400 on %s', async (fields, field) => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const response = await t.call('POST', '/estimates', { token: user.token, body: { clientId: customer.id, clientType: 'customer', ...fields } });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
  });

  it('PUT and status refuse malformed bodies and ids with 400', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const created = await createEstimate(user, { clientId: customer.id, clientType: 'customer' });
    const noVersion = await t.call('PUT', `/estimates/${created.id}`, { token: user.token, body: { items: [] } });
    expect(Object.keys(noVersion.body.details.fieldErrors)).toEqual(['updatedAt']);
    const badStatus = await t.call('PUT', `/estimates/${created.id}/status`, { token: user.token, body: { status: 'won' } });
    expect(Object.keys(badStatus.body.details.fieldErrors)).toEqual(['status']);
    expect((await t.call('GET', '/internal_estimates/not-a-uuid', { token: user.token })).status).toBe(400);
    expect((await t.call('GET', '/estimates?status=won', { token: user.token })).status).toBe(400);
  });

  it('a customer with estimates is archived, not deleted', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    await createEstimate(user, { clientId: customer.id, clientType: 'customer' });
    const response = await t.call('DELETE', `/customers/${customer.id}`, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ id: customer.id, outcome: 'archived' });
    const read = await t.call('GET', `/customers/${customer.id}`, { token: user.token });
    expect(read.body.data.customer.status).toBe('archived');
    const plain = await aCustomer(user);
    expect((await t.call('DELETE', `/customers/${plain.id}`, { token: user.token })).body.data.outcome).toBe('deleted');
  });

  it('refuses to delete a lead that has estimates, and deletes one without', async () => {
    const user = await signedInUser(t);
    const lead = await aLead(user);
    await createEstimate(user, { clientId: lead.id, clientType: 'lead', items: mowingLines });
    const refused = await t.call('DELETE', `/leads/${lead.id}`, { token: user.token });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(LEAD_HAS_ESTIMATES_MESSAGE);
    expect((await t.call('GET', `/leads/${lead.id}`, { token: user.token })).status).toBe(200);
    const plain = await aLead(user);
    expect((await t.call('DELETE', `/leads/${plain.id}`, { token: user.token })).status).toBe(200);
  });

  it("converting a lead moves its estimates to the new customer", async () => {
    const user = await signedInUser(t);
    const lead = await aLead(user);
    const estimate = await createEstimate(user, { clientId: lead.id, clientType: 'lead', items: mowingLines });
    expect(estimate).toMatchObject({ clientType: 'lead', clientName: 'Tom Nguyen' });
    const converted = await t.call('POST', `/leads/${lead.id}/convert`, { token: user.token });
    expect(converted.status, converted.text).toBe(200);
    const customer = customerSchema.parse(converted.body.data.customer);
    const read = await t.call('GET', `/internal_estimates/${estimate.id}`, { token: user.token });
    expect(read.body.data.estimate).toMatchObject({ clientType: 'customer', clientId: customer.id, clientName: 'Tom Nguyen', propertyId: customer.properties[0]!.id, number: estimate.number });
    const byCustomer = await t.call('GET', `/estimatesbyCustomer/${customer.id}`, { token: user.token });
    expect(byCustomer.body.data.estimates.map((item: EstimateListItem) => item.id)).toEqual([estimate.id]);
  });
});
