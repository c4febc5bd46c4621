import { z } from 'zod';
import type { Costing } from '../orders/job-costing';
import { divideHalfUp, toUnits } from '../shared/decimal';

/**
 * Callbacks on a job's costing (docs/tickets.md): a callback / warranty task about a job or one of its work orders
 * records the hours spent going back. Those hours are charged at the loaded hourly cost taken when they were
 * recorded — the cost job costing already charges for a visit's time (the person's pay and burden) — and shown as
 * their own line: they are not the visits' hours against the budget, but they come out of the job's profit.
 */

/** One callback task's hours (up to 2 decimals) at the loaded cost per hour kept with them (up to 4 decimals). */
export type CallbackHours = { hours: number; hourlyCost: number };

/** What one callback's hours cost, to the cent: hours × cost per hour, rounded half-up once. */
export function callbackCharge(callback: CallbackHours): number {
  // 1/100 h × 1/10,000 $ → cents: divide by 10,000.
  return Number(divideHalfUp(toUnits(callback.hours, 2) * toUnits(callback.hourlyCost, 4), 10_000n)) / 100;
}

/**
 * The average loaded cost per hour of the people a crew sends (active members only, as crewLoadedCostPerHour): a
 * crew's callback hours are person-hours, so each is charged at what one of its people costs. Null for an empty crew.
 */
export function averageHourlyCost(costs: readonly number[]): number | null {
  if (costs.length === 0) return null;
  let total = 0n;
  for (const cost of costs) total += toUnits(cost, 4);
  return Number(divideHalfUp(total, BigInt(costs.length))) / 10_000;
}

export interface JobCosting extends Costing {
  /** How many callback tasks with hours are charged to the job. */
  callbackCount: number;
  callbackHours: number;
  /** Their hours at each one's cost per hour, to the cent: part of the profit below, not of labourCost. */
  callbackCost: number;
}

/**
 * A job's costing with its callbacks charged: the visits' figures as they are, the callbacks' hours and cost beside
 * them, and the gross profit and margin after the callbacks' cost.
 */
export function withCallbacks(costing: Costing, callbacks: readonly CallbackHours[]): JobCosting {
  let hundredthsOfHours = 0n;
  let costCents = 0n;
  for (const callback of callbacks) {
    hundredthsOfHours += toUnits(callback.hours, 2);
    costCents += toUnits(callbackCharge(callback), 2);
  }
  const revenueCents = toUnits(costing.revenue, 2);
  const profitCents = toUnits(costing.grossProfit, 2) - costCents;
  return {
    ...costing,
    grossProfit: Number(profitCents) / 100,
    marginPercent: revenueCents === 0n ? null : Number(divideHalfUp(profitCents * 10_000n, revenueCents)) / 100,
    callbackCount: callbacks.length,
    callbackHours: Number(hundredthsOfHours) / 100,
    callbackCost: Number(costCents) / 100,
  };
}

/** GET /jobs/{id}'s `costing`: the visits' costing (orders/job-costing.ts) and the callbacks charged to the job. */
export const jobCostingSchema = z.object({
  estimatedHours: z.number(),
  actualHours: z.number(),
  hoursVariance: z.number(),
  overBudget: z.boolean(),
  labourCost: z.number(),
  materialsCost: z.number(),
  revenue: z.number(),
  grossProfit: z.number(),
  marginPercent: z.number().nullable(),
  callbackCount: z.number().int(),
  callbackHours: z.number(),
  callbackCost: z.number(),
});
