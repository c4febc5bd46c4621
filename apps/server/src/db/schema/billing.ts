import type { ReadyToBillSource } from '@groundwork/domain/invoices';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customers } from './customers';
import { creditNotes, invoices, payments } from './invoices';
import { jobs } from './jobs';
import { users } from './users';
import { workOrders } from './work-orders';

/**
 * What an invoice bills, claimed once: a completed work order ('work_order:<id>'), a job's month
 * ('instalment:<jobId>:<YYYY-MM>'), or one end-of-day record of a T&M job ('time_entry:<id>', 'material:<id>').
 * The partial unique index on item_key is what makes "nothing billed twice" hold under concurrency: two batches
 * racing for the same item cannot both insert it. Voiding the invoice releases its items (released_at), so the work
 * can be billed again.
 */
export const billedItems = pgTable(
  'billed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    source: text('source').$type<ReadyToBillSource>().notNull(),
    itemKey: text('item_key').notNull(),
    workOrderId: uuid('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** What it billed before tax. */
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('billed_items_company_item_key').on(table.companyId, table.itemKey).where(sql`${table.releasedAt} is null`),
    index('billed_items_company_invoice_idx').on(table.companyId, table.invoiceId),
    index('billed_items_company_job_idx').on(table.companyId, table.jobId),
  ],
);

/** A batch: the drafts the assistant made together, or a run of sends or statements the progress bar follows. */
export const invoiceBatches = pgTable(
  'invoice_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['drafts', 'send', 'statements'] }).notNull(),
    total: integer('total').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_batches_company_created_idx').on(table.companyId, table.createdAt)],
);

/**
 * Durable background work (sending a batch's invoices, statements, reminders, webhooks, pending e-mail): claimed with
 * FOR UPDATE SKIP LOCKED so several server instances run each job once, retried with backoff until max_attempts,
 * and still here after a restart. `dedupe_key` (unique while set) keeps the same work from being queued twice.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** The batch whose progress bar counts it, and the document it is about (an invoice, a customer). */
    batchId: uuid('batch_id').references(() => invoiceBatches.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id'),
    label: text('label').notNull().default(''),
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('background_jobs_claim_idx').on(table.runAt).where(sql`${table.status} in ('queued', 'running')`),
    index('background_jobs_batch_idx').on(table.batchId, table.status),
    uniqueIndex('background_jobs_dedupe_key').on(table.dedupeKey),
  ],
);

/** How a refund of the customer's credit drew on it: from payments' unapplied money and credit notes' unapplied credit. */
export interface RefundDraw {
  paymentId: string | null;
  creditNoteId: string | null;
  amount: number;
}

/** Money paid back to a customer: against an invoice's payments, or out of the customer's credit. */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    method: text('method').notNull(),
    chequeNumber: text('cheque_number').notNull().default(''),
    reference: text('reference').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    note: text('note').notNull().default(''),
    draws: jsonb('draws').$type<RefundDraw[]>().notNull().default([]),
    /** The provider's refund id when the money went back through it (Stripe's re_…). */
    providerRefundId: text('provider_refund_id'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_company_customer_idx').on(table.companyId, table.customerId, table.date),
    index('refunds_company_invoice_idx').on(table.companyId, table.invoiceId),
    index('refunds_company_date_idx').on(table.companyId, table.date),
    check('refunds_amount', sql`${table.amount} > 0`),
  ],
);

/** A credit note's unapplied credit applied to an invoice (POST /customers/{id}/apply_credit). */
export const creditNoteAllocations = pgTable(
  'credit_note_allocations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    creditNoteId: uuid('credit_note_id')
      .notNull()
      .references(() => creditNotes.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_note_allocations_company_invoice_idx').on(table.companyId, table.invoiceId),
    index('credit_note_allocations_company_credit_note_idx').on(table.companyId, table.creditNoteId),
    check('credit_note_allocations_amount', sql`${table.amount} > 0`),
  ],
);

/** An overdue reminder sent for an invoice: step n of the company's schedule, at most once each. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    daysOverdue: integer('days_overdue').notNull(),
    sentTo: text('sent_to').notNull(),
    outboxMessageId: uuid('outbox_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoice_reminders_invoice_step_key').on(table.invoiceId, table.step),
    index('invoice_reminders_company_sent_idx').on(table.companyId, table.sentAt),
  ],
);

/** Each verified provider event handled once (Stripe's evt_… id): a replayed webhook records nothing again. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);
