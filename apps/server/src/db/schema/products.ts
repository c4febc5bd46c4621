import { sql } from 'drizzle-orm';
import { labelRateUnits, signalWords } from '@groundwork/domain/products';
import { boolean, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The company's materials: what a unit costs, and its own price or none (priced from the budget). */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    unit: text('unit', { enum: ['cu_yd', 'cu_ft', 'bag', 'gal', 'each', 'sq_ft', 'lin_ft', 'lb', 'ton', 'pallet', 'flat'] }).notNull(),
    // Unit costs and prices keep 4 decimals (fertiliser by the square foot).
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull(),
    price: numeric('price', { precision: 14, scale: 4 }),
    taxable: boolean('taxable').notNull().default(true),
    supplier: text('supplier'),
    epaRegistrationNumber: text('epa_registration_number'),
    category: text('category', {
      enum: ['mulch', 'stone', 'soil', 'sod', 'seed', 'fertilizer', 'herbicide', 'insecticide', 'fungicide', 'plants', 'hardscape', 'irrigation', 'ice_melt', 'other'],
    }).notNull().default('other'),
    // What a pesticide or fertiliser label says (chemical-applications check records against it; all optional).
    activeIngredient: text('active_ingredient'),
    /** The label's maximum rate per 1,000 sq ft, in `label_rate_unit`. */
    labelMaxRate: numeric('label_max_rate', { precision: 14, scale: 4 }),
    labelRateUnit: text('label_rate_unit', { enum: labelRateUnits }).notNull().default('lb'),
    /** Restricted-entry interval, in hours. */
    reentryIntervalHours: integer('reentry_interval_hours'),
    signalWord: text('signal_word', { enum: signalWords }),
    archived: boolean('archived').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves the list, which is sorted by lower(name).
  (table) => [uniqueIndex('products_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
);

/**
 * Companies that have received the sample products. Seeding at start skips them, so a sample product a company
 * deleted does not come back on the next restart.
 */
export const productSeedings = pgTable('product_seedings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
