import type { WorkOrderLine } from '@groundwork/domain/orders';
import { workOrderReasons, workOrderStatuses } from '@groundwork/domain/orders';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { crews } from './crews';
import { customerProperties, customers } from './customers';
import { jobs, jobVisits } from './jobs';
import { services } from './services';
import { users } from './users';

/**
 * A work order: one visit's work made concrete for a crew (packages/domain/src/orders). A job's visit has at most one
 * (the unique index on job_visit_id holds it under concurrency); one-off orders have no job. `lines` are the job's
 * lines for one visit, copied when the order is made (what the crew does, never what it costs). `status` is kept
 * in step with the plan by the service: 'scheduled' only with a crew and a date.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Per company from 1001, gap-free: taken from work_order_number_counters in the creating transaction. */
    number: integer('number').notNull(),
    // A customer with work orders is archived, never deleted (customers service); the cascade only serves company deletion.
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => customerProperties.id, { onDelete: 'set null' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    jobVisitId: uuid('job_visit_id').references(() => jobVisits.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    lines: jsonb('lines').$type<WorkOrderLine[]>().notNull().default([]),
    // A deleted crew's orders are unscheduled by the crews service in the same transaction.
    crewId: uuid('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }),
    /** 'HH:MM' in the company's time zone. */
    startTime: text('start_time'),
    /** Place in the crew's route that day (0 first). */
    sequence: integer('sequence').notNull().default(0),
    budgetedHours: numeric('budgeted_hours', { precision: 10, scale: 2 }).notNull().default('0'),
    crewSize: integer('crew_size').notNull().default(2),
    instructions: text('instructions').notNull().default(''),
    status: text('status', { enum: workOrderStatuses }).notNull().default('unscheduled'),
    reason: text('reason', { enum: workOrderReasons }),
    statusNote: text('status_note').notNull().default(''),
    /** Before tax: the visit's price for a job's order. */
    price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
    /**
     * Its costing so far, kept in step with its time entries and materials by triggers (migration 0023) so reports
     * sum orders, not entries: the minutes worked, their labour at each entry's hourly cost rounded half-up to the cent
     * once for the order, and its materials likewise — workOrderCosting's figures (orders/job-costing.ts).
     */
    workedMinutes: integer('worked_minutes').notNull().default(0),
    labourCost: numeric('labour_cost', { precision: 14, scale: 2 }).notNull().default('0'),
    materialsCost: numeric('materials_cost', { precision: 14, scale: 2 }).notNull().default('0'),
    /**
     * Whether an invoice claims this order now (a live 'work_order' row in billed_items), kept by a trigger on
     * billed_items (migration 0033) so the reports and the dashboard find the completed work not invoiced without
     * joining every order to the claims. The invoices area still reads the claims themselves.
     */
    billed: boolean('billed').notNull().default(false),
    /**
     * Whether the order is billed on its own — a one-off, or a visit of a job billed per visit — rather than by its
     * job's instalments or time and materials; set from the job by triggers (migration 0033) for the day totals.
     */
    perOrderBilling: boolean('per_order_billing').notNull().default(true),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * What the list search reads besides the customer's and the property's own search columns: the number as WO-1042
     * and the title, lower-cased once on write.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`'wo-' || number::text || chr(31) || lower(title)`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('work_orders_company_number_key').on(table.companyId, table.number),
    // One order per visit: two creates for the same visit cannot both land.
    uniqueIndex('work_orders_company_job_visit_key').on(table.companyId, table.jobVisitId),
    // The list's order (date, crew, route position, number): a page is read off it in order.
    index('work_orders_company_date_crew_sequence_idx').on(table.companyId, table.date, table.crewId, table.sequence, table.number),
    index('work_orders_company_status_date_idx').on(table.companyId, table.status, table.date),
    index('work_orders_company_customer_idx').on(table.companyId, table.customerId),
    index('work_orders_company_crew_date_idx').on(table.companyId, table.crewId, table.date),
    index('work_orders_company_job_idx').on(table.companyId, table.jobId),
    // Completed work billed on its own that no invoice claims: the dashboard's "completed, not invoiced".
    index('work_orders_company_unbilled_idx')
      .on(table.companyId, table.date)
      .where(sql`${table.status} = 'completed' and ${table.perOrderBilling} and not ${table.billed}`),
  ],
);

/** The next work order number of each company; its row is locked by the creating transaction (gap-free, unique). */
export const workOrderNumberCounters = pgTable('work_order_number_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});
