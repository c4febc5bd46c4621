import type { TemplateItem } from '@groundwork/domain/templates';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * Estimate templates (SPEC.md §3 Template): a named line tree and proposal text an estimator starts an estimate from.
 * The lines are one document (read and written whole, never queried one by one), so they are kept as jsonb; JSON
 * numbers in jsonb are PostgreSQL numerics, so 4-decimal costs stay exact. createdBy/modifiedBy keep the name shown
 * (a snapshot), with the user id while the user exists.
 */
export const estimateTemplates = pgTable(
  'estimate_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    document: text('document').notNull().default(''),
    type: text('type', { enum: ['Both'] }).notNull().default('Both'),
    items: jsonb('items').$type<TemplateItem[]>().notNull().default([]),
    serviceCount: integer('service_count').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    /** Σ cost × qty × visits of the leaf lines (cents), worked out by the server on every save. */
    totalCost: numeric('total_cost', { precision: 14, scale: 2 }).notNull().default('0'),
    isSample: boolean('is_sample').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: text('created_by').notNull(),
    modifiedById: uuid('modified_by_id').references(() => users.id, { onDelete: 'set null' }),
    modifiedBy: text('modified_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('estimate_templates_company_name_idx').on(table.companyId, sql`lower(${table.name})`)],
);

/** Companies that have received the sample templates: seeding at start skips them, so a deleted sample stays deleted. */
export const estimateTemplateSeedings = pgTable('estimate_template_seedings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
