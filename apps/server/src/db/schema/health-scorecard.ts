import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * The business health scorecard: one self-assessment per company per quarter ('2026-Q4'), its scores a statement
 * key → 1–5 map validated by the domain's schema. Retaking it in the same quarter updates the row (stale writes 409).
 */
export const healthAssessments = pgTable(
  'health_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    quarter: text('quarter').notNull(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull().default({}),
    notes: text('notes').notNull().default(''),
    // Who last took it; kept as history when that person's account goes.
    takenBy: uuid('taken_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('health_assessments_company_quarter_key').on(table.companyId, table.quarter),
    check('health_assessments_quarter_format', sql`${table.quarter} ~ '^[0-9]{4}-Q[1-4]$'`),
  ],
);
