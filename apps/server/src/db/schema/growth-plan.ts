import type { GrowthPlanSettings } from '@groundwork/domain/growth';
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/** The plan without its years, which have their own column. */
export type StoredGrowthPlanSettings = Omit<GrowthPlanSettings, 'years'>;

/**
 * The growth planner (docs/business-development.md): one plan a company — its years (1–5), revenue targets or
 * growth %, the owner's hours and the ratios, as JSON validated by growthPlanSettingsSchema. Figures are never stored:
 * they follow the active budget, the crews and the org chart. A save based on an older updated_at gets 409.
 */
export const growthPlans = pgTable(
  'growth_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    years: integer('years').notNull().default(3),
    settings: jsonb('settings').$type<StoredGrowthPlanSettings>().notNull(),
    // Who saved it last; kept when that person's account goes.
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('growth_plans_company_key').on(table.companyId), check('growth_plans_years_range', sql`${table.years} between 1 and 5`)],
);
