import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import type { NullableResultName, OverheadBudgetFields, OverheadResults } from './overhead.schemas';
import type { OverheadMarkups, RecoveryMethod } from './unit-price';

/** The part of a budget the calculation reads (a saved budget, a draft on the screen, or `POST /calculate`'s body). */
export type OverheadBudgetFigures = Pick<
  OverheadBudgetFields,
  'billableLaborHours' | 'targetNetProfitPercent' | 'recoveryMethod' | 'income' | 'directCost' | 'operatingExpense' | 'OHRecoveryPercent'
>;

export const overheadReasons = {
  noLabor: 'Enter direct labour to work out a labour markup',
  noDirectCost: 'Enter direct costs to work out one overhead markup',
  noHoursOverhead: 'Enter billable labour hours to spread overhead over them',
  noHoursLabor: 'Enter billable labour hours to work out an hourly labour cost',
  noRevenue: 'Enter costs to work out the overhead ratio',
  targetTooHigh: 'The target net profit must be below 100%',
} as const;

/** An exact fraction of two integers (the denominator is positive). */
interface Fraction {
  n: bigint;
  d: bigint;
}
const fraction = (n: bigint, d: bigint = 1n): Fraction => ({ n, d });
const add = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d + b.n * a.d, a.d * b.d);
const subtract = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.d - b.n * a.d, a.d * b.d);
const multiply = (a: Fraction, b: Fraction): Fraction => fraction(a.n * b.n, a.d * b.d);
/** a / b, or null when b is 0. */
const divide = (a: Fraction, b: Fraction): Fraction | null => (b.n === 0n ? null : b.n > 0n ? fraction(a.n * b.d, a.d * b.n) : fraction(-a.n * b.d, -a.d * b.n));
const atLeastZero = (a: Fraction): Fraction => (a.n < 0n ? fraction(0n) : a);
/** Rounded half-up to `places` decimals, as a number that prints as that decimal. */
const rounded = (a: Fraction, places: number): number => fromUnits(divideHalfUp(a.n * 10n ** BigInt(places), a.d), places);
const dollars = (value: number): Fraction => fraction(toUnits(value, 4), 10_000n);
/** A percent as a share: 25 → 1/4. */
const share = (percent: number): Fraction => fraction(toUnits(percent, 2), 10_000n);
const ONE = fraction(1n);
const HUNDRED = fraction(100n);

const sum = (values: readonly number[]): Fraction => values.reduce((total, value) => add(total, dollars(value)), fraction(0n));

/**
 * Everything the budget says about pricing, worked out exactly and rounded only at the end (money to cents,
 * percents to 2 decimals). A result whose denominator is 0 is null, with the reason in `reasons`.
 */
export function calculateOverhead(budget: OverheadBudgetFigures): OverheadResults {
  const method: RecoveryMethod = budget.recoveryMethod;
  const reasons: Partial<Record<NullableResultName, string>> = {};
  const { directCost, OHRecoveryPercent: recovery } = budget;

  const totalOverhead = atLeastZero(subtract(sum(Object.values(budget.operatingExpense)), dollars(budget.income.other_incomes)));
  const laborCost = add(dollars(directCost.directLabor), dollars(directCost.directLaborBurden));
  const totalDirectCost = add(laborCost, sum([directCost.materials, directCost.equipments, directCost.subcontractors]));
  const hours = fraction(toUnits(budget.billableLaborHours, 2), 100n);

  // Overhead recovered on materials, equipment and subcontractors is part of their price, not of labour's.
  const recovered = {
    materials: multiply(dollars(directCost.materials), share(recovery.materialsOHPercentage)),
    equipment: multiply(dollars(directCost.equipments), share(recovery.equipmentOHPercentage)),
    subcontractors: multiply(dollars(directCost.subcontractors), share(recovery.subcontractorsOHPercentage)),
  };
  // What labour still has to carry under MORS; never below 0 (other cost types can recover more than there is).
  const laborOverhead = atLeastZero(subtract(totalOverhead, add(add(recovered.materials, recovered.equipment), recovered.subcontractors)));

  const laborMarkup = divide(laborOverhead, laborCost);
  if (!laborMarkup) reasons.laborOverheadMarkupPercent = overheadReasons.noLabor;
  const singleMarkup = divide(totalOverhead, totalDirectCost);
  if (!singleMarkup) reasons.overheadMarkupPercent = overheadReasons.noDirectCost;

  const perHour = divide(method === 'MORS' ? laborOverhead : totalOverhead, hours);
  if (!perHour) reasons.overheadPerLaborHour = overheadReasons.noHoursOverhead;
  const averageLaborCost = divide(laborCost, hours);
  if (!averageLaborCost) reasons.averageLaborCostPerHour = overheadReasons.noHoursLabor;

  const breakEven = add(totalDirectCost, totalOverhead);
  const kept = subtract(ONE, share(budget.targetNetProfitPercent)); // the share of revenue left for costs
  const targetRevenue = kept.n > 0n ? divide(breakEven, kept) : null;
  if (!targetRevenue) reasons.targetRevenue = overheadReasons.targetTooHigh;
  const overheadRatio = targetRevenue ? divide(totalOverhead, targetRevenue) : null;
  if (targetRevenue && !overheadRatio) reasons.overheadRatioPercent = overheadReasons.noRevenue;
  if (!targetRevenue) reasons.overheadRatioPercent = overheadReasons.targetTooHigh;

  const laborPrice = laborPricePerHour();

  return {
    recoveryMethod: method,
    totalOverhead: rounded(totalOverhead, 2),
    laborCost: rounded(laborCost, 2),
    totalDirectCost: rounded(totalDirectCost, 2),
    recovered: {
      materials: rounded(recovered.materials, 2),
      equipment: rounded(recovered.equipment, 2),
      subcontractors: rounded(recovered.subcontractors, 2),
    },
    laborOverheadMarkupPercent: laborMarkup && rounded(multiply(laborMarkup, HUNDRED), 2),
    overheadMarkupPercent: singleMarkup && rounded(multiply(singleMarkup, HUNDRED), 2),
    overheadPerLaborHour: perHour && rounded(perHour, 2),
    averageLaborCostPerHour: averageLaborCost && rounded(averageLaborCost, 2),
    breakEvenRevenue: rounded(breakEven, 2),
    targetRevenue: targetRevenue && rounded(targetRevenue, 2),
    overheadRatioPercent: overheadRatio && rounded(multiply(overheadRatio, HUNDRED), 2),
    laborPricePerHour: laborPrice && rounded(laborPrice, 2),
    reasons,
  };

  /** (average labour cost × (1 + the method's labour markup) + FLH overhead per hour) / (1 − target). */
  function laborPricePerHour(): Fraction | null {
    let reason: string | undefined;
    let price: Fraction | null = null;
    if (!averageLaborCost) reason = overheadReasons.noHoursLabor;
    else if (kept.n <= 0n) reason = overheadReasons.targetTooHigh;
    else if (method === 'MORS') {
      if (laborMarkup) price = multiply(averageLaborCost, add(ONE, laborMarkup));
      else reason = overheadReasons.noLabor;
    } else if (method === 'SORS') {
      if (singleMarkup) price = multiply(averageLaborCost, add(ONE, singleMarkup));
      else reason = overheadReasons.noDirectCost;
    } else price = add(averageLaborCost, perHour!); // FLH: hours are non-zero here
    if (reason) reasons.laborPricePerHour = reason;
    return price && divide(price, kept);
  }
}

/** The markups a budget's results put on each cost type: what `GET /summary` returns as `markups`. */
export function overheadMarkups(budget: Pick<OverheadBudgetFigures, 'recoveryMethod' | 'OHRecoveryPercent' | 'targetNetProfitPercent'>, results: OverheadResults): OverheadMarkups {
  return {
    recoveryMethod: budget.recoveryMethod,
    laborOverheadMarkupPercent: results.laborOverheadMarkupPercent,
    overheadMarkupPercent: results.overheadMarkupPercent,
    materialsOHPercentage: budget.OHRecoveryPercent.materialsOHPercentage,
    equipmentOHPercentage: budget.OHRecoveryPercent.equipmentOHPercentage,
    subcontractorsOHPercentage: budget.OHRecoveryPercent.subcontractorsOHPercentage,
    overheadPerLaborHour: results.overheadPerLaborHour,
    targetNetProfitPercent: budget.targetNetProfitPercent,
  };
}
