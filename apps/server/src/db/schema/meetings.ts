import { issueStatuses, meetingKinds, meetingStatuses } from '@groundwork/domain/meetings';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { scorecardMeasurables } from './scorecard';
import { users } from './users';

/**
 * Meetings run in the app and the issues list they work through (issue 18; packages/domain/src/meetings). A
 * meeting's agenda is its kind's (domain `agendas`); what it keeps is where it got to, its minutes per section,
 * the attendees and their ratings.
 */
export const meetings = pgTable(
  'meetings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: meetingKinds }).notNull(),
    title: text('title').notNull(),
    department: text('department').notNull().default(''),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: meetingStatuses }).notNull().default('scheduled'),
    /** The company's users invited; the service checks each is the company's. */
    attendeeUserIds: uuid('attendee_user_ids').array().notNull().default([]),
    sectionIndex: integer('section_index').notNull().default(0),
    sectionStartedAt: timestamp('section_started_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Minutes by section key. */
    notes: jsonb('notes').$type<Record<string, string>>().notNull().default({}),
    /** 1–10 by attendee user id. */
    ratings: jsonb('ratings').$type<Record<string, number>>().notNull().default({}),
    recapSentAt: timestamp('recap_sent_at', { withTimezone: true }),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('meetings_company_scheduled_idx').on(table.companyId, table.scheduledAt)],
);

/** Something in the way, raised by anyone, voted up, solved in a meeting with to-dos. */
export const issues = pgTable(
  'issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: issueStatuses }).notNull().default('open'),
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    raisedByUserId: uuid('raised_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    measurableId: uuid('measurable_id').references(() => scorecardMeasurables.id, { onDelete: 'set null' }),
    /** Who voted it up (each user once). */
    voterUserIds: uuid('voter_user_ids').array().notNull().default([]),
    resolution: text('resolution').notNull().default(''),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    solvedInMeetingId: uuid('solved_in_meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('issues_company_status_idx').on(table.companyId, table.status)],
);
