import { crewsReport as buildCrewsReport, type CrewWork, type Period } from '@groundwork/domain/reporting';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/clients';
import { periodInstants } from '../../lib/dates';
import type { ReportContext } from './report-context';
import { budgetedMinutes, companyScheduling, figure, periodAndComparison, undatedEarnedInPeriod } from './work-aggregates';

/**
 * Crews: for each active crew and each crew with work in the period, its members now, the budgeted minutes of its
 * orders dated in the period, the minutes worked on its orders, the budgeted and recorded minutes of its finished
 * orders (from the day totals, work_order_days and work_time_days), and the callbacks raised about its work orders —
 * each summed by SQL per crew.
 */

interface CrewRow {
  crewId: string;
  name: string;
  members: number;
  scheduled: string;
  worked: string;
  budgeted: string;
  actual: string;
  callbacks: string;
  callbackHours: string;
}

function crewRows(context: ReportContext, period: Period): Promise<CrewRow[]> {
  const { companyId } = context;
  const { start, end } = periodInstants(period, context.timeZone);
  return queryRows<CrewRow>(
    context.db,
    sql`
      with scheduled as (
        select d.crew_id, sum(d.live_minutes) as minutes
        from work_order_days d
        where d.company_id = ${companyId} and d.crew_id is not null and d.day between ${period.from}::date and ${period.to}::date
        group by d.crew_id
      ),
      worked as (
        select t.crew_id, sum(t.minutes) as minutes
        from work_time_days t
        where t.company_id = ${companyId} and t.crew_id is not null and t.day between ${period.from}::date and ${period.to}::date
        group by t.crew_id
      ),
      finished as (
        -- Its orders earned in the period that have time recorded: one with none says nothing about how fast the crew worked.
        select f.crew_id, sum(f.budgeted) as budgeted, sum(f.actual) as actual
        from (
          select d.crew_id, d.earned_timed_budgeted_minutes as budgeted, d.earned_worked_minutes as actual
          from work_order_days d
          where d.company_id = ${companyId} and d.crew_id is not null and d.day between ${period.from}::date and ${period.to}::date
            and d.earned_timed_budgeted_minutes <> 0
          union all
          select wo.crew_id, ${budgetedMinutes}, wo.worked_minutes
          from work_orders wo
          where ${undatedEarnedInPeriod(context, period)} and wo.crew_id is not null and wo.worked_minutes > 0
        ) f
        group by f.crew_id
      ),
      called as (
        select wo.crew_id, count(*) as callbacks, coalesce(sum(tk.hours_spent), 0) as hours
        from tickets tk
        join work_orders wo on wo.company_id = tk.company_id and wo.id = tk.subject_id
        where tk.company_id = ${companyId} and tk.type = 'callback' and tk.subject_kind = 'work_order'
          and tk.created_at >= ${start}::timestamptz and tk.created_at < ${end}::timestamptz and wo.crew_id is not null
        group by wo.crew_id
      ),
      members as (
        select cm.crew_id, count(*) as members from crew_members cm where cm.company_id = ${companyId} group by cm.crew_id
      )
      select c.id as "crewId", c.name, coalesce(m.members, 0)::int as members,
        coalesce(s.minutes, 0)::text as scheduled, coalesce(w.minutes, 0)::text as worked,
        coalesce(f.budgeted, 0)::text as budgeted, coalesce(f.actual, 0)::text as actual,
        coalesce(k.callbacks, 0)::text as callbacks, coalesce(k.hours, 0)::text as "callbackHours"
      from crews c
      left join members m on m.crew_id = c.id
      left join scheduled s on s.crew_id = c.id
      left join worked w on w.crew_id = c.id
      left join finished f on f.crew_id = c.id
      left join called k on k.crew_id = c.id
      where c.company_id = ${companyId}
        and (c.status = 'active' or s.crew_id is not null or w.crew_id is not null or f.crew_id is not null or k.crew_id is not null)`,
  );
}

const crewWork = (row: CrewRow): CrewWork => ({
  crewId: row.crewId,
  name: row.name,
  members: Number(row.members),
  scheduledMinutes: figure(row.scheduled),
  workedMinutes: figure(row.worked),
  completedBudgetedMinutes: figure(row.budgeted),
  completedActualMinutes: figure(row.actual),
  callbacks: figure(row.callbacks),
  callbackHours: figure(row.callbackHours),
});

export async function crewsReport(context: ReportContext) {
  const [scheduling, [crews, before]] = await Promise.all([companyScheduling(context.db, context.companyId), periodAndComparison(context, crewRows)]);
  return buildCrewsReport({
    period: context.period,
    comparison: context.comparison,
    workingWeekdays: scheduling.workingWeekdays,
    shiftHours: scheduling.shiftHours,
    crews: crews.map(crewWork),
    comparisonCrews: before && before.map(crewWork),
  });
}
