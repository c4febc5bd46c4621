import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aCompany } from '../test/builders';
import { messagesTo } from '../test/outbox';
import { aClosedPort, startSmtpPeer } from '../test/smtp-peer';
import { startTestApp, TEST_PUBLIC_URL, type TestApp } from '../test/test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../db/schema';
import { createMailer } from './mail';

// The three apps below share one database.
let shared: TestDatabase;
beforeAll(async () => {
  shared = await openTestDatabase();
});
afterAll(async () => shared?.drop());

describe('with SMTP_URL set', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await startTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Groundwork <no-reply@groundwork.test>' }, shared.database);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('the reset e-mail is delivered by SMTP and the outbox records it as sent', async () => {
    const owner = await aCompany(t);
    const response = await t.call('POST', '/auth/forgot-password', { body: { email: owner.email } });
    expect(response.status).toBe(200);
    await t.app.mail.idle();

    const delivered = smtp.received.find((message) => message.to.includes(owner.email));
    expect(delivered).toBeDefined();
    expect(delivered!.raw).toContain('Subject: Reset your Groundwork password');
    expect(delivered!.raw).toContain('no-reply@groundwork.test');
    expect(delivered!.raw.replace(/=\r?\n/g, '')).toContain(`${TEST_PUBLIC_URL}/reset-password?token=`);

    const [row] = await messagesTo(t, owner.email);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });
});

describe('attachments over SMTP', () => {
  it('deliver the files with the message; the outbox keeps the text that names them', async () => {
    const smtp = await startSmtpPeer();
    try {
      const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
      const mailer = createMailer({ db: shared.database.db, smtpUrl: smtp.url, mailFrom: 'Groundwork <no-reply@groundwork.test>', log });
      const pdf = Buffer.from('%PDF-1.3 a proposal');
      await mailer.send({
        companyId: null,
        to: 'client@example.test',
        subject: 'Proposal #1001 from Demo Landscaping',
        text: 'A copy of the proposal is attached (Proposal-1001.pdf).',
        attachments: [{ filename: 'Proposal-1001.pdf', content: pdf, contentType: 'application/pdf' }],
      });
      await mailer.idle();
      const delivered = smtp.received.find((message) => message.to.includes('client@example.test'));
      expect(delivered?.raw).toMatch(/Content-Type: application\/pdf; name=Proposal-1001\.pdf/);
      expect(delivered?.raw).toContain('Content-Disposition: attachment; filename=Proposal-1001.pdf');
      expect(delivered?.raw).toContain(pdf.toString('base64'));
      const [row] = await shared.database.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'client@example.test'));
      expect(row).toMatchObject({ status: 'sent', text: 'A copy of the proposal is attached (Proposal-1001.pdf).' });
      await mailer.close();
    } finally {
      await smtp.close();
    }
  });
});

describe('with an SMTP server that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${await aClosedPort()}` }, shared.database);
  });
  afterAll(async () => t?.close());

  it('the answer is unchanged and the outbox records the failure', async () => {
    const owner = await aCompany(t);
    const response = await t.call('POST', '/auth/forgot-password', { body: { email: owner.email } });
    expect(response.status).toBe(200);
    await t.app.mail.idle();
    const [row] = await messagesTo(t, owner.email);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, shared.database);
  });
  afterAll(async () => t?.close());

  it('keeps the message in the outbox and logs one line with the link', async () => {
    const lines: Array<{ fields: Record<string, unknown>; message: string }> = [];
    const log = {
      info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
      error: () => {},
    } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ db: t.database.db, smtpUrl: undefined, mailFrom: 'x@y.z', log });
    const link = `${TEST_PUBLIC_URL}/reset-password?token=abc`;
    await mailer.send({ companyId: null, to: 'kept@example.test', subject: 'Reset your Groundwork password', text: `Open ${link}`, link });

    expect(lines).toHaveLength(1);
    expect(lines[0]!.message).toContain(link);
    expect(lines[0]!.message).toContain('kept@example.test');
    const [row] = await messagesTo(t, 'kept@example.test');
    expect(row).toMatchObject({ status: 'kept', attempts: 0, text: `Open ${link}` });
  });
});
