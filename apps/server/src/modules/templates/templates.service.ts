import {
  TEMPLATE_DELETED_MESSAGE,
  TEMPLATE_NOT_FOUND_MESSAGE,
  templateCosts,
  type Template,
  type TemplateItem,
  type TemplateSummary,
  type TemplateValues,
} from '@groundwork/domain/templates';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { estimateTemplates } from '../../db/schema';
import type { UserViewRow } from '../../lib/accounts';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/company-lock';
import { unchangedSince } from '../../lib/stale-write';
import { ownLineReferences } from '../../lib/line-references';
import type { RequestContext } from '../../plugins/auth';

type Row = typeof estimateTemplates.$inferSelect;

export const TEMPLATE_STALE_MESSAGE = 'This template was changed by someone else. Reload to see the latest version.';

const summaryColumns = {
  id: estimateTemplates.id,
  name: estimateTemplates.name,
  description: estimateTemplates.description,
  type: estimateTemplates.type,
  serviceCount: estimateTemplates.serviceCount,
  lineCount: estimateTemplates.lineCount,
  totalCost: estimateTemplates.totalCost,
  isSample: estimateTemplates.isSample,
  createdBy: estimateTemplates.createdBy,
  modifiedBy: estimateTemplates.modifiedBy,
  createdAt: estimateTemplates.createdAt,
  updatedAt: estimateTemplates.updatedAt,
};
type SummaryRow = Pick<Row, keyof typeof summaryColumns>;

function toSummary(row: SummaryRow): TemplateSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    serviceCount: row.serviceCount,
    lineCount: row.lineCount,
    totalCost: Number(row.totalCost),
    isSample: row.isSample,
    dateCreated: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    dateModified: row.updatedAt.toISOString(),
    modifiedBy: row.modifiedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toTemplate(row: Row): Template {
  return { ...toSummary(row), document: row.document, items: row.items };
}

/** The name the session user is shown by (their e-mail when they have no name). */
export function authorName(user: Pick<UserViewRow, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email;
}

/**
 * The stored columns of a create or update body. The client's line ids only link children to parents: the server
 * gives every line its own id (s1, s1-1, …, in the order sent) and recomputes the counts and cost.
 */
function columnsOf(input: TemplateValues) {
  const ids = new Map<string, string>();
  let parents = 0;
  const children = new Map<string, number>();
  for (const item of input.items) {
    if (item.parentId === null) ids.set(item.id, `s${++parents}`);
  }
  const items: TemplateItem[] = input.items.map((item) => {
    let id = ids.get(item.id)!;
    let parentId: string | null = null;
    if (item.parentId !== null) {
      parentId = ids.get(item.parentId)!;
      const next = (children.get(parentId) ?? 0) + 1;
      children.set(parentId, next);
      id = `${parentId}-${next}`;
    }
    return {
      id,
      parentId,
      name: item.name,
      description: item.description,
      type: item.type,
      qty: item.qty,
      visits: item.visits,
      cost: item.cost,
      bHrs: item.bHrs,
      markup: item.markup,
      rate: item.rate,
      taxable: item.taxable,
      serviceId: item.serviceId,
      sourceId: item.sourceId,
      isEditable: item.isEditable,
      status: item.status,
    };
  });
  const costs = templateCosts(items);
  return {
    name: input.name,
    description: input.description,
    document: input.document,
    type: input.type,
    items,
    serviceCount: costs.serviceCount,
    lineCount: costs.lineCount,
    totalCost: costs.totalCost.toFixed(2),
  };
}

export function createTemplatesService(db: Db) {
  async function find(ctx: RequestContext, id: string): Promise<Row> {
    const [row] = await db.select().from(estimateTemplates).where(and(eq(estimateTemplates.companyId, ctx.companyId), eq(estimateTemplates.id, id)));
    if (!row) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND_MESSAGE);
    return row;
  }

  return {
    async list(ctx: RequestContext, query: { search?: string | undefined }): Promise<TemplateSummary[]> {
      const conditions: SQL[] = [eq(estimateTemplates.companyId, ctx.companyId)];
      if (query.search) {
        const pattern = containsPattern(query.search);
        conditions.push(or(ilike(estimateTemplates.name, pattern), ilike(estimateTemplates.description, pattern))!);
      }
      const rows = await db
        .select(summaryColumns)
        .from(estimateTemplates)
        .where(and(...conditions))
        .orderBy(asc(sql`lower(${estimateTemplates.name})`), asc(estimateTemplates.id));
      return rows.map(toSummary);
    },

    async get(ctx: RequestContext, id: string): Promise<Template> {
      return toTemplate(await find(ctx, id));
    },

    async create(ctx: RequestContext, user: UserViewRow, input: TemplateValues): Promise<Template> {
      input = { ...input, items: await ownLineReferences(db, ctx.companyId, input.items, 'items') };
      const now = new Date();
      const name = authorName(user);
      const [row] = await db
        .insert(estimateTemplates)
        .values({
          companyId: ctx.companyId,
          ...columnsOf(input),
          createdById: ctx.userId,
          createdBy: name,
          modifiedById: ctx.userId,
          modifiedBy: name,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return toTemplate(row!);
    },

    /** The whole template at once, only if nobody saved it since the client read it (else 409). */
    async update(ctx: RequestContext, user: UserViewRow, id: string, input: TemplateValues & { updatedAt: string }): Promise<Template> {
      await find(ctx, id);
      input = { ...input, items: await ownLineReferences(db, ctx.companyId, input.items, 'items') };
      const [row] = await db
        .update(estimateTemplates)
        .set({ ...columnsOf(input), modifiedById: ctx.userId, modifiedBy: authorName(user), updatedAt: new Date() })
        .where(and(eq(estimateTemplates.companyId, ctx.companyId), eq(estimateTemplates.id, id), unchangedSince(estimateTemplates.updatedAt, input.updatedAt)))
        .returning();
      if (!row) throw new AppError('CONFLICT', TEMPLATE_STALE_MESSAGE);
      return toTemplate(row);
    },

    /** Removes the template for good (samples too: the seedings table keeps them from coming back). */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string; message: string }> {
      const deleted = await db
        .delete(estimateTemplates)
        .where(and(eq(estimateTemplates.companyId, ctx.companyId), eq(estimateTemplates.id, id)))
        .returning({ id: estimateTemplates.id });
      if (deleted.length === 0) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND_MESSAGE);
      return { id, message: TEMPLATE_DELETED_MESSAGE };
    },
  };
}
