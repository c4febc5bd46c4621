import { sql } from 'drizzle-orm';
import { date, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** The company's machines and vehicles, with what owning and running each costs a year (cost per hour is derived). */
export const equipment = pgTable(
  'equipment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type', {
      enum: ['mower', 'truck', 'trailer', 'skid_steer', 'tractor', 'aerator', 'dethatcher', 'spreader', 'sprayer', 'blower', 'trimmer', 'edger', 'hedge_trimmer', 'chainsaw', 'plow', 'salt_spreader', 'snow_blower', 'other'],
    }).notNull().default('other'),
    make: text('make'),
    model: text('model'),
    serialNumber: text('serial_number'),
    purchasePrice: numeric('purchase_price', { precision: 14, scale: 2 }).notNull(),
    resaleValue: numeric('resale_value', { precision: 14, scale: 2 }),
    expectedLifeYears: numeric('expected_life_years', { precision: 7, scale: 2 }).notNull(),
    annualBillableHours: numeric('annual_billable_hours', { precision: 8, scale: 2 }).notNull(),
    fuelPerYear: numeric('fuel_per_year', { precision: 14, scale: 2 }).notNull().default('0'),
    repairsPerYear: numeric('repairs_per_year', { precision: 14, scale: 2 }).notNull().default('0'),
    insurancePerYear: numeric('insurance_per_year', { precision: 14, scale: 2 }).notNull().default('0'),
    status: text('status', { enum: ['active', 'in_repair', 'out_of_service', 'retired'] }).notNull().default('active'),
    maintenanceNotes: text('maintenance_notes'),
    lastServiceDate: date('last_service_date', { mode: 'string' }),
    nextServiceDate: date('next_service_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves the list, which is sorted by lower(name).
  (table) => [uniqueIndex('equipment_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
);
