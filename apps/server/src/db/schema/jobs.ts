import type { EstimateItem, FinancialBreakdownValues } from '@groundwork/domain/estimates';
import type { BillingMethod } from '@groundwork/domain/invoices';
import { billingMethods } from '@groundwork/domain/invoices';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customerProperties, customers } from './customers';
import { estimates } from './estimates';
import { rounds } from './rounds';
import { services } from './services';
import { users } from './users';

/**
 * Scheduled work for a customer (SPEC.md §3 Job; the SPEC keeps jobs in the browser, we keep them here). Made from an
 * approved estimate — its lines and breakdown copied whole, as they were when converted — or from one service
 * (/customers/{id}/schedule-job: no lines, no breakdown). `rate` is the price of one visit (the first, when a split
 * leaves some visits a cent more), `estimated_duration` the hours one visit takes; the visits themselves, each with
 * its own price, are rows of job_visits.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A customer with jobs is archived, never deleted (customers service); the cascade only serves company deletion.
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => customerProperties.id, { onDelete: 'set null' }),
    /** The estimate it came from; each of its service lines becomes a job of its own. */
    sourceEstimateId: uuid('source_estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    /** The estimate's service line this job is (null for a job made before services were scheduled one by one). */
    sourceItemId: text('source_item_id'),
    /** The service it schedules (POST /jobs, or the estimate service line's serviceId); its work orders carry it. */
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    jobType: text('job_type', { enum: ['one-time', 'recurring'] }).notNull().default('one-time'),
    serviceName: text('service_name').notNull(),
    estimateItems: jsonb('estimate_items').$type<EstimateItem[]>().notNull().default([]),
    financialBreakdown: jsonb('financial_breakdown').$type<FinancialBreakdownValues>(),
    rate: numeric('rate', { precision: 14, scale: 2 }).notNull().default('0'),
    estimatedDuration: numeric('estimated_duration', { precision: 10, scale: 2 }).notNull().default('0'),
    status: text('status', { enum: ['scheduled', 'in_progress', 'completed', 'cancelled'] }).notNull().default('scheduled'),
    createWorkOrder: boolean('create_work_order').notNull().default(false),
    priority: text('priority', { enum: ['low', 'medium', 'high'] }).notNull().default('medium'),
    flexible: boolean('flexible').notNull().default(true),
    /** The first visit. */
    instanceDate: date('instance_date', { mode: 'string' }).notNull(),
    frequency: text('frequency', { enum: ['weekly', 'biweekly', 'every_4_weeks', 'monthly'] }),
    /** The round its visits belong to; a round deleted leaves the job and its visits as they are. */
    roundId: uuid('round_id').references(() => rounds.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    /** How the job is billed (packages/domain/src/invoices/billing.schemas.ts), set when converted, editable later. */
    billingMethod: text('billing_method', { enum: billingMethods }).$type<BillingMethod>().notNull().default('per_visit'),
    /** monthly_instalments: the months invoiced ('YYYY-MM', in order) and the day of the month each becomes due. */
    instalmentMonths: jsonb('instalment_months').$type<string[]>().notNull().default([]),
    instalmentIssueDay: integer('instalment_issue_day'),
    /** deposit_progress: the deposit asked, a percent or an amount of the approved total. */
    deposit: jsonb('deposit').$type<{ percent: number } | { amount: number } | null>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_company_customer_idx').on(table.companyId, table.customerId, table.instanceDate),
    index('jobs_company_instance_date_idx').on(table.companyId, table.instanceDate),
    index('jobs_company_round_idx').on(table.companyId, table.roundId),
    // One job per service line of an estimate.
    uniqueIndex('jobs_company_source_estimate_item_key')
      .on(table.companyId, table.sourceEstimateId, table.sourceItemId)
      .where(sql`${table.sourceEstimateId} is not null`),
  ],
);

/** One occurrence of a job: one for a one-time job, the season's for a recurring one. */
export const jobVisits = pgTable(
  'job_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    instanceDate: date('instance_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: ['scheduled', 'in_progress', 'completed', 'cancelled'] }).notNull().default('scheduled'),
    /** This visit's price before tax: the job's amount split so its visits sum exactly to it. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_visits_company_job_idx').on(table.companyId, table.jobId, table.instanceDate),
    index('job_visits_company_date_idx').on(table.companyId, table.instanceDate),
  ],
);
