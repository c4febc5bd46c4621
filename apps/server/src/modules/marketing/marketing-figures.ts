import type { ChannelActuals, CustomerFacts, SalesHistory } from '@groundwork/domain/marketing';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../lib/clients';
import { periodInstants } from '../../lib/dates';
import { estimateAnswersBetween, estimateValue } from '../../lib/estimate-answers';

/**
 * What marketing reads from the company's sales records, in SQL straight from the schema. Won jobs and their value are
 * counted exactly as the Sales report counts them (lib/estimate-answers.ts: an estimate whose last answer in the
 * period was an approval, valued at its total before tax, for the client's lead source), so a channel's won revenue is
 * its lead sources' "value won" there for the same days. marketing.routes.test.ts holds the two side by side.
 */

export interface Period {
  from: string;
  to: string;
}

/** `answers (answer, source_id, value)`: each estimate answered in the period, its last answer there and lead source. */
function answeredIn(companyId: string, start: string, end: string): SQL {
  return sql`
    ${estimateAnswersBetween(companyId, start, end)},
    answers as (
      select t.answer, coalesce(c.lead_source_id, l.lead_source_id) as source_id, ${estimateValue('e')} as value
      from answered t
      join estimates e on e.company_id = ${companyId} and e.id = t.estimate_id
      left join customers c on e.client_type = 'customer' and c.company_id = e.company_id and c.id = e.client_id
      left join leads l on e.client_type = 'lead' and l.company_id = e.company_id and l.id = e.client_id
      where t.answer is not null
    )`;
}

export interface SourceActuals extends Omit<ChannelActuals, 'spend'> {
  id: string;
  name: string;
  archived: boolean;
}

/**
 * Every lead source of the company with what came through it in the period: the leads that came in, the estimates
 * won and their value (the Sales report's), and what was invoiced to its customers before tax, less credit notes.
 */
export async function sourceActuals(db: Db, companyId: string, timeZone: string, period: Period): Promise<SourceActuals[]> {
  const { start, end } = periodInstants(period, timeZone);
  const rows = await queryRows<{ id: string; name: string; status: string; leads: number; won_jobs: number; won_value: string; invoiced: string }>(
    db,
    sql`
      with ${answeredIn(companyId, start, end)},
      won as (
        select source_id, count(*)::int as won_jobs, sum(value) as won_value from answers where answer = 'approved' and source_id is not null group by source_id
      ),
      came_in as (
        select lead_source_id as source_id, count(*)::int as leads from leads
        where company_id = ${companyId} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz and lead_source_id is not null
        group by lead_source_id
      ),
      billed as (
        select c.lead_source_id as source_id, sum(x.amount) as invoiced
        from (
          select customer_id, subtotal as amount from invoices
            where company_id = ${companyId} and issue_date between ${period.from}::date and ${period.to}::date and status not in ('draft', 'void')
          union all
          select customer_id, -subtotal from credit_notes
            where company_id = ${companyId} and issue_date between ${period.from}::date and ${period.to}::date
        ) x
        join customers c on c.company_id = ${companyId} and c.id = x.customer_id
        where c.lead_source_id is not null
        group by c.lead_source_id
      )
      select s.id, s.name, s.status, coalesce(n.leads, 0)::int as leads, coalesce(w.won_jobs, 0)::int as won_jobs,
        coalesce(w.won_value, 0)::text as won_value, coalesce(b.invoiced, 0)::text as invoiced
      from lead_sources s
      left join won w on w.source_id = s.id
      left join came_in n on n.source_id = s.id
      left join billed b on b.source_id = s.id
      where s.company_id = ${companyId}
      order by lower(s.name), s.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    archived: row.status === 'archived',
    leads: row.leads,
    wonJobs: row.won_jobs,
    wonValue: Number(row.won_value),
    invoiced: Number(row.invoiced),
  }));
}

/** The leads (by source) and won estimates (by source) of one window: what a campaign's results need, nothing more. */
export async function sourceWins(db: Db, companyId: string, timeZone: string, period: Period, sourceIds: readonly string[]): Promise<{ leads: number; wonJobs: number; wonValue: number }> {
  if (sourceIds.length === 0) return { leads: 0, wonJobs: 0, wonValue: 0 };
  const { start, end } = periodInstants(period, timeZone);
  const ids = sql.join(
    sourceIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const [row] = await queryRows<{ leads: number; won_jobs: number; won_value: string }>(
    db,
    sql`
      with ${answeredIn(companyId, start, end)}
      select
        (select count(*)::int from leads where company_id = ${companyId} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz and lead_source_id in (${ids})) as leads,
        (count(*) filter (where answer = 'approved'))::int as won_jobs,
        coalesce(sum(value) filter (where answer = 'approved'), 0)::text as won_value
      from answers where source_id in (${ids})`,
  );
  return { leads: row?.leads ?? 0, wonJobs: row?.won_jobs ?? 0, wonValue: Number(row?.won_value ?? 0) };
}

/** The company's last 12 months of selling: estimates answered (the close rate, average job) and leads quoted. */
export async function salesHistory(db: Db, companyId: string, timeZone: string, period: Period): Promise<SalesHistory & { seasonShape: number[] }> {
  const { start, end } = periodInstants(period, timeZone);
  const [[answers], [leads], months] = await Promise.all([
    queryRows<{ approved: number; declined: number; value_won: string }>(
      db,
      sql`
        with ${answeredIn(companyId, start, end)}
        select (count(*) filter (where answer = 'approved'))::int as approved, (count(*) filter (where answer = 'declined'))::int as declined,
          coalesce(sum(value) filter (where answer = 'approved'), 0)::text as value_won
        from answers`,
    ),
    // A lead counts as quoted once it has an estimate that went out, or the pipeline says one did (or it was won).
    queryRows<{ leads: number; quoted: number }>(
      db,
      sql`
        select count(*)::int as leads,
          (count(*) filter (where l.status in ('estimate_sent', 'won') or exists (
            select 1 from estimates e where e.company_id = l.company_id and e.client_type = 'lead' and e.client_id = l.id and e.status <> 'draft'
          )))::int as quoted
        from leads l
        where l.company_id = ${companyId} and l.created_at >= ${start}::timestamptz and l.created_at < ${end}::timestamptz`,
    ),
    queryRows<{ month: number; leads: number }>(
      db,
      sql`
        select extract(month from created_at at time zone ${timeZone})::int as month, count(*)::int as leads from leads
        where company_id = ${companyId} and created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
        group by 1`,
    ),
  ]);
  const seasonShape = Array.from({ length: 12 }, (_, index) => months.find((row) => row.month === index + 1)?.leads ?? 0);
  return {
    approved: answers?.approved ?? 0,
    declined: answers?.declined ?? 0,
    valueWon: Number(answers?.value_won ?? 0),
    leads: leads?.leads ?? 0,
    quotedLeads: leads?.quoted ?? 0,
    seasonShape,
  };
}

/**
 * Today's customers (active ones) as the avatar weighs them: type, largest lot, the cities of their address and
 * properties, the services of their jobs and orders, the lead source, and what they were invoiced in the window
 * before tax, less credit notes.
 */
export async function customerFacts(db: Db, companyId: string, period: Period): Promise<CustomerFacts[]> {
  const rows = await queryRows<{ id: string; name: string; type: string; lead_source_id: string | null; lot: number | null; cities: string[] | null; services: string[] | null; revenue: string; city: string }>(
    db,
    sql`
      with props as (
        select customer_id, max(lot_size_sq_ft) as lot, array_agg(distinct city) filter (where trim(city) <> '') as cities
        from customer_properties where company_id = ${companyId} group by customer_id
      ),
      bought as (
        select customer_id, array_agg(distinct service_id) as services from (
          select customer_id, service_id from jobs where company_id = ${companyId} and service_id is not null
          union
          select customer_id, service_id from work_orders where company_id = ${companyId} and service_id is not null
        ) x group by customer_id
      ),
      revenue as (
        select customer_id, sum(amount) as amount from (
          select customer_id, subtotal as amount from invoices
            where company_id = ${companyId} and issue_date between ${period.from}::date and ${period.to}::date and status not in ('draft', 'void')
          union all
          select customer_id, -subtotal from credit_notes
            where company_id = ${companyId} and issue_date between ${period.from}::date and ${period.to}::date
        ) x group by customer_id
      )
      select c.id, c.display_name as name, c.type, c.lead_source_id, p.lot, p.cities, b.services, coalesce(r.amount, 0)::text as revenue, c.city
      from customers c
      left join props p on p.customer_id = c.id
      left join bought b on b.customer_id = c.id
      left join revenue r on r.customer_id = c.id
      where c.company_id = ${companyId} and c.status = 'active'`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    clientType: row.type,
    lotSizeSqFt: row.lot === null ? null : Number(row.lot),
    serviceIds: row.services ?? [],
    revenue: Number(row.revenue),
    leadSourceId: row.lead_source_id,
    cities: [...(row.cities ?? []), ...(row.city.trim() !== '' ? [row.city] : [])],
  }));
}
