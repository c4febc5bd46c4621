import { leadStatuses, leadStatusLabels, type LeadStatus } from '../leads/leads.schemas';
import { divideHalfUp, fromUnits, toUnits } from '../shared/decimal';
import { MAX_REPORT_ROWS, type HeadlineFigure, type ReportSection } from './report.schemas';
import { additiveTotals, column, compareNames, headlineFigure, percentOf, row, sumMoney } from './report-table';

/**
 * The Sales report: how many estimates went out, how many were won or lost, how long clients took to say yes, and
 * who (the estimator) and what (the client's lead source) wins them; then the leads that came in, by stage.
 * Estimates are valued at their total before tax.
 */

/** A count of estimates and their value before tax. */
export interface EstimateTally {
  count: number;
  value: number;
}

/** One estimator's or one lead source's estimates in the period. */
export interface SalesGroupAggregate {
  /** The user's or the lead source's id; null for estimates with none. */
  id: string | null;
  /** Its name; null for none (or a user no longer there). */
  name: string | null;
  sent: number;
  approved: number;
  declined: number;
  /** The approved estimates' total before tax. */
  valueWon: number;
}

/** What SQL sums for one period (see the server's sales.report.ts for how each is selected). */
export interface SalesPeriodAggregates {
  /** Estimates created in the period. */
  created: EstimateTally;
  /** Estimates first sent in the period. */
  sent: EstimateTally;
  /** Estimates whose last answer in the period was an approval … */
  approved: EstimateTally;
  /** … or a decline. */
  declined: EstimateTally;
  /** Of the approved, those with a known first sending, and Σ their whole seconds from first sending to approval. */
  timedApprovals: number;
  secondsToApprove: number;
  byEstimator: readonly SalesGroupAggregate[];
  byLeadSource: readonly SalesGroupAggregate[];
  /** Leads created in the period, by the stage they are at now (stages with none may be left out). */
  leadsByStatus: ReadonlyArray<{ status: LeadStatus; count: number; estimatedValue: number }>;
}

export interface SalesReportInput {
  period: SalesPeriodAggregates;
  comparison: SalesPeriodAggregates | null;
  /** Estimates sent and not answered yet, now (a figure of today, not of the period). */
  openEstimates: EstimateTally;
}

const ESTIMATES_PATH = '/estimates';
const LEADS_PATH = '/leads';
const SECONDS_PER_DAY = 86_400n;

/** approved ÷ (approved + declined) as a percent to one decimal; null when nothing was answered. */
export function conversionRate(approved: number, declined: number): number | null {
  return percentOf(approved, approved + declined);
}

/** The mean days from first sending to approval, to one decimal; null without a timed approval. */
export function averageDaysToApprove(secondsToApprove: number, timedApprovals: number): number | null {
  if (timedApprovals <= 0) return null;
  return fromUnits(divideHalfUp(toUnits(secondsToApprove, 0) * 10n, BigInt(timedApprovals) * SECONDS_PER_DAY), 1);
}

function headlineOf(input: SalesReportInput): HeadlineFigure[] {
  const now = input.period;
  const before = input.comparison;
  const conversion = (aggregates: SalesPeriodAggregates) => conversionRate(aggregates.approved.count, aggregates.declined.count);
  const days = (aggregates: SalesPeriodAggregates) => averageDaysToApprove(aggregates.secondsToApprove, aggregates.timedApprovals);
  const link = { link: ESTIMATES_PATH };
  return [
    headlineFigure('sent', 'Estimates sent', 'count', now.sent.count, before?.sent.count ?? null, link),
    headlineFigure('approved', 'Estimates approved', 'count', now.approved.count, before?.approved.count ?? null, link),
    headlineFigure('conversion', 'Conversion rate', 'percent', conversion(now), before ? conversion(before) : null),
    headlineFigure('valueWon', 'Value won', 'money', sumMoney([now.approved.value]), before ? sumMoney([before.approved.value]) : null, link),
    headlineFigure('daysToApprove', 'Average days to approve', 'days', days(now), before ? days(before) : null),
    // A figure of today: what the open proposals were worth on a past day is not recorded.
    headlineFigure('openValue', 'Open estimates', 'money', sumMoney([input.openEstimates.value]), null, link),
  ];
}

function funnelSection(aggregates: SalesPeriodAggregates): ReportSection {
  const columns = [column('stage', 'Estimates', 'text'), column('estimates', 'Count', 'count'), column('value', 'Value before tax', 'money')];
  const stages: Array<[key: string, label: string, tally: EstimateTally]> = [
    ['created', 'Created', aggregates.created],
    ['sent', 'Sent', aggregates.sent],
    ['approved', 'Approved', aggregates.approved],
    ['declined', 'Declined', aggregates.declined],
  ];
  return {
    key: 'estimates',
    title: 'Estimates',
    note: 'Created counts the estimates made in the period, sent those first sent in it, and approved and declined those whose last answer in the period was that one (from the client online or recorded by the office), each valued at its total before tax; days to approve run from an estimate’s first sending to its approval.',
    columns,
    rows: stages.map(([key, label, tally]) => row(key, { stage: label, estimates: tally.count, value: sumMoney([tally.value]) }, { link: ESTIMATES_PATH })),
    // The stages overlap (a sent estimate is also created, perhaps answered): a sum would mean nothing.
    totals: null,
    rowCount: stages.length,
    chart: { kind: 'bar', x: 'stage', series: ['estimates'] },
  };
}

function groupSection(key: string, title: string, groupLabel: string, noneLabel: string, note: string, groups: readonly SalesGroupAggregate[]): ReportSection {
  const columns = [
    column('name', groupLabel, 'text'),
    column('sent', 'Sent', 'count'),
    column('approved', 'Approved', 'count'),
    column('declined', 'Declined', 'count'),
    column('conversion', 'Conversion', 'percent'),
    column('valueWon', 'Value won', 'money'),
  ];
  const rows = groups.map((group) =>
    row(group.id ?? 'none', {
      name: group.name ?? noneLabel,
      sent: group.sent,
      approved: group.approved,
      declined: group.declined,
      conversion: conversionRate(group.approved, group.declined),
      valueWon: sumMoney([group.valueWon]),
    }),
  );
  // The biggest winners first; then the busiest; then by name, so the order never shifts between two loads.
  const byValue = (a: (typeof rows)[number], b: (typeof rows)[number]) =>
    (b.values.valueWon as number) - (a.values.valueWon as number) ||
    (b.values.sent as number) - (a.values.sent as number) ||
    compareNames(String(a.values.name), String(b.values.name)) ||
    (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
  rows.sort(byValue);
  const totals = additiveTotals(rows, columns, ['sent', 'approved', 'declined', 'valueWon']);
  return {
    key,
    title,
    note,
    columns,
    rows: rows.slice(0, MAX_REPORT_ROWS),
    totals: { ...totals, conversion: conversionRate(totals.approved!, totals.declined!) },
    rowCount: rows.length,
    chart: { kind: 'bar', x: 'name', series: ['valueWon'] },
  };
}

function pipelineSection(aggregates: SalesPeriodAggregates): ReportSection {
  const columns = [column('stage', 'Stage', 'text'), column('leads', 'Leads', 'count'), column('estimatedValue', 'Estimated value', 'money')];
  const rows = leadStatuses.map((status) => {
    const found = aggregates.leadsByStatus.filter((each) => each.status === status);
    return row(
      status,
      {
        stage: leadStatusLabels[status],
        leads: found.reduce((sum, each) => sum + each.count, 0),
        estimatedValue: sumMoney(found.map((each) => each.estimatedValue)),
      },
      { link: LEADS_PATH },
    );
  });
  return {
    key: 'pipeline',
    title: 'Lead pipeline',
    note: 'Leads created in the period, by the stage each is at now, with the value estimated when they came in (leads without one count as $0).',
    columns,
    rows,
    totals: additiveTotals(rows, columns, ['leads', 'estimatedValue']),
    rowCount: rows.length,
    chart: { kind: 'bar', x: 'stage', series: ['leads'] },
  };
}

/** The Sales report from the period's (and the comparison's) aggregates. */
export function salesReport(input: SalesReportInput): { headline: HeadlineFigure[]; sections: ReportSection[] } {
  const { period } = input;
  return {
    headline: headlineOf(input),
    sections: [
      funnelSection(period),
      groupSection(
        'estimators',
        'By estimator',
        'Estimator',
        'No estimator',
        'Each estimate counts for the user who created it; conversion is approved ÷ (approved + declined) of the estimates answered in the period, and value won is the approved ones’ total before tax.',
        period.byEstimator,
      ),
      groupSection(
        'lead-sources',
        'By lead source',
        'Lead source',
        'No source',
        'Each estimate counts for the lead source of its client (the customer’s or the lead’s), or No source when the client has none; conversion and value won as by estimator.',
        period.byLeadSource,
      ),
      pipelineSection(period),
    ],
  };
}
