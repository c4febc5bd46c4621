import { comparisonPeriod, reportTitles, type Report, type ReportName, type ReportQuery } from '@groundwork/domain/reporting';
import type { Db } from '../../db/client';
import { companyTimeZoneQuery } from '../../lib/company-today';
import { dateIn, usableTimeZone } from '../../lib/dates';
import type { RequestContext } from '../../plugins/auth';
import { budgetVsActualReport } from './budget-vs-actual.report';
import { crewsReport } from './crews.report';
import { jobCostingReport } from './job-costing.report';
import type { ReportContext } from './report-context';
import { receivablesReport } from './receivables.report';
import { revenueReport } from './revenue.report';
import { salesReport } from './sales.report';
import { salesTaxReport } from './sales-tax.report';

/** Each report's SQL aggregates and domain builder (one file each, beside this one). */
const builders: Record<ReportName, (context: ReportContext) => Promise<Omit<Report, 'name' | 'title' | 'period' | 'comparison'>>> = {
  'budget-vs-actual': budgetVsActualReport,
  'job-costing': jobCostingReport,
  sales: salesReport,
  revenue: revenueReport,
  receivables: receivablesReport,
  crews: crewsReport,
  'sales-tax': salesTaxReport,
};

/** The context a report is built in: the company's zone and today, the period and its comparison. */
export async function reportContext(db: Db, companyId: string, query: Pick<ReportQuery, 'from' | 'to' | 'compare'>): Promise<ReportContext> {
  const [row] = await companyTimeZoneQuery(db, companyId);
  const timeZone = usableTimeZone(row?.timeZone);
  const period = { from: query.from, to: query.to };
  return { db, companyId, timeZone, today: dateIn(timeZone), period, comparison: comparisonPeriod(period, query.compare) };
}

/** One report in its context: its aggregates run on the company's rows and worked into the report's shape. */
export async function buildReport(context: ReportContext, name: ReportName): Promise<Report> {
  const built = await builders[name](context);
  return { name, title: reportTitles[name], period: context.period, comparison: context.comparison, ...built, ...(context.headlineOnly ? { sections: [] } : {}) };
}

export function createReportingService(db: Db) {
  return {
    async report(ctx: RequestContext, name: ReportName, query: ReportQuery): Promise<Report> {
      return buildReport(await reportContext(db, ctx.companyId, query), name);
    },
  };
}
