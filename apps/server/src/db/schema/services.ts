import type { BottomSection, MatrixRow, RecipeLine } from '@groundwork/domain/services';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { customFields } from './custom-fields';
import { incomeDivisions } from './income-divisions';

/**
 * A company's service catalogue. The rate matrix and the default recipe are small documents always read and
 * written whole with their service, so they live in jsonb; their numbers are validated to 4 decimals on the way in
 * and priced with exact decimal arithmetic (packages/domain/src/services). `sort_order` is the list position
 * (`order` in the API; ORDER is a reserved word).
 */
export const services = pgTable(
  'services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    isTaxable: boolean('is_taxable').notNull().default(true),
    serviceClass: text('service_class').notNull().default(''),
    incomeAccount: text('income_account').notNull().default(''),
    // Plain foreign key: a division in use cannot be deleted, so the income-divisions module archives it instead.
    incomeDivisionId: uuid('income_division_id').references(() => incomeDivisions.id),
    selectedCustomFieldId: uuid('selected_custom_field_id').references(() => customFields.id, { onDelete: 'set null' }),
    rateMatrix: jsonb('rate_matrix')
      .$type<{ matrixRows: MatrixRow[]; bottomSection: BottomSection | null }>()
      .notNull()
      .default({ matrixRows: [], bottomSection: null }),
    recipe: jsonb('recipe').$type<RecipeLine[]>().notNull().default([]),
    /** Visits in a season of the service: what its lines get when it is added to an estimate. */
    defaultVisits: integer('default_visits').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('services_company_name_key').on(table.companyId, sql`lower(${table.name})`),
    index('services_company_order_idx').on(table.companyId, table.sortOrder),
    index('services_income_division_idx').on(table.incomeDivisionId),
    index('services_custom_field_idx').on(table.selectedCustomFieldId),
  ],
);

/** Another service of the company offered alongside this one ("add aeration to your spring clean-up"). */
export const serviceUpsales = pgTable(
  'service_upsales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentServiceId: uuid('parent_service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    // The upsold service; deleting it takes the offer away.
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('service_upsales_company_parent_service_key').on(table.companyId, table.parentServiceId, table.serviceId),
    index('service_upsales_company_service_idx').on(table.companyId, table.serviceId),
  ],
);

export const serviceQuestions = pgTable(
  'service_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    questionText: text('question_text').notNull(),
    answerType: text('answer_type', { enum: ['text', 'number', 'yes_no', 'choice'] }).notNull().default('text'),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_questions_company_service_idx').on(table.companyId, table.serviceId, table.sortOrder)],
);

export const serviceCharges = pgTable(
  'service_charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull().default('0'),
    taxable: boolean('taxable').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('service_charges_company_service_idx').on(table.companyId, table.serviceId, table.sortOrder)],
);
