import { addMonthsClamped } from '@groundwork/domain/shared';
import { dashboardKpis, kpiReports, presetPeriod, type Kpis, type Period, type Report, type ReportName } from '@groundwork/domain/reporting';
import type { Db } from '../../db/client';
import { companyToday } from '../../lib/company-today';
import type { RequestContext } from '../../plugins/auth';
import { buildReport, reportContext } from './reporting.service';

/**
 * The periods the cards cover, both to date so the budget and last year are pro-rated to the same days: this month
 * from its first day to today, and this season from 1 March to today (before March, last season whole).
 */
export function kpiPeriods(today: string): { month: Period; season: Period } {
  const month = { from: presetPeriod('this_month', today).from, to: today };
  const season = presetPeriod('this_season', today);
  if (today < season.from) return { month, season: { from: addMonthsClamped(season.from, -12), to: addMonthsClamped(season.to, -12) } };
  return { month, season: { from: season.from, to: today < season.to ? today : season.to } };
}

/** The dashboard's KPI cards, each a headline figure of its report over the month and the season, against last year. */
export async function companyKpis(db: Db, ctx: RequestContext): Promise<Kpis> {
  const today = await companyToday(db, ctx.companyId);
  const periods = kpiPeriods(today);
  const reportsOver = async (period: Period, names: readonly ReportName[]) => {
    // The cards read each report's headline only: no customer rows, no sections.
    const context = { ...(await reportContext(db, ctx.companyId, { ...period, compare: 'last_year' })), headlineOnly: true };
    const built = await Promise.all(names.map((name) => buildReport(context, name)));
    return Object.fromEntries(names.map((name, index) => [name, built[index]!])) as Partial<Record<ReportName, Report>>;
  };
  const [month, season] = await Promise.all([reportsOver(periods.month, kpiReports.month), reportsOver(periods.season, kpiReports.season)]);
  return { today, ...periods, kpis: dashboardKpis(month, season) };
}
