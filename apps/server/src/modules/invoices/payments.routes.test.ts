import { customerSchema, type Customer } from '@groundwork/domain/customers';
import {
  ALLOCATION_NOT_OPEN_MESSAGE,
  ALLOCATION_OVER_BALANCE_MESSAGE,
  CHEQUE_NUMBER_REQUIRED_MESSAGE,
  customerLedgerResultSchema,
  invoiceMoveMessage,
  invoiceResultSchema,
  PAYMENT_ALREADY_VOID_MESSAGE,
  paymentListSchema,
  paymentResultSchema,
  receivablesResultSchema,
  type Invoice,
  type Payment,
} from '@groundwork/domain/invoices';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customers, salesTaxCategories } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

/** Taxed at 7.375 %: 979.64 + 62.01 = 1,041.65 (worked line by line in invoices.routes.test.ts). */
const INVOICE_A_LINES = [
  { description: 'Spring clean-up', quantity: 1, unitPrice: 450, taxable: true },
  { description: 'Mulch (yd)', quantity: 6, unitPrice: 65.125, taxable: true },
  { description: 'Labour (h)', quantity: 2.5, unitPrice: 55.555, taxable: false },
];
/** 200.00 + 7.375 % = 214.75. */
const INVOICE_B_LINES = [{ description: 'June mowing', quantity: 4, unitPrice: 50, taxable: true }];

async function aCustomer(user: SignedInUser): Promise<Customer> {
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: { type: 'residential', firstName: 'Maria', lastName: 'Lopez', email: `maria-${randomUUID()}@example.test` },
  });
  expect(response.status, response.text).toBe(200);
  const customer = customerSchema.parse(response.body.data.customer);
  const [category] = await t.database.db
    .insert(salesTaxCategories)
    .values({ companyId: user.companyId, name: `Combined ${Math.random().toString(36).slice(2)}`, rate: '7.3750' })
    .returning();
  await t.database.db.update(customers).set({ taxCategoryId: category?.id ?? null }).where(eq(customers.id, customer.id));
  return customer;
}

/** A sent invoice (marked sent, no e-mail). */
async function aSentInvoice(user: SignedInUser, customerId: string, lines: unknown[], issueDate: string): Promise<Invoice> {
  const created = await t.call('POST', '/invoices', { token: user.token, body: { customerId, lines, issueDate, terms: 'net_30' } });
  expect(created.status, created.text).toBe(201);
  const draft = invoiceResultSchema.parse(created.body.data).invoice;
  const sent = await t.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { delivery: 'mark_sent', updatedAt: draft.updatedAt } });
  expect(sent.status, sent.text).toBe(200);
  return invoiceResultSchema.parse(sent.body.data).invoice;
}

async function pay(user: SignedInUser, body: Record<string, unknown>): Promise<Payment> {
  const response = await t.call('POST', '/payments', { token: user.token, body: { method: 'cash', date: '2026-05-10', ...body } });
  expect(response.status, response.text).toBe(201);
  return paymentResultSchema.parse(response.body.data).payment;
}

async function invoiceOf(user: SignedInUser, id: string): Promise<Invoice> {
  const response = await t.call('GET', `/invoices/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return invoiceResultSchema.parse(response.body.data).invoice;
}

/** What an invoice shows of its money, and that its balance is total − payments + refunds − credits. */
async function moneyOf(user: SignedInUser, id: string) {
  const invoice = await invoiceOf(user, id);
  expect(Math.round(invoice.balance * 100)).toBe(Math.round(invoice.total * 100) - Math.round(invoice.amountPaid * 100) - Math.round(invoice.credited * 100));
  return { status: invoice.status, amountPaid: invoice.amountPaid, balance: invoice.balance };
}

describe('payments', () => {
  it('partial, exact, over-payment to credit, and a void that restores the balance, to the cent', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const a = await aSentInvoice(user, customer.id, INVOICE_A_LINES, '2026-05-01');
    const b = await aSentInvoice(user, customer.id, INVOICE_B_LINES, '2026-06-01');
    expect([a.total, b.total]).toEqual([1041.65, 214.75]);

    // 1. $500 by hand to A: 1,041.65 − 500 = 541.65 owed.
    const first = await pay(user, { customerId: customer.id, amount: 500, allocations: [{ invoiceId: a.id, amount: 500 }], total: 1, unapplied: 99 });
    expect(first).toMatchObject({ amount: 500, unapplied: 0, source: 'office', allocations: [{ invoiceId: a.id, invoiceNumber: a.number, amount: 500 }] });
    expect(await moneyOf(user, a.id)).toEqual({ status: 'partially_paid', amountPaid: 500, balance: 541.65 });

    // 2. A cheque for exactly what A still owes, oldest due first: A is paid, B untouched.
    const second = await pay(user, { customerId: customer.id, method: 'cheque', chequeNumber: '2231', amount: 541.65, date: '2026-05-20' });
    expect(second.allocations).toEqual([{ invoiceId: a.id, invoiceNumber: a.number, amount: 541.65 }]);
    expect(await moneyOf(user, a.id)).toEqual({ status: 'paid', amountPaid: 1041.65, balance: 0 });
    expect(await moneyOf(user, b.id)).toEqual({ status: 'sent', amountPaid: 0, balance: 214.75 });

    // 3. $300 by card: B's 214.75 is paid, 85.25 becomes the customer's credit.
    const third = await pay(user, { customerId: customer.id, method: 'card', amount: 300, date: '2026-06-05' });
    expect(third).toMatchObject({ unapplied: 85.25, allocations: [{ invoiceId: b.id, amount: 214.75 }] });
    expect(await moneyOf(user, b.id)).toEqual({ status: 'paid', amountPaid: 214.75, balance: 0 });

    // 4. The cheque bounced: voided, A owes 541.65 again.
    const voided = await t.call('POST', `/payments/${second.id}/void`, { token: user.token, body: { reason: 'Cheque returned', updatedAt: second.updatedAt } });
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.data.payment).toMatchObject({ voidReason: 'Cheque returned' });
    expect(voided.body.data.payment.voidedAt).not.toBeNull();
    expect(await moneyOf(user, a.id)).toEqual({ status: 'partially_paid', amountPaid: 500, balance: 541.65 });
    const again = await t.call('POST', `/payments/${second.id}/void`, { token: user.token, body: { reason: 'Again', updatedAt: voided.body.data.payment.updatedAt } });
    expect([again.status, again.body.message]).toEqual([422, PAYMENT_ALREADY_VOID_MESSAGE]);
    const stale = await t.call('POST', `/payments/${first.id}/void`, { token: user.token, body: { reason: 'Stale', updatedAt: '2020-01-01T00:00:00.000Z' } });
    expect(stale.status).toBe(409);

    // A's payments list only the live one; an invoice with payments cannot be voided.
    expect((await invoiceOf(user, a.id)).payments).toEqual([{ paymentId: first.id, date: '2026-05-10', method: 'cash', reference: 'Cash', amount: 500 }]);
    const current = await invoiceOf(user, a.id);
    const voidInvoice = await t.call('POST', `/invoices/${a.id}/void`, { token: user.token, body: { reason: 'No', updatedAt: current.updatedAt } });
    expect([voidInvoice.status, voidInvoice.body.message]).toEqual([422, invoiceMoveMessage('partially_paid', 'void')]);

    // The ledger: 1,041.65 + 214.75 − 500 − 541.65 − 300 + 541.65 = 456.40 owed (541.65 on A less 85.25 credit).
    const ledgerResponse = await t.call('GET', `/customers/${customer.id}/ledger`, { token: user.token });
    expect(ledgerResponse.status, ledgerResponse.text).toBe(200);
    const ledger = customerLedgerResultSchema.parse(ledgerResponse.body.data).ledger;
    expect(ledger.entries.map((entry) => [entry.kind, entry.reference, entry.debit, entry.credit, entry.balance])).toEqual([
      ['invoice', `INV-${a.number}`, 1041.65, 0, 1041.65],
      ['payment', 'Cash', 0, 500, 541.65],
      ['payment', 'Cheque 2231', 0, 541.65, 0],
      ['invoice', `INV-${b.number}`, 214.75, 0, 214.75],
      ['payment', 'Card', 0, 300, -85.25],
      ['payment_void', 'Cheque 2231', 541.65, 0, 456.4],
    ]);
    expect(ledger).toMatchObject({ openingBalance: 0, closingBalance: 456.4, creditAvailable: 85.25, overdueBalance: 541.65 });

    // June only: what was owed on June 1 (0.00) carried in.
    const june = customerLedgerResultSchema.parse((await t.call('GET', `/customers/${customer.id}/ledger?from=2026-06-01&to=2026-06-30`, { token: user.token })).body.data).ledger;
    expect(june.entries.map((entry) => entry.balance)).toEqual([214.75, -85.25]);
    expect(june).toMatchObject({ from: '2026-06-01', to: '2026-06-30', openingBalance: 0, closingBalance: -85.25 });

    // Aging on July 15: A was due May 31, 45 days before: 31–60.
    const receivables = receivablesResultSchema.parse((await t.call('GET', '/receivables?asOf=2026-07-15', { token: user.token })).body.data).receivables;
    expect(receivables.rows).toEqual([
      {
        customerId: customer.id,
        customerName: 'Maria Lopez',
        buckets: { current: 0, '1_30': 0, '31_60': 541.65, '61_90': 0, '91_plus': 0 },
        total: 541.65,
        oldestDueDate: '2026-05-31',
        invoiceCount: 1,
      },
    ]);
    expect(receivables.totals.total).toBe(541.65);

    const listed = paymentListSchema.parse((await t.call('GET', `/payments?customerId=${customer.id}`, { token: user.token })).body.data);
    expect(listed.payments.map((payment) => payment.id)).toEqual([third.id, second.id, first.id]);
    expect(listed.pagination.total).toBe(3);
  });

  it('for any run of payments and voids, each invoice owes its total less what live payments put on it, and no cent is lost', async () => {
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('pay' as const), cents: fc.integer({ min: 1, max: 150_000 }) }),
      fc.record({ kind: fc.constant('void' as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 6 }), async (operations) => {
        const user = await signedInUser(t);
        const customer = await aCustomer(user);
        const sent = [await aSentInvoice(user, customer.id, INVOICE_A_LINES, '2026-05-01'), await aSentInvoice(user, customer.id, INVOICE_B_LINES, '2026-06-01')];
        const live: Payment[] = [];
        for (const step of operations) {
          if (step.kind === 'pay') live.push(await pay(user, { customerId: customer.id, amount: step.cents / 100 }));
          else if (live.length > 0) {
            const [voided] = live.splice(step.pick % live.length, 1);
            if (!voided) continue;
            const response = await t.call('POST', `/payments/${voided.id}/void`, { token: user.token, body: { reason: 'Property run', updatedAt: voided.updatedAt } });
            expect(response.status, response.text).toBe(200);
          }
          let allocatedCents = 0;
          for (const invoice of sent) {
            const current = await invoiceOf(user, invoice.id);
            const paidCents = current.payments.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
            allocatedCents += paidCents;
            expect(Math.round(current.balance * 100)).toBe(Math.round(current.total * 100) - paidCents);
            expect(current.balance).toBeGreaterThanOrEqual(0);
            expect(current.status).toBe(current.balance === 0 ? 'paid' : paidCents > 0 ? 'partially_paid' : 'sent');
          }
          // Every live payment's cents are on an invoice or in the customer's credit.
          const recorded = live.reduce((sum, payment) => sum + Math.round(payment.amount * 100), 0);
          const ledger = customerLedgerResultSchema.parse((await t.call('GET', `/customers/${customer.id}/ledger`, { token: user.token })).body.data).ledger;
          expect(allocatedCents + Math.round(ledger.creditAvailable * 100)).toBe(recorded);
          expect(Math.round(ledger.closingBalance * 100)).toBe(104_165 + 21_475 - recorded);
        }
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it('refuses hand allocations to a draft or beyond the balance with 422 on the field', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const sent = await aSentInvoice(user, customer.id, INVOICE_B_LINES, '2026-06-01');
    const draft = await t.call('POST', '/invoices', { token: user.token, body: { customerId: customer.id, lines: INVOICE_B_LINES } });
    const toDraft = await t.call('POST', '/payments', {
      token: user.token,
      body: { customerId: customer.id, method: 'cash', date: '2026-06-02', amount: 10, allocations: [{ invoiceId: draft.body.data.invoice.id, amount: 10 }] },
    });
    expect(toDraft.status).toBe(422);
    expect(toDraft.body.details.fieldErrors).toEqual({ 'allocations.0.invoiceId': [ALLOCATION_NOT_OPEN_MESSAGE] });
    const tooMuch = await t.call('POST', '/payments', {
      token: user.token,
      body: { customerId: customer.id, method: 'cash', date: '2026-06-02', amount: 300, allocations: [{ invoiceId: sent.id, amount: 214.76 }] },
    });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.details.fieldErrors).toEqual({ 'allocations.0.amount': [ALLOCATION_OVER_BALANCE_MESSAGE] });
    // Nothing was recorded.
    expect(await moneyOf(user, sent.id)).toEqual({ status: 'sent', amountPaid: 0, balance: 214.75 });
    expect((await t.call('GET', '/payments', { token: user.token })).body.data.payments).toEqual([]);
  });

  it('two payments of the whole balance at once: one pays the invoice, the other becomes credit', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const invoice = await aSentInvoice(user, customer.id, INVOICE_B_LINES, '2026-06-01');
    const both = await Promise.all([1, 2].map(() => t.call('POST', '/payments', { token: user.token, body: { customerId: customer.id, method: 'cash', date: '2026-06-02', amount: 214.75 } })));
    expect(both.map((response) => response.status)).toEqual([201, 201]);
    const unapplied = both.map((response) => paymentResultSchema.parse(response.body.data).payment.unapplied).sort();
    expect(unapplied).toEqual([0, 214.75]);
    expect(await moneyOf(user, invoice.id)).toEqual({ status: 'paid', amountPaid: 214.75, balance: 0 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no customer', { customerId: undefined }, 'customerId'],
    ['an unknown method', { method: 'bitcoin' }, 'method'],
    ['a cheque without its number', { method: 'cheque' }, 'chequeNumber'],
    ['an amount of 0', { amount: 0 }, 'amount'],
    ['a huge amount', { amount: 1e308 }, 'amount'],
    ['an amount in tenths of a cent', { amount: 10.001 }, 'amount'],
    ['an amount as text', { amount: '10' }, 'amount'],
    ['an impossible date', { date: '2026-02-30' }, 'date'],
    ['a note with a NUL byte', { note: 'a\u0000b' }, 'note'],
    ['a 100,000-character note', { note: 'x'.repeat(100_000) }, 'note'],
    ['allocations that are not a list', { allocations: 'all' }, 'allocations'],
    ['an allocation to something that is not an id', { allocations: [{ invoiceId: 'INV-1001', amount: 5 }] }, 'allocations.0.invoiceId'],
    ['allocations over the payment', { allocations: [{ invoiceId: randomUUID(), amount: 11 }] }, 'allocations'],
  ])('refuses %s with 400 naming the field', async (_name, change, field) => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const response = await t.call('POST', '/payments', { token: user.token, body: { customerId: customer.id, method: 'cash', date: '2026-06-02', amount: 10, ...change } });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    if (field === 'chequeNumber') expect(response.body.details.fieldErrors.chequeNumber).toEqual([CHEQUE_NUMBER_REQUIRED_MESSAGE]);
  });

  it('refuses malformed queries, addresses and voids with 400 naming the field', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    const payment = await pay(user, { customerId: customer.id, amount: 5 });
    const cases: Array<['GET' | 'POST', string, unknown, string]> = [
      ['GET', '/payments?method=bitcoin', undefined, 'method'],
      ['GET', '/payments?limit=0', undefined, 'limit'],
      ['GET', '/payments?from=2026-02-30', undefined, 'from'],
      ['GET', '/payments?from=2026-06-02&to=2026-06-01', undefined, 'to'],
      ['GET', `/payments?customerId=${'x'.repeat(5_000)}`, undefined, 'customerId'],
      ['GET', '/payments/INV-1', undefined, 'id'],
      ['POST', `/payments/${payment.id}/void`, { updatedAt: payment.updatedAt }, 'reason'],
      ['POST', `/payments/${payment.id}/void`, { reason: 'a\u0000b', updatedAt: payment.updatedAt }, 'reason'],
      ['POST', `/payments/${payment.id}/void`, { reason: 'Error' }, 'updatedAt'],
      ['GET', `/customers/${customer.id}/ledger?from=2026-07-01&to=2026-06-01`, undefined, 'to'],
      ['GET', `/customers/${customer.id}/ledger?to=tomorrow`, undefined, 'to'],
      ['GET', '/customers/abc/ledger', undefined, 'id'],
      ['GET', '/receivables?asOf=2026-13-01', undefined, 'asOf'],
      ['GET', '/receivables?customerId=1', undefined, 'customerId'],
    ];
    for (const [method, path, body, field] of cases) {
      const response = await t.call(method, path, { token: user.token, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(Object.keys(response.body.details.fieldErrors), `${method} ${path}`).toContain(field);
    }
    // The payment stands.
    expect((await t.call('GET', `/payments/${payment.id}`, { token: user.token })).body.data.payment.voidedAt).toBeNull();
  });

  it('a second company gets 404 paying, reading or voiding the first one’s payments, invoices, ledger and customer', async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const invoice = await aSentInvoice(owner, customer.id, INVOICE_B_LINES, '2026-06-01');
    const payment = await pay(owner, { customerId: customer.id, amount: 14.75 });
    const other = await signedInUser(t);
    const mine = await aCustomer(other);

    const payTheirInvoice = await t.call('POST', '/payments', {
      token: other.token,
      body: { customerId: mine.id, method: 'cash', date: '2026-06-02', amount: 10, allocations: [{ invoiceId: invoice.id, amount: 10 }] },
    });
    expect(payTheirInvoice.status).toBe(404);
    expect(payTheirInvoice.body.details.fieldErrors).toEqual({ 'allocations.0.invoiceId': ['Invoice not found'] });
    const payTheirCustomer = await t.call('POST', '/payments', { token: other.token, body: { customerId: customer.id, method: 'cash', date: '2026-06-02', amount: 10 } });
    expect(payTheirCustomer.status).toBe(404);
    expect(payTheirCustomer.body.details.fieldErrors).toEqual({ customerId: ['Customer not found'] });
    expect((await t.call('GET', `/payments/${payment.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `/payments/${payment.id}/void`, { token: other.token, body: { reason: 'Mine', updatedAt: payment.updatedAt } })).status).toBe(404);
    expect((await t.call('GET', `/customers/${customer.id}/ledger`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/receivables?customerId=${customer.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', '/receivables', { token: other.token })).body.data.receivables.rows).toEqual([]);
    expect((await t.call('GET', '/payments', { token: other.token })).body.data.payments).toEqual([]);
    // The first company's figures are untouched.
    expect(await moneyOf(owner, invoice.id)).toEqual({ status: 'partially_paid', amountPaid: 14.75, balance: 200 });
  });

  it('a customer with invoices or payments is archived, never deleted with them', async () => {
    const user = await signedInUser(t);
    const billed = await aCustomer(user);
    const invoice = await aSentInvoice(user, billed.id, INVOICE_B_LINES, '2026-06-01');
    const paidAhead = await aCustomer(user);
    await pay(user, { customerId: paidAhead.id, amount: 50 });
    const removedBilled = await t.call('DELETE', `/customers/${billed.id}`, { token: user.token });
    expect(removedBilled.body.data).toMatchObject({ outcome: 'archived', message: 'The customer has invoices, so it was archived instead of deleted.' });
    const removedPaid = await t.call('DELETE', `/customers/${paidAhead.id}`, { token: user.token });
    expect(removedPaid.body.data).toMatchObject({ outcome: 'archived', message: 'The customer has payments, so it was archived instead of deleted.' });
    expect((await invoiceOf(user, invoice.id)).number).toBe(invoice.number);
  });

  it('a crew leader gets 403 on every payments and receivables call', async () => {
    const owner = await signedInUser(t);
    const customer = await aCustomer(owner);
    const payment = await pay(owner, { customerId: customer.id, amount: 5 });
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    const calls: Array<['GET' | 'POST', string, unknown]> = [
      ['GET', '/payments', undefined],
      ['POST', '/payments', { customerId: customer.id, method: 'cash', date: '2026-06-02', amount: 10 }],
      ['GET', `/payments/${payment.id}`, undefined],
      ['POST', `/payments/${payment.id}/void`, { reason: 'x', updatedAt: payment.updatedAt }],
      ['GET', `/customers/${customer.id}/ledger`, undefined],
      ['GET', '/receivables', undefined],
    ];
    for (const [method, path, body] of calls) {
      const response = await t.call(method, path, { token: leader.token, ...(body === undefined ? {} : { body }) });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });
});
