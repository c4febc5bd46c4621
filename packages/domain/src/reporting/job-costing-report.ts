import { MAX_REPORT_ROWS, type HeadlineFigure, type ReportColumn, type ReportRow, type ReportSection } from './report.schemas';
import { column, row } from './report-table';
import { cents, dollars, hoursOf, percentOfUnits, reportPaths, workDefinitions } from './work-figures';

/**
 * Job costing over a period (issue 17): which jobs and one-off work orders made money and which lost it. The figures
 * are orders/job-costing.ts's (workOrderCosting: budgeted hours in whole minutes, labour and materials to the cent per
 * order, a job the sum of its orders, callbacks as jobs/callback-costing.ts charges them), summed by SQL per group.
 */

/** What a group of earned orders, and the callbacks charged to it, took and earned (money to the cent, whole minutes). */
export interface CostingFigures {
  /** Earned orders in the group. */
  orders: number;
  /** Σ each order's budgeted hours in whole minutes (minutesOf). */
  estimatedMinutes: number;
  /** Every time entry on the orders. */
  actualMinutes: number;
  labour: number;
  materials: number;
  /** Callback hours charged to the group, at the cost kept with them. */
  callbacks: number;
  revenue: number;
}

/** A job (its orders earned in the period added up) or a one-off work order. */
export type CostingSubject =
  | { kind: 'job'; jobId: string; customerId: string; customerName: string; serviceName: string }
  | { kind: 'order'; orderId: string; number: number; title: string }
  | { kind: 'service'; serviceId: string | null; name: string | null }
  | { kind: 'crew'; crewId: string | null; name: string | null };

export type CostingGroup = CostingFigures & { subject: CostingSubject };

/** Every job and one-off order added up, with what the headline counts over all of them. */
export interface CostingWhole extends CostingFigures {
  /** Jobs and one-off orders. */
  rowCount: number;
  /** Of them, those whose cost was more than their revenue. */
  lostMoney: number;
  /** Σ over those that ran over their budgeted hours of actual − budgeted, in minutes. */
  overrunMinutes: number;
}

export interface JobCostingInput {
  /** The jobs and one-off orders that lost the most (SQL cuts them to MAX_REPORT_ROWS), in any order. */
  jobs: readonly CostingGroup[];
  /** By the orders' service and by their crew: every group. */
  byService: readonly CostingGroup[];
  byCrew: readonly CostingGroup[];
  whole: CostingWhole;
  comparison: CostingWhole | null;
}

interface Units {
  estimated: bigint;
  actual: bigint;
  labour: bigint;
  materials: bigint;
  callbacks: bigint;
  revenue: bigint;
}

const unitsOf = (figures: CostingFigures): Units => ({
  estimated: BigInt(figures.estimatedMinutes),
  actual: BigInt(figures.actualMinutes),
  labour: cents(figures.labour),
  materials: cents(figures.materials),
  callbacks: cents(figures.callbacks),
  revenue: cents(figures.revenue),
});
const costOf = (units: Units) => units.labour + units.materials + units.callbacks;
const profitOf = (units: Units) => units.revenue - costOf(units);

export function costingSubjectLabel(subject: CostingSubject): string {
  switch (subject.kind) {
    case 'job':
      return `${subject.customerName} · ${subject.serviceName}`;
    case 'order':
      return `WO-${subject.number} · ${subject.title}`;
    case 'service':
      return subject.name ?? 'No service';
    case 'crew':
      return subject.name ?? 'No crew';
  }
}

function subjectKey(subject: CostingSubject): string {
  switch (subject.kind) {
    case 'job':
      return subject.jobId;
    case 'order':
      return subject.orderId;
    case 'service':
      return subject.serviceId ?? 'none';
    case 'crew':
      return subject.crewId ?? 'none';
  }
}

/** A job opens on its customer's Jobs tab (where its visits and costing are), a one-off order on its own page. */
function subjectLink(subject: CostingSubject): string | null {
  switch (subject.kind) {
    case 'job':
      return reportPaths.customerJobs(subject.customerId);
    case 'order':
      return reportPaths.order(subject.orderId);
    case 'service':
      return subject.serviceId ? reportPaths.service(subject.serviceId) : null;
    case 'crew':
      return subject.crewId ? reportPaths.crews : null;
  }
}

function figureValues(figures: CostingFigures) {
  const units = unitsOf(figures);
  const profit = profitOf(units);
  return {
    orders: figures.orders,
    estimatedHours: hoursOf(units.estimated),
    actualHours: hoursOf(units.actual),
    hoursVariance: hoursOf(units.actual - units.estimated),
    labour: dollars(units.labour),
    materials: dollars(units.materials),
    callbacks: dollars(units.callbacks),
    cost: dollars(costOf(units)),
    revenue: dollars(units.revenue),
    profit: dollars(profit),
    margin: percentOfUnits(profit, units.revenue),
  };
}

const columnsFor = (label: string): ReportColumn[] => [
  column('label', label, 'text'),
  column('orders', 'Work orders', 'count'),
  column('estimatedHours', 'Estimated hours', 'hours'),
  column('actualHours', 'Actual hours', 'hours'),
  column('hoursVariance', 'Hours variance', 'hours'),
  column('labour', 'Labour', 'money'),
  column('materials', 'Materials', 'money'),
  column('callbacks', 'Callbacks', 'money'),
  column('cost', 'Cost', 'money'),
  column('revenue', 'Revenue', 'money'),
  column('profit', 'Profit', 'money'),
  column('margin', 'Margin', 'percent'),
];

/** Rows worst first (the lowest profit), then by label; a loss or an overrun of the budgeted hours is highlighted. */
function rowsOf(groups: readonly CostingGroup[]): ReportRow[] {
  return groups
    .map((group) => ({ group, profit: profitOf(unitsOf(group)), label: costingSubjectLabel(group.subject) }))
    .sort((a, b) => (a.profit === b.profit ? a.label.localeCompare(b.label) : a.profit < b.profit ? -1 : 1))
    .map(({ group, profit, label }) =>
      row(subjectKey(group.subject), { label, ...figureValues(group) }, { link: subjectLink(group.subject), highlight: profit < 0n || group.actualMinutes > group.estimatedMinutes }),
    );
}

const figuresNote = `${workDefinitions.earned}; actual hours are every time entry on those orders, whatever its date; ${workDefinitions.labour}; ${workDefinitions.materials}; both are rounded half-up to the cent per order, as the job’s own costing does; ${workDefinitions.callbacks}; cost is labour + materials + callbacks (equipment is in Budget vs actual) and profit is revenue − cost`;

function section(key: string, title: string, label: string, note: string, groups: readonly CostingGroup[], whole: CostingWhole, rowCount: number, chart: boolean): ReportSection {
  const rows = rowsOf(groups);
  return {
    key,
    title,
    note,
    columns: columnsFor(label),
    rows: rows.slice(0, MAX_REPORT_ROWS),
    totals: figureValues(whole),
    rowCount,
    chart: chart ? { kind: 'bar', x: 'label', series: ['revenue', 'cost'] } : null,
  };
}

function headlineOf(whole: CostingWhole, comparison: CostingWhole | null): HeadlineFigure[] {
  const figure = (key: string, label: string, kind: HeadlineFigure['kind'], of: (whole: CostingWhole) => number | null): HeadlineFigure => ({
    key,
    label,
    kind,
    value: of(whole),
    comparison: comparison && of(comparison),
    target: null,
    link: null,
  });
  return [
    figure('revenue', 'Revenue', 'money', (each) => dollars(unitsOf(each).revenue)),
    figure('cost', 'Cost', 'money', (each) => dollars(costOf(unitsOf(each)))),
    figure('profit', 'Profit', 'money', (each) => dollars(profitOf(unitsOf(each)))),
    figure('margin', 'Margin', 'percent', (each) => percentOfUnits(profitOf(unitsOf(each)), unitsOf(each).revenue)),
    figure('lost-money', 'Jobs that lost money', 'count', (each) => each.lostMoney),
    figure('hours-over-budget', 'Hours over budget', 'hours', (each) => hoursOf(BigInt(each.overrunMinutes))),
  ];
}

/** Job costing: the jobs and one-off orders worst first, then the same figures by service and by crew. */
export function jobCostingReport(input: JobCostingInput): { headline: HeadlineFigure[]; sections: ReportSection[] } {
  const { whole } = input;
  return {
    headline: headlineOf(whole, input.comparison),
    sections: [
      section(
        'jobs',
        'Jobs and work orders',
        'Job or work order',
        `One row per job (its orders earned in the period added up) and per one-off work order, those that lost the most first; ${figuresNote}.`,
        input.jobs,
        whole,
        whole.rowCount,
        false,
      ),
      section('by-service', 'By service', 'Service', `The same figures by the orders’ service; ${figuresNote}.`, input.byService, whole, input.byService.length, true),
      section('by-crew', 'By crew', 'Crew', `The same figures by the crew on each order (a callback about a whole job counts under No crew); ${figuresNote}.`, input.byCrew, whole, input.byCrew.length, true),
    ],
  };
}
