import { fromCents, toCents } from '../invoices/money';
import { divideHalfUp, fromUnits } from '../shared/decimal';

/**
 * What the three operations reports (budget vs actual, job costing, crews) share: the definitions their notes give, in
 * the same words, the app paths their rows open, and exact arithmetic on the SQL aggregates they are fed (money in
 * cents, time in whole minutes), so one figure is worked out one way in all three.
 */

/** The definitions, as clauses the notes join into one sentence. */
export const workDefinitions = {
  earned: 'revenue is earned by the completed work orders dated in the period (an undated one by the day it was completed), at their price before tax',
  hoursWorked: 'hours worked are the time entries whose work date falls in the period',
  labour: 'labour is minutes × the loaded hourly cost kept with each time entry',
  materials: 'materials are the quantities the earned orders used × their unit cost',
  equipment:
    'equipment is each unit that went out on an earned order × the order’s on-site hours (the most any one person worked on it) × the unit’s cost per hour, to the cent per unit (a unit without a cost per hour counts nothing)',
  subcontractors: 'nothing records subcontractor costs per job yet, so their actual is left blank',
  callbacks: 'callbacks are the hours recorded on callback tasks raised in the period about the job or one of its orders, at the cost kept with them',
} as const;

export const NO_BUDGET_NOTE = 'No active overhead budget: set one in Budget Pricing';

/** Where a report row or figure opens in the app (apps/web/src/lib/paths.ts). */
export const reportPaths = {
  budgetPricing: '/budget-pricing',
  orders: '/orders',
  crews: '/crews',
  incomeDivisions: '/income-divisions',
  order: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
  /** The customer page on its Jobs tab, where a job's visits and costing are. */
  customerJobs: (customerId: string) => `/customers/${encodeURIComponent(customerId)}?tab=jobs`,
  service: (serviceId: string) => `/services/${encodeURIComponent(serviceId)}`,
} as const;

export const cents = toCents;
export const dollars = fromCents;

/** Whole minutes as hours to one decimal, half-up (how hours print). */
export const hoursOf = (minutes: bigint): number => fromUnits(divideHalfUp(minutes * 10n, 60n), 1);

/** Money per hour worked, to the cent; null without minutes. */
export function perHourOf(moneyCents: bigint, minutes: bigint): number | null {
  if (minutes === 0n) return null;
  return fromUnits(divideHalfUp(moneyCents * 60n, minutes), 2);
}

/** numerator ÷ denominator × 100 to one decimal (both in the same units); null when the denominator is 0. */
export function percentOfUnits(numerator: bigint, denominator: bigint): number | null {
  if (denominator === 0n) return null;
  return fromUnits(divideHalfUp(numerator * 1000n, denominator), 1);
}

/** Σ of one field over rows, exactly. */
export function sumOf<T>(rows: readonly T[], field: (row: T) => bigint): bigint {
  let total = 0n;
  for (const row of rows) total += field(row);
  return total;
}
