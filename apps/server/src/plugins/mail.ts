import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export interface MailMessage {
  /** The company the message belongs to, so its admins see it in their outbox. */
  companyId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the message carries, logged when there is no SMTP server so an operator can still use it. */
  link?: string;
  /**
   * Files sent with the message over SMTP (a proposal's PDF). The outbox keeps the message's text, which names
   * them, not their bytes: whatever is attached can be downloaded again from where it came from.
   */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

export interface Mailer {
  /** Writes the message to the outbox; with SMTP it is then delivered in the background. */
  send(message: MailMessage): Promise<{ id: string }>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  mailFrom: string;
  log: FastifyBaseLogger;
}

/**
 * Every e-mail lands in outbox_messages. With SMTP_URL nodemailer delivers it and the row records
 * sent/failed; without it the row is 'kept' and one log line carries the link — never a silent no-op.
 */
export function createMailer({ db, smtpUrl, mailFrom, log }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: string, message: MailMessage): Promise<void> {
    if (!transport) return;
    try {
      await transport.sendMail({
        from: mailFrom,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments,
      });
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outboxMessages.attempts} + 1`, lastError: null })
        .where(eq(outboxMessages.id, id));
    } catch (error) {
      log.error({ err: error, outboxMessageId: id }, 'mail delivery failed');
      await db
        .update(outboxMessages)
        .set({ status: 'failed', attempts: sql`${outboxMessages.attempts} + 1`, lastError: String((error as Error).message ?? error).slice(0, 1000) })
        .where(eq(outboxMessages.id, id))
        .catch((updateError: unknown) => log.error({ err: updateError }, 'could not record the mail failure'));
    }
  }

  return {
    async send(message) {
      const [row] = await db
        .insert(outboxMessages)
        .values({
          companyId: message.companyId,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? null,
          status: transport ? 'pending' : 'kept',
        })
        .returning({ id: outboxMessages.id });
      const id = row!.id;
      if (!transport) {
        log.info(
          { outboxMessageId: id, to: message.to, subject: message.subject, link: message.link },
          `Mail kept in the outbox (no SMTP_URL): "${message.subject}" to ${message.to}${message.link ? ` — link: ${message.link}` : ''}`,
        );
        return { id };
      }
      // Delivery runs after the answer: an SMTP round trip must not make answers slower (or tell who has an account).
      const delivery = deliver(id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
      return { id };
    },
    async idle() {
      while (deliveries.size > 0) await Promise.allSettled([...deliveries]);
    },
    async close() {
      await this.idle();
      transport?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance, options: Omit<MailerOptions, 'log'>) {
  const mailer = createMailer({ ...options, log: app.log });
  app.decorate('mail', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail', fastify: '5.x' });
