import { LEAD_SOURCE_ARCHIVED_MESSAGE, LEAD_SOURCE_DELETED_MESSAGE, LEAD_SOURCE_NAME_TAKEN, type LeadSource } from '@groundwork/domain/lead-sources';
import type { DeleteResult } from '@groundwork/domain/customers';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leadSources } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { isUniqueViolation } from '../../lib/db-errors';
import type { RequestContext } from '../../plugins/auth';

// Written out in full: Drizzle leaves columns unqualified in a one-table select, which a correlated subquery would misread.
const usage = sql<number>`((select count(*) from customers c where c.company_id = "lead_sources"."company_id" and c.lead_source_id = "lead_sources"."id")
  + (select count(*) from leads l where l.company_id = "lead_sources"."company_id" and l.lead_source_id = "lead_sources"."id"))::int`;

const columns = {
  id: leadSources.id,
  name: leadSources.name,
  status: leadSources.status,
  usageCount: usage,
  createdAt: leadSources.createdAt,
  updatedAt: leadSources.updatedAt,
};

type Row = { id: string; name: string; status: 'active' | 'archived'; usageCount: number; createdAt: Date; updatedAt: Date };

function view(row: Row): LeadSource {
  return { ...row, usageCount: Number(row.usageCount), createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

const nameTaken = () => new AppError('CONFLICT', LEAD_SOURCE_NAME_TAKEN, { fieldErrors: { name: [LEAD_SOURCE_NAME_TAKEN] } });

export function createLeadSourcesService(db: Db) {
  async function load(companyId: string, id: string): Promise<Row> {
    const [row] = await db.select(columns).from(leadSources).where(and(eq(leadSources.companyId, companyId), eq(leadSources.id, id))).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Lead source not found');
    return row;
  }

  return {
    async list(ctx: RequestContext): Promise<LeadSource[]> {
      const rows = await db.select(columns).from(leadSources).where(eq(leadSources.companyId, ctx.companyId)).orderBy(asc(leadSources.status), asc(sql`lower(${leadSources.name})`));
      return rows.map(view);
    },

    async create(ctx: RequestContext, input: { name: string }): Promise<LeadSource> {
      const at = now();
      try {
        const [row] = await db.insert(leadSources).values({ companyId: ctx.companyId, name: input.name, createdAt: at, updatedAt: at }).returning({ id: leadSources.id });
        return view(await load(ctx.companyId, row!.id));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
    },

    async update(ctx: RequestContext, id: string, input: { name: string; status: 'active' | 'archived' }): Promise<LeadSource> {
      await load(ctx.companyId, id);
      try {
        await db
          .update(leadSources)
          .set({ name: input.name, status: input.status, updatedAt: now() })
          .where(and(eq(leadSources.companyId, ctx.companyId), eq(leadSources.id, id)));
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      return view(await load(ctx.companyId, id));
    },

    /** A source no customer or lead names is deleted; one in use is archived (hidden from pickers, kept on records). */
    async remove(ctx: RequestContext, id: string): Promise<DeleteResult> {
      const source = await load(ctx.companyId, id);
      if (source.usageCount > 0) {
        await db.update(leadSources).set({ status: 'archived', updatedAt: now() }).where(and(eq(leadSources.companyId, ctx.companyId), eq(leadSources.id, id)));
        return { id, outcome: 'archived', message: LEAD_SOURCE_ARCHIVED_MESSAGE };
      }
      await db.delete(leadSources).where(and(eq(leadSources.companyId, ctx.companyId), eq(leadSources.id, id)));
      return { id, outcome: 'deleted', message: LEAD_SOURCE_DELETED_MESSAGE };
    },
  };
}
