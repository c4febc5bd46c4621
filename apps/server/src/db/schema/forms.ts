import { spamReasons, submissionOutcomes, type FormField } from '@groundwork/domain/forms';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customers } from './customers';
import { leadSources } from './lead-sources';
import { leads } from './leads';
import { users } from './users';

/**
 * Lead-capture forms (issue 20; packages/domain/src/forms): a form the office builds from the lead's contact fields and
 * its lead custom fields, reached by visitors through an unguessable token, and every submission it received.
 */
export const leadForms = pgTable(
  'lead_forms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    heading: text('heading').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    fields: jsonb('fields').$type<FormField[]>().notNull(),
    submitLabel: text('submit_label').notNull().default(''),
    thankYouMessage: text('thank_you_message').notNull(),
    // A source deleted later leaves the form setting none.
    leadSourceId: uuid('lead_source_id').references(() => leadSources.id, { onDelete: 'set null' }),
    /** Users of the company e-mailed on each new submission (checked by the service; a user removed later is skipped). */
    notifyUserIds: jsonb('notify_user_ids').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** The hosted page's and endpoint's token: 32 random bytes, base64url. Looked up on its own (it names the company). */
    publicToken: text('public_token').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lead_forms_public_token_key').on(table.publicToken), index('lead_forms_company_created_idx').on(table.companyId, table.createdAt)],
);

/** One submission to a form and what became of it: a lead, a duplicate of a lead or customer, or spam. */
export const leadFormSubmissions = pgTable(
  'lead_form_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    formId: uuid('form_id')
      .notNull()
      .references(() => leadForms.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: submissionOutcomes }).notNull(),
    spamReason: text('spam_reason', { enum: spamReasons }),
    matchedBy: text('matched_by', { enum: ['email', 'phone'] }),
    /** The lead created, or the existing lead the submission repeats. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The existing customer the submission repeats. */
    customerId: uuid('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    timeChecked: boolean('time_checked').notNull(),
    answers: jsonb('answers').$type<Array<{ label: string; value: string }>>().notNull(),
    /** A retried submission (the same Idempotency-Key) is answered again, not recorded twice. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('lead_form_submissions_company_form_created_idx').on(table.companyId, table.formId, table.createdAt),
    uniqueIndex('lead_form_submissions_company_form_idempotency_key')
      .on(table.companyId, table.formId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);
