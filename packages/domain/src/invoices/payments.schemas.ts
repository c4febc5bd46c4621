import { z } from 'zod';

import { isCalendarDate, nullableUuidSchema, optionalText, updatedAtSchema } from '../customers/contact.schemas';
import { daysBetween } from '../shared/calendar';
import { limitParamSchema, pageParamSchema, paginationSchema } from '../shared/envelope';
import { uuidSchema } from '../shared/fields';
import { agingBuckets } from './aging';
import {
  calendarDateSchema,
  invoiceLinesSchema,
  invoiceListItemSchema,
  MAX_REASON_LENGTH,
  optionalDateQuerySchema,
  positiveMoneySchema,
} from './invoices.schemas';
import { ledgerEntryKinds } from './ledger';
import { sumCents, toCents } from './money';
import { ALLOCATIONS_EXCEED_PAYMENT_MESSAGE } from './payment-allocation';
import { paymentMethods, paymentSources } from './payment-methods';

/**
 * Payments, credit notes, refunds, the customer's ledger and receivables. The calls are listed at the top of
 * invoices.schemas.ts.
 */

// ── Messages ──────────────────────────────────────────────────────────────────────────────
export const PAYMENT_NOT_FOUND_MESSAGE = 'Payment not found';
export const PAYMENT_METHOD_MESSAGE = 'Method must be cash, cheque, card or bank_transfer';
export const CHEQUE_NUMBER_REQUIRED_MESSAGE = 'Enter the cheque number';
export const PAYMENT_CUSTOMER_REQUIRED_MESSAGE = 'Choose a customer';
export const PAYMENT_ALREADY_VOID_MESSAGE = 'This payment is already void.';
export const ONLINE_PAYMENT_VOID_MESSAGE = 'An online payment is reversed by refunding it, not by voiding it.';
export const CREDIT_NOTE_REASON_REQUIRED_MESSAGE = 'Say why the credit is given';
export const CREDIT_NOTE_OVER_INVOICE_MESSAGE = 'A credit note cannot credit more than its invoice billed.';
export const REFUND_OVER_PAID_MESSAGE = 'A refund cannot pay back more than was paid on this invoice.';
export const REFUND_OVER_CREDIT_MESSAGE = "A refund cannot pay back more than the customer's credit.";
export const PAYMENT_RECORD_FAILED = 'Failed to record payment';
export const CREDIT_NOTE_CREATE_FAILED = 'Failed to create credit note';
export const REFUND_RECORD_FAILED = 'Failed to record refund';
export const REFUND_PAYMENT_VOID_MESSAGE = 'A voided payment cannot be refunded.';
export const PAYMENT_REFUNDED_VOID_MESSAGE = 'Part of this payment was refunded: it cannot be voided. Record a refund or a credit note instead.';
export const PAYMENT_VOID_AFTER_REFUND_MESSAGE = 'An invoice this payment went to was refunded since: it cannot be voided. Record a credit note instead.';
export const NO_CREDIT_AVAILABLE_MESSAGE = 'This customer has no credit to apply.';
export const CREDIT_EXCEEDED_MESSAGE = "The amounts applied add up to more than the customer's credit.";
export const APPLY_CREDIT_FAILED = 'Failed to apply credit';
export const ONLINE_PAYMENT_UNAVAILABLE_MESSAGE = 'This invoice cannot be paid online.';
export const WEBHOOK_SIGNATURE_INVALID_MESSAGE = 'The webhook signature is not valid.';
export const REFUND_OVER_PAYMENT_MESSAGE = 'A refund cannot pay back more than is left of this payment.';
export const providerRefusedRefundMessage = (reason: string): string => `Stripe did not refund it: ${reason}`;

// ── Fields ────────────────────────────────────────────────────────────────────────────────
export const MAX_PAYMENT_ALLOCATIONS = 200;
/** Statements and the accounting export cover at most a year and a day (a fiscal year with its last day). */
export const MAX_PERIOD_DAYS = 366;

const customerIdSchema = z.string({ error: PAYMENT_CUSTOMER_REQUIRED_MESSAGE }).trim().min(1, PAYMENT_CUSTOMER_REQUIRED_MESSAGE).pipe(uuidSchema);
const methodSchema = z.enum(paymentMethods, { error: PAYMENT_METHOD_MESSAGE });
const chequeNumberSchema = optionalText('Cheque number', 30);
/** The card's last digits, the transfer's reference … */
const referenceSchema = optionalText('Reference', 100);
const noteSchema = optionalText('Note', 2_000);
/** A cheque needs its number; no other method keeps one. */
function requireChequeNumber(value: { method: string; chequeNumber: string }, context: z.RefinementCtx): void {
  if (value.method === 'cheque' && !value.chequeNumber) context.addIssue({ code: 'custom', path: ['chequeNumber'], message: CHEQUE_NUMBER_REQUIRED_MESSAGE });
}

/** The period's end is `to`, or the field named `endField` (a statement's `asOf`): its message goes there. */
function checkPeriod(value: { from?: string | undefined; to?: string | undefined }, context: z.RefinementCtx, endField = 'to'): void {
  // A malformed end already has its own message; the span is only measured between real dates.
  if (!value.from || !value.to || !isCalendarDate(value.from) || !isCalendarDate(value.to)) return;
  if (value.from > value.to) context.addIssue({ code: 'custom', path: [endField], message: 'The end date must be on or after the start date' });
  else if (daysBetween(value.from, value.to) >= MAX_PERIOD_DAYS)
    context.addIssue({ code: 'custom', path: [endField], message: `Choose at most ${MAX_PERIOD_DAYS} days` });
}

// ── Payments ──────────────────────────────────────────────────────────────────────────────
export const paymentAllocationInputSchema = z.object({
  invoiceId: uuidSchema,
  amount: positiveMoneySchema('Amount applied'),
});

/**
 * POST /payments: money received from a customer. With `allocations` it goes to those invoices (each an open
 * invoice of the customer, at most its balance: 422 with the field, see allocationProblems); without, to the
 * customer's open invoices oldest first (allocatePayment). What is left becomes the customer's credit, applied to
 * their next invoices (POST /customers/{id}/apply_credit).
 */
export const recordPaymentInputSchema = z
  .object({
    customerId: customerIdSchema,
    method: methodSchema,
    chequeNumber: chequeNumberSchema,
    reference: referenceSchema,
    date: calendarDateSchema('Payment date'),
    amount: positiveMoneySchema('Amount'),
    note: noteSchema,
    allocations: z
      .array(paymentAllocationInputSchema, { error: 'Allocations must be a list' })
      .max(MAX_PAYMENT_ALLOCATIONS, `Apply a payment to at most ${MAX_PAYMENT_ALLOCATIONS} invoices`)
      .optional(),
  })
  .superRefine((value, context) => {
    requireChequeNumber(value, context);
    if (!value.allocations) return;
    const seen = new Set<string>();
    value.allocations.forEach((allocation, index) => {
      if (seen.has(allocation.invoiceId))
        context.addIssue({ code: 'custom', path: ['allocations', index, 'invoiceId'], message: 'Apply to each invoice once' });
      seen.add(allocation.invoiceId);
    });
    if (sumCents(value.allocations.map((allocation) => allocation.amount)) > toCents(value.amount))
      context.addIssue({ code: 'custom', path: ['allocations'], message: ALLOCATIONS_EXCEED_PAYMENT_MESSAGE });
  });
export type RecordPaymentInput = z.input<typeof recordPaymentInputSchema>;
export type RecordPaymentValues = z.output<typeof recordPaymentInputSchema>;

/**
 * POST /customers/{id}/apply_credit: the customer's credit (over-payments, credit notes) applied to their open
 * invoices: to those named, or oldest first (allocatePayment with the credit as the amount).
 */
export const applyCreditInputSchema = z.object({
  allocations: z
    .array(paymentAllocationInputSchema, { error: 'Allocations must be a list' })
    .max(MAX_PAYMENT_ALLOCATIONS, `Apply credit to at most ${MAX_PAYMENT_ALLOCATIONS} invoices`)
    .optional(),
});
export type ApplyCreditInput = z.input<typeof applyCreditInputSchema>;

/** POST /payments/{id}/void: a payment recorded in error (office payments only); it is kept, with the reason. */
export const voidPaymentInputSchema = z.object({
  reason: z
    .string({ error: 'Say why the payment is voided' })
    .trim()
    .min(1, 'Say why the payment is voided')
    .max(MAX_REASON_LENGTH, `Reason must be at most ${MAX_REASON_LENGTH} characters`),
  updatedAt: updatedAtSchema,
});
export type VoidPaymentInput = z.input<typeof voidPaymentInputSchema>;

/** GET /payments: one page, newest first; `from`/`to` bound the payment date. */
export const listPaymentsQuerySchema = z
  .object({
    customerId: uuidSchema.optional(),
    method: methodSchema.optional(),
    from: optionalDateQuerySchema('From'),
    to: optionalDateQuerySchema('To'),
    page: pageParamSchema,
    limit: limitParamSchema,
  })
  .superRefine((value, context) => {
    if (value.from && value.to && value.from > value.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date' });
  });
export type ListPaymentsQuery = z.input<typeof listPaymentsQuerySchema>;
export type ListPaymentsValues = z.output<typeof listPaymentsQuerySchema>;

export const paymentIdParamsSchema = z.object({ id: uuidSchema });

// ── Credit notes and refunds ──────────────────────────────────────────────────────────────
/**
 * POST /credit_notes: a correction or a goodwill credit, as lines (taxed at the invoice's rate, else the customer's).
 * Against `invoiceId` (a sent invoice of the customer): applied to its balance, the rest — when it was already
 * paid — becomes the customer's credit; it may not credit more than the invoice billed (422
 * CREDIT_NOTE_OVER_INVOICE_MESSAGE). Without: all of it becomes the customer's credit. Numbered CN-1001 on.
 */
export const createCreditNoteInputSchema = z.object({
  customerId: customerIdSchema,
  invoiceId: nullableUuidSchema,
  issueDate: calendarDateSchema('Issue date').optional(),
  reason: z
    .string({ error: CREDIT_NOTE_REASON_REQUIRED_MESSAGE })
    .trim()
    .min(1, CREDIT_NOTE_REASON_REQUIRED_MESSAGE)
    .max(MAX_REASON_LENGTH, `Reason must be at most ${MAX_REASON_LENGTH} characters`),
  lines: invoiceLinesSchema({ positive: true }),
});
export type CreateCreditNoteInput = z.input<typeof createCreditNoteInputSchema>;
export type CreateCreditNoteValues = z.output<typeof createCreditNoteInputSchema>;

/**
 * POST /refunds: money paid back to the customer. With `invoiceId`: money paid on that invoice (at most what was
 * paid on it less earlier refunds: 422 REFUND_OVER_PAID_MESSAGE), so the invoice owes it again — usually followed
 * by a credit note. Without: the customer's credit paid out (422 REFUND_OVER_CREDIT_MESSAGE beyond it).
 * `paymentId` names the payment refunded (an online payment is refunded through its provider).
 */
export const createRefundInputSchema = z
  .object({
    customerId: customerIdSchema,
    invoiceId: nullableUuidSchema,
    paymentId: nullableUuidSchema,
    method: methodSchema,
    chequeNumber: chequeNumberSchema,
    reference: referenceSchema,
    date: calendarDateSchema('Refund date'),
    amount: positiveMoneySchema('Amount'),
    note: noteSchema,
  })
  .superRefine(requireChequeNumber);
export type CreateRefundInput = z.input<typeof createRefundInputSchema>;
export type CreateRefundValues = z.output<typeof createRefundInputSchema>;

export const listCreditNotesQuerySchema = z.object({ customerId: uuidSchema.optional(), invoiceId: uuidSchema.optional() });

// ── Statements, receivables and the accounting export ─────────────────────────────────────
/** GET /customers/{id}/ledger and the statement: a period (both ends optional: from the first entry, to today). */
export const customerLedgerQuerySchema = z
  .object({ from: optionalDateQuerySchema('From'), to: optionalDateQuerySchema('To') })
  .superRefine((value, context) => {
    if (value.from && value.to && value.from > value.to)
      context.addIssue({ code: 'custom', path: ['to'], message: 'The end date must be on or after the start date' });
  });
export type CustomerLedgerQuery = z.input<typeof customerLedgerQuerySchema>;

/** GET /receivables: as of a date (default the company's today), for one customer or all. */
export const receivablesQuerySchema = z.object({ asOf: optionalDateQuerySchema('As of'), customerId: uuidSchema.optional() });
export type ReceivablesQuery = z.input<typeof receivablesQuerySchema>;

export const MAX_STATEMENT_CUSTOMERS = 5_000;
/**
 * POST /receivables/statements: e-mail statements (as background jobs) to the customers named, or to every customer
 * with an overdue balance; the period ends `asOf` (default today) and starts `from` (default: the oldest open item).
 */
export const sendStatementsInputSchema = z
  .object({
    customerIds: z
      .array(uuidSchema, { error: 'Customers must be a list of ids' })
      .min(1, 'Choose the customers')
      .max(MAX_STATEMENT_CUSTOMERS, `Choose at most ${MAX_STATEMENT_CUSTOMERS.toLocaleString('en-US')} customers`)
      .transform((ids) => [...new Set(ids)])
      .optional(),
    overdueOnly: z.boolean({ error: 'Overdue only must be true or false' }).default(false),
    from: optionalDateQuerySchema('From'),
    asOf: optionalDateQuerySchema('As of'),
    message: optionalText('Message', 2_000),
  })
  .superRefine((value, context) => {
    if (!value.customerIds && !value.overdueOnly)
      context.addIssue({ code: 'custom', path: ['customerIds'], message: 'Choose the customers, or every customer with an overdue balance' });
    checkPeriod({ from: value.from, to: value.asOf }, context, 'asOf');
  });
export type SendStatementsInput = z.input<typeof sendStatementsInputSchema>;
export type SendStatementsValues = z.output<typeof sendStatementsInputSchema>;

export const accountingExportFormats = ['iif', 'csv'] as const;
export type AccountingExportFormat = (typeof accountingExportFormats)[number];
/**
 * GET /invoices/export: invoices, payments and credit notes dated from `from` to `to` (inclusive, at most
 * MAX_PERIOD_DAYS) as a QuickBooks Desktop IIF file, or a CSV of the same rows; customers by display name.
 */
export const accountingExportQuerySchema = z
  .object({
    from: calendarDateSchema('From'),
    to: calendarDateSchema('To'),
    format: z.enum(accountingExportFormats, { error: 'Format must be iif or csv' }).default('iif'),
  })
  .superRefine(checkPeriod);
export type AccountingExportQuery = z.input<typeof accountingExportQuerySchema>;
export type AccountingExportValues = z.output<typeof accountingExportQuerySchema>;

// ── Answers ───────────────────────────────────────────────────────────────────────────────
const isoDateTime = z.iso.datetime({ offset: true });

export const paymentSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  customerName: z.string(),
  method: z.enum(paymentMethods),
  source: z.enum(paymentSources),
  chequeNumber: z.string(),
  reference: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  amount: z.number(),
  note: z.string(),
  allocations: z.array(z.object({ invoiceId: z.uuid(), invoiceNumber: z.number().int(), amount: z.number() })),
  /** What went to the customer's credit: amount − Σ allocations. */
  unapplied: z.number(),
  voidedAt: isoDateTime.nullable(),
  voidReason: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.object({ payments: z.array(paymentSchema), pagination: paginationSchema });
/** POST /customers/{id}/apply_credit: the invoices the credit went to, and the credit still unapplied. */
export const applyCreditResultSchema = z.object({ invoices: z.array(invoiceListItemSchema), creditLeft: z.number() });
export const paymentResultSchema = z.object({ payment: paymentSchema });

export const creditNoteSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  customerId: z.uuid(),
  customerName: z.string(),
  invoiceId: z.uuid().nullable(),
  invoiceNumber: z.number().int().nullable(),
  issueDate: z.string(),
  reason: z.string(),
  lines: z.array(z.object({ id: z.uuid(), description: z.string(), quantity: z.number(), unitPrice: z.number(), taxable: z.boolean(), amount: z.number() })),
  subtotal: z.number(),
  taxableSubtotal: z.number(),
  tax: z.number(),
  taxRatePercent: z.number(),
  total: z.number(),
  /** Applied to its invoice's balance. */
  appliedToInvoice: z.number(),
  /** The rest, to the customer's credit. */
  toCustomerCredit: z.number(),
  createdAt: isoDateTime,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;
export const creditNoteListSchema = z.object({ creditNotes: z.array(creditNoteSchema) });
export const creditNoteResultSchema = z.object({ creditNote: creditNoteSchema });

export const refundSchema = z.object({
  id: z.uuid(),
  customerId: z.uuid(),
  invoiceId: z.uuid().nullable(),
  paymentId: z.uuid().nullable(),
  method: z.enum(paymentMethods),
  chequeNumber: z.string(),
  reference: z.string(),
  date: z.string(),
  amount: z.number(),
  note: z.string(),
  createdAt: isoDateTime,
});
export type Refund = z.infer<typeof refundSchema>;
export const refundResultSchema = z.object({ refund: refundSchema });

/** One line of the ledger (customerLedger): the document, its debit or credit, and the running balance. */
export const ledgerEntrySchema = z.object({
  /** The document's id (invoice, payment, credit note, refund). */
  id: z.uuid(),
  date: z.string(),
  kind: z.enum(ledgerEntryKinds),
  reference: z.string(),
  amount: z.number(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;

export const customerLedgerSchema = z.object({
  customerId: z.uuid(),
  customerName: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  /** What was owed before `from` (0 without one). */
  openingBalance: z.number(),
  entries: z.array(ledgerEntrySchema),
  /** What is owed at `to`; negative is credit the customer holds. */
  closingBalance: z.number(),
  /** The customer's credit not yet applied to an invoice. */
  creditAvailable: z.number(),
  /** Open invoices past due at `to`. */
  overdueBalance: z.number(),
});
export type CustomerLedger = z.infer<typeof customerLedgerSchema>;
export const customerLedgerResultSchema = z.object({ ledger: customerLedgerSchema });

const agingBucketsSchema = z.object({
  current: z.number(),
  '1_30': z.number(),
  '31_60': z.number(),
  '61_90': z.number(),
  '91_plus': z.number(),
});

/** One customer's row of the aging report (agingSummary). */
export const agingRowSchema = z.object({
  customerId: z.uuid(),
  customerName: z.string(),
  buckets: agingBucketsSchema,
  total: z.number(),
  oldestDueDate: z.string(),
  invoiceCount: z.number().int(),
});
export type AgingRowView = z.infer<typeof agingRowSchema>;

export const receivablesSchema = z.object({
  asOf: z.string(),
  /** The bucket keys in column order, for tables and the CSV. */
  buckets: z.array(z.enum(agingBuckets)),
  rows: z.array(agingRowSchema),
  totals: z.object({ buckets: agingBucketsSchema, total: z.number() }),
});
export type Receivables = z.infer<typeof receivablesSchema>;
export const receivablesResultSchema = z.object({ receivables: receivablesSchema });
