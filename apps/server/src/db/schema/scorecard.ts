import { goalRules, measurableKinds, sourceNames } from '@groundwork/domain/scorecard';
import { date, index, integer, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { employees } from './employees';

/**
 * The company scorecard's measurables (issue 18; packages/domain/src/scorecard): at most 15 per company, in the
 * order the grid shows them. One with a `source` other than 'manual' fills itself from a report; the others are
 * typed week by week into `scorecard_values`.
 */
export const scorecardMeasurables = pgTable(
  'scorecard_measurables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // The service checks the employee is the company's; a deleted employee leaves the measurable without an owner.
    ownerEmployeeId: uuid('owner_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    source: text('source', { enum: sourceNames }).notNull().default('manual'),
    kind: text('kind', { enum: measurableKinds }).notNull(),
    rule: text('rule', { enum: goalRules }).notNull(),
    goal: numeric('goal', { precision: 15, scale: 2 }).notNull(),
    goalMax: numeric('goal_max', { precision: 15, scale: 2 }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('scorecard_measurables_company_idx').on(table.companyId, table.position)],
);

/** A typed measurable's value for one week (its Monday in the company's calendar). */
export const scorecardValues = pgTable(
  'scorecard_values',
  {
    measurableId: uuid('measurable_id')
      .notNull()
      .references(() => scorecardMeasurables.id, { onDelete: 'cascade' }),
    week: date('week', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 15, scale: 2 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.measurableId, table.week] })],
);
