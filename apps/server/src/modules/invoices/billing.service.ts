import type { EstimateItem } from '@groundwork/domain/estimates';
import {
  BILLING_METHOD_CHANGE_MESSAGE,
  finalInvoiceLines,
  formatDollars,
  instalmentSchedule,
  NOT_A_DEPOSIT_JOB_MESSAGE,
  NOT_A_SEASON_CONTRACT_MESSAGE,
  NOTHING_TO_TRUE_UP_MESSAGE,
  portionLines,
  preflightStatusHints,
  progressInvoiceAmount,
  progressLineDescription,
  resolvePaymentTerms,
  seasonTrueUp,
  sumMoney,
  trueUpLineDescription,
  trueUpSummary,
  type BillingSettingsValues,
  type CreateProgressInvoiceValues,
  type CreditNote,
  type Invoice,
  type InvoiceLineInput,
  type JobBilling,
  type PaymentTerms,
  type PreviousInvoice,
  type SeasonTrueUpView,
} from '@groundwork/domain/invoices';
import { JOB_NOT_FOUND_MESSAGE } from '@groundwork/domain/jobs';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billedItems, customers, invoices, jobs } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clientTaxRate } from '../../lib/client-tax-rate';
import { companyToday } from '../../lib/company-today';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { createCreditNotesService } from './credit-notes.service';
import { insertDraft, jobFigures, uuidArray, type DraftLine, type JobFigures } from './draft-invoices';
import { bumped, notFound, readInvoice, settingsOf, takeNumber } from './invoice-view';

type JobRow = typeof jobs.$inferSelect;

const jobNotFound = () => notFound(JOB_NOT_FOUND_MESSAGE);
const refused = (message: string, field?: string) => new AppError('BUSINESS_RULE', message, field ? { fieldErrors: { [field]: [message] } } : undefined);

/** A job's work is taxable as its estimate's service line was (a job typed without lines: taxable, the usual case). */
export function jobIsTaxable(job: Pick<JobRow, 'estimateItems' | 'sourceItemId'>): boolean {
  const line = job.estimateItems.find((item: EstimateItem) => item.id === job.sourceItemId) ?? job.estimateItems.find((item) => item.parentId === null);
  return line?.taxable ?? true;
}

/** The months of an instalment job already on an invoice (not void), with what each billed. */
export async function billedInstalments(db: Db, companyId: string, jobIds: readonly string[]): Promise<Map<string, Map<string, { amount: number; invoiceId: string }>>> {
  const byJob = new Map<string, Map<string, { amount: number; invoiceId: string }>>();
  if (jobIds.length === 0) return byJob;
  const rows = await db
    .select({ jobId: billedItems.jobId, itemKey: billedItems.itemKey, amount: billedItems.amount, invoiceId: billedItems.invoiceId })
    .from(billedItems)
    .where(
      and(
        eq(billedItems.companyId, companyId),
        eq(billedItems.source, 'instalment'),
        isNull(billedItems.releasedAt),
        sql`${billedItems.jobId} = any(${uuidArray(jobIds)})`,
      ),
    );
  for (const row of rows) {
    if (!row.jobId) continue;
    const month = row.itemKey.slice(row.itemKey.lastIndexOf(':') + 1);
    const months = byJob.get(row.jobId) ?? new Map<string, { amount: number; invoiceId: string }>();
    months.set(month, { amount: Number(row.amount), invoiceId: row.invoiceId });
    byJob.set(row.jobId, months);
  }
  return byJob;
}

/**
 * A season's instalments: the months already invoiced keep what they billed, and what is left of the approved total
 * is split over the months not invoiced yet (instalmentSchedule: they sum exactly to it).
 */
export function currentSchedule(
  approvedTotal: number,
  months: readonly string[],
  billed: ReadonlyMap<string, { amount: number; invoiceId: string }>,
): Array<{ month: string; amount: number; invoiceId: string | null }> {
  const all = [...new Set([...months, ...billed.keys()])].sort();
  const open = all.filter((month) => !billed.has(month));
  const left = Math.max(0, sumMoney([approvedTotal, ...[...billed.values()].map((item) => -item.amount)]));
  const split = new Map(open.length > 0 ? instalmentSchedule(left, open).map((item) => [item.month, item.amount]) : []);
  return all.map((month) => {
    const done = billed.get(month);
    return done ? { month, amount: done.amount, invoiceId: done.invoiceId } : { month, amount: split.get(month) ?? 0, invoiceId: null };
  });
}

export function createBillingService({ db, publicUrl }: { db: Db; publicUrl: string }) {
  const creditNotes = createCreditNotesService({ db });

  async function companyJob(executor: Db, companyId: string, id: string, lock = false): Promise<JobRow> {
    const query = executor
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, companyId), eq(jobs.id, id)))
      .limit(1);
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw jobNotFound();
    return row;
  }

  async function figuresOf(companyId: string, jobId: string): Promise<JobFigures> {
    const figures = (await jobFigures(db, companyId, [jobId])).get(jobId);
    if (!figures) throw new Error('job figures were not read');
    return figures;
  }

  async function view(companyId: string, job: JobRow): Promise<JobBilling> {
    const figures = await figuresOf(companyId, job.id);
    const billed = job.billingMethod === 'monthly_instalments' ? ((await billedInstalments(db, companyId, [job.id])).get(job.id) ?? new Map()) : new Map();
    const contract = sumMoney([figures.approvedTotal, figures.approvedChanges]);
    return {
      jobId: job.id,
      method: job.billingMethod,
      instalments: job.billingMethod === 'monthly_instalments' ? currentSchedule(contract, job.instalmentMonths, billed) : [],
      issueDay: job.billingMethod === 'monthly_instalments' ? job.instalmentIssueDay : null,
      deposit: job.billingMethod === 'deposit_progress' ? (job.deposit ?? null) : null,
      approvedTotal: figures.approvedTotal,
      approvedChanges: figures.approvedChanges,
      invoicedSoFar: figures.invoicedSoFar,
      remaining: sumMoney([contract, -figures.invoicedSoFar]),
      updatedAt: job.updatedAt.toISOString(),
    };
  }

  /** What a draft of the job needs of its customer: terms (422 Missing terms when none) and the combined tax rate. */
  async function customerTerms(companyId: string, customerId: string): Promise<{ terms: PaymentTerms; tax: { rate: number; name: string } }> {
    const [customer] = await db
      .select({ paymentTerms: customers.paymentTerms, taxCategoryId: customers.taxCategoryId })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, customerId)))
      .limit(1);
    if (!customer) throw jobNotFound();
    const settings = await settingsOf(db, companyId);
    const terms = resolvePaymentTerms(customer.paymentTerms ?? null, settings.defaultTerms ?? null);
    if (!terms) throw refused(preflightStatusHints.missing_terms, 'terms');
    return { terms, tax: await clientTaxRate(db, companyId, customer.taxCategoryId) };
  }

  /** Makes a draft of the job in one transaction with the next number (a failure uses none). */
  async function jobDraft(
    ctx: RequestContext,
    job: JobRow,
    kind: 'deposit' | 'progress' | 'final' | 'true_up',
    lines: readonly DraftLine[],
    issueDate: string | undefined,
    notes = '',
  ): Promise<Invoice> {
    const { terms, tax } = await customerTerms(ctx.companyId, job.customerId);
    const today = await companyToday(db, ctx.companyId);
    const settings = await settingsOf(db, ctx.companyId);
    const row = await db.transaction(async (tx) =>
      insertDraft(tx, {
        companyId: ctx.companyId,
        number: await takeNumber(tx, ctx.companyId, 'invoice', settings.firstInvoiceNumber),
        customerId: job.customerId,
        propertyId: job.propertyId,
        jobId: job.id,
        kind,
        issueDate: issueDate ?? today,
        terms,
        lines,
        tax,
        notes,
        createdBy: ctx.userId,
      }),
    );
    return readInvoice(db, ctx.companyId, row.id, today, publicUrl);
  }

  async function trueUpOf(companyId: string, job: JobRow): Promise<SeasonTrueUpView> {
    if (job.billingMethod !== 'monthly_instalments') throw refused(NOT_A_SEASON_CONTRACT_MESSAGE);
    const figures = await figuresOf(companyId, job.id);
    const trueUp = seasonTrueUp({
      contractTotal: sumMoney([figures.approvedTotal, figures.approvedChanges]),
      visitsPlanned: Math.max(1, figures.visitsPlanned),
      visitsDone: figures.visitsDone,
      invoicedSoFar: figures.invoicedSoFar,
    });
    return { ...trueUp, summary: trueUpSummary(trueUp, formatDollars) };
  }

  return {
    async get(ctx: RequestContext, jobId: string): Promise<JobBilling> {
      return view(ctx.companyId, await companyJob(db, ctx.companyId, jobId));
    },

    /**
     * The method and its settings. Stale updatedAt → 409; a new method once the job has invoices that are not void →
     * 422 (the same method's settings may change: instalment months already invoiced stay in the schedule).
     */
    async update(ctx: RequestContext, jobId: string, input: BillingSettingsValues): Promise<JobBilling> {
      const job = await db.transaction(async (tx) => {
        const current = await companyJob(tx, ctx.companyId, jobId, true);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (input.method !== current.billingMethod) {
          const [invoiced] = await tx
            .select({ id: invoices.id })
            .from(invoices)
            .where(and(eq(invoices.companyId, ctx.companyId), eq(invoices.jobId, jobId), ne(invoices.status, 'void')))
            .limit(1);
          const [billed] = invoiced
            ? [invoiced]
            : await tx
                .select({ id: billedItems.id })
                .from(billedItems)
                .where(and(eq(billedItems.companyId, ctx.companyId), eq(billedItems.jobId, jobId), isNull(billedItems.releasedAt)))
                .limit(1);
          if (billed) throw refused(BILLING_METHOD_CHANGE_MESSAGE, 'method');
        }
        const [updated] = await tx
          .update(jobs)
          .set({
            billingMethod: input.method,
            instalmentMonths: input.method === 'monthly_instalments' ? input.months : [],
            instalmentIssueDay: input.method === 'monthly_instalments' ? input.issueDay : null,
            deposit: input.method === 'deposit_progress' ? input.deposit : null,
            updatedAt: bumped(current.updatedAt),
          })
          .where(and(eq(jobs.companyId, ctx.companyId), eq(jobs.id, jobId)))
          .returning();
        return updated ?? current;
      });
      return view(ctx.companyId, job);
    },

    /**
     * A deposit or progress draft for a percent or an amount of the approved total (refused past it unless confirmed),
     * or the final draft: the approved work less every earlier invoice of the job.
     */
    async createProgressInvoice(ctx: RequestContext, jobId: string, input: CreateProgressInvoiceValues): Promise<Invoice> {
      const job = await companyJob(db, ctx.companyId, jobId);
      if (job.billingMethod !== 'deposit_progress') throw refused(NOT_A_DEPOSIT_JOB_MESSAGE);
      const figures = await figuresOf(ctx.companyId, job.id);
      const taxable = jobIsTaxable(job);
      if (input.stage === 'final') {
        const approvedLines: InvoiceLineInput[] = [{ description: job.serviceName, quantity: 1, unitPrice: figures.approvedTotal, taxable }];
        const final = finalInvoiceLines(approvedLines, await previousInvoices(ctx.companyId, job.id));
        if (!final.ok) throw refused(final.message);
        return jobDraft(ctx, job, 'final', final.lines, input.issueDate);
      }
      const amount = progressInvoiceAmount(figures.approvedTotal, input.portion, figures.invoicedSoFar, {
        approvedChanges: figures.approvedChanges,
        allowOverApproved: input.allowOverApproved,
      });
      if (!amount.ok) throw refused(amount.message, 'portion');
      const description = progressLineDescription(input.stage, input.portion, amount.contractTotal);
      const lines = portionLines(amount.amount, { subtotal: figures.approvedTotal, taxableSubtotal: taxable ? figures.approvedTotal : 0 }, description);
      return jobDraft(ctx, job, input.stage, lines, input.issueDate);
    },

    async trueUp(ctx: RequestContext, jobId: string): Promise<SeasonTrueUpView> {
      return trueUpOf(ctx.companyId, await companyJob(db, ctx.companyId, jobId));
    },

    /** The proposed settlement as a draft: an extra invoice, or a credit note against the job (credit_notes.job_id). */
    async createTrueUp(
      ctx: RequestContext,
      jobId: string,
      input: { issueDate?: string | undefined; note: string },
    ): Promise<{ trueUp: SeasonTrueUpView; invoice: Invoice | null; creditNote: CreditNote | null }> {
      const job = await companyJob(db, ctx.companyId, jobId);
      const trueUp = await trueUpOf(ctx.companyId, job);
      if (trueUp.proposal === 'none') throw refused(NOTHING_TO_TRUE_UP_MESSAGE);
      const line = { description: trueUpLineDescription(job.serviceName, trueUp), quantity: 1, unitPrice: trueUp.amount, taxable: jobIsTaxable(job) };
      if (trueUp.proposal === 'extra_invoice') return { trueUp, invoice: await jobDraft(ctx, job, 'true_up', [line], input.issueDate, input.note), creditNote: null };
      const creditNote = await creditNotes.create(
        ctx,
        { customerId: job.customerId, invoiceId: null, issueDate: input.issueDate, reason: input.note || trueUp.summary, lines: [line] },
        { jobId: job.id },
      );
      return { trueUp, invoice: null, creditNote };
    },
  };

  /** The job's earlier invoices as the final one deducts them (not void), net of credit notes against each. */
  async function previousInvoices(companyId: string, jobId: string): Promise<PreviousInvoice[]> {
    const rows = await db
      .select({
        number: invoices.number,
        subtotal: invoices.subtotal,
        taxableSubtotal: invoices.taxableSubtotal,
        creditedSubtotal: sql<string>`coalesce((select sum(c.subtotal) from credit_notes c where c.company_id = ${invoices.companyId} and c.invoice_id = ${invoices.id}), 0)::text`,
        creditedTaxable: sql<string>`coalesce((select sum(c.taxable_subtotal) from credit_notes c where c.company_id = ${invoices.companyId} and c.invoice_id = ${invoices.id}), 0)::text`,
      })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.jobId, jobId), ne(invoices.status, 'void')))
      .orderBy(asc(invoices.number));
    return rows.map((row) => ({
      number: row.number,
      subtotal: sumMoney([Number(row.subtotal), -Number(row.creditedSubtotal)]),
      taxableSubtotal: sumMoney([Number(row.taxableSubtotal), -Number(row.creditedTaxable)]),
    }));
  }
}
