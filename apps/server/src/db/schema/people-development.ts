import type { OnboardingChecklistItem, OnboardingDueDay, ResponsibilityRating, ValueRating } from '@groundwork/domain/people-development';
import { onboardingItemSources, reviewStatuses } from '@groundwork/domain/people-development';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { employees } from './employees';
import { orgPositions } from './org-chart';
import { users } from './users';

/**
 * People development (issue 19; packages/domain/src/people-development): growing the people the company has — a
 * 30-day onboarding checklist per position assigned to new hires, one-on-ones with their manager whose commitments
 * become to-dos (`planning_todos`), and quarterly reviews. An employee deleted (only one nobody points at can be)
 * takes their onboarding, one-on-ones and reviews with them; one who holds a seat is kept, terminated.
 */

/** A position's onboarding checklist as the office edited it (until saved, it is generated from the seat). */
export const positionOnboardingChecklists = pgTable(
  'position_onboarding_checklists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => orgPositions.id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<OnboardingChecklistItem[]>().notNull().default([]),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('position_onboarding_checklists_company_position_key').on(table.companyId, table.positionId)],
);

/** A new hire's onboarding: the position's checklist as it stood when assigned, from a start date. One per employee. */
export const newHireOnboardings = pgTable(
  'new_hire_onboardings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    // The position may go from the chart later; its title stays with the onboarding.
    positionId: uuid('position_id').references(() => orgPositions.id, { onDelete: 'set null' }),
    positionTitle: text('position_title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('new_hire_onboardings_company_employee_key').on(table.companyId, table.employeeId)],
);

/** One item of a new hire's checklist: due on a day of the first month, signed off by the manager or the office. */
export const newHireOnboardingItems = pgTable(
  'new_hire_onboarding_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    onboardingId: uuid('onboarding_id')
      .notNull()
      .references(() => newHireOnboardings.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    title: text('title').notNull(),
    dueDay: integer('due_day').$type<OnboardingDueDay>().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    source: text('source', { enum: onboardingItemSources }).notNull(),
    /** The SOP it asks the new hire to read; no foreign key until SOPs have their table. */
    sopId: uuid('sop_id'),
    signedOffAt: timestamp('signed_off_at', { withTimezone: true }),
    signedOffByUserId: uuid('signed_off_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    // Who signed it off stays readable when their account goes.
    signedOffByName: text('signed_off_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('new_hire_onboarding_items_company_onboarding_idx').on(table.companyId, table.onboardingId, table.sortOrder)],
);

/** A commitment made in a one-on-one as it was made; the to-do it became (`planning_todos`) is what moves on. */
export interface StoredOneOnOneCommitment {
  todoId: string;
  title: string;
  ownerUserId: string;
  dueDate: string;
}

/** An employee's one-on-one with their manager (the holder of the seat above theirs when it was recorded). */
export const oneOnOneMeetings = pgTable(
  'one_on_one_meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    managerEmployeeId: uuid('manager_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    heldOn: date('held_on', { mode: 'string' }).notNull(),
    agenda: jsonb('agenda').$type<string[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    commitments: jsonb('commitments').$type<StoredOneOnOneCommitment[]>().notNull().default([]),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('one_on_one_meetings_company_employee_idx').on(table.companyId, table.employeeId, table.heldOn),
    index('one_on_one_meetings_company_held_on_idx').on(table.companyId, table.heldOn),
  ],
);

export interface StoredValueRating {
  name: string;
  practice: string;
  rating: ValueRating | null;
}
export interface StoredResponsibilityRating {
  text: string;
  rating: ResponsibilityRating | null;
}

/**
 * A quarter's review of an employee by their manager. The core values and the seat's responsibilities are kept as
 * they were when it was started, so the history reads what was rated even after the values or the seat change.
 */
export const employeeQuarterlyReviews = pgTable(
  'employee_quarterly_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    reviewerEmployeeId: uuid('reviewer_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** 'YYYY-Qn'. */
    quarter: text('quarter').notNull(),
    positionTitles: jsonb('position_titles').$type<string[]>().notNull().default([]),
    valueRatings: jsonb('value_ratings').$type<StoredValueRating[]>().notNull().default([]),
    responsibilityRatings: jsonb('responsibility_ratings').$type<StoredResponsibilityRating[]>().notNull().default([]),
    getsIt: boolean('gets_it'),
    wantsIt: boolean('wants_it'),
    capacity: boolean('capacity'),
    comments: text('comments').notNull().default(''),
    status: text('status', { enum: reviewStatuses }).notNull().default('draft'),
    sharedAt: timestamp('shared_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('employee_quarterly_reviews_company_employee_quarter_key').on(table.companyId, table.employeeId, table.quarter),
    index('employee_quarterly_reviews_company_quarter_idx').on(table.companyId, table.quarter),
  ],
);
