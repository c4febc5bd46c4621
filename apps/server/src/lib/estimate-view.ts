import type { EstimateDetail, EstimateListItem } from '@groundwork/domain/estimates';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, estimates, leads } from '../db/schema';
import { AppError } from './app-error';

/**
 * How an estimate is read and answered (GET /estimates, GET /internal_estimates/{id}), shared by the modules that
 * answer with an estimate (estimates, proposals) so they do not import each other.
 */
type EstimateRow = typeof estimates.$inferSelect;

export const clientNameSql = sql<string>`coalesce(${customers.displayName}, ${leads.displayName}, '')`;
export const customerJoin = and(eq(estimates.clientType, 'customer'), eq(customers.companyId, estimates.companyId), eq(customers.id, estimates.clientId));
export const leadJoin = and(eq(estimates.clientType, 'lead'), eq(leads.companyId, estimates.companyId), eq(leads.id, estimates.clientId));

/** Every column but the lines: what lists read. */
export const listColumns = {
  id: estimates.id,
  number: estimates.number,
  clientType: estimates.clientType,
  clientId: estimates.clientId,
  propertyId: estimates.propertyId,
  description: estimates.description,
  notes: estimates.notes,
  terms: estimates.terms,
  proposalDetail: estimates.proposalDetail,
  status: estimates.status,
  expiryDate: estimates.expiryDate,
  targetNetProfitPercent: estimates.targetNetProfitPercent,
  adjustmentPercent: estimates.adjustmentPercent,
  taxRatePercent: estimates.taxRatePercent,
  taxRateName: estimates.taxRateName,
  totals: estimates.totals,
  createdAt: estimates.createdAt,
  updatedAt: estimates.updatedAt,
  clientName: clientNameSql,
};
type ListRow = Pick<
  EstimateRow,
  | 'id'
  | 'number'
  | 'clientType'
  | 'clientId'
  | 'propertyId'
  | 'description'
  | 'notes'
  | 'terms'
  | 'proposalDetail'
  | 'status'
  | 'expiryDate'
  | 'targetNetProfitPercent'
  | 'adjustmentPercent'
  | 'taxRatePercent'
  | 'taxRateName'
  | 'totals'
  | 'createdAt'
  | 'updatedAt'
> & { clientName: string };

export function estimateListView(row: ListRow): EstimateListItem {
  return {
    id: row.id,
    number: row.number,
    clientId: row.clientId,
    clientType: row.clientType,
    clientName: row.clientName,
    propertyId: row.propertyId,
    description: row.description,
    notes: row.notes,
    terms: row.terms,
    proposalDetail: row.proposalDetail,
    status: row.status,
    expiryDate: row.expiryDate,
    targetNetProfitPercent: Number(row.targetNetProfitPercent),
    adjustmentPercent: Number(row.adjustmentPercent),
    taxRatePercent: Number(row.taxRatePercent),
    taxRateName: row.taxRateName,
    total: row.totals.grandTotal,
    totals: row.totals,
    dateCreated: row.createdAt.toISOString(),
    lastModified: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function estimateDetailView(row: EstimateRow, clientName: string): EstimateDetail {
  return { ...estimateListView({ ...row, clientName }), items: row.items, breakdown: row.breakdown, markups: row.markups };
}

/** GET /internal_estimates/{id}'s answer; another company's estimate is 404. */
export async function readEstimateDetail(executor: Db, companyId: string, id: string): Promise<EstimateDetail> {
  const [found] = await executor
    .select({ row: estimates, clientName: clientNameSql })
    .from(estimates)
    .leftJoin(customers, customerJoin)
    .leftJoin(leads, leadJoin)
    .where(and(eq(estimates.companyId, companyId), eq(estimates.id, id)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', 'Estimate not found.');
  return estimateDetailView(found.row, found.clientName);
}
