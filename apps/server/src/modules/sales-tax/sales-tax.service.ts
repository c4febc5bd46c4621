import {
  allowedParentTypes,
  combinedTaxRateBreakdown,
  JURISDICTION_PARENT_MESSAGE,
  jurisdictionChain,
  jurisdictionTypes,
  type CombinedRate,
  type createJurisdictionInputSchema,
  type createSalesTaxCategoryInputSchema,
  type DeleteResult,
  type Jurisdiction,
  type JurisdictionType,
  type SalesTaxCategory,
  type updateJurisdictionInputSchema,
  type updateSalesTaxCategoryInputSchema,
} from '@groundwork/domain/sales-tax';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { salesTaxCategories, salesTaxJurisdictions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isSameVersion } from '../../lib/stale-write';
import { databaseErrorCode, isUniqueViolation } from '../../lib/db-errors';
import { preparedPerDb } from '../../lib/prepared';
import type { RequestContext } from '../../plugins/auth';

export type JurisdictionInput = z.output<typeof createJurisdictionInputSchema> & Partial<Pick<z.output<typeof updateJurisdictionInputSchema>, 'updatedAt'>>;
export type CategoryInput = z.output<typeof createSalesTaxCategoryInputSchema> & Partial<Pick<z.output<typeof updateSalesTaxCategoryInputSchema>, 'updatedAt'>>;
type JurisdictionRow = typeof salesTaxJurisdictions.$inferSelect;
type CategoryRow = typeof salesTaxCategories.$inferSelect;

const isForeignKeyViolation = (error: unknown): boolean => databaseErrorCode(error) === '23503';

function toJurisdiction(row: JurisdictionRow): Jurisdiction {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    code: row.code,
    parentJurisdictionId: row.parentJurisdictionId,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toCategory(row: CategoryRow): SalesTaxCategory {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    // numeric(7,4) comes back as a decimal string ("6.8750"); 4 decimals print exactly as a number.
    rate: Number(row.rate),
    isExempt: row.isExempt,
    jurisdictionId: row.jurisdictionId,
    isActive: row.isActive,
    isDefaultForProducts: row.isDefaultForProducts,
    isDefaultForServices: row.isDefaultForServices,
    isDefaultForClients: row.isDefaultForClients,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const typeLevel = (type: JurisdictionType): number => jurisdictionTypes.indexOf(type);

const duplicateCode = () =>
  new AppError('CONFLICT', 'A jurisdiction with this code already exists.', { fieldErrors: { code: ['A jurisdiction with this code already exists'] } });
const duplicateName = () =>
  new AppError('CONFLICT', 'A tax category with this name already exists.', { fieldErrors: { name: ['A tax category with this name already exists'] } });

/** The unique index a violation names (postgres.js: constraint_name, PGlite: constraint), through Drizzle's wrapper. */
function violatedConstraint(error: unknown): string {
  for (let current: unknown = error, depth = 0; depth < 5 && current instanceof Error; depth += 1, current = current.cause) {
    const named = current as { constraint_name?: unknown; constraint?: unknown };
    const name = named.constraint_name ?? named.constraint;
    if (typeof name === 'string') return name;
  }
  return '';
}

/** Two saves that both made a category the default raced: the database kept one; the other reloads. */
const categoryConflict = (error: unknown): AppError =>
  violatedConstraint(error).includes('_default_')
    ? new AppError('CONFLICT', 'Another save changed the default tax categories. Reload and try again.')
    : duplicateName();

/** The company's jurisdictions. Exported so the benchmark's database ceiling issues exactly this SQL. */
export function companyJurisdictionsQuery(db: Db) {
  return db.select().from(salesTaxJurisdictions).where(eq(salesTaxJurisdictions.companyId, sql.placeholder('companyId')));
}

/** The company's tax categories by name. Exported so the benchmark's database ceiling issues exactly this SQL. */
export function companyCategoriesQuery(db: Db) {
  return db
    .select()
    .from(salesTaxCategories)
    .where(eq(salesTaxCategories.companyId, sql.placeholder('companyId')))
    .orderBy(asc(salesTaxCategories.name));
}

// Built once per database: every combined-rate lookup (estimates and invoices will make many) runs both.
const preparedJurisdictions = preparedPerDb((db) => companyJurisdictionsQuery(db).prepare('sales_tax_company_jurisdictions'));
const preparedCategories = preparedPerDb((db) => companyCategoriesQuery(db).prepare('sales_tax_company_categories'));

export function createSalesTaxService(db: Db) {
  async function companyJurisdictions(companyId: string): Promise<JurisdictionRow[]> {
    return preparedJurisdictions(db).execute({ companyId });
  }

  async function findJurisdiction(executor: Db, companyId: string, id: string): Promise<JurisdictionRow> {
    const [row] = await executor
      .select()
      .from(salesTaxJurisdictions)
      .where(and(eq(salesTaxJurisdictions.companyId, companyId), eq(salesTaxJurisdictions.id, id)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Jurisdiction not found.');
    return row;
  }

  async function findCategory(executor: Db, companyId: string, id: string): Promise<CategoryRow> {
    const [row] = await executor
      .select()
      .from(salesTaxCategories)
      .where(and(eq(salesTaxCategories.companyId, companyId), eq(salesTaxCategories.id, id)))
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Tax category not found.');
    return row;
  }

  /** The parent must be the company's own, one level up, and (when editing) not the jurisdiction or one below it. */
  async function checkParent(companyId: string, input: JurisdictionInput, id?: string): Promise<void> {
    if (input.type === 'country') {
      if (input.parentJurisdictionId) throw AppError.invalidField('parentJurisdictionId', 'A country has no parent');
      return;
    }
    if (!input.parentJurisdictionId) throw AppError.invalidField('parentJurisdictionId', JURISDICTION_PARENT_MESSAGE);
    const all = await companyJurisdictions(companyId);
    const parent = all.find((row) => row.id === input.parentJurisdictionId);
    if (!parent) throw AppError.invalidField('parentJurisdictionId', 'Choose a parent jurisdiction from the list');
    if (!allowedParentTypes[input.type].includes(parent.type)) throw AppError.invalidField('parentJurisdictionId', JURISDICTION_PARENT_MESSAGE);
    if (id && jurisdictionChain(parent.id, all).includes(id)) {
      throw AppError.invalidField('parentJurisdictionId', 'A jurisdiction cannot sit inside itself');
    }
    if (id) {
      const children = all.filter((row) => row.parentJurisdictionId === id);
      if (children.some((child) => !allowedParentTypes[child.type].includes(input.type))) {
        throw AppError.invalidField('type', 'Jurisdictions inside this one need it to stay at its level');
      }
    }
  }

  async function checkCategoryJurisdiction(executor: Db, companyId: string, jurisdictionId: string | null): Promise<void> {
    if (!jurisdictionId) return;
    const [row] = await executor
      .select({ id: salesTaxJurisdictions.id })
      .from(salesTaxJurisdictions)
      .where(and(eq(salesTaxJurisdictions.companyId, companyId), eq(salesTaxJurisdictions.id, jurisdictionId)))
      .limit(1);
    if (!row) throw AppError.invalidField('jurisdictionId', 'Choose a jurisdiction from the list');
  }

  /** Setting a default takes it away from whichever category had it, in the caller's transaction. */
  async function clearOtherDefaults(tx: Db, companyId: string, input: CategoryInput, exceptId?: string): Promise<void> {
    const flags = (['isDefaultForProducts', 'isDefaultForServices', 'isDefaultForClients'] as const).filter((flag) => input[flag]);
    for (const flag of flags) {
      await tx
        .update(salesTaxCategories)
        .set({ [flag]: false })
        .where(
          and(
            eq(salesTaxCategories.companyId, companyId),
            eq(salesTaxCategories[flag], true),
            exceptId ? ne(salesTaxCategories.id, exceptId) : undefined,
          ),
        );
    }
  }

  async function listCategories(companyId: string): Promise<SalesTaxCategory[]> {
    const rows = await preparedCategories(db).execute({ companyId });
    return rows.map(toCategory);
  }

  const categoryValues = (input: CategoryInput) => ({
    name: input.name,
    description: input.description,
    rate: String(input.rate),
    isExempt: input.isExempt,
    jurisdictionId: input.jurisdictionId,
    isActive: input.isActive,
    isDefaultForProducts: input.isDefaultForProducts,
    isDefaultForServices: input.isDefaultForServices,
    isDefaultForClients: input.isDefaultForClients,
  });

  return {
    /** Countries first, then states, counties and cities, each by name. */
    async listJurisdictions(ctx: RequestContext): Promise<Jurisdiction[]> {
      const rows = await companyJurisdictions(ctx.companyId);
      return rows
        .sort((a, b) => typeLevel(a.type) - typeLevel(b.type) || a.name.localeCompare(b.name))
        .map(toJurisdiction);
    },

    async createJurisdiction(ctx: RequestContext, input: JurisdictionInput): Promise<Jurisdiction> {
      await checkParent(ctx.companyId, input);
      try {
        const [row] = await db
          .insert(salesTaxJurisdictions)
          .values({
            companyId: ctx.companyId,
            name: input.name,
            type: input.type,
            code: input.code,
            parentJurisdictionId: input.parentJurisdictionId,
            isActive: input.isActive,
          })
          .returning();
        return toJurisdiction(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCode();
        throw error;
      }
    },

    async updateJurisdiction(ctx: RequestContext, id: string, input: JurisdictionInput): Promise<Jurisdiction> {
      const current = await findJurisdiction(db, ctx.companyId, id);
      if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
      await checkParent(ctx.companyId, input, id);
      try {
        const [row] = await db
          .update(salesTaxJurisdictions)
          .set({
            name: input.name,
            type: input.type,
            code: input.code,
            parentJurisdictionId: input.parentJurisdictionId,
            isActive: input.isActive,
            updatedAt: new Date(),
          })
          .where(and(eq(salesTaxJurisdictions.companyId, ctx.companyId), eq(salesTaxJurisdictions.id, id)))
          .returning();
        return toJurisdiction(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateCode();
        throw error;
      }
    },

    /**
     * Deletes a jurisdiction nothing points at. One that has jurisdictions inside it or tax categories on it is
     * deactivated instead (the foreign keys refuse the delete), and the answer says archived.
     */
    async deleteJurisdiction(ctx: RequestContext, id: string): Promise<DeleteResult> {
      await findJurisdiction(db, ctx.companyId, id);
      const byId = and(eq(salesTaxJurisdictions.companyId, ctx.companyId), eq(salesTaxJurisdictions.id, id));
      try {
        await db.delete(salesTaxJurisdictions).where(byId);
        return { id, archived: false };
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
      }
      await db.update(salesTaxJurisdictions).set({ isActive: false, updatedAt: new Date() }).where(byId);
      return { id, archived: true };
    },

    listCategories: (ctx: RequestContext) => listCategories(ctx.companyId),

    async createCategory(ctx: RequestContext, input: CategoryInput): Promise<SalesTaxCategory> {
      await checkCategoryJurisdiction(db, ctx.companyId, input.jurisdictionId);
      try {
        return await db.transaction(async (tx) => {
          await clearOtherDefaults(tx, ctx.companyId, input);
          const [row] = await tx.insert(salesTaxCategories).values({ companyId: ctx.companyId, ...categoryValues(input) }).returning();
          return toCategory(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw categoryConflict(error);
        throw error;
      }
    },

    async updateCategory(ctx: RequestContext, id: string, input: CategoryInput): Promise<SalesTaxCategory> {
      const current = await findCategory(db, ctx.companyId, id);
      if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
      await checkCategoryJurisdiction(db, ctx.companyId, input.jurisdictionId);
      try {
        return await db.transaction(async (tx) => {
          await clearOtherDefaults(tx, ctx.companyId, input, id);
          const [row] = await tx
            .update(salesTaxCategories)
            .set({ ...categoryValues(input), updatedAt: new Date() })
            .where(and(eq(salesTaxCategories.companyId, ctx.companyId), eq(salesTaxCategories.id, id)))
            .returning();
          return toCategory(row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw categoryConflict(error);
        throw error;
      }
    },

    /** Deletes a category; one that something points at (clients, later) is deactivated instead. */
    async deleteCategory(ctx: RequestContext, id: string): Promise<DeleteResult> {
      await findCategory(db, ctx.companyId, id);
      const byId = and(eq(salesTaxCategories.companyId, ctx.companyId), eq(salesTaxCategories.id, id));
      try {
        await db.delete(salesTaxCategories).where(byId);
        return { id, archived: false };
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
      }
      await db
        .update(salesTaxCategories)
        .set({ isActive: false, isDefaultForProducts: false, isDefaultForServices: false, isDefaultForClients: false, updatedAt: new Date() })
        .where(byId);
      return { id, archived: true };
    },

    /** The rate for work in a jurisdiction (and, given one, for a client with that tax category). */
    async combinedRate(ctx: RequestContext, query: { jurisdictionId: string; categoryId?: string | undefined }): Promise<CombinedRate> {
      // Two queries: the company's jurisdictions and categories (a few dozen rows) answer everything else.
      const [jurisdictions, categories] = await Promise.all([companyJurisdictions(ctx.companyId), listCategories(ctx.companyId)]);
      if (!jurisdictions.some((jurisdiction) => jurisdiction.id === query.jurisdictionId)) throw new AppError('NOT_FOUND', 'Jurisdiction not found.');
      const clientCategory = query.categoryId ? categories.find((category) => category.id === query.categoryId) : undefined;
      if (query.categoryId && !clientCategory) throw new AppError('NOT_FOUND', 'Tax category not found.');
      const breakdown = combinedTaxRateBreakdown(query.jurisdictionId, jurisdictions, categories, clientCategory);
      return { jurisdictionId: query.jurisdictionId, ...breakdown };
    },
  };
}
