import { customerSchema, type Customer } from '@groundwork/domain/customers';
import {
  INVOICE_NO_EMAIL_MESSAGE,
  INVOICE_NOT_DRAFT_MESSAGE,
  invoiceListSchema,
  invoiceMoveMessage,
  invoiceResultSchema,
  invoiceSettingsResultSchema,
  PUBLIC_INVOICE_LINK_INVALID_MESSAGE,
  publicInvoiceResultSchema,
  VOID_REASON_REQUIRED_MESSAGE,
  type CreateInvoiceInput,
  type Invoice,
} from '@groundwork/domain/invoices';
import { eq } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { companyLogos, customers, salesTaxCategories } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { messagesTo } from '../../test/outbox';
import { pdfText } from '../../test/pdf-text';
import { nextIp, TEST_PUBLIC_URL, useTestApp } from '../../test/test-app';

const t = useTestApp();

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/**
 * The lines of the hand-worked invoice, at a 7.375 % combined rate:
 *   Spring clean-up      1      × 450.00  = 450.00  taxable
 *   Mulch (yd)           6      × 65.125  = 390.75  taxable
 *   Labour (h)           2.5    × 55.555  = 138.8875 → 138.89
 *   subtotal 979.64, taxable 840.75, tax 840.75 × 7.375 % = 62.0053… → 62.01, total 1,041.65
 */
const LINES = [
  { description: 'Spring clean-up', quantity: 1, unitPrice: 450, taxable: true },
  { description: 'Mulch (yd)', quantity: 6, unitPrice: 65.125, taxable: true },
  { description: 'Labour (h)', quantity: 2.5, unitPrice: 55.555, taxable: false },
];

async function aCustomer(user: SignedInUser, overrides: { email?: string; taxed?: boolean } = {}): Promise<Customer> {
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: {
      type: 'residential',
      firstName: 'Maria',
      lastName: 'Lopez',
      email: overrides.email ?? `maria-${randomUUID()}@example.test`,
      address: { street: '4521 Bryant Ave S', city: 'Minneapolis', state: 'MN', zipCode: '55419' },
    },
  });
  expect(response.status, response.text).toBe(200);
  const customer = customerSchema.parse(response.body.data.customer);
  if (overrides.taxed !== false) {
    const [category] = await t.database.db
      .insert(salesTaxCategories)
      .values({ companyId: user.companyId, name: `Minneapolis combined ${Math.random().toString(36).slice(2)}`, rate: '7.3750' })
      .returning();
    await t.database.db.update(customers).set({ taxCategoryId: category?.id ?? null }).where(eq(customers.id, customer.id));
  }
  return customer;
}

async function createInvoice(user: SignedInUser, body: Partial<CreateInvoiceInput> & Record<string, unknown>): Promise<Invoice> {
  const response = await t.call('POST', '/invoices', { token: user.token, body: { lines: LINES, issueDate: '2026-05-01', terms: 'net_30', ...body } });
  expect(response.status, response.text).toBe(201);
  return invoiceResultSchema.parse(response.body.data).invoice;
}

async function sendInvoice(user: SignedInUser, invoice: Invoice, body: Record<string, unknown> = {}): Promise<Invoice> {
  const response = await t.call('POST', `/invoices/${invoice.id}/send`, { token: user.token, body: { updatedAt: invoice.updatedAt, ...body } });
  expect(response.status, response.text).toBe(200);
  return invoiceResultSchema.parse(response.body.data).invoice;
}

describe('invoices', () => {
  it('creates a one-off draft priced by the server, whatever totals, ids or status the client sends', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const invoice = await createInvoice(user, {
      customerId: customer.id,
      propertyId: customer.properties[0]?.id ?? null,
      notes: 'Thank you for your business',
      // None of these is read.
      id: randomUUID(),
      number: 7,
      status: 'paid',
      total: 1,
      subtotal: 99,
      balance: 0,
      companyId: randomUUID(),
    });
    expect(invoice).toMatchObject({
      number: 1001,
      kind: 'one_off',
      status: 'draft',
      customerId: customer.id,
      customerName: 'Maria Lopez',
      propertyAddress: '4521 Bryant Ave S, Minneapolis, MN 55419',
      issueDate: '2026-05-01',
      dueDate: '2026-05-31',
      terms: 'net_30',
      subtotal: 979.64,
      taxableSubtotal: 840.75,
      taxRatePercent: 7.375,
      tax: 62.01,
      total: 1041.65,
      amountPaid: 0,
      credited: 0,
      balance: 1041.65,
      notes: 'Thank you for your business',
      publicUrl: null,
      billingAddressLines: ['4521 Bryant Ave S', 'Minneapolis, MN 55419'],
    });
    expect(invoice.lines.map((line) => line.amount)).toEqual([450, 390.75, 138.89]);

    const read = await t.call('GET', `/invoices/${invoice.id}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(invoiceResultSchema.parse(read.body.data).invoice).toEqual(invoice);
  });

  it('takes the terms from the company default and the issue date from its today when none are given', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { taxed: false });
    const response = await t.call('POST', '/invoices', { token: user.token, body: { customerId: customer.id, lines: [{ description: 'Aeration', unitPrice: 120 }] } });
    expect(response.status, response.text).toBe(201);
    const invoice = invoiceResultSchema.parse(response.body.data).invoice;
    // net 30 is the default of a new company; no tax category anywhere means no tax.
    expect(invoice).toMatchObject({ terms: 'net_30', subtotal: 120, tax: 0, total: 120, taxRatePercent: 0 });
    expect(invoice.lines[0]).toMatchObject({ quantity: 1, taxable: true, amount: 120 });

    // Without default terms and without the customer's own, the invoice cannot have a due date.
    const settings = await t.call('GET', '/invoices/settings', { token: user.token });
    const updated = await t.call('PUT', '/invoices/settings', {
      token: user.token,
      body: { defaultTerms: null, updatedAt: settings.body.data.settings.updatedAt },
    });
    expect(updated.status, updated.text).toBe(200);
    const refused = await t.call('POST', '/invoices', { token: user.token, body: { customerId: customer.id, lines: [{ description: 'Aeration', unitPrice: 120 }] } });
    expect(refused.status).toBe(422);
    expect(refused.body.details.fieldErrors).toHaveProperty('terms');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no customer', { customerId: undefined }, 'customerId'],
    ['a customer id that is not an id', { customerId: 'customer-1' }, 'customerId'],
    ['a customer id of the wrong type', { customerId: 42 }, 'customerId'],
    ['no lines', { lines: [] }, 'lines'],
    ['lines that are not a list', { lines: 'mowing' }, 'lines'],
    ['a line without a description', { lines: [{ description: '  ', unitPrice: 10 }] }, 'lines.0.description'],
    ['a description with a NUL byte', { lines: [{ description: 'Mow\u0000ing', unitPrice: 10 }] }, 'lines.0.description'],
    ['a 100,000-character description', { lines: [{ description: 'x'.repeat(100_000), unitPrice: 10 }] }, 'lines.0.description'],
    ['a huge quantity', { lines: [{ description: 'Mowing', quantity: 1e308, unitPrice: 10 }] }, 'lines.0.quantity'],
    ['a zero quantity', { lines: [{ description: 'Mowing', quantity: 0, unitPrice: 10 }] }, 'lines.0.quantity'],
    ['a unit price as text', { lines: [{ description: 'Mowing', unitPrice: '10' }] }, 'lines.0.unitPrice'],
    ['a unit price with 5 decimals', { lines: [{ description: 'Mowing', unitPrice: 0.12345 }] }, 'lines.0.unitPrice'],
    ['a line over the limit', { lines: [{ description: 'Mowing', quantity: 1_000_000, unitPrice: 10_000_000 }] }, 'lines.0.unitPrice'],
    ['taxable as text', { lines: [{ description: 'Mowing', unitPrice: 10, taxable: 'yes' }] }, 'lines.0.taxable'],
    ['lines that come to less than nothing', { lines: [{ description: 'Discount', unitPrice: -10 }] }, 'lines'],
    ['an impossible issue date', { issueDate: '2026-02-30' }, 'issueDate'],
    ['unknown terms', { terms: 'net_60' }, 'terms'],
    ['notes too long', { notes: 'x'.repeat(2_001) }, 'notes'],
    ['a property id that is not an id', { propertyId: 12 }, 'propertyId'],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { taxed: false });
    const response = await t.call('POST', '/invoices', { token: user.token, body: { customerId: customer.id, lines: LINES, ...change } });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });

  it.each<[string, string, Record<string, unknown>, string]>([
    ['PUT', 'a change without its updatedAt', { notes: 'x', updatedAt: undefined }, 'updatedAt'],
    ['PUT', 'an updatedAt that is not a time', { updatedAt: 'yesterday' }, 'updatedAt'],
    ['PUT', 'empty lines', { lines: [] }, 'lines'],
    ['PUT', 'a huge unit price', { lines: [{ description: 'Mowing', unitPrice: 1e308 }] }, 'lines.0.unitPrice'],
    ['PUT', 'notes with a NUL byte', { notes: 'a\u0000b' }, 'notes'],
    ['PUT', 'unknown terms', { terms: 'net_99' }, 'terms'],
    ['send', 'an unknown delivery', { delivery: 'fax' }, 'delivery'],
    ['send', 'an address that is not an e-mail', { to: 'maria at example' }, 'to'],
    ['send', 'a 100,000-character message', { message: 'x'.repeat(100_000) }, 'message'],
    ['send', 'no updatedAt', { updatedAt: undefined }, 'updatedAt'],
    ['void', 'no reason', { reason: undefined }, 'reason'],
    ['void', 'a reason of 501 characters', { reason: 'x'.repeat(501) }, 'reason'],
    ['void', 'a reason that is a number', { reason: 42 }, 'reason'],
  ])('%s /invoices/{id} refuses %s with 400 naming the field', async (call, _name, change, field) => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { taxed: false });
    const draft = await createInvoice(user, { customerId: customer.id });
    const base = { updatedAt: draft.updatedAt, reason: 'Made in error' };
    const response =
      call === 'PUT'
        ? await t.call('PUT', `/invoices/${draft.id}`, { token: user.token, body: { ...base, ...change } })
        : await t.call('POST', `/invoices/${draft.id}/${call}`, { token: user.token, body: { ...base, ...change } });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    // Nothing changed.
    expect(await t.call('GET', `/invoices/${draft.id}`, { token: user.token }).then((read) => read.body.data.invoice.updatedAt)).toBe(draft.updatedAt);
  });

  it('an id in the address that is not an id answers 400, another company’s job 404 on the field', async () => {
    const user = await signedInUser(t);
    expect((await t.call('GET', '/invoices/not-an-id', { token: user.token })).status).toBe(400);
    const customer = await aCustomer(user, { taxed: false });
    const unknownJob = await t.call('POST', '/invoices', { token: user.token, body: { customerId: customer.id, jobId: randomUUID(), lines: LINES } });
    expect(unknownJob.status).toBe(404);
    expect(unknownJob.body.details.fieldErrors).toEqual({ jobId: ['Job not found'] });
  });

  it("takes the customer's own terms before the company's", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { taxed: false });
    await t.database.db.update(customers).set({ paymentTerms: 'due_on_receipt' }).where(eq(customers.id, customer.id));
    const invoice = await createInvoice(user, { customerId: customer.id, terms: undefined });
    expect(invoice).toMatchObject({ terms: 'due_on_receipt', issueDate: '2026-05-01', dueDate: '2026-05-01' });
  });

  it('a create retried with the same Idempotency-Key makes one invoice and answers the same', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { taxed: false });
    const body = { customerId: customer.id, lines: LINES };
    const headers = { 'idempotency-key': `invoice-${randomUUID()}` };
    const first = await t.call('POST', '/invoices', { token: user.token, body, headers });
    const retry = await t.call('POST', '/invoices', { token: user.token, body, headers });
    expect([first.status, retry.status]).toEqual([201, 201]);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await t.call('GET', '/invoices', { token: user.token })).body.data.pagination.total).toBe(1);
  });

  it('limits how fast one address can read invoice links', async () => {
    // A fresh address: rate-limit counters in a shared Redis outlive a run.
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push((await t.call('GET', `/public/invoices/${'C'.repeat(43)}`, { ip })).status);
    expect(statuses.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('numbers 20 concurrent creations 1001 to 1020, with no gap and no duplicate', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { taxed: false });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', '/invoices', { token: user.token, body: { customerId: customer.id, lines: [{ description: 'Mowing', unitPrice: 45 }] } })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 201));
    const numbers = responses.map((response) => invoiceResultSchema.parse(response.body.data).invoice.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => 1001 + index));

    // A raised first number moves the sequence forward to it; the settings show the next number.
    const settings = await t.call('GET', '/invoices/settings', { token: user.token });
    expect(invoiceSettingsResultSchema.parse(settings.body.data).settings).toMatchObject({ firstInvoiceNumber: 1001, nextInvoiceNumber: 1021 });
    const raised = await t.call('PUT', '/invoices/settings', { token: user.token, body: { firstInvoiceNumber: 5000, updatedAt: settings.body.data.settings.updatedAt } });
    expect(raised.status, raised.text).toBe(200);
    expect(raised.body.data.settings).toMatchObject({ firstInvoiceNumber: 5000, nextInvoiceNumber: 5000 });
    expect((await createInvoice(user, { customerId: customer.id })).number).toBe(5000);
    expect((await createInvoice(user, { customerId: customer.id })).number).toBe(5001);
  });

  it('changes a draft, refuses a stale change with 409 and a sent invoice with 422', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const draft = await createInvoice(user, { customerId: customer.id });
    const changed = await t.call('PUT', `/invoices/${draft.id}`, {
      token: user.token,
      // 3 × 0.125 = 0.375 → 0.38; tax 0.38 × 7.375 % = 0.028… → 0.03; total 0.41.
      body: { lines: [{ description: 'Seed (lb)', quantity: 3, unitPrice: 0.125 }], terms: 'net_15', total: 1_000, updatedAt: draft.updatedAt },
    });
    expect(changed.status, changed.text).toBe(200);
    const updated = invoiceResultSchema.parse(changed.body.data).invoice;
    expect(updated).toMatchObject({ subtotal: 0.38, tax: 0.03, total: 0.41, balance: 0.41, terms: 'net_15', dueDate: '2026-05-16', number: draft.number });

    const stale = await t.call('PUT', `/invoices/${draft.id}`, { token: user.token, body: { notes: 'Late', updatedAt: draft.updatedAt } });
    expect(stale.status).toBe(409);

    const sent = await sendInvoice(user, updated, { delivery: 'mark_sent' });
    const refused = await t.call('PUT', `/invoices/${draft.id}`, { token: user.token, body: { notes: 'Too late', updatedAt: sent.updatedAt } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(INVOICE_NOT_DRAFT_MESSAGE);
  });

  it('sends the invoice by e-mail with its public link; the client reads it without ids or costs', async () => {
    const user = await signedInUser(t);
    const email = `client-${randomUUID()}@example.test`;
    const customer = await aCustomer(user, { email });
    const draft = await createInvoice(user, { customerId: customer.id, propertyId: customer.properties[0]?.id ?? null });

    const draftToken = /\/invoice\/([\w-]+)/.exec((await sendInvoice(user, draft, { delivery: 'mark_sent' })).publicUrl ?? '')?.[1];
    expect(draftToken).toHaveLength(43);
    const other = await createInvoice(user, { customerId: customer.id });
    const sent = await sendInvoice(user, other, { message: 'Thanks for a great season.' });
    expect(sent.status).toBe('sent');
    expect(sent.sentAt).not.toBeNull();
    expect(sent.publicUrl).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/invoice/[\\w-]{43}$`));

    const [message] = await messagesTo(t, email);
    expect(message?.subject).toBe(`Invoice INV-${other.number} from ${user.companyName}`);
    expect(message?.text).toContain(sent.publicUrl ?? 'no link');
    expect(message?.text).toContain('$1,041.65');
    expect(message?.text).toContain('Thanks for a great season.');

    const token = sent.publicUrl?.split('/').pop() ?? '';
    const response = await t.call('GET', `/public/invoices/${token}`);
    expect(response.status, response.text).toBe(200);
    const publicInvoice = publicInvoiceResultSchema.parse(response.body.data).invoice;
    expect(publicInvoice).toMatchObject({
      number: other.number,
      status: 'sent',
      client: { name: 'Maria Lopez', addressLines: ['4521 Bryant Ave S', 'Minneapolis, MN 55419'] },
      subtotal: 979.64,
      tax: 62.01,
      total: 1041.65,
      balance: 1041.65,
      payOnline: false,
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    expect(text).not.toContain('companyId');
  });

  it('prints the invoice PDF for the office and through the public link, with the figures the client owes', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const draft = await createInvoice(user, { customerId: customer.id, propertyId: customer.properties[0]?.id ?? null, notes: 'Thank you' });
    const settings = await t.call('GET', '/invoices/settings', { token: user.token });
    await t.call('PUT', '/invoices/settings', { token: user.token, body: { paymentInstructions: 'Cheques to Green Acres', updatedAt: settings.body.data.settings.updatedAt } });

    const office = await t.app.inject({ method: 'GET', url: `/api/v2/invoices/${draft.id}/pdf`, headers: { authorization: `Bearer ${user.token}` } });
    expect(office.statusCode).toBe(200);
    expect(office.headers['content-type']).toBe('application/pdf');
    expect(office.headers['content-disposition']).toBe(`attachment; filename="Invoice-${draft.number}.pdf"`);
    const draftText = pdfText(office.rawPayload);
    for (const expected of [`Invoice INV-${draft.number} (draft)`, 'Maria Lopez', 'Labour (h) (not taxed)', '$390.75', '$62.01', '$1,041.65', 'Balance due', 'Cheques to Green Acres'])
      expect(draftText).toContain(expected);

    const other = await signedInUser(t);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/v2/invoices/${draft.id}/pdf`, headers: { authorization: `Bearer ${other.token}` } });
    expect(foreign.statusCode).toBe(404);
    const token = (await sendInvoice(user, draft, { delivery: 'mark_sent' })).publicUrl?.split('/').pop() ?? '';
    const client = await t.app.inject({ method: 'GET', url: `/api/v2/public/invoices/${token}/pdf` });
    expect(client.statusCode).toBe(200);
    const clientText = pdfText(client.rawPayload);
    expect(clientText).toContain(`Invoice INV-${draft.number}`);
    expect(clientText).not.toContain('(draft)');
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/public/invoices/${'B'.repeat(43)}/pdf` })).statusCode).toBe(404);
  });

  it("shows the company's logo through a live link only", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const sent = await sendInvoice(user, await createInvoice(user, { customerId: customer.id }), { delivery: 'mark_sent' });
    const token = sent.publicUrl?.split('/').pop() ?? '';
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/public/invoices/${token}/logo` })).statusCode).toBe(404);
    await t.database.db.insert(companyLogos).values({ id: randomBytes(32).toString('hex'), companyId: user.companyId, kind: 'mainLogo', contentType: 'image/png', byteSize: PNG.length, bytes: PNG });
    const page = publicInvoiceResultSchema.parse((await t.call('GET', `/public/invoices/${token}`)).body.data).invoice;
    expect(page.company.hasLogo).toBe(true);
    const logo = await t.app.inject({ method: 'GET', url: `/api/v2/public/invoices/${token}/logo` });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    // The PDF draws it too.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v2/public/invoices/${token}/pdf` });
    expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/public/invoices/${'D'.repeat(43)}/logo` })).statusCode).toBe(404);
  });

  it('answers 404 with the same message for an unknown, malformed, draft or void invoice link', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user, { email: '' });
    const draft = await createInvoice(user, { customerId: customer.id });
    // No e-mail on file: the invoice can only be marked sent.
    const noEmail = await t.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { updatedAt: draft.updatedAt } });
    expect(noEmail.status).toBe(422);
    expect(noEmail.body.message).toBe(INVOICE_NO_EMAIL_MESSAGE);
    const sent = await sendInvoice(user, draft, { delivery: 'mark_sent' });
    const token = sent.publicUrl?.split('/').pop() ?? '';
    expect((await t.call('GET', `/public/invoices/${token}`)).status).toBe(200);

    const voided = await t.call('POST', `/invoices/${sent.id}/void`, { token: user.token, body: { reason: 'Billed the wrong customer', updatedAt: sent.updatedAt } });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.data.invoice).toMatchObject({ status: 'void', number: sent.number, voidReason: 'Billed the wrong customer', publicUrl: null });
    for (const candidate of [token, 'A'.repeat(43), 'short', 'x'.repeat(200)]) {
      const response = await t.call('GET', `/public/invoices/${candidate}`);
      expect(response.status).toBe(404);
      expect(response.body.message).toBe(PUBLIC_INVOICE_LINK_INVALID_MESSAGE);
    }
  });

  it('voids with a reason, keeps the number, and refuses to void twice', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const draft = await createInvoice(user, { customerId: customer.id });
    const noReason = await t.call('POST', `/invoices/${draft.id}/void`, { token: user.token, body: { reason: ' ', updatedAt: draft.updatedAt } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details.fieldErrors).toEqual({ reason: [VOID_REASON_REQUIRED_MESSAGE] });
    const voided = await t.call('POST', `/invoices/${draft.id}/void`, { token: user.token, body: { reason: 'Made in error', updatedAt: draft.updatedAt } });
    expect(voided.status).toBe(200);
    const again = await t.call('POST', `/invoices/${draft.id}/void`, { token: user.token, body: { reason: 'Again', updatedAt: voided.body.data.invoice.updatedAt } });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(invoiceMoveMessage('void', 'void'));
    // The next invoice takes the next number: the void one keeps its own.
    expect((await createInvoice(user, { customerId: customer.id })).number).toBe(draft.number + 1);
  });

  it('lists a page with filters: status, open, customer, search by number and name, issue dates', async () => {
    const user = await signedInUser(t);
    const maria = await aCustomer(user);
    const first = await createInvoice(user, { customerId: maria.id, issueDate: '2026-04-01' });
    const second = await sendInvoice(user, await createInvoice(user, { customerId: maria.id, issueDate: '2026-05-01' }), { delivery: 'mark_sent' });
    const list = async (query: string) => {
      const response = await t.call('GET', `/invoices${query}`, { token: user.token });
      expect(response.status, response.text).toBe(200);
      return invoiceListSchema.parse(response.body.data);
    };
    const all = await list('');
    expect(all.invoices.map((invoice) => invoice.number)).toEqual([second.number, first.number]);
    expect(all.pagination).toEqual({ page: 1, limit: 50, total: 2 });
    expect((await list('?status=draft')).invoices.map((invoice) => invoice.id)).toEqual([first.id]);
    expect((await list('?status=open')).invoices.map((invoice) => invoice.id)).toEqual([second.id]);
    expect((await list(`?search=INV-${first.number}`)).invoices.map((invoice) => invoice.id)).toEqual([first.id]);
    expect((await list('?search=lopez')).invoices).toHaveLength(2);
    expect((await list('?from=2026-04-15&to=2026-05-31')).invoices.map((invoice) => invoice.id)).toEqual([second.id]);
    expect((await list(`?customerId=${randomUUID()}`)).invoices).toEqual([]);
    const paged = await list('?limit=1&page=2');
    expect(paged.invoices.map((invoice) => invoice.id)).toEqual([first.id]);
    expect(paged.pagination.total).toBe(2);

    for (const query of ['?status=unpaid', '?limit=0', '?limit=500', '?page=0', '?from=2026-13-01', '?from=2026-06-01&to=2026-05-01', `?search=${'x'.repeat(201)}`]) {
      const response = await t.call('GET', `/invoices${query}`, { token: user.token });
      expect(response.status, query).toBe(400);
    }
  });

  it('a second company gets 404 for the first one’s invoice, customer and property', async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const invoice = await createInvoice(owner, { customerId: customer.id });
    const other = await signedInUser(t);
    const mine = await aCustomer(other);

    expect((await t.call('GET', `/invoices/${invoice.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('PUT', `/invoices/${invoice.id}`, { token: other.token, body: { notes: 'x', updatedAt: invoice.updatedAt } })).status).toBe(404);
    expect((await t.call('POST', `/invoices/${invoice.id}/send`, { token: other.token, body: { delivery: 'mark_sent', updatedAt: invoice.updatedAt } })).status).toBe(404);
    expect((await t.call('POST', `/invoices/${invoice.id}/void`, { token: other.token, body: { reason: 'Mine now', updatedAt: invoice.updatedAt } })).status).toBe(404);
    const theirCustomer = await t.call('POST', '/invoices', { token: other.token, body: { customerId: customer.id, lines: LINES } });
    expect(theirCustomer.status).toBe(404);
    expect(theirCustomer.body.details.fieldErrors).toEqual({ customerId: ['Customer not found'] });
    const theirProperty = await t.call('POST', '/invoices', { token: other.token, body: { customerId: mine.id, propertyId: customer.properties[0]?.id, lines: LINES } });
    expect(theirProperty.status).toBe(404);
    expect(theirProperty.body.details.fieldErrors).toEqual({ propertyId: ['Property not found'] });
    expect((await t.call('GET', '/invoices', { token: other.token })).body.data.invoices).toEqual([]);
    // Untouched.
    const after = await t.call('GET', `/invoices/${invoice.id}`, { token: owner.token });
    expect(after.body.data.invoice).toMatchObject({ status: 'draft', updatedAt: invoice.updatedAt });
  });

  it('a crew leader gets 403 on every invoices call; an estimator cannot change the settings', async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const invoice = await createInvoice(owner, { customerId: customer.id });
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    const calls: Array<['GET' | 'POST' | 'PUT', string, unknown]> = [
      ['GET', '/invoices', undefined],
      ['POST', '/invoices', { customerId: customer.id, lines: LINES }],
      ['GET', `/invoices/${invoice.id}`, undefined],
      ['PUT', `/invoices/${invoice.id}`, { notes: 'x', updatedAt: invoice.updatedAt }],
      ['POST', `/invoices/${invoice.id}/send`, { updatedAt: invoice.updatedAt }],
      ['POST', `/invoices/${invoice.id}/void`, { reason: 'x', updatedAt: invoice.updatedAt }],
      ['GET', `/invoices/${invoice.id}/pdf`, undefined],
      ['GET', '/invoices/settings', undefined],
      ['PUT', '/invoices/settings', {}],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.call(method, path, { token: leader.token, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    const estimator = await signedInUser(t, { role: 'estimator', companyId: owner.companyId });
    expect((await t.call('PUT', '/invoices/settings', { token: estimator.token, body: {} })).status).toBe(403);
    expect((await t.call('GET', '/invoices/settings', { token: estimator.token })).status).toBe(200);
  });

  it('validates the settings and refuses a stale change', async () => {
    const user = await signedInUser(t);
    const read = await t.call('GET', '/invoices/settings', { token: user.token });
    const settings = invoiceSettingsResultSchema.parse(read.body.data).settings;
    expect(settings).toMatchObject({ firstInvoiceNumber: 1001, nextInvoiceNumber: 1001, defaultTerms: 'net_30', onlinePayments: false });
    for (const [body, field] of [
      [{ firstInvoiceNumber: 0 }, 'firstInvoiceNumber'],
      [{ firstInvoiceNumber: 1e12 }, 'firstInvoiceNumber'],
      [{ firstInvoiceNumber: '1001' }, 'firstInvoiceNumber'],
      [{ defaultTerms: 'net_90' }, 'defaultTerms'],
      [{ paymentInstructions: 'a\u0000b' }, 'paymentInstructions'],
      [{ reminders: { maxPerInvoice: 11 } }, 'reminders.maxPerInvoice'],
    ] as const) {
      const response = await t.call('PUT', '/invoices/settings', { token: user.token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    }
    const changed = await t.call('PUT', '/invoices/settings', { token: user.token, body: { paymentInstructions: 'Cheques to Green Acres', updatedAt: settings.updatedAt } });
    expect(changed.status).toBe(200);
    const stale = await t.call('PUT', '/invoices/settings', { token: user.token, body: { paymentInstructions: 'Cash only', updatedAt: settings.updatedAt } });
    expect(stale.status).toBe(409);
  });
});
