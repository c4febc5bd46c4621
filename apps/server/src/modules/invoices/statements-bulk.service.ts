import { formatDollars, statementFileName, type BatchProgress, type SendStatementsValues } from '@groundwork/domain/invoices';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { customers, invoiceBatches, invoices } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { companyToday } from '../../lib/company-today';
import { companyFacts } from '../../lib/public-company';
import type { RequestContext } from '../../plugins/auth';
import type { Mailer } from '../../plugins/mail';
import { PermanentJobError, type Job, type JobQueue } from '../../plugins/queue';
import { batchProgress } from './batch-send.service';
import { notFound } from './invoice-view';
import { customerLedgerOf } from './payments.service';
import { renderCustomerStatement } from './statements.service';

/** The job that e-mails one customer's statement. */
export const STATEMENT_SEND_JOB = 'statement.send';
/** The statement PDF a statement e-mail carries, rendered when the delivery runs. */
export const STATEMENT_PDF_ATTACHMENT = 'statement_pdf';
export const STATEMENT_NO_EMAIL_MESSAGE = 'This customer has no e-mail address.';
export const NO_OVERDUE_CUSTOMERS_MESSAGE = 'No customer has an overdue balance: there is no statement to send.';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';
const SEND_ATTEMPTS = 3;

interface StatementPayload {
  from: string | null;
  asOf: string;
  message: string;
}

/** The attachment reference's id: the customer and the period, so the delivery renders the same statement. */
const attachmentId = (customerId: string, payload: StatementPayload) => [customerId, payload.from ?? '', payload.asOf].join('|');

function statementEmail(input: { companyName: string; clientName: string; message: string; asOf: string; owed: number; overdue: number; fileName: string }) {
  const greeting = input.clientName ? `Hello ${input.clientName},` : 'Hello,';
  const owed =
    input.owed > 0
      ? `Your balance on ${input.asOf} is ${formatDollars(input.owed)}${input.overdue > 0 ? `, of which ${formatDollars(input.overdue)} is past due` : ''}.`
      : input.owed < 0
        ? `You have a credit of ${formatDollars(-input.owed)} with us on ${input.asOf}.`
        : `Your account is settled on ${input.asOf}.`;
  const text = [greeting, '', ...(input.message ? [input.message, ''] : []), owed, `Your statement is attached (${input.fileName}).`, '', input.companyName].join('\n');
  return { subject: `Statement from ${input.companyName} — ${input.asOf}`, text };
}

/**
 * Statements in bulk (POST /receivables/statements): one 'statement.send' job per customer in a batch of kind
 * 'statements', answered at once with the progress (GET /invoices/batch/{id} follows it, like a batch of invoices).
 * Each job e-mails the customer their statement for the period with the PDF attached (rendered at delivery).
 */
export function createStatementsBulkService({
  db,
  queue,
  mail,
  log,
}: {
  db: Db;
  queue: JobQueue;
  mail: Mailer;
  log: FastifyBaseLogger;
}) {
  async function runSend(job: Job): Promise<void> {
    if (!job.companyId || !job.documentId) throw new PermanentJobError(CUSTOMER_NOT_FOUND_MESSAGE);
    const payload = job.payload as unknown as StatementPayload;
    const [customer] = await db
      .select({ id: customers.id, name: customers.displayName, email: customers.email })
      .from(customers)
      .where(and(eq(customers.companyId, job.companyId), eq(customers.id, job.documentId)))
      .limit(1);
    if (!customer) throw new PermanentJobError(CUSTOMER_NOT_FOUND_MESSAGE);
    if (!customer.email) throw new PermanentJobError(STATEMENT_NO_EMAIL_MESSAGE);
    const ledger = await customerLedgerOf(db, job.companyId, customer.id, { from: payload.from ?? undefined, to: payload.asOf });
    const { company } = await companyFacts(db, job.companyId);
    const email = statementEmail({
      companyName: company.name,
      clientName: customer.name,
      message: payload.message,
      asOf: payload.asOf,
      owed: ledger.closingBalance,
      overdue: ledger.overdueBalance,
      fileName: statementFileName(payload.asOf),
    });
    await mail.send({ companyId: job.companyId, to: customer.email, ...email, attach: [{ kind: STATEMENT_PDF_ATTACHMENT, id: attachmentId(customer.id, payload) }] });
  }

  queue.register(STATEMENT_SEND_JOB, runSend);
  mail.registerAttachment(STATEMENT_PDF_ATTACHMENT, async (ref, companyId) => {
    const [customerId, from, asOf] = ref.id.split('|');
    if (!companyId || !customerId || !asOf) throw new PermanentJobError(CUSTOMER_NOT_FOUND_MESSAGE);
    const { fileName, pdf } = await renderCustomerStatement(db, log, companyId, customerId, { from: from || undefined, to: asOf });
    return { filename: fileName, content: pdf, contentType: 'application/pdf' };
  });

  /** The customers named (each the company's, else 404 on customerIds), or those with an open invoice past due. */
  async function recipients(companyId: string, input: SendStatementsValues, asOf: string) {
    const conditions = [eq(customers.companyId, companyId)];
    if (input.customerIds) conditions.push(inArray(customers.id, input.customerIds));
    if (input.overdueOnly)
      conditions.push(
        sql`exists (select 1 from ${invoices} where ${and(
          eq(invoices.companyId, companyId),
          eq(invoices.customerId, customers.id),
          inArray(invoices.status, ['sent', 'partially_paid']),
          lt(invoices.dueDate, asOf),
        )} and ${invoices.balance} > 0)`,
      );
    const rows = await db
      .select({ id: customers.id, name: customers.displayName })
      .from(customers)
      .where(and(...conditions))
      .orderBy(asc(customers.displayName), asc(customers.id));
    if (input.customerIds && !input.overdueOnly && rows.length !== input.customerIds.length) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, 'customerIds');
    if (input.customerIds && input.overdueOnly) {
      const known = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.companyId, companyId), inArray(customers.id, input.customerIds)));
      if (known.length !== input.customerIds.length) throw notFound(CUSTOMER_NOT_FOUND_MESSAGE, 'customerIds');
    }
    if (rows.length === 0) throw new AppError('BUSINESS_RULE', NO_OVERDUE_CUSTOMERS_MESSAGE);
    return rows;
  }

  return {
    async start(ctx: RequestContext, input: SendStatementsValues): Promise<BatchProgress> {
      const asOf = input.asOf ?? (await companyToday(db, ctx.companyId));
      const payload: StatementPayload = { from: input.from ?? null, asOf, message: input.message };
      const rows = await recipients(ctx.companyId, input, asOf);
      const batchId = await db.transaction(async (tx) => {
        const [batch] = await tx
          .insert(invoiceBatches)
          .values({ companyId: ctx.companyId, kind: 'statements', total: rows.length, createdBy: ctx.userId })
          .returning({ id: invoiceBatches.id });
        if (!batch) throw new Error('the batch was not inserted');
        await queue.enqueueMany(
          tx,
          rows.map((row) => ({
            kind: STATEMENT_SEND_JOB,
            companyId: ctx.companyId,
            batchId: batch.id,
            documentId: row.id,
            label: `Statement · ${row.name}`,
            payload: { ...payload },
            maxAttempts: SEND_ATTEMPTS,
          })),
        );
        return batch.id;
      });
      return batchProgress(db, ctx.companyId, batchId);
    },
  };
}
