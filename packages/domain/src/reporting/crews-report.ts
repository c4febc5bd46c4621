import { crewAvailableHours } from '../orders/capacity';
import { toUnits, fromUnits } from '../shared/decimal';
import { workingDaysBetween, type Period } from './periods';
import { MAX_REPORT_ROWS, type HeadlineFigure, type ReportSection } from './report.schemas';
import { column, row } from './report-table';
import { hoursOf, percentOfUnits, reportPaths, sumOf, workDefinitions } from './work-figures';

/**
 * Crews over a period (issue 17): how much of each crew's time was there, scheduled and worked, how close to the
 * budgeted hours its finished work came, and how often it had to go back. Time in whole minutes, summed by SQL.
 */

export interface CrewWork {
  crewId: string;
  name: string;
  /** Members on the crew now (as the schedule board counts them). */
  members: number;
  /** Σ budgeted minutes (each order's minutesOf) of the crew's orders dated in the period, not cancelled or skipped. */
  scheduledMinutes: number;
  /** Time entries on the crew's orders whose work date falls in the period. */
  workedMinutes: number;
  /** The crew's orders earned in the period with time recorded: their budgeted minutes and every minute recorded on them. */
  completedBudgetedMinutes: number;
  completedActualMinutes: number;
  /** Callback tasks raised in the period about the crew's work orders, and the hours recorded on them (2 decimals). */
  callbacks: number;
  callbackHours: number;
}

export interface CrewsReportInput {
  period: Period;
  comparison: Period | null;
  workingWeekdays: readonly number[];
  /** Hours one crew member works a day (company information's scheduling). */
  shiftHours: number;
  crews: readonly CrewWork[];
  /** The same aggregates over the comparison period; null without one. */
  comparisonCrews: readonly CrewWork[] | null;
}

interface CrewUnits {
  members: bigint;
  available: bigint;
  scheduled: bigint;
  worked: bigint;
  budgeted: bigint;
  actual: bigint;
  callbacks: bigint;
  /** Hundredths of an hour. */
  callbackHours: bigint;
}

/** Members × shift × the period's working days, in minutes (crewAvailableHours is one day's). */
function unitsOf(crew: CrewWork, workingDays: number, shiftHours: number): CrewUnits {
  const perDay = BigInt(Math.round(crewAvailableHours(crew.members, shiftHours) * 60));
  return {
    members: BigInt(crew.members),
    available: perDay * BigInt(workingDays),
    scheduled: BigInt(crew.scheduledMinutes),
    worked: BigInt(crew.workedMinutes),
    budgeted: BigInt(crew.completedBudgetedMinutes),
    actual: BigInt(crew.completedActualMinutes),
    callbacks: BigInt(crew.callbacks),
    callbackHours: toUnits(crew.callbackHours, 2),
  };
}

function wholeOf(crews: readonly CrewUnits[]): CrewUnits {
  const field = (name: keyof CrewUnits) => sumOf(crews, (crew) => crew[name]);
  return {
    members: field('members'),
    available: field('available'),
    scheduled: field('scheduled'),
    worked: field('worked'),
    budgeted: field('budgeted'),
    actual: field('actual'),
    callbacks: field('callbacks'),
    callbackHours: field('callbackHours'),
  };
}

const utilisationOf = (units: CrewUnits) => percentOfUnits(units.scheduled, units.available);
/** Budgeted ÷ actual over the finished work: above 100% the crew beat the budget. */
const efficiencyOf = (units: CrewUnits) => percentOfUnits(units.budgeted, units.actual);

function values(units: CrewUnits) {
  return {
    members: Number(units.members),
    available: hoursOf(units.available),
    scheduled: hoursOf(units.scheduled),
    worked: hoursOf(units.worked),
    utilisation: utilisationOf(units),
    efficiency: efficiencyOf(units),
    callbacks: Number(units.callbacks),
    callbackHours: fromUnits(units.callbackHours, 2),
  };
}

const workingDaysOf = (period: Period, weekdays: readonly number[]) => workingDaysBetween(period.from, period.to, weekdays);

/** Crews: hours available, scheduled and worked, utilisation, efficiency and callbacks, crew by crew. */
export function crewsReport(input: CrewsReportInput): { headline: HeadlineFigure[]; sections: ReportSection[] } {
  const days = workingDaysOf(input.period, input.workingWeekdays);
  const crews = [...input.crews].sort((a, b) => a.name.localeCompare(b.name) || a.crewId.localeCompare(b.crewId));
  const units = crews.map((crew) => unitsOf(crew, days, input.shiftHours));
  const whole = wholeOf(units);
  const before =
    input.comparison && input.comparisonCrews
      ? wholeOf(input.comparisonCrews.map((crew) => unitsOf(crew, workingDaysOf(input.comparison!, input.workingWeekdays), input.shiftHours)))
      : null;

  const figure = (key: string, label: string, kind: HeadlineFigure['kind'], of: (units: CrewUnits) => number | null, link: string | null = null): HeadlineFigure => ({
    key,
    label,
    kind,
    value: of(whole),
    comparison: before && of(before),
    target: null,
    link,
  });
  const headline: HeadlineFigure[] = [
    figure('available', 'Hours available', 'hours', (each) => hoursOf(each.available), reportPaths.crews),
    figure('scheduled', 'Hours scheduled', 'hours', (each) => hoursOf(each.scheduled)),
    figure('worked', 'Hours worked', 'hours', (each) => hoursOf(each.worked)),
    figure('utilisation', 'Utilisation', 'percent', utilisationOf),
    figure('efficiency', 'Efficiency', 'percent', efficiencyOf),
    figure('callbacks', 'Callbacks', 'count', (each) => Number(each.callbacks)),
  ];

  const rows = crews.map((crew, index) => {
    const efficiency = efficiencyOf(units[index]!);
    return row(crew.crewId, { crew: crew.name, ...values(units[index]!) }, { link: reportPaths.crews, highlight: efficiency !== null && efficiency < 100 });
  });
  const section: ReportSection = {
    key: 'crews',
    title: 'Crews',
    note: `Each active crew and any crew with work in the period: available is its members now × ${input.shiftHours} shift hours × the period’s ${days} working days; scheduled is the budgeted hours of its orders dated in the period (not cancelled or skipped); ${workDefinitions.hoursWorked}, on its orders; utilisation is scheduled ÷ available; efficiency is budgeted ÷ actual hours over its orders earned in the period (completed and dated in it, or completed in it when undated) that have time recorded; callbacks are the callback tasks raised in the period about its work orders, with the hours recorded on them.`,
    columns: [
      column('crew', 'Crew', 'text'),
      column('members', 'Members', 'count'),
      column('available', 'Available', 'hours'),
      column('scheduled', 'Scheduled', 'hours'),
      column('worked', 'Worked', 'hours'),
      column('utilisation', 'Utilisation', 'percent'),
      column('efficiency', 'Efficiency', 'percent'),
      column('callbacks', 'Callbacks', 'count'),
      column('callbackHours', 'Callback hours', 'hours'),
    ],
    rows: rows.slice(0, MAX_REPORT_ROWS),
    totals: values(whole),
    rowCount: rows.length,
    chart: { kind: 'bar', x: 'crew', series: ['scheduled', 'worked', 'available'] },
  };
  return { headline, sections: [section] };
}
