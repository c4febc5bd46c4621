import type {
  createIncomeDivisionInputSchema,
  IncomeDivision,
  updateIncomeDivisionInputSchema,
} from '@groundwork/domain/income-divisions';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { incomeDivisions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isSameVersion } from '../../lib/stale-write';
import { databaseErrorCode, isUniqueViolation } from '../../lib/db-errors';
import type { RequestContext } from '../../plugins/auth';

export type IncomeDivisionInput = z.output<typeof createIncomeDivisionInputSchema> &
  Partial<Pick<z.output<typeof updateIncomeDivisionInputSchema>, 'updatedAt'>>;
type DivisionRow = typeof incomeDivisions.$inferSelect;

function toIncomeDivision(row: DivisionRow): IncomeDivision {
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    description: row.description,
    incomeAccount: row.incomeAccount,
    isActive: row.isActive,
    archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const duplicateName = () =>
  new AppError('CONFLICT', 'An income division with this name already exists.', {
    fieldErrors: { name: ['An income division with this name already exists'] },
  });

export function createIncomeDivisionsService(db: Db) {
  const byId = (companyId: string, id: string) => and(eq(incomeDivisions.companyId, companyId), eq(incomeDivisions.id, id));

  async function find(companyId: string, id: string): Promise<DivisionRow> {
    const [row] = await db.select().from(incomeDivisions).where(byId(companyId, id)).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Income division not found.');
    return row;
  }

  return {
    async listIncomeDivisions(ctx: RequestContext, query: { includeArchived: boolean }): Promise<IncomeDivision[]> {
      const rows = await db
        .select()
        .from(incomeDivisions)
        .where(and(eq(incomeDivisions.companyId, ctx.companyId), query.includeArchived ? undefined : isNull(incomeDivisions.archivedAt)))
        .orderBy(asc(incomeDivisions.name));
      return rows.map(toIncomeDivision);
    },

    async createIncomeDivision(ctx: RequestContext, input: IncomeDivisionInput): Promise<IncomeDivision> {
      try {
        const [row] = await db
          .insert(incomeDivisions)
          .values({
            companyId: ctx.companyId,
            name: input.name,
            code: input.code,
            description: input.description,
            incomeAccount: input.incomeAccount,
            isActive: input.isActive,
          })
          .returning();
        return toIncomeDivision(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    async updateIncomeDivision(ctx: RequestContext, id: string, input: IncomeDivisionInput): Promise<IncomeDivision> {
      const current = await find(ctx.companyId, id);
      if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
      try {
        const [row] = await db
          .update(incomeDivisions)
          .set({
            name: input.name,
            code: input.code,
            description: input.description,
            incomeAccount: input.incomeAccount,
            isActive: input.isActive,
            // Switching an archived division back on restores it to lists and pickers.
            archivedAt: input.isActive ? null : current.archivedAt,
            updatedAt: new Date(),
          })
          .where(byId(ctx.companyId, id))
          .returning();
        return toIncomeDivision(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName();
        throw error;
      }
    },

    /**
     * Deletes a division nothing points at. Once a service (or anything else, through a foreign key) uses it, the
     * database refuses the delete and the division is archived instead: kept for the records that name it,
     * hidden from lists and pickers, and the answer says archived.
     */
    async deleteIncomeDivision(ctx: RequestContext, id: string): Promise<{ id: string; archived: boolean }> {
      await find(ctx.companyId, id);
      try {
        await db.delete(incomeDivisions).where(byId(ctx.companyId, id));
        return { id, archived: false };
      } catch (error) {
        if (databaseErrorCode(error) !== '23503') throw error;
      }
      const now = new Date();
      await db.update(incomeDivisions).set({ archivedAt: now, isActive: false, updatedAt: now }).where(byId(ctx.companyId, id));
      return { id, archived: true };
    },
  };
}
