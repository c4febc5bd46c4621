import {
  BATCH_NOT_READY_TO_BILL_MESSAGE,
  batchSkippedMessages,
  NOTHING_LEFT_TO_INVOICE_MESSAGE,
  readyToBillKey,
  type CreateInvoiceBatchValues,
  type InvoiceKind,
  type InvoiceListItem,
  type ReadyToBillSource,
} from '@groundwork/domain/invoices';
import { JOB_NOT_FOUND_MESSAGE } from '@groundwork/domain/jobs';
import { WORK_ORDER_NOT_FOUND_MESSAGE } from '@groundwork/domain/orders';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billedItems, invoiceBatches, invoices, jobs, workOrders } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { companyToday } from '../../lib/company-today';
import type { RequestContext } from '../../plugins/auth';
import { readyToBill, type BilledClaim, type ReadyCandidate } from './assistant.service';
import { draftValues, takeInvoiceNumbers, uuidArray, type DraftLine } from './draft-invoices';
import { invoiceListView, settingsOf, type InvoiceRow } from './invoice-view';

/** The draft's items were claimed by another batch first: the transaction rolls back (its number with it). */
class AlreadyClaimed extends Error {
  constructor(readonly keys: ReadonlySet<string>) {
    super('items already billed');
  }
}

/** A work order of the draft is no longer completed (reopened since the assistant read it). */
class NoLongerCompleted extends Error {
  constructor(readonly workOrderIds: ReadonlySet<string>) {
    super('work no longer completed');
  }
}

/** Drafts per transaction: few statements each, and the number counter held only briefly. */
const DRAFTS_PER_COMMIT = 100;

const kindOf: Record<ReadyToBillSource, InvoiceKind> = { work_order: 'visit', instalment: 'instalment', time_and_materials: 'time_and_materials' };

interface Chosen {
  candidate: ReadyCandidate;
  lines: DraftLine[];
  claims: BilledClaim[];
}

/** Bill only what is left of the estimate: one line for it, the claims carrying that amount. */
function cappedAtEstimate(candidate: ReadyCandidate, left: number): Chosen {
  const [first] = candidate.lines;
  const line: DraftLine = {
    description: `${candidate.item.description} (what is left of the estimate)`,
    quantity: 1,
    unitPrice: left,
    taxable: first?.taxable ?? true,
    workOrderId: first?.workOrderId ?? null,
  };
  return { candidate, lines: [line], claims: candidate.claims.map((claim, index) => ({ ...claim, amount: index === 0 ? left : 0 })) };
}

export function createBatchDraftsService({ db }: { db: Db }) {
  /** Another company's (or an unknown) work order or job named in the batch: 404 naming each item. */
  async function assertOwned(companyId: string, input: CreateInvoiceBatchValues): Promise<void> {
    const workOrderIds = input.items.flatMap((item) => (item.ref.source === 'work_order' ? [item.ref.workOrderId] : []));
    const jobIds = input.items.flatMap((item) => (item.ref.source === 'work_order' ? [] : [item.ref.jobId]));
    const knownOrders = new Set(
      workOrderIds.length === 0
        ? []
        : (
            await db
              .select({ id: workOrders.id })
              .from(workOrders)
              .where(and(eq(workOrders.companyId, companyId), sql`${workOrders.id} = any(${uuidArray(workOrderIds)})`))
          ).map((row) => row.id),
    );
    const knownJobs = new Set(
      jobIds.length === 0
        ? []
        : (
            await db
              .select({ id: jobs.id })
              .from(jobs)
              .where(and(eq(jobs.companyId, companyId), sql`${jobs.id} = any(${uuidArray(jobIds)})`))
          ).map((row) => row.id),
    );
    const fieldErrors: Record<string, string[]> = {};
    input.items.forEach((item, index) => {
      if (item.ref.source === 'work_order' && !knownOrders.has(item.ref.workOrderId)) fieldErrors[`items.${index}.ref`] = [WORK_ORDER_NOT_FOUND_MESSAGE];
      if (item.ref.source !== 'work_order' && !knownJobs.has(item.ref.jobId)) fieldErrors[`items.${index}.ref`] = [JOB_NOT_FOUND_MESSAGE];
    });
    const [first] = Object.values(fieldErrors);
    if (first) throw new AppError('NOT_FOUND', first[0], { fieldErrors });
  }

  /**
   * A chunk of drafts in one transaction, in four statements whatever its size: lock the work orders it bills and
   * re-check they are completed (a reopening waits for the commit; the lock is exclusive because the claims set each
   * order's `billed` flag, so a second batch over the same orders waits here rather than in a circle with this one), take the chunk's numbers, insert its invoices,
   * claim its items. A claim another batch made first, or work no longer completed, rolls the whole chunk back — its
   * numbers with it — and says what to leave out.
   */
  async function makeDrafts(ctx: RequestContext, batchId: string, issueDate: string, firstNumber: number, drafts: readonly Chosen[][]): Promise<InvoiceRow[]> {
    const workOrderIds = [...new Set(drafts.flatMap((chosen) => chosen.flatMap((entry) => entry.candidate.completedOrderIds)))];
    return db.transaction(async (tx) => {
      if (workOrderIds.length > 0) {
        const completed = await tx
          .select({ id: workOrders.id })
          .from(workOrders)
          .where(and(eq(workOrders.companyId, ctx.companyId), eq(workOrders.status, 'completed'), sql`${workOrders.id} = any(${uuidArray(workOrderIds)})`))
          // In one order for every batch, so two batches over overlapping orders never hold one each of two rows.
          .orderBy(workOrders.id)
          .for('no key update');
        if (completed.length < workOrderIds.length) {
          const still = new Set(completed.map((row) => row.id));
          throw new NoLongerCompleted(new Set(workOrderIds.filter((id) => !still.has(id))));
        }
      }
      // The counter before any claim: the batch holding it holds no claim another waits for, so none wait in a circle.
      const first = await takeInvoiceNumbers(tx, ctx.companyId, drafts.length, firstNumber);
      const rows = await tx
        .insert(invoices)
        .values(
          drafts.map((chosen, index) => {
            const { candidate } = chosen[0]!;
            const jobIds = new Set(chosen.map((entry) => entry.candidate.item.jobId));
            return draftValues({
              companyId: ctx.companyId,
              number: first + index,
              customerId: candidate.item.customerId,
              propertyId: candidate.item.propertyId,
              jobId: jobIds.size === 1 ? candidate.item.jobId : null,
              kind: kindOf[candidate.item.ref.source],
              issueDate,
              // Not blocked means the terms were found.
              terms: candidate.terms ?? 'due_on_receipt',
              lines: chosen.flatMap((entry) => entry.lines),
              tax: candidate.tax,
              batchId,
              createdBy: ctx.userId,
            });
          }),
        )
        .returning();
      const byNumber = new Map(rows.map((row) => [row.number, row]));
      const ordered = drafts.map((_, index) => byNumber.get(first + index)!);
      const claims = drafts
        .flatMap((chosen, index) => chosen.flatMap((entry) => entry.claims.map((claim) => ({ claim, invoiceId: ordered[index]!.id }))))
        .sort((a, b) => (a.claim.itemKey < b.claim.itemKey ? -1 : a.claim.itemKey > b.claim.itemKey ? 1 : 0));
      const inserted = await tx
        .insert(billedItems)
        .values(
          claims.map(({ claim, invoiceId }) => ({
            companyId: ctx.companyId,
            invoiceId,
            source: claim.source,
            itemKey: claim.itemKey,
            workOrderId: claim.workOrderId,
            jobId: claim.jobId,
            amount: claim.amount.toFixed(2),
          })),
        )
        .onConflictDoNothing()
        .returning({ itemKey: billedItems.itemKey });
      if (inserted.length < claims.length) {
        const claimed = new Set(inserted.map((row) => row.itemKey));
        throw new AlreadyClaimed(new Set(claims.filter(({ claim }) => !claimed.has(claim.itemKey)).map(({ claim }) => claim.itemKey)));
      }
      return ordered;
    });
  }

  return {
    /**
     * Drafts from the items chosen: each re-read as the assistant reads it (so nothing not completed or already billed
     * slips in), skipped with its reason when blocked, over the estimate unconfirmed, or claimed by another batch
     * meanwhile. An item claimed first elsewhere rolls its chunk of drafts back — numbers included — and the chunk is
     * made again without it: numbers stay gap-free and no item is billed twice.
     */
    async create(
      ctx: RequestContext,
      input: CreateInvoiceBatchValues,
    ): Promise<{ id: string; invoices: InvoiceListItem[]; skipped: Array<{ key: string; message: string }> }> {
      await assertOwned(ctx.companyId, input);
      const today = await companyToday(db, ctx.companyId);
      const issueDate = input.issueDate ?? today;
      const settings = await settingsOf(db, ctx.companyId);
      const workOrderIds = input.items.flatMap((item) => (item.ref.source === 'work_order' ? [item.ref.workOrderId] : []));
      const jobIds = [...new Set(input.items.flatMap((item) => (item.ref.source === 'work_order' ? [] : [item.ref.jobId])))];
      const candidates = new Map((await readyToBill(db, ctx.companyId, today, { workOrderIds, jobIds })).map((candidate) => [candidate.item.key, candidate]));

      const skipped: Array<{ key: string; message: string }> = [];
      const chosen: Chosen[] = [];
      const missing: string[] = [];
      for (const item of input.items) {
        const key = readyToBillKey(item.ref);
        const candidate = candidates.get(key);
        if (!candidate) {
          missing.push(key);
          continue;
        }
        const { status } = candidate.item;
        if (candidate.item.blocked) skipped.push({ key, message: batchSkippedMessages.notReady(status) });
        else if (status !== 'over_estimate' || item.allowOverEstimate) chosen.push({ candidate, lines: candidate.lines, claims: candidate.claims });
        else if (!item.capAtEstimate) skipped.push({ key, message: batchSkippedMessages.overEstimate });
        else if ((candidate.leftOfEstimate ?? 0) <= 0) skipped.push({ key, message: NOTHING_LEFT_TO_INVOICE_MESSAGE });
        else chosen.push(cappedAtEstimate(candidate, candidate.leftOfEstimate ?? 0));
      }
      if (missing.length > 0) {
        // Named but not waiting: on an invoice already, or not billable (yet).
        const billed = new Set(
          (
            await db
              .select({ itemKey: billedItems.itemKey })
              .from(billedItems)
              .where(and(eq(billedItems.companyId, ctx.companyId), isNull(billedItems.releasedAt), sql`${billedItems.itemKey} = any(${`{${missing.join(',')}}`}::text[])`))
          ).map((row) => row.itemKey),
        );
        for (const key of missing) skipped.push({ key, message: billed.has(key) ? batchSkippedMessages.alreadyBilled : BATCH_NOT_READY_TO_BILL_MESSAGE });
      }

      // One draft per item, or per customer and property (in the order the items were chosen).
      const drafts = new Map<string, Chosen[]>();
      for (const entry of chosen) {
        const group = input.grouping === 'per_item' ? entry.candidate.item.key : `${entry.candidate.item.customerId}|${entry.candidate.item.propertyId ?? ''}`;
        drafts.set(group, [...(drafts.get(group) ?? []), entry]);
      }

      const [batch] = await db.insert(invoiceBatches).values({ companyId: ctx.companyId, kind: 'drafts', createdBy: ctx.userId }).returning({ id: invoiceBatches.id });
      if (!batch) throw new Error('the batch was not inserted');
      const made: Array<{ row: InvoiceRow; candidate: ReadyCandidate }> = [];
      const groups = [...drafts.values()];
      for (let start = 0; start < groups.length; start += DRAFTS_PER_COMMIT) {
        let chunk = groups.slice(start, start + DRAFTS_PER_COMMIT);
        while (chunk.length > 0) {
          try {
            const rows = await makeDrafts(ctx, batch.id, issueDate, settings.firstInvoiceNumber, chunk);
            rows.forEach((row, index) => made.push({ row, candidate: chunk[index]![0]!.candidate }));
            break;
          } catch (error) {
            if (!(error instanceof AlreadyClaimed) && !(error instanceof NoLongerCompleted)) throw error;
            // Leave out what was lost (billed elsewhere, or no longer completed) and make the chunk again.
            const lost = (entry: Chosen) =>
              error instanceof AlreadyClaimed
                ? entry.claims.some((claim) => error.keys.has(claim.itemKey))
                : entry.candidate.completedOrderIds.some((id) => error.workOrderIds.has(id));
            const message = error instanceof AlreadyClaimed ? batchSkippedMessages.alreadyBilled : BATCH_NOT_READY_TO_BILL_MESSAGE;
            for (const entry of chunk.flat().filter(lost)) skipped.push({ key: entry.candidate.item.key, message });
            chunk = chunk.map((chosen) => chosen.filter((entry) => !lost(entry))).filter((chosen) => chosen.length > 0);
          }
        }
      }
      await db.update(invoiceBatches).set({ total: made.length }).where(and(eq(invoiceBatches.companyId, ctx.companyId), eq(invoiceBatches.id, batch.id)));
      return {
        id: batch.id,
        invoices: made.map(({ row, candidate }) => invoiceListView(row, candidate.names, today)),
        skipped,
      };
    },
  };
}
