import {
  budgetProjectionAssumptionsSchema,
  budgetProjectionMessages,
  projectBudget,
  type BudgetProjectionAssumptions,
  type BudgetProjectionView,
  type makeDraftBudgetInputSchema,
  type saveBudgetProjectionInputSchema,
} from '@groundwork/domain/growth';
import type { OverheadBudget } from '@groundwork/domain/overhead';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { budgetProjections, overheadBudgets } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { activeBudgetRow } from '../../lib/overhead-markups';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { budgetFields, toBudget } from './overhead-rows';
import { createOverheadService } from './overhead.service';

export type SaveProjectionInput = z.output<typeof saveBudgetProjectionInputSchema>;
export type MakeDraftInput = z.output<typeof makeDraftBudgetInputSchema>;
type ProjectionRow = typeof budgetProjections.$inferSelect;

const staleAssumptions = () => new AppError('CONFLICT', 'Someone else changed these assumptions. Reload to see theirs.');

/** The saved assumptions, or the defaults while none are saved; read through the domain schema, as a save writes them. */
function assumptionsOf(row: ProjectionRow | undefined): BudgetProjectionAssumptions {
  return budgetProjectionAssumptionsSchema.parse(row ? { years: row.years, ...row.assumptions } : {});
}

/** Whether the client's version (null: "none saved yet") is the stored one; no version sent means no check. */
function isLoadedVersion(row: ProjectionRow | undefined, sent: string | null | undefined): boolean {
  if (sent === undefined) return true;
  if (sent === null || !row) return sent === null && !row;
  return isSameVersion(row.updatedAt, sent);
}

export function createBudgetProjectionsService(db: Db) {
  const overhead = createOverheadService(db);

  async function savedRow(executor: Db, companyId: string, forUpdate = false): Promise<ProjectionRow | undefined> {
    const query = executor.select().from(budgetProjections).where(eq(budgetProjections.companyId, companyId)).limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  async function view(companyId: string): Promise<BudgetProjectionView> {
    const [row, base] = await Promise.all([savedRow(db, companyId), activeBudgetRow(db, companyId)]);
    const assumptions = assumptionsOf(row);
    return {
      assumptions,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      baseBudget: base ? toBudget(base) : null,
      projection: base ? projectBudget(budgetFields(base), assumptions) : null,
    };
  }

  return {
    /** The saved assumptions and the active budget projected with them (no projection without an active budget). */
    async get(ctx: RequestContext): Promise<BudgetProjectionView> {
      return view(ctx.companyId);
    },

    /** Saves the assumptions against the version loaded; a save based on older ones gets 409. */
    async save(ctx: RequestContext, input: SaveProjectionInput): Promise<BudgetProjectionView> {
      const { updatedAt, years, ...assumptions } = input;
      try {
        await db.transaction(async (tx) => {
          const current = await savedRow(tx, ctx.companyId, true);
          if (!isLoadedVersion(current, updatedAt)) throw staleAssumptions();
          if (current) {
            await tx
              .update(budgetProjections)
              .set({ years, assumptions, updatedAt: new Date() })
              .where(and(eq(budgetProjections.companyId, ctx.companyId), eq(budgetProjections.id, current.id)));
          } else {
            await tx.insert(budgetProjections).values({ companyId: ctx.companyId, years, assumptions });
          }
        });
      } catch (error) {
        // Two first saves at once: the second finds the first's row.
        if (isUniqueViolation(error)) throw staleAssumptions();
        throw error;
      }
      return view(ctx.companyId);
    },

    /**
     * Makes projected year `offset` an inactive budget for that year, from the saved assumptions and the active
     * budget (never from figures a client sends). A company that has a budget for that year already is asked first.
     */
    async makeDraftBudget(ctx: RequestContext, offset: number, input: MakeDraftInput): Promise<{ budget: OverheadBudget }> {
      const [row, base] = await Promise.all([savedRow(db, ctx.companyId), activeBudgetRow(db, ctx.companyId)]);
      if (!base) throw new AppError('BUSINESS_RULE', budgetProjectionMessages.noActiveBudget);
      if (!isLoadedVersion(row, input.updatedAt)) throw staleAssumptions();
      if (!isSameVersion(new Date(base.updatedAt), input.budgetUpdatedAt)) throw new AppError('CONFLICT', budgetProjectionMessages.staleBudget);
      const assumptions = assumptionsOf(row);
      if (offset > assumptions.years) throw new AppError('BUSINESS_RULE', budgetProjectionMessages.beyondYears(assumptions.years));
      const projected = projectBudget(budgetFields(base), assumptions).years[offset - 1]!;
      if (projected.problem) throw new AppError('BUSINESS_RULE', projected.problem);

      if (!input.alongsideExisting) {
        const [existing] = await db
          .select({ id: overheadBudgets.id, name: overheadBudgets.name })
          .from(overheadBudgets)
          .where(and(eq(overheadBudgets.companyId, ctx.companyId), eq(overheadBudgets.year, projected.year)))
          .orderBy(desc(overheadBudgets.createdAt))
          .limit(1);
        if (existing) {
          throw new AppError('CONFLICT', budgetProjectionMessages.yearTaken(projected.year, existing.name), { existingBudgetId: existing.id, year: projected.year });
        }
      }
      const { budget } = await overhead.createBudget(ctx, { ...projected.budget, active: false });
      return { budget };
    },
  };
}
