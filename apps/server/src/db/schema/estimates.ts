import type { EstimateItem, FinancialBreakdownValues, EstimateTotalsValues, EstimatePricingMarkups } from '@groundwork/domain/estimates';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * An estimate for a customer or a lead (client_type + client_id; the service checks the client is the company's).
 * Its lines are one jsonb array, not a table: the builder always reads and saves the whole list, so a 1,000-line
 * save is one row write (a table would be a delete plus a 1,000-row insert with ~20 parameters a row, and a
 * 1,000-row read per open). Lines are never queried one by one; jobs copy them whole (SPEC.md §3 Job.estimateItems).
 * The breakdown and totals are stored as worked out at the last save, so lists need no recalculation.
 */
export const estimates = pgTable(
  'estimates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Per company from 1001, gap-free: taken from estimate_number_counters in the creating transaction. */
    number: integer('number').notNull(),
    clientType: text('client_type', { enum: ['customer', 'lead'] }).notNull(),
    clientId: uuid('client_id').notNull(),
    /** A property of the customer (leads have no property ids). */
    propertyId: uuid('property_id'),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** The proposal's terms ('' prints the standard terms). */
    terms: text('terms').notNull().default(''),
    /** What the proposal shows: 'summary' (services with their visits) or 'detailed' (and each service's lines). */
    proposalDetail: text('proposal_detail', { enum: ['summary', 'detailed'] }).notNull().default('detailed'),
    status: text('status', { enum: ['draft', 'sent', 'approved', 'declined', 'changes_requested', 'converted'] }).notNull().default('draft'),
    expiryDate: date('expiry_date', { mode: 'string' }),
    targetNetProfitPercent: numeric('target_net_profit_percent', { precision: 5, scale: 2 }).notNull(),
    adjustmentPercent: numeric('adjustment_percent', { precision: 7, scale: 2 }).notNull().default('0'),
    taxRatePercent: numeric('tax_rate_percent', { precision: 7, scale: 4 }).notNull().default('0'),
    /** What that rate is called at the last save ('Minneapolis'), shown beside the tax: '' when no category applied. */
    taxRateName: text('tax_rate_name').notNull().default(''),
    items: jsonb('items').$type<EstimateItem[]>().notNull().default([]),
    breakdown: jsonb('breakdown').$type<FinancialBreakdownValues>().notNull(),
    totals: jsonb('totals').$type<EstimateTotalsValues>().notNull(),
    markups: jsonb('markups').$type<EstimatePricingMarkups>().notNull(),
    /** The grand total (subtotal + tax), for sorting and summing lists. */
    total: numeric('total', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('estimates_company_number_key').on(table.companyId, table.number),
    index('estimates_company_client_idx').on(table.companyId, table.clientType, table.clientId),
    // Reporting: estimates made in a period; the dashboard: sent estimates expiring this week, an estimator's pipeline.
    index('estimates_company_created_idx').on(table.companyId, table.createdAt),
    index('estimates_company_sent_expiry_idx').on(table.companyId, table.expiryDate).where(sql`${table.status} = 'sent'`),
    index('estimates_company_created_by_status_idx').on(table.companyId, table.createdBy, table.status),
  ],
);

/** The next estimate number of each company; its row is locked by the creating transaction (gap-free, unique). */
export const estimateNumberCounters = pgTable('estimate_number_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});
