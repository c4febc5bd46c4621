import { growthPlanSettingsSchema, type GrowthPlanSettingsInput } from '@groundwork/domain/growth';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { growthPlans, orgPositions } from '../schema';

/**
 * The demo company's growth plan: 12 % a year for five years from this year's budget ($1,211,080 over five crews),
 * the owner at 48 hours a week and still selling, an office role for each $650,000. With one Maintenance Manager over
 * the crews and two in the office, the owner's week passes 50 hours next year, the office needs a third role next year,
 * a second operations manager once the plan runs seven crews, and a crew supervisor at nine (docs/business-development.md).
 */
export const demoGrowthPlan = {
  years: 5,
  targetMode: 'growth',
  growthPercent: 12,
  ownerHoursPerWeek: 48,
  ownerHoursLimit: 50,
  ownerWorkGrowsWithRevenue: true,
  ratios: { revenuePerOfficeRole: 650_000 },
} satisfies GrowthPlanSettingsInput;

/** Saves the demo plan, naming the Maintenance Manager as the one over the crews (its title alone would not say so). */
export async function seedDemoGrowthPlan(db: Db, companyId: string, userId: string): Promise<void> {
  const [maintenance] = await db
    .select({ id: orgPositions.id })
    .from(orgPositions)
    .where(and(eq(orgPositions.companyId, companyId), eq(orgPositions.title, 'Maintenance Manager')))
    .limit(1);
  const { years, ...settings } = growthPlanSettingsSchema.parse({ ...demoGrowthPlan, positions: { operations: maintenance?.id ?? null } });
  await db.insert(growthPlans).values({ companyId, years, settings, updatedBy: userId });
}
