import { bigint, date, integer, numeric, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * Day totals the reports sum instead of every order and time entry of a period (issue 17: reports over 100,000 work
 * orders). Both are kept by statement triggers (migration 0024) from the rows they total, in the same transaction;
 * a row's service and crew are its order's now (no foreign key: a deleted service's or crew's orders move to none,
 * and their totals with them). Rows are never deleted but with their company; a total can be back at zero.
 */

/** The dated work orders of a day by service and crew (undated ones are read from work_orders). */
export const workOrderDays = pgTable(
  'work_order_days',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    serviceId: uuid('service_id'),
    crewId: uuid('crew_id'),
    /** Budgeted minutes (whole, half-up) of the orders not cancelled or skipped: hours sold and scheduled. */
    liveMinutes: bigint('live_minutes', { mode: 'number' }).notNull().default(0),
    /** Their price before tax (migration 0033): the revenue report's scheduled. */
    scheduledRevenue: numeric('scheduled_revenue', { precision: 16, scale: 2 }).notNull().default('0'),
    /** Completed orders: how many, their price before tax and their materials (each order's, to the cent). */
    earnedOrders: integer('earned_orders').notNull().default(0),
    earnedRevenue: numeric('earned_revenue', { precision: 16, scale: 2 }).notNull().default('0'),
    earnedMaterials: numeric('earned_materials', { precision: 16, scale: 2 }).notNull().default('0'),
    /** Completed orders with time recorded: their budgeted minutes and the minutes worked on them. */
    earnedTimedBudgetedMinutes: bigint('earned_timed_budgeted_minutes', { mode: 'number' }).notNull().default(0),
    earnedWorkedMinutes: bigint('earned_worked_minutes', { mode: 'number' }).notNull().default(0),
    /** Completed orders billed on their own that no invoice claims (migration 0033): the revenue report's earned, not invoiced. */
    waitingRevenue: numeric('waiting_revenue', { precision: 16, scale: 2 }).notNull().default('0'),
  },
  (table) => [unique('work_order_days_key').on(table.companyId, table.day, table.serviceId, table.crewId).nullsNotDistinct()],
);

/** The time entries of a work day by their order's service and crew: minutes, and minutes × hourly cost (exact, before ÷ 60). */
export const workTimeDays = pgTable(
  'work_time_days',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    serviceId: uuid('service_id'),
    crewId: uuid('crew_id'),
    minutes: bigint('minutes', { mode: 'number' }).notNull().default(0),
    costMinutes: numeric('cost_minutes', { precision: 20, scale: 4 }).notNull().default('0'),
  },
  (table) => [unique('work_time_days_key').on(table.companyId, table.day, table.serviceId, table.crewId).nullsNotDistinct()],
);
