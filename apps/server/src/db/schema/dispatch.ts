import { date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './columns';
import { companies } from './companies';
import { employees } from './employees';
import { products } from './products';
import { users } from './users';
import { workOrders } from './work-orders';

/**
 * End of day (packages/domain/src/dispatch): who worked how long on a work order. `minutes` is the figure payroll and
 * costing use (clockedMinutes of the span, or minutesOf the hours typed); `hourly_cost` is the employee's loaded cost
 * when it was recorded, so a later raise does not rewrite last season's job costing. An approved entry is payroll's
 * and is never replaced.
 */
export const workOrderTimeEntries = pgTable(
  'work_order_time_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    // No cascade: an employee with recorded time is kept (terminated), never deleted.
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id),
    /** The day worked, in the company's calendar (the clock-in's day, or the order's date for typed hours). */
    workDate: date('work_date', { mode: 'string' }).notNull(),
    clockIn: timestamp('clock_in', { withTimezone: true }),
    clockOut: timestamp('clock_out', { withTimezone: true }),
    minutes: integer('minutes').notNull(),
    hourlyCost: numeric('hourly_cost', { precision: 14, scale: 4 }).notNull(),
    /** Its order's service and crew, kept by triggers (migration 0024) so work_time_days can total by them. */
    serviceId: uuid('service_id'),
    crewId: uuid('crew_id'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('work_order_time_entries_company_order_idx').on(table.companyId, table.workOrderId),
    // Timesheets read a period per employee.
    index('work_order_time_entries_company_date_employee_idx').on(table.companyId, table.workDate, table.employeeId),
  ],
);

/** Materials and products a crew used on an order: against one of its product lines, or a price-book product. */
export const workOrderMaterials = pgTable(
  'work_order_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** The order line's itemId (the job's estimate line), or null for a product picked from the price book. */
    lineId: text('line_id'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The line's or product's name when recorded. */
    name: text('name').notNull(),
    quantity: numeric('quantity', { precision: 14, scale: 4 }).notNull(),
    /** What one unit cost when recorded (the estimate line's cost, or the product's unit cost). */
    unitCost: numeric('unit_cost', { precision: 14, scale: 4 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('work_order_materials_company_order_idx').on(table.companyId, table.workOrderId)],
);

/** Photos of the work, decoded and re-encoded on upload like the company logo; kept in the database for every instance. */
export const workOrderPhotos = pgTable(
  'work_order_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    workOrderId: uuid('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    contentType: text('content_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    bytes: bytea('bytes').notNull(),
    caption: text('caption').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('work_order_photos_company_order_idx').on(table.companyId, table.workOrderId, table.createdAt)],
);
