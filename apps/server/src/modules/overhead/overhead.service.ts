import {
  calculateOverhead,
  operatingExpenseLines,
  overheadMessages,
  type createOverheadBudgetInputSchema,
  type createOverheadCategoryInputSchema,
  type createOverheadCategoryItemInputSchema,
  type OperatingExpenseLine,
  type OverheadBudget,
  type OverheadCategory,
  type OverheadCategoryItem,
  type OverheadResults,
  type OverheadSummary,
  type RecoverySettings,
  type updateOverheadBudgetInputSchema,
  type updateOverheadCategoryInputSchema,
  type updateOverheadCategoryItemInputSchema,
  type updateRecoverySettingsInputSchema,
} from '@groundwork/domain/overhead';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { overheadBudgets, overheadCategories, overheadCategoryItems } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { isoTimestamp } from '../../lib/iso-timestamps';
import { activeBudgetRow, activeOverheadSummary } from '../../lib/overhead-markups';
import { isSameVersion } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';
import { budgetFields, budgetValues, operatingExpenseColumn, toBudget, type BudgetRow, type BudgetView } from './overhead-rows';

type CategoryRow = typeof overheadCategories.$inferSelect;
type ItemRow = typeof overheadCategoryItems.$inferSelect;
export type CreateBudgetInput = z.output<typeof createOverheadBudgetInputSchema>;
export type UpdateBudgetInput = z.output<typeof updateOverheadBudgetInputSchema>;
export type RecoverySettingsInput = z.output<typeof updateRecoverySettingsInputSchema>;
export type CategoryInput = z.output<typeof createOverheadCategoryInputSchema> & Partial<Pick<z.output<typeof updateOverheadCategoryInputSchema>, 'updatedAt'>>;
export type ItemInput = z.output<typeof createOverheadCategoryItemInputSchema> & Partial<Pick<z.output<typeof updateOverheadCategoryItemInputSchema>, 'updatedAt'>>;

const withResults = (row: BudgetRow) => ({ budget: toBudget(row), results: calculateOverhead(budgetFields(row)) });

function toCategory(row: CategoryRow, total: number, itemCount: number): OverheadCategory {
  return {
    id: row.id,
    name: row.name,
    operatingExpenseLine: row.operatingExpenseLine,
    description: row.description,
    total,
    itemCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toItem(row: ItemRow): OverheadCategoryItem {
  return {
    id: row.id,
    categoryId: row.categoryId,
    name: row.name,
    annualAmount: row.annualAmount,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const staleWrite = () => new AppError('CONFLICT');
const activationRace = () => new AppError('CONFLICT', 'Another save changed the active budget. Reload and try again.');
const duplicateCategoryName = () =>
  new AppError('CONFLICT', overheadMessages.categoryNameTaken, { fieldErrors: { name: [overheadMessages.categoryNameTaken] } });

// The active budget → summary/markups read lives in lib/overhead-markups (estimates price lines with it too).
export { activeBudgetQuery, summaryOf } from '../../lib/overhead-markups';

export function createOverheadService(db: Db) {
  async function lockedBudget(tx: Db, companyId: string, id: string): Promise<BudgetRow> {
    const [row] = await tx
      .select()
      .from(overheadBudgets)
      .where(and(eq(overheadBudgets.companyId, companyId), eq(overheadBudgets.id, id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', overheadMessages.unknownBudget);
    return row;
  }

  async function lockedActiveBudget(tx: Db, companyId: string): Promise<BudgetRow> {
    const [row] = await tx
      .select()
      .from(overheadBudgets)
      .where(and(eq(overheadBudgets.companyId, companyId), eq(overheadBudgets.active, true)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', overheadMessages.noActiveBudget);
    return row;
  }

  async function deactivateOthers(tx: Db, companyId: string, keepId?: string): Promise<void> {
    const others = and(eq(overheadBudgets.companyId, companyId), eq(overheadBudgets.active, true));
    await tx
      .update(overheadBudgets)
      .set({ active: false, updatedAt: new Date() })
      .where(keepId ? and(others, sql`${overheadBudgets.id} <> ${keepId}`) : others);
  }

  async function findCategory(executor: Db, companyId: string, id: string): Promise<CategoryRow> {
    const [row] = await executor
      .select()
      .from(overheadCategories)
      .where(and(eq(overheadCategories.companyId, companyId), eq(overheadCategories.id, id)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', overheadMessages.categoryNotFound);
    return row;
  }

  async function categoryTotals(companyId: string, categoryId?: string) {
    return db
      .select({
        category: overheadCategories,
        total: sql<string>`coalesce(sum(${overheadCategoryItems.annualAmount}), 0)`,
        itemCount: sql<number>`count(${overheadCategoryItems.id})::int`,
      })
      .from(overheadCategories)
      .leftJoin(overheadCategoryItems, and(eq(overheadCategoryItems.categoryId, overheadCategories.id), eq(overheadCategoryItems.companyId, companyId)))
      .where(and(eq(overheadCategories.companyId, companyId), categoryId ? eq(overheadCategories.id, categoryId) : undefined))
      .groupBy(overheadCategories.id)
      .orderBy(asc(overheadCategories.name));
  }

  async function categoryWithTotal(companyId: string, id: string): Promise<OverheadCategory> {
    const [row] = await categoryTotals(companyId, id);
    if (!row) throw new AppError('NOT_FOUND', overheadMessages.categoryNotFound);
    return toCategory(row.category, roundCents(row.total), row.itemCount);
  }

  return {
    // ── Budgets ───────────────────────────────────────────────────────────────────────────────
    async listBudgets(ctx: RequestContext): Promise<OverheadBudget[]> {
      const rows = await db
        .select()
        .from(overheadBudgets)
        .where(eq(overheadBudgets.companyId, ctx.companyId))
        .orderBy(desc(overheadBudgets.active), desc(overheadBudgets.year), desc(overheadBudgets.createdAt));
      return rows.map(toBudget);
    },

    /** A new budget; `active: true` deactivates the previous one in the same transaction. */
    async createBudget(ctx: RequestContext, input: CreateBudgetInput) {
      try {
        const row = await db.transaction(async (tx) => {
          if (input.active) await deactivateOthers(tx, ctx.companyId);
          const [created] = await tx
            .insert(overheadBudgets)
            .values({ companyId: ctx.companyId, active: input.active, ...budgetValues(input) })
            .returning();
          return created!;
        });
        return withResults(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw activationRace();
        throw error;
      }
    },

    async updateBudget(ctx: RequestContext, id: string, input: UpdateBudgetInput) {
      try {
        const row = await db.transaction(async (tx) => {
          const current = await lockedBudget(tx, ctx.companyId, id);
          if (!isSameVersion(current.updatedAt, input.updatedAt)) throw staleWrite();
          if (input.active && !current.active) await deactivateOthers(tx, ctx.companyId, id);
          const [updated] = await tx
            .update(overheadBudgets)
            .set({ active: input.active, ...budgetValues(input), updatedAt: new Date() })
            .where(and(eq(overheadBudgets.companyId, ctx.companyId), eq(overheadBudgets.id, id)))
            .returning();
          return updated!;
        });
        return withResults(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw activationRace();
        throw error;
      }
    },

    async summary(ctx: RequestContext): Promise<OverheadSummary> {
      return activeOverheadSummary(db, ctx.companyId);
    },

    // ── Recovery settings (the active budget's) ─────────────────────────────────────────────
    async recoverySettings(ctx: RequestContext): Promise<{ recoverySettings: RecoverySettings; results: OverheadResults }> {
      const row = await activeBudgetRow(db, ctx.companyId);
      if (!row) throw new AppError('NOT_FOUND', overheadMessages.noActiveBudget);
      return { recoverySettings: toRecoverySettings(row), results: calculateOverhead(budgetFields(row)) };
    },

    async updateRecoverySettings(ctx: RequestContext, input: RecoverySettingsInput) {
      const row = await db.transaction(async (tx) => {
        const current = await lockedActiveBudget(tx, ctx.companyId);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw staleWrite();
        const [updated] = await tx
          .update(overheadBudgets)
          .set({
            ...input.OHRecoveryPercent,
            recoveryMethod: input.recoveryMethod,
            targetNetProfitPercent: input.targetNetProfitPercent,
            updatedAt: new Date(),
          })
          .where(and(eq(overheadBudgets.companyId, ctx.companyId), eq(overheadBudgets.id, current.id)))
          .returning();
        return updated!;
      });
      return { recoverySettings: toRecoverySettings(row), results: calculateOverhead(budgetFields(row)) };
    },

    // ── Categories ──────────────────────────────────────────────────────────────────────────
    async listCategories(ctx: RequestContext): Promise<OverheadCategory[]> {
      const rows = await categoryTotals(ctx.companyId);
      return rows.map((row) => toCategory(row.category, roundCents(row.total), row.itemCount));
    },

    async createCategory(ctx: RequestContext, input: CategoryInput): Promise<OverheadCategory> {
      try {
        const [row] = await db
          .insert(overheadCategories)
          .values({ companyId: ctx.companyId, name: input.name, operatingExpenseLine: input.operatingExpenseLine, description: input.description })
          .returning();
        return toCategory(row!, 0, 0);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCategoryName();
        throw error;
      }
    },

    async updateCategory(ctx: RequestContext, id: string, input: CategoryInput): Promise<OverheadCategory> {
      try {
        await db.transaction(async (tx) => {
          const current = await findCategory(tx, ctx.companyId, id);
          if (!isSameVersion(current.updatedAt, input.updatedAt)) throw staleWrite();
          await tx
            .update(overheadCategories)
            .set({ name: input.name, operatingExpenseLine: input.operatingExpenseLine, description: input.description, updatedAt: new Date() })
            .where(and(eq(overheadCategories.companyId, ctx.companyId), eq(overheadCategories.id, id)));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCategoryName();
        throw error;
      }
      return categoryWithTotal(ctx.companyId, id);
    },

    /** Deletes the category and its items; the budget keeps its amounts until the next sync. */
    async deleteCategory(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [deleted] = await db
        .delete(overheadCategories)
        .where(and(eq(overheadCategories.companyId, ctx.companyId), eq(overheadCategories.id, id)))
        .returning({ id: overheadCategories.id });
      if (!deleted) throw new AppError('NOT_FOUND', overheadMessages.categoryNotFound);
      return deleted;
    },

    // ── Items ───────────────────────────────────────────────────────────────────────────────
    async listItems(ctx: RequestContext, categoryId: string): Promise<OverheadCategoryItem[]> {
      await findCategory(db, ctx.companyId, categoryId);
      const rows = await db
        .select()
        .from(overheadCategoryItems)
        .where(and(eq(overheadCategoryItems.companyId, ctx.companyId), eq(overheadCategoryItems.categoryId, categoryId)))
        .orderBy(asc(overheadCategoryItems.name), asc(overheadCategoryItems.createdAt));
      return rows.map(toItem);
    },

    async createItem(ctx: RequestContext, input: ItemInput): Promise<OverheadCategoryItem> {
      await findCategory(db, ctx.companyId, input.categoryId);
      const [row] = await db
        .insert(overheadCategoryItems)
        .values({ companyId: ctx.companyId, categoryId: input.categoryId, name: input.name, annualAmount: input.annualAmount, notes: input.notes })
        .returning();
      return toItem(row!);
    },

    async updateItem(ctx: RequestContext, id: string, input: ItemInput): Promise<OverheadCategoryItem> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(overheadCategoryItems)
          .where(and(eq(overheadCategoryItems.companyId, ctx.companyId), eq(overheadCategoryItems.id, id)))
          .for('update');
        if (!current) throw new AppError('NOT_FOUND', overheadMessages.itemNotFound);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw staleWrite();
        if (input.categoryId !== current.categoryId) await findCategory(tx, ctx.companyId, input.categoryId);
        const [row] = await tx
          .update(overheadCategoryItems)
          .set({ categoryId: input.categoryId, name: input.name, annualAmount: input.annualAmount, notes: input.notes, updatedAt: new Date() })
          .where(and(eq(overheadCategoryItems.companyId, ctx.companyId), eq(overheadCategoryItems.id, id)))
          .returning();
        return toItem(row!);
      });
    },

    async deleteItem(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const [deleted] = await db
        .delete(overheadCategoryItems)
        .where(and(eq(overheadCategoryItems.companyId, ctx.companyId), eq(overheadCategoryItems.id, id)))
        .returning({ id: overheadCategoryItems.id });
      if (!deleted) throw new AppError('NOT_FOUND', overheadMessages.itemNotFound);
      return deleted;
    },

    // ── Bulk sync ───────────────────────────────────────────────────────────────────────────
    /**
     * Writes each operating expense line that has a category the total of its categories' items, in one
     * transaction; lines with no category keep what was typed into the budget.
     */
    async bulkSync(ctx: RequestContext, input: { budgetId?: string | undefined; updatedAt?: string | undefined }) {
      const { row, syncedLines } = await db.transaction(async (tx) => {
        const current = input.budgetId ? await lockedBudget(tx, ctx.companyId, input.budgetId) : await lockedActiveBudget(tx, ctx.companyId);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw staleWrite();
        const sums = await tx
          .select({
            line: overheadCategories.operatingExpenseLine,
            total: sql<string>`coalesce(sum(${overheadCategoryItems.annualAmount}), 0)`,
          })
          .from(overheadCategories)
          .leftJoin(overheadCategoryItems, and(eq(overheadCategoryItems.categoryId, overheadCategories.id), eq(overheadCategoryItems.companyId, ctx.companyId)))
          .where(eq(overheadCategories.companyId, ctx.companyId))
          .groupBy(overheadCategories.operatingExpenseLine);
        const known = sums.filter((sum): sum is { line: OperatingExpenseLine; total: string } => operatingExpenseLines.includes(sum.line));
        const changes = Object.fromEntries(known.map((sum) => [operatingExpenseColumn(sum.line), Number(sum.total)]));
        const [updated] = await tx
          .update(overheadBudgets)
          .set({ ...changes, updatedAt: new Date() })
          .where(and(eq(overheadBudgets.companyId, ctx.companyId), eq(overheadBudgets.id, current.id)))
          .returning();
        return { row: updated!, syncedLines: operatingExpenseLines.filter((line) => known.some((sum) => sum.line === line)) };
      });
      return { ...withResults(row), syncedLines };
    },
  };
}

function toRecoverySettings(row: BudgetView): RecoverySettings {
  return {
    budgetId: row.id,
    OHRecoveryPercent: {
      materialsOHPercentage: row.materialsOHPercentage,
      equipmentOHPercentage: row.equipmentOHPercentage,
      subcontractorsOHPercentage: row.subcontractorsOHPercentage,
    },
    recoveryMethod: row.recoveryMethod,
    targetNetProfitPercent: row.targetNetProfitPercent,
    updatedAt: isoTimestamp(row.updatedAt),
  };
}

/** A numeric sum from the database ("1234.5670") to the cent, exactly (half-up). */
function roundCents(value: string | number): number {
  const [whole = '0', fraction = ''] = String(value).split('.');
  const units = BigInt(whole + fraction.padEnd(4, '0').slice(0, 4)); // sums of 4-decimal amounts keep 4 decimals
  return Number((units + 50n) / 100n) / 100;
}
