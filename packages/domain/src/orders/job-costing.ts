import { divideHalfUp, toUnits } from '../shared/decimal';

/**
 * Job costing: what a work order (and so a job) was expected to take and what it took — hours, labour at each
 * person's loaded hourly cost, materials at their unit cost — against what the client pays for it, and the margin
 * that leaves. Exact to the cent: labour is worked in minutes × ten-thousandths of a dollar, materials in
 * ten-thousandths × ten-thousandths, each total rounded half-up to the cent once. A job's figures are the sums of
 * its orders' (so reports that add orders up agree with the job to the cent).
 */

/** Time one person worked on an order: whole minutes (clocked in and out, or hours typed), at their loaded cost per hour. */
export type LabourEntry = { minutes: number; hourlyCost: number };
/** A product or material used: quantity (up to 4 decimals) at the unit cost (up to 4 decimals). */
export type MaterialUse = { quantity: number; unitCost: number };

export interface Costing {
  estimatedHours: number;
  actualHours: number;
  /** Actual − estimated (negative: under budget). */
  hoursVariance: number;
  overBudget: boolean;
  labourCost: number;
  materialsCost: number;
  revenue: number;
  /** Revenue − labour − materials. */
  grossProfit: number;
  /** Gross profit as a percentage of revenue, to 2 decimals; null without revenue. */
  marginPercent: number | null;
}

const cents = (value: number) => toUnits(value, 2);
const fromCents = (units: bigint) => Number(units) / 100;

function costingOf(estimatedMinutes: bigint, actualMinutes: bigint, labourCents: bigint, materialsCents: bigint, revenueCents: bigint): Costing {
  const profit = revenueCents - labourCents - materialsCents;
  return {
    estimatedHours: Number(divideHalfUp(estimatedMinutes * 100n, 60n)) / 100,
    actualHours: Number(divideHalfUp(actualMinutes * 100n, 60n)) / 100,
    hoursVariance: Number(divideHalfUp((actualMinutes - estimatedMinutes) * 100n, 60n)) / 100,
    overBudget: actualMinutes > estimatedMinutes,
    labourCost: fromCents(labourCents),
    materialsCost: fromCents(materialsCents),
    revenue: fromCents(revenueCents),
    grossProfit: fromCents(profit),
    marginPercent: revenueCents === 0n ? null : Number(divideHalfUp(profit * 10_000n, revenueCents)) / 100,
  };
}

/** Whole minutes in `hours` (up to 2 decimals, as budgets are kept). */
export function minutesOf(hours: number): number {
  return Number(divideHalfUp(toUnits(hours, 2) * 60n, 100n));
}

/** One work order's costing. `budgetedHours` is the order's (up to 2 decimals), `revenue` its price before tax. */
export function workOrderCosting(order: { budgetedHours: number; revenue: number; labour: readonly LabourEntry[]; materials: readonly MaterialUse[] }): Costing {
  let minutes = 0n;
  let labour = 0n; // minutes × 1/10,000 $
  for (const entry of order.labour) {
    if (!Number.isInteger(entry.minutes) || entry.minutes < 0) throw new RangeError(`Minutes must be a whole number of at least 0: ${entry.minutes}`);
    minutes += BigInt(entry.minutes);
    labour += BigInt(entry.minutes) * toUnits(entry.hourlyCost, 4);
  }
  let materials = 0n; // 1/10,000 quantity × 1/10,000 $
  for (const use of order.materials) materials += toUnits(use.quantity, 4) * toUnits(use.unitCost, 4);
  return costingOf(
    BigInt(minutesOf(order.budgetedHours)),
    minutes,
    divideHalfUp(labour, 60n * 100n), // → cents
    divideHalfUp(materials, 1_000_000n), // → cents
    cents(order.revenue),
  );
}

/** A job's costing: its orders' figures added up (each already to the cent). */
export function sumCostings(costings: readonly Costing[]): Costing {
  let estimated = 0n;
  let actual = 0n;
  let labour = 0n;
  let materials = 0n;
  let revenue = 0n;
  for (const costing of costings) {
    estimated += BigInt(minutesOf(costing.estimatedHours));
    actual += BigInt(minutesOf(costing.actualHours));
    labour += cents(costing.labourCost);
    materials += cents(costing.materialsCost);
    revenue += cents(costing.revenue);
  }
  return costingOf(estimated, actual, labour, materials, revenue);
}
