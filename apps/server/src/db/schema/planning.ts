import type { Milestone } from '@groundwork/domain/planning';
import { priorityScopes, priorityStatuses } from '@groundwork/domain/planning';
import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { issues, meetings } from './meetings';
import { users } from './users';

/**
 * Annual and quarterly planning (issue 18; packages/domain/src/planning). Owners are the company's users (they sign
 * in to close their to-dos and receive the meeting recaps); the services check every id is the company's.
 */

/** A one-year goal, tied to a focus area of the vision. */
export const planningGoals = pgTable(
  'planning_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    title: text('title').notNull(),
    focusArea: text('focus_area').notNull().default(''),
    measure: text('measure').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('planning_goals_company_year_idx').on(table.companyId, table.year)],
);

/** A quarter's priority: one of the company's Big 3, or a leader's own. */
export const planningPriorities = pgTable(
  'planning_priorities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 'YYYY-Qn'. */
    quarter: text('quarter').notNull(),
    scope: text('scope', { enum: priorityScopes }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    // A user removed leaves the priority without an owner until someone takes it.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: priorityStatuses }).notNull().default('on_track'),
    goalId: uuid('goal_id').references(() => planningGoals.id, { onDelete: 'set null' }),
    milestones: jsonb('milestones').$type<Milestone[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('planning_priorities_company_quarter_idx').on(table.companyId, table.quarter)],
);

/** A to-do: a week's commitment, reviewed by the weekly meeting; made on its own or to solve an issue. */
export const planningTodos = pgTable(
  'planning_todos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** The issue it was made to solve and the meeting it was made in (the meetings module sets them). */
    issueId: uuid('issue_id').references(() => issues.id, { onDelete: 'set null' }),
    meetingId: uuid('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('planning_todos_company_open_idx').on(table.companyId, table.doneAt, table.dueDate)],
);
