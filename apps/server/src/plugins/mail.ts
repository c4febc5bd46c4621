import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';
import { createJobQueue, PermanentJobError, type Job, type JobQueue } from './queue';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * A file the delivery makes again when it runs (an invoice's PDF): `kind` names a builder registered with
 * `registerAttachment`, `id` what it builds from. The bytes never wait in the database; a retry renders them afresh.
 */
export interface MailAttachmentRef {
  kind: string;
  id: string;
}

export interface MailMessage {
  /** The company the message belongs to, so its admins see it in their outbox. */
  companyId: string | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The link the message carries, logged when there is no SMTP server so an operator can still use it. */
  link?: string;
  /** Files re-made at delivery (preferred: nothing large is stored). */
  attach?: MailAttachmentRef[];
  /**
   * Files given as bytes (a proposal's PDF), sent over SMTP. The outbox keeps the message's text, which names them,
   * not their bytes; the delivery job carries them until it is done.
   */
  attachments?: MailAttachment[];
}

/** Makes an attachment again from its reference; the message's company is given so it never reads another's. */
export type AttachmentBuilder = (ref: MailAttachmentRef, companyId: string | null) => Promise<MailAttachment>;

export interface Mailer {
  /**
   * Writes the message to the outbox through `executor` (the caller's transaction, so the message exists only if the
   * business write commits). With SMTP a 'mail.deliver' job is queued in the same write and delivers it.
   */
  send(message: MailMessage, executor?: Db): Promise<{ id: string }>;
  registerAttachment(kind: string, builder: AttachmentBuilder): void;
  /** Resolves when every delivery due so far has been tried (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  mailFrom: string;
  log: FastifyBaseLogger;
  /** The server's job queue; a mailer made on its own (scripts, tests) keeps a queue of its own over `db`. */
  queue?: JobQueue;
}

export const MAIL_DELIVER_JOB = 'mail.deliver';

interface DeliverPayload {
  outboxMessageId: string;
  attach?: MailAttachmentRef[];
  files?: Array<{ filename: string; contentType: string; base64: string }>;
}

/**
 * Every e-mail lands in outbox_messages. With SMTP_URL a durable job delivers it and the row records sent, or failed
 * with the error (the job retries with backoff, so a failed row can still become sent); a crash leaves the job queued,
 * and the next server to start delivers it. Without SMTP_URL the row is 'kept' and one log line carries the link —
 * never a silent no-op.
 */
export function createMailer({ db, smtpUrl, mailFrom, log, queue: serverQueue }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const queue = serverQueue ?? createJobQueue({ db, log });
  const builders = new Map<string, AttachmentBuilder>();

  async function deliver(job: Job): Promise<void> {
    if (!transport) throw new PermanentJobError('SMTP_URL is not set on the server that ran the delivery');
    const payload = job.payload as unknown as DeliverPayload;
    const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, payload.outboxMessageId)).limit(1);
    // Sent already (the job ran twice), or gone with its company: nothing to do.
    if (!row || row.status === 'sent' || row.status === 'kept') return;
    try {
      const rebuilt = await Promise.all(
        (payload.attach ?? []).map((ref) => {
          const builder = builders.get(ref.kind);
          if (!builder) throw new Error(`No attachment builder for ${ref.kind}`);
          return builder(ref, row.companyId);
        }),
      );
      const given = (payload.files ?? []).map((file) => ({ filename: file.filename, contentType: file.contentType, content: Buffer.from(file.base64, 'base64') }));
      await transport.sendMail({
        from: mailFrom,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: [...rebuilt, ...given],
      });
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: new Date(), attempts: sql`${outboxMessages.attempts} + 1`, lastError: null })
        .where(eq(outboxMessages.id, row.id));
    } catch (error) {
      log.error({ err: error, outboxMessageId: row.id, attempt: job.attempts }, 'mail delivery failed');
      // The outbox shows the failure at once; the job tries again later, and a later success makes the row sent.
      await db
        .update(outboxMessages)
        .set({ status: 'failed', attempts: sql`${outboxMessages.attempts} + 1`, lastError: String((error as Error).message ?? error).slice(0, 1000) })
        .where(eq(outboxMessages.id, row.id));
      throw error;
    }
  }

  if (transport) queue.register(MAIL_DELIVER_JOB, deliver);

  return {
    async send(message, executor = db) {
      const [row] = await executor
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
      const payload: DeliverPayload = {
        outboxMessageId: id,
        ...(message.attach?.length ? { attach: message.attach } : {}),
        ...(message.attachments?.length
          ? { files: message.attachments.map((file) => ({ filename: file.filename, contentType: file.contentType, base64: file.content.toString('base64') })) }
          : {}),
      };
      // Delivery runs on the queue, after the answer: an SMTP round trip must not make answers slower (or tell who
      // has an account).
      await queue.enqueue(executor, { kind: MAIL_DELIVER_JOB, companyId: message.companyId, payload: payload as unknown as Record<string, unknown>, documentId: id });
      return { id };
    },
    registerAttachment(kind, builder) {
      builders.set(kind, builder);
    },
    async idle() {
      if (transport) await queue.drain({ kinds: [MAIL_DELIVER_JOB] });
    },
    async close() {
      if (!serverQueue) await queue.stop();
      transport?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer;
  }
}

async function mailPlugin(app: FastifyInstance, options: Omit<MailerOptions, 'log' | 'queue'>) {
  const mailer = createMailer({ ...options, log: app.log, queue: app.queue });
  app.decorate('mail', mailer);
  app.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail', fastify: '5.x', dependencies: ['queue'] });
