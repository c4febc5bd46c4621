import type { BudgetProjectionAssumptions } from '@groundwork/domain/growth';
import { operatingExpenseLines, overheadDataLines, recoveryMethods, type OperatingExpenseLine } from '@groundwork/domain/overhead';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/** Dollars a year, 4 decimals (the domain refuses more than $1,000,000,000). */
const money = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' }).notNull().default(0);
const percent = (name: string, initial: number) => numeric(name, { precision: 5, scale: 2, mode: 'number' }).notNull().default(initial);
type MoneyColumn = ReturnType<typeof money>;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** One numeric column a line: operating expenses `oe_<line>`, overhead data `od_<line>` (both lists share some names). */
function lineColumns<P extends string, K extends string>(prefix: P, lines: readonly K[]): Record<`${P}_${K}`, MoneyColumn> {
  return Object.fromEntries(lines.map((line) => [`${prefix}_${line}`, money(`${prefix}_${snake(line)}`)])) as Record<`${P}_${K}`, MoneyColumn>;
}

/** A company's P&L budget (SPEC.md §3). At most one is active: the one estimates and the price book use. */
export const overheadBudgets = pgTable(
  'overhead_budgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    name: text('name').notNull().default(''),
    active: boolean('active').notNull().default(false),
    billableLaborHours: numeric('billable_labor_hours', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    targetNetProfitPercent: percent('target_net_profit_percent', 10),
    recoveryMethod: text('recovery_method', { enum: recoveryMethods }).notNull().default('MORS'),
    otherIncomes: money('other_incomes'),
    directLabor: money('direct_labor'),
    directLaborBurden: money('direct_labor_burden'),
    materials: money('materials'),
    equipments: money('equipments'),
    subcontractors: money('subcontractors'),
    materialsOHPercentage: percent('materials_oh_percentage', 10),
    equipmentOHPercentage: percent('equipment_oh_percentage', 25),
    subcontractorsOHPercentage: percent('subcontractors_oh_percentage', 5),
    ...lineColumns('oe', operatingExpenseLines),
    ...lineColumns('od', overheadDataLines),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The database holds "one active budget a company": two racing activations cannot both win.
    uniqueIndex('overhead_budgets_company_active_key').on(table.companyId).where(sql`${table.active}`),
    index('overhead_budgets_company_year_idx').on(table.companyId, table.year),
    check('overhead_budgets_target_range', sql`${table.targetNetProfitPercent} >= 0 and ${table.targetNetProfitPercent} < 100`),
    check(
      'overhead_budgets_recovery_range',
      sql`${table.materialsOHPercentage} between 0 and 100 and ${table.equipmentOHPercentage} between 0 and 100 and ${table.subcontractorsOHPercentage} between 0 and 100`,
    ),
  ],
);

/** A group of the company's own overhead ledger items; its items' total feeds one operating expense line. */
export const overheadCategories = pgTable(
  'overhead_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    operatingExpenseLine: text('operating_expense_line').$type<OperatingExpenseLine>().notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('overhead_categories_company_name_key').on(table.companyId, sql`lower(${table.name})`)],
);

export const overheadCategoryItems = pgTable(
  'overhead_category_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => overheadCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    annualAmount: money('annual_amount'),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('overhead_category_items_company_category_idx').on(table.companyId, table.categoryId)],
);

/** What a stored projection keeps beside its years: the company-wide rates and each line's own. */
export type StoredProjectionAssumptions = Omit<BudgetProjectionAssumptions, 'years'>;

/**
 * The company's budget projection (issue 18): one a company, projecting its active budget 1–5 years ahead with the
 * assumptions it saved (validated by the domain's budgetProjectionAssumptionsSchema). The figures are worked out on
 * every read, never stored: they follow the active budget.
 */
export const budgetProjections = pgTable(
  'budget_projections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    years: integer('years').notNull().default(3),
    assumptions: jsonb('assumptions').$type<StoredProjectionAssumptions>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('budget_projections_company_key').on(table.companyId), check('budget_projections_years_range', sql`${table.years} between 1 and 5`)],
);
