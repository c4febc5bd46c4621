import { calculateOverhead, type OverheadBudgetFigures } from '../overhead/calculate-overhead';
import { directCostLines, operatingExpenseLines, overheadBudgetFieldsSchema, overheadDataLines, type OverheadBudgetFields } from '../overhead/overhead.schemas';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import {
  budgetProjectionAssumptionsSchema,
  projectionLineKind,
  type BudgetProjection,
  type BudgetProjectionAssumptions,
  type BudgetProjectionAssumptionsInput,
  type ProjectedTotals,
  type ProjectedYear,
  type ProjectionLine,
} from './budget-projections.schemas';

/**
 * Budget projections: each of the next 1–5 years of the P&L, from the active budget, line by line.
 *
 * How a line moves from one year to the next (each year from the one before, so it compounds):
 *   direct costs (labour, burden, materials, equipment, subcontractors): × (1 + growth) × (1 + inflation) —
 *     more work to do, and each hour or load of mulch costs more;
 *   billable hours: × (1 + growth) — an hour does not inflate;
 *   operating expenses and other income: × (1 + inflation) — overhead does not grow with the work unless the line
 *     sets a growth % of its own (a second office hire, a bigger yard);
 *   the overhead worksheet (kept for reference): × (1 + inflation).
 * A line's own growth or inflation % replaces the company-wide one. Each year's amount is rounded to the cent
 * (hours to 0.01) half-up, and the next year grows from that rounded amount, as next year's budget would be typed.
 *
 * The year's P&L is worked out by calculateOverhead, as Budget Pricing does: revenue is the target revenue (what the
 * year must sell so its net profit is the target %), net profit is revenue less break-even.
 */

/** The rates a line moves by in each projected year. */
export function lineRates(assumptions: BudgetProjectionAssumptions, line: ProjectionLine): { growthPercent: number; inflationPercent: number } {
  const own = assumptions.lines[line];
  const kind = projectionLineKind(line);
  return {
    growthPercent: own?.growthPercent ?? (kind === 'fixed' ? 0 : assumptions.growthPercent),
    inflationPercent: kind === 'hours' ? 0 : (own?.inflationPercent ?? assumptions.inflationPercent),
  };
}

/** A percent with 2 decimals as a count of 0.01 % (ten-thousandths): 3.25 → 325. */
const rate = (percent: number) => 10_000n + toUnits(percent, 2);

/** amount (up to 4 decimals) × (1 + growth) × (1 + inflation), to the cent, half-up. */
export function projectAmount(amount: number, growthPercent: number, inflationPercent: number): number {
  // 4-decimal units × two ten-thousandth factors → cents: ÷ (10^4 × 10^4 × 10^2).
  return fromUnits(divideHalfUp(toUnits(amount, 4) * rate(growthPercent) * rate(inflationPercent), 10_000_000_000n), 2);
}

/** hours × (1 + growth), to 0.01 h, half-up. */
export function projectHours(hours: number, growthPercent: number): number {
  return fromUnits(divideHalfUp(toUnits(hours, 2) * rate(growthPercent), 10_000n), 2);
}

const percentOf = (part: bigint, whole: bigint) => (whole === 0n ? null : fromUnits(divideHalfUp(part * 10_000n, whole), 2));

/** A budget's year as a P&L, from calculateOverhead's results (the figures Budget Pricing shows). */
export function budgetTotals(budget: OverheadBudgetFigures): ProjectedTotals {
  const results = calculateOverhead(budget);
  const cents = (value: number) => toUnits(value, 2);
  const revenue = cents(results.targetRevenue ?? results.breakEvenRevenue);
  const directCosts = cents(results.totalDirectCost);
  const grossProfit = revenue - directCosts;
  const netProfit = revenue - cents(results.breakEvenRevenue);
  return {
    revenue: fromUnits(revenue, 2),
    directCosts: fromUnits(directCosts, 2),
    grossProfit: fromUnits(grossProfit, 2),
    grossMarginPercent: percentOf(grossProfit, revenue),
    overhead: results.totalOverhead,
    netProfit: fromUnits(netProfit, 2),
    netMarginPercent: percentOf(netProfit, revenue),
    breakEvenRevenue: results.breakEvenRevenue,
    laborPricePerHour: results.laborPricePerHour,
  };
}

/** The year after `previous`, every line moved by its rates. */
function nextYear(previous: OverheadBudgetFields, assumptions: BudgetProjectionAssumptions, baseYear: number): OverheadBudgetFields {
  const money = (line: ProjectionLine, amount: number) => {
    const { growthPercent, inflationPercent } = lineRates(assumptions, line);
    return projectAmount(amount, growthPercent, inflationPercent);
  };
  const year = previous.year + 1;
  return {
    year,
    name: `${year} draft from the ${baseYear} budget projection`,
    billableLaborHours: projectHours(previous.billableLaborHours, lineRates(assumptions, 'billableLaborHours').growthPercent),
    // How the company prices stays as it is: the target profit and how overhead is recovered.
    targetNetProfitPercent: previous.targetNetProfitPercent,
    recoveryMethod: previous.recoveryMethod,
    OHRecoveryPercent: { ...previous.OHRecoveryPercent },
    income: { other_incomes: money('other_incomes', previous.income.other_incomes) },
    directCost: Object.fromEntries(directCostLines.map((line) => [line, money(line, previous.directCost[line])])) as OverheadBudgetFields['directCost'],
    operatingExpense: Object.fromEntries(operatingExpenseLines.map((line) => [line, money(line, previous.operatingExpense[line])])) as OverheadBudgetFields['operatingExpense'],
    overheadData: Object.fromEntries(overheadDataLines.map((line) => [line, projectAmount(previous.overheadData[line], 0, assumptions.inflationPercent)])) as OverheadBudgetFields['overheadData'],
  };
}

/** Why a projected budget cannot be saved as one (the budget's own limits: $1,000,000,000 a line, years to 2100). */
function budgetProblem(budget: OverheadBudgetFields): string | null {
  const parsed = overheadBudgetFieldsSchema.safeParse(budget);
  if (parsed.success) return null;
  return `${budget.year}: ${parsed.error.issues[0]?.message ?? 'this year cannot become a budget'}`;
}

/** The base budget's year and the projected years, as many as the assumptions ask for. */
export function projectBudget(base: OverheadBudgetFields, assumptionsInput: BudgetProjectionAssumptionsInput = {}): BudgetProjection {
  const assumptions = budgetProjectionAssumptionsSchema.parse(assumptionsInput);
  const years: ProjectedYear[] = [];
  let previous = base;
  for (let offset = 1; offset <= assumptions.years; offset += 1) {
    const budget = nextYear(previous, assumptions, base.year);
    years.push({ offset, year: budget.year, budget, totals: budgetTotals(budget), problem: budgetProblem(budget) });
    previous = budget;
  }
  return { base: { year: base.year, totals: budgetTotals(base) }, years };
}
