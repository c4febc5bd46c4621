import {
  INVOICE_NO_EMAIL_MESSAGE,
  INVOICE_NOT_SENDABLE_MESSAGE,
  invoiceBatchProgressResultSchema,
  invoiceLabel,
  type BatchProgress,
} from '@groundwork/domain/invoices';
import { and, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundJobs, invoiceBatches } from '../../db/schema';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aDraftInvoice, anInvoiceCustomer } from '../../test/invoice-builders';
import { messagesTo } from '../../test/outbox';
import { startSmtpPeer } from '../../test/smtp-peer';
import { startTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { INVOICE_SEND_JOB } from './batch-send.service';

const t = useTestApp();

async function startBatch(app: TestApp, user: SignedInUser, body: unknown, headers: Record<string, string> = {}): Promise<BatchProgress> {
  const response = await app.call('POST', '/invoices/batch/send', { token: user.token, body, headers });
  expect(response.status, response.text).toBe(202);
  return invoiceBatchProgressResultSchema.parse(response.body.data).progress;
}

async function progressOf(app: TestApp, user: SignedInUser, id: string): Promise<BatchProgress> {
  const response = await app.call('GET', `/invoices/batch/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return invoiceBatchProgressResultSchema.parse(response.body.data).progress;
}

describe('sending a batch of invoices', () => {
  it('answers 202 at once with everything pending, then the jobs send each invoice and the progress counts them', async () => {
    const user = await signedInUser(t);
    const maria = await anInvoiceCustomer(t, user, { firstName: 'Maria', lastName: 'Lopez' });
    const tom = await anInvoiceCustomer(t, user, { firstName: 'Tom', lastName: 'Berg' });
    const nobody = await anInvoiceCustomer(t, user, { firstName: 'Ann', lastName: 'Noemail', email: '' });
    const first = await aDraftInvoice(t, user, maria.id);
    const second = await aDraftInvoice(t, user, tom.id);
    const unreachable = await aDraftInvoice(t, user, nobody.id);

    const started = await startBatch(t, user, { invoiceIds: [first.id, second.id, unreachable.id, first.id], message: 'Thanks for a great season!' });
    expect(started).toMatchObject({ total: 3, sent: 0, failed: 0, pending: 3, done: false, failures: [] });
    // Nothing was sent before the jobs ran.
    expect(await messagesTo(t, maria.email)).toHaveLength(0);

    await t.app.queue.drain();

    const finished = await progressOf(t, user, started.id);
    expect(finished).toMatchObject({ id: started.id, total: 3, sent: 2, failed: 1, pending: 0, done: true });
    expect(finished.failures).toEqual([{ documentId: unreachable.id, label: `${invoiceLabel(unreachable.number)} · Ann Noemail`, message: INVOICE_NO_EMAIL_MESSAGE }]);
    for (const [invoice, customer] of [
      [first, maria],
      [second, tom],
    ] as const) {
      const read = await t.call('GET', `/invoices/${invoice.id}`, { token: user.token });
      expect(read.body.data.invoice.status).toBe('sent');
      const [message] = await messagesTo(t, customer.email);
      expect(message?.subject).toContain(invoiceLabel(invoice.number));
      expect(message?.text).toContain('Thanks for a great season!');
      expect(message?.text).toContain(read.body.data.invoice.publicUrl);
    }
    const notSent = await t.call('GET', `/invoices/${unreachable.id}`, { token: user.token });
    expect(notSent.body.data.invoice.status).toBe('draft');
    // The missing address is not retried: the job failed on its first try.
    const [job] = await t.database.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.batchId, started.id), eq(backgroundJobs.documentId, unreachable.id)));
    expect(job).toMatchObject({ kind: INVOICE_SEND_JOB, status: 'failed', attempts: 1 });
  });

  it('fails a void invoice with the reason, and e-mails an unpaid sent invoice again', async () => {
    const user = await signedInUser(t);
    const customer = await anInvoiceCustomer(t, user);
    const voided = await aDraftInvoice(t, user, customer.id);
    await t.call('POST', `/invoices/${voided.id}/void`, { token: user.token, body: { reason: 'Made in error', updatedAt: voided.updatedAt } });
    const draft = await aDraftInvoice(t, user, customer.id);
    const sent = await t.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { updatedAt: draft.updatedAt } });
    expect(sent.status).toBe(200);

    const started = await startBatch(t, user, { invoiceIds: [voided.id, draft.id] });
    await t.app.queue.drain();
    const finished = await progressOf(t, user, started.id);
    expect(finished).toMatchObject({ sent: 1, failed: 1, done: true });
    expect(finished.failures.map((failure) => [failure.documentId, failure.message])).toEqual([[voided.id, INVOICE_NOT_SENDABLE_MESSAGE]]);
    expect(await messagesTo(t, customer.email)).toHaveLength(2);
  });

  it('a batch retried with the same Idempotency-Key is queued once', async () => {
    const user = await signedInUser(t);
    const customer = await anInvoiceCustomer(t, user);
    const draft = await aDraftInvoice(t, user, customer.id);
    const headers = { 'idempotency-key': `batch-${randomUUID()}` };
    const first = await startBatch(t, user, { invoiceIds: [draft.id] }, headers);
    const again = await startBatch(t, user, { invoiceIds: [draft.id] }, headers);
    expect(again.id).toBe(first.id);
    expect(await t.database.db.select().from(invoiceBatches).where(eq(invoiceBatches.companyId, user.companyId))).toHaveLength(1);
    expect(await t.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.batchId, first.id))).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    ['no invoice ids', {}, 'invoiceIds'],
    ['an empty list', { invoiceIds: [] }, 'invoiceIds'],
    ['ids that are not a list', { invoiceIds: 'all' }, 'invoiceIds'],
    ['an id that is not an id', { invoiceIds: ['INV-1001'] }, 'invoiceIds.0'],
    ['an id with a NUL byte', { invoiceIds: [`${randomUUID()}\u0000`] }, 'invoiceIds.0'],
    ['1,001 invoices', { invoiceIds: Array.from({ length: 1_001 }, () => randomUUID()) }, 'invoiceIds'],
    ['a message that is a number', { invoiceIds: [randomUUID()], message: 42 }, 'message'],
    ['a 2,001-character message', { invoiceIds: [randomUUID()], message: 'x'.repeat(2_001) }, 'message'],
    ['a message with a lone surrogate', { invoiceIds: [randomUUID()], message: 'a\ud800b' }, 'message'],
  ])('refuses %s with 400 naming the field', async (_name, body, field) => {
    const user = await signedInUser(t);
    const response = await t.call('POST', '/invoices/batch/send', { token: user.token, body });
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
    expect(await t.database.db.select().from(invoiceBatches).where(eq(invoiceBatches.companyId, user.companyId))).toHaveLength(0);
  });

  it('an address id that is not an id answers 400, an unknown batch 404', async () => {
    const user = await signedInUser(t);
    expect((await t.call('GET', '/invoices/batch/not-an-id', { token: user.token })).status).toBe(400);
    expect((await t.call('GET', `/invoices/batch/${randomUUID()}`, { token: user.token })).status).toBe(404);
  });

  it('a second company gets 404 for the first one’s invoices and batch, and queues nothing', async () => {
    const owner = await signedInUser(t);
    const customer = await anInvoiceCustomer(t, owner);
    const draft = await aDraftInvoice(t, owner, customer.id);
    const batch = await startBatch(t, owner, { invoiceIds: [draft.id] });
    const other = await signedInUser(t);
    const mine = await aDraftInvoice(t, other, (await anInvoiceCustomer(t, other)).id);

    const theirs = await t.call('POST', '/invoices/batch/send', { token: other.token, body: { invoiceIds: [mine.id, draft.id] } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.details.fieldErrors).toEqual({ invoiceIds: ['Invoice not found'] });
    expect(await t.database.db.select().from(invoiceBatches).where(eq(invoiceBatches.companyId, other.companyId))).toHaveLength(0);
    expect((await t.call('GET', `/invoices/batch/${batch.id}`, { token: other.token })).status).toBe(404);

    await t.app.queue.drain();
    // The first company's invoice was sent by its own batch only; the second company's draft untouched.
    expect((await t.call('GET', `/invoices/${mine.id}`, { token: other.token })).body.data.invoice.status).toBe('draft');
  });

  it('a crew leader gets 403', async () => {
    const owner = await signedInUser(t);
    const leader = await signedInUser(t, { role: 'crew_leader', companyId: owner.companyId });
    expect((await t.call('POST', '/invoices/batch/send', { token: leader.token, body: { invoiceIds: [randomUUID()] } })).status).toBe(403);
    expect((await t.call('GET', `/invoices/batch/${randomUUID()}`, { token: leader.token })).status).toBe(403);
  });
});

describe('with SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let withSmtp: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    withSmtp = await startTestApp({ SMTP_URL: smtp.url }, t.database);
  });
  afterAll(async () => {
    await withSmtp?.close();
    await smtp?.close();
  });

  it('the e-mail is delivered with the invoice PDF rendered when the delivery runs', async () => {
    const user = await signedInUser(withSmtp);
    const customer = await anInvoiceCustomer(withSmtp, user);
    const draft = await aDraftInvoice(withSmtp, user, customer.id);
    const started = await startBatch(withSmtp, user, { invoiceIds: [draft.id] });
    // The batch's job queues the e-mail; the e-mail's own job delivers it.
    await withSmtp.app.queue.drain();
    expect(await progressOf(withSmtp, user, started.id)).toMatchObject({ sent: 1, done: true });
    const delivered = smtp.received.find((message) => message.to.includes(customer.email));
    expect(delivered?.raw).toContain(`Content-Disposition: attachment; filename=Invoice-${draft.number}.pdf`);
    const [row] = await messagesTo(withSmtp, customer.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
