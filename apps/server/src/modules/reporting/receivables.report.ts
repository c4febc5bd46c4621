import { receivablesReport as buildReceivablesReport, type Period, type ReceivablesAggregates } from '@groundwork/domain/reporting';
import { daysBetween } from '@groundwork/domain/shared';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../lib/clients';
import { endOfDayIn } from '../../lib/dates';
import type { ReportContext } from './report-context';

/**
 * Receivables at the end of a period (today when it ends later). An invoice stores its balance now; what it was at
 * the end of a past day is that balance with what reached it later undone: payments dated later added back, payments
 * voided later taken off again (they were paid that day), credit notes issued and credit applied later added back,
 * refunds dated later taken off. Invoices voided later were still owed. Applying a customer's unapplied payment to
 * an invoice counts on the payment's date.
 */
async function receivablesAt(context: ReportContext, period: Period, byCustomer: boolean): Promise<ReceivablesAggregates> {
  const { companyId } = context;
  const asOf = period.to < context.today ? period.to : context.today;
  const dayEnded = endOfDayIn(asOf, context.timeZone).toISOString();
  const [balances, [invoiced]] = await Promise.all([
    queryRows<{ customer_id: string; customer_name: string; due_date: string; balance: string; invoices: number }>(
      context.db,
      sql`
        with later as (
          -- Payments dated after the day: what they paid is owed again.
          select pa.invoice_id, pa.amount
            from payments p
            join payment_allocations pa on pa.company_id = p.company_id and pa.payment_id = p.id
            where p.company_id = ${companyId} and p.date > ${asOf}::date and p.voided_at is null
          union all
          -- Payments of the day or before, voided since: they were paid that day (their invoices are owed again now).
          select pa.invoice_id, -pa.amount
            from payments p
            join payment_allocations pa on pa.company_id = p.company_id and pa.payment_id = p.id
            where p.company_id = ${companyId} and p.voided_at >= ${dayEnded}::timestamptz and p.date <= ${asOf}::date
          union all
          select invoice_id, applied_to_invoice from credit_notes
            where company_id = ${companyId} and issue_date > ${asOf}::date and invoice_id is not null and applied_to_invoice > 0
          union all
          select invoice_id, amount from credit_note_allocations
            where company_id = ${companyId} and created_at >= ${dayEnded}::timestamptz
          union all
          select invoice_id, -amount from refunds
            where company_id = ${companyId} and invoice_id is not null and date > ${asOf}::date
        ),
        undone as (select invoice_id, sum(amount) as amount from later group by invoice_id),
        owed as (
          -- Open now (read off the open invoices' index), with what came later undone …
          select i.customer_id, i.due_date, i.balance + coalesce(u.amount, 0) as balance
            from invoices i
            left join undone u on u.invoice_id = i.id
            where i.company_id = ${companyId} and i.status in ('sent', 'partially_paid') and i.issue_date <= ${asOf}::date
          union all
          -- … paid since …
          select i.customer_id, i.due_date, i.balance + u.amount
            from undone u
            join invoices i on i.company_id = ${companyId} and i.id = u.invoice_id
            where i.status = 'paid' and i.issue_date <= ${asOf}::date
          union all
          -- … or voided since: nothing was paid or credited on a voided invoice, so it was owed whole.
          select i.customer_id, i.due_date, i.balance
            from invoices i
            where i.company_id = ${companyId} and i.status = 'void' and i.sent_at is not null and i.voided_at >= ${dayEnded}::timestamptz
              and i.issue_date <= ${asOf}::date
        ),
        owed_by_due_date as (
          select customer_id, due_date, sum(balance) as balance, count(*)::int as invoices from owed where balance > 0 group by customer_id, due_date
        )
        ${
          byCustomer
            ? sql`select o.customer_id, c.display_name as customer_name, o.due_date::text as due_date, o.balance::text as balance, o.invoices
                    from owed_by_due_date o
                    join customers c on c.company_id = ${companyId} and c.id = o.customer_id`
            : // The comparison's headline figures age the balances by due date alone: no customer needs naming.
              sql`select '' as customer_id, '' as customer_name, due_date::text as due_date, sum(balance)::text as balance, count(*)::int as invoices
                    from owed where balance > 0 group by due_date`
        }`,
    ),
    queryRows<{ total: string }>(
      context.db,
      sql`select coalesce(sum(total), 0)::text as total from invoices
          where company_id = ${companyId} and issue_date between ${period.from}::date and ${asOf}::date and status not in ('draft', 'void')`,
    ),
  ]);
  return {
    asOf,
    balances: balances.map((row) => ({ customerId: row.customer_id, customerName: row.customer_name, dueDate: row.due_date, balance: Number(row.balance), invoiceCount: row.invoices })),
    invoiced: Number(invoiced?.total ?? 0),
    days: Math.max(0, daysBetween(period.from, asOf) + 1),
  };
}

export async function receivablesReport(context: ReportContext) {
  const [period, comparison] = await Promise.all([
    receivablesAt(context, context.period, !context.headlineOnly),
    // Only the headline reads the comparison (outstanding, overdue, over 60 days, days sales outstanding).
    context.comparison ? receivablesAt(context, context.comparison, false) : null,
  ]);
  return buildReceivablesReport({ period, comparison });
}
