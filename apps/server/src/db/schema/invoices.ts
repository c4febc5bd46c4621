import type { InvoiceKind, InvoiceStatus, PaymentMethod, PaymentSource, PaymentTerms, ReminderSchedule } from '@groundwork/domain/invoices';
import { invoiceKinds, invoiceStatuses, paymentMethods, paymentSources, paymentTerms } from '@groundwork/domain/invoices';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customerProperties, customers } from './customers';
import { jobs } from './jobs';
import { users } from './users';

/** One line of an invoice or a credit note as stored: what the office typed and its amount, priced by the server. */
export interface StoredInvoiceLine {
  id: string;
  description: string;
  quantity: number;
  unitPrice: number;
  taxable: boolean;
  amount: number;
  /** The completed visit the line bills, else null. */
  workOrderId: string | null;
}

/** Each company's invoicing set-up; the row is made on first read with the contract's defaults. */
export const invoiceSettings = pgTable('invoice_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  firstInvoiceNumber: integer('first_invoice_number').notNull().default(1001),
  /** Null: no default, so a customer without their own terms cannot be invoiced until terms are chosen. */
  defaultTerms: text('default_terms', { enum: paymentTerms }).$type<PaymentTerms>().default('net_30'),
  paymentInstructions: text('payment_instructions').notNull().default(''),
  reminders: jsonb('reminders').$type<ReminderSchedule>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The last invoice and credit note number of each company (one row per sequence). The creating transaction
 * updates the row, which stays locked until it commits: numbers are unique and a failed creation uses none.
 */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sequence: text('sequence', { enum: ['invoice', 'credit_note'] }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.sequence] })],
);

/**
 * An invoice. Its lines are one jsonb array, as estimates keep theirs: a draft is always read and saved whole, and
 * no query looks at one line. The figures are stored as the server worked them out (invoiceTotals) and kept in
 * step with payments and credit notes in the same transaction, so lists and the aging report need no sums.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Per company, gap-free, from the company's first number: taken from invoice_number_counters. */
    number: integer('number').notNull(),
    // A customer with invoices is archived, never deleted; the cascade only serves company deletion.
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => customerProperties.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: invoiceKinds }).$type<InvoiceKind>().notNull().default('one_off'),
    status: text('status', { enum: invoiceStatuses }).$type<InvoiceStatus>().notNull().default('draft'),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    terms: text('terms', { enum: paymentTerms }).$type<PaymentTerms>().notNull(),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull().default([]),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    taxableSubtotal: numeric('taxable_subtotal', { precision: 14, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 14, scale: 2 }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    /** Payments applied less refunds. */
    amountPaid: numeric('amount_paid', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Credit notes applied. */
    credited: numeric('credited', { precision: 14, scale: 2 }).notNull().default('0'),
    /** total − amount paid − credited (invoiceBalance). */
    balance: numeric('balance', { precision: 14, scale: 2 }).notNull(),
    /** The customer's combined rate when the invoice was priced; a sent invoice keeps it. */
    taxRatePercent: numeric('tax_rate_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    taxRateName: text('tax_rate_name').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /**
     * The public link's token (32 random bytes, base64url). Kept as it is, unlike a proposal link's hash: the office
     * copies the invoice's link from the invoice (Invoice.publicUrl) for as long as the invoice is open.
     */
    publicToken: text('public_token').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').notNull().default(''),
    /** The assistant's batch that made it (invoice_batches), for reviewing and sending the batch. */
    batchId: uuid('batch_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_company_batch_idx').on(table.companyId, table.batchId).where(sql`${table.batchId} is not null`),
    uniqueIndex('invoices_company_number_key').on(table.companyId, table.number),
    uniqueIndex('invoices_public_token_key').on(table.publicToken),
    index('invoices_company_customer_idx').on(table.companyId, table.customerId, table.issueDate),
    index('invoices_company_issue_date_idx').on(table.companyId, table.issueDate, table.number),
    index('invoices_company_job_idx').on(table.companyId, table.jobId),
    // The receivables report and the open/overdue filters read the open invoices by due date.
    index('invoices_company_open_due_idx').on(table.companyId, table.dueDate).where(sql`${table.status} in ('sent', 'partially_paid')`),
    // … and, for a day in the past, the invoices voided since (they were still owed that day).
    index('invoices_company_voided_idx').on(table.companyId, table.voidedAt).where(sql`${table.status} = 'void'`),
    check('invoices_money', sql`${table.total} >= 0 and ${table.amountPaid} >= 0 and ${table.credited} >= 0`),
  ],
);

/** Money received from a customer: spread over invoices (payment_allocations), the rest is the customer's credit. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    method: text('method', { enum: paymentMethods }).$type<PaymentMethod>().notNull(),
    source: text('source', { enum: paymentSources }).$type<PaymentSource>().notNull().default('office'),
    chequeNumber: text('cheque_number').notNull().default(''),
    reference: text('reference').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    /** amount − Σ allocations: the customer's credit from this payment. */
    unapplied: numeric('unapplied', { precision: 14, scale: 2 }).notNull().default('0'),
    note: text('note').notNull().default(''),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason').notNull().default(''),
    /** An online payment's provider ('stripe') and its id there (the PaymentIntent): recorded once each. */
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_provider_payment_key').on(table.provider, table.providerPaymentId).where(sql`${table.providerPaymentId} is not null`),
    index('payments_company_date_idx').on(table.companyId, table.date, table.createdAt),
    index('payments_company_customer_idx').on(table.companyId, table.customerId, table.date),
    // The receivables report at a past day: the payments voided since (what they paid was still paid that day).
    index('payments_company_voided_idx').on(table.companyId, table.voidedAt).where(sql`${table.voidedAt} is not null`),
    check('payments_money', sql`${table.amount} > 0 and ${table.unapplied} >= 0 and ${table.unapplied} <= ${table.amount}`),
  ],
);

/** What part of a payment went to which invoice. A voided payment keeps its rows; its invoices are restored. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_allocations_payment_invoice_key').on(table.companyId, table.paymentId, table.invoiceId),
    index('payment_allocations_company_invoice_idx').on(table.companyId, table.invoiceId),
    check('payment_allocations_amount', sql`${table.amount} > 0`),
  ],
);

/** A credit note: numbered in its own sequence (CN-1001 on), never edited; applied to its invoice, the rest to the customer's credit. */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull().default([]),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    taxableSubtotal: numeric('taxable_subtotal', { precision: 14, scale: 2 }).notNull(),
    tax: numeric('tax', { precision: 14, scale: 2 }).notNull(),
    taxRatePercent: numeric('tax_rate_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    appliedToInvoice: numeric('applied_to_invoice', { precision: 14, scale: 2 }).notNull().default('0'),
    toCustomerCredit: numeric('to_customer_credit', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Of toCustomerCredit, what is not yet applied to another invoice or refunded. */
    creditUnapplied: numeric('credit_unapplied', { precision: 14, scale: 2 }).notNull().default('0'),
    /** The season contract a true-up credit settles. */
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('credit_notes_company_number_key').on(table.companyId, table.number),
    index('credit_notes_company_customer_idx').on(table.companyId, table.customerId, table.issueDate),
    index('credit_notes_company_invoice_idx').on(table.companyId, table.invoiceId),
    index('credit_notes_company_issue_date_idx').on(table.companyId, table.issueDate),
  ],
);
