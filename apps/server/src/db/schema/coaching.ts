import { date, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** A commitment made in a session as it was made; the to-do it became (`planning_todos`) is what moves on. */
export interface StoredCommitment {
  todoId: string;
  title: string;
  ownerUserId: string;
  dueDate: string;
}

/**
 * Sessions with the company's coach (issue 19; packages/domain/src/coaching): kept by its admins. Each commitment
 * becomes a to-do of its owner; the session keeps the to-dos' ids so it can show how each commitment stands.
 */
export const coachingSessions = pgTable(
  'coaching_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    heldOn: date('held_on', { mode: 'string' }).notNull(),
    coachName: text('coach_name').notNull(),
    notes: text('notes').notNull().default(''),
    commitments: jsonb('commitments').$type<StoredCommitment[]>().notNull().default([]),
    // Who wrote it up; kept as history when that person's account goes.
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('coaching_sessions_company_held_on_idx').on(table.companyId, table.heldOn)],
);
