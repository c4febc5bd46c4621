import { z } from 'zod';
import { calculateOverhead, overheadMarkups, type OverheadBudgetFigures } from '../overhead/calculate-overhead';
import { markupPercentFor, suggestedUnitPrice } from '../overhead/unit-price';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import { decimalSchema } from '../shared/fields';

/**
 * The profit accelerator (issue 18, "Growth planning"): what the company's year looks like when the active overhead
 * budget is sold at the prices it sets — and what five levers do to it. The revenue of each cost type is priced by
 * the functions that price estimates (calculateOverhead's labour price per hour, suggestedUnitPrice with the budget's
 * markups), so the screen and an estimate never disagree. Money is exact to the cent, hours to 0.01.
 */

const leverPercent = (label: string, max: number) => decimalSchema(label, { places: 2, max }).default(0);

export const profitLeversSchema = z.object({
  /** Every price up by this share. */
  priceIncreasePercent: leverPercent('Price increase', 100),
  /** Crew efficiency: this many more billable hours from the same paid hours (labour sold rises, its cost does not). */
  billableHoursPercent: leverPercent('More billable hours', 100),
  /** Crews like the average one today: their hours, costs and sales added. */
  crewsAdded: z.number({ error: 'Crews added must be a number' }).int('Crews added must be a whole number').min(0, 'Crews added cannot be negative').max(50, 'Crews added must be at most 50').default(0),
  /** Overhead (operating expenses) cut by this share; prices stay as they are. */
  overheadCutPercent: leverPercent('Overhead cut', 90),
  /** The overhead markup on materials, instead of the budget's; null keeps it. */
  materialsMarkupPercent: decimalSchema('Materials markup', { places: 2, max: 500 }).nullable().default(null),
});
export type ProfitLevers = z.output<typeof profitLeversSchema>;
export type ProfitLeversInput = z.input<typeof profitLeversSchema>;

export interface ProfitFigures {
  revenue: number;
  directCosts: number;
  grossProfit: number;
  /** Of revenue, 2 decimals; null without revenue. */
  grossMarginPercent: number | null;
  overhead: number;
  netProfit: number;
  netMarginPercent: number | null;
  billableHours: number;
  /** Revenue ÷ billable hours, to the cent; null without hours. */
  revenuePerManHour: number | null;
}

export type ProfitAcceleration =
  | { ok: true; now: ProfitFigures; withLevers: ProfitFigures; change: Pick<ProfitFigures, 'revenue' | 'grossProfit' | 'netProfit'> & { revenuePerManHour: number | null } }
  | { ok: false; reason: string };

const cents = (value: number) => toUnits(value, 2);
/** A priced amount (4 decimals) to the cent, half-up. */
const pricedCents = (price: number) => divideHalfUp(toUnits(price, 4), 100n);
/** amount × (100 + percent) / 100 to the cent, percent with 2 decimals. */
const grow = (amount: bigint, percent: number) => divideHalfUp(amount * (10_000n + toUnits(percent, 2)), 10_000n);
const percentOf = (part: bigint, whole: bigint) => (whole === 0n ? null : fromUnits(divideHalfUp(part * 10_000n, whole), 2));

function figures(revenue: bigint, directCosts: bigint, overhead: bigint, hundredthsOfHours: bigint): ProfitFigures {
  const grossProfit = revenue - directCosts;
  const netProfit = grossProfit - overhead;
  return {
    revenue: fromUnits(revenue, 2),
    directCosts: fromUnits(directCosts, 2),
    grossProfit: fromUnits(grossProfit, 2),
    grossMarginPercent: percentOf(grossProfit, revenue),
    overhead: fromUnits(overhead, 2),
    netProfit: fromUnits(netProfit, 2),
    netMarginPercent: percentOf(netProfit, revenue),
    billableHours: fromUnits(hundredthsOfHours, 2),
    revenuePerManHour: hundredthsOfHours === 0n ? null : fromUnits(divideHalfUp(revenue * 100n, hundredthsOfHours), 2),
  };
}

/**
 * The budget's year now and with the levers. `crews` is how many crews the company runs today (at least one is
 * assumed): an added crew brings the average crew's hours, direct costs and sales. Not worked out when the budget
 * prices no labour hour (no hours or no labour), with calculateOverhead's reason.
 */
export function profitAccelerator(budget: OverheadBudgetFigures, crews: number, leversInput: ProfitLeversInput = {}): ProfitAcceleration {
  const levers = profitLeversSchema.parse(leversInput);
  const results = calculateOverhead(budget);
  if (results.laborPricePerHour === null) return { ok: false, reason: results.reasons.laborPricePerHour ?? 'The budget prices no labour hour' };
  const markups = overheadMarkups(budget, results);
  const target = budget.targetNetProfitPercent;
  const { directCost } = budget;
  const price = (cost: number, markupPercent: number) => pricedCents(suggestedUnitPrice(cost, markupPercent, target) ?? 0);

  const hours = toUnits(budget.billableLaborHours, 2);
  // Sold as estimates sell it: each billable hour at the labour price, each cost type at its markup.
  const labour = divideHalfUp(hours * cents(results.laborPricePerHour), 100n);
  const others = {
    equipment: price(directCost.equipments, markupPercentFor(markups, 'equipment')),
    subcontractors: price(directCost.subcontractors, markupPercentFor(markups, 'subcontractor')),
  };
  const materials = (cost: number, markupPercent: number) => price(cost, markupPercent);
  const materialsMarkup = markupPercentFor(markups, 'product');
  const directCosts = cents(results.totalDirectCost);
  const overhead = cents(results.totalOverhead);
  const now = figures(labour + materials(directCost.materials, materialsMarkup) + others.equipment + others.subcontractors, directCosts, overhead, hours);

  // With the levers: the crews scale everything a crew brings; efficiency sells more of the same paid hours.
  const crewsNow = BigInt(Math.max(1, Math.trunc(crews)));
  const crewsThen = crewsNow + BigInt(levers.crewsAdded);
  const scale = (amount: bigint) => divideHalfUp(amount * crewsThen, crewsNow);
  const scaledMaterialsCost = fromUnits(scale(toUnits(directCost.materials, 4)), 4);
  const soldBefore =
    scale(grow(labour, levers.billableHoursPercent)) +
    materials(scaledMaterialsCost, levers.materialsMarkupPercent ?? materialsMarkup) +
    scale(others.equipment) +
    scale(others.subcontractors);
  const revenue = grow(soldBefore, levers.priceIncreasePercent);
  const overheadThen = divideHalfUp(overhead * (10_000n - toUnits(levers.overheadCutPercent, 2)), 10_000n);
  const hoursThen = scale(grow(hours, levers.billableHoursPercent));
  const withLevers = figures(revenue, scale(directCosts), overheadThen, hoursThen);

  const difference = (after: number, before: number) => fromUnits(cents(after) - cents(before), 2);
  return {
    ok: true,
    now,
    withLevers,
    change: {
      revenue: difference(withLevers.revenue, now.revenue),
      grossProfit: difference(withLevers.grossProfit, now.grossProfit),
      netProfit: difference(withLevers.netProfit, now.netProfit),
      revenuePerManHour: withLevers.revenuePerManHour === null || now.revenuePerManHour === null ? null : difference(withLevers.revenuePerManHour, now.revenuePerManHour),
    },
  };
}
