import {
  quickBooksCustomerBody,
  quickBooksInvoiceBody,
  quickBooksJson,
  quickBooksPaymentBody,
  quickBooksRecordTypeLabels,
  sparseUpdate,
  type QuickBooksRecordType,
} from '@groundwork/domain/quickbooks';
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { customers, invoices, paymentAllocations, payments, quickBooksConnections, quickBooksSyncRecords } from '../../db/schema';
import { PermanentJobError, type JobQueue } from '../../plugins/queue';
import { QuickBooksFault, STALE_OBJECT_FAULT_CODE, type QuickBooksApi, type QuickBooksEntity } from './quickbooks-api';
import { QuickBooksNotConnected, type QuickBooksConnections } from './quickbooks-connection';

export const QUICKBOOKS_SWEEP_JOB = 'quickbooks.sweep';
export const QUICKBOOKS_PUSH_JOB = 'quickbooks.push';
export const sweepDedupeKey = (companyId: string) => `${QUICKBOOKS_SWEEP_JOB}:${companyId}`;
const pushDedupeKey = (syncId: string) => `${QUICKBOOKS_PUSH_JOB}:${syncId}`;

type SyncRow = typeof quickBooksSyncRecords.$inferSelect;

/** What pushing a record means now: a body to create or update, a void of what QuickBooks has, or nothing at all. */
type Plan = { kind: 'write'; body: object; voiding: boolean; recordUpdatedAt: Date } | { kind: 'nothing'; recordUpdatedAt: Date | null } | { kind: 'gone' };

/** A record this one needs in QuickBooks first (an invoice's customer, a payment's invoices) could not be pushed. */
class DependencyFailed extends Error {
  override name = 'DependencyFailed';
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

const isPermanent = (error: unknown) =>
  error instanceof QuickBooksFault || error instanceof QuickBooksNotConnected || (error instanceof DependencyFailed && error.permanent);

const bodyHash = (body: object, voiding: boolean) => createHash('sha256').update(`${voiding ? 'void:' : ''}${quickBooksJson(body)}`).digest('base64url');

/**
 * The sync itself, run by the queue. A sweep (Sync now) finds the company's customers (those with a sent invoice or a
 * payment), sent invoices and payments that are new or changed since they last synced, or whose sync failed, marks
 * them pending and queues one push job each. A push creates the record in QuickBooks once (then sparse-updates it with
 * its SyncToken), first pushing what it refers to: an invoice's customer, a payment's customer and invoices.
 */
export function createQuickBooksSync({ db, queue, api, connections, log }: { db: Db; queue: JobQueue; api: QuickBooksApi; connections: QuickBooksConnections; log: FastifyBaseLogger }) {
  async function rowOf(companyId: string, recordType: QuickBooksRecordType, recordId: string, realmId: string): Promise<SyncRow> {
    await db.insert(quickBooksSyncRecords).values({ companyId, recordType, recordId, realmId }).onConflictDoNothing();
    const [row] = await db
      .select()
      .from(quickBooksSyncRecords)
      .where(and(eq(quickBooksSyncRecords.companyId, companyId), eq(quickBooksSyncRecords.recordType, recordType), eq(quickBooksSyncRecords.recordId, recordId)))
      .limit(1);
    return row!;
  }

  async function labelOf(row: SyncRow): Promise<string> {
    if (row.recordType === 'customer') {
      const [customer] = await db.select({ name: customers.displayName }).from(customers).where(and(eq(customers.companyId, row.companyId), eq(customers.id, row.recordId)));
      return `Customer ${customer?.name ?? ''}`.trim();
    }
    if (row.recordType === 'invoice') {
      const [invoice] = await db.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.companyId, row.companyId), eq(invoices.id, row.recordId)));
      return invoice ? `Invoice INV-${invoice.number}` : 'Invoice';
    }
    return quickBooksRecordTypeLabels[row.recordType];
  }

  /** The QuickBooks Id of a record this one refers to, pushing it first when QuickBooks has none yet. */
  async function dependency(companyId: string, realmId: string, recordType: QuickBooksRecordType, recordId: string, final: boolean): Promise<string | null> {
    const row = await rowOf(companyId, recordType, recordId, realmId);
    if (row.quickBooksId) return row.quickBooksId;
    // Refused already and not retried since: its error stands (retrying it, or Sync now, pushes it again).
    if (row.status === 'failed') throw new DependencyFailed(`${await labelOf(row)} could not be synced: ${row.lastError}`, true);
    try {
      return await pushRow(row, final);
    } catch (error) {
      const message = `${await labelOf(row)} could not be synced: ${error instanceof Error ? error.message : String(error)}`;
      throw new DependencyFailed(message, isPermanent(error));
    }
  }

  async function planFor(row: SyncRow, final: boolean): Promise<Plan> {
    const { companyId, realmId, recordId } = row;
    if (row.recordType === 'customer') {
      const [customer] = await db.select().from(customers).where(and(eq(customers.companyId, companyId), eq(customers.id, recordId)));
      if (!customer) return { kind: 'gone' };
      return { kind: 'write', body: quickBooksCustomerBody(customer), voiding: false, recordUpdatedAt: customer.updatedAt };
    }
    if (row.recordType === 'invoice') {
      const [invoice] = await db.select().from(invoices).where(and(eq(invoices.companyId, companyId), eq(invoices.id, recordId)));
      if (!invoice || !invoice.sentAt) return { kind: 'gone' };
      if (invoice.status === 'void') {
        // A void invoice QuickBooks never had stays out of it; one it has is voided there too.
        if (!row.quickBooksId) return { kind: 'nothing', recordUpdatedAt: invoice.updatedAt };
        return { kind: 'write', body: {}, voiding: true, recordUpdatedAt: invoice.updatedAt };
      }
      const customerId = await dependency(companyId, realmId, 'customer', invoice.customerId, final);
      if (!customerId) throw new DependencyFailed('The invoice’s customer could not be synced', true);
      return { kind: 'write', body: quickBooksInvoiceBody(invoice, { value: customerId }), voiding: false, recordUpdatedAt: invoice.updatedAt };
    }
    const [payment] = await db.select().from(payments).where(and(eq(payments.companyId, companyId), eq(payments.id, recordId)));
    if (!payment) return { kind: 'gone' };
    if (payment.voidedAt) {
      if (!row.quickBooksId) return { kind: 'nothing', recordUpdatedAt: payment.updatedAt };
      return { kind: 'write', body: {}, voiding: true, recordUpdatedAt: payment.updatedAt };
    }
    const customerId = await dependency(companyId, realmId, 'customer', payment.customerId, final);
    if (!customerId) throw new DependencyFailed('The payment’s customer could not be synced', true);
    const allocations = await db
      .select({ invoiceId: paymentAllocations.invoiceId, amount: paymentAllocations.amount })
      .from(paymentAllocations)
      .where(and(eq(paymentAllocations.companyId, companyId), eq(paymentAllocations.paymentId, recordId)))
      .orderBy(asc(paymentAllocations.createdAt), asc(paymentAllocations.invoiceId));
    const linked: { invoiceQuickBooksId: string; amount: string }[] = [];
    for (const allocation of allocations) {
      const invoiceId = await dependency(companyId, realmId, 'invoice', allocation.invoiceId, final);
      // An invoice voided before it ever reached QuickBooks: that part of the payment stays unapplied there.
      if (invoiceId) linked.push({ invoiceQuickBooksId: invoiceId, amount: allocation.amount });
    }
    return { kind: 'write', body: quickBooksPaymentBody({ ...payment, allocations: linked }, { value: customerId }), voiding: false, recordUpdatedAt: payment.updatedAt };
  }

  const rowWhere = (row: SyncRow) => and(eq(quickBooksSyncRecords.companyId, row.companyId), eq(quickBooksSyncRecords.id, row.id));

  async function write(row: SyncRow, plan: Extract<Plan, { kind: 'write' }>): Promise<QuickBooksEntity> {
    let current = row;
    for (let tries = 1; ; tries += 1) {
      const requestId = `${current.id}-${current.requestSeq}`;
      const known = current.quickBooksId && current.syncToken ? { id: current.quickBooksId, token: current.syncToken } : null;
      const payload = plan.voiding ? { Id: known!.id, SyncToken: known!.token, ...(row.recordType === 'payment' ? { sparse: true } : {}) } : known ? sparseUpdate(plan.body, known.id, known.token) : plan.body;
      try {
        return await connections.withAuth(row.companyId, (auth) => api.write(auth, row.recordType, payload, { requestId, voiding: plan.voiding }));
      } catch (error) {
        // Someone changed it in QuickBooks since: read its SyncToken and write ours over it once, as a new request.
        if (!(error instanceof QuickBooksFault && error.code === STALE_OBJECT_FAULT_CODE && known && tries === 1)) throw error;
        const latest = await connections.withAuth(row.companyId, (auth) => api.read(auth, row.recordType, known.id));
        const [updated] = await db
          .update(quickBooksSyncRecords)
          .set({ syncToken: latest.SyncToken, requestSeq: sql`${quickBooksSyncRecords.requestSeq} + 1` })
          .where(rowWhere(row))
          .returning();
        current = updated ?? current;
      }
    }
  }

  /**
   * Pushes one record (and what it refers to) and records the outcome on its row: synced with its QuickBooks Id, or
   * its error — failed when QuickBooks refused it or on the last try, still pending when a retry may do. Returns its
   * QuickBooks Id (null: nothing of it belongs in QuickBooks).
   */
  async function pushRow(row: SyncRow, final: boolean): Promise<string | null> {
    try {
      const plan = await planFor(row, final);
      if (plan.kind === 'gone') {
        await db.delete(quickBooksSyncRecords).where(rowWhere(row));
        return null;
      }
      if (plan.kind === 'nothing') {
        await db
          .update(quickBooksSyncRecords)
          .set({ status: 'synced', lastError: '', attempts: 0, recordUpdatedAt: plan.recordUpdatedAt, syncedAt: sql`now()`, updatedAt: sql`now()` })
          .where(rowWhere(row));
        return row.quickBooksId;
      }
      const hash = bodyHash(plan.body, plan.voiding);
      // The same body QuickBooks already has (an invoice whose balance changed, say): nothing to send.
      let entity: QuickBooksEntity | null = row.quickBooksId && row.syncToken && row.bodyHash === hash ? { Id: row.quickBooksId, SyncToken: row.syncToken } : null;
      const sent = !entity;
      entity ??= await write(row, plan);
      await db
        .update(quickBooksSyncRecords)
        .set({
          quickBooksId: entity.Id,
          syncToken: entity.SyncToken,
          status: 'synced',
          lastError: '',
          attempts: 0,
          ...(sent ? { requestSeq: sql`${quickBooksSyncRecords.requestSeq} + 1` } : {}),
          recordUpdatedAt: plan.recordUpdatedAt,
          bodyHash: hash,
          syncedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(rowWhere(row));
      return entity.Id;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const permanent = isPermanent(error);
      await db
        .update(quickBooksSyncRecords)
        .set({
          status: permanent || final ? 'failed' : 'pending',
          lastError: message.slice(0, 2_000),
          attempts: sql`${quickBooksSyncRecords.attempts} + 1`,
          // QuickBooks answered: the next write is a new request. No answer: the retry repeats this one.
          ...(error instanceof QuickBooksFault ? { requestSeq: sql`${quickBooksSyncRecords.requestSeq} + 1` } : {}),
          updatedAt: sql`now()`,
        })
        .where(rowWhere(row));
      throw error;
    }
  }

  /** Whether the record changed since it last synced, or never synced. */
  const needsPush = (updatedAt: AnyPgColumn) =>
    or(isNull(quickBooksSyncRecords.id), ne(quickBooksSyncRecords.status, 'synced'), isNull(quickBooksSyncRecords.recordUpdatedAt), gt(updatedAt, quickBooksSyncRecords.recordUpdatedAt));
  const joinRow = (recordType: QuickBooksRecordType, companyId: AnyPgColumn, recordId: AnyPgColumn) =>
    and(eq(quickBooksSyncRecords.companyId, companyId), eq(quickBooksSyncRecords.recordType, recordType), eq(quickBooksSyncRecords.recordId, recordId));

  async function candidates(companyId: string): Promise<{ recordType: QuickBooksRecordType; recordId: string }[]> {
    const billed = sql`(exists (select 1 from ${invoices} where ${invoices.companyId} = ${customers.companyId} and ${invoices.customerId} = ${customers.id} and ${invoices.sentAt} is not null)
      or exists (select 1 from ${payments} where ${payments.companyId} = ${customers.companyId} and ${payments.customerId} = ${customers.id}))`;
    const customerRows = await db
      .select({ id: customers.id })
      .from(customers)
      .leftJoin(quickBooksSyncRecords, joinRow('customer', customers.companyId, customers.id))
      .where(and(eq(customers.companyId, companyId), billed, needsPush(customers.updatedAt)))
      .orderBy(asc(customers.createdAt));
    const invoiceRows = await db
      .select({ id: invoices.id })
      .from(invoices)
      .leftJoin(quickBooksSyncRecords, joinRow('invoice', invoices.companyId, invoices.id))
      .where(
        and(
          eq(invoices.companyId, companyId),
          isNotNull(invoices.sentAt),
          or(ne(invoices.status, 'void'), isNotNull(quickBooksSyncRecords.quickBooksId)),
          needsPush(invoices.updatedAt),
        ),
      )
      .orderBy(asc(invoices.number));
    const paymentRows = await db
      .select({ id: payments.id })
      .from(payments)
      .leftJoin(quickBooksSyncRecords, joinRow('payment', payments.companyId, payments.id))
      .where(and(eq(payments.companyId, companyId), or(isNull(payments.voidedAt), isNotNull(quickBooksSyncRecords.quickBooksId)), needsPush(payments.updatedAt)))
      .orderBy(asc(payments.createdAt));
    return [
      ...customerRows.map((row) => ({ recordType: 'customer' as const, recordId: row.id })),
      ...invoiceRows.map((row) => ({ recordType: 'invoice' as const, recordId: row.id })),
      ...paymentRows.map((row) => ({ recordType: 'payment' as const, recordId: row.id })),
    ];
  }

  /** Marks a record pending and queues its push (once: a push already waiting is not queued again). */
  async function queuePush(executor: Db, companyId: string, syncId: string): Promise<void> {
    await queue.enqueue(executor, { kind: QUICKBOOKS_PUSH_JOB, companyId, payload: { syncId }, dedupeKey: pushDedupeKey(syncId), label: 'QuickBooks sync' });
  }

  return {
    queuePush,

    /** Sync now's job: every record new or changed since its last sync, or failed, is queued for a push. */
    async sweep(companyId: string): Promise<number> {
      const connection = await connections.load(companyId);
      if (!connections.live(connection)) throw new PermanentJobError(new QuickBooksNotConnected('QuickBooks is not connected').message);
      const found = await candidates(companyId);
      for (const { recordType, recordId } of found) {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(quickBooksSyncRecords)
            .values({ companyId, recordType, recordId, realmId: connection.realmId })
            .onConflictDoUpdate({
              target: [quickBooksSyncRecords.companyId, quickBooksSyncRecords.recordType, quickBooksSyncRecords.recordId],
              set: { status: 'pending', updatedAt: sql`now()` },
            })
            .returning({ id: quickBooksSyncRecords.id });
          await queuePush(tx, companyId, row!.id);
        });
      }
      await db.update(quickBooksConnections).set({ lastSyncAt: sql`now()`, updatedAt: sql`now()` }).where(eq(quickBooksConnections.companyId, companyId));
      log.info({ companyId, queued: found.length }, 'QuickBooks sync queued its records');
      return found.length;
    },

    /** A push job: the record's outcome is on its row; a refusal fails the job at once, no answer retries it. */
    async push(companyId: string, syncId: string, attempt: { attempts: number; maxAttempts: number }): Promise<void> {
      const [row] = await db
        .select()
        .from(quickBooksSyncRecords)
        .where(and(eq(quickBooksSyncRecords.companyId, companyId), eq(quickBooksSyncRecords.id, syncId)))
        .limit(1);
      // Gone (the company connected another QuickBooks company) or already done by another push: nothing to do.
      if (!row || row.status === 'synced') return;
      try {
        await pushRow(row, attempt.attempts >= attempt.maxAttempts);
      } catch (error) {
        if (isPermanent(error)) throw new PermanentJobError(error instanceof Error ? error.message : String(error));
        throw error;
      }
    },
  };
}

export type QuickBooksSync = ReturnType<typeof createQuickBooksSync>;
