import { jobCostingReport as buildJobCosting, MAX_REPORT_ROWS, type CostingFigures, type CostingGroup, type CostingWhole, type Period } from '@groundwork/domain/reporting';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/clients';
import { periodInstants } from '../../lib/dates';
import type { ReportContext } from './report-context';
import { budgetedMinutes, earnedInPeriod, figure, periodAndComparison } from './work-aggregates';

/**
 * Job costing: each earned work order costed as workOrderCosting does (budgeted hours in whole minutes, labour and
 * materials rounded to the cent per order, kept on the order), the callbacks raised in the period charged as callbackCharge does (to the
 * cent per task), then summed by SQL per job or one-off order, per service, per crew and in all — one pass with
 * grouping sets; only the MAX_REPORT_ROWS jobs that lost the most come back, with the count and totals of every one.
 */

interface GroupRow {
  kind: 'row' | 'service' | 'crew' | 'whole';
  id: string | null;
  isJob: boolean | null;
  name: string | null;
  customerId: string | null;
  customerName: string | null;
  serviceName: string | null;
  number: number | null;
  title: string | null;
  orders: string;
  estimated: string;
  minutes: string;
  labour: string;
  materials: string;
  callbacks: string;
  revenue: string;
  rowCount: string | null;
  lost: string | null;
  overrun: string | null;
}

/** Every group's figures; for the comparison period, only the whole. */
function costingGroups(context: ReportContext, period: Period, isComparison: boolean): Promise<GroupRow[]> {
  const { companyId } = context;
  const { start, end } = periodInstants(period, context.timeZone);
  // The comparison period needs only the whole and its jobs (to count those that lost money), not the groups shown.
  const grouping = isComparison
    ? { kind: sql.raw(`case when grouping(row_id) = 0 then 'row' else 'whole' end`), id: sql.raw('row_id'), sets: sql.raw('((row_id), ())') }
    : {
        kind: sql.raw(`case when grouping(row_id) = 0 then 'row' when grouping(service_id) = 0 then 'service' when grouping(crew_id) = 0 then 'crew' else 'whole' end`),
        id: sql.raw('coalesce(row_id, service_id, crew_id)'),
        sets: sql.raw('((row_id), (service_id), (crew_id), ())'),
      };
  return queryRows<GroupRow>(
    context.db,
    sql`
      with earned as (
        -- Each order's costing as workOrderCosting works it, kept on the order by triggers (migration 0023).
        select wo.id, wo.job_id, wo.service_id, wo.crew_id, wo.price, ${budgetedMinutes} as estimated,
          wo.worked_minutes as minutes, wo.labour_cost as labour, wo.materials_cost as materials
        from work_orders wo
        where ${earnedInPeriod(context, period)}
      ),
      charged as (
        select tk.subject_kind, tk.subject_id, round(tk.hours_spent * tk.hours_hourly_cost, 2) as cost
        from tickets tk
        where tk.company_id = ${companyId} and tk.type = 'callback' and tk.hours_spent is not null
          and tk.subject_kind in ('job', 'work_order') and tk.created_at >= ${start}::timestamptz and tk.created_at < ${end}::timestamptz
      ),
      facts as (
        select coalesce(e.job_id, e.id) as row_id, e.job_id, e.service_id, e.crew_id, 1 as orders, e.estimated,
          e.minutes, e.labour, e.materials, 0 as callbacks, e.price as revenue
        from earned e
        union all
        -- A callback about a visit goes with it: its job (or the one-off order), its service and its crew.
        select coalesce(wo.job_id, wo.id), wo.job_id, wo.service_id, wo.crew_id, 0, 0, 0, 0, 0, c.cost, 0
        from charged c join work_orders wo on wo.company_id = ${companyId} and wo.id = c.subject_id
        where c.subject_kind = 'work_order'
        union all
        select j.id, j.id, j.service_id, null, 0, 0, 0, 0, 0, c.cost, 0
        from charged c join jobs j on j.company_id = ${companyId} and j.id = c.subject_id
        where c.subject_kind = 'job'
      ),
      grouped as (
        select
          ${grouping.kind} as kind, ${grouping.id} as id, bool_or(job_id is not null) as is_job,
          sum(orders) as orders, sum(estimated) as estimated, sum(minutes) as minutes, sum(labour) as labour, sum(materials) as materials,
          sum(callbacks) as callbacks, sum(revenue) as revenue, sum(revenue) - sum(labour) - sum(materials) - sum(callbacks) as profit
        from facts
        group by grouping sets ${grouping.sets}
      ),
      stats as (
        select count(*) as row_count, count(*) filter (where profit < 0) as lost, coalesce(sum(greatest(minutes - estimated, 0)), 0) as overrun
        from grouped where kind = 'row'
      ),
      shown as (
        (select * from grouped where kind = 'row' and ${!isComparison}::boolean order by profit, id limit ${MAX_REPORT_ROWS})
        union all
        select * from grouped where kind <> 'row'
      )
      select g.kind, g.id, g.is_job as "isJob",
        case g.kind when 'service' then s.name when 'crew' then cr.name end as name,
        c.id as "customerId", c.display_name as "customerName", j.service_name as "serviceName", o.number, o.title,
        g.orders::text, g.estimated::text, g.minutes::text, g.labour::text, g.materials::text, g.callbacks::text, g.revenue::text,
        case when g.kind = 'whole' then st.row_count::text end as "rowCount",
        case when g.kind = 'whole' then st.lost::text end as lost,
        case when g.kind = 'whole' then st.overrun::text end as overrun
      from shown g
      cross join stats st
      left join jobs j on g.kind = 'row' and g.is_job and j.company_id = ${companyId} and j.id = g.id
      left join customers c on c.company_id = ${companyId} and c.id = j.customer_id
      left join work_orders o on g.kind = 'row' and not g.is_job and o.company_id = ${companyId} and o.id = g.id
      left join services s on g.kind = 'service' and s.company_id = ${companyId} and s.id = g.id
      left join crews cr on g.kind = 'crew' and cr.company_id = ${companyId} and cr.id = g.id`,
  );
}

const figuresOf = (row: GroupRow): CostingFigures => ({
  orders: figure(row.orders),
  estimatedMinutes: figure(row.estimated),
  actualMinutes: figure(row.minutes),
  labour: figure(row.labour),
  materials: figure(row.materials),
  callbacks: figure(row.callbacks),
  revenue: figure(row.revenue),
});

/** The figures of no work at all: a period with nothing earned has no 'whole' row to read. */
const nothing: CostingWhole = { orders: 0, estimatedMinutes: 0, actualMinutes: 0, labour: 0, materials: 0, callbacks: 0, revenue: 0, rowCount: 0, lostMoney: 0, overrunMinutes: 0 };

function wholeOf(rows: readonly GroupRow[]): CostingWhole {
  const row = rows.find((each) => each.kind === 'whole');
  if (!row) return nothing;
  return { ...figuresOf(row), rowCount: figure(row.rowCount), lostMoney: figure(row.lost), overrunMinutes: figure(row.overrun) };
}

function groupOf(row: GroupRow): CostingGroup {
  const figures = figuresOf(row);
  switch (row.kind) {
    case 'service':
      return { ...figures, subject: { kind: 'service', serviceId: row.id, name: row.id ? (row.name ?? '') : null } };
    case 'crew':
      return { ...figures, subject: { kind: 'crew', crewId: row.id, name: row.id ? (row.name ?? '') : null } };
    default:
      return row.isJob
        ? { ...figures, subject: { kind: 'job', jobId: row.id!, customerId: row.customerId ?? '', customerName: row.customerName ?? '', serviceName: row.serviceName ?? '' } }
        : { ...figures, subject: { kind: 'order', orderId: row.id!, number: row.number ?? 0, title: row.title ?? '' } };
  }
}

export async function jobCostingReport(context: ReportContext) {
  const [rows, before] = await periodAndComparison(context, costingGroups);
  const groups = (kind: GroupRow['kind']) => rows.filter((row) => row.kind === kind).map(groupOf);
  return buildJobCosting({
    jobs: groups('row'),
    byService: groups('service'),
    byCrew: groups('crew'),
    whole: wholeOf(rows),
    comparison: before && wholeOf(before),
  });
}
