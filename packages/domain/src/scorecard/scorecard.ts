import type { Report, ReportName } from '../reporting/report.schemas';
import { addDays, parseCalendarDate, weekdayOf } from '../shared/calendar';
import { quarterKeyOf, quarterRange } from '../shared/quarters';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';

/**
 * The company scorecard (issue 18, "Scorecards"): 5–15 weekly measurables, each with an owner, a goal and a rule,
 * shown over 13 weeks with on / off track, a trailing average and the quarter's figure. A measurable either is
 * typed each week or fills itself from a report's figure over that week — the same function that answers the
 * report answers the scorecard, so they never disagree.
 */

export const MAX_MEASURABLES = 15;
export const SCORECARD_WEEKS = 13;

/** How a week's value is judged against the goal. */
export const goalRules = ['at_least', 'at_most', 'between'] as const;
export type GoalRule = (typeof goalRules)[number];
export const goalRuleLabels: Record<GoalRule, string> = { at_least: 'At least (≥)', at_most: 'At most (≤)', between: 'Between' };
export const goalRuleSymbols: Record<GoalRule, string> = { at_least: '≥', at_most: '≤', between: '–' };

/** What a typed measurable counts: money to the cent, counts, percents and hours to 0.01. */
export const measurableKinds = ['money', 'count', 'percent', 'hours', 'money_per_hour'] as const;
export type MeasurableKind = (typeof measurableKinds)[number];
export const measurableKindLabels: Record<MeasurableKind, string> = {
  money: 'Money ($)',
  count: 'Number',
  percent: 'Percent (%)',
  hours: 'Hours',
  money_per_hour: 'Money per hour ($/h)',
};
/** Kinds whose weeks add up to the quarter's figure; the others (rates) are averaged. */
const additiveKinds: ReadonlySet<MeasurableKind> = new Set(['money', 'count', 'hours']);

interface SourcePick {
  report: ReportName;
  /** A headline figure's key … */
  headline?: string;
  /** … or a section's row value or total. */
  section?: { key: string; row?: string; column: string };
}

/**
 * Where a measurable that fills itself reads its week: each one a figure of a report over that week (Monday to
 * Sunday in the company's zone). `manual` is typed.
 */
export const measurableSources = {
  revenue_earned: { label: 'Revenue earned', kind: 'money', pick: { report: 'budget-vs-actual', headline: 'revenue' }, rule: 'at_least' },
  gross_margin: { label: 'Gross margin', kind: 'percent', pick: { report: 'budget-vs-actual', headline: 'gross-margin' }, rule: 'at_least' },
  revenue_per_man_hour: { label: 'Revenue per man-hour', kind: 'money_per_hour', pick: { report: 'budget-vs-actual', headline: 'revenue-per-man-hour' }, rule: 'at_least' },
  hours_worked: { label: 'Hours worked', kind: 'hours', pick: { report: 'budget-vs-actual', headline: 'hours' }, rule: 'at_least' },
  estimates_sent: { label: 'Estimates sent', kind: 'count', pick: { report: 'sales', headline: 'sent' }, rule: 'at_least' },
  estimates_sent_value: { label: 'Value of estimates sent', kind: 'money', pick: { report: 'sales', section: { key: 'estimates', row: 'sent', column: 'value' } }, rule: 'at_least' },
  close_rate: { label: 'Close rate', kind: 'percent', pick: { report: 'sales', headline: 'conversion' }, rule: 'at_least' },
  value_won: { label: 'Value of estimates won', kind: 'money', pick: { report: 'sales', headline: 'valueWon' }, rule: 'at_least' },
  new_leads: { label: 'New leads', kind: 'count', pick: { report: 'sales', section: { key: 'pipeline', column: 'leads' } }, rule: 'at_least' },
  overdue_receivables: { label: 'Overdue receivables (at week end)', kind: 'money', pick: { report: 'receivables', headline: 'overdue' }, rule: 'at_most' },
  crew_efficiency: { label: 'Crew efficiency (budgeted ÷ actual hours)', kind: 'percent', pick: { report: 'crews', headline: 'efficiency' }, rule: 'at_least' },
  callbacks: { label: 'Callbacks', kind: 'count', pick: { report: 'crews', headline: 'callbacks' }, rule: 'at_most' },
} as const satisfies Record<string, { label: string; kind: MeasurableKind; pick: SourcePick; rule: GoalRule }>;
export type AutomaticSource = keyof typeof measurableSources;
export const automaticSources = Object.keys(measurableSources) as AutomaticSource[];
export const sourceNames = ['manual', ...automaticSources] as const;
export type MeasurableSource = (typeof sourceNames)[number];

export const isAutomatic = (source: MeasurableSource): source is AutomaticSource => source !== 'manual';

/** The reports a set of measurables needs each week (none when all are typed). */
export function reportsNeeded(sources: readonly MeasurableSource[]): ReportName[] {
  return [...new Set(sources.filter(isAutomatic).map((source) => measurableSources[source].pick.report as ReportName))];
}

/** A measurable's figure read off a week's reports; null when the report has none (no hours, nothing answered). */
export function sourceValue(source: AutomaticSource, reports: Partial<Record<ReportName, Report>>): number | null {
  const pick: SourcePick = measurableSources[source].pick;
  const report = reports[pick.report];
  if (!report) return null;
  if (pick.headline) return report.headline.find((figure) => figure.key === pick.headline)?.value ?? null;
  const section = report.sections.find((candidate) => candidate.key === pick.section!.key);
  if (!section) return null;
  const figure = pick.section!.row ? section.rows.find((row) => row.key === pick.section!.row)?.values[pick.section!.column] : section.totals?.[pick.section!.column];
  return typeof figure === 'number' ? figure : null;
}

// ── Weeks ──────────────────────────────────────────────────────────────────────────────────────

/** The Monday of the week a calendar date falls in (weeks run Monday to Sunday). */
export function weekOf(date: string): string {
  return addDays(date, -((weekdayOf(date) + 6) % 7));
}

export const isMonday = (date: string): boolean => parseCalendarDate(date) !== null && weekdayOf(date) === 1;

/** The `count` weeks (their Mondays, oldest first) ending with the week of `end`. */
export function weeksEnding(end: string, count = SCORECARD_WEEKS): string[] {
  const last = weekOf(end);
  return Array.from({ length: count }, (_, index) => addDays(last, -7 * (count - 1 - index)));
}

/** The calendar quarter a date falls in: 'Q4 2026' and its first and last days. */
export function quarterOf(date: string): { label: string; from: string; to: string } {
  const { label, from, to } = quarterRange(quarterKeyOf(date));
  return { label, from, to };
}

// ── Goals, averages, quarter figures ───────────────────────────────────────────────────────────

export interface Goal {
  rule: GoalRule;
  goal: number;
  /** The upper end of a `between` goal; null otherwise. */
  goalMax: number | null;
}

export type WeekStatus = 'on_track' | 'off_track' | 'empty';

/** On track when the week's value meets the goal (both ends included); a week without a value is neither. */
export function goalStatus(goal: Goal, value: number | null): WeekStatus {
  if (value === null) return 'empty';
  const at = toUnits(value, 2);
  const low = toUnits(goal.goal, 2);
  switch (goal.rule) {
    case 'at_least':
      return at >= low ? 'on_track' : 'off_track';
    case 'at_most':
      return at <= low ? 'on_track' : 'off_track';
    case 'between':
      return at >= low && at <= toUnits(goal.goalMax ?? goal.goal, 2) ? 'on_track' : 'off_track';
  }
}

/** The goal as people say it: '≥ $12,000.00' is the screen's business; here the words: 'at least 12000'. */
export function describeGoal(goal: Goal, format: (value: number) => string): string {
  if (goal.rule === 'between') return `${format(goal.goal)} – ${format(goal.goalMax ?? goal.goal)}`;
  return `${goalRuleSymbols[goal.rule]} ${format(goal.goal)}`;
}

/** The mean of the weeks that have a value, to 0.01 half-up; null when none has. */
export function trailingAverage(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null);
  if (present.length === 0) return null;
  const sum = present.reduce((total, value) => total + toUnits(value, 2), 0n);
  return fromUnits(divideHalfUp(sum, BigInt(present.length)), 2);
}

/** Of the weeks with a value, how many were on track, as a whole percent; null when none has a value. */
export function onTrackShare(goal: Goal, values: readonly (number | null)[]): number | null {
  const statuses = values.map((value) => goalStatus(goal, value)).filter((status) => status !== 'empty');
  if (statuses.length === 0) return null;
  return Number(divideHalfUp(BigInt(statuses.filter((status) => status === 'on_track').length) * 100n, BigInt(statuses.length)));
}

/**
 * The quarter's figure from the weeks that start in it: money, counts and hours add up (exactly, to the cent);
 * percents and rates are the mean of the weeks that have a value.
 */
export function quarterFigure(kind: MeasurableKind, weeks: ReadonlyArray<{ week: string; value: number | null }>, quarter: { from: string; to: string }): { value: number | null; of: 'total' | 'average' } {
  const inQuarter = weeks.filter((week) => week.week >= quarter.from && week.week <= quarter.to).map((week) => week.value);
  if (!additiveKinds.has(kind)) return { value: trailingAverage(inQuarter), of: 'average' };
  const present = inQuarter.filter((value): value is number => value !== null);
  if (present.length === 0) return { value: null, of: 'total' };
  return { value: fromUnits(present.reduce((total, value) => total + toUnits(value, 2), 0n), 2), of: 'total' };
}
