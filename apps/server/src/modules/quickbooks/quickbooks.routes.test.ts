import {
  QUICKBOOKS_NOT_CONFIGURED_MESSAGE,
  QUICKBOOKS_NOT_CONNECTED_MESSAGE,
  QUICKBOOKS_RECORD_NOT_FOUND_MESSAGE,
  quickBooksStatusSchema,
  type QuickBooksStatus,
} from '@groundwork/domain/quickbooks';
import type { Invoice } from '@groundwork/domain/invoices';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, customers, quickBooksConnections, quickBooksSyncRecords } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aDraftInvoice, anInvoiceCustomer } from '../../test/invoice-builders';
import { startQuickBooksStandIn, type QuickBooksStandIn } from '../../test/quickbooks-stand-in';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../../test/test-app';
import { QUICKBOOKS_PUSH_JOB, QUICKBOOKS_SWEEP_JOB } from './quickbooks-sync';

let intuit: QuickBooksStandIn;
let t: TestApp;
let off: TestApp;

beforeAll(async () => {
  intuit = await startQuickBooksStandIn();
  t = await startTestApp({
    QUICKBOOKS_CLIENT_ID: intuit.clientId,
    QUICKBOOKS_CLIENT_SECRET: intuit.clientSecret,
    QUICKBOOKS_ENVIRONMENT: 'sandbox',
    QUICKBOOKS_API_BASE: intuit.url,
    QUICKBOOKS_OAUTH_BASE: intuit.url,
  });
  // The same database with QuickBooks not configured.
  off = await startTestApp({}, t.database);
});

afterAll(async () => {
  await off?.close();
  await t?.close();
  await intuit?.close();
});

const CALLBACK = '/integrations/quickbooks/callback';

async function statusOf(user: SignedInUser): Promise<QuickBooksStatus> {
  const response = await t.call('GET', '/integrations/quickbooks', { token: user.token });
  expect(response.status, response.text).toBe(200);
  return quickBooksStatusSchema.parse(response.body.data);
}

/** Connect as Intuit's consent page would: the authorize URL's state comes back with a code and the realm. */
async function connect(user: SignedInUser): Promise<void> {
  const started = await t.call('GET', '/integrations/quickbooks/connect', { token: user.token });
  expect(started.status, started.text).toBe(200);
  const state = new URL(started.body.data.url).searchParams.get('state')!;
  const back = await t.call('GET', `${CALLBACK}?${new URLSearchParams({ code: intuit.goodCode, state, realmId: intuit.realmId })}`);
  expect(back.status, back.text).toBe(302);
  expect(back.headers.location).toBe(`${TEST_PUBLIC_URL}/integrations?quickbooks=connected`);
}

/** Runs the queued QuickBooks jobs, the retries that are due included. */
async function drain(app: TestApp = t): Promise<void> {
  await app.app.queue.drain({ kinds: [QUICKBOOKS_SWEEP_JOB, QUICKBOOKS_PUSH_JOB] });
}

async function syncNow(user: SignedInUser): Promise<void> {
  const response = await t.call('POST', '/integrations/quickbooks/sync', { token: user.token });
  expect(response.status, response.text).toBe(202);
  await drain();
}

async function aSentInvoice(user: SignedInUser, customerId: string, overrides: Parameters<typeof aDraftInvoice>[3] = {}): Promise<Invoice> {
  const draft = await aDraftInvoice(t, user, customerId, overrides);
  const sent = await t.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { delivery: 'mark_sent', updatedAt: draft.updatedAt } });
  expect(sent.status, sent.text).toBe(200);
  return sent.body.data.invoice as Invoice;
}

async function aPayment(user: SignedInUser, customerId: string, invoiceId: string, amount: number): Promise<string> {
  const response = await t.call('POST', '/payments', {
    token: user.token,
    body: { customerId, method: 'cheque', chequeNumber: '1234', date: '2026-05-10', amount, allocations: [{ invoiceId, amount }] },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.data.payment.id as string;
}

async function syncRowOf(companyId: string, recordId: string) {
  const [row] = await t.database.db
    .select()
    .from(quickBooksSyncRecords)
    .where(and(eq(quickBooksSyncRecords.companyId, companyId), eq(quickBooksSyncRecords.recordId, recordId)));
  return row!;
}

const entityCounts = () => ({ customers: intuit.entities.customer.size, invoices: intuit.entities.invoice.size, payments: intuit.entities.payment.size });

describe('QuickBooks Online: configuration and access', () => {
  it('is off without a client id and secret: the status says not configured and every other call answers 409', async () => {
    const admin = await signedInUser(off);
    const status = await off.call('GET', '/integrations/quickbooks', { token: admin.token });
    expect(status.status).toBe(200);
    expect(status.body.data).toEqual({ configured: false, environment: null, connection: null, lastSyncAt: null, counts: { synced: 0, pending: 0, failed: 0 }, failed: [] });
    for (const [method, path] of [
      ['GET', '/integrations/quickbooks/connect'],
      ['POST', '/integrations/quickbooks/sync'],
      ['POST', '/integrations/quickbooks/disconnect'],
      ['POST', '/integrations/quickbooks/records/8c7d3f3e-5d6a-4a51-9d7e-0b8a1f2c3d4e/retry'],
      ['GET', `${CALLBACK}?code=abc&state=abc.def&realmId=123`],
    ] as const) {
      const response = await off.call(method, path, { token: admin.token });
      expect(response.status, `${method} ${path}`).toBe(409);
      expect(response.body.message).toBe(QUICKBOOKS_NOT_CONFIGURED_MESSAGE);
    }
  });

  it('only admins manage it: an office manager, an estimator and a crew leader get 403; no session gets 401', async () => {
    const admin = await signedInUser(t);
    for (const role of ['office_manager', 'estimator', 'crew_leader'] as const) {
      const user = await signedInUser(t, { role, companyId: admin.companyId });
      for (const [method, path] of [
        ['GET', '/integrations/quickbooks'],
        ['GET', '/integrations/quickbooks/connect'],
        ['POST', '/integrations/quickbooks/sync'],
        ['POST', '/integrations/quickbooks/disconnect'],
        ['POST', '/integrations/quickbooks/records/8c7d3f3e-5d6a-4a51-9d7e-0b8a1f2c3d4e/retry'],
      ] as const) {
        const response = await t.call(method, path, { token: user.token });
        expect(response.status, `${role} ${method} ${path}`).toBe(403);
      }
    }
    expect((await t.call('GET', '/integrations/quickbooks')).status).toBe(401);
  });

  it.each([
    ['a retry of an id that is no uuid', 'POST', '/integrations/quickbooks/records/not-a-uuid/retry'],
    ['a callback without state', 'GET', `${CALLBACK}?code=abc&realmId=123`],
    ['a callback whose realmId is not digits', 'GET', `${CALLBACK}?code=abc&state=a.b&realmId=12x`],
    ['a callback with a code holding a NUL', 'GET', `${CALLBACK}?code=ab%00c&state=a.b&realmId=123`],
    ['a callback with a code holding spaces', 'GET', `${CALLBACK}?code=a%20b&state=a.b&realmId=123`],
    ['a callback with an oversized state', 'GET', `${CALLBACK}?code=abc&state=${'s'.repeat(1_100)}&realmId=123`],
    ['a callback with an oversized realmId', 'GET', `${CALLBACK}?code=abc&state=a.b&realmId=${'1'.repeat(40)}`],
  ] as const)('refuses %s with 400', async (_name, method, path) => {
    const admin = await signedInUser(t);
    const response = await t.call(method, path, { token: admin.token });
    expect(response.status, response.text).toBe(400);
    expect(response.body.success).toBe(false);
  });
});

describe('QuickBooks Online: connecting', () => {
  it('Connect answers Intuit’s consent page with our client, the accounting scope, the callback and a signed state', async () => {
    const admin = await signedInUser(t);
    const response = await t.call('GET', '/integrations/quickbooks/connect', { token: admin.token });
    expect(response.status).toBe(200);
    const url = new URL(response.body.data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://appcenter.intuit.com/connect/oauth2');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: intuit.clientId,
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      redirect_uri: `${TEST_PUBLIC_URL}/api/v2/integrations/quickbooks/callback`,
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('the callback stores the connection, shows the QuickBooks company, and never shows or stores a token in the clear', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const status = await t.call('GET', '/integrations/quickbooks', { token: admin.token });
    expect(status.body.data).toMatchObject({ configured: true, environment: 'sandbox', connection: { realmId: intuit.realmId, companyName: intuit.companyName, needsReconnect: false } });
    const [row] = await t.database.db.select().from(quickBooksConnections).where(eq(quickBooksConnections.companyId, admin.companyId));
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.refreshToken).toMatch(/^v1\./);
    expect(status.text).not.toContain('eyJ-access-');
    expect(status.text).not.toContain('AB11-refresh-');
    expect(status.text).not.toContain(row!.accessToken!);
    // The code was exchanged at Intuit's token endpoint with the client's Basic auth (the stand-in checks it).
    expect(intuit.grants.at(-1)).toMatchObject({ grantType: 'authorization_code' });
  });

  it('a state works once, only signed by us, and a refusal at Intuit comes back as denied', async () => {
    const admin = await signedInUser(t);
    const started = await t.call('GET', '/integrations/quickbooks/connect', { token: admin.token });
    const state = new URL(started.body.data.url).searchParams.get('state')!;
    const [payload, signature] = state.split('.');
    const forged = `${Buffer.from(JSON.stringify({ c: admin.companyId, u: admin.userId, n: 'guess', x: Date.now() + 60_000 })).toString('base64url')}.${signature}`;
    const tampered = await t.call('GET', `${CALLBACK}?${new URLSearchParams({ code: intuit.goodCode, state: forged, realmId: intuit.realmId })}`);
    expect(tampered.headers.location).toBe(`${TEST_PUBLIC_URL}/integrations?quickbooks=expired`);
    const denied = await t.call('GET', `${CALLBACK}?${new URLSearchParams({ error: 'access_denied', state: `${payload}.${signature}` })}`);
    expect(denied.headers.location).toBe(`${TEST_PUBLIC_URL}/integrations?quickbooks=denied`);
    const again = await t.call('GET', `${CALLBACK}?${new URLSearchParams({ code: intuit.goodCode, state, realmId: intuit.realmId })}`);
    expect(again.headers.location).toBe(`${TEST_PUBLIC_URL}/integrations?quickbooks=expired`);
    const status = await statusOf(admin);
    expect(status.connection).toBeNull();
  });

  it('a code Intuit refuses leaves the company unconnected', async () => {
    const admin = await signedInUser(t);
    const started = await t.call('GET', '/integrations/quickbooks/connect', { token: admin.token });
    const state = new URL(started.body.data.url).searchParams.get('state')!;
    const back = await t.call('GET', `${CALLBACK}?${new URLSearchParams({ code: 'stolen-or-used', state, realmId: intuit.realmId })}`);
    expect(back.headers.location).toBe(`${TEST_PUBLIC_URL}/integrations?quickbooks=failed`);
    expect((await statusOf(admin)).connection).toBeNull();
  });

  it('Disconnect revokes the grant at Intuit and forgets the tokens; Sync now then answers 409', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const revokedBefore = intuit.revoked.length;
    const response = await t.call('POST', '/integrations/quickbooks/disconnect', { token: admin.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toEqual({ revoked: true });
    expect(intuit.revoked.length).toBe(revokedBefore + 1);
    expect(intuit.revoked.at(-1)).toMatch(/^AB11-refresh-/);
    const [row] = await t.database.db.select().from(quickBooksConnections).where(eq(quickBooksConnections.companyId, admin.companyId));
    expect(row).toMatchObject({ accessToken: null, refreshToken: null });
    expect((await statusOf(admin)).connection).toBeNull();
    const sync = await t.call('POST', '/integrations/quickbooks/sync', { token: admin.token });
    expect(sync.status).toBe(409);
    expect(sync.body.message).toBe(QUICKBOOKS_NOT_CONNECTED_MESSAGE);
  });
});

describe('QuickBooks Online: syncing', () => {
  it('pushes the customer, then the sent invoice referencing it, then the payment linked to the invoice, with exact amounts', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const customer = await anInvoiceCustomer(t, admin, { firstName: 'Priya', lastName: `Shah ${admin.companyId.slice(0, 8)}` });
    const invoice = await aSentInvoice(admin, customer.id, {
      lines: [
        { description: 'Mowing', quantity: 3, unitPrice: 40.1, taxable: false },
        { description: 'Edging', quantity: 1, unitPrice: 0.2, taxable: false },
      ],
    });
    // A draft is not the books' business.
    await aDraftInvoice(t, admin, customer.id);
    const paymentId = await aPayment(admin, customer.id, invoice.id, 100.1);
    const before = entityCounts();

    await syncNow(admin);

    expect(entityCounts()).toEqual({ customers: before.customers + 1, invoices: before.invoices + 1, payments: before.payments + 1 });
    const customerRow = await syncRowOf(admin.companyId, customer.id);
    const invoiceRow = await syncRowOf(admin.companyId, invoice.id);
    const paymentRow = await syncRowOf(admin.companyId, paymentId);
    for (const row of [customerRow, invoiceRow, paymentRow]) expect(row).toMatchObject({ status: 'synced', lastError: '', attempts: 0, syncToken: '0' });
    const qbCustomer = intuit.entities.customer.get(customerRow.quickBooksId!)!;
    expect(qbCustomer).toMatchObject({ DisplayName: customer.displayName, PrimaryEmailAddr: { Address: customer.email }, BillAddr: { Line1: '4521 Bryant Ave S', PostalCode: '55419' } });
    const qbInvoice = intuit.entities.invoice.get(invoiceRow.quickBooksId!)!;
    expect(qbInvoice).toMatchObject({ CustomerRef: { value: customerRow.quickBooksId }, DocNumber: `INV-${invoice.number}`, TxnDate: invoice.issueDate, DueDate: invoice.dueDate });
    const qbPayment = intuit.entities.payment.get(paymentRow.quickBooksId!)!;
    expect(qbPayment).toMatchObject({ CustomerRef: { value: customerRow.quickBooksId }, TotalAmt: 100.1, PaymentRefNum: '1234', Line: [{ Amount: 100.1, LinkedTxn: [{ TxnId: invoiceRow.quickBooksId, TxnType: 'Invoice' }] }] });
    // Money arrives as JSON numbers with exactly its digits: 3 × $40.10 is 120.30, never 120.29999999999998.
    const invoiceWrite = intuit.writes.find((write) => write.entity === 'invoice' && write.body.DocNumber === `INV-${invoice.number}`)!;
    expect(invoiceWrite.raw).toContain('"Amount":120.30');
    expect(invoiceWrite.raw).toContain('"Amount":0.20');
    expect(invoiceWrite.query.get('minorversion')).toBe('75');
    expect(invoiceWrite.query.get('requestid')).toBe(`${invoiceRow.id}-0`);

    const status = await statusOf(admin);
    expect(status.counts).toEqual({ synced: 3, pending: 0, failed: 0 });
    expect(status.lastSyncAt).not.toBeNull();
  });

  it('is idempotent: a second sync sends nothing, a changed record is updated with its SyncToken, and a lost answer is replayed by requestid', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const customer = await anInvoiceCustomer(t, admin, { firstName: 'Ola', lastName: `Berg ${admin.companyId.slice(0, 8)}` });
    await aSentInvoice(admin, customer.id);
    await syncNow(admin);
    const counts = entityCounts();
    const writes = intuit.writes.length;

    await syncNow(admin);
    expect(intuit.writes.length).toBe(writes);
    expect(entityCounts()).toEqual(counts);

    // The office renames the customer: the same QuickBooks customer is updated, sparse, naming its SyncToken.
    await t.database.db
      .update(customers)
      .set({ displayName: `Ola Berg-Lund ${admin.companyId.slice(0, 8)}`, updatedAt: sql`now()` })
      .where(and(eq(customers.companyId, admin.companyId), eq(customers.id, customer.id)));
    await syncNow(admin);
    const row = await syncRowOf(admin.companyId, customer.id);
    expect(entityCounts()).toEqual(counts);
    const update = intuit.writes.at(-1)!;
    expect(update.body).toMatchObject({ Id: row.quickBooksId, SyncToken: '0', sparse: true, DisplayName: `Ola Berg-Lund ${admin.companyId.slice(0, 8)}` });
    expect(row).toMatchObject({ status: 'synced', syncToken: '1' });
    // The invoice's body did not change with it: no call for the invoice.
    expect(intuit.writes.slice(writes).map((write) => write.entity)).toEqual(['customer']);

    // A create whose answer never reached us (we crashed before storing it) is sent again with the same requestid, and
    // Intuit answers the first answer: still one customer.
    const another = await anInvoiceCustomer(t, admin, { firstName: 'Ivy', lastName: `Lowe ${admin.companyId.slice(0, 8)}` });
    await aSentInvoice(admin, another.id);
    await syncNow(admin);
    const created = await syncRowOf(admin.companyId, another.id);
    await t.database.db
      .update(quickBooksSyncRecords)
      .set({ quickBooksId: null, syncToken: null, status: 'pending', requestSeq: created.requestSeq - 1, bodyHash: null })
      .where(eq(quickBooksSyncRecords.id, created.id));
    const size = intuit.entities.customer.size;
    await t.database.db.update(customers).set({ updatedAt: sql`now()` }).where(eq(customers.id, another.id));
    await syncNow(admin);
    expect(intuit.writes.filter((write) => write.query.get('requestid') === `${created.id}-0`).map((write) => write.replayed)).toEqual([false, true]);
    expect(intuit.entities.customer.size).toBe(size);
    expect(await syncRowOf(admin.companyId, another.id)).toMatchObject({ status: 'synced', quickBooksId: created.quickBooksId });
  });

  it('a refused access token (401) is refreshed once, the rotated refresh token kept, and the record synced', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const [before] = await t.database.db.select().from(quickBooksConnections).where(eq(quickBooksConnections.companyId, admin.companyId));
    const customer = await anInvoiceCustomer(t, admin, { firstName: 'Rey', lastName: `Cho ${admin.companyId.slice(0, 8)}` });
    await aSentInvoice(admin, customer.id);
    intuit.expireAccessTokens();
    const refreshes = intuit.grants.filter((grant) => grant.grantType === 'refresh_token').length;

    await syncNow(admin);

    expect(intuit.grants.filter((grant) => grant.grantType === 'refresh_token').length).toBe(refreshes + 1);
    expect((await syncRowOf(admin.companyId, customer.id)).status).toBe('synced');
    const [after] = await t.database.db.select().from(quickBooksConnections).where(eq(quickBooksConnections.companyId, admin.companyId));
    expect(after!.refreshToken).not.toBe(before!.refreshToken);
    expect(after!.accessToken).not.toBe(before!.accessToken);
  });

  it('a refresh token QuickBooks no longer accepts asks for a reconnect', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const customer = await anInvoiceCustomer(t, admin, { firstName: 'Tom', lastName: `Ode ${admin.companyId.slice(0, 8)}` });
    await aSentInvoice(admin, customer.id);
    intuit.expireAccessTokens();
    intuit.failNext(/^\/oauth2\/v1\/tokens\/bearer$/, 400, { error: 'invalid_grant' });
    await syncNow(admin);
    const status = await statusOf(admin);
    expect(status.connection?.needsReconnect).toBe(true);
    expect(status.failed[0]?.lastError).toMatch(/Connect QuickBooks again/);
    const sync = await t.call('POST', '/integrations/quickbooks/sync', { token: admin.token });
    expect(sync.status).toBe(409);
  });

  it('a 500 from QuickBooks leaves the record pending and the job retries it with backoff until it syncs', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const customer = await anInvoiceCustomer(t, admin, { firstName: 'Ada', lastName: `Moss ${admin.companyId.slice(0, 8)}` });
    intuit.failNext(/\/customer$/, 500, { Fault: { Error: [{ Message: 'An application error has occurred' }], type: 'SystemFault' } }, 2);
    await aSentInvoice(admin, customer.id);

    await syncNow(admin);
    const pending = await syncRowOf(admin.companyId, customer.id);
    expect(pending).toMatchObject({ status: 'pending', lastError: 'QuickBooks answered 500' });
    expect((await statusOf(admin)).counts.pending).toBeGreaterThan(0);
    const [job] = await t.database.db
      .select({ status: backgroundJobs.status, waits: sql<boolean>`${backgroundJobs.runAt} > now()` })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.companyId, admin.companyId), eq(backgroundJobs.kind, QUICKBOOKS_PUSH_JOB), eq(backgroundJobs.status, 'queued')));
    expect(job).toEqual({ status: 'queued', waits: true });

    // The backoff has passed.
    await t.database.db.update(backgroundJobs).set({ runAt: sql`now()` }).where(and(eq(backgroundJobs.companyId, admin.companyId), eq(backgroundJobs.status, 'queued')));
    await drain();
    expect(await syncRowOf(admin.companyId, customer.id)).toMatchObject({ status: 'synced', attempts: 0, lastError: '' });
    expect((await statusOf(admin)).counts).toEqual({ synced: 2, pending: 0, failed: 0 });
  });

  it('a 400 marks the record failed with Intuit’s Fault message, its invoice too; after the fix a retry syncs both', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const name = `Duplicate ${admin.companyId.slice(0, 8)}`;
    // QuickBooks already has a customer of that name (entered by the bookkeeper).
    intuit.entities.customer.set('9001', { Id: '9001', SyncToken: '0', DisplayName: name });
    const customer = await anInvoiceCustomer(t, admin, { firstName: 'Duplicate', lastName: admin.companyId.slice(0, 8) });
    const invoice = await aSentInvoice(admin, customer.id);
    await syncNow(admin);

    const status = await statusOf(admin);
    expect(status.counts).toEqual({ synced: 0, pending: 0, failed: 2 });
    const failedCustomer = status.failed.find((record) => record.recordType === 'customer')!;
    const failedInvoice = status.failed.find((record) => record.recordType === 'invoice')!;
    expect(failedCustomer).toMatchObject({ recordId: customer.id, label: name, lastError: 'Duplicate Name Exists Error: The name supplied already exists. : Id=9001', attempts: 1 });
    expect(failedInvoice).toMatchObject({ recordId: invoice.id, label: `INV-${invoice.number}` });
    expect(failedInvoice.lastError).toBe(`Customer ${name} could not be synced: Duplicate Name Exists Error: The name supplied already exists. : Id=9001`);

    // Retrying without a fix fails the same way, once more.
    const again = await t.call('POST', `/integrations/quickbooks/records/${failedCustomer.id}/retry`, { token: admin.token });
    expect(again.status, again.text).toBe(202);
    await drain();
    expect(await syncRowOf(admin.companyId, customer.id)).toMatchObject({ status: 'failed', attempts: 2 });

    await t.database.db.update(customers).set({ displayName: `${name} (Groundwork)`, updatedAt: sql`now()` }).where(eq(customers.id, customer.id));
    for (const record of [failedCustomer, failedInvoice]) {
      const retry = await t.call('POST', `/integrations/quickbooks/records/${record.id}/retry`, { token: admin.token });
      expect(retry.status, retry.text).toBe(202);
      expect(retry.body.data).toEqual({ record: { id: record.id, status: 'pending' } });
    }
    await drain();
    const fixed = await statusOf(admin);
    expect(fixed.counts).toEqual({ synced: 2, pending: 0, failed: 0 });
    expect(fixed.failed).toEqual([]);
    const customerRow = await syncRowOf(admin.companyId, customer.id);
    expect(intuit.entities.invoice.get((await syncRowOf(admin.companyId, invoice.id)).quickBooksId!)).toMatchObject({ CustomerRef: { value: customerRow.quickBooksId } });

    // A record that has synced is not retried.
    const done = await t.call('POST', `/integrations/quickbooks/records/${failedCustomer.id}/retry`, { token: admin.token });
    expect(done.status).toBe(409);
  });

  it('a voided invoice QuickBooks has is voided there too', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    const customer = await anInvoiceCustomer(t, admin, { firstName: 'Vic', lastName: `Void ${admin.companyId.slice(0, 8)}` });
    const invoice = await aSentInvoice(admin, customer.id);
    await syncNow(admin);
    const voided = await t.call('POST', `/invoices/${invoice.id}/void`, { token: admin.token, body: { reason: 'Billed the wrong customer', updatedAt: invoice.updatedAt } });
    expect(voided.status, voided.text).toBe(200);
    await syncNow(admin);
    const row = await syncRowOf(admin.companyId, invoice.id);
    expect(intuit.writes.at(-1)!.query.get('operation')).toBe('void');
    expect(intuit.entities.invoice.get(row.quickBooksId!)).toMatchObject({ voided: true });
    expect(row.status).toBe('synced');
  });

  it('another company can neither read the first one’s sync records nor retry them: 404', async () => {
    const admin = await signedInUser(t);
    await connect(admin);
    intuit.entities.customer.set('9002', { Id: '9002', SyncToken: '0', DisplayName: `Taken ${admin.companyId.slice(0, 8)}` });
    await aSentInvoice(admin, (await anInvoiceCustomer(t, admin, { firstName: 'Taken', lastName: admin.companyId.slice(0, 8) })).id);
    await syncNow(admin);
    const [failed] = (await statusOf(admin)).failed;
    expect(failed).toBeDefined();

    const other = await signedInUser(t);
    await connect(other);
    const theirs = await statusOf(other);
    expect(theirs.counts).toEqual({ synced: 0, pending: 0, failed: 0 });
    expect(theirs.failed).toEqual([]);
    const retry = await t.call('POST', `/integrations/quickbooks/records/${failed!.id}/retry`, { token: other.token });
    expect(retry.status).toBe(404);
    expect(retry.body.message).toBe(QUICKBOOKS_RECORD_NOT_FOUND_MESSAGE);
    expect((await syncRowOf(admin.companyId, failed!.recordId)).status).toBe('failed');
  });
});
