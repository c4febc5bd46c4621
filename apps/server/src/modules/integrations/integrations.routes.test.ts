import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  API_KEY_NOT_ALLOWED_MESSAGE,
  API_KEY_READ_ONLY_MESSAGE,
  apiKeyCreatedSchema,
  calendarFeedSchema,
  deliveryListSchema,
  parseSignatureHeader,
  SIGNATURE_TOLERANCE_SECONDS,
  webhookSchema,
  type WebhookDelivery,
} from '@groundwork/domain/integrations';
import { UNSTORABLE_TEXT_MESSAGE } from '@groundwork/domain/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys, backgroundJobs, companyInformation, webhookEndpoints } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aDraftInvoice, anInvoiceCustomer } from '../../test/invoice-builders';
import { aReportCrew, aReportCustomer, aReportEmployee, aWorkOrder } from '../../test/report-builders';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { reachesPrivateNetwork } from './webhooks.service';

const t = useTestApp({ WEBHOOKS_ALLOW_PRIVATE: 'true' });

// ── A receiver on this machine: records what it is sent and answers what the test says ──
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let answerWith = 200;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answerWith, { 'content-type': 'text/plain' }).end(answerWith === 200 ? 'ok' : 'receiver is down');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/groundwork`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});
beforeEach(() => {
  received = [];
  answerWith = 200;
});
// Each test subscribes its own webhooks: none is left to hear the next test's events.
afterEach(async () => {
  await t.database.db.delete(webhookEndpoints);
});

/** What a receiver does with a delivery: checks the signature against the secret, refuses one older than the tolerance. */
function verify(delivery: Received, secret: string): boolean {
  const header = parseSignatureHeader(delivery.headers['groundwork-signature'] as string | undefined);
  if (!header || Math.abs(Date.now() / 1000 - header.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', secret).update(`${header.timestamp}.${delivery.body}`).digest('hex');
  return header.signatures.includes(expected);
}

/** Runs the deliveries due now, and those waiting for a retry as if their time had come. */
async function deliverNow(): Promise<void> {
  await t.database.db.update(backgroundJobs).set({ runAt: sql`now()` }).where(sql`${backgroundJobs.kind} = 'webhook.deliver' and ${backgroundJobs.status} = 'queued'`);
  await t.app.queue.drain({ kinds: ['webhook.deliver'] });
}

let owner: SignedInUser;
let officeManager: SignedInUser;
let crewLeader: SignedInUser;
let other: SignedInUser;

beforeAll(async () => {
  owner = await signedInUser(t);
  officeManager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
  crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
  other = await signedInUser(t);
});

async function aWebhook(events: string[], by: SignedInUser = owner, url = receiverUrl) {
  const response = await t.call('POST', '/integrations/webhooks', { token: by.token, body: { url, description: 'Zapier: new leads to the CRM', events } });
  expect(response.status, response.text).toBe(201);
  return webhookSchema.parse(response.body.data.webhook);
}

async function deliveriesOf(webhookId: string, by: SignedInUser = owner): Promise<WebhookDelivery[]> {
  const response = await t.call('GET', `/integrations/webhooks/${webhookId}/deliveries`, { token: by.token });
  expect(response.status, response.text).toBe(200);
  return deliveryListSchema.parse(response.body.data).deliveries;
}

async function aLead(by: SignedInUser, firstName = 'Dana') {
  const response = await t.call('POST', '/leads', { token: by.token, body: { type: 'residential', firstName, lastName: 'Whitfield', email: `${firstName.toLowerCase()}@example.test` } });
  expect(response.status, response.text).toBe(200);
  return response.body.data.lead as { id: string };
}

describe('webhooks', () => {
  it('delivers a subscribed event signed with the endpoint’s secret, and logs the receiver’s answer', async () => {
    const webhook = await aWebhook(['lead.created']);
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const lead = await aLead(owner);
    await deliverNow();

    expect(received).toHaveLength(1);
    const [delivery] = received;
    expect(verify(delivery!, webhook.secret)).toBe(true);
    expect(verify(delivery!, 'whsec_someone-else')).toBe(false);
    expect(delivery!.headers['groundwork-event']).toBe('lead.created');
    const event = JSON.parse(delivery!.body);
    expect(event).toMatchObject({ type: 'lead.created', data: { id: lead.id, name: 'Dana Whitfield', email: 'dana@example.test', origin: 'app' } });
    expect(event.id).toMatch(/^evt_[0-9a-f]{24}$/);

    const [logged] = await deliveriesOf(webhook.id);
    expect(logged).toMatchObject({ status: 'succeeded', attempts: 1, responseCode: 200, eventType: 'lead.created', eventId: event.id, error: 'ok' });
    expect(delivery!.headers['groundwork-delivery']).toBe(logged!.id);
  });

  it('sends nothing for events not subscribed to, nor to a webhook turned off, nor after a rolled-back change', async () => {
    const webhook = await aWebhook(['invoice.paid']);
    await aLead(owner, 'Quiet');
    const off = await aWebhook(['lead.created']);
    const put = await t.call('PUT', `/integrations/webhooks/${off.id}`, { token: owner.token, body: { url: receiverUrl, events: ['lead.created'], active: false } });
    expect(put.status, put.text).toBe(200);
    await aLead(owner, 'Silent');
    // A lead refused by validation writes nothing, so announces nothing.
    expect((await t.call('POST', '/leads', { token: owner.token, body: { type: 'residential', firstName: '' } })).status).toBe(400);
    await deliverNow();
    expect(received.filter((entry) => JSON.parse(entry.body).data.name !== 'Dana Whitfield')).toEqual([]);
    expect(await deliveriesOf(webhook.id)).toEqual([]);
    expect(await deliveriesOf(off.id)).toEqual([]);
  });

  it('retries a receiver that is down with backoff, succeeds when it is back, and a replay delivers the same event once more', async () => {
    const webhook = await aWebhook(['lead.created']);
    answerWith = 503;
    await aLead(owner, 'Retry');
    await deliverNow();
    let [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'retrying', attempts: 1, responseCode: 503, error: 'HTTP 503: receiver is down' });
    expect(new Date(delivery!.nextAttemptAt!).getTime()).toBeGreaterThan(Date.now() + 20_000);

    answerWith = 200;
    await deliverNow();
    [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 2, responseCode: 200, nextAttemptAt: null });
    expect(received).toHaveLength(2);
    expect(received[0]!.body).toBe(received[1]!.body);

    const replay = await t.call('POST', `/integrations/webhook_deliveries/${delivery!.id}/replay`, { token: owner.token });
    expect(replay.status, replay.text).toBe(202);
    await deliverNow();
    expect(received).toHaveLength(3);
    expect(JSON.parse(received[2]!.body).id).toBe(delivery!.eventId);
    expect(verify(received[2]!, webhook.secret)).toBe(true);
    const log = await deliveriesOf(webhook.id);
    expect(log).toHaveLength(2);
    expect(log[0]).toMatchObject({ replayOf: delivery!.id, status: 'succeeded', eventId: delivery!.eventId });
  });

  it('fails a delivery after its last try, with the reason in the log', async () => {
    const webhook = await aWebhook(['lead.created']);
    answerWith = 500;
    await aLead(owner, 'Doomed');
    for (let attempt = 0; attempt < 8; attempt += 1) await deliverNow();
    const [delivery] = await deliveriesOf(webhook.id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, responseCode: 500, nextAttemptAt: null });
    const list = await t.call('GET', '/integrations/webhooks', { token: owner.token });
    expect(list.body.data.webhooks.find((entry: { id: string }) => entry.id === webhook.id)).toMatchObject({ failedLastDay: 1, lastDelivery: { status: 'failed', responseCode: 500 } });
  });

  it('announces invoices sent and paid and payments received, whichever way they happen', async () => {
    const webhook = await aWebhook(['invoice.sent', 'invoice.paid', 'payment.received']);
    const customer = await anInvoiceCustomer(t, owner);
    const invoice = await aDraftInvoice(t, owner, customer.id);
    const sent = await t.call('POST', `/invoices/${invoice.id}/send`, { token: owner.token, body: { delivery: 'mark_sent', updatedAt: invoice.updatedAt } });
    expect(sent.status, sent.text).toBe(200);
    const paid = await t.call('POST', '/payments', { token: owner.token, body: { customerId: customer.id, method: 'cash', date: '2026-05-03', amount: 120 } });
    expect(paid.status, paid.text).toBe(201);
    await deliverNow();
    const events = received.map((entry) => JSON.parse(entry.body));
    expect(events.map((event) => event.type).sort()).toEqual(['invoice.paid', 'invoice.sent', 'payment.received']);
    expect(events.find((event) => event.type === 'invoice.paid').data).toMatchObject({ id: invoice.id, number: invoice.number, total: '120.00', amountPaid: '120.00', balance: '0.00' });
    expect(events.find((event) => event.type === 'payment.received').data).toMatchObject({ customerId: customer.id, amount: '120.00', method: 'cash', source: 'office' });
    for (const entry of received) expect(verify(entry, webhook.secret)).toBe(true);
  });

  it('announces a work order completed in the office', async () => {
    await aWebhook(['work_order.completed']);
    const customer = await aReportCustomer(t, owner.companyId);
    const order = await aWorkOrder(t, owner.companyId, { customerId: customer.id, status: 'in_progress', date: '2026-05-04', price: 65 });
    const read = await t.call('GET', `/orders/${order.id}`, { token: owner.token });
    const put = await t.call('PUT', `/orders/${order.id}`, { token: owner.token, body: { status: 'completed', updatedAt: read.body.data.order.updatedAt } });
    expect(put.status, put.text).toBe(200);
    await deliverNow();
    expect(received.map((entry) => JSON.parse(entry.body))).toMatchObject([{ type: 'work_order.completed', data: { id: order.id, number: order.number, price: '65.00', completedAt: expect.any(String) } }]);
  });

  it('sends a test event on request, and a new secret signs from then on', async () => {
    const webhook = await aWebhook(['customer.created']);
    const test = await t.call('POST', `/integrations/webhooks/${webhook.id}/test`, { token: owner.token });
    expect(test.status, test.text).toBe(202);
    const rolled = await t.call('POST', `/integrations/webhooks/${webhook.id}/roll_secret`, { token: owner.token });
    const secret = webhookSchema.parse(rolled.body.data.webhook).secret;
    expect(secret).not.toBe(webhook.secret);
    await deliverNow();
    expect(JSON.parse(received[0]!.body).type).toBe('webhook.ping');
    expect(verify(received[0]!, secret)).toBe(true);
    expect(verify(received[0]!, webhook.secret)).toBe(false);
  });

  it('refuses private addresses unless the server allows them', async () => {
    expect(await reachesPrivateNetwork('http://127.0.0.1:8080/x')).toBe(true);
    expect(await reachesPrivateNetwork('http://169.254.169.254/latest/meta-data')).toBe(true);
    expect(await reachesPrivateNetwork('https://[::1]/x')).toBe(true);
    expect(await reachesPrivateNetwork('https://[::ffff:10.0.0.1]/x')).toBe(true);
    expect(await reachesPrivateNetwork('http://localhost/x')).toBe(true);
    expect(await reachesPrivateNetwork('https://192.168.1.20/x')).toBe(true);
    expect(await reachesPrivateNetwork('https://8.8.8.8/x')).toBe(false);
  });

  it('is the admins’ alone: office managers and crew leaders get 403, API keys too', async () => {
    for (const user of [officeManager, crewLeader]) {
      expect((await t.call('GET', '/integrations/webhooks', { token: user.token })).status).toBe(403);
      expect((await t.call('POST', '/integrations/webhooks', { token: user.token, body: { url: receiverUrl, events: ['lead.created'] } })).status).toBe(403);
    }
  });

  it('keeps another company’s webhooks and deliveries out of reach: 404 everywhere', async () => {
    const webhook = await aWebhook(['lead.created']);
    await aLead(owner, 'Private');
    await deliverNow();
    const [delivery] = await deliveriesOf(webhook.id);
    const calls: Array<[string, string, unknown?]> = [
      ['PUT', `/integrations/webhooks/${webhook.id}`, { url: receiverUrl, events: ['lead.created'] }],
      ['DELETE', `/integrations/webhooks/${webhook.id}`],
      ['POST', `/integrations/webhooks/${webhook.id}/test`],
      ['POST', `/integrations/webhooks/${webhook.id}/roll_secret`],
      ['GET', `/integrations/webhooks/${webhook.id}/deliveries`],
      ['POST', `/integrations/webhook_deliveries/${delivery!.id}/replay`],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.call(method as 'GET', path, { token: other.token, ...(body ? { body } : {}) });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const list = await t.call('GET', '/integrations/webhooks', { token: other.token });
    expect(list.body.data.webhooks).toEqual([]);
    // The other company's leads never reach this company's webhook.
    await aLead(other, 'Elsewhere');
    await deliverNow();
    expect(received.filter((entry) => JSON.parse(entry.body).data.name === 'Elsewhere Whitfield')).toEqual([]);
    expect((await t.call('DELETE', `/integrations/webhooks/${webhook.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', `/integrations/webhooks/${webhook.id}/deliveries`, { token: owner.token })).status).toBe(404);
  });

  it.each([
    ['a NUL byte', { url: receiverUrl, events: ['lead.created'], description: 'a\u0000b' }, 'description', UNSTORABLE_TEXT_MESSAGE],
    ['a lone surrogate', { url: receiverUrl, events: ['lead.created'], description: 'x\ud800y' }, 'description', UNSTORABLE_TEXT_MESSAGE],
    ['a huge address', { url: `https://example.com/${'a'.repeat(3000)}`, events: ['lead.created'] }, 'url', 'The address must be at most 2,000 characters'],
    ['a script for an address', { url: 'javascript:alert(1)', events: ['lead.created'] }, 'url', 'Enter a full web address starting with https:// (or http://)'],
    ['events as text', { url: receiverUrl, events: 'lead.created' }, 'events', 'Events must be a list'],
    ['an unknown event', { url: receiverUrl, events: ['everything'] }, 'events.0', 'Not an event Groundwork sends'],
    ['no events', { url: receiverUrl, events: [] }, 'events', 'Choose at least one event'],
    ['a forged company', { url: receiverUrl, events: ['lead.created'], companyId: '00000000-0000-4000-8000-000000000000' }, '', ''],
  ])('refuses a webhook with %s (400, nothing saved)', async (_label, body, field, message) => {
    const before = (await t.call('GET', '/integrations/webhooks', { token: other.token })).body.data.webhooks.length;
    const response = await t.call('POST', '/integrations/webhooks', { token: other.token, body });
    expect(response.status, response.text).toBe(400);
    if (field) expect(response.body.details.fieldErrors[field]).toEqual([message]);
    expect((await t.call('GET', '/integrations/webhooks', { token: other.token })).body.data.webhooks).toHaveLength(before);
  });
});

describe('API keys', () => {
  async function aKey(scope: 'read' | 'read_write', by: SignedInUser = owner) {
    const response = await t.call('POST', '/integrations/api_keys', { token: by.token, body: { name: `Zapier ${scope}`, scope } });
    expect(response.status, response.text).toBe(201);
    return apiKeyCreatedSchema.parse(response.body.data);
  }

  it('shows a key once, keeps only its hash, and lets it act within its scope until revoked', async () => {
    const { apiKey, key } = await aKey('read');
    expect(key).toMatch(/^gw_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.hint).toBe(`${key.slice(0, 7)}…`);
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(JSON.stringify(stored)).not.toContain(key.slice(7));
    const list = await t.call('GET', '/integrations/api_keys', { token: owner.token });
    expect(JSON.stringify(list.body)).not.toContain(key.slice(7));

    const read = await t.call('GET', '/customers', { token: key });
    expect(read.status, read.text).toBe(200);
    expect((await t.call('GET', '/auth/me', { token: key })).body.data.user.id).toBe(owner.userId);
    const write = await t.call('POST', '/leads', { token: key, body: { type: 'residential', firstName: 'Via', lastName: 'Key' } });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe(API_KEY_READ_ONLY_MESSAGE);
    const used = await t.call('GET', '/integrations/api_keys', { token: owner.token });
    expect(used.body.data.apiKeys.find((entry: { id: string }) => entry.id === apiKey.id).lastUsedAt).not.toBeNull();

    const revoked = await t.call('POST', `/integrations/api_keys/${apiKey.id}/revoke`, { token: owner.token });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.apiKey.revokedAt).not.toBeNull();
    expect((await t.call('GET', '/customers', { token: key })).status).toBe(401);
  });

  it('a read-write key writes, but never reaches integrations or the account', async () => {
    const { key } = await aKey('read_write');
    const write = await t.call('POST', '/leads', { token: key, body: { type: 'residential', firstName: 'Via', lastName: 'Key' } });
    expect(write.status, write.text).toBe(200);
    for (const [method, path] of [
      ['GET', '/integrations/api_keys'],
      ['POST', '/integrations/api_keys'],
      ['GET', '/integrations/webhooks'],
      ['PUT', '/auth/profile'],
      ['POST', '/auth/logout'],
    ] as const) {
      const response = await t.call(method, path, { token: key, body: method === 'GET' ? undefined : { name: 'x', scope: 'read' } });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.message).toBe(API_KEY_NOT_ALLOWED_MESSAGE);
    }
  });

  it('refuses made-up, malformed and other companies’ keys', async () => {
    const { apiKey } = await aKey('read');
    for (const token of [`gw_${'A'.repeat(43)}`, 'gw_short', `gw_${'A'.repeat(42)}\u0000`, `gw_${'x'.repeat(5000)}`]) expect((await t.call('GET', '/customers', { token })).status).toBe(401);
    expect((await t.call('POST', `/integrations/api_keys/${apiKey.id}/revoke`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/integrations/api_keys', { token: other.token })).body.data.apiKeys).toEqual([]);
    expect((await t.call('POST', '/integrations/api_keys', { token: officeManager.token, body: { name: 'Mine', scope: 'read' } })).status).toBe(403);
    const bad = await t.call('POST', '/integrations/api_keys', { token: owner.token, body: { name: '', scope: 'admin', extra: true } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details.fieldErrors).sort()).toEqual(expect.arrayContaining(['name', 'scope']));
  });

  it('a key made by someone in another company answers only for that company', async () => {
    const { key } = await aKey('read', other);
    const customer = await aReportCustomer(t, owner.companyId);
    expect((await t.call('GET', `/customers/${customer.id}`, { token: key })).status).toBe(404);
  });
});

describe('calendar feeds', () => {
  it('gives a crew a secret iCalendar address with its work orders at their times in the company’s zone, until turned off', async () => {
    await t.database.db
      .update(companyInformation)
      .set({ companyDetails: sql`jsonb_set(coalesce(${companyInformation.companyDetails}, '{}'::jsonb), '{timeZone}', '"America/Chicago"')` })
      .where(eq(companyInformation.companyId, owner.companyId));
    const crew = await aReportCrew(t, owner.companyId, { name: 'Maintenance Crew B' });
    const customer = await aReportCustomer(t, owner.companyId, { displayName: 'Maria Lopez, Oak St' });
    const today = new Date().toISOString().slice(0, 10);
    const order = await aWorkOrder(t, owner.companyId, { customerId: customer.id, crewId: crew.id, status: 'scheduled', date: today, title: 'Weekly Mowing', budgetedHours: 3 });
    await t.database.db.execute(sql`update work_orders set start_time = '08:30', crew_size = 2 where id = ${order.id}`);
    await aWorkOrder(t, owner.companyId, { customerId: customer.id, crewId: crew.id, status: 'scheduled', date: '2020-01-01', title: 'Long ago' });

    const created = await t.call('POST', '/integrations/calendar_feeds', { token: officeManager.token, body: { crewId: crew.id } });
    expect(created.status, created.text).toBe(201);
    const feed = calendarFeedSchema.parse(created.body.data.feed);
    expect(feed).toMatchObject({ kind: 'crew', name: 'Maintenance Crew B' });
    expect(feed.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/v2/public/calendar/[A-Za-z0-9_-]{43}\\.ics$`));

    const path = feed.url.slice(`${TEST_PUBLIC_URL}/api/v2`.length);
    const ics = await t.call('GET', path);
    expect(ics.status, ics.text).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = ics.text;
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:');
    expect(text).toContain(`UID:work-order-${order.id}@groundwork`);
    expect(text).toContain(`SUMMARY:WO-${order.number} · Weekly Mowing · Maria Lopez\\, Oak St`);
    // 8:30 in Chicago, for 3 budgeted hours over a crew of 2: 1 h 30.
    const start = /DTSTART:(\d{8}T\d{6}Z)/.exec(text)![1]!;
    const end = /DTEND:(\d{8}T\d{6}Z)/.exec(text)![1]!;
    const asDate = (value: string) => new Date(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:00Z`);
    expect(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', hour: 'numeric', minute: '2-digit' }).format(asDate(start))).toBe('8:30 AM');
    expect(asDate(end).getTime() - asDate(start).getTime()).toBe(90 * 60_000);
    expect(text).not.toContain('Long ago');

    const listed = await t.call('GET', '/integrations/calendar_feeds', { token: owner.token });
    expect(listed.body.data.feeds.find((entry: { id: string }) => entry.id === feed.id).lastFetchedAt).not.toBeNull();

    expect((await t.call('DELETE', `/integrations/calendar_feeds/${feed.id}`, { token: owner.token })).status).toBe(200);
    expect((await t.call('GET', path)).status).toBe(404);
  });

  it('gives an employee the orders of every crew they are on', async () => {
    const employee = await aReportEmployee(t, owner.companyId, { firstName: 'Carlos' });
    const crew = await aReportCrew(t, owner.companyId, { name: 'Install Crew', memberIds: [employee.id] });
    const customer = await aReportCustomer(t, owner.companyId, { displayName: 'Hank Porter' });
    const today = new Date().toISOString().slice(0, 10);
    await aWorkOrder(t, owner.companyId, { customerId: customer.id, crewId: crew.id, status: 'scheduled', date: today, title: 'Paver patio' });
    const created = await t.call('POST', '/integrations/calendar_feeds', { token: owner.token, body: { employeeId: employee.id } });
    expect(created.status, created.text).toBe(201);
    const path = created.body.data.feed.url.slice(`${TEST_PUBLIC_URL}/api/v2`.length);
    const text = (await t.call('GET', path)).text;
    expect(text).toContain('Paver patio · Hank Porter · Install Crew');
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);
  });

  it('answers 404 to unknown tokens, and keeps feeds and crews within their company', async () => {
    for (const file of ['nope.ics', `${'A'.repeat(43)}.ics`, `${'A'.repeat(43)}`, '..%2F..%2Fetc%2Fpasswd']) {
      expect((await t.call('GET', `/public/calendar/${file}`)).status, file).toBe(404);
    }
    expect((await t.call('GET', `/public/calendar/${'A'.repeat(43)}.ics%00`)).status).toBe(400);
    // Longer than any route parameter: no route at all.
    expect((await t.call('GET', `/public/calendar/${'A'.repeat(500)}.ics`)).status).toBe(404);
    const crew = await aReportCrew(t, owner.companyId);
    const foreign = await t.call('POST', '/integrations/calendar_feeds', { token: other.token, body: { crewId: crew.id } });
    expect(foreign.status).toBe(404);
    const mine = await t.call('POST', '/integrations/calendar_feeds', { token: owner.token, body: { crewId: crew.id } });
    expect((await t.call('DELETE', `/integrations/calendar_feeds/${mine.body.data.feed.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/integrations/calendar_feeds', { token: other.token })).body.data.feeds).toEqual([]);
    expect((await t.call('GET', '/integrations/calendar_feeds', { token: crewLeader.token })).status).toBe(403);
    const neither = await t.call('POST', '/integrations/calendar_feeds', { token: owner.token, body: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.details.fieldErrors.crewId).toEqual(['Choose a crew or an employee']);
  });
});

describe('the integrations summary', () => {
  it('counts each connection for the page', async () => {
    await aWebhook(['lead.created']);
    const response = await t.call('GET', '/integrations/summary', { token: officeManager.token });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data.webhooks.active).toBeGreaterThan(0);
    expect(response.body.data.apiKeys.active).toBeGreaterThan(0);
    expect((await t.call('GET', '/integrations/summary', { token: crewLeader.token })).status).toBe(403);
  });
});
