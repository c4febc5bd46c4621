import { defaultSchedulingDetails } from '@groundwork/domain/company-information';
import type { ActiveBudget, Period } from '@groundwork/domain/reporting';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyInformation } from '../../db/schema';
import { activeBudgetRow, summaryOf } from '../../lib/overhead-markups';
import { periodInstants } from '../../lib/dates';
import type { ReportContext } from './report-context';

/**
 * What the operations reports (budget vs actual, job costing, crews) read alike: which work orders a period earned,
 * the company's working week and shift, and its active budget. One definition here keeps the three reports' figures
 * the same where they overlap.
 */

/**
 * The condition on `wo` (work_orders) for orders earned in the period: completed, and dated in it — or, undated,
 * completed on one of its days in the company's zone. Written as two ranges so (company_id, status, date) serves both.
 */
export function earnedInPeriod(context: ReportContext, period: Period): SQL {
  const { start, end } = periodInstants(period, context.timeZone);
  return sql`wo.company_id = ${context.companyId} and wo.status = 'completed'
    and (wo.date between ${period.from}::date and ${period.to}::date
      or (wo.date is null and wo.completed_at >= ${start}::timestamptz and wo.completed_at < ${end}::timestamptz))`;
}

/**
 * The undated orders among those earned in the period (completed on one of its days in the company's zone): the day
 * totals (work_order_days, migration 0024) hold only dated orders, so a report adds these to them.
 */
export function undatedEarnedInPeriod(context: ReportContext, period: Period): SQL {
  const { start, end } = periodInstants(period, context.timeZone);
  return sql`wo.company_id = ${context.companyId} and wo.status = 'completed' and wo.date is null
    and wo.completed_at >= ${start}::timestamptz and wo.completed_at < ${end}::timestamptz`;
}

/** A work order's budgeted hours in whole minutes, half-up (minutesOf in orders/job-costing.ts). */
export const budgetedMinutes = sql.raw('round(wo.budgeted_hours * 60)');

export interface CompanyScheduling {
  workingWeekdays: number[];
  shiftHours: number;
}

/** The working weekdays and shift length of company information; a company saved before they existed works the defaults. */
export async function companyScheduling(db: Db, companyId: string): Promise<CompanyScheduling> {
  const [row] = await db.select({ scheduling: companyInformation.schedulingDetails }).from(companyInformation).where(eq(companyInformation.companyId, companyId)).limit(1);
  const defaults = defaultSchedulingDetails();
  const stored = row?.scheduling;
  return {
    workingWeekdays: stored?.workingWeekdays?.length ? stored.workingWeekdays : defaults.workingWeekdays,
    shiftHours: stored?.shiftHours && stored.shiftHours > 0 ? stored.shiftHours : defaults.shiftHours,
  };
}

/**
 * The company's active overhead budget, or null when it has none — or only the empty one every new company starts
 * with (no hours, no costs): a budget of zeros would read as "0 % of budget" rather than as no budget.
 */
export async function activeBudget(db: Db, companyId: string): Promise<ActiveBudget | null> {
  const budget = summaryOf(await activeBudgetRow(db, companyId)).budget;
  if (!budget) return null;
  const lines = [budget.billableLaborHours, ...Object.values(budget.directCost), ...Object.values(budget.operatingExpense)];
  return lines.some((amount) => amount > 0) ? budget : null;
}

/**
 * A report's aggregates over its period and over the comparison period (null without one), side by side (two
 * connections on PostgreSQL; JIT is off on every connection, db/client.ts).
 */
export function periodAndComparison<T>(
  context: ReportContext,
  aggregates: (context: ReportContext, period: Period, isComparison: boolean) => Promise<T>,
): Promise<[T, T | null]> {
  return Promise.all([aggregates(context, context.period, false), context.comparison ? aggregates(context, context.comparison, true) : null]);
}

/** A numeric aggregate read as text (exact), as a number: money has 2 decimals, minutes none. */
export const figure = (text: string | number | null | undefined): number => Number(text ?? 0);
