import {
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { employees } from './employees';

/** A box on the organisation chart: a role, who holds it, whom it reports to, where it sits on the canvas. */
export const orgPositions = pgTable(
  'org_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    department: text('department'),
    // Deleting a position re-parents its reports first (service); set null is the database's safety net.
    reportsToId: uuid('reports_to_id').references((): AnyPgColumn => orgPositions.id, { onDelete: 'set null' }),
    purpose: text('purpose'),
    keyResponsibilities: jsonb('key_responsibilities').$type<string[]>().notNull().default([]),
    kpis: jsonb('kpis').$type<string[]>().notNull().default([]),
    x: doublePrecision('x').notNull().default(0),
    y: doublePrecision('y').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('org_positions_company_reports_to_idx').on(table.companyId, table.reportsToId)],
);

/** Who holds a position (several people may hold "Crew Member"). */
export const orgPositionHolders = pgTable(
  'org_position_holders',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => orgPositions.id, { onDelete: 'cascade' }),
    // No cascade: an employee holding a position is kept (terminated), never deleted.
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.positionId, table.employeeId] }),
    index('org_position_holders_company_employee_idx').on(table.companyId, table.employeeId),
  ],
);

/** The company's library of roles to create positions from; seeded with common landscaping roles. */
export const positionTemplates = pgTable(
  'position_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Set on seeded templates (e.g. 'crew_leader'); null on the company's own. */
    libraryKey: text('library_key'),
    title: text('title').notNull(),
    department: text('department'),
    purpose: text('purpose'),
    keyResponsibilities: jsonb('key_responsibilities').$type<string[]>().notNull().default([]),
    kpis: jsonb('kpis').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('position_templates_company_library_key').on(table.companyId, table.libraryKey),
    index('position_templates_company_title_idx').on(table.companyId, table.title),
  ],
);

/**
 * Companies that have received the seeded template library. Seeding at start skips them, so a template a company
 * deleted does not come back on the next restart.
 */
export const positionTemplateSeedings = pgTable('position_template_seedings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
