import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Where tax applies: country → state → county → city. Referenced rows (children, categories) cannot be deleted. */
export const salesTaxJurisdictions = pgTable(
  'sales_tax_jurisdictions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', { enum: ['country', 'state', 'county', 'city'] }).notNull(),
    code: text('code').notNull(),
    parentJurisdictionId: uuid('parent_jurisdiction_id').references((): AnyPgColumn => salesTaxJurisdictions.id),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sales_tax_jurisdictions_company_code_key').on(table.companyId, table.code),
    index('sales_tax_jurisdictions_company_parent_idx').on(table.companyId, table.parentJurisdictionId),
  ],
);

/** A tax rate (percent, 4 decimals) on a jurisdiction; at most one default each for products, services, clients. */
export const salesTaxCategories = pgTable(
  'sales_tax_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    rate: numeric('rate', { precision: 7, scale: 4 }).notNull(),
    isExempt: boolean('is_exempt').notNull().default(false),
    jurisdictionId: uuid('jurisdiction_id').references(() => salesTaxJurisdictions.id),
    isActive: boolean('is_active').notNull().default(true),
    isDefaultForProducts: boolean('is_default_for_products').notNull().default(false),
    isDefaultForServices: boolean('is_default_for_services').notNull().default(false),
    isDefaultForClients: boolean('is_default_for_clients').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sales_tax_categories_company_name_key').on(table.companyId, table.name),
    index('sales_tax_categories_company_jurisdiction_idx').on(table.companyId, table.jurisdictionId),
    // The database itself holds "at most one default": two racing saves cannot both win.
    uniqueIndex('sales_tax_categories_company_default_products_key').on(table.companyId).where(sql`${table.isDefaultForProducts}`),
    uniqueIndex('sales_tax_categories_company_default_services_key').on(table.companyId).where(sql`${table.isDefaultForServices}`),
    uniqueIndex('sales_tax_categories_company_default_clients_key').on(table.companyId).where(sql`${table.isDefaultForClients}`),
    check('sales_tax_categories_rate_range', sql`${table.rate} >= 0 and ${table.rate} <= 100`),
  ],
);
