import { date, index, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { crews } from './crews';
import { users } from './users';

/** One work order a rain day moved: where it was, and the version the move gave it (undo only puts back what is unchanged). */
export interface RainDayOrderMove {
  orderId: string;
  from: string;
  to: string;
  fromSequence: number;
  reason: 'rained off' | 'keeps the interval';
  /** updatedAt written by the rain day (ISO); a different one at undo means someone changed the order since. */
  version: string;
}

/** A later visit of a rained-off job that has no work order: moved by the same number of days. */
export interface RainDayVisitMove {
  jobVisitId: string;
  from: string;
  to: string;
  version: string;
}

/**
 * A rain day called on the schedule board (docs/orders.md): what it moved, so it can be undone on the day it was
 * called. `calledOn` is the company's date when it was called.
 */
export const rainDays = pgTable(
  'rain_days',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    crewId: uuid('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    calledOn: date('called_on', { mode: 'string' }).notNull(),
    orderMoves: jsonb('order_moves').$type<RainDayOrderMove[]>().notNull().default([]),
    visitMoves: jsonb('visit_moves').$type<RainDayVisitMove[]>().notNull().default([]),
    notified: integer('notified').notNull().default(0),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('rain_days_company_date_idx').on(table.companyId, table.date)],
);
