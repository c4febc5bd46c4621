import { index, integer, jsonb, pgTable, boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * An admin-defined field for customers or leads. Values live on the client rows (`custom_field_values` jsonb keyed
 * by field id), validated against these definitions on every write.
 */
export const customFields = pgTable(
  'custom_fields',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    clientType: text('client_type', { enum: ['customer', 'lead'] }).notNull(),
    label: text('label').notNull(),
    type: text('type', { enum: ['text', 'number', 'date', 'select', 'checkbox'] }).notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('custom_fields_company_client_type_idx').on(table.companyId, table.clientType, table.position)],
);
