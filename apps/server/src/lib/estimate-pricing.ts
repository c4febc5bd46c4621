import { calculateEstimate, FIRST_ESTIMATE_NUMBER, type EstimateItem, type EstimateItemValues } from '@groundwork/domain/estimates';
import type { OverheadMarkups } from '@groundwork/domain/overhead';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './clients';

/*
 * What the estimates area shares with the areas that write estimates themselves (the online store's bookings): the
 * company's next estimate number and the one pricing of lines into the stored columns.
 */

/** The markups of the budget, as stored with the estimate (plain numbers). */
function pricingMarkups(markups: OverheadMarkups) {
  return {
    recoveryMethod: markups.recoveryMethod,
    laborOverheadMarkupPercent: markups.laborOverheadMarkupPercent,
    overheadMarkupPercent: markups.overheadMarkupPercent,
    materialsOHPercentage: markups.materialsOHPercentage,
    equipmentOHPercentage: markups.equipmentOHPercentage,
    subcontractorsOHPercentage: markups.subcontractorsOHPercentage,
    overheadPerLaborHour: markups.overheadPerLaborHour,
    targetNetProfitPercent: markups.targetNetProfitPercent,
  };
}

export interface Pricing {
  markups: OverheadMarkups;
  targetNetProfitPercent: number;
  adjustmentPercent: number;
  taxRatePercent: number;
  /** What the rate is called ('' for none), stored with it. */
  taxRateName: string;
}

/** Prices the lines (ignoring any figures a client sent) into the stored columns. */
export function pricedColumns(items: readonly EstimateItemValues[], pricing: Pricing) {
  const result = calculateEstimate(
    items.map((item) => ({ ...item, markup: item.markup ?? null, rate: item.rate ?? null, bHrs: item.bHrs ?? null })),
    pricing,
  );
  const stored: EstimateItem[] = result.items.map((line, index) => {
    const input = items[index]!;
    return {
      id: line.id,
      parentId: line.parentId,
      name: line.name,
      description: input.description,
      type: line.type,
      qty: line.qty,
      rate: line.rate,
      visits: line.visits,
      total: line.total,
      cost: line.cost,
      bHrs: line.bHrs,
      tbHrs: line.tbHrs,
      tCost: line.tCost,
      margin: line.margin,
      markup: line.markup,
      adjRate: line.adjRate,
      calc: line.calc,
      isEditable: input.isEditable,
      status: input.status,
      taxable: input.taxable,
      serviceId: input.serviceId,
      sourceId: input.sourceId,
      markupOverride: line.parentId === null ? null : (input.markup ?? null),
      rateOverride: line.parentId === null ? null : (input.rate ?? null),
    };
  });
  return {
    items: stored,
    breakdown: result.breakdown,
    totals: result.totals,
    markups: pricingMarkups(pricing.markups),
    targetNetProfitPercent: pricing.targetNetProfitPercent.toFixed(2),
    adjustmentPercent: pricing.adjustmentPercent.toFixed(2),
    taxRatePercent: pricing.taxRatePercent.toFixed(4),
    taxRateName: pricing.taxRateName,
    total: result.totals.grandTotal.toFixed(2),
  };
}

export async function nextNumber(tx: Db, companyId: string): Promise<number> {
  const rows = await queryRows<{ last_number: number }>(
    tx,
    sql`insert into estimate_number_counters (company_id, last_number) values (${companyId}, ${FIRST_ESTIMATE_NUMBER})
        on conflict (company_id) do update set last_number = estimate_number_counters.last_number + 1
        returning last_number`,
  );
  return Number(rows[0]!.last_number);
}
