import {
  defaultOnboardingState,
  migrateOnboardingData,
  migrateOnboardingProgress,
  missingRequiredSteps,
  normaliseOnboardingState,
  ONBOARDING_REQUIRED_STEPS_MESSAGE,
  type Onboarding,
  type UpdateOnboardingInput,
} from '@groundwork/domain/onboarding';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyOnboarding } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

type OnboardingRow = typeof companyOnboarding.$inferSelect;

/** Rows are read through the migration, so progress saved in the old six-step shape comes back with seven. */
function toOnboarding(row: OnboardingRow): Onboarding {
  return {
    progress: migrateOnboardingProgress(row.progress),
    data: migrateOnboardingData(row.data),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createOnboardingService(db: Db) {
  return {
    async getOnboarding(ctx: RequestContext): Promise<Onboarding> {
      const [row] = await db.select().from(companyOnboarding).where(eq(companyOnboarding.companyId, ctx.companyId)).limit(1);
      if (row) return toOnboarding(row);
      // Every company gets a row when created; should one be missing, the wizard starts from the beginning.
      const state = defaultOnboardingState();
      return { ...state, updatedAt: new Date(0).toISOString() };
    },

    /**
     * Stores the wizard's state after a step. Step titles and required flags come from the server's definitions,
     * and a finished onboarding must have every required step done (422 otherwise).
     */
    async updateOnboarding(ctx: RequestContext, input: UpdateOnboardingInput): Promise<Onboarding> {
      const state = normaliseOnboardingState(input);
      const missing = missingRequiredSteps(state.progress);
      if (state.progress.completed && missing.length > 0) {
        throw new AppError('BUSINESS_RULE', ONBOARDING_REQUIRED_STEPS_MESSAGE, { missingSteps: missing });
      }
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ updatedAt: companyOnboarding.updatedAt })
          .from(companyOnboarding)
          .where(eq(companyOnboarding.companyId, ctx.companyId))
          .for('update')
          .limit(1);
        if (current && !isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        const [row] = await tx
          .insert(companyOnboarding)
          .values({ companyId: ctx.companyId, progress: state.progress, data: state.data, updatedAt: new Date() })
          .onConflictDoUpdate({
            target: companyOnboarding.companyId,
            set: { progress: state.progress, data: state.data, updatedAt: new Date() },
          })
          .returning();
        return toOnboarding(row!);
      });
    },
  };
}
