import { invoiceBatchProgressResultSchema, type BatchProgress } from '@groundwork/domain/invoices';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInUser, type SignedInUser } from '../../test/builders';
import { aDraftInvoice, anInvoiceCustomer } from '../../test/invoice-builders';
import { messagesTo } from '../../test/outbox';
import { startSmtpPeer } from '../../test/smtp-peer';
import { startTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { NO_OVERDUE_CUSTOMERS_MESSAGE, STATEMENT_NO_EMAIL_MESSAGE } from './statements-bulk.service';

const t = useTestApp();

const statements = (app: TestApp, user: SignedInUser, body: unknown) => app.call('POST', '/receivables/statements', { token: user.token, body });

async function started(app: TestApp, user: SignedInUser, body: unknown): Promise<BatchProgress> {
  const response = await statements(app, user, body);
  expect(response.status, response.text).toBe(202);
  return invoiceBatchProgressResultSchema.parse(response.body.data).progress;
}

async function progressOf(app: TestApp, user: SignedInUser, id: string): Promise<BatchProgress> {
  const response = await app.call('GET', `/invoices/batch/${id}`, { token: user.token });
  expect(response.status, response.text).toBe(200);
  return invoiceBatchProgressResultSchema.parse(response.body.data).progress;
}

/** A sent invoice issued 2026-05-01 on net 30: due 2026-05-31. */
async function aSentInvoice(app: TestApp, user: SignedInUser, customerId: string) {
  const draft = await aDraftInvoice(app, user, customerId);
  const response = await app.call('POST', `/invoices/${draft.id}/send`, { token: user.token, body: { delivery: 'mark_sent', updatedAt: draft.updatedAt } });
  expect(response.status, response.text).toBe(200);
  return draft;
}

describe('statements in bulk', () => {
  it('e-mails every customer with an overdue balance their statement, and counts one without an e-mail address as failed', async () => {
    const user = await signedInUser(t);
    const late = await anInvoiceCustomer(t, user, { firstName: 'Lena', lastName: 'Late' });
    const silent = await anInvoiceCustomer(t, user, { firstName: 'Sam', lastName: 'Silent', email: '' });
    const settled = await anInvoiceCustomer(t, user, { firstName: 'Pat', lastName: 'Paid' });
    await aSentInvoice(t, user, late.id);
    await aSentInvoice(t, user, silent.id);
    await aDraftInvoice(t, user, settled.id);

    const progress = await started(t, user, { overdueOnly: true, asOf: '2026-07-01', message: 'A reminder of what is open on your account.' });
    expect(progress).toMatchObject({ total: 2, pending: 2, done: false });
    await t.app.queue.drain();
    const finished = await progressOf(t, user, progress.id);
    expect(finished).toMatchObject({ total: 2, sent: 1, failed: 1, pending: 0, done: true });
    expect(finished.failures).toEqual([{ documentId: silent.id, label: 'Statement · Sam Silent', message: STATEMENT_NO_EMAIL_MESSAGE }]);
    const [message] = await messagesTo(t, late.email);
    expect(message?.subject).toMatch(/^Statement from .+ — 2026-07-01$/);
    expect(message?.text).toContain('A reminder of what is open on your account.');
    expect(message?.text).toContain('Your balance on 2026-07-01 is $120.00, of which $120.00 is past due.');
    expect(await messagesTo(t, settled.email)).toHaveLength(0);
  });

  it('sends to the customers named; with none overdue it says so; another company’s customer is 404', async () => {
    const user = await signedInUser(t);
    const other = await signedInUser(t);
    const customer = await anInvoiceCustomer(t, user);
    const theirs = await anInvoiceCustomer(t, other);
    const progress = await started(t, user, { customerIds: [customer.id], asOf: '2026-07-01' });
    expect(progress.total).toBe(1);
    await t.app.queue.drain();
    expect((await progressOf(t, user, progress.id)).sent).toBe(1);
    expect((await messagesTo(t, customer.email))[0]?.text).toContain('Your account is settled on 2026-07-01.');

    const none = await statements(t, user, { overdueOnly: true });
    expect(none.status).toBe(422);
    expect(none.body.message).toBe(NO_OVERDUE_CUSTOMERS_MESSAGE);
    for (const body of [{ customerIds: [customer.id, theirs.id] }, { customerIds: [theirs.id], overdueOnly: true }]) {
      const response = await statements(t, user, body);
      expect(response.status, JSON.stringify(body)).toBe(404);
      expect(response.body.details.fieldErrors.customerIds).toBeDefined();
    }
    // Another company cannot follow this company's batch.
    expect((await t.call('GET', `/invoices/batch/${progress.id}`, { token: other.token })).status).toBe(404);
  });

  it.each([
    [{}, 'customerIds'],
    [{ customerIds: [] }, 'customerIds'],
    [{ customerIds: ['nope'] }, 'customerIds.0'],
    [{ overdueOnly: 'yes' }, 'overdueOnly'],
    [{ overdueOnly: true, from: '2026-07-02', asOf: '2026-07-01' }, 'asOf'],
    [{ overdueOnly: true, asOf: '2026-02-30' }, 'asOf'],
    [{ overdueOnly: true, message: 'x'.repeat(2_001) }, 'message'],
    [{ overdueOnly: true, message: 'a\u0000b' }, 'message'],
  ])('refuses %j with a message on %s', async (body, field) => {
    const user = await signedInUser(t);
    const response = await statements(t, user, body);
    expect(response.status, response.text).toBe(400);
    expect(Object.keys(response.body.details.fieldErrors)).toContain(field);
  });

  describe('over SMTP', () => {
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

    it('attaches the statement PDF, rendered when the e-mail is delivered', async () => {
      const user = await signedInUser(withSmtp);
      const customer = await anInvoiceCustomer(withSmtp, user, { email: `lena-${randomUUID()}@example.test` });
      await aSentInvoice(withSmtp, user, customer.id);
      const progress = await started(withSmtp, user, { customerIds: [customer.id], asOf: '2026-07-01' });
      await withSmtp.app.queue.drain();
      await withSmtp.app.mail.idle();
      expect((await progressOf(withSmtp, user, progress.id)).sent).toBe(1);
      const delivered = smtp.received.find((message) => message.to.includes(customer.email));
      expect(delivered?.raw).toContain('Content-Type: application/pdf; name=Statement-2026-07-01.pdf');
    });
  });
});
