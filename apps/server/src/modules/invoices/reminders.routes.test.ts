import { invoiceLabel, invoiceResultSchema, invoiceSettingsResultSchema, type Invoice } from '@groundwork/domain/invoices';
import { addDays } from '@groundwork/domain/shared';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { backgroundJobs, invoiceReminders, invoices } from '../../db/schema';
import { companyToday } from '../../lib/company-today';
import { createJobQueue } from '../../plugins/queue';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aDraftInvoice, anInvoiceCustomer } from '../../test/invoice-builders';
import { messagesTo } from '../../test/outbox';
import { useTestApp } from '../../test/test-app';
import { createRemindersService, REMINDER_SCAN_JOB } from './reminders.service';

const t = useTestApp();

/** Reminders on: the first 7 days past due, then every 14 days, at most 2 an invoice. */
async function turnRemindersOn(user: SignedInUser) {
  const read = await t.call('GET', '/invoices/settings', { token: user.token });
  const { updatedAt } = invoiceSettingsResultSchema.parse(read.body.data).settings;
  const changed = await t.call('PUT', '/invoices/settings', {
    token: user.token,
    body: { reminders: { enabled: true, firstAfterDays: 7, repeatEveryDays: 14, maxPerInvoice: 2 }, updatedAt },
  });
  expect(changed.status, changed.text).toBe(200);
}

/** A sent invoice whose due date was `daysAgo` days before the company's today (net 30). */
async function aSentInvoiceDue(user: SignedInUser, customerId: string, daysAgo: number): Promise<Invoice> {
  const today = await companyToday(t.database.db, user.companyId);
  const draft = await aDraftInvoice(t, user, customerId, { issueDate: addDays(today, -30 - daysAgo), terms: 'net_30' });
  const sent = await t.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { delivery: 'mark_sent', updatedAt: draft.updatedAt } });
  expect(sent.status, sent.text).toBe(200);
  return invoiceResultSchema.parse(sent.body.data).invoice;
}

async function runScan() {
  await t.app.queue.enqueue(t.database.db, { kind: REMINDER_SCAN_JOB, companyId: null, dedupeKey: REMINDER_SCAN_JOB });
  // A scan already waiting (for the next hour) is made due now.
  await t.database.db.update(backgroundJobs).set({ runAt: sql`now()` }).where(and(eq(backgroundJobs.kind, REMINDER_SCAN_JOB), eq(backgroundJobs.status, 'queued')));
  await t.app.queue.drain({ kinds: [REMINDER_SCAN_JOB] });
}

const remindersOf = (invoiceId: string) => t.database.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, invoiceId));

/** Time passes: the invoice fell due `days` earlier, and its reminders were sent `days` earlier. */
async function daysPass(invoiceId: string, days: number) {
  await t.database.db
    .update(invoices)
    .set({ dueDate: sql`${invoices.dueDate} - ${days}::int` })
    .where(eq(invoices.id, invoiceId));
  await t.database.db
    .update(invoiceReminders)
    .set({ sentAt: sql`${invoiceReminders.sentAt} - make_interval(days => ${days})` })
    .where(eq(invoiceReminders.invoiceId, invoiceId));
}

describe('overdue reminders', () => {
  it('e-mails the customer of an invoice past its first reminder day, with the link, logs it, and shows it on the invoice', async () => {
    const user = await signedInUser(t);
    await turnRemindersOn(user);
    const customer = await anInvoiceCustomer(t, user, { firstName: 'Maria', lastName: 'Lopez' });
    const overdue = await aSentInvoiceDue(user, customer.id, 10);
    const notYet = await aSentInvoiceDue(user, customer.id, 3);

    await runScan();

    const [message, ...others] = await messagesTo(t, customer.email);
    expect(others).toHaveLength(0);
    expect(message?.subject).toBe(`Reminder: invoice ${invoiceLabel(overdue.number)} from ${user.companyName} is overdue`);
    expect(message?.text).toContain('Hello Maria Lopez,');
    expect(message?.text).toContain('(10 days ago)');
    expect(message?.text).toContain(overdue.publicUrl);
    expect(await remindersOf(overdue.id)).toMatchObject([{ step: 1, daysOverdue: 10, sentTo: customer.email, outboxMessageId: message?.id }]);
    expect(await remindersOf(notYet.id)).toHaveLength(0);

    const read = await t.call('GET', `/invoices/${overdue.id}`, { token: user.token });
    expect(read.body.data.invoice.reminders).toEqual([{ sentAt: expect.any(String), to: customer.email }]);
    // The next scan waits an hour.
    const [next] = await t.database.db
      .select({ inMinutes: sql<string>`extract(epoch from (${backgroundJobs.runAt} - now())) / 60` })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.kind, REMINDER_SCAN_JOB), eq(backgroundJobs.status, 'queued')));
    expect(Number(next?.inMinutes)).toBeGreaterThan(55);
  });

  it('sends the next step only when its day comes, and no more than the schedule allows', async () => {
    const user = await signedInUser(t);
    await turnRemindersOn(user);
    const customer = await anInvoiceCustomer(t, user);
    const invoice = await aSentInvoiceDue(user, customer.id, 8);

    await runScan();
    await runScan();
    expect((await remindersOf(invoice.id)).map((row) => row.step)).toEqual([1]);

    await daysPass(invoice.id, 14);
    await runScan();
    expect((await remindersOf(invoice.id)).map((row) => row.step).sort()).toEqual([1, 2]);

    await daysPass(invoice.id, 30);
    await runScan();
    expect(await remindersOf(invoice.id)).toHaveLength(2);
    expect(await messagesTo(t, customer.email)).toHaveLength(2);
  });

  it('two servers scanning at once send each step once', async () => {
    const user = await signedInUser(t);
    await turnRemindersOn(user);
    const customer = await anInvoiceCustomer(t, user);
    const invoice = await aSentInvoiceDue(user, customer.id, 9);
    const log = pino({ level: 'silent' });
    const servers = [0, 1].map(() =>
      createRemindersService({ db: t.database.db, mail: t.app.mail, queue: createJobQueue({ db: t.database.db, log }), publicUrl: t.config.publicUrl, log }),
    );

    await Promise.all(servers.map((server) => server.scan()));

    expect(await remindersOf(invoice.id)).toHaveLength(1);
    expect(await messagesTo(t, customer.email)).toHaveLength(1);
  });

  it('sends nothing for a company with reminders off, a paid-up invoice or a customer without an e-mail', async () => {
    const off = await signedInUser(t);
    const offCustomer = await anInvoiceCustomer(t, off);
    const offInvoice = await aSentInvoiceDue(off, offCustomer.id, 20);
    const on = await signedInUser(t);
    await turnRemindersOn(on);
    const noEmail = await anInvoiceCustomer(t, on, { email: '' });
    const noEmailInvoice = await aSentInvoiceDue(on, noEmail.id, 20);
    const paidCustomer = await anInvoiceCustomer(t, on);
    const paid = await aSentInvoiceDue(on, paidCustomer.id, 20);
    await t.database.db.update(invoices).set({ status: 'paid', balance: '0', amountPaid: sql`${invoices.total}` }).where(eq(invoices.id, paid.id));

    await runScan();

    expect(await remindersOf(offInvoice.id)).toHaveLength(0);
    expect(await remindersOf(noEmailInvoice.id)).toHaveLength(0);
    expect(await remindersOf(paid.id)).toHaveLength(0);
    expect(await messagesTo(t, offCustomer.email)).toHaveLength(0);
    expect(await messagesTo(t, paidCustomer.email)).toHaveLength(0);
  });

  it('a second company never sees the first one’s reminders', async () => {
    const owner = await signedInUser(t);
    await turnRemindersOn(owner);
    const customer = await anInvoiceCustomer(t, owner);
    const invoice = await aSentInvoiceDue(owner, customer.id, 10);
    await runScan();
    const other = await signedInUser(t);
    expect((await t.call('GET', `/invoices/${invoice.id}`, { token: other.token })).status).toBe(404);
    expect((await t.call('GET', `/invoices/${invoice.id}`, { token: owner.token })).body.data.invoice.reminders).toHaveLength(1);
  });
});
