import { calculateEstimate, type EstimatePricing, type FinancialBreakdown } from '../estimates/estimate-calculation';
import type { EstimateItem } from '../estimates/estimates.schemas';
import { splitAmount } from '../shared/money-split';
import { MAX_SEASON_VISITS, type VisitFrequency } from './visit-dates';

/**
 * One job an approved estimate becomes: a service line with its lines. Each service keeps its own schedule — a
 * 28-visit mowing season stays weekly, a clean-up stays one visit — and its own price: what its lines total, before
 * sales tax (the invoice adds the client's tax). The plans of an estimate together cost exactly its subtotal.
 */
export interface EstimateJobPlan {
  /** The service line's id in the estimate. */
  itemId: string;
  serviceName: string;
  serviceId: string | null;
  /** The service line and its lines, as the estimate has them. */
  items: EstimateItem[];
  /** What the client approved for it, before tax: Σ its lines' totals. */
  amount: number;
  /** Hours all its visits carry (Σ labour tbHrs). */
  hours: number;
  /** Its lines' largest visit count: the season's visits. */
  visits: number;
  proposedJobType: 'one-time' | 'recurring';
  proposedFrequency: VisitFrequency | null;
}

/**
 * How often a season of `visits` repeats, as a first proposal the estimator can change: about 28 weekly mowings
 * make a Minnesota season (April–October), half as many every other week, fewer every 4 weeks.
 */
export function proposedFrequency(visits: number): VisitFrequency | null {
  if (visits <= 1) return null;
  if (visits >= 20) return 'weekly';
  if (visits >= 10) return 'biweekly';
  return 'every_4_weeks';
}

const toCents = (value: number) => Math.round(value * 100);

/** The jobs an estimate's lines make: one per service line that has lines, in the estimate's order. */
export function estimateJobPlans(items: readonly EstimateItem[]): EstimateJobPlan[] {
  return items
    .filter((item) => item.parentId === null)
    .map((parent): EstimateJobPlan | null => {
      const children = items.filter((item) => item.parentId === parent.id);
      if (children.length === 0) return null;
      const visits = Math.min(Math.max(...children.map((child) => child.visits), 1), MAX_SEASON_VISITS);
      const amountCents = children.reduce((sum, child) => sum + toCents(child.total), 0);
      const hoursUnits = children.filter((child) => child.type === 'labor').reduce((sum, child) => sum + Math.round(child.tbHrs * 10_000), 0);
      return {
        itemId: parent.id,
        serviceName: parent.name,
        serviceId: parent.serviceId,
        items: [parent, ...children],
        amount: amountCents / 100,
        hours: hoursUnits / 10_000,
        visits,
        proposedJobType: visits > 1 ? 'recurring' : 'one-time',
        proposedFrequency: proposedFrequency(visits),
      };
    })
    .filter((plan): plan is EstimateJobPlan => plan !== null);
}

/** Each visit's price: the job's amount split so the visits sum exactly to it (earliest visits take the odd cents). */
export function visitPrices(amount: number, visitCount: number): number[] {
  return splitAmount(amount, visitCount);
}

/** The financial breakdown of one job's lines, priced exactly as the estimate priced them. */
export function jobBreakdown(items: readonly EstimateItem[], pricing: EstimatePricing): FinancialBreakdown {
  const lines = items.map((item) => ({ ...item, markup: item.markupOverride, rate: item.rateOverride, bHrs: item.parentId === null ? null : item.bHrs }));
  return calculateEstimate(lines, pricing).breakdown;
}
