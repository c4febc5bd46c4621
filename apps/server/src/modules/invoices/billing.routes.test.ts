import {
  BILLING_METHOD_CHANGE_MESSAGE,
  createTrueUpResultSchema,
  invoiceResultSchema,
  jobBillingResultSchema,
  NOT_A_DEPOSIT_JOB_MESSAGE,
  seasonTrueUpResultSchema,
  type JobBilling,
} from '@groundwork/domain/invoices';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creditNotes, jobVisits } from '../../db/schema';
import { aBillingCustomer, aJob } from '../../test/billing-builders';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

async function billingOf(user: SignedInUser, jobId: string): Promise<JobBilling> {
  const response = await t.call('GET', `/jobs/${jobId}/billing`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return jobBillingResultSchema.parse(response.body.data).billing;
}

async function putBilling(user: SignedInUser, jobId: string, body: Record<string, unknown>) {
  return t.call('PUT', `/jobs/${jobId}/billing`, { token: user.token, body });
}

describe('job billing methods', () => {
  it('a job is billed per visit until changed; its approved total is the sum of its visit prices', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const { job } = await aJob(t, user, customer, { visitPrices: [45.01, 45, 45] });
    const billing = await billingOf(user, job.id);
    expect(billing).toMatchObject({ method: 'per_visit', approvedTotal: 135.01, approvedChanges: 0, invoicedSoFar: 0, remaining: 135.01, instalments: [], deposit: null });
  });

  it('monthly instalments: months kept in calendar order, skipped months left out, the instalments summing exactly to the total', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    // 1,691.44 over 7 visits' worth, split over 7 months chosen out of order.
    const { job } = await aJob(t, user, customer, { visitPrices: [241.64, 241.64, 241.64, 241.63, 241.63, 241.63, 241.63] });
    const before = await billingOf(user, job.id);
    const response = await putBilling(user, job.id, {
      method: 'monthly_instalments',
      months: ['2026-10', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-05'],
      issueDay: 15,
      updatedAt: before.updatedAt,
    });
    expect(response.status, response.text).toBe(200);
    const billing = jobBillingResultSchema.parse(response.body.data).billing;
    expect(billing.instalments.map((item) => item.month)).toEqual(['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10']);
    expect(billing.instalments.map((item) => item.amount)).toEqual([241.64, 241.64, 241.64, 241.63, 241.63, 241.63, 241.63]);
    expect(billing.issueDay).toBe(15);

    // The version read before the change is stale now.
    const stale = await putBilling(user, job.id, { method: 'per_visit', updatedAt: before.updatedAt });
    expect(stale.status).toBe(409);
  });

  it.each([
    ['no method', { updatedAt: new Date().toISOString() }, 'method'],
    ['an unknown method', { method: 'weekly', updatedAt: new Date().toISOString() }, 'method'],
    ['no months', { method: 'monthly_instalments', months: [], updatedAt: new Date().toISOString() }, 'months'],
    ['a month that is not one', { method: 'monthly_instalments', months: ['2026-13'], updatedAt: new Date().toISOString() }, 'months.0'],
    ['an issue day of 31', { method: 'monthly_instalments', months: ['2026-05'], issueDay: 31, updatedAt: new Date().toISOString() }, 'issueDay'],
    ['a NUL in a month', { method: 'monthly_instalments', months: ['2026-05\u0000'], updatedAt: new Date().toISOString() }, 'months.0'],
    ['a deposit of both', { method: 'deposit_progress', deposit: { percent: 10, amount: 100 }, updatedAt: new Date().toISOString() }, 'deposit.amount'],
    ['a deposit of 101 %', { method: 'deposit_progress', deposit: { percent: 101 }, updatedAt: new Date().toISOString() }, 'deposit.percent'],
    ['a huge deposit', { method: 'deposit_progress', deposit: { amount: 1e300 }, updatedAt: new Date().toISOString() }, 'deposit.amount'],
    ['no updatedAt', { method: 'per_visit' }, 'updatedAt'],
  ])('PUT billing refuses %s with a field message', async (_label, body, field) => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const { job } = await aJob(t, user, customer, { visitPrices: [100] });
    const response = await putBilling(user, job.id, body);
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });

  it('refuses a new method once the job has an invoice that is not void, and allows it again after the void', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const { job } = await aJob(t, user, customer, { visitPrices: [1000], method: 'deposit_progress' });
    const deposit = await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: user.token, body: { stage: 'deposit', portion: { percent: 30 } } });
    expect(deposit.status, deposit.text).toBe(201);
    const invoice = invoiceResultSchema.parse(deposit.body.data).invoice;
    const billing = await billingOf(user, job.id);
    const refused = await putBilling(user, job.id, { method: 'per_visit', updatedAt: billing.updatedAt });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(BILLING_METHOD_CHANGE_MESSAGE);

    const voided = await t.call('POST', `/invoices/${invoice.id}/void`, { token: user.token, body: { reason: 'Wrong job', updatedAt: invoice.updatedAt } });
    expect(voided.status, voided.text).toBe(200);
    const changed = await putBilling(user, job.id, { method: 'per_visit', updatedAt: billing.updatedAt });
    expect(changed.status, changed.text).toBe(200);
  });

  it("a second company gets 404 for the first company's job billing, progress invoices and true-up", async () => {
    const owner = await signedInUser(t);
    const other = await signedInUser(t);
    const customer = await aBillingCustomer(t, owner);
    const { job } = await aJob(t, owner, customer, { visitPrices: [500], method: 'deposit_progress' });
    const billing = await billingOf(owner, job.id);
    expect((await t.call('GET', `/jobs/${job.id}/billing`, { token: other.token })).status).toBe(404);
    expect((await putBilling(other, job.id, { method: 'per_visit', updatedAt: billing.updatedAt })).status).toBe(404);
    expect((await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: other.token, body: { stage: 'final' } })).status).toBe(404);
    expect((await t.call('GET', `/jobs/${job.id}/true_up`, { token: other.token })).status).toBe(404);
    expect((await t.call('POST', `/jobs/${job.id}/true_up`, { token: other.token, body: {} })).status).toBe(404);
    expect((await billingOf(owner, job.id)).method).toBe('deposit_progress');
  });
});

describe('deposit, progress and final invoices', () => {
  it('a 30 % deposit, a progress payment, then the final invoice deducting both: together exactly the approved total', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const { job } = await aJob(t, user, customer, { visitPrices: [12000], method: 'deposit_progress' });
    const deposit = await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: user.token, body: { stage: 'deposit', portion: { percent: 30 }, issueDate: '2026-05-01' } });
    expect(deposit.status, deposit.text).toBe(201);
    expect(invoiceResultSchema.parse(deposit.body.data).invoice).toMatchObject({ kind: 'deposit', jobId: job.id, subtotal: 3600, issueDate: '2026-05-01' });

    const tooMuch = await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: user.token, body: { stage: 'progress', portion: { amount: 9000 } } });
    expect(tooMuch.status).toBe(422);
    expect(tooMuch.body.message).toContain('would bill more than was approved');

    const progress = await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: user.token, body: { stage: 'progress', portion: { amount: 4000.5 } } });
    expect(progress.status, progress.text).toBe(201);
    const final = await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: user.token, body: { stage: 'final' } });
    expect(final.status, final.text).toBe(201);
    const finalInvoice = invoiceResultSchema.parse(final.body.data).invoice;
    expect(finalInvoice).toMatchObject({ kind: 'final', subtotal: 4399.5 });
    expect(finalInvoice.lines.map((line) => line.amount)).toEqual([12000, -3600, -4000.5]);
    expect(await billingOf(user, job.id)).toMatchObject({ invoicedSoFar: 12000, remaining: 0 });

    const again = await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: user.token, body: { stage: 'final' } });
    expect(again.status).toBe(422);
  });

  it('refuses deposit invoices for a job not billed by deposit and progress, and bad portions with field messages', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const { job } = await aJob(t, user, customer, { visitPrices: [100] });
    const refused = await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: user.token, body: { stage: 'deposit', portion: { percent: 10 } } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(NOT_A_DEPOSIT_JOB_MESSAGE);
    for (const [body, field] of [
      [{ stage: 'deposit' }, 'portion'],
      [{ stage: 'deposit', portion: {} }, 'portion.percent'],
      [{ stage: 'deposit', portion: { percent: 'ten' } }, 'portion.percent'],
      [{ stage: 'later' }, 'stage'],
      [{ stage: 'final', issueDate: '2026-02-30' }, 'issueDate'],
    ] as const) {
      const response = await t.call('POST', `/jobs/${job.id}/progress_invoices`, { token: user.token, body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    }
    expect((await t.call('GET', '/jobs/not-a-uuid/billing', { token: user.token })).status).toBe(400);
  });
});

describe('season true-up', () => {
  it('fewer visits done than invoiced: a credit note for the difference, linked to the job', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    // Four visits at $100, three done; both instalments (January, February) billed: $400 invoiced, $300 earned.
    const { job } = await aJob(t, user, customer, { visitPrices: [100, 100, 100, 100], done: 3, method: 'monthly_instalments', months: ['2026-01', '2026-02'] });
    const batch = await t.call('POST', '/invoices/batch', {
      token: user.token,
      body: { items: [{ ref: { source: 'instalment', jobId: job.id, month: '2026-01' } }, { ref: { source: 'instalment', jobId: job.id, month: '2026-02' } }] },
    });
    expect(batch.status, batch.text).toBe(201);
    expect(batch.body.data.batch.skipped, batch.text).toEqual([]);
    expect(batch.body.data.batch.invoices).toHaveLength(1);

    const view = await t.call('GET', `/jobs/${job.id}/true_up`, { token: user.token });
    expect(view.status, view.text).toBe(200);
    expect(seasonTrueUpResultSchema.parse(view.body.data).trueUp).toMatchObject({
      proposal: 'credit_note',
      amount: 100,
      visitsPlanned: 4,
      visitsDone: 3,
      earned: 300,
      invoicedSoFar: 400,
      summary: '3 of 4 visits done, worth $300.00 at $100.00 a visit; $400.00 invoiced: a credit note for $100.00.',
    });
    const made = await t.call('POST', `/jobs/${job.id}/true_up`, { token: user.token, body: { note: 'Season end' } });
    expect(made.status, made.text).toBe(201);
    const result = createTrueUpResultSchema.parse(made.body.data);
    expect(result.invoice).toBeNull();
    expect(result.creditNote).toMatchObject({ subtotal: 100, customerId: customer.id, reason: 'Season end' });
    const [stored] = await t.database.db.select().from(creditNotes).where(and(eq(creditNotes.companyId, user.companyId), eq(creditNotes.id, result.creditNote!.id)));
    expect(stored?.jobId).toBe(job.id);

    // Settled: nothing left.
    const settled = await t.call('GET', `/jobs/${job.id}/true_up`, { token: user.token });
    expect(settled.body.data.trueUp.proposal).toBe('none');
    expect((await t.call('POST', `/jobs/${job.id}/true_up`, { token: user.token, body: {} })).status).toBe(422);
  });

  it('more visits done than planned: an extra invoice of kind true_up', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const { job } = await aJob(t, user, customer, { visitPrices: [50, 50], done: 2, method: 'monthly_instalments', months: ['2026-01'] });
    // A third visit was added and done.
    await t.database.db.insert(jobVisits).values({ companyId: user.companyId, jobId: job.id, instanceDate: '2026-04-20', status: 'completed', price: '0' });
    const made = await t.call('POST', `/jobs/${job.id}/true_up`, { token: user.token, body: {} });
    expect(made.status, made.text).toBe(201);
    const result = createTrueUpResultSchema.parse(made.body.data);
    // Contract $100 over 3 visit rows: $33.34 a visit, 3 done = $100 earned, nothing invoiced.
    expect(result.trueUp.proposal).toBe('extra_invoice');
    expect(result.invoice).toMatchObject({ kind: 'true_up', subtotal: result.trueUp.amount, jobId: job.id });
  });

  it('a job not billed in instalments has no true-up', async () => {
    const user = await signedInUser(t);
    const customer = await aBillingCustomer(t, user);
    const { job } = await aJob(t, user, customer, { visitPrices: [50] });
    expect((await t.call('GET', `/jobs/${job.id}/true_up`, { token: user.token })).status).toBe(422);
    const bad = await t.call('POST', `/jobs/${job.id}/true_up`, { token: user.token, body: { note: 'x'.repeat(501) } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.details.fieldErrors)).toContain('note');
  });
});
