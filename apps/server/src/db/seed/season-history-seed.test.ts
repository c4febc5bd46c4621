import { hourlyLaborCost } from '@groundwork/domain/employees';
import { workingDaysBetween } from '@groundwork/domain/reporting';
import { addDays } from '@groundwork/domain/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../client';
import { uniqueEmail } from '../../test/builders';
import { useTestApp } from '../../test/test-app';
import { createCompany } from './companies';
import { seedDemoCompanySetup } from './company-setup';
import { seedDemoCrews } from './crews';
import { seedDemoClients } from './customers';
import { seedDemoEmployees } from './employees';
import { seedDemoEquipment } from './equipment';
import { seedDemoOverhead } from './overhead';
import { seedDemoProducts } from './products';
import { seedDemoSalesTax } from './sales-tax';
import { seedDemoSeasonHistory } from './season-history';
import { seedDemoServices } from './services';

const t = useTestApp();

/** A Friday afternoon in Minneapolis: last week is 16–22 November, so the history stops on Sunday the 15th. */
const NOW = new Date('2026-11-27T20:00:00Z');
const TODAY = '2026-11-27';
const LAST_SEASON = { from: '2025-03-01', to: '2025-11-30' };
const THIS_SEASON = { from: '2026-03-01', to: '2026-11-15' };
const MON_TO_FRI = [1, 2, 3, 4, 5];

/** The demo company as seed/demo.ts has made it when the history runs: people, clients, price book, overhead, services. */
async function companyBeforeHistory(database: Database): Promise<{ companyId: string; userId: string }> {
  const created = await createCompany(database, { name: 'Demo Landscaping', email: uniqueEmail('history'), firstName: 'Dana', lastName: 'Whitfield' });
  const { db } = database;
  await seedDemoCompanySetup(db, created.companyId, created.companyName);
  await seedDemoSalesTax(db, created.companyId);
  await seedDemoCrews(db, created.companyId, await seedDemoEmployees(db, created.companyId));
  await seedDemoClients(db, created.companyId, created.userId);
  await seedDemoEquipment(db, created.companyId);
  await seedDemoProducts(db, created.companyId);
  await seedDemoOverhead(db, created.companyId);
  await seedDemoServices(db, created.companyId);
  return { companyId: created.companyId, userId: created.userId };
}

const cents = (amount: string | number) => Math.round(Number(amount) * 100);

let company: { companyId: string; userId: string };
/** The client book's own leads (seed/customers.ts), made before the history. */
let bookLeads: Set<string>;
const rows = <T extends Record<string, unknown>>(text: string) => t.database.query<T>(text, [company.companyId]);
/** A timestamp as the driver gives it: a Date from PGlite, ISO-like text from PostgreSQL's raw queries. */
const at = (value: Date | string) => new Date(value);

beforeAll(async () => {
  company = await companyBeforeHistory(t.database);
  bookLeads = new Set((await rows<{ id: string }>('select id from leads where company_id = $1')).map((lead) => lead.id));
  await seedDemoSeasonHistory(t.database.db, company.companyId, company.userId, NOW);
  // Seeding a season of history on PGlite while the other suites run beside it.
}, 180_000);

describe('the demo company’s season history', () => {
  it('keeps last season whole and this one up to the week before last, every order done and numbered from 1001 in date order', async () => {
    const orders = await rows<{ number: number; date: string; status: string; crew_id: string | null; budgeted_hours: string; price: string }>(
      'select number, date::text, status, crew_id, budgeted_hours::text, price::text from work_orders where company_id = $1 order by number',
    );
    expect(orders.length).toBeGreaterThan(600);
    expect(orders.map((order) => order.number)).toEqual(orders.map((_, index) => 1001 + index));
    expect(orders.map((order) => order.date)).toEqual(orders.map((order) => order.date).sort());
    const [counter] = await rows<{ last_number: number }>('select last_number from work_order_number_counters where company_id = $1');
    expect(counter!.last_number).toBe(1000 + orders.length);

    const inSeason = (date: string) => (date >= LAST_SEASON.from && date <= LAST_SEASON.to) || (date >= THIS_SEASON.from && date <= THIS_SEASON.to);
    expect(orders.every((order) => inSeason(order.date))).toBe(true);
    expect(orders.some((order) => order.date.startsWith('2025-11'))).toBe(true);
    expect(orders.some((order) => order.date > '2026-11-08')).toBe(true);
    expect(orders.every((order) => order.status === 'completed' && order.crew_id !== null && cents(order.budgeted_hours) > 0 && cents(order.price) > 0)).toBe(true);

    // Every order is of a service with an income division (projects too), so budget vs actual splits the whole by division.
    const [undivided] = await rows<{ count: number }>(
      'select count(*)::int as count from work_orders wo left join services s on s.id = wo.service_id where wo.company_id = $1 and s.income_division_id is null',
    );
    expect(undivided!.count).toBe(0);

    // The weekly mowing is the visits of one job a site and season, each visit done the day of its order and at its price.
    const mowing = await rows<{ orders: number; unmatched: number; jobs: number; weekly: number }>(`
      select count(*)::int as orders,
        count(*) filter (where v.id is null or v.instance_date <> o.date or v.price <> o.price or v.status <> 'completed')::int as unmatched,
        count(distinct o.job_id)::int as jobs,
        count(distinct o.job_id) filter (where j.frequency = 'weekly')::int as weekly
      from work_orders o
      join jobs j on j.company_id = o.company_id and j.id = o.job_id
      left join job_visits v on v.company_id = o.company_id and v.id = o.job_visit_id
      where o.company_id = $1 and o.title = 'Weekly Mowing'`);
    expect(mowing[0]!.orders).toBeGreaterThan(300);
    expect(mowing[0]!.unmatched).toBe(0);
    expect(mowing[0]!.weekly).toBe(mowing[0]!.jobs);
  });

  it('clocks each crew member on every order, at their loaded cost, and nobody on anything but completed orders', async () => {
    const entries = await rows<{ employee_id: string; hourly_cost: string; status: string; same_day: boolean; on_crew: boolean; approved: boolean }>(`
      select t.employee_id, t.hourly_cost::text, o.status, t.work_date = o.date as same_day, t.approved_at is not null as approved,
        exists (select 1 from crew_members m where m.company_id = t.company_id and m.crew_id = o.crew_id and m.employee_id = t.employee_id) as on_crew
      from work_order_time_entries t join work_orders o on o.company_id = t.company_id and o.id = t.work_order_id
      where t.company_id = $1`);
    expect(entries.every((entry) => entry.status === 'completed' && entry.same_day && entry.on_crew && entry.approved)).toBe(true);
    const [unclocked] = await rows<{ count: number }>(
      'select count(*)::int as count from work_orders o where o.company_id = $1 and not exists (select 1 from work_order_time_entries t where t.company_id = o.company_id and t.work_order_id = o.id)',
    );
    expect(unclocked!.count).toBe(0);

    // Carlos Mendoza, Crew B's leader: $25.75 an hour and 22 % burden cost $31.4150 an hour.
    const people = await rows<{ id: string; employee_id: string; pay_type: 'hourly' | 'salary'; pay_rate: string; labor_burden_percent: string }>(
      'select id, employee_id, pay_type, pay_rate::text, labor_burden_percent::text from employees where company_id = $1',
    );
    const carlos = people.find((person) => person.employee_id === 'E-010')!;
    expect(new Set(entries.filter((entry) => entry.employee_id === carlos.id).map((entry) => entry.hourly_cost))).toEqual(new Set(['31.4150']));
    for (const person of people) {
      const cost = hourlyLaborCost({ payType: person.pay_type, payRate: Number(person.pay_rate), laborBurdenPercent: Number(person.labor_burden_percent) }).toFixed(4);
      expect(entries.filter((entry) => entry.employee_id === person.id).every((entry) => entry.hourly_cost === cost)).toBe(true);
    }
  });

  it('bills every order once, a client’s month on one invoice, and every invoice’s figures agree', async () => {
    const [billing] = await rows<{ orders: number; billed_once: number; claims: number }>(`
      select (select count(*)::int from work_orders where company_id = $1) as orders,
        (select count(*)::int from (select work_order_id from billed_items where company_id = $1 and released_at is null group by work_order_id having count(*) = 1) b) as billed_once,
        (select count(*)::int from billed_items where company_id = $1 and item_key = 'work_order:' || work_order_id::text) as claims`);
    expect(billing!.billed_once).toBe(billing!.orders);
    expect(billing!.claims).toBe(billing!.orders);

    const invoices = await rows<{
      id: string;
      number: number;
      issue_date: string;
      due_date: string;
      status: string;
      lines: Array<{ amount: number; taxable: boolean; workOrderId: string }>;
      subtotal: string;
      taxable_subtotal: string;
      tax: string;
      total: string;
      amount_paid: string;
      credited: string;
      balance: string;
      tax_rate_percent: string;
      allocated: string;
      last_visit: string;
      claimed: string[];
    }>(`
      select i.id, i.number, i.issue_date::text, i.due_date::text, i.status, i.lines, i.subtotal::text, i.taxable_subtotal::text, i.tax::text, i.total::text,
        i.amount_paid::text, i.credited::text, i.balance::text, i.tax_rate_percent::text,
        coalesce((select sum(a.amount) from payment_allocations a where a.company_id = i.company_id and a.invoice_id = i.id), 0)::text as allocated,
        (select max(o.date) from billed_items b join work_orders o on o.id = b.work_order_id where b.invoice_id = i.id)::text as last_visit,
        (select array_agg(b.work_order_id::text order by b.work_order_id) from billed_items b where b.invoice_id = i.id) as claimed
      from invoices i where i.company_id = $1 order by i.number`);
    expect(invoices.map((invoice) => invoice.number)).toEqual(invoices.map((_, index) => 1001 + index));
    expect(invoices.map((invoice) => invoice.issue_date)).toEqual(invoices.map((invoice) => invoice.issue_date).sort());
    for (const invoice of invoices) {
      const label = `INV-${invoice.number}`;
      expect(invoice.lines.map((line) => line.workOrderId).sort(), label).toEqual(invoice.claimed);
      expect(cents(invoice.subtotal), label).toBe(invoice.lines.reduce((sum, line) => sum + cents(line.amount), 0));
      // Tax once on the taxable subtotal, half-up to the cent: 8.025 % of $225.00 is $18.05625, so $18.06.
      const taxableCents = BigInt(cents(invoice.taxable_subtotal));
      const rate = BigInt(Math.round(Number(invoice.tax_rate_percent) * 10_000));
      expect(cents(invoice.tax), label).toBe(Number((taxableCents * rate + 500_000n) / 1_000_000n));
      expect(cents(invoice.total), label).toBe(cents(invoice.subtotal) + cents(invoice.tax));
      expect(cents(invoice.balance), label).toBe(cents(invoice.total) - cents(invoice.amount_paid) - cents(invoice.credited));
      expect(cents(invoice.amount_paid), label).toBe(cents(invoice.allocated));
      const status = cents(invoice.balance) === 0 ? 'paid' : cents(invoice.balance) < cents(invoice.total) ? 'partially_paid' : 'sent';
      expect(invoice.status, label).toBe(status);
      expect(invoice.issue_date > invoice.last_visit && invoice.issue_date <= '2026-11-16', label).toBe(true);
      // The month's visits, billed on the first days of the next month (the history's last month on the Monday after it).
      expect(invoice.issue_date.slice(0, 7) === addDays(`${invoice.last_visit.slice(0, 7)}-28`, 7).slice(0, 7) || invoice.issue_date === '2026-11-16', label).toBe(true);
    }
  });

  it('was paid 10 to 45 days after billing, but for the last weeks’ invoices, five more than 60 days overdue, one half paid and two visits credited', async () => {
    const open = await rows<{ due_date: string; status: string }>("select due_date::text, status from invoices where company_id = $1 and status in ('sent', 'partially_paid')");
    expect(open.filter((invoice) => invoice.due_date < addDays(TODAY, -60))).toHaveLength(5);
    expect(open.filter((invoice) => invoice.status === 'partially_paid')).toHaveLength(1);
    // The rest, but the half-paid one, are the last weeks' invoices: not yet due, or due within the last fortnight.
    expect(open.filter((invoice) => invoice.status === 'sent' && invoice.due_date >= addDays(TODAY, -60)).every((invoice) => invoice.due_date >= addDays(TODAY, -15))).toBe(true);

    const paid = await rows<{ days: number; date: string; method: string }>(`
      select p.date - i.issue_date as days, p.date::text, p.method
      from payments p join payment_allocations a on a.payment_id = p.id join invoices i on i.id = a.invoice_id
      where p.company_id = $1`);
    expect(paid.length).toBeGreaterThan(400);
    expect(paid.every((payment) => payment.days >= 10 && payment.days <= 45 && payment.date < TODAY)).toBe(true);
    expect(new Set(paid.map((payment) => payment.method)).size).toBeGreaterThanOrEqual(4);

    const credits = await rows<{ number: number; total: string; applied_to_invoice: string; credited: string; issue_date: string; invoice_issued: string }>(`
      select c.number, c.total::text, c.applied_to_invoice::text, i.credited::text, c.issue_date::text, i.issue_date::text as invoice_issued
      from credit_notes c join invoices i on i.id = c.invoice_id where c.company_id = $1 order by c.number`);
    expect(credits.map((credit) => credit.number)).toEqual([1001, 1002]);
    for (const credit of credits) {
      expect(cents(credit.applied_to_invoice)).toBe(cents(credit.total));
      expect(cents(credit.credited)).toBe(cents(credit.total));
      expect(credit.issue_date).toBe(addDays(credit.invoice_issued, 4));
    }
  });

  it('sells month by month: estimates numbered in the order written, sent 1 to 5 days later and answered 2 to 24 days after that', async () => {
    const estimates = await rows<{ number: number; status: string; created_at: Date; sent: Date | null; answered: Date | null; total: string }>(`
      select e.number, e.status, e.created_at, e.total::text,
        (select min(a.at) from estimate_activities a where a.estimate_id = e.id and a.kind = 'sent') as sent,
        (select min(a.at) from estimate_activities a where a.estimate_id = e.id and a.kind in ('approved', 'declined')) as answered
      from estimates e where e.company_id = $1 order by e.number`);
    expect(estimates.length).toBeGreaterThan(60);
    expect(estimates.map((estimate) => estimate.number)).toEqual(estimates.map((_, index) => 1001 + index));
    const written = estimates.map((estimate) => at(estimate.created_at).getTime());
    expect(written).toEqual([...written].sort((a, b) => a - b));
    // All before the demo's own ten (seed/estimates.ts, written up to 58 days ago), which are numbered after these.
    expect(estimates.every((estimate) => at(estimate.created_at).getTime() < NOW.getTime() - 58 * 86_400_000)).toBe(true);
    expect(new Set(estimates.map((estimate) => estimate.status))).toEqual(new Set(['draft', 'sent', 'approved', 'declined']));
    const days = (from: Date | string, to: Date | string) => (at(to).getTime() - at(from).getTime()) / 86_400_000;
    for (const estimate of estimates) {
      expect(estimate.sent === null).toBe(estimate.status === 'draft');
      if (estimate.sent) expect(days(estimate.created_at, estimate.sent)).toBeGreaterThan(1);
      if (estimate.sent) expect(days(estimate.created_at, estimate.sent)).toBeLessThan(6);
      expect(estimate.answered !== null).toBe(estimate.status === 'approved' || estimate.status === 'declined');
      if (estimate.answered && estimate.sent) expect(days(estimate.sent, estimate.answered)).toBeGreaterThan(1);
      if (estimate.answered && estimate.sent) expect(days(estimate.sent, estimate.answered)).toBeLessThan(25);
    }
    const approved = estimates.filter((estimate) => estimate.status === 'approved').length;
    expect(approved / estimates.length).toBeGreaterThan(0.35);
    expect(approved / estimates.length).toBeLessThan(0.7);
  });

  it('has leads in every stage with a source and a value, the won ones the customers who signed up', async () => {
    const all = await rows<{ id: string; status: string; lead_source_id: string | null; estimated_value: string | null; created_at: Date; links_back: boolean }>(`
      select l.id, l.status, l.lead_source_id, l.estimated_value::text, l.created_at,
        exists (select 1 from customers c where c.id = l.converted_customer_id and c.converted_from_lead_id = l.id and c.created_at > l.created_at) as links_back
      from leads l where l.company_id = $1`);
    const leads = all.filter((lead) => !bookLeads.has(lead.id));
    expect(leads.length).toBeGreaterThan(40);
    expect(new Set(leads.map((lead) => lead.status))).toEqual(new Set(['new', 'contacted', 'estimate_sent', 'won', 'lost']));
    expect(leads.every((lead) => lead.lead_source_id !== null && lead.estimated_value !== null && cents(lead.estimated_value) > 0)).toBe(true);
    expect(leads.filter((lead) => lead.status === 'won').every((lead) => lead.links_back)).toBe(true);
    // Every month of the two seasons brought some.
    const months = new Set(leads.map((lead) => at(lead.created_at).toISOString().slice(0, 7)));
    expect(['2025-04', '2025-08', '2025-11', '2026-02', '2026-06', '2026-10'].every((month) => months.has(month))).toBe(true);
    const [listed] = await rows<{ unlisted: number }>("select count(*)::int as unlisted from leads where company_id = $1 and list_json = '{}'");
    expect(listed!.unlisted).toBe(0);
  });

  it('has three warranty callbacks on last season’s work, with the hours at the person’s loaded cost', async () => {
    const callbacks = await rows<{ number: number; hours_spent: string; hours_hourly_cost: string; date: string; status: string }>(`
      select k.number, k.hours_spent::text, k.hours_hourly_cost::text, o.date::text, k.status
      from tickets k join work_orders o on o.company_id = k.company_id and o.id = k.subject_id
      where k.company_id = $1 and k.type = 'callback' and k.subject_kind = 'work_order' order by k.number`);
    expect(callbacks.map((callback) => callback.number)).toEqual([1001, 1002, 1003]);
    expect(callbacks.map((callback) => callback.hours_spent)).toEqual(['2.00', '1.50', '1.00']);
    expect(callbacks.every((callback) => callback.status === 'done' && callback.date <= LAST_SEASON.to && Number(callback.hours_hourly_cost) > 20)).toBe(true);
  });

  it('lands near the overhead budget: $1,211,111 and 18,000 billable hours a year, spread over the working days', async () => {
    // Last season: 195 of 2025's 261 working days, so $904,900 and 13,448 hours; this season to the 15th of November:
    // 185 of 2026's 261, so $858,400 and 12,759 hours.
    const budget = (from: string, to: string) => workingDaysBetween(from, to, MON_TO_FRI) / workingDaysBetween(`${from.slice(0, 4)}-01-01`, `${from.slice(0, 4)}-12-31`, MON_TO_FRI);
    expect(workingDaysBetween(LAST_SEASON.from, LAST_SEASON.to, MON_TO_FRI)).toBe(195);
    expect(workingDaysBetween(THIS_SEASON.from, THIS_SEASON.to, MON_TO_FRI)).toBe(185);
    const [seasons] = await rows<{ last_revenue: string; last_minutes: number; this_revenue: string; this_minutes: number }>(`
      select (select sum(price) from work_orders where company_id = $1 and date <= '2025-11-30')::text as last_revenue,
        (select sum(minutes)::int from work_order_time_entries where company_id = $1 and work_date <= '2025-11-30') as last_minutes,
        (select sum(price) from work_orders where company_id = $1 and date >= '2026-03-01')::text as this_revenue,
        (select sum(minutes)::int from work_order_time_entries where company_id = $1 and work_date >= '2026-03-01') as this_minutes`);
    const near = (actual: number, target: number, below: number) => actual >= target * (1 - below) && actual <= target * 1.15;
    // This season is on pace with the budget; last season, with fewer clients, a little behind it.
    expect(near(Number(seasons!.this_revenue), 1_211_111 * budget(THIS_SEASON.from, THIS_SEASON.to), 0.15)).toBe(true);
    expect(near(seasons!.this_minutes / 60, 18_000 * budget(THIS_SEASON.from, THIS_SEASON.to), 0.15)).toBe(true);
    expect(near(Number(seasons!.last_revenue), 1_211_111 * budget(LAST_SEASON.from, LAST_SEASON.to), 0.15)).toBe(true);
    expect(near(seasons!.last_minutes / 60, 18_000 * budget(LAST_SEASON.from, LAST_SEASON.to), 0.3)).toBe(true);
  });

  it('never dates anything after the moment it is seeded', async () => {
    const [latest] = await rows<Record<string, string | null>>(`
      select (select max(completed_at) from work_orders where company_id = $1)::text as orders,
        (select max(clock_out) from work_order_time_entries where company_id = $1)::text as clocked,
        (select max(approved_at) from work_order_time_entries where company_id = $1)::text as approved,
        (select max(sent_at) from invoices where company_id = $1)::text as invoices,
        (select max(date) from payments where company_id = $1)::text as payments,
        (select max(issue_date) from credit_notes where company_id = $1)::text as credits,
        (select max(at) from estimate_activities where company_id = $1)::text as estimates,
        (select max(updated_at) from leads where company_id = $1)::text as leads,
        (select max(completed_at) from tickets where company_id = $1)::text as callbacks,
        (select max(updated_at) from jobs where company_id = $1)::text as jobs`);
    for (const [what, at] of Object.entries(latest!)) expect(at !== null && new Date(at) < NOW, what).toBe(true);
  });

  it('is the same history for the same day, and last season alone for a demo made in January', async () => {
    const summary = async (companyId: string) =>
      (
        await t.database.query(
          `select (select count(*)::int from work_orders where company_id = $1) as orders, (select sum(price)::text from work_orders where company_id = $1) as revenue,
            (select sum(minutes)::int from work_order_time_entries where company_id = $1) as minutes, (select sum(total)::text from invoices where company_id = $1) as invoiced,
            (select count(*)::int from estimates where company_id = $1) as estimates, (select min(date)::text from work_orders where company_id = $1) as first,
            (select max(date)::text from work_orders where company_id = $1) as last`,
          [companyId],
        )
      )[0];
    const again = await companyBeforeHistory(t.database);
    await seedDemoSeasonHistory(t.database.db, again.companyId, again.userId, NOW);
    expect(await summary(again.companyId)).toEqual(await summary(company.companyId));

    const winter = await companyBeforeHistory(t.database);
    await seedDemoSeasonHistory(t.database.db, winter.companyId, winter.userId, new Date('2027-01-20T17:00:00Z'));
    expect(await summary(winter.companyId)).toMatchObject({ first: expect.stringMatching(/^2026-0[34]/), last: expect.stringMatching(/^2026-11/) });
    // Seeds two more companies' histories: a minute and more on PGlite while the other suites run beside it.
  }, 120_000);
});
