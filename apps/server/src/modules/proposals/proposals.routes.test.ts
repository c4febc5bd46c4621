import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { estimateResultSchema, type EstimateDetail, type EstimateItemInput } from '@groundwork/domain/estimates';
import {
  DEFAULT_PROPOSAL_TERMS,
  estimateActivityListSchema,
  PROPOSAL_ALREADY_ANSWERED_MESSAGE,
  PROPOSAL_EXPIRED_MESSAGE,
  PROPOSAL_LINK_INVALID_MESSAGE,
  PROPOSAL_NOT_SENDABLE_MESSAGE,
  publicProposalResultSchema,
  type PublicProposal,
} from '@groundwork/domain/proposals';
import { and, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { companyLogos, estimateActivities, estimates, proposalLinks } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { damagedPngs } from '../../test/images';
import { messagesTo } from '../../test/outbox';
import { TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

const t = useTestApp();

type LineBody = Partial<EstimateItemInput> & Pick<EstimateItemInput, 'id' | 'name' | 'type'>;
const lines: LineBody[] = [
  { id: 'p1', parentId: null, name: 'Weekly mowing', description: 'Mow, trim and blow, 28 visits', type: 'labor' },
  { id: 'c1', parentId: 'p1', name: 'Crew labor', type: 'labor', qty: 0.75, visits: 28, cost: 27.5 },
  { id: 'c2', parentId: 'p1', name: 'Fuel surcharge', type: 'product', qty: 1.5, visits: 28, cost: 3.4567 },
  { id: 'p2', parentId: null, name: 'Mulch install', description: 'Brown mulch, 6 yards', type: 'product' },
  { id: 'c3', parentId: 'p2', name: 'Mulch (yd)', type: 'product', qty: 6, visits: 1, cost: 32, rate: 65 },
  { id: 'c4', parentId: 'p2', name: 'Haul-away subcontractor', type: 'subcontractor', qty: 1, visits: 1, cost: 120 },
];
/** Keys that must never reach the client. */
const INTERNAL_KEYS = ['id', 'companyId', 'clientId', 'propertyId', 'cost', 'tCost', 'margin', 'markup', 'bHrs', 'tbHrs', 'calc', 'adjRate', 'breakdown', 'items', 'notes'];
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const DAMAGED_PNGS = await damagedPngs();
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function aCustomer(user: SignedInUser): Promise<Customer> {
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: { type: 'residential', firstName: 'Maria', lastName: 'Lopez', address: { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' } },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

async function anEstimate(user: SignedInUser, body: Record<string, unknown> = {}): Promise<EstimateDetail> {
  const customer = await aCustomer(user);
  const response = await t.call('POST', '/estimates', {
    token: user.token,
    body: { clientId: customer.id, clientType: 'customer', propertyId: customer.properties[0]!.id, description: 'Season 2026', notes: 'Gate code 1234', items: lines, ...body },
  });
  expect(response.status, response.text).toBe(200);
  return estimateResultSchema.parse(response.body.data).estimate;
}

/** Sends the estimate and gives back the token of the link the e-mail carries. */
async function send(user: SignedInUser, estimate: { id: string }, to = `client-${Math.random().toString(36).slice(2)}@example.test`) {
  const response = await t.call('POST', `/estimates/${estimate.id}/send`, { token: user.token, body: { to, message: 'Thanks for walking the property with us.' } });
  expect(response.status, response.text).toBe(200);
  const [message] = await messagesTo(t, to);
  const token = new RegExp(`${TEST_PUBLIC_URL}/proposal/([\\w-]+)`).exec(message!.text)?.[1];
  expect(token).toBeDefined();
  return { token: token!, message: message!, estimate: estimateResultSchema.parse(response.body.data).estimate };
}

async function view(token: string, ip?: string): Promise<PublicProposal> {
  const response = await t.call('GET', `/proposals/${token}`, ip ? { ip } : {});
  expect(response.status, response.text).toBe(200);
  return publicProposalResultSchema.parse(response.body.data).proposal;
}

async function activityOf(user: SignedInUser, id: string) {
  const response = await t.call('GET', `/estimates/${id}/activity`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return estimateActivityListSchema.parse(response.body.data).activity;
}

function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) allKeys(item, keys);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  return keys;
}

/** The text drawn in a PDF: inflates its streams and decodes the hex strings of its text operators. */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const contents: string[] = [];
  const stream = /stream\r?\n/g;
  let match: RegExpExecArray | null;
  while ((match = stream.exec(raw))) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    const bytes = pdf.subarray(start, end);
    try {
      contents.push(inflateSync(bytes).toString('latin1'));
    } catch {
      contents.push(bytes.toString('latin1'));
    }
    stream.lastIndex = end;
  }
  return contents
    .join('\n')
    .split(/\bTJ\b/)
    .map((chunk) => [...chunk.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1]!, 'hex').toString('latin1')).join(''))
    .join('\n');
}

describe('proposals', () => {
  it('sends the proposal: the client gets the link by e-mail, the estimate is sent and its activity says so', async () => {
    const user = await signedInUser(t);
    const estimate = await anEstimate(user);
    const { message, estimate: sent, token } = await send(user, estimate, 'maria@example.test');
    expect(sent).toMatchObject({ id: estimate.id, status: 'sent', terms: '' });
    // No expiry date: 30 days from today in the company's zone.
    const days = (Date.parse(sent.expiryDate!) - Date.parse(new Date().toISOString().slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(29);
    expect(days).toBeLessThanOrEqual(31);
    expect(message.subject).toBe(`Proposal #1001 from ${user.companyName}`);
    expect(message.text).toContain(`${TEST_PUBLIC_URL}/proposal/${token}`);
    expect(message.text).toContain('Thanks for walking the property with us.');
    expect(message.text).toContain('A copy of the proposal is attached (Proposal-1001.pdf).');
    expect(message.html).toContain(`href="${TEST_PUBLIC_URL}/proposal/${token}"`);
    expect(token).toMatch(/^[\w-]{43}$/);

    const activity = await activityOf(user, estimate.id);
    expect(activity.map((entry) => entry.kind)).toEqual(['sent', 'created']);
    expect(activity[0]).toMatchObject({ actorName: 'Dana Whitfield', detail: 'Sent to maria@example.test' });
    // The token itself is never stored.
    const [link] = await t.database.db.select().from(proposalLinks).where(eq(proposalLinks.estimateId, estimate.id));
    expect(link!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(link)).not.toContain(token);
  });

  it("sending a lead its proposal moves a new or contacted lead to 'Estimate sent', and no further back", async () => {
    const user = await signedInUser(t);
    const created = await t.call('POST', '/leads', { token: user.token, body: { type: 'residential', firstName: 'Tom', lastName: 'Nguyen', email: 'tom@example.test' } });
    expect(created.status, created.text).toBe(200);
    const leadId: string = created.body.data.lead.id;
    const estimate = await t.call('POST', '/estimates', { token: user.token, body: { clientId: leadId, clientType: 'lead', items: lines } });
    expect(estimate.status, estimate.text).toBe(200);
    const heldLeads: number = (await t.call('GET', '/leads', { token: user.token })).body.data.version;
    await send(user, estimate.body.data.estimate);

    const lead = await t.call('GET', `/leads/${leadId}`, { token: user.token });
    expect(lead.body.data.lead.status).toBe('estimate_sent');
    // The leads list (and a copy catching up on its changes) shows the new status too.
    const changes = await t.call('GET', `/leads?since=${heldLeads}`, { token: user.token });
    expect(changes.body.data.leads).toEqual([expect.objectContaining({ id: leadId, status: 'estimate_sent' })]);
    const activity = await t.call('GET', `/leads/${leadId}/activities`, { token: user.token });
    expect(activity.body.data.activities[0].text).toBe('Status changed from New to Estimate sent (proposal #1001 sent)');

    // A lost lead stays lost when another proposal goes out.
    const lost = await t.call('PUT', `/leads/${leadId}`, {
      token: user.token,
      body: { type: 'residential', firstName: 'Tom', lastName: 'Nguyen', status: 'lost', lostReason: 'Went with a cheaper crew', updatedAt: lead.body.data.lead.updatedAt },
    });
    expect(lost.status, lost.text).toBe(200);
    const second = await t.call('POST', '/estimates', { token: user.token, body: { clientId: leadId, clientType: 'lead', items: lines } });
    await send(user, second.body.data.estimate);
    expect((await t.call('GET', `/leads/${leadId}`, { token: user.token })).body.data.lead.status).toBe('lost');
  });

  it('the public link shows one estimate without signing in, with client-facing prices only', async () => {
    const user = await signedInUser(t);
    await anEstimate(user, { items: [lines[0], lines[1]] }); // another estimate of the company, never shown
    const estimate = await anEstimate(user, { terms: 'Net 15.', proposalDetail: 'summary' });
    await t.database.db.insert(companyLogos).values({ id: 'a'.repeat(63) + '1', companyId: user.companyId, kind: 'mainLogo', contentType: 'image/png', byteSize: PNG.length, bytes: PNG });
    const { token } = await send(user, estimate);

    const response = await t.call('GET', `/proposals/${token}`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const proposal = publicProposalResultSchema.parse(response.body.data).proposal;
    expect(proposal).toMatchObject({
      number: 1002,
      status: 'sent',
      company: { name: user.companyName, hasLogo: true },
      client: { name: 'Maria Lopez', addressLines: ['4521 Bryant Ave S', 'Minneapolis, MN 55419'] },
      description: 'Season 2026',
      terms: 'Net 15.',
      subtotal: estimate.totals.subtotal,
      tax: estimate.totals.tax,
      total: estimate.totals.grandTotal,
      response: null,
    });
    const [mowing, mulch] = estimate.breakdown.parentServiceBreakdowns;
    // A summary proposal: each service with its visits and price per visit, none of its lines.
    const perVisit = (amount: number, visits: number) => ({ visits, pricePerVisit: Math.round((amount * 100) / visits) / 100, pricePerVisitExact: Math.round(amount * 100) % visits === 0 });
    expect(proposal.lines).toEqual([
      { name: 'Weekly mowing', description: 'Mow, trim and blow, 28 visits', amount: mowing!.revenue, ...perVisit(mowing!.revenue, 28), details: [] },
      { name: 'Mulch install', description: 'Brown mulch, 6 yards', amount: mulch!.revenue, visits: 1, pricePerVisit: null, pricePerVisitExact: true, details: [] },
    ]);
    // Nothing internal anywhere: no ids, costs, hours, markups, margins or notes.
    const keys = allKeys(response.body.data);
    for (const key of INTERNAL_KEYS) expect(keys.has(key), key).toBe(false);
    expect(response.text).not.toMatch(UUID);
    expect(response.text).not.toContain('Gate code');
    expect(response.text).not.toContain('Crew labor');

    // The logo comes through the link only.
    const logo = await t.app.inject({ method: 'GET', url: `/api/v2/proposals/${token}/logo` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // The PDF carries the logo as an image.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v2/proposals/${token}/pdf` });
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');

    // Viewing twice within the hour records one view.
    await view(token);
    const kinds = (await activityOf(user, estimate.id)).map((entry) => entry.kind);
    expect(kinds).toEqual(['viewed', 'sent', 'created']);
  });

  it('approving records the typed name, time, address and browser, tells the creator, and closes the proposal', async () => {
    const user = await signedInUser(t);
    const estimate = await anEstimate(user);
    const { token } = await send(user, estimate);
    const before = Date.now();
    const approved = await t.call('POST', `/proposals/${token}/approve`, {
      ip: '10.99.1.2',
      headers: { 'user-agent': 'ClientBrowser/1.0' },
      body: { fullName: '  Jane Smith ', accept: true },
    });
    expect(approved.status, approved.text).toBe(200);
    const proposal = publicProposalResultSchema.parse(approved.body.data).proposal;
    expect(proposal.status).toBe('approved');
    expect(proposal.response).toMatchObject({ kind: 'approved', name: 'Jane Smith', message: null });
    expect(Date.parse(proposal.response!.at)).toBeGreaterThanOrEqual(before - 1000);

    const [row] = await t.database.db
      .select()
      .from(estimateActivities)
      .where(and(eq(estimateActivities.estimateId, estimate.id), eq(estimateActivities.kind, 'approved')));
    expect(row).toMatchObject({ actorName: 'Jane Smith', actorUserId: null, ipAddress: '10.99.1.2', userAgent: 'ClientBrowser/1.0' });
    const [notice] = await messagesTo(t, user.email);
    expect(notice!.subject).toBe('Proposal #1001 approved by Jane Smith');
    expect(notice!.text).toContain(`${TEST_PUBLIC_URL}/estimates/${estimate.id}`);

    // A second answer is refused; the page still shows the approval.
    for (const [path, body] of [
      ['decline', { reason: 'Too dear' }],
      ['changes', { message: 'Less mulch' }],
      ['approve', { fullName: 'Someone Else', accept: true }],
    ] as const) {
      const again = await t.call('POST', `/proposals/${token}/${path}`, { body });
      expect(again.status, path).toBe(422);
      expect(again.body.message).toBe(PROPOSAL_ALREADY_ANSWERED_MESSAGE);
    }
    expect((await view(token)).response?.name).toBe('Jane Smith');
    const detail = await t.call('GET', `/internal_estimates/${estimate.id}`, { token: user.token });
    expect(detail.body.data.estimate.status).toBe('approved');

    // The PDF now says who approved it, online.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v2/estimates/${estimate.id}/proposal.pdf`, headers: { authorization: `Bearer ${user.token}` } });
    expect(pdfText(pdf.rawPayload)).toContain('Approved by Jane Smith on');
  });

  it("the public proposal carries the company's time zone (and nothing else of its settings); the PDF dates the approval in it", async () => {
    const user = await signedInUser(t);
    const before = await t.call('GET', '/company_information', { token: user.token });
    const saved = await t.call('PUT', '/company_information', {
      token: user.token,
      body: { updatedAt: before.body.data.companyInformation.updatedAt, companyDetails: { companyName: user.companyName, timeZone: 'America/Chicago' } },
    });
    expect(saved.status, saved.text).toBe(200);
    const estimate = await anEstimate(user);
    const { token } = await send(user, estimate);

    const proposal = await view(token);
    expect(proposal.company.timeZone).toBe('America/Chicago');
    expect(Object.keys(proposal.company).sort()).toEqual(['addressLines', 'email', 'hasLogo', 'name', 'phone', 'timeZone', 'website']);

    const approved = await t.call('POST', `/proposals/${token}/approve`, { body: { fullName: 'Jane Smith', accept: true } });
    expect(approved.status, approved.text).toBe(200);
    // 05:30 UTC on November 21 is still the evening of November 20 in Chicago (already the 21st in New York).
    await t.database.db
      .update(estimateActivities)
      .set({ at: new Date('2030-11-21T05:30:00Z') })
      .where(and(eq(estimateActivities.estimateId, estimate.id), eq(estimateActivities.kind, 'approved')));
    expect((await view(token)).response?.at).toBe('2030-11-21T05:30:00.000Z');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v2/proposals/${token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Approved by Jane Smith on November 20, 2030 (online)');
  });

  it('declining and asking for changes move the status and record the client words; a re-send revokes the old link', async () => {
    const user = await signedInUser(t);
    const declined = await anEstimate(user);
    const first = await send(user, declined);
    const decline = await t.call('POST', `/proposals/${first.token}/decline`, { body: { reason: 'We went with another company' } });
    expect(decline.status, decline.text).toBe(200);
    expect(decline.body.data.proposal).toMatchObject({ status: 'declined', response: { kind: 'declined', name: null, message: 'We went with another company' } });
    expect((await activityOf(user, declined.id))[0]).toMatchObject({ kind: 'declined', actorName: 'Client', detail: 'We went with another company' });
    expect((await messagesTo(t, user.email))[0]!.subject).toBe('Proposal #1001 declined by Maria Lopez');

    const changed = await anEstimate(user);
    const original = await send(user, changed);
    const changes = await t.call('POST', `/proposals/${original.token}/changes`, { body: { message: 'Please drop the mulch' } });
    expect(changes.status, changes.text).toBe(200);
    expect(changes.body.data.proposal.status).toBe('changes_requested');
    // Sent again: the old link stops working, the new one shows an open proposal.
    const resent = await send(user, changed);
    expect(resent.estimate.status).toBe('sent');
    const old = await t.call('GET', `/proposals/${original.token}`);
    expect(old.status).toBe(404);
    expect(old.body.message).toBe(PROPOSAL_LINK_INVALID_MESSAGE);
    expect((await view(resent.token)).response).toBeNull();
    // Re-sending a sent proposal rotates the link too.
    const third = await send(user, changed);
    expect((await t.call('GET', `/proposals/${resent.token}/pdf`)).status).toBe(404);
    expect((await view(third.token)).status).toBe('sent');
  });

  it('links stop at the end of the expiry day, when revoked or when the estimate goes back to draft', async () => {
    const user = await signedInUser(t);
    const estimate = await anEstimate(user);
    const { token } = await send(user, estimate);
    await view(token);

    await t.database.db.update(estimates).set({ expiryDate: '2020-01-01' }).where(eq(estimates.id, estimate.id));
    for (const path of ['', '/pdf', '/logo']) {
      const response = await t.call('GET', `/proposals/${token}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.message).toBe(PROPOSAL_LINK_INVALID_MESSAGE);
    }
    const answer = await t.call('POST', `/proposals/${token}/approve`, { body: { fullName: 'Jane Smith', accept: true } });
    expect(answer.status).toBe(404);

    await t.database.db.update(estimates).set({ expiryDate: '2999-12-31' }).where(eq(estimates.id, estimate.id));
    expect((await t.call('GET', `/proposals/${token}`)).status).toBe(200);
    await t.database.db.update(proposalLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(proposalLinks.estimateId, estimate.id));
    expect((await t.call('GET', `/proposals/${token}`)).status).toBe(404);

    // Unknown and malformed tokens look the same.
    for (const bad of ['x'.repeat(43), 'short', 'a'.repeat(300)]) expect((await t.call('GET', `/proposals/${bad}`)).status, bad).toBe(404);

    // Taken back to draft: the client no longer sees the estimate being reworked.
    const other = await anEstimate(user);
    const second = await send(user, other);
    const back = await t.call('PUT', `/estimates/${other.id}/status`, { token: user.token, body: { status: 'draft' } });
    expect(back.status, back.text).toBe(200);
    expect((await t.call('GET', `/proposals/${second.token}`)).status).toBe(404);
    const [statusChange] = await activityOf(user, other.id);
    expect(statusChange).toMatchObject({ kind: 'status_changed', detail: 'Sent → Draft' });
  });

  it('refuses to send an estimate without lines, an answered one, an expired one or a stale version', async () => {
    const user = await signedInUser(t);
    const to = 'client@example.test';
    const empty = await anEstimate(user, { items: [] });
    const noLines = await t.call('POST', `/estimates/${empty.id}/send`, { token: user.token, body: { to } });
    expect(noLines.status).toBe(422);
    expect(noLines.body.message).toBe(PROPOSAL_NOT_SENDABLE_MESSAGE);

    const expired = await anEstimate(user, { expiryDate: '2020-01-01' });
    const past = await t.call('POST', `/estimates/${expired.id}/send`, { token: user.token, body: { to } });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe(PROPOSAL_EXPIRED_MESSAGE);

    const estimate = await anEstimate(user);
    const stale = await t.call('POST', `/estimates/${estimate.id}/send`, { token: user.token, body: { to, updatedAt: '2020-01-01T00:00:00.000Z' } });
    expect(stale.status).toBe(409);
    const { token } = await send(user, estimate);
    expect((await t.call('POST', `/proposals/${token}/approve`, { body: { fullName: 'Jane Smith', accept: true } })).status).toBe(200);
    const answered = await t.call('POST', `/estimates/${estimate.id}/send`, { token: user.token, body: { to } });
    expect(answered.status).toBe(422);
    expect(answered.body.message).toBe(PROPOSAL_NOT_SENDABLE_MESSAGE);
    // Nothing was sent for the refused calls.
    expect(await messagesTo(t, to)).toHaveLength(0);
  });

  it('another company gets 404 for sending, the PDF and the activity', async () => {
    const owner = await signedInUser(t);
    const estimate = await anEstimate(owner);
    const intruder = await signedInUser(t);
    const calls = [
      await t.call('POST', `/estimates/${estimate.id}/send`, { token: intruder.token, body: { to: 'x@example.test' } }),
      await t.call('GET', `/estimates/${estimate.id}/proposal.pdf`, { token: intruder.token }),
      await t.call('GET', `/estimates/${estimate.id}/activity`, { token: intruder.token }),
    ];
    expect(calls.map((call) => call.status)).toEqual([404, 404, 404]);
    expect((await t.call('GET', `/internal_estimates/${estimate.id}`, { token: owner.token })).body.data.estimate.status).toBe('draft');
    // And signing in is required for them all.
    expect((await t.call('GET', `/estimates/${estimate.id}/activity`)).status).toBe(401);
    expect((await t.call('GET', `/estimates/${estimate.id}/proposal.pdf`)).status).toBe(401);
    expect((await t.call('POST', `/estimates/${estimate.id}/send`, { body: { to: 'x@example.test' } })).status).toBe(401);
  });

  it('a detailed proposal (the default) shows each service’s lines with quantities and client prices, never costs', async () => {
    const user = await signedInUser(t);
    const estimate = await anEstimate(user);
    expect(estimate.proposalDetail).toBe('detailed');
    const { token } = await send(user, estimate);
    const proposal = publicProposalResultSchema.parse((await t.call('GET', `/proposals/${token}`)).body.data).proposal;
    const child = (name: string) => estimate.items.find((item) => item.name === name)!;
    expect(proposal.lines[0]!.details).toEqual([
      { name: 'Crew labor', qty: 0.75, visits: 28, unitPrice: child('Crew labor').adjRate, amount: child('Crew labor').total },
      { name: 'Fuel surcharge', qty: 1.5, visits: 28, unitPrice: child('Fuel surcharge').adjRate, amount: child('Fuel surcharge').total },
    ]);
    expect(proposal.lines[1]!.details.map((detail) => `${detail.qty} ${detail.name} $${detail.unitPrice}`)).toEqual(['6 Mulch (yd) $65', `1 Haul-away subcontractor $${child('Haul-away subcontractor').adjRate}`]);
    const text = pdfText((await t.app.inject({ method: 'GET', url: `/api/v2/proposals/${token}/pdf` })).rawPayload);
    for (const expected of ['Crew labor', '0.75 × 28 visits', '6 × $65.00 = $390.00']) expect(text, expected).toContain(expected);
    for (const hidden of ['27.50', '3.4567', usd.format(estimate.breakdown.totalCosts)]) expect(text, hidden).not.toContain(hidden);
  });

  it('the PDF has the prices per service, tax, total, terms and a signature block, and no internal figures', async () => {
    const user = await signedInUser(t);
    const estimate = await anEstimate(user, { proposalDetail: 'summary' });
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/estimates/${estimate.id}/proposal.pdf`, headers: { authorization: `Bearer ${user.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Proposal-1001.pdf"');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Proposal #1001',
      user.companyName,
      'Maria Lopez',
      '4521 Bryant Ave S',
      'Weekly mowing',
      'Mow, trim and blow, 28 visits',
      '28 visits',
      usd.format(estimate.breakdown.parentServiceBreakdowns[0]!.revenue),
      usd.format(estimate.totals.grandTotal),
      'Sales tax 0%',
      DEFAULT_PROPOSAL_TERMS.slice(0, 40),
      'Client signature',
      'Printed name',
    ])
      expect(text, expected).toContain(expected);
    for (const hidden of ['Crew labor', 'Fuel surcharge', 'Haul-away', 'Gate code', usd.format(estimate.breakdown.totalCosts), '27.50', '3.4567', 'margin', 'Margin'])
      expect(text, hidden).not.toContain(hidden);
    for (const item of estimate.items.filter((line) => line.parentId !== null)) expect(text).not.toContain(usd.format(item.tCost));

    // Through the link too, without signing in.
    const { token } = await send(user, estimate);
    const viaLink = await t.app.inject({ method: 'GET', url: `/api/v2/proposals/${token}/pdf` });
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(viaLink.rawPayload)).toContain('Weekly mowing');
  });

  it("saves the estimate's own terms and prints them instead of the standard ones", async () => {
    const user = await signedInUser(t);
    const estimate = await anEstimate(user);
    const { items, ...fields } = estimate;
    const updated = await t.call('PUT', `/estimates/${estimate.id}`, {
      token: user.token,
      body: { ...fields, items: items.map(({ id, parentId, name, description, type, qty, visits, cost, taxable }) => ({ id, parentId, name, description, type, qty, visits, cost, taxable })), terms: ' Payment net 15 days. ' },
    });
    expect(updated.status, updated.text).toBe(200);
    expect(updated.body.data.estimate.terms).toBe('Payment net 15 days.');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v2/estimates/${estimate.id}/proposal.pdf`, headers: { authorization: `Bearer ${user.token}` } });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Payment net 15 days.');
    expect(text).not.toContain(DEFAULT_PROPOSAL_TERMS.slice(0, 40));
    const tooLong = await t.call('PUT', `/estimates/${estimate.id}`, { token: user.token, body: { ...fields, items: [], terms: 'x'.repeat(10_001) } });
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.body.details.fieldErrors)).toEqual(['terms']);
  });

  it.each([
    ['send', {}, 'to'],
    ['send', { to: '' }, 'to'],
    ['send', { to: 'not-an-email' }, 'to'],
    ['send', { to: 'a@example.test', message: 'x'.repeat(2001) }, 'message'],
    ['send', { to: 'a@example.test', message: 42 }, 'message'],
    ['send', { to: 'a@example.test', updatedAt: 'yesterday' }, 'updatedAt'],
    ['approve', { accept: true }, 'fullName'],
    ['approve', { fullName: 'J', accept: true }, 'fullName'],
    ['approve', { fullName: 'x'.repeat(121), accept: true }, 'fullName'],
    ['approve', { fullName: 'Jane Smith' }, 'accept'],
    ['approve', { fullName: 'Jane Smith', accept: 'yes' }, 'accept'],
    ['decline', {}, 'reason'],
    ['decline', { reason: '   ' }, 'reason'],
    ['decline', { reason: 'x'.repeat(2001) }, 'reason'],
    ['changes', { message: '' }, 'message'],
    ['changes', { message: 'x'.repeat(2001) }, 'message'],
  ] as const)('%s refuses malformed body %# with 400 and a message for the field', async (action, body, field) => {
    const path = action === 'send' ? '/estimates/00000000-0000-4000-8000-000000000000/send' : `/proposals/${'x'.repeat(43)}/${action}`;
    const response = await t.call('POST', path, { token: action === 'send' ? (await sharedUser()).token : undefined, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toEqual([field]);
    expect(response.body.details.fieldErrors[field][0]).toEqual(expect.any(String));
  });

  it('gives the messages the client reads', async () => {
    const approve = await t.call('POST', `/proposals/${'x'.repeat(43)}/approve`, { body: { fullName: 'Jane Smith', accept: false } });
    expect(approve.body.details.fieldErrors).toEqual({ accept: ['Tick the box to accept the proposal'] });
    const name = await t.call('POST', `/proposals/${'x'.repeat(43)}/approve`, { body: { fullName: '', accept: true } });
    expect(name.body.details.fieldErrors).toEqual({ fullName: ['Type your full name to sign'] });
    expect((await t.call('GET', '/estimates/not-a-uuid/activity', { token: (await sharedUser()).token })).status).toBe(400);
  });

  it('limits how often one address can answer', async () => {
    const ip = '10.250.250.250';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push((await t.call('POST', `/proposals/${'y'.repeat(43)}/decline`, { ip, body: { reason: 'No' } })).status);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

let shared: Promise<SignedInUser> | undefined;
/** One signed-in user for the validation table (signing in hashes a password: not worth doing per row). */
function sharedUser(): Promise<SignedInUser> {
  shared ??= signedInUser(t);
  return shared;
}

describe('a damaged logo', () => {
  // Each of these once ended the process from inside the PDF library, for every company at once.
  it.each(DAMAGED_PNGS)('(%s) is refused on upload; stored from before, every PDF is still drawn, without it', async (_name, damaged) => {
    const user = await signedInUser(t);
    const multipart = (bytes: Buffer) => {
      const boundary = 'gw-damaged-logo';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nmainLogo\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload: body, headers: { authorization: `Bearer ${user.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v2/company_information/logos', ...multipart(damaged) });
    expect(uploaded.statusCode).toBe(400);

    // A logo stored before uploads were decoded: the PDFs leave it out rather than fail or take the server down.
    await t.database.db.insert(companyLogos).values({ id: randomBytes(32).toString('hex'), companyId: user.companyId, kind: 'mainLogo', contentType: 'image/png', byteSize: damaged.length, bytes: damaged });
    const estimate = await anEstimate(user);
    const office = await t.app.inject({ method: 'GET', url: `/api/v2/estimates/${estimate.id}/proposal.pdf`, headers: { authorization: `Bearer ${user.token}` } });
    expect(office.statusCode).toBe(200);
    expect(office.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    const to = `client-${randomBytes(4).toString('hex')}@example.test`;
    const { token } = await send(user, estimate, to);
    const [message] = await messagesTo(t, to);
    expect(message!.text).toContain(`A copy of the proposal is attached (Proposal-${estimate.number}.pdf).`);
    const publicPdf = await t.app.inject({ method: 'GET', url: `/api/v2/proposals/${token}/pdf` });
    expect(publicPdf.statusCode).toBe(200);
    expect(publicPdf.headers['content-type']).toBe('application/pdf');

    // Give any callback the PDF library left behind its turn: the process must still answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
