import type { BillingMethod, InvoiceStatus } from '@groundwork/domain/invoices';
import type { LeadStatus } from '@groundwork/domain/leads';
import { and, eq, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  billedItems,
  creditNotes,
  customers,
  estimateActivities,
  estimates,
  invoices,
  jobs,
  leadSources,
  leads,
  paymentAllocations,
  payments,
  refunds,
  workOrders,
} from '../db/schema';
import type { TestApp } from './test-app';

/**
 * Direct-insert builders for the money reports' tests (sales, revenue, receivables, sales tax): each row is written
 * as given — dates, statuses, balances — so a test states its whole data set by hand, including history no API call
 * could backdate. Nothing here keeps figures in step (a payment does not change its invoice's balance): the test says
 * what each row holds. Money is given in dollars.
 */

let numbers = 50_000;
/** A number no other row of the file's companies has (estimates, invoices, work orders are unique per company). */
const nextNumber = () => (numbers += 1);
const money = (amount: number) => amount.toFixed(2);
const at = (instant: string | Date) => (typeof instant === 'string' ? new Date(instant) : instant);

/** The company's lead source of that name: every company starts with a few (Referral, …), so it may be there already. */
export async function aLeadSource(t: TestApp, companyId: string, name: string): Promise<string> {
  const [found] = await t.database.db
    .select({ id: leadSources.id })
    .from(leadSources)
    .where(and(eq(leadSources.companyId, companyId), sql`lower(${leadSources.name}) = lower(${name})`));
  if (found) return found.id;
  const [row] = await t.database.db.insert(leadSources).values({ companyId, name }).returning({ id: leadSources.id });
  return row!.id;
}

export async function aReportCustomer(t: TestApp, companyId: string, options: { name: string; leadSourceId?: string | null }): Promise<string> {
  const [row] = await t.database.db
    .insert(customers)
    .values({ companyId, type: 'residential', lastName: options.name, displayName: options.name, leadSourceId: options.leadSourceId ?? null })
    .returning({ id: customers.id });
  return row!.id;
}

export async function aReportLead(
  t: TestApp,
  companyId: string,
  options: { name: string; status?: LeadStatus; leadSourceId?: string | null; estimatedValue?: number | null; createdAt: string },
): Promise<string> {
  const [row] = await t.database.db
    .insert(leads)
    .values({
      companyId,
      type: 'residential',
      lastName: options.name,
      displayName: options.name,
      status: options.status ?? 'new',
      leadSourceId: options.leadSourceId ?? null,
      estimatedValue: options.estimatedValue === undefined || options.estimatedValue === null ? null : money(options.estimatedValue),
      createdAt: at(options.createdAt),
    })
    .returning({ id: leads.id });
  return row!.id;
}

/**
 * A step of an estimate's history: 'client' answers through the proposal link (kind sent/approved/declined);
 * 'office' moves it with PUT /estimates/{id}/status, recorded as 'status_changed' with 'From → To'.
 */
export interface EstimateStep {
  kind: 'sent' | 'approved' | 'declined';
  at: string;
  by?: 'client' | 'office';
  /** The office move's starting status label ('Draft' for a first sending, else 'Sent'). */
  from?: string;
}

const stepLabels = { sent: 'Sent', approved: 'Approved', declined: 'Declined' } as const;

export async function aReportEstimate(
  t: TestApp,
  companyId: string,
  options: {
    client: { type: 'customer' | 'lead'; id: string };
    /** The total before tax. */
    subtotal: number;
    tax?: number;
    status?: 'draft' | 'sent' | 'approved' | 'declined' | 'changes_requested' | 'converted';
    createdBy: string | null;
    createdAt: string;
    steps?: readonly EstimateStep[];
  },
): Promise<string> {
  const tax = options.tax ?? 0;
  const totals = { subtotal: options.subtotal, taxableSubtotal: options.subtotal, tax, grandTotal: options.subtotal + tax, overheadRecovered: 0, netProfit: 0 };
  const [row] = await t.database.db
    .insert(estimates)
    .values({
      companyId,
      number: nextNumber(),
      clientType: options.client.type,
      clientId: options.client.id,
      status: options.status ?? 'draft',
      targetNetProfitPercent: '10',
      // The reports read the totals only: an empty breakdown and markups stand in for the builder's.
      breakdown: {} as never,
      totals,
      markups: {} as never,
      total: money(options.subtotal + tax),
      createdBy: options.createdBy,
      createdAt: at(options.createdAt),
      updatedAt: at(options.createdAt),
    })
    .returning({ id: estimates.id });
  const estimateId = row!.id;
  for (const step of options.steps ?? []) {
    const office = step.by === 'office';
    await t.database.db.insert(estimateActivities).values({
      companyId,
      estimateId,
      kind: office ? 'status_changed' : step.kind,
      actorName: office ? 'Office' : 'Client',
      detail: office ? `${step.from ?? (step.kind === 'sent' ? 'Draft' : 'Sent')} → ${stepLabels[step.kind]}` : '',
      at: at(step.at),
    });
  }
  return estimateId;
}

export async function aReportJob(t: TestApp, companyId: string, options: { customerId: string; billingMethod?: BillingMethod }): Promise<string> {
  const [row] = await t.database.db
    .insert(jobs)
    .values({ companyId, customerId: options.customerId, serviceName: 'Weekly mowing', instanceDate: '2025-03-01', billingMethod: options.billingMethod ?? 'per_visit' })
    .returning({ id: jobs.id });
  return row!.id;
}

export async function aReportWorkOrder(
  t: TestApp,
  companyId: string,
  options: {
    customerId: string;
    jobId?: string | null;
    date: string | null;
    status: 'unscheduled' | 'scheduled' | 'in_progress' | 'completed' | 'cancelled' | 'skipped';
    price: number;
    completedAt?: string | null;
  },
): Promise<string> {
  const [row] = await t.database.db
    .insert(workOrders)
    .values({
      companyId,
      number: nextNumber(),
      customerId: options.customerId,
      jobId: options.jobId ?? null,
      title: 'Mowing',
      date: options.date,
      status: options.status,
      price: money(options.price),
      completedAt: options.completedAt ? at(options.completedAt) : null,
    })
    .returning({ id: workOrders.id });
  return row!.id;
}

export interface ReportInvoiceOptions {
  customerId: string;
  status: InvoiceStatus;
  issueDate: string;
  dueDate: string;
  subtotal: number;
  /** Defaults to the whole subtotal. */
  taxableSubtotal?: number;
  tax?: number;
  taxRateName?: string;
  taxRatePercent?: number;
  amountPaid?: number;
  credited?: number;
  /** Defaults to total − paid − credited. */
  balance?: number;
  /** Defaults to the issue date for anything not a draft. */
  sentAt?: string | null;
  voidedAt?: string | null;
}

export async function aReportInvoice(t: TestApp, companyId: string, options: ReportInvoiceOptions): Promise<string> {
  const tax = options.tax ?? 0;
  const total = options.subtotal + tax;
  const paid = options.amountPaid ?? 0;
  const credited = options.credited ?? 0;
  const sentAt = options.sentAt !== undefined ? options.sentAt : options.status === 'draft' ? null : `${options.issueDate}T14:00:00Z`;
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      companyId,
      number: nextNumber(),
      customerId: options.customerId,
      status: options.status,
      issueDate: options.issueDate,
      dueDate: options.dueDate,
      terms: 'net_30',
      subtotal: money(options.subtotal),
      taxableSubtotal: money(options.taxableSubtotal ?? options.subtotal),
      tax: money(tax),
      total: money(total),
      amountPaid: money(paid),
      credited: money(credited),
      balance: money(options.balance ?? total - paid - credited),
      taxRateName: options.taxRateName ?? '',
      taxRatePercent: String(options.taxRatePercent ?? 0),
      publicToken: randomBytes(32).toString('base64url'),
      sentAt: sentAt ? at(sentAt) : null,
      voidedAt: options.voidedAt ? at(options.voidedAt) : null,
    })
    .returning({ id: invoices.id });
  return row!.id;
}

/** A payment on `date`, spread over invoices as given (the rest unapplied); voided at `voidedAt` when given. */
export async function aReportPayment(
  t: TestApp,
  companyId: string,
  options: { customerId: string; date: string; amount: number; allocations?: ReadonlyArray<{ invoiceId: string; amount: number }>; voidedAt?: string | null },
): Promise<string> {
  const allocations = options.allocations ?? [];
  const applied = allocations.reduce((sum, each) => sum + Math.round(each.amount * 100), 0) / 100;
  const [row] = await t.database.db
    .insert(payments)
    .values({
      companyId,
      customerId: options.customerId,
      method: 'cheque',
      date: options.date,
      amount: money(options.amount),
      unapplied: money(options.amount - applied),
      voidedAt: options.voidedAt ? at(options.voidedAt) : null,
    })
    .returning({ id: payments.id });
  for (const allocation of allocations) {
    await t.database.db.insert(paymentAllocations).values({ companyId, paymentId: row!.id, invoiceId: allocation.invoiceId, amount: money(allocation.amount) });
  }
  return row!.id;
}

export async function aReportRefund(t: TestApp, companyId: string, options: { customerId: string; invoiceId?: string | null; date: string; amount: number }): Promise<string> {
  const [row] = await t.database.db
    .insert(refunds)
    .values({ companyId, customerId: options.customerId, invoiceId: options.invoiceId ?? null, method: 'cheque', date: options.date, amount: money(options.amount) })
    .returning({ id: refunds.id });
  return row!.id;
}

export async function aReportCreditNote(
  t: TestApp,
  companyId: string,
  options: { customerId: string; invoiceId?: string | null; issueDate: string; subtotal: number; taxableSubtotal?: number; tax?: number; taxRatePercent?: number; appliedToInvoice?: number },
): Promise<string> {
  const tax = options.tax ?? 0;
  const total = options.subtotal + tax;
  const applied = options.appliedToInvoice ?? (options.invoiceId ? total : 0);
  const [row] = await t.database.db
    .insert(creditNotes)
    .values({
      companyId,
      number: nextNumber(),
      customerId: options.customerId,
      invoiceId: options.invoiceId ?? null,
      issueDate: options.issueDate,
      reason: 'Missed visit',
      subtotal: money(options.subtotal),
      taxableSubtotal: money(options.taxableSubtotal ?? options.subtotal),
      tax: money(tax),
      taxRatePercent: String(options.taxRatePercent ?? 0),
      total: money(total),
      appliedToInvoice: money(applied),
      toCustomerCredit: money(total - applied),
      creditUnapplied: money(total - applied),
    })
    .returning({ id: creditNotes.id });
  return row!.id;
}

/** An invoice's claim on a completed work order ('work_order:<id>'); `releasedAt` when the invoice was voided. */
export async function aBilledWorkOrder(
  t: TestApp,
  companyId: string,
  options: { invoiceId: string; workOrderId: string; jobId?: string | null; amount: number; releasedAt?: string | null },
): Promise<void> {
  await t.database.db.insert(billedItems).values({
    companyId,
    invoiceId: options.invoiceId,
    source: 'work_order',
    itemKey: `work_order:${options.workOrderId}`,
    workOrderId: options.workOrderId,
    jobId: options.jobId ?? null,
    amount: money(options.amount),
    releasedAt: options.releasedAt ? at(options.releasedAt) : null,
  });
}
