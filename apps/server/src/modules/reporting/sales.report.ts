import type { LeadStatus } from '@groundwork/domain/leads';
import { salesReport as buildSalesReport, type Period, type SalesGroupAggregate, type SalesPeriodAggregates } from '@groundwork/domain/reporting';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../lib/clients';
import { estimateAnswersBetween, estimateValue, movedTo } from '../../lib/estimate-answers';
import { periodInstants } from '../../lib/dates';
import type { ReportContext } from './report-context';

/**
 * Sales: estimates and leads of the period, read from each estimate's history (lib/estimate-answers.ts).
 */

/** `answered (estimate_id, answer, approved_at)`: each estimate sent, approved or declined in the period. */
export function answeredInPeriod(context: ReportContext, period: Period): SQL {
  const { start, end } = periodInstants(period, context.timeZone);
  return estimateAnswersBetween(context.companyId, start, end);
}

interface GroupRow {
  grouping_set: 'all' | 'estimator' | 'source';
  id: string | null;
  name: string | null;
  sent: number;
  sent_value: string;
  approved: number;
  approved_value: string;
  declined: number;
  declined_value: string;
  timed: number;
  seconds: string;
}

/** The estimates answered or first sent in the period: all together, by estimator and by the client's lead source. */
function estimateGroups(context: ReportContext, period: Period): Promise<GroupRow[]> {
  const { companyId } = context;
  const { start } = periodInstants(period, context.timeZone);
  return queryRows<GroupRow>(
    context.db,
    sql`
      with ${answeredInPeriod(context, period)},
      facts as (
        select e.created_by, coalesce(c.lead_source_id, l.lead_source_id) as source_id, ${estimateValue('e')} as value,
          t.answer, t.approved_at, f.first_sent
        from answered t
        join estimates e on e.company_id = ${companyId} and e.id = t.estimate_id
        left join customers c on e.client_type = 'customer' and c.company_id = e.company_id and c.id = e.client_id
        left join leads l on e.client_type = 'lead' and l.company_id = e.company_id and l.id = e.client_id
        left join lateral (
          select min(a.at) as first_sent from estimate_activities a
          where a.company_id = e.company_id and a.estimate_id = e.id
            and (a.kind = 'sent' or (a.kind = 'status_changed' and a.detail like ${movedTo('sent')}))
        ) f on true
      ),
      groups as (
        select
          case when grouping(created_by) = 0 then 'estimator' when grouping(source_id) = 0 then 'source' else 'all' end as grouping_set,
          coalesce(created_by, source_id) as id,
          -- Sent counts an estimate in the period of its first sending only: a re-send is not a new proposal.
          (count(*) filter (where first_sent >= ${start}::timestamptz))::int as sent,
          coalesce(sum(value) filter (where first_sent >= ${start}::timestamptz), 0)::text as sent_value,
          (count(*) filter (where answer = 'approved'))::int as approved,
          coalesce(sum(value) filter (where answer = 'approved'), 0)::text as approved_value,
          (count(*) filter (where answer = 'declined'))::int as declined,
          coalesce(sum(value) filter (where answer = 'declined'), 0)::text as declined_value,
          (count(*) filter (where answer = 'approved' and first_sent < approved_at))::int as timed,
          coalesce(round(sum(extract(epoch from approved_at - first_sent)) filter (where answer = 'approved' and first_sent < approved_at)), 0)::text as seconds
        from facts
        group by grouping sets ((), (created_by), (source_id))
      )
      select g.*,
        case g.grouping_set
          when 'estimator' then coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email)
          when 'source' then s.name
        end as name
      from groups g
      left join users u on g.grouping_set = 'estimator' and u.company_id = ${companyId} and u.id = g.id
      left join lead_sources s on g.grouping_set = 'source' and s.company_id = ${companyId} and s.id = g.id`,
  );
}

async function periodAggregates(context: ReportContext, period: Period): Promise<SalesPeriodAggregates> {
  const { companyId } = context;
  const { start, end } = periodInstants(period, context.timeZone);
  const [groups, [created], leads] = await Promise.all([
    estimateGroups(context, period),
    queryRows<{ count: number; value: string }>(
      context.db,
      sql`select count(*)::int as count, coalesce(sum(${estimateValue('e')}), 0)::text as value from estimates e
          where e.company_id = ${companyId} and e.created_at >= ${start}::timestamptz and e.created_at < ${end}::timestamptz`,
    ),
    queryRows<{ status: LeadStatus; count: number; value: string }>(
      context.db,
      sql`select status, count(*)::int as count, coalesce(sum(estimated_value), 0)::text as value from leads
          where company_id = ${companyId} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
          group by status`,
    ),
  ]);
  const all = groups.find((group) => group.grouping_set === 'all');
  const tally = (count: number | undefined, value: string | undefined) => ({ count: count ?? 0, value: Number(value ?? 0) });
  const bySet = (set: GroupRow['grouping_set']): SalesGroupAggregate[] =>
    groups
      .filter((group) => group.grouping_set === set)
      .map((group) => ({ id: group.id, name: group.id === null ? null : group.name, sent: group.sent, approved: group.approved, declined: group.declined, valueWon: Number(group.approved_value) }));
  return {
    created: tally(created?.count, created?.value),
    sent: tally(all?.sent, all?.sent_value),
    approved: tally(all?.approved, all?.approved_value),
    declined: tally(all?.declined, all?.declined_value),
    timedApprovals: all?.timed ?? 0,
    secondsToApprove: Number(all?.seconds ?? 0),
    byEstimator: bySet('estimator'),
    byLeadSource: bySet('source'),
    leadsByStatus: leads.map((lead) => ({ status: lead.status, count: lead.count, estimatedValue: Number(lead.value) })),
  };
}

export async function salesReport(context: ReportContext) {
  const [period, comparison, [open]] = await Promise.all([
    periodAggregates(context, context.period),
    context.comparison ? periodAggregates(context, context.comparison) : null,
    queryRows<{ count: number; value: string }>(
      context.db,
      sql`select count(*)::int as count, coalesce(sum(${estimateValue('e')}), 0)::text as value from estimates e
          where e.company_id = ${context.companyId} and e.status = 'sent'`,
    ),
  ]);
  return buildSalesReport({ period, comparison, openEstimates: { count: open?.count ?? 0, value: Number(open?.value ?? 0) } });
}
