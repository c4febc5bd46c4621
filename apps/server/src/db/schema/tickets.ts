import type { ChecklistItem } from '@groundwork/domain/tickets';
import { recurrenceUnits, ticketPriorities, ticketStatuses, ticketSubjectKinds, ticketTypes } from '@groundwork/domain/tickets';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { companies } from './companies';
import { crews } from './crews';
import { employees } from './employees';
import { users } from './users';

/**
 * A task (the API says ticket, packages/domain/src/tickets): work that is not a billable visit. It is assigned to one
 * employee or one crew (or nobody), may be about one record of the company (`subject_kind` + `subject_id`: no foreign
 * key across kinds, so the service checks the record is the company's on every write), and may repeat: when a
 * repeating task becomes done, the service makes its next one in the same transaction.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Per company from 1001, gap-free: taken from ticket_number_counters in the creating transaction. */
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: ticketTypes }).notNull().default('general'),
    priority: text('priority', { enum: ticketPriorities }).notNull().default('normal'),
    status: text('status', { enum: ticketStatuses }).notNull().default('open'),
    // An employee deleted (never referenced elsewhere) or a crew deleted leaves its tasks unassigned.
    assigneeEmployeeId: uuid('assignee_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    assigneeCrewId: uuid('assignee_crew_id').references(() => crews.id, { onDelete: 'set null' }),
    /** The company's calendar date. */
    dueDate: date('due_date', { mode: 'string' }),
    /** 'HH:MM' in the company's time zone; only with a due date. */
    dueTime: text('due_time'),
    subjectKind: text('subject_kind', { enum: ticketSubjectKinds }),
    subjectId: uuid('subject_id'),
    recurrenceEvery: integer('recurrence_every'),
    recurrenceUnit: text('recurrence_unit', { enum: recurrenceUnits }),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default([]),
    /** A callback's hours spent (0–999.99), charged to the job it is about (or its work order's job). */
    hoursSpent: numeric('hours_spent', { precision: 6, scale: 2 }),
    /**
     * The loaded cost of one of those hours when they were recorded (the assignee's, a crew's average, or the recording
     * crew leader's), so a later raise does not rewrite last season's job costing — as work-order time entries keep theirs.
     */
    hoursHourlyCost: numeric('hours_hourly_cost', { precision: 14, scale: 4 }),
    /** The repeating task this one is the next one of: each makes at most one, however often it is reopened and done. */
    repeatsTicketId: uuid('repeats_ticket_id').references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    /** Null for a recurring task's next one (made by the server) or when the user is gone. */
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the list search reads: the number as T-1042, the title and the description, lower-cased once on write. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`'t-' || number::text || chr(31) || lower(title) || chr(31) || lower(description)`),
    // The list's order as four keys, so one index reads any page in order: active tasks first (rank 0) by due date
    // (undated last), priority (urgent first) and number; done and cancelled ones (rank 1) by last change, newest first.
    listRank: smallint('list_rank')
      .notNull()
      .generatedAlwaysAs(sql`case when status in ('open', 'in_progress') then 0 else 1 end`),
    dueKey: date('due_key', { mode: 'string' }).generatedAlwaysAs(sql`case when status in ('open', 'in_progress') then due_date end`),
    priorityKey: smallint('priority_key').generatedAlwaysAs(
      sql`case when status in ('open', 'in_progress') then case priority when 'urgent' then 0 when 'high' then 1 when 'normal' then 2 else 3 end end`,
    ),
    changedKey: timestamp('changed_key', { withTimezone: true }).generatedAlwaysAs(sql`case when status not in ('open', 'in_progress') then updated_at end`),
  },
  (table) => [
    uniqueIndex('tickets_company_number_key').on(table.companyId, table.number),
    uniqueIndex('tickets_company_repeats_key').on(table.companyId, table.repeatsTicketId),
    // The list's order: a page (and the sidebar's count of active tasks) is read off it without sorting.
    index('tickets_company_list_order_idx').on(table.companyId, table.listRank, table.dueKey, table.priorityKey, table.changedKey.desc(), table.number),
    // "Mine" and the assignee filters, with the rank so the count of someone's active tasks stays in the index.
    index('tickets_company_assignee_employee_idx').on(table.companyId, table.assigneeEmployeeId, table.listRank),
    index('tickets_company_assignee_crew_idx').on(table.companyId, table.assigneeCrewId, table.listRank),
    // A crew leader also sees the tasks they made.
    index('tickets_company_created_by_idx').on(table.companyId, table.createdByUserId),
    // Due today and this week, whatever the status.
    index('tickets_company_due_date_idx').on(table.companyId, table.dueDate),
    // A record's page shows the tasks about it.
    index('tickets_company_subject_idx').on(table.companyId, table.subjectKind, table.subjectId),
    // The search's `like '%text%'`: trigrams find the matches without reading every task.
    index('tickets_search_text_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    check('tickets_one_assignee', sql`${table.assigneeEmployeeId} is null or ${table.assigneeCrewId} is null`),
    check('tickets_subject_whole', sql`(${table.subjectKind} is null) = (${table.subjectId} is null)`),
    check('tickets_recurrence_whole', sql`(${table.recurrenceEvery} is null) = (${table.recurrenceUnit} is null)`),
    check('tickets_recurrence_dated', sql`${table.recurrenceEvery} is null or ${table.dueDate} is not null`),
    check('tickets_due_time_dated', sql`${table.dueTime} is null or ${table.dueDate} is not null`),
    check('tickets_hours_costed', sql`(${table.hoursSpent} is null) = (${table.hoursHourlyCost} is null)`),
  ],
);

/** The next task number of each company; its row is locked by the creating transaction (gap-free, unique). */
export const ticketNumberCounters = pgTable('ticket_number_counters', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull(),
});

/**
 * A comment on a task. `author_name` is the user's name when they wrote it (it stays when the user goes);
 * `mention_employee_ids` the employees picked after typing @, each of the company (checked on write) and told by e-mail.
 */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    mentionEmployeeIds: uuid('mention_employee_ids').array().notNull().default(sql`'{}'::uuid[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_comments_company_ticket_created_idx').on(table.companyId, table.ticketId, table.createdAt)],
);

/**
 * A photo on a task (the broken head, the bed an upsell is about), decoded and re-encoded on upload like a work order's
 * (lib/images.ts); kept in the database, so every instance serves it. Goes with its task.
 */
export const ticketPhotos = pgTable(
  'ticket_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    caption: text('caption').notNull().default(''),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who added it, as their name was then (it stays when the user goes). */
    addedByName: text('added_by_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_photos_company_ticket_created_idx').on(table.companyId, table.ticketId, table.createdAt)],
);
