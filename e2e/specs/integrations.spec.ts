import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshCompanies } from '../support/accounts';
import { acceptTermsViaApi, api, signInViaApi } from '../support/api';
import { checkAccessibility } from '../support/axe';
import { useBrowser } from '../support/browser';
import { dismissToasts, heading, signInViaUi, toast, visible } from '../support/ui';

const { owner } = freshCompanies.forms;
const demoOwner = () => ({ ...inject('demoOwner'), firstName: 'Dana', lastName: 'Whitfield' });
const browser = useBrowser();

// ── A receiving system on this machine, as Zapier's "Catch Hook" would be ──
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
let receiver: Server;
let receiverUrl: string;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/catch/1234/abcd`;
  await acceptTermsViaApi(owner);
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

/** What the receiving system does: recompute the signature over "{t}.{body}" with the secret, and compare. */
function signedWith(delivery: { headers: IncomingHttpHeaders; body: string }, secret: string): boolean {
  const header = String(delivery.headers['groundwork-signature'] ?? '');
  const timestamp = /t=(\d+)/.exec(header)?.[1];
  const signature = /v1=([0-9a-f]{64})/.exec(header)?.[1];
  if (!timestamp || !signature) return false;
  return createHmac('sha256', secret).update(`${timestamp}.${delivery.body}`).digest('hex') === signature;
}

async function eventually<T>(read: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('integrations', () => {
  it('an admin connects a webhook that receives signed events, and an API key that works until it is revoked', async () => {
    const page = await browser.newPage();
    await signInViaUi(page, owner);
    await page.goto('/integrations');
    await visible(heading(page, 'Integrations'));
    await visible(page.getByText('No webhooks yet'));
    await checkAccessibility(page, 'integrations, empty');

    // ── The webhook ──
    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByLabel('Address (URL)').fill(receiverUrl);
    await dialog.getByLabel('Description (optional)').fill('Zapier: new leads to our CRM');
    await dialog.getByRole('checkbox', { name: /lead\.created/ }).click();
    await dialog.getByRole('button', { name: 'Add webhook' }).click();
    await visible(toast(page, 'Webhook added'));
    await dismissToasts(page);
    const hook = page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem').first();
    await visible(hook.getByText(receiverUrl));
    await hook.getByRole('button', { name: 'Show' }).click();
    const secret = (await hook.locator('code').first().textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);

    await hook.getByRole('button', { name: 'Send test event' }).click();
    const ping = await eventually(() => received.find((entry) => JSON.parse(entry.body).type === 'webhook.ping'), 'the test event');
    expect(signedWith(ping, secret)).toBe(true);

    // A lead added in the office reaches the receiver as lead.created.
    const token = await signInViaApi(owner);
    const lead = await api<{ lead: { id: string } }>('POST', '/leads', { token, body: { type: 'residential', firstName: 'Priya', lastName: 'Natarajan', email: 'priya.natarajan@example.test' } });
    expect(lead.status).toBe(200);
    const created = await eventually(() => received.find((entry) => JSON.parse(entry.body).type === 'lead.created'), 'lead.created');
    expect(signedWith(created, secret)).toBe(true);
    expect(JSON.parse(created.body).data).toMatchObject({ id: lead.body.data!.lead.id, name: 'Priya Natarajan', email: 'priya.natarajan@example.test' });

    await hook.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByRole('dialog', { name: 'Deliveries' });
    await visible(log.getByText('lead.created'));
    await visible(log.getByText('Delivered · 200').nth(1));
    await checkAccessibility(page, 'integrations, delivery log');
    await page.keyboard.press('Escape');

    // ── The API key: shown once, works within its scope, refused once revoked ──
    await page.getByRole('button', { name: 'Make API key' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Make API key' });
    await keyDialog.getByLabel('Name').fill('Zapier');
    await keyDialog.getByRole('button', { name: 'Make key' }).click();
    const key = ((await page.getByTestId('new-api-key').textContent()) ?? '').trim();
    expect(key).toMatch(/^gw_[A-Za-z0-9_-]{43}$/);
    await page.getByRole('button', { name: 'I have copied it' }).click();
    expect(await page.getByText(key).count()).toBe(0);
    const read = await api<{ leads: Array<{ id: string }> }>('GET', '/leads', { token: key });
    expect(read.status).toBe(200);
    expect((await api('POST', '/leads', { token: key, body: { type: 'residential', firstName: 'Not', lastName: 'Allowed' } })).status).toBe(403);

    const keys = page.getByRole('list', { name: 'API keys' });
    await keys.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog', { name: 'Revoke this key?' }).getByRole('button', { name: 'Revoke key' }).click();
    await visible(keys.getByText('Revoked', { exact: true }));
    expect((await api('GET', '/leads', { token: key })).status).toBe(401);
    await api('POST', '/auth/logout', { token });
  });

  it('a calendar feed lists a crew’s week of work orders, and stops when turned off', async () => {
    await acceptTermsViaApi(demoOwner());
    const token = await signInViaApi(demoOwner());
    const crews = await api<{ crews: Array<{ id: string; name: string }> }>('GET', '/crews', { token });
    const crew = crews.body.data!.crews.find((entry) => entry.name === 'Maintenance Crew B')!;
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const week = await api<{ orders: Array<{ id: string; number: number; date: string | null }> }>('GET', `/orders?crewId=${crew.id}&from=${from}&to=${to}&limit=200`, { token });
    expect(week.status).toBe(200);
    expect(week.body.data!.orders.length).toBeGreaterThan(0);

    const page = await browser.newPage();
    await signInViaUi(page, demoOwner());
    await page.goto('/integrations#calendar-feeds');
    await visible(page.getByRole('button', { name: 'Make address' }));
    await page.getByLabel('New calendar address for').selectOption({ label: 'Maintenance Crew B' });
    await page.getByRole('button', { name: 'Make address' }).click();
    await visible(toast(page, 'Calendar address made'));
    const feed = page.getByRole('list', { name: 'Calendar feeds' }).getByRole('listitem').filter({ hasText: 'Maintenance Crew B' }).first();
    const url = ((await feed.locator('code').textContent()) ?? '').trim();
    expect(url).toMatch(/\/api\/v2\/public\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await checkAccessibility(page, 'integrations, calendar feeds');

    // What a calendar app reads: no sign-in, every order of the crew's week as an event.
    const ics = await fetch(url);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await ics.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('X-WR-CALNAME:');
    for (const order of week.body.data!.orders) expect(text).toContain(`UID:work-order-${order.id}@groundwork`);

    await feed.getByRole('button', { name: 'Turn off' }).click();
    await page.getByRole('alertdialog', { name: 'Turn this calendar address off?' }).getByRole('button', { name: 'Turn off' }).click();
    await visible(toast(page, 'Calendar address turned off'));
    expect((await fetch(url)).status).toBe(404);
    await api('POST', '/auth/logout', { token });
  });
});
