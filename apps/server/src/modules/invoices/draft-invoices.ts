import {
  dueDate,
  INVOICE_TOTAL_TOO_LARGE_MESSAGE,
  invoiceTotals,
  MAX_INVOICE_TOTAL,
  type InvoiceKind,
  type InvoiceLineInput,
  type PaymentTerms,
} from '@groundwork/domain/invoices';
import { sql } from 'drizzle-orm';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { invoiceNumberCounters, invoices, type StoredInvoiceLine } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { queryRows } from '../../lib/clients';
import type { InvoiceRow } from './invoice-view';

/**
 * What the billing methods and the assistant share: a draft made from lines the server worked out (never typed by the
 * client), and where a job stands against what was approved.
 */

/** An invoice line as billing makes it: the completed visit it bills, if any. */
export interface DraftLine extends InvoiceLineInput {
  workOrderId?: string | null;
}

export interface DraftInvoice {
  companyId: string;
  number: number;
  customerId: string;
  propertyId: string | null;
  jobId: string | null;
  kind: InvoiceKind;
  issueDate: string;
  terms: PaymentTerms;
  lines: readonly DraftLine[];
  tax: { rate: number; name: string };
  notes?: string;
  batchId?: string | null;
  createdBy: string | null;
}

/** The stored columns of a draft: its lines priced (invoiceTotals) at the client's rate; over the limit → 422. */
export function draftColumns(lines: readonly DraftLine[], tax: { rate: number; name: string }) {
  const totals = invoiceTotals(lines, tax.rate);
  if (totals.total > MAX_INVOICE_TOTAL) throw new AppError('BUSINESS_RULE', INVOICE_TOTAL_TOO_LARGE_MESSAGE);
  const stored: StoredInvoiceLine[] = totals.lines.map((line) => ({
    id: randomUUID(),
    description: line.description,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    taxable: line.taxable,
    amount: line.amount,
    workOrderId: line.workOrderId ?? null,
  }));
  return {
    lines: stored,
    subtotal: totals.subtotal.toFixed(2),
    taxableSubtotal: totals.taxableSubtotal.toFixed(2),
    tax: totals.tax.toFixed(2),
    total: totals.total.toFixed(2),
    balance: totals.total.toFixed(2),
    taxRatePercent: tax.rate.toFixed(4),
    taxRateName: tax.name,
  };
}

/** The row of a draft (its number already taken in the same transaction). */
export function draftValues(draft: DraftInvoice): typeof invoices.$inferInsert {
  return {
    companyId: draft.companyId,
    number: draft.number,
    customerId: draft.customerId,
    propertyId: draft.propertyId,
    jobId: draft.jobId,
    kind: draft.kind,
    issueDate: draft.issueDate,
    dueDate: dueDate(draft.issueDate, draft.terms),
    terms: draft.terms,
    notes: draft.notes ?? '',
    publicToken: randomBytes(32).toString('base64url'),
    batchId: draft.batchId ?? null,
    createdBy: draft.createdBy,
    ...draftColumns(draft.lines, draft.tax),
  };
}

/** Inserts a draft with the number already taken in the same transaction. */
export async function insertDraft(tx: Db, draft: DraftInvoice): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(draftValues(draft)).returning();
  if (!row) throw new Error('the invoice was not inserted');
  return row;
}

/**
 * Takes `count` invoice numbers at once, as takeNumber takes one: the counter row stays locked until the transaction
 * ends, and a rollback gives them all back. Answers the first; the others follow it.
 */
export async function takeInvoiceNumbers(tx: Db, companyId: string, count: number, startAt: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ companyId, sequence: 'invoice', lastNumber: startAt + count - 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.companyId, invoiceNumberCounters.sequence],
      set: { lastNumber: sql`greatest(${invoiceNumberCounters.lastNumber} + ${count}, ${startAt + count - 1})` },
    })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  if (!row) throw new Error('no invoice numbers were taken');
  return row.lastNumber - count + 1;
}

/** A uuid[] as one parameter (not thousands): the same plan whatever the number of ids. */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/** Where a job stands, before tax. */
export interface JobFigures {
  /** Σ the job's visit prices: what the client approved (the job's amount split over its visits). */
  approvedTotal: number;
  /** No change orders exist yet: always 0 until they do. */
  approvedChanges: number;
  /** What the job's invoices (not void) billed, net of credit notes against them or the job. */
  invoicedSoFar: number;
  /** Visits the job planned (every visit row) and those completed. */
  visitsPlanned: number;
  visitsDone: number;
}

/**
 * The figures of many jobs in three set-based reads. Invoiced so far counts, for each job: the items billed for it
 * (billed_items, not released — an assistant draft may hold several jobs' work), plus the invoices of the job that bill
 * no items (deposit, progress, final, true-up, one-off), less the credit notes of the job or of its invoices.
 */
export async function jobFigures(db: Db, companyId: string, jobIds: readonly string[]): Promise<Map<string, JobFigures>> {
  const figures = new Map<string, JobFigures>();
  if (jobIds.length === 0) return figures;
  const ids = uuidArray([...new Set(jobIds)]);
  const visits = await queryRows<{ job_id: string; approved: string; planned: number; done: number }>(
    db,
    sql`select job_id, coalesce(sum(price), 0)::text as approved, count(*)::int as planned,
               count(*) filter (where status = 'completed')::int as done
        from job_visits where company_id = ${companyId} and job_id = any(${ids}) group by job_id`,
  );
  const billed = await queryRows<{ job_id: string; amount: string }>(
    db,
    sql`select job_id, sum(amount)::text as amount from (
          select b.job_id, b.amount from billed_items b
            join invoices i on i.company_id = b.company_id and i.id = b.invoice_id and i.status <> 'void'
           where b.company_id = ${companyId} and b.job_id = any(${ids}) and b.released_at is null
          union all
          select i.job_id, i.subtotal from invoices i
           where i.company_id = ${companyId} and i.job_id = any(${ids}) and i.status <> 'void'
             and not exists (select 1 from billed_items b where b.company_id = i.company_id and b.invoice_id = i.id)
          union all
          select coalesce(c.job_id, i.job_id), -c.subtotal from credit_notes c
            left join invoices i on i.company_id = c.company_id and i.id = c.invoice_id
           where c.company_id = ${companyId} and (c.job_id = any(${ids}) or i.job_id = any(${ids}))
        ) parts group by job_id`,
  );
  for (const id of jobIds) figures.set(id, { approvedTotal: 0, approvedChanges: 0, invoicedSoFar: 0, visitsPlanned: 0, visitsDone: 0 });
  for (const row of visits) {
    const entry = figures.get(row.job_id);
    if (entry) Object.assign(entry, { approvedTotal: Number(row.approved), visitsPlanned: Number(row.planned), visitsDone: Number(row.done) });
  }
  for (const row of billed) {
    const entry = figures.get(row.job_id);
    if (entry) entry.invoicedSoFar = Number(row.amount);
  }
  return figures;
}
