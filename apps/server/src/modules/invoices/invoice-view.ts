import {
  daysOverdue,
  DEFAULT_REMINDER_SCHEDULE,
  FIRST_INVOICE_NUMBER,
  isOverdueInvoice,
  nextInvoiceNumber,
  paymentReference,
  type Invoice,
  type InvoiceListItem,
  type InvoiceSettings,
} from '@groundwork/domain/invoices';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditNoteAllocations, creditNotes, customerProperties, customers, invoiceNumberCounters, invoiceReminders, invoices, invoiceSettings, paymentAllocations, payments, refunds } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { addressLines } from '../../lib/public-company';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;

/** Invoices, payments and credit notes share it: another company's record answers exactly like a missing one. */
export const notFound = (message: string, field?: string) =>
  new AppError('NOT_FOUND', message, field ? { fieldErrors: { [field]: [message] } } : undefined);

/** A timestamp after the row's own, so two writes in one millisecond still give two versions (stale checks). */
export const bumped = (updatedAt: Date) => new Date(Math.max(Date.now(), updatedAt.getTime() + 1));

/** The company's invoicing set-up; the row is made with the defaults the first time anything asks. */
export async function settingsOf(executor: Db, companyId: string): Promise<InvoiceSettingsRow> {
  await executor
    .insert(invoiceSettings)
    .values({ companyId, reminders: DEFAULT_REMINDER_SCHEDULE })
    .onConflictDoNothing({ target: invoiceSettings.companyId });
  const [row] = await executor.select().from(invoiceSettings).where(eq(invoiceSettings.companyId, companyId)).limit(1);
  if (!row) throw new Error(`invoice settings of ${companyId} were not created`);
  return row;
}

export async function settingsView(executor: Db, row: InvoiceSettingsRow, onlinePayments: boolean): Promise<InvoiceSettings> {
  const [counter] = await executor
    .select({ lastNumber: invoiceNumberCounters.lastNumber })
    .from(invoiceNumberCounters)
    .where(and(eq(invoiceNumberCounters.companyId, row.companyId), eq(invoiceNumberCounters.sequence, 'invoice')))
    .limit(1);
  return {
    firstInvoiceNumber: row.firstInvoiceNumber,
    nextInvoiceNumber: nextInvoiceNumber(counter?.lastNumber ?? null, row.firstInvoiceNumber),
    defaultTerms: row.defaultTerms ?? null,
    paymentInstructions: row.paymentInstructions,
    reminders: row.reminders,
    onlinePayments,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Takes the next number of a sequence (invoices from the company's first number, credit notes from 1001). The counter
 * row is updated in the creating transaction and stays locked until it ends: concurrent creations queue on it, so
 * numbers are unique, and one that fails rolls its number back — no gaps. A raised first number jumps the sequence
 * forward to it (nextInvoiceNumber), never back.
 */
export async function takeNumber(tx: Db, companyId: string, sequence: 'invoice' | 'credit_note', startAt = FIRST_INVOICE_NUMBER): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ companyId, sequence, lastNumber: startAt })
    .onConflictDoUpdate({
      target: [invoiceNumberCounters.companyId, invoiceNumberCounters.sequence],
      set: { lastNumber: sql`greatest(${invoiceNumberCounters.lastNumber} + 1, ${startAt})` },
    })
    .returning({ lastNumber: invoiceNumberCounters.lastNumber });
  if (!row) throw new Error('no invoice number was taken');
  return row.lastNumber;
}

/** One line: '123 Main St, Minneapolis, MN 55401'. */
const oneLine = (lines: string[]) => lines.join(', ');

/** The columns every invoice view needs beside the invoice: its customer's name and its property's address. */
export const invoiceWithNames = {
  customerName: customers.displayName,
  propertyStreet: customerProperties.street,
  propertyStreet2: customerProperties.street2,
  propertyCity: customerProperties.city,
  propertyState: customerProperties.state,
  propertyZipCode: customerProperties.zipCode,
  propertyCountry: customerProperties.country,
};

export interface InvoiceNames {
  customerName: string | null;
  propertyStreet: string | null;
  propertyStreet2: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyZipCode: string | null;
  propertyCountry: string | null;
}

/** The invoices of a company with their customer and property joined (a property of another company never matches). */
export function invoicesWithNames(executor: Db) {
  return executor
    .select({ invoice: invoices, ...invoiceWithNames })
    .from(invoices)
    .leftJoin(customers, and(eq(customers.companyId, invoices.companyId), eq(customers.id, invoices.customerId)))
    .leftJoin(customerProperties, and(eq(customerProperties.companyId, invoices.companyId), eq(customerProperties.id, invoices.propertyId)));
}

export function invoiceListView(row: InvoiceRow, names: InvoiceNames, today: string): InvoiceListItem {
  const balance = Number(row.balance);
  const propertyAddress =
    names.propertyStreet === null
      ? ''
      : oneLine(
          addressLines({
            street: names.propertyStreet,
            street2: names.propertyStreet2 ?? '',
            city: names.propertyCity ?? '',
            state: names.propertyState ?? '',
            zipCode: names.propertyZipCode ?? '',
            country: names.propertyCountry ?? '',
          }),
        );
  const overdue = isOverdueInvoice({ status: row.status, dueDate: row.dueDate, balance }, today);
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    customerId: row.customerId,
    customerName: names.customerName ?? '',
    propertyId: row.propertyId,
    propertyAddress,
    jobId: row.jobId,
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    terms: row.terms,
    subtotal: Number(row.subtotal),
    tax: Number(row.tax),
    total: Number(row.total),
    amountPaid: Number(row.amountPaid),
    credited: Number(row.credited),
    balance,
    overdue,
    daysOverdue: overdue ? daysOverdue(row.dueDate, today) : 0,
    sentAt: row.sentAt?.toISOString() ?? null,
    voidedAt: row.voidedAt?.toISOString() ?? null,
    voidReason: row.voidReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The address the client sees on the web for their invoice (the SPA's public page). */
export const publicInvoiceUrl = (publicUrl: string, token: string) => `${publicUrl}/invoice/${token}`;

/** The whole invoice: its lines, and the payments and credit notes applied to it. */
export async function readInvoice(executor: Db, companyId: string, id: string, today: string, publicUrl: string): Promise<Invoice> {
  const [found] = await invoicesWithNames(executor)
    .where(and(eq(invoices.companyId, companyId), eq(invoices.id, id)))
    .limit(1);
  if (!found) throw notFound('Invoice not found');
  const { invoice: row, ...names } = found;
  const [customer] = await executor
    .select()
    .from(customers)
    .where(and(eq(customers.companyId, companyId), eq(customers.id, row.customerId)))
    .limit(1);
  const applied = await executor
    .select({ payment: payments, amount: paymentAllocations.amount })
    .from(paymentAllocations)
    .innerJoin(payments, and(eq(payments.companyId, paymentAllocations.companyId), eq(payments.id, paymentAllocations.paymentId)))
    .where(and(eq(paymentAllocations.companyId, companyId), eq(paymentAllocations.invoiceId, id), isNull(payments.voidedAt)))
    .orderBy(asc(payments.date), asc(payments.createdAt));
  const credits = await executor
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.companyId, companyId), eq(creditNotes.invoiceId, id)))
    .orderBy(asc(creditNotes.number));
  const reminders = await executor
    .select({ sentAt: invoiceReminders.sentAt, to: invoiceReminders.sentTo })
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.companyId, companyId), eq(invoiceReminders.invoiceId, id)))
    .orderBy(asc(invoiceReminders.sentAt), asc(invoiceReminders.step));
  const appliedCredits = await executor
    .select({ id: creditNotes.id, number: creditNotes.number, issueDate: creditNotes.issueDate, amount: creditNoteAllocations.amount })
    .from(creditNoteAllocations)
    .innerJoin(creditNotes, and(eq(creditNotes.companyId, creditNoteAllocations.companyId), eq(creditNotes.id, creditNoteAllocations.creditNoteId)))
    .where(and(eq(creditNoteAllocations.companyId, companyId), eq(creditNoteAllocations.invoiceId, id)))
    .orderBy(asc(creditNotes.number), asc(creditNoteAllocations.createdAt));
  const refundRows = await executor
    .select({ id: refunds.id, date: refunds.date, amount: refunds.amount })
    .from(refunds)
    .where(and(eq(refunds.companyId, companyId), eq(refunds.invoiceId, id)))
    .orderBy(asc(refunds.date), asc(refunds.createdAt));
  const linked = row.status !== 'draft' && row.status !== 'void';
  return {
    ...invoiceListView(row, names, today),
    lines: row.lines,
    taxableSubtotal: Number(row.taxableSubtotal),
    taxRatePercent: Number(row.taxRatePercent),
    taxRateName: row.taxRateName,
    notes: row.notes,
    billingAddressLines: customer ? addressLines(customer) : [],
    workOrderIds: row.status === 'void' ? [] : [...new Set(row.lines.flatMap((line) => (line.workOrderId ? [line.workOrderId] : [])))],
    payments: applied.map(({ payment, amount }) => ({
      paymentId: payment.id,
      date: payment.date,
      method: payment.method,
      reference: paymentReference(payment),
      amount: Number(amount),
    })),
    // Credit notes raised against this invoice, then customer credit from credit notes applied to it later.
    creditNotes: [
      ...credits.map((note) => ({ id: note.id, number: note.number, issueDate: note.issueDate, amount: Number(note.appliedToInvoice) })),
      ...appliedCredits.map((credit) => ({ ...credit, amount: Number(credit.amount) })),
    ],
    refunds: refundRows.map((refund) => ({ id: refund.id, date: refund.date, amount: Number(refund.amount) })),
    reminders: reminders.map((reminder) => ({ sentAt: reminder.sentAt.toISOString(), to: reminder.to })),
    publicUrl: linked ? publicInvoiceUrl(publicUrl, row.publicToken) : null,
  };
}
