import {
  FORM_NAME_FIELD_MESSAGE,
  leadFormSchema,
  publicLeadFormResultSchema,
  SUBMISSION_CONTACT_MESSAGE,
  submissionListSchema,
  type CreateLeadFormInput,
} from '@groundwork/domain/forms';
import { UNSTORABLE_TEXT_MESSAGE } from '@groundwork/domain/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers, leads } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { messagesTo } from '../../test/outbox';
import { nextIp, TEST_JWT_SECRET, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';
import { signFormToken } from './form-token';
import { formSendRateLimit } from './public-forms.routes';

const t = useTestApp();

let owner: SignedInUser;
let officeManager: SignedInUser;
let estimator: SignedInUser;
let crewLeader: SignedInUser;
let other: SignedInUser;
let referral: string;
let gateCode: string;
let service: string;

const SCRIPT = '<script>alert("x")</script><img src=x onerror=alert(1)>';

const aFormBody = (overrides: Partial<CreateLeadFormInput> = {}): CreateLeadFormInput => ({
  name: 'Spring clean-up request',
  heading: 'Book your spring clean-up',
  introduction: 'Tell us about your yard.',
  fields: [
    { source: 'contact', key: 'firstName', label: 'First name', required: true },
    { source: 'contact', key: 'lastName', label: 'Last name', required: false },
    { source: 'contact', key: 'email', label: 'Email', required: false },
    { source: 'contact', key: 'phone', label: 'Phone', required: false },
    { source: 'contact', key: 'street', label: 'Street address', required: false },
    { source: 'contact', key: 'notes', label: 'Anything else?', required: false },
    { source: 'custom', customFieldId: gateCode, label: 'Gate code', required: false },
    { source: 'custom', customFieldId: service, label: 'What do you need?', required: true },
  ],
  thankYouMessage: 'Thanks — we will call within a day.',
  leadSourceId: referral,
  notifyUserIds: [owner.userId, officeManager.userId],
  ...overrides,
});

async function aForm(by: SignedInUser = owner, overrides: Partial<CreateLeadFormInput> = {}) {
  const response = await t.call('POST', '/lead_forms', { token: by.token, body: aFormBody(overrides) });
  expect(response.status, response.text).toBe(201);
  const form = leadFormSchema.parse(response.body.data.form);
  return { ...form, token: form.hostedUrl.split('/form/')[1]! };
}

/** A form token served `ageMs` ago (the time trap wants at least 3 s). */
const servedAgo = (formId: string, ageMs = 10_000) => signFormToken(TEST_JWT_SECRET, formId, Date.now() - ageMs);

function submit(form: { id: string; token: string }, answers: Record<string, unknown>, options: { ip?: string; formToken?: string; headers?: Record<string, string> } = {}) {
  return t.call('POST', `/public/lead_forms/${form.token}/submissions`, {
    body: { formToken: options.formToken ?? servedAgo(form.id), ...answers },
    ip: options.ip ?? nextIp(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

function post(form: { token: string }, body: string, ip = nextIp()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/public/lead_forms/${form.token}/submissions`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: body,
    remoteAddress: ip,
  });
}

const submissionsOf = async (form: { id: string }, by = owner) => {
  const response = await t.call('GET', `/lead_forms/${form.id}/submissions`, { token: by.token });
  expect(response.status, response.text).toBe(200);
  return submissionListSchema.parse(response.body.data).submissions;
};

const leadsOf = (companyId: string) => t.database.db.select().from(leads).where(eq(leads.companyId, companyId));

beforeAll(async () => {
  owner = await signedInUser(t);
  officeManager = await signedInUser(t, { role: 'office_manager', companyId: owner.companyId });
  estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
  crewLeader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
  other = await signedInUser(t);
  referral = (await t.call('POST', '/lead_sources', { token: owner.token, body: { name: 'Website form' } })).body.data.leadSource.id;
  gateCode = (await t.call('POST', '/custom_fields', { token: owner.token, body: { clientType: 'lead', label: 'Gate code', type: 'text' } })).body.data.customField.id;
  service = (await t.call('POST', '/custom_fields', { token: owner.token, body: { clientType: 'lead', label: 'Service', type: 'select', options: ['Mowing', 'Spring clean-up'] } })).body.data.customField.id;
});

describe('building forms', () => {
  it('an admin builds a form: it gets an unguessable hosted page and endpoint, and the builder’s choices list the lead fields and sources', async () => {
    const form = await aForm();
    expect(form.hostedUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/form/[A-Za-z0-9_-]{43}$`));
    expect(form.submitUrl).toBe(`${TEST_PUBLIC_URL}/api/v2/public/lead_forms/${form.token}/submissions`);
    expect(form.submissionCounts).toEqual({ total: 0, leadCreated: 0, duplicate: 0, spam: 0 });
    expect(form.fields.map((field) => field.missing)).toEqual(Array(8).fill(false));

    const choices = await t.call('GET', '/lead_forms/choices', { token: estimator.token });
    expect(choices.status).toBe(200);
    expect(choices.body.data.customFields.map((field: { label: string }) => field.label)).toEqual(['Gate code', 'Service']);
    expect(choices.body.data.leadSources.map((source: { name: string }) => source.name)).toContain('Website form');

    const list = await t.call('GET', '/lead_forms', { token: estimator.token });
    expect(list.body.data.forms.map((entry: { id: string }) => entry.id)).toContain(form.id);
  });

  it('an office manager changes a form; a stale save gets 409', async () => {
    const form = await aForm();
    const changed = await t.call('PUT', `/lead_forms/${form.id}`, { token: officeManager.token, body: { ...aFormBody({ name: 'Fall clean-up' }), updatedAt: form.updatedAt } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.form.name).toBe('Fall clean-up');
    expect(changed.body.data.form.hostedUrl).toBe(form.hostedUrl);
    const stale = await t.call('PUT', `/lead_forms/${form.id}`, { token: owner.token, body: { ...aFormBody(), updatedAt: form.updatedAt } });
    expect(stale.status).toBe(409);
  });

  it('estimators read but cannot change forms; crew leaders get 403 on everything', async () => {
    const form = await aForm();
    expect((await t.call('GET', `/lead_forms/${form.id}`, { token: estimator.token })).status).toBe(200);
    expect((await t.call('POST', '/lead_forms', { token: estimator.token, body: aFormBody() })).status).toBe(403);
    expect((await t.call('PUT', `/lead_forms/${form.id}`, { token: estimator.token, body: { ...aFormBody(), updatedAt: form.updatedAt } })).status).toBe(403);
    expect((await t.call('DELETE', `/lead_forms/${form.id}`, { token: estimator.token })).status).toBe(403);
    for (const [method, path] of [
      ['GET', '/lead_forms'],
      ['GET', `/lead_forms/${form.id}`],
      ['GET', `/lead_forms/${form.id}/submissions`],
      ['POST', '/lead_forms'],
      ['DELETE', `/lead_forms/${form.id}`],
    ] as const) {
      expect((await t.call(method, path, { token: crewLeader.token, ...(method === 'POST' ? { body: aFormBody() } : {}) })).status, `${method} ${path}`).toBe(403);
    }
  });

  it.each([
    ['no fields', { fields: [] }, 'fields', 'Add at least one field'],
    ['no name field', { fields: [{ source: 'contact', key: 'email', label: 'Email', required: true }] }, 'fields', FORM_NAME_FIELD_MESSAGE],
    ['a 200-character name', { name: 'x'.repeat(200) }, 'name', 'Name must be at most 120 characters'],
    ['a NUL in a label', { fields: [{ source: 'contact', key: 'firstName', label: 'Na\u0000me', required: true }] }, 'fields.0.label', UNSTORABLE_TEXT_MESSAGE],
  ] as const)('refuses a form with %s', async (_name, overrides, path, message) => {
    const response = await t.call('POST', '/lead_forms', { token: owner.token, body: { ...aFormBody(), ...overrides } });
    expect(response.status).toBe(400);
    expect(response.body.details.fieldErrors[path]).toContain(message);
  });

  it('refuses another company’s custom field, lead source or user, and never sets the company from the body', async () => {
    const theirField = (await t.call('POST', '/custom_fields', { token: other.token, body: { clientType: 'lead', label: 'Theirs', type: 'text' } })).body.data.customField.id;
    const theirSource = (await t.call('POST', '/lead_sources', { token: other.token, body: { name: 'Their source' } })).body.data.leadSource.id;
    const fields = [...aFormBody().fields, { source: 'custom' as const, customFieldId: theirField, label: 'Theirs', required: false }];
    expect((await t.call('POST', '/lead_forms', { token: owner.token, body: aFormBody({ fields }) })).status).toBe(400);
    expect((await t.call('POST', '/lead_forms', { token: owner.token, body: aFormBody({ leadSourceId: theirSource }) })).status).toBe(400);
    expect((await t.call('POST', '/lead_forms', { token: owner.token, body: aFormBody({ notifyUserIds: [other.userId] }) })).status).toBe(400);
    const created = await t.call('POST', '/lead_forms', { token: owner.token, body: { ...aFormBody(), companyId: other.companyId } });
    expect(created.status).toBe(201);
    expect((await t.call('GET', `/lead_forms/${created.body.data.form.id}`, { token: other.token })).status).toBe(404);
  });

  it('a second company gets 404 for the first one’s form, its submissions, its changes and its deletion', async () => {
    const form = await aForm();
    expect((await t.call('GET', `/lead_forms/${form.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/lead_forms/${form.id}/submissions`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', `/lead_forms/${form.id}`, { token: other.token, body: { ...aFormBody({ fields: [{ source: 'contact', key: 'firstName', label: 'Name', required: true }, { source: 'contact', key: 'email', label: 'Email', required: true }], leadSourceId: null, notifyUserIds: [] }), updatedAt: form.updatedAt } })).status).toBe(404);
    expect((await t.call('DELETE', `/lead_forms/${form.id}`, { token: other.token })).status).toBe(404);
    const list = await t.call('GET', '/lead_forms', { token: other.token });
    expect(list.text).not.toContain(form.id);
    expect(list.text).not.toContain(form.token);
  });

  it('deleting a form keeps its leads, and its page and endpoint answer 404', async () => {
    const form = await aForm();
    expect((await submit(form, { firstName: 'Kept', email: 'kept@example.com', [`custom_${service}`]: 'Mowing' })).status).toBe(201);
    const deleted = await t.call('DELETE', `/lead_forms/${form.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    expect((await t.call('GET', `/public/lead_forms/${form.token}`)).status).toBe(404);
    expect((await submit(form, { firstName: 'Late', email: 'late@example.com' })).status).toBe(404);
    expect((await leadsOf(owner.companyId)).some((lead) => lead.email === 'kept@example.com')).toBe(true);
  });
});

describe('the public form', () => {
  it('shows the visitor the fields, labels, thank-you text and company name — nothing else', async () => {
    const form = await aForm();
    const response = await t.call('GET', `/public/lead_forms/${form.token}`);
    expect(response.status, response.text).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { form: shown, formToken } = publicLeadFormResultSchema.parse(response.body.data);
    expect(Object.keys(response.body.data.form).sort()).toEqual(['company', 'fields', 'heading', 'introduction', 'submitLabel', 'thankYouMessage']);
    expect(shown.fields.map((field) => field.name)).toEqual(['firstName', 'lastName', 'email', 'phone', 'street', 'notes', `custom_${gateCode}`, `custom_${service}`]);
    expect(shown.fields[7]).toMatchObject({ kind: 'select', required: true, options: ['Mowing', 'Spring clean-up'] });
    expect(shown.company.hasLogo).toBe(false);
    expect(formToken).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    for (const secret of [form.id, owner.companyId, referral, owner.userId, officeManager.userId, owner.email]) expect(response.text).not.toContain(secret);
    expect((await t.call('GET', `/public/lead_forms/${form.token}/logo`)).status).toBe(404);
  });

  it('answers 404 for an unknown, malformed or inactive token alike', async () => {
    const form = await aForm(owner, { active: false });
    for (const token of [form.token, 'a'.repeat(43), 'short', form.id]) {
      const response = await t.call('GET', `/public/lead_forms/${encodeURIComponent(token)}`);
      expect(response.status, token).toBe(404);
      expect(response.body.code).toBe('NOT_FOUND');
    }
  });

  it('turns a submission into a lead with the form’s lead source and custom fields, and tells the chosen users', async () => {
    const form = await aForm();
    const sent = await submit(form, {
      firstName: '  Dana ',
      lastName: 'Whitfield',
      email: 'Dana.Whitfield@Example.com',
      phone: '(612) 555-0142',
      street: '4521 Bryant Ave S',
      notes: 'Leaves everywhere.\nAnd a fallen branch.',
      [`custom_${gateCode}`]: '1234#',
      [`custom_${service}`]: 'spring clean-up',
      companyId: other.companyId,
      leadSourceId: null,
      status: 'won',
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body.data).toEqual({ received: true, thankYouMessage: 'Thanks — we will call within a day.' });

    const [lead] = (await leadsOf(owner.companyId)).filter((row) => row.email === 'dana.whitfield@example.com');
    expect(lead).toMatchObject({
      displayName: 'Dana Whitfield',
      phone: '(612) 555-0142',
      street: '4521 Bryant Ave S',
      notes: 'Leaves everywhere.\nAnd a fallen branch.',
      status: 'new',
      leadSourceId: referral,
      customFieldValues: { [gateCode]: '1234#', [service]: 'Spring clean-up' },
    });
    // It shows in the leads list like a typed-in lead.
    const listed = await t.call('GET', '/leads?search=whitfield&page=1', { token: owner.token });
    expect(listed.body.data.leads.map((row: { id: string }) => row.id)).toContain(lead!.id);

    const [submission] = await submissionsOf(form);
    expect(submission).toMatchObject({ outcome: 'lead_created', leadId: lead!.id, customerId: null, spamReason: null, timeChecked: true });
    expect(submission!.answers[0]).toEqual({ label: 'First name', value: 'Dana' });
    expect((await t.call('GET', `/lead_forms/${form.id}`, { token: owner.token })).body.data.form.submissionCounts).toEqual({ total: 1, leadCreated: 1, duplicate: 0, spam: 0 });

    for (const user of [owner, officeManager]) {
      const [message] = await messagesTo(t, user.email);
      expect(message?.subject).toBe('New lead: Dana Whitfield from Spring clean-up request');
      expect(message?.text).toContain(`${TEST_PUBLIC_URL}/leads/${lead!.id}`);
    }
    expect((await messagesTo(t, estimator.email)).length).toBe(0);
  });

  it('flags a submission whose e-mail or phone is already a lead or a customer as a duplicate, linked to it, not doubled', async () => {
    const form = await aForm();
    const first = await submit(form, { firstName: 'Ravi', email: 'ravi@example.com', phone: '612-555-0199', [`custom_${service}`]: 'Mowing' });
    expect(first.status).toBe(201);
    const before = (await leadsOf(owner.companyId)).length;

    // The same e-mail in other case, then the same phone written another way.
    expect((await submit(form, { firstName: 'Ravi again', email: ' RAVI@example.com ', [`custom_${service}`]: 'Mowing' })).status).toBe(201);
    expect((await submit(form, { firstName: 'R.', phone: '+1 (612) 555 0199', [`custom_${service}`]: 'Mowing' })).status).toBe(201);
    // An existing customer with this e-mail.
    const customer = await t.call('POST', '/customers', { token: owner.token, body: { firstName: 'Mae', lastName: 'Ortiz', customerType: 'residential', email: 'mae@example.com' } });
    expect(customer.status, customer.text).toBe(200);
    expect((await submit(form, { firstName: 'Mae', email: 'mae@example.com', [`custom_${service}`]: 'Mowing' })).status).toBe(201);
    // The same e-mail at another company is not a duplicate there.
    const theirs = await aForm(other, { leadSourceId: null, notifyUserIds: [], fields: [{ source: 'contact', key: 'firstName', label: 'Name', required: true }, { source: 'contact', key: 'email', label: 'Email', required: true }] });
    expect((await submit(theirs, { firstName: 'Ravi', email: 'ravi@example.com' })).status).toBe(201);

    expect((await leadsOf(owner.companyId)).length).toBe(before);
    const [ravi] = (await leadsOf(owner.companyId)).filter((row) => row.email === 'ravi@example.com');
    const submissions = await submissionsOf(form);
    expect(submissions.map((entry) => [entry.outcome, entry.matchedBy, entry.leadId, entry.customerId])).toEqual([
      ['duplicate', 'email', null, customer.body.data.customer.id],
      ['duplicate', 'phone', ravi!.id, null],
      ['duplicate', 'email', ravi!.id, null],
      ['lead_created', null, ravi!.id, null],
    ]);
    expect((await submissionsOf(theirs, other))[0]!.outcome).toBe('lead_created');
    const [notice] = await messagesTo(t, officeManager.email);
    expect(notice?.subject).toBe('Web form again: Mae (Spring clean-up request)');
    expect(notice?.text).toContain(`${TEST_PUBLIC_URL}/customers/${customer.body.data.customer.id}`);
  });

  it('quietly records a filled honeypot, a submission within 3 s and a forged form token as spam: no lead, no e-mail', async () => {
    const form = await aForm();
    const mailBefore = (await messagesTo(t, owner.email)).length;
    const leadsBefore = (await leadsOf(owner.companyId)).length;
    const answers = { firstName: 'Bot', email: 'bot@example.com', [`custom_${service}`]: 'Mowing' };
    for (const sent of [
      await submit(form, { ...answers, website: 'http://spam.example' }),
      await submit(form, answers, { formToken: servedAgo(form.id, 500) }),
      await submit(form, answers, { formToken: `${Date.now() - 60_000}.${'A'.repeat(43)}` }),
      await submit(form, answers, { formToken: servedAgo('00000000-0000-4000-8000-000000000000') }),
      await submit(form, answers, { formToken: '' }),
    ]) {
      expect(sent.status).toBe(201);
      expect(sent.body.data.received).toBe(true);
    }
    const submissions = await submissionsOf(form);
    expect(submissions.map((entry) => [entry.outcome, entry.spamReason])).toEqual([
      ['spam', 'invalid_token'],
      ['spam', 'invalid_token'],
      ['spam', 'invalid_token'],
      ['spam', 'too_fast'],
      ['spam', 'honeypot'],
    ]);
    expect((await leadsOf(owner.companyId)).length).toBe(leadsBefore);
    expect((await messagesTo(t, owner.email)).length).toBe(mailBefore);
  });

  it('refuses a form token older than a week so the visitor reloads', async () => {
    const form = await aForm();
    const sent = await submit(form, { firstName: 'Slow', email: 'slow@example.com', [`custom_${service}`]: 'Mowing' }, { formToken: servedAgo(form.id, 8 * 24 * 3_600_000) });
    expect(sent.status).toBe(422);
  });

  it('takes a plain HTML form post and redirects to the hosted page’s thank-you; a bad one back to the form', async () => {
    const form = await aForm();
    const body = new URLSearchParams({ firstName: 'Lena', email: 'lena@example.com', [`custom_${service}`]: 'Mowing', [`custom_${gateCode}`]: '', website: '' }).toString();
    const sent = await post(form, body);
    expect(sent.statusCode, sent.body).toBe(303);
    expect(sent.headers.location).toBe(`${TEST_PUBLIC_URL}/form/${form.token}?sent=1`);
    const [submission] = await submissionsOf(form);
    expect(submission).toMatchObject({ outcome: 'lead_created', timeChecked: false });

    const bad = await post(form, new URLSearchParams({ firstName: 'Lena' }).toString());
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe(`${TEST_PUBLIC_URL}/form/${form.token}?problem=1`);
    const repeated = await post(form, 'firstName=a&firstName=b&email=a%40b.co');
    expect(repeated.statusCode).toBe(400);
    const nul = await post(form, 'firstName=a%00b&email=a%40b.co');
    expect(nul.statusCode).toBe(400);
    expect(JSON.parse(nul.body).details.fieldErrors.firstName).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    const proto = await post(form, `__proto__=x&constructor=y&firstName=Proto&email=proto%40example.com&custom_${service}=Mowing`);
    expect(proto.statusCode).toBe(303);
    expect(proto.headers.location).toContain('?sent=1');
  });

  it('refuses hostile input with a message on the field, and keeps script as text', async () => {
    const form = await aForm();
    const valid = { firstName: 'Ok', email: 'ok@example.com', [`custom_${service}`]: 'Mowing' };
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['a required field missing', { email: 'a@b.co', [`custom_${service}`]: 'Mowing' }, 'firstName'],
      ['no e-mail or phone', { firstName: 'X', [`custom_${service}`]: 'Mowing' }, 'email'],
      ['a bad e-mail', { ...valid, email: 'nope' }, 'email'],
      ['an option not offered', { ...valid, [`custom_${service}`]: 'Snow removal' }, `custom_${service}`],
      ['a 100,000-character name', { ...valid, firstName: 'x'.repeat(100_000) }, 'firstName'],
      ['an array for a name', { ...valid, firstName: ['a', 'b'] }, 'firstName'],
      ['an object for a note', { ...valid, notes: { $ne: null } }, 'notes'],
    ];
    for (const [name, body, field] of cases) {
      const response = await submit(form, body);
      expect(response.status, name).toBe(400);
      expect(response.body.details.fieldErrors[field], name).toBeDefined();
    }
    expect((await submit(form, { firstName: 'X', [`custom_${service}`]: 'Mowing' })).body.details.fieldErrors.email).toEqual([SUBMISSION_CONTACT_MESSAGE]);

    // NUL bytes and lone surrogates anywhere: 400 naming the field, never a 500.
    for (const payload of ['{"firstName":"a\\u0000b","email":"a@b.co"}', '{"firstName":"x\\ud800y","email":"a@b.co"}', '{"a\\u0000":"x"}']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/v2/public/lead_forms/${form.token}/submissions`, headers: { 'content-type': 'application/json' }, payload, remoteAddress: nextIp() });
      expect(response.statusCode, payload).toBe(400);
      expect(JSON.stringify(response.json().details.fieldErrors)).toContain(UNSTORABLE_TEXT_MESSAGE);
    }
    // A body too large for any form.
    const huge = await t.app.inject({ method: 'POST', url: `/api/v2/public/lead_forms/${form.token}/submissions`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ notes: 'x'.repeat(300_000) }), remoteAddress: nextIp() });
    expect(huge.statusCode).toBe(413);
    // Not an object at all.
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const response = await t.app.inject({ method: 'POST', url: `/api/v2/public/lead_forms/${form.token}/submissions`, headers: { 'content-type': 'application/json' }, payload, remoteAddress: nextIp() });
      expect(response.statusCode, payload).toBe(400);
    }

    // Script in every field is stored as typed, and escaped in the e-mail.
    const everywhere = { firstName: SCRIPT, lastName: SCRIPT, email: 'script@example.com', phone: '612 555 0111', street: SCRIPT, notes: SCRIPT, [`custom_${gateCode}`]: SCRIPT, [`custom_${service}`]: 'Mowing' };
    expect((await submit(form, everywhere)).status).toBe(201);
    const [lead] = (await leadsOf(owner.companyId)).filter((row) => row.email === 'script@example.com');
    expect(lead).toMatchObject({ firstName: SCRIPT, notes: SCRIPT, street: SCRIPT, customFieldValues: { [gateCode]: SCRIPT } });
    const [submission] = await submissionsOf(form);
    expect(submission!.answers.find((answer) => answer.label === 'Anything else?')?.value).toBe(SCRIPT);
    const [message] = await messagesTo(t, owner.email);
    expect(message?.html).not.toContain('<script>');
    expect(message?.html).toContain('&lt;script&gt;');
  });

  it('records a submission retried with the same Idempotency-Key once', async () => {
    const form = await aForm();
    const answers = { firstName: 'Once', email: 'once@example.com', [`custom_${service}`]: 'Mowing' };
    const headers = { 'idempotency-key': 'submission-1' };
    const formToken = servedAgo(form.id);
    expect((await submit(form, answers, { headers, formToken })).status).toBe(201);
    const again = await submit(form, answers, { headers, formToken });
    expect(again.status).toBe(201);
    expect(await submissionsOf(form)).toHaveLength(1);
    expect((await leadsOf(owner.companyId)).filter((row) => row.email === 'once@example.com')).toHaveLength(1);
    expect((await submit(form, answers, { headers: { 'idempotency-key': 'bad key\u0001' } })).status).toBe(400);
  });

  it('cuts off an address sending too many submissions with 429', async () => {
    const form = await aForm();
    const ip = nextIp();
    for (let attempt = 0; attempt < formSendRateLimit.max; attempt += 1) {
      expect((await submit(form, { firstName: `Try ${attempt}`, email: `try${attempt}@example.com`, [`custom_${service}`]: 'Mowing' }, { ip })).status).toBe(201);
    }
    const limited = await submit(form, { firstName: 'One more', email: 'more@example.com', [`custom_${service}`]: 'Mowing' }, { ip });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    // Another address is not held back.
    expect((await submit(form, { firstName: 'Neighbour', email: 'neighbour@example.com', [`custom_${service}`]: 'Mowing' })).status).toBe(201);
  });

  it('a second company’s form never answers with the first one’s, and a token never reaches another company', async () => {
    const mine = await aForm();
    const theirs = await aForm(other, { name: 'Their form', leadSourceId: null, notifyUserIds: [], fields: [{ source: 'contact', key: 'firstName', label: 'Name', required: true }, { source: 'contact', key: 'email', label: 'Email', required: true }] });
    const shown = await t.call('GET', `/public/lead_forms/${theirs.token}`);
    expect(shown.body.data.form.heading).toBe('Book your spring clean-up');
    expect(shown.text).not.toContain('Gate code');
    expect((await submit(theirs, { firstName: 'Visitor', email: 'visitor@example.com' })).status).toBe(201);
    expect((await leadsOf(owner.companyId)).some((row) => row.email === 'visitor@example.com')).toBe(false);
    expect((await leadsOf(other.companyId)).some((row) => row.email === 'visitor@example.com')).toBe(true);
    // Their form's id through my session is 404; my form's submissions are not theirs.
    expect((await t.call('GET', `/lead_forms/${theirs.id}/submissions`, { token: owner.token })).status).toBe(404);
    expect((await submissionsOf(mine)).length).toBe(0);
    const [customer] = await t.database.db.select().from(customers).where(and(eq(customers.companyId, other.companyId), eq(customers.email, 'visitor@example.com')));
    expect(customer).toBeUndefined();
  });
});
