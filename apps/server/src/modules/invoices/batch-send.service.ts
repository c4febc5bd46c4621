import { invoiceLabel, INVOICE_NOT_FOUND_MESSAGE, type BatchProgress, type SendInvoiceBatchValues } from '@groundwork/domain/invoices';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { backgroundJobs, invoiceBatches, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { RequestContext } from '../../plugins/auth';
import { PermanentJobError, type Job, type JobQueue } from '../../plugins/queue';
import { invoicesWithNames, notFound } from './invoice-view';
import { type SendOneInvoice } from './invoices.service';

/** The job that sends one invoice of a batch. */
export const INVOICE_SEND_JOB = 'invoice.send';
/** A send that kept failing for a reason of ours (the database, say): what the office reads on the progress. */
export const INVOICE_SEND_FAILED_MESSAGE = 'The invoice could not be sent. Try again.';
export const BATCH_NOT_FOUND_MESSAGE = 'Batch not found';
/** A batch's sends are retried a little: what fails for a business reason (no e-mail address) fails at once. */
const SEND_ATTEMPTS = 3;

interface SendPayload {
  message: string;
}

/** A batch's progress (invoices sent, statements sent): its jobs counted by status, failures with their message. */
export async function batchProgress(db: Db, companyId: string, id: string): Promise<BatchProgress> {
  const [batch] = await db
    .select()
    .from(invoiceBatches)
    .where(and(eq(invoiceBatches.companyId, companyId), eq(invoiceBatches.id, id)))
    .limit(1);
  if (!batch) throw notFound(BATCH_NOT_FOUND_MESSAGE);
  const byBatch = and(eq(backgroundJobs.companyId, companyId), eq(backgroundJobs.batchId, id));
  const counts = await db.select({ status: backgroundJobs.status, jobs: count() }).from(backgroundJobs).where(byBatch).groupBy(backgroundJobs.status);
  const of = (status: string) => counts.find((row) => row.status === status)?.jobs ?? 0;
  const failed = await db
    .select({ documentId: backgroundJobs.documentId, label: backgroundJobs.label, message: backgroundJobs.lastError })
    .from(backgroundJobs)
    .where(and(byBatch, eq(backgroundJobs.status, 'failed')))
    .orderBy(asc(backgroundJobs.label));
  const pending = of('queued') + of('running');
  return {
    id: batch.id,
    total: batch.total,
    sent: of('done'),
    failed: of('failed'),
    pending,
    done: pending === 0,
    failures: failed.map((row) => ({ documentId: row.documentId ?? batch.id, label: row.label, message: row.message ?? INVOICE_SEND_FAILED_MESSAGE })),
  };
}

/**
 * Sending many invoices at once (POST /invoices/batch/send): a batch row and one 'invoice.send' job per invoice, in one
 * transaction, answered at once; the jobs send each invoice the way POST /invoices/{id}/send does, and the progress bar
 * counts the batch's jobs (GET /invoices/batch/{id}).
 */
export function createBatchSendService({
  db,
  queue,
  sendOne,
}: {
  db: Db;
  queue: JobQueue;
  sendOne: (companyId: string, id: string, input: SendOneInvoice) => Promise<void>;
}) {
  /** One job: the invoice sent by e-mail. A refusal (no e-mail address, paid, void) fails it with its message. */
  async function runSend(job: Job): Promise<void> {
    if (!job.companyId || !job.documentId) throw new PermanentJobError(INVOICE_NOT_FOUND_MESSAGE);
    const payload = job.payload as unknown as SendPayload;
    try {
      await sendOne(job.companyId, job.documentId, { delivery: 'email', message: payload.message ?? '' });
    } catch (error) {
      if (error instanceof AppError) throw new PermanentJobError(error.message);
      // The last try: what the office reads is ours to word; the log keeps the cause.
      if (job.attempts >= job.maxAttempts) throw new PermanentJobError(INVOICE_SEND_FAILED_MESSAGE, { cause: error });
      throw error;
    }
  }

  queue.register(INVOICE_SEND_JOB, runSend);

  return {
    /** The batch and its jobs, committed together; the answer is the progress right away (all pending). */
    async start(ctx: RequestContext, input: SendInvoiceBatchValues): Promise<BatchProgress> {
      const found = await invoicesWithNames(db).where(and(eq(invoices.companyId, ctx.companyId), inArray(invoices.id, input.invoiceIds)));
      if (found.length !== input.invoiceIds.length) {
        // Another company's invoice answers exactly like one that does not exist.
        throw notFound(INVOICE_NOT_FOUND_MESSAGE, 'invoiceIds');
      }
      const byId = new Map(found.map((row) => [row.invoice.id, row]));
      const batchId = await db.transaction(async (tx) => {
        const [batch] = await tx
          .insert(invoiceBatches)
          .values({ companyId: ctx.companyId, kind: 'send', total: input.invoiceIds.length, createdBy: ctx.userId })
          .returning({ id: invoiceBatches.id });
        if (!batch) throw new Error('the batch was not inserted');
        await queue.enqueueMany(
          tx,
          input.invoiceIds.map((invoiceId) => {
            const row = byId.get(invoiceId)!;
            return {
              kind: INVOICE_SEND_JOB,
              companyId: ctx.companyId,
              batchId: batch.id,
              documentId: invoiceId,
              label: `${invoiceLabel(row.invoice.number)} · ${row.customerName ?? ''}`,
              payload: { message: input.message } satisfies SendPayload,
              maxAttempts: SEND_ATTEMPTS,
            };
          }),
        );
        return batch.id;
      });
      return batchProgress(db, ctx.companyId, batchId);
    },

    progress: (ctx: RequestContext, id: string) => batchProgress(db, ctx.companyId, id),
  };
}
