import { customerSchema, type Customer } from '@groundwork/domain/customers';
import { invoiceResultSchema, paymentResultSchema, type Invoice, type Payment } from '@groundwork/domain/invoices';
import { eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { pdfText } from '../../test/pdf-text';
import { useTestApp } from '../../test/test-app';
import { renderCustomerStatement } from './statements.service';

const t = useTestApp();

const lines = (amount: number) => [{ description: 'Weekly mowing', quantity: 1, unitPrice: amount, taxable: false }];

async function aCustomer(user: SignedInUser, firstName = 'Ana'): Promise<Customer> {
  const response = await t.call('POST', '/customers', {
    token: user.token,
    body: { type: 'residential', firstName, lastName: 'Reyes', email: `ana-${randomUUID()}@example.test`, address: { street: '12 Elm St', city: 'Minneapolis', state: 'MN', zipCode: '55401' } },
  });
  expect(response.status, response.text).toBe(200);
  return customerSchema.parse(response.body.data.customer);
}

async function aSentInvoice(user: SignedInUser, customerId: string, amount: number, issueDate: string): Promise<Invoice> {
  const created = await t.call('POST', '/invoices', { token: user.token, body: { customerId, lines: lines(amount), issueDate, terms: 'net_30' } });
  expect(created.status, created.text).toBe(201);
  const draft = invoiceResultSchema.parse(created.body.data).invoice;
  const sent = await t.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { delivery: 'mark_sent', updatedAt: draft.updatedAt } });
  expect(sent.status, sent.text).toBe(200);
  return invoiceResultSchema.parse(sent.body.data).invoice;
}

async function pay(user: SignedInUser, body: Record<string, unknown>): Promise<Payment> {
  const response = await t.call('POST', '/payments', { token: user.token, body: { method: 'cash', ...body } });
  expect(response.status, response.text).toBe(201);
  return paymentResultSchema.parse(response.body.data).payment;
}

async function download(user: SignedInUser, path: string) {
  return t.app.inject({ method: 'GET', url: `/api/v2${path}`, headers: { authorization: `Bearer ${user.token}` } });
}

/** A customer with May's and June's books: INV (200) in May, paid 150 in May, INV (80) and a refund of 25 in June. */
async function aMonthOfBooks(user: SignedInUser, firstName = 'Ana') {
  const customer = await aCustomer(user, firstName);
  const may = await aSentInvoice(user, customer.id, 200, '2026-05-04');
  await pay(user, { customerId: customer.id, amount: 150, date: '2026-05-20' });
  const june = await aSentInvoice(user, customer.id, 80, '2026-06-02');
  const refund = await t.call('POST', '/refunds', {
    token: user.token,
    body: { customerId: customer.id, invoiceId: may.id, method: 'cheque', chequeNumber: '118', date: '2026-06-10', amount: 25 },
  });
  expect(refund.status, refund.text).toBe(201);
  const note = await t.call('POST', '/credit_notes', { token: user.token, body: { customerId: customer.id, invoiceId: june.id, reason: 'Missed visit', issueDate: '2026-06-12', lines: lines(10) } });
  expect(note.status, note.text).toBe(201);
  return { customer, may, june };
}

describe('the customer statement', () => {
  it("prints June's statement: letterhead, opening balance carried from May, entries, what is owed", async () => {
    const user = await signedInUser(t);
    const { customer, may, june } = await aMonthOfBooks(user);
    const response = await download(user, `/customers/${customer.id}/statement.pdf?from=2026-06-01&to=2026-06-30`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Statement-2026-06-30.pdf"');
    const text = pdfText(response.rawPayload);
    // 200 − 150 = 50 owed on June 1; + 80 + 25 − 10 = 145.
    for (const expected of ['Statement', 'Ana Reyes', '12 Elm St', 'Opening balance', '$50.00', `INV-${june.number}`, `Cheque 118 · INV-${may.number}`, 'Refund', 'Credit note', '$145.00', 'Balance due'])
      expect(text).toContain(expected);
    // May's invoice and payment are in the opening balance, not listed again.
    expect(text).not.toContain('2026-05-04');
    expect(text).not.toContain('2026-05-20');
  });

  it('renders one statement for a company without a request (what a bulk statements job calls)', async () => {
    const user = await signedInUser(t);
    const { customer } = await aMonthOfBooks(user);
    const statement = await renderCustomerStatement(t.database.db, t.app.log, user.companyId, customer.id, { to: '2026-05-31' }, { compress: false });
    expect(statement.fileName).toBe('Statement-2026-05-31.pdf');
    const text = pdfText(statement.pdf);
    expect(text).toContain('$50.00');
    expect(text).not.toContain('Refund');
  });

  it("refuses malformed periods with 400, another company's customer with 404 and a crew leader with 403", async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    for (const [path, field] of [
      [`/customers/${customer.id}/statement.pdf?from=2026-07-01&to=2026-06-01`, 'to'],
      [`/customers/${customer.id}/statement.pdf?to=2026-02-30`, 'to'],
      [`/customers/${customer.id}/statement.pdf?from=%00`, 'from'],
      ['/customers/not-an-id/statement.pdf', 'id'],
    ] as const) {
      const response = await t.call('GET', path, { token: user.token });
      expect(response.status, path).toBe(400);
      expect(Object.keys(response.body.details.fieldErrors), path).toContain(field);
    }
    const other = await signedInUser(t);
    expect((await t.call('GET', `/customers/${customer.id}/statement.pdf`, { token: other.token })).status).toBe(404);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: user.companyId });
    expect((await t.call('GET', `/customers/${customer.id}/statement.pdf`, { token: leader.token })).status).toBe(403);
  });
});

describe('the accounting export', () => {
  it("exports June's invoices, payments, refunds and credit notes as IIF, and not May's or another company's", async () => {
    const user = await signedInUser(t);
    const { customer, june } = await aMonthOfBooks(user);
    await pay(user, { customerId: customer.id, method: 'cheque', chequeNumber: '2231', amount: 40, date: '2026-06-15' });
    const other = await signedInUser(t);
    await aMonthOfBooks(other, 'Otto');

    const response = await download(user, '/invoices/export?from=2026-06-01&to=2026-06-30&format=iif');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Invoices-2026-06-01-to-2026-06-30.iif"');
    const rows = response.body.split('\r\n').filter((row) => row.startsWith('TRNS') || row.startsWith('SPL'));
    expect(rows).toEqual([
      ['TRNS', 'INVOICE', '06/02/2026', 'Accounts Receivable', 'Ana Reyes', '80.00', String(june.number), '', '07/02/2026'].join('\t'),
      ['SPL', 'INVOICE', '06/02/2026', 'Services', 'Ana Reyes', '-80.00', String(june.number), 'Weekly mowing', ''].join('\t'),
      ['TRNS', 'CHECK', '06/10/2026', 'Checking', 'Ana Reyes', '-25.00', '118', 'Refund: Cheque 118', ''].join('\t'),
      ['SPL', 'CHECK', '06/10/2026', 'Accounts Receivable', 'Ana Reyes', '25.00', '118', 'Refund: Cheque 118', ''].join('\t'),
      expect.stringMatching(/^TRNS\tCREDIT MEMO\t06\/12\/2026\tAccounts Receivable\tAna Reyes\t-10\.00\tCN-\d+\tMissed visit\t$/),
      expect.stringMatching(/^SPL\tCREDIT MEMO\t06\/12\/2026\tServices\tAna Reyes\t10\.00\tCN-\d+\tWeekly mowing\t$/),
      ['TRNS', 'PAYMENT', '06/15/2026', 'Undeposited Funds', 'Ana Reyes', '40.00', '2231', 'Cheque 2231', ''].join('\t'),
      ['SPL', 'PAYMENT', '06/15/2026', 'Accounts Receivable', 'Ana Reyes', '-40.00', '2231', 'Cheque 2231', ''].join('\t'),
    ]);
    expect(response.body).not.toContain('Otto');
  });

  it('exports the same rows as CSV, with names that look like formulas or hold tabs made harmless', async () => {
    const user = await signedInUser(t);
    const customer = await aCustomer(user);
    await t.database.db.update(customers).set({ displayName: '=HYPERLINK("http://evil")\tCo' }).where(eq(customers.id, customer.id));
    await pay(user, { customerId: customer.id, amount: 12.5, date: '2026-06-03', note: 'Paid\nat the door' });
    const csv = await download(user, '/invoices/export?from=2026-06-01&to=2026-06-30&format=csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      'Transaction,Type,Date,Number,Customer,Account,Debit,Credit,Memo',
      `1,PAYMENT,2026-06-03,,"'=HYPERLINK(""http://evil"")\tCo",Undeposited Funds,12.50,,"Paid\nat the door"`,
    ]);
    const iif = await download(user, '/invoices/export?from=2026-06-01&to=2026-06-30');
    const [trns] = iif.body.split('\r\n').filter((row) => row.startsWith('TRNS'));
    expect(trns?.split('\t')).toEqual(['TRNS', 'PAYMENT', '06/03/2026', 'Undeposited Funds', "=HYPERLINK('http://evil') Co", '12.50', '', 'Paid at the door', '']);
  });

  it('refuses malformed periods and formats with 400 naming the field, and a crew leader with 403', async () => {
    const user = await signedInUser(t);
    for (const [query, field] of [
      ['to=2026-06-30', 'from'],
      ['from=2026-06-01', 'to'],
      ['from=2026-06-01&to=2026-06-30&format=xlsx', 'format'],
      ['from=2026-07-01&to=2026-06-30', 'to'],
      ['from=2025-01-01&to=2026-06-30', 'to'],
      ['from=2026-02-30&to=2026-06-30', 'from'],
      [`from=${'9'.repeat(10_000)}&to=2026-06-30`, 'from'],
      ['from=2026-06-01%00&to=2026-06-30', 'from'],
    ] as const) {
      const response = await t.call('GET', `/invoices/export?${query}`, { token: user.token });
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.details.fieldErrors), query).toContain(field);
    }
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: user.companyId });
    expect((await t.call('GET', '/invoices/export?from=2026-06-01&to=2026-06-30', { token: leader.token })).status).toBe(403);
  });
});
