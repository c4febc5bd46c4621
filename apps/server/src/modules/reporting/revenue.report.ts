import { revenueReport as buildRevenueReport, type Period, type RevenueAmount } from '@groundwork/domain/reporting';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/clients';
import type { ReportContext } from './report-context';
import { estimateValue } from '../../lib/estimate-answers';
import { answeredInPeriod } from './sales.report';
import { undatedEarnedInPeriod } from './work-aggregates';

/**
 * Revenue: one query per period summing each source by month — the work orders' from the day totals
 * (work_order_days), the rest from their own tables ('YYYY-MM' of the company's calendar); the domain nets
 * invoices with credit notes and payments with refunds and lays the months out.
 */
async function monthlyAmounts(context: ReportContext, period: Period): Promise<RevenueAmount[]> {
  const { companyId, timeZone } = context;
  const { from, to } = period;
  const rows = await queryRows<{ source: RevenueAmount['source']; month: string; amount: string }>(
    context.db,
    sql`
      with ${answeredInPeriod(context, period)},
      -- Scheduled, earned and earned-not-invoiced from the day totals (dated orders), with the undated orders completed
      -- in the period. Not invoiced is what the invoicing assistant offers: completed orders billed on their own (one-off,
      -- or a visit of a job billed per visit) that no live invoice claims.
      orders as (
        select date_trunc('month', d.day::timestamp) as month, sum(d.scheduled_revenue) as scheduled, sum(d.earned_revenue) as earned,
          sum(d.waiting_revenue) as waiting
        from work_order_days d
        where d.company_id = ${companyId} and d.day between ${from}::date and ${to}::date
        group by 1
        union all
        select date_trunc('month', (wo.completed_at at time zone ${timeZone})::date::timestamp), null, sum(wo.price),
          sum(wo.price) filter (where wo.per_order_billing and not wo.billed)
        from work_orders wo where ${undatedEarnedInPeriod(context, period)}
        group by 1
      )
      select 'sold' as source, to_char(t.approved_at at time zone ${timeZone}, 'YYYY-MM') as month, sum(${estimateValue('e')})::text as amount
        from answered t join estimates e on e.company_id = ${companyId} and e.id = t.estimate_id
        where t.answer = 'approved'
        group by 2
      union all
      select 'scheduled', to_char(month, 'YYYY-MM'), sum(scheduled)::text from orders where scheduled is not null group by 2
      union all
      select 'earned', to_char(month, 'YYYY-MM'), sum(earned)::text from orders where earned is not null group by 2
      union all
      select 'earned_not_invoiced', to_char(month, 'YYYY-MM'), sum(waiting)::text from orders where waiting is not null group by 2
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
