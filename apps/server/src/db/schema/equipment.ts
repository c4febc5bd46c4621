import { meterUnits, scheduleIntervalUnits } from '@groundwork/domain/equipment';
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { employees } from './employees';
import { users } from './users';
import { workOrders } from './work-orders';

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
    /** Why it is out of service; null unless it is. */
    outOfServiceReason: text('out_of_service_reason'),
    maintenanceNotes: text('maintenance_notes'),
    lastServiceDate: date('last_service_date', { mode: 'string' }),
    nextServiceDate: date('next_service_date', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves the list, which is sorted by lower(name).
  (table) => [uniqueIndex('equipment_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
);

/**
 * A unit's service schedules (docs/equipment.md): by the calendar (every N days or months) or by the meter (every N
 * hours or miles). `last_done_*` is what was typed with the schedule; a service-log entry that names the schedule
 * takes over from it (lastDone in packages/domain/src/equipment/upkeep-rules.ts).
 */
export const equipmentServiceSchedules = pgTable(
  'equipment_service_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    every: numeric('every', { precision: 12, scale: 2 }).notNull(),
    unit: text('unit', { enum: scheduleIntervalUnits }).notNull(),
    expectedCost: numeric('expected_cost', { precision: 14, scale: 2 }).notNull().default('0'),
    lastDoneDate: date('last_done_date', { mode: 'string' }),
    lastDoneMeter: numeric('last_done_meter', { precision: 12, scale: 2 }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves reading a unit's schedules.
  (table) => [uniqueIndex('equipment_service_schedules_company_unit_name_key').on(table.companyId, table.equipmentId, sql`lower(${table.name})`)],
);

/** What a unit's hour meter or odometer showed on a day, typed by someone. */
export const equipmentMeterReadings = pgTable(
  'equipment_meter_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    readingDate: date('reading_date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
    unit: text('unit', { enum: meterUnits }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('equipment_meter_readings_company_unit_date_idx').on(table.companyId, table.equipmentId, table.readingDate)],
);

/** The service log: what was done to a unit, when, at what meter, with which parts, for how much and by whom. */
export const equipmentServiceLog = pgTable(
  'equipment_service_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    meter: numeric('meter', { precision: 12, scale: 2 }),
    meterUnit: text('meter_unit', { enum: meterUnits }),
    workDone: text('work_done').notNull(),
    parts: text('parts'),
    cost: numeric('cost', { precision: 14, scale: 2 }).notNull(),
    // An employee with service on record is kept (terminated) by the employees service; set null only serves deletion.
    performedByEmployeeId: uuid('performed_by_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    performedByName: text('performed_by_name'),
    // A deleted schedule leaves its history in the log.
    scheduleId: uuid('schedule_id').references(() => equipmentServiceSchedules.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('equipment_service_log_company_unit_date_idx').on(table.companyId, table.equipmentId, table.serviceDate),
    index('equipment_service_log_company_schedule_idx').on(table.companyId, table.scheduleId),
    check('equipment_service_log_meter_whole', sql`(${table.meter} is null) = (${table.meterUnit} is null)`),
  ],
);

/** The units that went out on a work order; a completed order's on-site hours add to each unit's hour meter. */
export const workOrderEquipment = pgTable(
  'work_order_equipment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    equipmentId: uuid('equipment_id')
      .notNull()
      .references(() => equipment.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('work_order_equipment_company_order_unit_key').on(table.companyId, table.workOrderId, table.equipmentId),
    index('work_order_equipment_company_unit_idx').on(table.companyId, table.equipmentId),
  ],
);
