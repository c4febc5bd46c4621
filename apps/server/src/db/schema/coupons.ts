import { sql } from 'drizzle-orm';
import { boolean, date, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Company-wide discount codes; a code is unique per company whatever its case. */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    couponCode: text('coupon_code').notNull(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', { enum: ['percent', 'fixed'] }).notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('coupons_company_code_key').on(table.companyId, sql`lower(${table.couponCode})`)],
);
