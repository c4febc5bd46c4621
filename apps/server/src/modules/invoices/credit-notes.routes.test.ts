import { customerSchema, type Customer } from '@groundwork/domain/customers';
import {
  CREDIT_NOTE_OVER_INVOICE_MESSAGE,
  CREDIT_NOTE_REASON_REQUIRED_MESSAGE,
  creditNoteListSchema,
  creditNoteResultSchema,
  customerLedgerResultSchema,
  invoiceResultSchema,
  type CreditNote,
  type Invoice,
} from '@groundwork/domain/invoices';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, salesTaxCategories } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';
import { CREDIT_NOTE_INVOICE_NOT_SENT_MESSAGE } from './credit-notes.service';

const t = useTestApp();

/** 200.00 + 7.375 % = 214.75. */
const INVOICE_LINES = [{ description: 'June mowing', quantity: 4, unitPrice: 50, taxable: true }];

async function aCustomer(user: SignedInUser): Promise<Customer> {
  const response = await t.call('POST', '/customers', { token: user.token, body: { type: 'residential', firstName: 'Maria', lastName: 'Lopez' } });
  expect(response.status, response.text).toBe(200);
  const customer = customerSchema.parse(response.body.data.customer);
  const [category] = await t.database.db
    .insert(salesTaxCategories)
    .values({ companyId: user.companyId, name: `Combined ${Math.random().toString(36).slice(2)}`, rate: '7.3750' })
    .returning();
  await t.database.db.update(customers).set({ taxCategoryId: category?.id ?? null }).where(eq(customers.id, customer.id));
  return customer;
}

async function anInvoice(user: SignedInUser, customerId: string, send = true): Promise<Invoice> {
  const created = await t.call('POST', '/invoices', { token: user.token, body: { customerId, lines: INVOICE_LINES, issueDate: '2026-06-01', terms: 'net_30' } });
  expect(created.status, created.text).toBe(201);
  const draft = invoiceResultSchema.parse(created.body.data).invoice;
  if (!send) return draft;
  const sent = await t.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { delivery: 'mark_sent', updatedAt: draft.updatedAt } });
  expect(sent.status, sent.text).toBe(200);
  return invoiceResultSchema.parse(sent.body.data).invoice;
}

async function credit(user: SignedInUser, body: Record<string, unknown>): Promise<CreditNote> {
  const response = await t.call('POST', '/credit_notes', { token: user.token, body: { reason: 'Missed visit', issueDate: '2026-06-10', ...body } });
  expect(response.status, response.text).toBe(201);
  return creditNoteResultSchema.parse(response.body.data).creditNote;
}

async function invoiceOf(user: SignedInUser, id: string): Promise<Invoice> {
  return invoiceResultSchema.parse((await t.call('GET', `/invoices/${id}`, { token: user.token })).body.data).invoice;
}

describe('credit notes', () => {
  it("credit off the balance, the rest to the customer's credit, never more than the invoice billed", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const invoice = await anInvoice(user, customer.id);

    // 50.00 at the invoice's 7.375 %: tax 3.6875 → 3.69, total 53.69, all of it off the balance: 214.75 − 53.69 = 161.06.
    const first = await credit(user, { customerId: customer.id, invoiceId: invoice.id, lines: [{ description: 'Missed visit', unitPrice: 50 }], total: 1 });
    expect(first).toMatchObject({ number: 1001, invoiceNumber: invoice.number, subtotal: 50, tax: 3.69, total: 53.69, appliedToInvoice: 53.69, toCustomerCredit: 0 });
    expect(await invoiceOf(user, invoice.id)).toMatchObject({ status: 'partially_paid', credited: 53.69, amountPaid: 0, balance: 161.06 });

    // Paid in full, then 100.00 more credited (untaxed): nothing is owed, so all of it is the customer's credit.
    const paid = await t.call('POST', '/payments', { token: user.token, body: { customerId: customer.id, method: 'cash', date: '2026-06-12', amount: 161.06 } });
    expect(paid.status, paid.text).toBe(201);
    const second = await credit(user, { customerId: customer.id, invoiceId: invoice.id, lines: [{ description: 'Goodwill', unitPrice: 100, taxable: false }] });
    expect(second).toMatchObject({ number: 1002, total: 100, appliedToInvoice: 0, toCustomerCredit: 100 });
    expect(await invoiceOf(user, invoice.id)).toMatchObject({ status: 'paid', credited: 53.69, amountPaid: 161.06, balance: 0 });

    // 53.69 + 100 + 61.07 = 214.76: one cent more than the invoice billed.
    const over = await t.call('POST', '/credit_notes', {
      token: user.token,
      body: { customerId: customer.id, invoiceId: invoice.id, reason: 'Too much', lines: [{ description: 'Over', unitPrice: 61.07, taxable: false }] },
    });
    expect([over.status, over.body.message]).toEqual([422, CREDIT_NOTE_OVER_INVOICE_MESSAGE]);

    // Without an invoice: the customer's rate, all to credit. 20.00 + 1.475 → 1.48 = 21.48.
    const third = await credit(user, { customerId: customer.id, invoiceId: null, lines: [{ description: 'Referral thank-you', unitPrice: 20 }] });
    expect(third).toMatchObject({ number: 1003, invoiceId: null, tax: 1.48, total: 21.48, toCustomerCredit: 21.48 });

    const detail = await invoiceOf(user, invoice.id);
    expect(detail.creditNotes.map((note) => [note.number, note.amount])).toEqual([
      [1001, 53.69],
      [1002, 0],
    ]);
    const ledger = customerLedgerResultSchema.parse((await t.call('GET', `/customers/${customer.id}/ledger`, { token: user.token })).body.data).ledger;
    // 214.75 − 53.69 − 161.06 − 100 − 21.48 = −121.48: the customer holds 121.48 of credit.
    expect(ledger).toMatchObject({ closingBalance: -121.48, creditAvailable: 121.48 });
    const listed = creditNoteListSchema.parse((await t.call('GET', `/credit_notes?invoiceId=${invoice.id}`, { token: user.token })).body.data);
    expect(listed.creditNotes.map((note) => note.number)).toEqual([1001, 1002]);
  });

  it('refuses a draft invoice with 422, and malformed bodies with 400 naming the field', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const draft = await anInvoice(user, customer.id, false);
    const toDraft = await t.call('POST', '/credit_notes', { token: user.token, body: { customerId: customer.id, invoiceId: draft.id, reason: 'x', lines: INVOICE_LINES } });
    expect([toDraft.status, toDraft.body.message]).toEqual([422, CREDIT_NOTE_INVOICE_NOT_SENT_MESSAGE]);
    const valid = { customerId: customer.id, reason: 'Fix', lines: INVOICE_LINES };
    for (const [change, field] of [
      [{ reason: ' ' }, 'reason'],
      [{ reason: 'a\u0000b' }, 'reason'],
      [{ lines: [] }, 'lines'],
      [{ lines: [{ description: 'Nothing', unitPrice: 0 }] }, 'lines'],
      [{ lines: [{ description: 'Huge', unitPrice: 1e308 }] }, 'lines.0.unitPrice'],
      [{ invoiceId: 'INV-1' }, 'invoiceId'],
      [{ customerId: 7 }, 'customerId'],
      [{ issueDate: '2026-02-30' }, 'issueDate'],
    ] as const) {
      const response = await t.call('POST', '/credit_notes', { token: user.token, body: { ...valid, ...change } });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    }
    const blank = await t.call('POST', '/credit_notes', { token: user.token, body: { customerId: customer.id, lines: INVOICE_LINES } });
    expect(blank.body.details.fieldErrors.reason).toEqual([CREDIT_NOTE_REASON_REQUIRED_MESSAGE]);
  });

  it("a second company gets 404 crediting the first one's invoice or customer; a crew leader gets 403", async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const invoice = await anInvoice(owner, customer.id);
    const other = await signedInUser(t);
    const mine = await aCustomer(other);
    const theirInvoice = await t.call('POST', '/credit_notes', { token: other.token, body: { customerId: mine.id, invoiceId: invoice.id, reason: 'x', lines: INVOICE_LINES } });
    expect(theirInvoice.status).toBe(404);
    expect(theirInvoice.body.details.fieldErrors).toEqual({ invoiceId: ['Invoice not found'] });
    const theirCustomer = await t.call('POST', '/credit_notes', { token: other.token, body: { customerId: customer.id, reason: 'x', lines: INVOICE_LINES } });
    expect(theirCustomer.status).toBe(404);
    expect((await t.call('GET', `/credit_notes?customerId=${customer.id}`, { token: other.token })).body.data.creditNotes).toEqual([]);
    expect(await invoiceOf(owner, invoice.id)).toMatchObject({ credited: 0, balance: 214.75 });

    const leader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    expect((await t.call('GET', '/credit_notes', { token: leader.token })).status).toBe(403);
    expect((await t.call('POST', '/credit_notes', { token: leader.token, body: { customerId: customer.id, reason: 'x', lines: INVOICE_LINES } })).status).toBe(403);
  });
});
