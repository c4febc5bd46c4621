import { sql } from 'drizzle-orm';
import { date, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Outside firms the company hires for work it does not do itself, with their rates and insurance expiry. */
export const subcontractors = pgTable(
  'subcontractors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    contactName: text('contact_name'),
    email: text('email'),
    phone: text('phone'),
    trade: text('trade', {
      enum: ['tree_care', 'irrigation', 'hardscaping', 'snow', 'pest_control', 'electrical', 'fencing', 'concrete', 'excavation', 'other'],
    }).notNull().default('other'),
    insuranceExpiryDate: date('insurance_expiry_date', { mode: 'string' }),
    hourlyRate: numeric('hourly_rate', { precision: 14, scale: 4 }),
    flatRate: numeric('flat_rate', { precision: 14, scale: 4 }),
    flatRateDescription: text('flat_rate_description'),
    notes: text('notes'),
    status: text('status', { enum: ['active', 'inactive'] }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves the list, which is sorted by lower(company_name).
  (table) => [uniqueIndex('subcontractors_company_name_key').on(table.companyId, sql`lower(${table.companyName})`)],
);
