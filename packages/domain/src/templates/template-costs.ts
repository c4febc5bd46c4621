import { calculateEstimate, type EstimateLineInput, type EstimatePricing } from '../estimates/estimate-calculation';

/** A template is priced only when applied to an estimate (the budget's markups, the client's tax); here it is costed. */
const AT_COST: EstimatePricing = {
  markups: {
    recoveryMethod: 'SORS',
    laborOverheadMarkupPercent: 0,
    overheadMarkupPercent: 0,
    materialsOHPercentage: 0,
    equipmentOHPercentage: 0,
    subcontractorsOHPercentage: 0,
    overheadPerLaborHour: 0,
    targetNetProfitPercent: 0,
  },
  targetNetProfitPercent: 0,
  adjustmentPercent: 0,
  taxRatePercent: 0,
};

export interface TemplateLineCost {
  /** cost × qty × visits in cents (a parent line: the sum of its children). */
  tCost: number;
  /** Billable hours over all visits (labour: qty × visits). */
  tbHrs: number;
}

export interface TemplateCosts {
  lines: Map<string, TemplateLineCost>;
  totalCost: number;
  totalHours: number;
  serviceCount: number;
  lineCount: number;
}

/**
 * What a template's lines cost: each line's cost × qty × visits (a service line sums its children), the whole
 * template's cost and billable hours, exact to the cent (the estimate calculation run with no markup or profit).
 * Lines typed with their own `rate` or `markup` are costed the same way: only cost counts here.
 */
export function templateCosts(items: readonly EstimateLineInput[]): TemplateCosts {
  const costed: EstimateLineInput[] = items.map((item) => ({ ...item, rate: null, markup: null }));
  const result = calculateEstimate(costed, AT_COST);
  const lines = new Map<string, TemplateLineCost>();
  for (const line of result.items) lines.set(line.id, { tCost: line.tCost, tbHrs: line.tbHrs });
  return {
    lines,
    totalCost: result.breakdown.totalCosts,
    totalHours: result.items.filter((line) => line.parentId !== null).reduce((sum, line) => sum + Math.round(line.tbHrs * 10_000), 0) / 10_000,
    serviceCount: items.filter((item) => item.parentId === null).length,
    lineCount: items.length,
  };
}
