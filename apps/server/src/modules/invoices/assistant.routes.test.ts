import {
  BATCH_NOT_READY_TO_BILL_MESSAGE,
  batchSkippedMessages,
  invoiceBatchResultSchema,
  invoiceResultSchema,
  invoicingAssistantResultSchema,
  type InvoicingAssistant,
} from '@groundwork/domain/invoices';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { billedItems, customers, invoices, invoiceSettings, workOrderMaterials, workOrders, workOrderTimeEntries } from '../../db/schema';
import { aBillingCustomer, aJob, anEstimateItem, anOrder } from '../../test/billing-builders';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { anEmployee } from '../../test/people-builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function assistantOf(user: SignedInUser, query = ''): Promise<InvoicingAssistant> {
  const response = await t.call('GET', `/invoices/assistant${query}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return invoicingAssistantResultSchema.parse(response.body.data).assistant;
}

const keysOf = (assistant: InvoicingAssistant) => assistant.customers.flatMap((group) => group.items.map((item) => item.key));

async function batch(user: SignedInUser, body: Record<string, unknown>, headers?: Record<string, string>) {
  return t.call('POST', '/invoices/batch', { token: user.token, body, headers });
}

const orderRef = (workOrderId: string) => ({ ref: { source: 'work_order', workOrderId } });

describe('the invoicing assistant', () => {
  it('lists completed per-visit work orders and instalments whose month has come, grouped by customer; nothing else', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const { job } = await aJob(t, user, customer, { visitPrices: [45, 45, 45] });
    const done = await anOrder(t, user, customer, { price: 45, jobId: job.id, date: '2026-06-02' });
    const alsoDone = await anOrder(t, user, customer, { price: 45, jobId: job.id, date: '2026-06-09' });
    const scheduled = await anOrder(t, user, customer, { price: 45, jobId: job.id, status: 'scheduled' });
    // A season contract's visits are billed by its instalments, never one by one.
    const season = await aJob(t, user, customer, { visitPrices: [100, 100, 100], method: 'monthly_instalments', months: ['2026-01', '2026-02', '2099-01'] });
    const seasonVisit = await anOrder(t, user, customer, { price: 100, jobId: season.job.id });

    const assistant = await assistantOf(user);
    expect(assistant.customers).toHaveLength(1);
    const [group] = assistant.customers;
    expect(group).toMatchObject({ customerId: customer.id, readyCount: 4, total: 290 });
    expect(keysOf(assistant).sort()).toEqual(
      [`work_order:${done.id}`, `work_order:${alsoDone.id}`, `instalment:${season.job.id}:2026-01`, `instalment:${season.job.id}:2026-02`].sort(),
    );
    expect(keysOf(assistant)).not.toContain(`work_order:${scheduled.id}`);
    expect(keysOf(assistant)).not.toContain(`work_order:${seasonVisit.id}`);
    const item = group!.items.find((entry) => entry.key === `work_order:${done.id}`);
    expect(item).toMatchObject({
      status: 'ready',
      fix: null,
      blocked: false,
      amount: 45,
      workOrderNumber: done.number,
      completedOn: '2026-06-02',
      description: `Weekly mowing — WO-${done.number}, June 2, 2026`,
      propertyAddress: '4521 Bryant Ave S, Minneapolis, MN 55419',
    });
    const instalment = group!.items.find((entry) => entry.key === `instalment:${season.job.id}:2026-01`);
    expect(instalment).toMatchObject({ amount: 100, month: '2026-01', description: 'Weekly mowing — January 2026 instalment (1 of 3)' });
    expect(assistant.counts.ready).toBe(4);

    // Narrowed by source and by customer.
    expect(keysOf(await assistantOf(user, '?source=instalment'))).toHaveLength(2);
    expect(keysOf(await assistantOf(user, `?customerId=${randomUUID()}`))).toEqual([]);
  });

  it('each item carries its pre-flight status and fix: missing address, missing tax category, missing terms', async () => {
    const user = await signedInUser(t);
    const noAddress = await aBillingCustomer(t, user);
    await t.database.db.update(customers).set({ street: '', city: '' }).where(eq(customers.id, noAddress.id));
    const noTax = await aBillingCustomer(t, user, { taxed: false });
    const noTerms = await aBillingCustomer(t, user);
    await t.call('GET', '/invoices/settings', { token: user.token });
    await t.database.db.update(invoiceSettings).set({ defaultTerms: null }).where(eq(invoiceSettings.companyId, user.companyId));
    await t.database.db.update(customers).set({ paymentTerms: 'net_15' }).where(eq(customers.id, noAddress.id));
    await t.database.db.update(customers).set({ paymentTerms: 'net_15' }).where(eq(customers.id, noTax.id));
    const orders = {
      missing_address: await anOrder(t, user, noAddress, { price: 10 }),
      missing_tax_category: await anOrder(t, user, noTax, { price: 20 }),
      missing_terms: await anOrder(t, user, noTerms, { price: 30 }),
    };
    const assistant = await assistantOf(user);
    const items = assistant.customers.flatMap((group) => group.items);
    for (const [status, order] of Object.entries(orders)) {
      const item = items.find((entry) => entry.key === `work_order:${order.id}`);
      expect(item, status).toMatchObject({ status, blocked: true });
      expect(item?.fix).not.toBeNull();
    }
    expect(assistant.counts).toMatchObject({ ready: 0, missing_address: 1, missing_tax_category: 1, missing_terms: 1 });
    expect((await assistantOf(user, '?status=missing_terms')).customers.flatMap((group) => group.items)).toHaveLength(1);

    // A blocked item is skipped by a batch with the reason.
    const response = await batch(user, { items: [orderRef(orders.missing_terms.id)] });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.batch).toMatchObject({ invoices: [], skipped: [{ key: `work_order:${orders.missing_terms.id}`, message: batchSkippedMessages.notReady('missing_terms') }] });
  });

  it('time and materials: the hours and products of completed orders at the estimate rates, over the estimate until confirmed or capped', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const estimateItems = [
      anEstimateItem({ id: 'svc', name: 'Spring clean-up', type: 'labor' }),
      anEstimateItem({ id: 'lab', parentId: 'svc', name: 'Labour (h)', type: 'labor', adjRate: 60, bHrs: 2, taxable: false }),
      anEstimateItem({ id: 'mulch', parentId: 'svc', name: 'Mulch (yd)', type: 'product', adjRate: 45.125 }),
    ];
    const { job } = await aJob(t, user, customer, { visitPrices: [200], method: 'time_and_materials', estimateItems, sourceItemId: 'svc' });
    const order = await anOrder(t, user, customer, { price: 0, jobId: job.id });
    const open = await anOrder(t, user, customer, { price: 0, jobId: job.id, status: 'scheduled' });
    const employee = await anEmployee(t, user);
    const entry = (workOrderId: string, minutes: number) => ({ companyId: user.companyId, workOrderId, employeeId: employee.id, workDate: '2026-06-02', minutes, hourlyCost: '20' });
    await t.database.db.insert(workOrderTimeEntries).values([entry(order.id, 90), entry(order.id, 45), entry(open.id, 600)]);
    await t.database.db.insert(workOrderMaterials).values([
      { companyId: user.companyId, workOrderId: order.id, lineId: 'mulch', name: 'Mulch', quantity: '3', unitCost: '20' },
      // Not on the estimate: left for the office to price by hand.
      { companyId: user.companyId, workOrderId: order.id, lineId: null, name: 'Edging', quantity: '1', unitCost: '5' },
    ]);

    const items = (await assistantOf(user)).customers.flatMap((group) => group.items);
    expect(items).toHaveLength(1);
    // 2.25 h × $60 = $135.00; 3 yd × $45.125 = $135.375 → $135.38; $270.38 against $200 approved.
    expect(items[0]).toMatchObject({ key: `time_and_materials:${job.id}`, amount: 270.38, status: 'over_estimate', blocked: false, fix: { action: 'cap_at_estimate' } });

    const ref = { source: 'time_and_materials', jobId: job.id };
    const unconfirmed = await batch(user, { items: [{ ref }] });
    expect(unconfirmed.body.data.batch.skipped).toEqual([{ key: `time_and_materials:${job.id}`, message: batchSkippedMessages.overEstimate }]);
    const capped = await batch(user, { items: [{ ref, capAtEstimate: true }] });
    expect(capped.status, capped.text).toBe(201);
    const [invoice] = invoiceBatchResultSchema.parse(capped.body.data).batch.invoices;
    expect(invoice).toMatchObject({ kind: 'time_and_materials', subtotal: 200, jobId: job.id });
    expect((await assistantOf(user)).customers).toEqual([]);
  });

  it('confirmed over the estimate, the T&M draft has one line per estimate line', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const estimateItems = [
      anEstimateItem({ id: 'svc', name: 'Clean-up', type: 'labor' }),
      anEstimateItem({ id: 'lab', parentId: 'svc', name: 'Labour (h)', type: 'labor', adjRate: 60, bHrs: 2, taxable: false }),
    ];
    const { job } = await aJob(t, user, customer, { visitPrices: [50], method: 'time_and_materials', estimateItems, sourceItemId: 'svc' });
    const order = await anOrder(t, user, customer, { price: 0, jobId: job.id });
    const employee = await anEmployee(t, user);
    await t.database.db.insert(workOrderTimeEntries).values({ companyId: user.companyId, workOrderId: order.id, employeeId: employee.id, workDate: '2026-06-02', minutes: 80, hourlyCost: '20' });
    const response = await batch(user, { items: [{ ref: { source: 'time_and_materials', jobId: job.id }, allowOverEstimate: true }] });
    expect(response.status, response.text).toBe(201);
    const id = response.body.data.batch.invoices[0].id as string;
    const read = invoiceResultSchema.parse((await t.call('GET', `/invoices/${id}`, { token: user.token })).body.data).invoice;
    // 80 min = 1.3333 h × $60 = $80.00.
    expect(read.lines.map(({ description, quantity, unitPrice, amount }) => ({ description, quantity, unitPrice, amount }))).toEqual([
      { description: 'Labour (h)', quantity: 1.3333, unitPrice: 60, amount: 80 },
    ]);
  });

  it("a second company sees none of the first company's work", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const customer = await aBillingCustomer(t, owner);
    await anOrder(t, owner, customer, { price: 45 });
    expect((await assistantOf(owner)).customers).toHaveLength(1);
    expect((await assistantOf(other)).customers).toEqual([]);
  });

  it.each([
    ['an unknown source', '?source=visit', 'source'],
    ['an unknown status', '?status=late', 'status'],
    ['a customer id that is not one', '?customerId=42', 'customerId'],
    ['a NUL in the customer id', '?customerId=%00', 'customerId'],
  ])('refuses %s', async (_label, query, field) => {
    const user = await signedInUser(t);
    const response = await t.call('GET', `/invoices/assistant${query}`, { token: user.token });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });
});

describe('batch drafts', () => {
  it('one draft per customer and property, numbered in order, each item claimed; a second run skips what is billed', async () => {
    const user = await signedInUser(t);
    const maria = await aBillingCustomer(t, user);
    const jon = await aBillingCustomer(t, user);
    const first = await anOrder(t, user, maria, { price: 45 });
    const second = await anOrder(t, user, maria, { price: 55.5 });
    const third = await anOrder(t, user, jon, { price: 100 });
    const items = [orderRef(first.id), orderRef(second.id), orderRef(third.id)];
    const response = await batch(user, { items, issueDate: '2026-06-30', total: 1, companyId: randomUUID() });
    expect(response.status, response.text).toBe(201);
    const made = invoiceBatchResultSchema.parse(response.body.data).batch;
    expect(made.skipped).toEqual([]);
    expect(made.invoices.map((invoice) => [invoice.number, invoice.customerId, invoice.subtotal, invoice.kind, invoice.status])).toEqual([
      [1001, maria.id, 100.5, 'visit', 'draft'],
      [1002, jon.id, 100, 'visit', 'draft'],
    ]);
    // 7.375 % on 100.50 = 7.41.
    expect(made.invoices[0]).toMatchObject({ tax: 7.41, total: 107.91, issueDate: '2026-06-30', dueDate: '2026-07-30' });
    const stored = await t.database.db.select().from(invoices).where(and(eq(invoices.companyId, user.companyId), eq(invoices.id, made.invoices[0]!.id)));
    expect(stored[0]?.batchId).toBe(made.id);
    expect(stored[0]?.lines.map((line) => line.workOrderId)).toEqual([first.id, second.id]);

    const again = await batch(user, { items, grouping: 'per_item' });
    expect(again.status).toBe(201);
    expect(again.body.data.batch.invoices).toEqual([]);
    expect(again.body.data.batch.skipped.map((skip: { message: string }) => skip.message)).toEqual([
      batchSkippedMessages.alreadyBilled,
      batchSkippedMessages.alreadyBilled,
      batchSkippedMessages.alreadyBilled,
    ]);
  });

  it('per item: one draft each; work not completed is never billed', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const a = await anOrder(t, user, customer, { price: 10 });
    const b = await anOrder(t, user, customer, { price: 20 });
    const open = await anOrder(t, user, customer, { price: 30, status: 'scheduled' });
    const response = await batch(user, { items: [orderRef(a.id), orderRef(open.id), orderRef(b.id)], grouping: 'per_item' });
    expect(response.status, response.text).toBe(201);
    expect(response.body.data.batch.invoices.map((invoice: { subtotal: number }) => invoice.subtotal)).toEqual([10, 20]);
    expect(response.body.data.batch.skipped).toEqual([{ key: `work_order:${open.id}`, message: BATCH_NOT_READY_TO_BILL_MESSAGE }]);
  });

  it("another company's work order or job in a batch answers 404 naming the item, and bills nothing", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const mine = await aBillingCustomer(t, other);
    const theirs = await aBillingCustomer(t, owner);
    const myOrder = await anOrder(t, other, mine, { price: 10 });
    const order = await anOrder(t, owner, theirs, { price: 45 });
    const { job } = await aJob(t, owner, theirs, { visitPrices: [100], method: 'monthly_instalments', months: ['2026-01'] });
    const response = await batch(other, {
      items: [orderRef(myOrder.id), orderRef(order.id), { ref: { source: 'instalment', jobId: job.id, month: '2026-01' } }],
    });
    expect(response.status).toBe(404);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual(['items.1.ref', 'items.2.ref']);
    const claimed = await t.database.db.select().from(billedItems).where(eq(billedItems.companyId, other.companyId));
    expect(claimed).toEqual([]);
    expect(keysOf(await assistantOf(owner))).toHaveLength(2);
  });

  it.each([
    ['no items', {}, 'items'],
    ['an empty list', { items: [] }, 'items'],
    ['an unknown source', { items: [{ ref: { source: 'visit', workOrderId: randomUUID() } }] }, 'items.0.ref.source'],
    ['a work order id that is not one', { items: [{ ref: { source: 'work_order', workOrderId: 'wo-1' } }] }, 'items.0.ref.workOrderId'],
    ['a month with a NUL', { items: [{ ref: { source: 'instalment', jobId: randomUUID(), month: '2026-01\u0000' } }] }, 'items.0.ref.month'],
    ['a lone surrogate', { items: [{ ref: { source: 'instalment', jobId: randomUUID(), month: '\ud800' } }] }, 'items.0.ref.month'],
    ['the same item twice', { items: [orderRef('7f1c0f5e-3c1b-4f6a-9d7e-1a2b3c4d5e6f'), orderRef('7f1c0f5e-3c1b-4f6a-9d7e-1a2b3c4d5e6f')] }, 'items.1.ref'],
    ['a flag that is not a boolean', { items: [{ ...orderRef(randomUUID()), allowOverEstimate: 'yes' }] }, 'items.0.allowOverEstimate'],
    ['too many items', { items: Array.from({ length: 1001 }, () => orderRef(randomUUID())) }, 'items'],
    ['an unknown grouping', { items: [orderRef(randomUUID())], grouping: 'per_week' }, 'grouping'],
    ['an issue date that is not one', { items: [orderRef(randomUUID())], issueDate: '2026-02-30' }, 'issueDate'],
  ])('refuses %s with a field message', async (_label, body, field) => {
    const user = await signedInUser(t);
    const response = await batch(user, body);
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });

  it('a retry with the same Idempotency-Key answers the same batch and makes nothing more', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const order = await anOrder(t, user, customer, { price: 45 });
    const headers = { 'idempotency-key': `batch-${randomUUID()}` };
    const first = await batch(user, { items: [orderRef(order.id)] }, headers);
    const retry = await batch(user, { items: [orderRef(order.id)] }, headers);
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.body.data.batch.id).toBe(first.body.data.batch.id);
    expect(await t.database.db.select().from(invoices).where(eq(invoices.companyId, user.companyId))).toHaveLength(1);
  });

  it('voiding an invoice releases its work: the assistant lists it again and a new batch bills it', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const order = await anOrder(t, user, customer, { price: 45 });
    const made = await batch(user, { items: [orderRef(order.id)] });
    const invoice = made.body.data.batch.invoices[0] as { id: string; updatedAt: string };
    expect(keysOf(await assistantOf(user))).toEqual([]);
    const voided = await t.call('POST', `/invoices/${invoice.id}/void`, { token: user.token, body: { reason: 'Wrong customer', updatedAt: invoice.updatedAt } });
    expect(voided.status, voided.text).toBe(200);
    expect(keysOf(await assistantOf(user))).toEqual([`work_order:${order.id}`]);
    const rebilled = await batch(user, { items: [orderRef(order.id)] });
    expect(rebilled.body.data.batch.invoices.map((row: { number: number }) => row.number)).toEqual([1002]);
    const claims = await t.database.db.select().from(billedItems).where(and(eq(billedItems.companyId, user.companyId), isNull(billedItems.releasedAt)));
    expect(claims.map((claim) => claim.invoiceId)).toEqual([rebilled.body.data.batch.invoices[0].id]);
  });

  it('work reopened while a batch runs is never billed: the batch waits for the reopening and skips it (per visit and T&M)', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const visit = await anOrder(t, user, customer, { price: 45 });
    const kept = await anOrder(t, user, customer, { price: 30 });
    const estimateItems = [
      anEstimateItem({ id: 'svc', name: 'Spring clean-up', type: 'labor' }),
      anEstimateItem({ id: 'lab', parentId: 'svc', name: 'Labour (h)', type: 'labor', adjRate: 60, bHrs: 10, taxable: false }),
    ];
    const { job } = await aJob(t, user, customer, { visitPrices: [600], method: 'time_and_materials', estimateItems, sourceItemId: 'svc' });
    const tmOrder = await anOrder(t, user, customer, { price: 0, jobId: job.id });
    const employee = await anEmployee(t, user);
    await t.database.db
      .insert(workOrderTimeEntries)
      .values({ companyId: user.companyId, workOrderId: tmOrder.id, employeeId: employee.id, workDate: '2026-06-02', minutes: 120, hourlyCost: '20' });
    const refs = [orderRef(visit.id), orderRef(kept.id), { ref: { source: 'time_and_materials', jobId: job.id } }];

    // The office reopens two orders in a transaction that is still open when the batch starts.
    let reopened!: () => void;
    const reopenedSignal = new Promise<void>((resolve) => (reopened = resolve));
    const reopening = t.database.db.transaction(async (tx) => {
      await tx
        .update(workOrders)
        .set({ status: 'in_progress', completedAt: null })
        .where(and(eq(workOrders.companyId, user.companyId), inArray(workOrders.id, [visit.id, tmOrder.id])));
      reopened();
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    await reopenedSignal;
    const response = await batch(user, { items: refs, grouping: 'per_item' });
    await reopening;

    expect(response.status, response.text).toBe(201);
    const result = invoiceBatchResultSchema.parse(response.body.data).batch;
    expect(result.invoices.map((invoice) => invoice.subtotal)).toEqual([30]);
    expect(result.skipped.map((skip) => skip.key).sort()).toEqual([`time_and_materials:${job.id}`, `work_order:${visit.id}`].sort());
    const claims = await t.database.db.select().from(billedItems).where(and(eq(billedItems.companyId, user.companyId), isNull(billedItems.releasedAt)));
    expect(claims.map((claim) => claim.itemKey)).toEqual([`work_order:${kept.id}`]);
  });

  it('20 concurrent batch runs over the same items: each item billed exactly once, invoice numbers with no gap', async () => {
    const user = await signedInUser(t);
    const customers = await Promise.all(Array.from({ length: 4 }, () => aBillingCustomer(t, user)));
    const orders: Array<Awaited<ReturnType<typeof anOrder>>> = [];
    for (let index = 0; index < 12; index += 1) orders.push(await anOrder(t, user, customers[index % 4]!, { price: 10 + index }));
    const runs = await Promise.all(
      Array.from({ length: 20 }, (_, run) =>
        batch(user, { items: (run % 2 === 0 ? orders : [...orders].reverse()).map((order) => orderRef(order.id)), grouping: run % 3 === 0 ? 'per_item' : 'per_customer' }),
      ),
    );
    for (const run of runs) expect(run.status, run.text).toBe(201);
    const claims = await t.database.db.select().from(billedItems).where(and(eq(billedItems.companyId, user.companyId), isNull(billedItems.releasedAt)));
    expect(claims.map((claim) => claim.itemKey).sort()).toEqual(orders.map((order) => `work_order:${order.id}`).sort());
    const rows = await t.database.db.select().from(invoices).where(eq(invoices.companyId, user.companyId));
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: rows.length }, (_, index) => 1001 + index));
    // Every invoice bills something, and together they bill each order once.
    const billedOrders = rows.flatMap((row) => row.lines.map((line) => line.workOrderId)).sort();
    expect(billedOrders).toEqual(orders.map((order) => order.id).sort());
    const skipped = runs.flatMap((run) => run.body.data.batch.skipped as Array<{ message: string }>);
    expect(new Set(skipped.map((skip) => skip.message))).toEqual(new Set([batchSkippedMessages.alreadyBilled]));
  });
});
