import {
  canMoveEstimate,
  ESTIMATE_NOT_DRAFT_DELETE_MESSAGE,
  ESTIMATE_NOT_EDITABLE_MESSAGE,
  estimateMoveRefusedMessage,
  estimateStatusLabels,
  type ClientType,
  type createEstimateInputSchema,
  type EstimateDetail,
  type EstimateItemValues,
  type EstimateListItem,
  type EstimateStatus,
  type ListEstimatesQuery,
  type updateEstimateInputSchema,
} from '@groundwork/domain/estimates';
import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { resolveClientTaxRate, type ClientRateCategory, type RateJurisdiction } from '@groundwork/domain/sales-tax';
import type { Pagination } from '@groundwork/domain/shared';
import { and, desc, eq, getTableColumns, or, sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { customerProperties, customers, estimates, leads, overheadBudgets, salesTaxCategories, salesTaxJurisdictions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { containsPattern } from '../../lib/company-lock';
import { recordEstimateActivity, userActorName } from '../../lib/estimate-activity';
import { activeMarkups, markupsOf } from '../../lib/overhead-markups';
import { clientNameSql, customerJoin, estimateDetailView, estimateListView, leadJoin, listColumns, readEstimateDetail } from '../../lib/estimate-view';
import { pageTotal } from '../../lib/page-total';
import { isSameVersion } from '../../lib/stale-write';
import { clientTaxRate } from '../../lib/client-tax-rate';
import { nextNumber, pricedColumns } from '../../lib/estimate-pricing';
import { ownLineReferences } from '../../lib/line-references';
import { estimateEventData, publishEvent } from '../../lib/webhook-events';
import type { RequestContext } from '../../plugins/auth';

export { nextNumber, pricedColumns } from '../../lib/estimate-pricing';

export type CreateEstimateValues = z.output<typeof createEstimateInputSchema>;
export type UpdateEstimateValues = z.output<typeof updateEstimateInputSchema>;
type EstimateRow = typeof estimates.$inferSelect;
type Executor = Db;

const clientNotFound = (clientType: ClientType) =>
  new AppError('NOT_FOUND', clientType === 'customer' ? 'Customer not found.' : 'Lead not found.', {
    fieldErrors: { clientId: [clientType === 'customer' ? 'Customer not found' : 'Lead not found'] },
  });
const propertyNotFound = () => new AppError('NOT_FOUND', 'Property not found.', { fieldErrors: { propertyId: ['Property not found'] } });
const estimateNotFound = () => new AppError('NOT_FOUND', 'Estimate not found.');

/** A jsonb value computed in SQL: postgres.js hands Drizzle its text, PGlite the parsed value. */
const jsonValue = <T>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

/**
 * Server ids for the lines: an id the estimate already has is kept (the builder's rows keep their keys across
 * saves), any other id only links children to parents inside this request and is replaced by a new uuid.
 */
function withServerIds(items: readonly EstimateItemValues[], keep: ReadonlySet<string>): EstimateItemValues[] {
  const ids = new Map<string, string>();
  for (const item of items) ids.set(item.id, keep.has(item.id) ? item.id : randomUUID());
  return items.map((item) => ({ ...item, id: ids.get(item.id)!, parentId: item.parentId === null ? null : (ids.get(item.parentId) ?? null) }));
}

interface ClientFacts {
  displayName: string;
  taxCategoryId: string | null;
}

async function loadClient(executor: Executor, companyId: string, clientType: ClientType, clientId: string): Promise<ClientFacts> {
  if (clientType === 'customer') {
    const [row] = await executor
      .select({ displayName: customers.displayName, taxCategoryId: customers.taxCategoryId })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), eq(customers.id, clientId)))
      .limit(1);
    if (!row) throw clientNotFound(clientType);
    return row;
  }
  const [row] = await executor
    .select({ displayName: leads.displayName, taxCategoryId: leads.taxCategoryId })
    .from(leads)
    .where(and(eq(leads.companyId, companyId), eq(leads.id, clientId)))
    .limit(1);
  if (!row) throw clientNotFound(clientType);
  return row;
}

/** A property must be one of the customer's; a lead's one site has no id, so a lead's estimate takes none. */
async function assertProperty(executor: Executor, companyId: string, clientType: ClientType, clientId: string, propertyId: string | null) {
  if (propertyId === null) return;
  if (clientType === 'lead') throw propertyNotFound();
  const [row] = await executor
    .select({ id: customerProperties.id })
    .from(customerProperties)
    .where(and(eq(customerProperties.companyId, companyId), eq(customerProperties.customerId, clientId), eq(customerProperties.id, propertyId)))
    .limit(1);
  if (!row) throw propertyNotFound();
}

/** Takes the company's next estimate number; the counter row stays locked until the transaction ends (gap-free). */
/**
 * The list's filters: status, and a search in the number, the client's name and the description. The clients whose
 * name matches are looked up once (a hashed set), not joined and matched once per estimate.
 */
export function estimateListConditions(companyId: string, query: ListEstimatesQuery): Array<SQL | undefined> {
  const search = query.search?.trim();
  const pattern = search ? containsPattern(search) : undefined;
  return [
    query.status ? eq(estimates.status, query.status) : undefined,
    pattern
      ? or(
          sql`${estimates.number}::text ilike ${pattern}`,
          sql`(${estimates.clientType} = 'customer' and ${estimates.clientId} in (select id from customers where company_id = ${companyId} and display_name ilike ${pattern}))`,
          sql`(${estimates.clientType} = 'lead' and ${estimates.clientId} in (select id from leads where company_id = ${companyId} and display_name ilike ${pattern}))`,
          sql`${estimates.description} ilike ${pattern}`,
        )
      : undefined,
  ];
}

/**
 * The company's estimates with their client's name, newest number first; a page is read backwards off the
 * (company, number) index and stops there. Exported with the count for the benchmark's database ceiling.
 */
export function estimateListQuery(db: Db, companyId: string, conditions: Array<SQL | undefined>, page?: { limit: number; offset: number }) {
  const query = db
    .select(listColumns)
    .from(estimates)
    .leftJoin(customers, customerJoin)
    .leftJoin(leads, leadJoin)
    .where(and(eq(estimates.companyId, companyId), ...conditions))
    .orderBy(desc(estimates.number))
    .$dynamic();
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** The number of matches: the conditions name no joined column, so estimates are counted alone. */
export function estimateCountQuery(db: Db, companyId: string, conditions: Array<SQL | undefined>) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(estimates)
    .where(and(eq(estimates.companyId, companyId), ...conditions));
}

export function createEstimatesService(db: Db) {
  async function lockedEstimate(tx: Executor, companyId: string, id: string): Promise<EstimateRow> {
    const [row] = await tx
      .select()
      .from(estimates)
      .where(and(eq(estimates.companyId, companyId), eq(estimates.id, id)))
      .for('update')
      .limit(1);
    if (!row) throw estimateNotFound();
    return row;
  }

  /**
   * Everything a save reads, in one statement: the estimate without its lines and breakdown, locked, and the ids of
   * its lines (what a save checks and keeps, without reading and parsing a large jsonb it is about to replace); its
   * client's name and tax category; the company's tax categories and jurisdictions (a few dozen rows) for the
   * client's rate; and the active budget, whose markups price the lines. One round trip instead of five.
   */
  async function lockedDraftForSave(tx: Executor, companyId: string, id: string) {
    const { items: _items, breakdown: _breakdown, ...head } = getTableColumns(estimates);
    const [row] = await tx
      .select({
        ...head,
        itemIds: sql`coalesce(jsonb_path_query_array(${estimates.items}, '$[*].id'), '[]'::jsonb)`.mapWith(jsonValue<string[]>),
        clientFound: sql<boolean>`(${customers.id} is not null or ${leads.id} is not null)`,
        clientName: clientNameSql,
        clientTaxCategoryId: sql<string | null>`coalesce(${customers.taxCategoryId}, ${leads.taxCategoryId})`,
        taxCategories: sql`(select coalesce(jsonb_agg(jsonb_build_object(
            'id', ${salesTaxCategories.id}, 'name', ${salesTaxCategories.name}, 'rate', ${salesTaxCategories.rate}::text,
            'isExempt', ${salesTaxCategories.isExempt}, 'isActive', ${salesTaxCategories.isActive},
            'jurisdictionId', ${salesTaxCategories.jurisdictionId}, 'isDefaultForClients', ${salesTaxCategories.isDefaultForClients})), '[]'::jsonb)
          from ${salesTaxCategories} where ${salesTaxCategories.companyId} = ${estimates.companyId})`.mapWith(jsonValue<ClientRateCategory[]>),
        taxJurisdictions: sql`(select coalesce(jsonb_agg(jsonb_build_object(
            'id', ${salesTaxJurisdictions.id}, 'name', ${salesTaxJurisdictions.name},
            'parentJurisdictionId', ${salesTaxJurisdictions.parentJurisdictionId}, 'isActive', ${salesTaxJurisdictions.isActive})), '[]'::jsonb)
          from ${salesTaxJurisdictions} where ${salesTaxJurisdictions.companyId} = ${estimates.companyId})`.mapWith(jsonValue<RateJurisdiction[]>),
        budget: getTableColumns(overheadBudgets),
      })
      .from(estimates)
      .leftJoin(customers, customerJoin)
      .leftJoin(leads, leadJoin)
      .leftJoin(overheadBudgets, and(eq(overheadBudgets.companyId, estimates.companyId), eq(overheadBudgets.active, true)))
      .where(and(eq(estimates.companyId, companyId), eq(estimates.id, id)))
      .for('update', { of: estimates })
      .limit(1);
    if (!row) throw estimateNotFound();
    return row;
  }

  /** `markups` are read before any transaction (a prepared query on the pool; PGlite has one connection). */
  async function pricing(
    executor: Executor,
    companyId: string,
    markups: OverheadMarkups,
    taxCategoryId: string | null,
    input: { targetNetProfitPercent: number | null; adjustmentPercent: number },
  ) {
    const tax = await clientTaxRate(executor, companyId, taxCategoryId);
    return {
      markups,
      targetNetProfitPercent: input.targetNetProfitPercent ?? Math.min(markups.targetNetProfitPercent, 99.99),
      adjustmentPercent: input.adjustmentPercent,
      taxRatePercent: tax.rate,
      taxRateName: tax.name,
    };
  }

  /** Every match, newest number first: the whole list and a customer's estimates. */
  const list = async (ctx: RequestContext, conditions: Array<SQL | undefined>): Promise<EstimateListItem[]> =>
    (await estimateListQuery(db, ctx.companyId, conditions)).map(estimateListView);

  return {
    /** Every match, or (page or limit given) one page of them with its pagination. */
    async list(ctx: RequestContext, query: ListEstimatesQuery): Promise<{ estimates: EstimateListItem[]; pagination?: Pagination }> {
      const conditions = estimateListConditions(ctx.companyId, query);
      if (query.page === undefined && query.limit === undefined) return { estimates: await list(ctx, conditions) };
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 50);
      const rows = (await estimateListQuery(db, ctx.companyId, conditions, { limit, offset: (page - 1) * limit })).map(estimateListView);
      const total = await pageTotal(page, limit, rows.length, async () => (await estimateCountQuery(db, ctx.companyId, conditions))[0]?.total ?? 0);
      return { estimates: rows, pagination: { page, limit, total } };
    },

    async listByCustomer(ctx: RequestContext, customerId: string): Promise<EstimateListItem[]> {
      await loadClient(db, ctx.companyId, 'customer', customerId);
      return list(ctx, [eq(estimates.clientType, 'customer'), eq(estimates.clientId, customerId)]);
    },

    async get(ctx: RequestContext, id: string): Promise<EstimateDetail> {
      return readEstimateDetail(db, ctx.companyId, id);
    },

    async create(ctx: RequestContext, input: CreateEstimateValues): Promise<EstimateDetail> {
      const client = await loadClient(db, ctx.companyId, input.clientType, input.clientId);
      await assertProperty(db, ctx.companyId, input.clientType, input.clientId, input.propertyId);
      const items = await ownLineReferences(db, ctx.companyId, input.items, 'items');
      const markups = await activeMarkups(db, ctx.companyId);
      const columns = pricedColumns(withServerIds(items, new Set()), await pricing(db, ctx.companyId, markups, client.taxCategoryId, input));
      const row = await db.transaction(async (tx) => {
        const number = await nextNumber(tx, ctx.companyId);
        const [inserted] = await tx
          .insert(estimates)
          .values({
            companyId: ctx.companyId,
            number,
            clientType: input.clientType,
            clientId: input.clientId,
            propertyId: input.propertyId,
            description: input.description,
            notes: input.notes,
            terms: input.terms,
            proposalDetail: input.proposalDetail,
            expiryDate: input.expiryDate,
            createdBy: ctx.userId,
            ...columns,
          })
          .returning();
        await recordEstimateActivity(tx, {
          companyId: ctx.companyId,
          estimateId: inserted!.id,
          kind: 'created',
          actorUserId: ctx.userId,
          actorName: await userActorName(tx, ctx.companyId, ctx.userId),
        });
        return inserted!;
      });
      return estimateDetailView(row, client.displayName);
    },

    /** The whole draft replaces the stored one; everything is priced again here. */
    async update(ctx: RequestContext, id: string, input: UpdateEstimateValues): Promise<EstimateDetail> {
      return db.transaction(async (tx) => {
        const current = await lockedDraftForSave(tx, ctx.companyId, id);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (current.status !== 'draft') throw new AppError('BUSINESS_RULE', ESTIMATE_NOT_EDITABLE_MESSAGE);
        if (!current.clientFound) throw clientNotFound(current.clientType);
        await assertProperty(tx, ctx.companyId, current.clientType, current.clientId, input.propertyId);
        const items = await ownLineReferences(tx, ctx.companyId, input.items, 'items');
        const markups = markupsOf(current.budget ?? undefined);
        const tax = resolveClientTaxRate(current.clientTaxCategoryId, current.taxCategories, current.taxJurisdictions);
        const columns = pricedColumns(withServerIds(items, new Set(current.itemIds)), {
          markups,
          targetNetProfitPercent: input.targetNetProfitPercent ?? Math.min(markups.targetNetProfitPercent, 99.99),
          adjustmentPercent: input.adjustmentPercent,
          taxRatePercent: tax.rate,
          taxRateName: tax.name,
        });
        const changes = {
          propertyId: input.propertyId,
          description: input.description,
          notes: input.notes,
          terms: input.terms,
          proposalDetail: input.proposalDetail,
          expiryDate: input.expiryDate,
          ...columns,
          updatedAt: new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1)),
        };
        await tx
          .update(estimates)
          .set(changes)
          .where(and(eq(estimates.companyId, ctx.companyId), eq(estimates.id, id)));
        // The answer is built from what was written: reading a 1,000-line jsonb back would double the save's cost.
        const { itemIds: _itemIds, clientFound: _found, clientName, clientTaxCategoryId: _category, taxCategories: _categories, taxJurisdictions: _jurisdictions, budget: _budget, ...head } =
          current;
        return estimateDetailView({ ...head, ...changes }, clientName);
      });
    },

    async moveStatus(ctx: RequestContext, id: string, input: { status: EstimateStatus; updatedAt?: string | undefined }): Promise<EstimateDetail> {
      const row = await db.transaction(async (tx) => {
        const current = await lockedEstimate(tx, ctx.companyId, id);
        if (!isSameVersion(current.updatedAt, input.updatedAt)) throw new AppError('CONFLICT');
        if (!canMoveEstimate(current.status, input.status)) throw new AppError('BUSINESS_RULE', estimateMoveRefusedMessage(current.status, input.status));
        const [updated] = await tx
          .update(estimates)
          .set({ status: input.status, updatedAt: new Date(Math.max(Date.now(), current.updatedAt.getTime() + 1)) })
          .where(and(eq(estimates.companyId, ctx.companyId), eq(estimates.id, id)))
          .returning();
        await recordEstimateActivity(tx, {
          companyId: ctx.companyId,
          estimateId: id,
          kind: 'status_changed',
          actorUserId: ctx.userId,
          actorName: await userActorName(tx, ctx.companyId, ctx.userId),
          detail: `${estimateStatusLabels[current.status]} → ${estimateStatusLabels[input.status]}`,
        });
        if (input.status === 'approved' && current.status !== 'approved') await publishEvent(tx, ctx.companyId, 'estimate.approved', estimateEventData(updated!, 'office'));
        return updated!;
      });
      const client = await loadClient(db, ctx.companyId, row.clientType, row.clientId).catch(() => ({ displayName: '' }));
      return estimateDetailView(row, client.displayName);
    },

    /** Deletes a draft. A sent (or later) estimate is part of the client's history: 422, move it back to draft first. */
    async remove(ctx: RequestContext, id: string): Promise<{ id: string }> {
      return db.transaction(async (tx) => {
        const current = await lockedEstimate(tx, ctx.companyId, id);
        if (current.status !== 'draft') throw new AppError('BUSINESS_RULE', ESTIMATE_NOT_DRAFT_DELETE_MESSAGE);
        await tx.delete(estimates).where(and(eq(estimates.companyId, ctx.companyId), eq(estimates.id, id)));
        return { id };
      });
    },
  };
}
