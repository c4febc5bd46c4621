import {
  insuranceStanding,
  subcontractorMessages,
  type CreateSubcontractorInput,
  type ListSubcontractorsQuery,
  type Subcontractor,
  type UpdateSubcontractorInput,
} from '@groundwork/domain/subcontractors';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subcontractors } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/company-lock';
import { companyToday } from '../../lib/company-today';
import { isUniqueViolation } from '../../lib/db-errors';
import { unchangedSince } from '../../lib/stale-write';
import type { RequestContext } from '../../plugins/auth';

type SubcontractorRow = typeof subcontractors.$inferSelect;

const toNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/** `today` (YYYY-MM-DD) decides where the insurance stands: expired, expiring within 30 days, current or missing. */
export function toSubcontractor(row: SubcontractorRow, today: string): Subcontractor {
  const insurance = insuranceStanding(row.insuranceExpiryDate, today);
  return {
    id: row.id,
    companyName: row.companyName,
    contactName: row.contactName,
    email: row.email,
    phone: row.phone,
    trade: row.trade,
    insuranceExpiryDate: row.insuranceExpiryDate,
    insuranceStatus: insurance.status,
    insuranceDaysLeft: insurance.daysLeft,
    // numeric(14,4) comes back as a decimal string; 4 decimals print exactly as a number.
    hourlyRate: toNumber(row.hourlyRate),
    flatRate: toNumber(row.flatRate),
    flatRateDescription: row.flatRateDescription,
    notes: row.notes,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function columnsOf(input: CreateSubcontractorInput) {
  return {
    companyName: input.companyName,
    contactName: input.contactName,
    email: input.email,
    phone: input.phone,
    trade: input.trade,
    insuranceExpiryDate: input.insuranceExpiryDate,
    hourlyRate: input.hourlyRate === null ? null : String(input.hourlyRate),
    flatRate: input.flatRate === null ? null : String(input.flatRate),
    flatRateDescription: input.flatRateDescription,
    notes: input.notes,
    status: input.status,
  };
}

function duplicateName(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError('CONFLICT', subcontractorMessages.duplicateName, { fieldErrors: { companyName: [subcontractorMessages.duplicateName] } });
  }
  throw error;
}

export function createSubcontractorsService(db: Db) {
  async function findSubcontractor(ctx: RequestContext, id: string): Promise<SubcontractorRow> {
    const [row] = await db
      .select()
      .from(subcontractors)
      .where(and(eq(subcontractors.companyId, ctx.companyId), eq(subcontractors.id, id)));
    if (!row) throw new AppError('NOT_FOUND', subcontractorMessages.notFound);
    return row;
  }

  return {
    /** Every subcontractor (a company has a handful to a few dozen), sorted by company name. */
    async listSubcontractors(ctx: RequestContext, query: ListSubcontractorsQuery): Promise<{ subcontractors: Subcontractor[] }> {
      const conditions: SQL[] = [eq(subcontractors.companyId, ctx.companyId)];
      if (query.trade) conditions.push(eq(subcontractors.trade, query.trade));
      if (query.status) conditions.push(eq(subcontractors.status, query.status));
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(
          or(
            ilike(subcontractors.companyName, pattern),
            ilike(subcontractors.contactName, pattern),
            ilike(subcontractors.email, pattern),
            ilike(subcontractors.phone, pattern),
          )!,
        );
      }
      const [rows, today] = await Promise.all([
        db
          .select()
          .from(subcontractors)
          .where(and(...conditions))
          .orderBy(asc(sql`lower(${subcontractors.companyName})`), asc(subcontractors.id)),
        companyToday(db, ctx.companyId),
      ]);
      return { subcontractors: rows.map((row) => toSubcontractor(row, today)) };
    },

    async getSubcontractor(ctx: RequestContext, id: string): Promise<Subcontractor> {
      return toSubcontractor(await findSubcontractor(ctx, id), await companyToday(db, ctx.companyId));
    },

    async createSubcontractor(ctx: RequestContext, input: CreateSubcontractorInput): Promise<Subcontractor> {
      try {
        const now = new Date();
        const [row] = await db
          .insert(subcontractors)
          .values({ companyId: ctx.companyId, ...columnsOf(input), createdAt: now, updatedAt: now })
          .returning();
        return toSubcontractor(row!, await companyToday(db, ctx.companyId));
      } catch (error) {
        return duplicateName(error);
      }
    },

    /** Every field at once, only if nobody saved the subcontractor since the client read it (else 409). */
    async updateSubcontractor(ctx: RequestContext, id: string, input: UpdateSubcontractorInput): Promise<Subcontractor> {
      await findSubcontractor(ctx, id);
      try {
        const [row] = await db
          .update(subcontractors)
          .set({ ...columnsOf(input), updatedAt: new Date() })
          .where(and(eq(subcontractors.companyId, ctx.companyId), eq(subcontractors.id, id), unchangedSince(subcontractors.updatedAt, input.updatedAt)))
          .returning();
        if (!row) throw new AppError('CONFLICT', subcontractorMessages.stale);
        return toSubcontractor(row, await companyToday(db, ctx.companyId));
      } catch (error) {
        return duplicateName(error);
      }
    },

    /** Removes the subcontractor for good (the web asks to confirm first). */
    async deleteSubcontractor(ctx: RequestContext, id: string): Promise<{ id: string }> {
      const deleted = await db
        .delete(subcontractors)
        .where(and(eq(subcontractors.companyId, ctx.companyId), eq(subcontractors.id, id)))
        .returning({ id: subcontractors.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', subcontractorMessages.notFound);
      return { id };
    },
  };
}
