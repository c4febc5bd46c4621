import { equipmentCostPerHour, type EquipmentCostInputs } from '../equipment/cost-per-hour';
import { budgetHoursForPeriod } from '../orders/capacity';
import { calculateOverhead, type OverheadBudgetFigures } from '../overhead/calculate-overhead';
import type { RecoveryMethod } from '../overhead/unit-price';
import { divideHalfUp, toUnits } from '../shared/decimal';
import { workingDaysBetween, type Period } from './periods';
import { MAX_REPORT_ROWS, type FigureKind, type HeadlineFigure, type ReportSection } from './report.schemas';
import { column, row } from './report-table';
import { cents, dollars, hoursOf, NO_BUDGET_NOTE, percentOfUnits, perHourOf, reportPaths, sumOf, workDefinitions } from './work-figures';

/**
 * Budget vs actual (issue 17): is the work done in a period making the money the active overhead budget says, and
 * carrying the overhead it has to? The budget's year is spread over the period by working days; the actual side is
 * the SQL aggregates of each income division (so the divisions add up to the whole by construction).
 */

/** The hours one unit ran on a division's earned orders (each order's on-site hours to 2 decimals, summed), and the unit. */
export interface EquipmentUse {
  hours: number;
  unit: EquipmentCostInputs;
}

/** One income division's work in a period, summed by SQL (money to the cent, time in whole minutes). */
export interface DivisionWork {
  /** Null: services without a division and orders without a service. */
  divisionId: string | null;
  name: string | null;
  /** Earned revenue. */
  revenue: number;
  /** Minutes worked in the period. */
  minutes: number;
  labour: number;
  materials: number;
  equipment: readonly EquipmentUse[];
}

/** The company's active overhead budget: its year and the figures calculateOverhead reads. */
export type ActiveBudget = OverheadBudgetFigures & { year: number };

export interface BudgetVsActualInput {
  period: Period;
  /** The company's working weekdays (0 Sunday … 6 Saturday): the budget's year is spread over them. */
  workingWeekdays: readonly number[];
  budget: ActiveBudget | null;
  divisions: readonly DivisionWork[];
  /** The same aggregates over the comparison period; null without one. */
  comparison: readonly DivisionWork[] | null;
  /**
   * Hours sold: the budgeted minutes of the work orders dated in the period (done or to do, not cancelled or skipped)
   * and in the comparison period — against the hours the budget needs sold. Left out, the figure is not shown.
   */
  sold?: { minutes: number; comparison: number | null };
}

/** Work in exact units: cents and minutes. */
interface Work {
  revenue: bigint;
  minutes: bigint;
  labour: bigint;
  materials: bigint;
  equipment: bigint;
}

/** A unit's hours × its cost per hour, to the cent (hundredths of hours × ten-thousandths of dollars). */
function equipmentCost(use: EquipmentUse): bigint {
  const { costPerHour } = equipmentCostPerHour(use.unit);
  if (costPerHour === null) return 0n;
  return divideHalfUp(toUnits(use.hours, 2) * toUnits(costPerHour, 4), 10_000n);
}

function workOf(division: DivisionWork): Work {
  return {
    revenue: cents(division.revenue),
    minutes: BigInt(division.minutes),
    labour: cents(division.labour),
    materials: cents(division.materials),
    equipment: sumOf(division.equipment, equipmentCost),
  };
}

function wholeOf(works: readonly Work[]): Work {
  return {
    revenue: sumOf(works, (work) => work.revenue),
    minutes: sumOf(works, (work) => work.minutes),
    labour: sumOf(works, (work) => work.labour),
    materials: sumOf(works, (work) => work.materials),
    equipment: sumOf(works, (work) => work.equipment),
  };
}

const grossProfitOf = (work: Work) => work.revenue - work.labour - work.materials - work.equipment;

/** How the budget says work carries overhead, in exact units. */
interface Recovery {
  method: RecoveryMethod;
  /** Overhead per labour hour, in cents (MORS: labour's share; FLH: all of it). */
  perHour: bigint | null;
  /** SORS: the single markup on direct costs, in hundredths of a percent. */
  markup: bigint | null;
  materialsPercent: bigint;
  equipmentPercent: bigint;
}

/** The budget over the period, in exact units; null figures the budget cannot give (a target net profit of 100%). */
interface BudgetFigures {
  year: number;
  periodDays: number;
  yearDays: number;
  revenue: bigint | null;
  minutes: bigint;
  labour: bigint;
  materials: bigint;
  equipment: bigint;
  subcontractors: bigint;
  overhead: bigint;
  /** Target revenue ÷ billable hours of the year, in cents. */
  ratePerHour: bigint | null;
  recovery: Recovery;
}

function budgetFigures(budget: ActiveBudget, period: Period, workingWeekdays: readonly number[]): BudgetFigures {
  const results = calculateOverhead(budget);
  const periodDays = workingDaysBetween(period.from, period.to, workingWeekdays);
  const yearDays = workingDaysBetween(`${budget.year}-01-01`, `${budget.year}-12-31`, workingWeekdays);
  // A year's line (in 1/10,000 $: lines are kept to 4 decimals) over the period's share of its working days, to the cent.
  const share = (units: bigint) => (yearDays === 0 ? 0n : divideHalfUp(units * BigInt(periodDays), BigInt(yearDays) * 100n));
  const line = (amount: number) => toUnits(amount, 4);
  const { directCost } = budget;
  const billable = toUnits(budget.billableLaborHours, 2); // 1/100 h
  return {
    year: budget.year,
    periodDays,
    yearDays,
    revenue: results.targetRevenue === null ? null : share(line(results.targetRevenue)),
    // As the schedule board spreads the billable hours (capacity.ts), in whole minutes.
    minutes: BigInt(Math.round(budgetHoursForPeriod(budget.billableLaborHours, periodDays, yearDays) * 60)),
    labour: share(line(directCost.directLabor) + line(directCost.directLaborBurden)),
    materials: share(line(directCost.materials)),
    equipment: share(line(directCost.equipments)),
    subcontractors: share(line(directCost.subcontractors)),
    overhead: share(line(results.totalOverhead)),
    ratePerHour: results.targetRevenue === null || billable === 0n ? null : divideHalfUp(cents(results.targetRevenue) * 100n, billable),
    recovery: {
      method: budget.recoveryMethod,
      perHour: results.overheadPerLaborHour === null ? null : cents(results.overheadPerLaborHour),
      markup: results.overheadMarkupPercent === null ? null : toUnits(results.overheadMarkupPercent, 2),
      materialsPercent: toUnits(budget.OHRecoveryPercent.materialsOHPercentage, 2),
      equipmentPercent: toUnits(budget.OHRecoveryPercent.equipmentOHPercentage, 2),
    },
  };
}

/**
 * What the work carried toward overhead by the budget's recovery method, rounded half-up to the cent once:
 * MORS hours × overhead per labour hour + materials × materials % + equipment × equipment %; SORS (labour + materials
 * + equipment) × the single markup; FLH hours × overhead per labour hour. Null when the budget gives no rate.
 */
function overheadRecoveredCents(work: Pick<Work, 'minutes' | 'labour' | 'materials' | 'equipment'>, recovery: Recovery): bigint | null {
  switch (recovery.method) {
    case 'MORS':
      if (recovery.perHour === null) return null;
      // minutes × ¢/h ÷ 60 + ¢ × (1/100 %) ÷ 10,000, over one denominator.
      return divideHalfUp(work.minutes * recovery.perHour * 10_000n + 60n * (work.materials * recovery.materialsPercent + work.equipment * recovery.equipmentPercent), 600_000n);
    case 'SORS':
      if (recovery.markup === null) return null;
      return divideHalfUp((work.labour + work.materials + work.equipment) * recovery.markup, 10_000n);
    case 'FLH':
      if (recovery.perHour === null) return null;
      return divideHalfUp(work.minutes * recovery.perHour, 60n);
  }
}

const rateOf = (work: Work) => (work.minutes === 0n ? null : divideHalfUp(work.revenue * 60n, work.minutes));

type Direction = 'more_is_better' | 'less_is_better';

interface BudgetLine {
  key: string;
  label: string;
  budget: bigint | null;
  actual: bigint | null;
  direction: Direction;
}

/** A section of budget lines of one kind: Budget, Actual, Variance (actual − budget), % of budget. */
function budgetLineSection(
  key: string,
  title: string,
  note: string,
  kind: FigureKind,
  figure: (units: bigint) => number,
  lines: readonly BudgetLine[],
  link: string | null,
  withChart: boolean,
): ReportSection {
  const rows = lines.map((line) => {
    const variance = line.budget === null || line.actual === null ? null : line.actual - line.budget;
    const behind = variance !== null && (line.direction === 'more_is_better' ? variance < 0n : variance > 0n);
    return row(
      line.key,
      {
        line: line.label,
        budget: line.budget === null ? null : figure(line.budget),
        actual: line.actual === null ? null : figure(line.actual),
        variance: variance === null ? null : figure(variance),
        percentOfBudget: line.budget === null || line.actual === null ? null : percentOfUnits(line.actual, line.budget),
      },
      { link, highlight: behind },
    );
  });
  return {
    key,
    title,
    note,
    columns: [column('line', 'Line', 'text'), column('budget', 'Budget', kind), column('actual', 'Actual', kind), column('variance', 'Variance', kind), column('percentOfBudget', '% of budget', 'percent')],
    rows,
    totals: null,
    rowCount: rows.length,
    chart: withChart ? { kind: 'bar', x: 'line', series: ['budget', 'actual'] } : null,
  };
}

const recoveryWords: Record<RecoveryMethod, string> = {
  MORS: 'hours worked × overhead per labour hour + materials × the materials recovery % + equipment × the equipment recovery %',
  SORS: '(labour + materials + equipment) × the single overhead markup',
  FLH: 'hours worked × overhead per labour hour',
};

/** A section's note: how the budget is spread (or that there is none), then the definitions, as one sentence. */
function noteOf(budget: BudgetFigures | null, clauses: readonly string[], spread = true): string {
  const body = clauses.join('; ');
  const capitalised = `${body.charAt(0).toUpperCase()}${body.slice(1)}.`;
  if (!budget) return `${NO_BUDGET_NOTE}. ${capitalised}`;
  if (!spread) return capitalised;
  return `Budget lines are the active ${budget.year} budget’s, spread over the period by working days (${budget.periodDays} of the year’s ${budget.yearDays}); ${body}.`;
}

const divisionLabel = (division: Pick<DivisionWork, 'name'>) => division.name ?? 'No division';

function divisionSection(divisions: readonly DivisionWork[], works: readonly Work[], whole: Work): ReportSection {
  const ordered = divisions
    .map((division, index) => ({ division, work: works[index]! }))
    .sort((a, b) => (a.work.revenue === b.work.revenue ? divisionLabel(a.division).localeCompare(divisionLabel(b.division)) : a.work.revenue > b.work.revenue ? -1 : 1));
  const values = (work: Work) => {
    const profit = grossProfitOf(work);
    return {
      revenue: dollars(work.revenue),
      hours: hoursOf(work.minutes),
      labour: dollars(work.labour),
      materials: dollars(work.materials),
      equipment: dollars(work.equipment),
      grossProfit: dollars(profit),
      margin: percentOfUnits(profit, work.revenue),
      revenuePerManHour: perHourOf(work.revenue, work.minutes),
    };
  };
  const rows = ordered.map(({ division, work }) =>
    row(division.divisionId ?? 'none', { division: divisionLabel(division), ...values(work) }, { link: null, highlight: grossProfitOf(work) < 0n }),
  );
  return {
    key: 'by-division',
    title: 'By income division',
    note: `Each income division’s share of the same figures (a service without a division, or an order without a service, counts under No division); ${workDefinitions.hoursWorked}, and the divisions add up to the whole.`,
    columns: [
      column('division', 'Division', 'text'),
      column('revenue', 'Revenue', 'money'),
      column('hours', 'Hours worked', 'hours'),
      column('labour', 'Labour', 'money'),
      column('materials', 'Materials', 'money'),
      column('equipment', 'Equipment', 'money'),
      column('grossProfit', 'Gross profit', 'money'),
      column('margin', 'Margin', 'percent'),
      column('revenuePerManHour', 'Revenue per man-hour', 'money_per_hour'),
    ],
    rows: rows.slice(0, MAX_REPORT_ROWS),
    totals: values(whole),
    rowCount: rows.length,
    chart: { kind: 'bar', x: 'division', series: ['revenue'] },
  };
}

/** Budget vs actual: headline figures against their targets, the budget lines, and the divisions' share. */
export function budgetVsActualReport(input: BudgetVsActualInput): { headline: HeadlineFigure[]; sections: ReportSection[] } {
  const works = input.divisions.map(workOf);
  const whole = wholeOf(works);
  const before = input.comparison ? wholeOf(input.comparison.map(workOf)) : null;
  const budget = input.budget ? budgetFigures(input.budget, input.period, input.workingWeekdays) : null;
  const recovered = (work: Work) => (budget ? overheadRecoveredCents(work, budget.recovery) : null);
  const budgetLink = reportPaths.budgetPricing;

  const actual = { recovered: recovered(whole), rate: rateOf(whole) };
  const budgetProfit = budget && budget.revenue !== null ? budget.revenue - budget.labour - budget.materials - budget.equipment : null;
  const money = (units: bigint | null) => (units === null ? null : dollars(units));
  const headline: HeadlineFigure[] = [
    { key: 'revenue', label: 'Revenue earned', kind: 'money', value: dollars(whole.revenue), comparison: before && dollars(before.revenue), target: money(budget?.revenue ?? null), link: reportPaths.orders },
    { key: 'hours', label: 'Hours worked', kind: 'hours', value: hoursOf(whole.minutes), comparison: before && hoursOf(before.minutes), target: budget && hoursOf(budget.minutes), link: null },
    ...(input.sold
      ? [
          {
            key: 'hours-sold',
            label: 'Hours sold',
            kind: 'hours' as const,
            value: hoursOf(BigInt(input.sold.minutes)),
            comparison: input.sold.comparison === null ? null : hoursOf(BigInt(input.sold.comparison)),
            target: budget && hoursOf(budget.minutes),
            link: reportPaths.orders,
          },
        ]
      : []),
    {
      key: 'gross-margin',
      label: 'Gross margin',
      kind: 'percent',
      value: percentOfUnits(grossProfitOf(whole), whole.revenue),
      comparison: before && percentOfUnits(grossProfitOf(before), before.revenue),
      target: budgetProfit === null ? null : percentOfUnits(budgetProfit, budget!.revenue!),
      link: null,
    },
    {
      key: 'revenue-per-man-hour',
      label: 'Revenue per man-hour',
      kind: 'money_per_hour',
      value: money(actual.rate),
      comparison: before && money(rateOf(before)),
      target: money(budget?.ratePerHour ?? null),
      link: budgetLink,
    },
    {
      key: 'overhead-recovered',
      label: 'Overhead recovered',
      kind: 'money',
      value: money(actual.recovered),
      comparison: before && money(recovered(before)),
      target: money(budget?.overhead ?? null),
      link: budgetLink,
    },
  ];

  const summary = budgetLineSection(
    'summary',
    'Money: budget and actual',
    noteOf(budget, [
      workDefinitions.earned,
      workDefinitions.labour,
      workDefinitions.materials,
      'both are rounded half-up to the cent once per division, so the divisions add up to the whole',
      workDefinitions.equipment,
      workDefinitions.subcontractors,
      `overhead recovered is ${budget ? recoveryWords[budget.recovery.method] : 'what the work carried toward overhead by the budget’s recovery method'}, against the budget’s overhead`,
    ]),
    'money',
    dollars,
    [
      { key: 'revenue', label: 'Revenue', budget: budget?.revenue ?? null, actual: whole.revenue, direction: 'more_is_better' },
      { key: 'labour', label: 'Labour', budget: budget?.labour ?? null, actual: whole.labour, direction: 'less_is_better' },
      { key: 'materials', label: 'Materials', budget: budget?.materials ?? null, actual: whole.materials, direction: 'less_is_better' },
      { key: 'equipment', label: 'Equipment', budget: budget?.equipment ?? null, actual: whole.equipment, direction: 'less_is_better' },
      { key: 'subcontractors', label: 'Subcontractors', budget: budget?.subcontractors ?? null, actual: null, direction: 'less_is_better' },
      { key: 'overhead-recovered', label: 'Overhead recovered', budget: budget?.overhead ?? null, actual: actual.recovered, direction: 'more_is_better' },
    ],
    budgetLink,
    true,
  );
  const hours = budgetLineSection(
    'hours',
    'Hours: budget and actual',
    noteOf(budget, ['the budget’s hours are its billable labour hours', workDefinitions.hoursWorked]),
    'hours',
    hoursOf,
    [{ key: 'hours', label: 'Hours worked', budget: budget?.minutes ?? null, actual: whole.minutes, direction: 'more_is_better' }],
    budgetLink,
    false,
  );
  const rate = budgetLineSection(
    'revenue-per-man-hour',
    'Revenue per man-hour',
    noteOf(budget, ['revenue per man-hour is earned revenue ÷ hours worked, against the budget’s target revenue ÷ its billable labour hours for the year', workDefinitions.hoursWorked], false),
    'money_per_hour',
    dollars,
    [{ key: 'revenue-per-man-hour', label: 'Revenue per man-hour', budget: budget?.ratePerHour ?? null, actual: actual.rate, direction: 'more_is_better' }],
    budgetLink,
    false,
  );
  return { headline, sections: [summary, hours, rate, divisionSection(input.divisions, works, whole)] };
}
