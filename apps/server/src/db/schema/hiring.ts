import { attachmentTypes, candidateStages, payUnits, pipelineStages, postingStatuses, questionScopes, type RatedItem } from '@groundwork/domain/hiring';
import { employmentTypes } from '@groundwork/domain/employees';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { companies } from './companies';
import { orgPositions } from './org-chart';
import { users } from './users';

/**
 * Hiring (issue 19; packages/domain/src/hiring): job postings for the org chart's seats, the candidates their public
 * apply pages feed, the interview question bank and each interviewer's scorecard of a candidate.
 */

/** A posting for one seat of the org chart: its own copy of the seat's responsibilities, a pay range, a status. */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A seat deleted from the chart leaves its posting (and candidates) as they were.
    positionId: uuid('position_id').references(() => orgPositions.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    responsibilities: jsonb('responsibilities').$type<string[]>().notNull().default([]),
    employmentType: text('employment_type', { enum: employmentTypes }).notNull(),
    payMin: numeric('pay_min', { precision: 12, scale: 2 }).notNull(),
    payMax: numeric('pay_max', { precision: 12, scale: 2 }).notNull(),
    payUnit: text('pay_unit', { enum: payUnits }).notNull(),
    status: text('status', { enum: postingStatuses }).notNull().default('draft'),
    /**
     * The public apply page's token (32 random bytes, base64url). Kept as it is, like an invoice's: the office copies
     * the link whenever it posts the job somewhere. Regenerating it makes the old link answer 404.
     */
    applyToken: text('apply_token').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('job_postings_apply_token_key').on(table.applyToken),
    // One posting a seat at a time: a draft or open one must be closed before the seat gets another.
    uniqueIndex('job_postings_company_position_live_key')
      .on(table.companyId, table.positionId)
      .where(sql`${table.status} <> 'closed' and ${table.positionId} is not null`),
    index('job_postings_company_created_idx').on(table.companyId, table.createdAt),
    check('job_postings_pay_range', sql`${table.payMin} >= 0 and ${table.payMin} <= ${table.payMax}`),
  ],
);

/** Someone who applied to a posting (through its public page), and where they stand. */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // The service refuses to delete a posting with candidates; the cascade is the database's safety net.
    postingId: uuid('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    experience: text('experience').notNull().default(''),
    stage: text('stage', { enum: candidateStages }).notNull().default('applied'),
    rejectedFromStage: text('rejected_from_stage', { enum: pipelineStages }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('candidates_company_posting_idx').on(table.companyId, table.postingId, table.appliedAt)],
);

/**
 * A file sent with an application: a PDF checked to be one and size-limited, or a photo decoded and encoded afresh.
 * Served only to the company's signed-in hiring managers, as a download.
 */
export const candidateAttachments = pgTable(
  'candidate_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type', { enum: attachmentTypes }).notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('candidate_attachments_company_candidate_idx').on(table.companyId, table.candidateId)],
);

/** A candidate's history: notes the office writes, and each stage move recorded as it happens. */
export const candidateNotes = pgTable(
  'candidate_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['note', 'stage'] }).notNull(),
    text: text('text').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('candidate_notes_company_candidate_idx').on(table.companyId, table.candidateId, table.createdAt)],
);

/**
 * The interview question bank: questions for one seat of the chart, for one core value (by its name, as company
 * information keeps values), or for every interview; ordered within their group.
 */
export const interviewQuestions = pgTable(
  'interview_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: questionScopes }).notNull(),
    positionId: uuid('position_id').references(() => orgPositions.id, { onDelete: 'cascade' }),
    coreValue: text('core_value').notNull().default(''),
    text: text('text').notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('interview_questions_company_group_idx').on(table.companyId, table.scope, table.positionId, table.coreValue, table.sortOrder),
    check(
      'interview_questions_group',
      sql`(${table.scope} = 'position' and ${table.positionId} is not null) or (${table.scope} = 'value' and ${table.coreValue} <> '' and ${table.positionId} is null) or (${table.scope} = 'general' and ${table.positionId} is null)`,
    ),
  ],
);

/** One interviewer's ratings of one candidate: the posting's responsibilities and the core values (+ ± −), and GWC. */
export const interviewScorecards = pgTable(
  'interview_scorecards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    interviewerUserId: uuid('interviewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    responsibilityRatings: jsonb('responsibility_ratings').$type<RatedItem[]>().notNull().default([]),
    valueRatings: jsonb('value_ratings').$type<RatedItem[]>().notNull().default([]),
    capability: boolean('capability'),
    desire: boolean('desire'),
    capacity: boolean('capacity'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('interview_scorecards_company_candidate_interviewer_key').on(table.companyId, table.candidateId, table.interviewerUserId)],
);
