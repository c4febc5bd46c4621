import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Divisions that services and reports group revenue by. Tables that point here (services) use a plain foreign
 * key: deleting a division in use then fails, and the service archives it instead (archivedAt).
 */
export const incomeDivisions = pgTable(
  'income_divisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    code: text('code').notNull().default(''),
    description: text('description').notNull().default(''),
    incomeAccount: text('income_account').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('income_divisions_company_name_key').on(table.companyId, table.name),
    index('income_divisions_company_created_idx').on(table.companyId, table.createdAt),
  ],
);
