import type { OnboardingData, OnboardingProgress } from '@groundwork/domain/onboarding';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';

/**
 * The onboarding wizard's state, one row a company, so it resumes from any browser. `progress` is kept as saved
 * (older rows may hold the six-step shape) and migrated when read.
 */
export const companyOnboarding = pgTable('company_onboarding', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  progress: jsonb('progress').$type<OnboardingProgress | Record<string, unknown>>().notNull(),
  data: jsonb('data').$type<OnboardingData | Record<string, unknown>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
