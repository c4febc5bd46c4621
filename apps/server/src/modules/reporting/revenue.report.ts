import { revenueReport as buildRevenueReport, type Period, type RevenueAmount } from '@groundwork/domain/reporting';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/clients';
import { periodInstants, type ReportContext } from './report-context';
import { answeredInPeriod, estimateValue } from './sales.report';

/**
 * Revenue: one query per period summing each source by month ('YYYY-MM' of the company's calendar); the domain nets
 * invoices with credit notes and payments with refunds and lays the months out.
 */
async function monthlyAmounts(context: ReportContext, period: Period): Promise<RevenueAmount[]> {
  const { companyId, timeZone } = context;
  const { from, to } = period;
  const { start, end } = periodInstants(period, timeZone);
  const rows = await queryRows<{ source: RevenueAmount['source']; month: string; amount: string }>(
    context.db,
    sql`
      with ${answeredInPeriod(context, period)},
      orders as (
        -- One pass over the period's orders: dated ones by their date, undated completed ones by the day they were done.
        select date_trunc('month', coalesce(o.date, (o.completed_at at time zone ${timeZone})::date)::timestamp) as month,
          sum(o.price) filter (where o.date is not null and o.status not in ('cancelled', 'skipped')) as scheduled,
          sum(o.price) filter (where o.status = 'completed') as earned,
          -- What the invoicing assistant offers: completed one-off orders and visits of jobs billed per visit, not on a live invoice.
          sum(o.price) filter (where o.status = 'completed' and (o.job_id is null or j.billing_method = 'per_visit') and b.id is null) as waiting
        from work_orders o
        left join jobs j on j.company_id = o.company_id and j.id = o.job_id
        -- An order's live claim ('work_order:<id>', unique while live) is the one 'work_order' row naming it: joined on the id.
        left join billed_items b on b.company_id = o.company_id and b.work_order_id = o.id and b.source = 'work_order' and b.released_at is null
        where o.company_id = ${companyId}
          and (o.date between ${from}::date and ${to}::date
            or (o.date is null and o.status = 'completed' and o.completed_at >= ${start}::timestamptz and o.completed_at < ${end}::timestamptz))
        group by 1
      )
      select 'sold' as source, to_char(t.approved_at at time zone ${timeZone}, 'YYYY-MM') as month, sum(${estimateValue('e')})::text as amount
        from answered t join estimates e on e.company_id = ${companyId} and e.id = t.estimate_id
        where t.answer = 'approved'
        group by 2
      union all
      select 'scheduled', to_char(month, 'YYYY-MM'), scheduled::text from orders where scheduled is not null
      union all
      select 'earned', to_char(month, 'YYYY-MM'), earned::text from orders where earned is not null
      union all
      select 'earned_not_invoiced', to_char(month, 'YYYY-MM'), waiting::text from orders where waiting is not null
      union all
      select 'invoiced', to_char(issue_date, 'YYYY-MM'), sum(subtotal)::text from invoices
        where company_id = ${companyId} and issue_date between ${from}::date and ${to}::date and status not in ('draft', 'void')
        group by 2
      union all
      select 'credited', to_char(issue_date, 'YYYY-MM'), sum(subtotal)::text from credit_notes
        where company_id = ${companyId} and issue_date between ${from}::date and ${to}::date
        group by 2
      union all
      select 'collected', to_char(date, 'YYYY-MM'), sum(amount)::text from payments
        where company_id = ${companyId} and date between ${from}::date and ${to}::date and voided_at is null
        group by 2
      union all
      select 'refunded', to_char(date, 'YYYY-MM'), sum(amount)::text from refunds
        where company_id = ${companyId} and date between ${from}::date and ${to}::date
        group by 2`,
  );
  return rows.map((row) => ({ source: row.source, month: row.month, amount: Number(row.amount) }));
}

export async function revenueReport(context: ReportContext) {
  const [amounts, comparison] = await Promise.all([
    monthlyAmounts(context, context.period),
    context.comparison ? monthlyAmounts(context, context.comparison) : null,
  ]);
  return buildRevenueReport({
    period: context.period,
    amounts,
    comparison: context.comparison && comparison ? { period: context.comparison, amounts: comparison } : null,
  });
}
