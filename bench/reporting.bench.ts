/**
 * Reports and the dashboard's exceptions over a big company (issue 17): 20,000 customers, 100,000 work orders over
 * two seasons (80,000 done, each with its crew's time; a fifth with materials), 50,000 invoices with 40,000 payments,
 * 6,000 estimates with their proposal events and 3,000 leads. For each report over this season (1 March – 30
 * November), compared with the previous period, and for GET /dashboard/exceptions, beside two ceilings measured in
 * the same run:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the report's own aggregates and builder (buildReport) called straight on the database — no HTTP,
 *                 auth, validation or serialisation.
 * Targets: p95 < 300 ms on PostgreSQL for one caller (a person opening the report), endpoint / DB ceiling ≥ 0.5 with
 * four callers at once (whose p95 is printed too). On PGlite in a temporary directory, and on
 * PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set. `BENCH_REPORTS=sales,revenue` measures only those.
 */
import { presetPeriod, reportNames, type ReportName } from '@groundwork/domain/reporting';
import { performance } from 'node:perf_hooks';
import { createExceptionsService } from '../apps/server/src/modules/dashboard/exceptions.service';
import { companyKpis } from '../apps/server/src/modules/reporting/kpis.service';
import { buildReport, reportContext } from '../apps/server/src/modules/reporting/reporting.service';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop, type Settings } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer, type RunningServer } from './support/server';

const CUSTOMERS = 20_000;
const ORDERS_PER_CUSTOMER = 5;
const INVOICES = 50_000;
const ESTIMATES = 6_000;
const LEADS = 3_000;
const CREWS = 12;
const P95_TARGET_MS = 300;
/** A report is heavier than a list page: a few callers at a time, as an office opens it. */
const reportSettings: Settings = { ...defaultSettings, connections: Math.min(defaultSettings.connections, 4) };
const wanted = (process.env.BENCH_REPORTS ?? '').split(',').filter(Boolean);
const reports = reportNames.filter((name) => wanted.length === 0 || wanted.includes(name));

/** Everything the reports read, inserted set-wise; dates fall in last season and this one, up to the company's today. */
async function seed(server: RunningServer, today: string): Promise<void> {
  const { database, companyId, userId } = server;
  const q = (text: string, params: unknown[] = [companyId]) => database.query(text, params);
  const year = Number(today.slice(0, 4));
  const seasonStart = `${year - 1}-03-01`;
  const [category] = await database.query<{ id: string }>(
    `insert into sales_tax_categories (company_id, name, rate) values ($1, 'Bench City 8.025%', '8.0250') returning id`,
    [companyId],
  );
  await q(
    `insert into customers (company_id, type, first_name, last_name, display_name, street, city, state, zip_code, tax_category_id)
     select $1, 'residential', 'Client', g::text, 'Client ' || lpad(g::text, 5, '0'), g || ' Main St', 'Minneapolis', 'MN', '55401', $2
       from generate_series(1, ${CUSTOMERS}) g`,
    [companyId, category!.id],
  );
  const divisions = await database.query<{ id: string }>(
    `insert into income_divisions (company_id, name, code) select $1, d, upper(left(d, 3)) from unnest(array['Bench maintenance', 'Bench enhancements', 'Bench snow']) d returning id`,
    [companyId],
  );
  // A budget to measure against: 60,000 field hours a year at the crews' cost, with materials.
  await q(
    `update overhead_budgets set year = $2, billable_labor_hours = 60000, direct_labor = 1500000, direct_labor_burden = 270000, materials = 400000
      where company_id = $1 and active`,
    [companyId, year],
  );
  await q(
    `insert into services (company_id, name, income_division_id)
     select $1, s.name, ($2::uuid[])[s.division] from (values ('Bench mowing', 1), ('Bench clean-up', 1), ('Bench mulch', 2), ('Bench planting', 2), ('Bench plowing', 3)) s(name, division)`,
    [companyId, divisions.map((division) => division.id)],
  );
  await q(
    `insert into employees (company_id, first_name, last_name, employee_id, department, position, pay_rate, labor_burden_percent)
     select $1, 'Crew', 'Member ' || g, 'R-' || g, 'Maintenance', 'Labourer', 21 + g % 6, 18 from generate_series(1, ${CREWS * 3}) g`,
  );
  await q(`insert into crews (company_id, name, specialization) select $1, 'Crew ' || lpad(g::text, 2, '0'), 'maintenance' from generate_series(1, ${CREWS}) g`);
  await q(
    `insert into crew_members (company_id, crew_id, employee_id, role)
     select c.company_id, c.id, e.id, case when e.rn % 3 = 1 then 'leader' else 'member' end
       from (select id, company_id, row_number() over (order by name) rn from crews where company_id = $1) c
       join (select id, row_number() over (order by employee_id) rn from employees where company_id = $1) e on (e.rn - 1) / 3 + 1 = c.rn`,
  );
  await q(
    `insert into jobs (company_id, customer_id, service_id, service_name, job_type, instance_date, billing_method)
     select c.company_id, c.id, s.id, s.name, 'recurring', $2::date, 'per_visit'
       from (select id, company_id, row_number() over (order by id) rn from customers where company_id = $1) c
       join (select id, name, row_number() over (order by name) rn from services where company_id = $1) s on s.rn = 1 + c.rn % 5`,
    [companyId, seasonStart],
  );
  // Order n of a job falls in one of the two seasons (274 days each); done when its date has passed.
  await q(
    `insert into work_orders (company_id, number, customer_id, job_id, service_id, title, crew_id, date, budgeted_hours, crew_size, status, price, completed_at)
     select j.company_id, 1000 + row_number() over (order by d, j.id, g), j.customer_id, j.id, j.service_id, j.service_name,
            (select array_agg(id order by name) from crews where company_id = $1)[1 + (j.rn + g) % ${CREWS}],
            d, 1 + (j.rn + g) % 4, 2, case when d < $2::date then 'completed' else 'scheduled' end,
            45 + ((j.rn * 7 + g * 13) % 250), case when d < $2::date then d + time '15:00' end
       from (select *, row_number() over (order by id) rn from jobs where company_id = $1) j,
            generate_series(1, ${ORDERS_PER_CUSTOMER}) g,
            lateral (select $3::date + case when g <= 2 then 0 else 365 end + ((j.rn * 37 + g * 101) % 274)::int as d) dates`,
    [companyId, today, seasonStart],
  );
  await q(
    `insert into work_order_time_entries (company_id, work_order_id, employee_id, work_date, minutes, hourly_cost)
     select o.company_id, o.id, m.employee_id, o.date, (o.budgeted_hours * 60 * (0.8 + (o.number % 5) * 0.1))::int / 2, 26.5 + m.rn
       from work_orders o
       join (select crew_id, employee_id, row_number() over (partition by crew_id order by employee_id) rn from crew_members where company_id = $1) m
         on m.crew_id = o.crew_id and m.rn <= 2
      where o.company_id = $1 and o.status = 'completed'`,
  );
  await q(
    `insert into work_order_materials (company_id, work_order_id, name, quantity, unit_cost)
     select company_id, id, 'Mulch (yd)', 1 + number % 4, 38.5 from work_orders where company_id = $1 and status = 'completed' and number % 5 = 0`,
  );
  // Fresh statistics before the joins below: a second run on the same database would otherwise plan them for an empty company.
  await database.query('analyze');
  // The oldest 50,000 completed orders are invoiced (one invoice each, billed_items claiming them); 4 in 5 are paid.
  await q(
    `insert into invoices (company_id, number, customer_id, job_id, kind, status, issue_date, due_date, terms, subtotal, taxable_subtotal, tax, total,
                           amount_paid, balance, tax_rate_percent, tax_rate_name, public_token, sent_at)
     select o.company_id, 1000 + o.rn, o.customer_id, o.job_id, 'visit', case when o.rn % 5 = 0 then 'sent' else 'paid' end, o.date + 2, o.date + 32, 'net_30',
            o.price, o.price, round(o.price * 0.08025, 2), o.price + round(o.price * 0.08025, 2),
            case when o.rn % 5 = 0 then 0 else o.price + round(o.price * 0.08025, 2) end,
            case when o.rn % 5 = 0 then o.price + round(o.price * 0.08025, 2) else 0 end,
            8.025, 'Bench City 8.025%', replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), o.date + 2 + time '09:00'
       from (select *, row_number() over (order by date, number) rn from work_orders where company_id = $1 and status = 'completed') o
      where o.rn <= ${INVOICES}`,
  );
  await q(
    `insert into billed_items (company_id, invoice_id, source, item_key, work_order_id, job_id, amount)
     select i.company_id, i.id, 'work_order', 'work_order:' || o.id, o.id, o.job_id, i.subtotal
       from invoices i join work_orders o on o.company_id = i.company_id and o.number = i.number
      where i.company_id = $1`,
  );
  await q(
    `insert into payments (company_id, customer_id, method, date, amount, reference)
     select company_id, customer_id, 'card', issue_date + 12, total, 'INV-' || number from invoices where company_id = $1 and status = 'paid'`,
  );
  await database.query('analyze invoices, payments');
  await q(
    `insert into payment_allocations (company_id, payment_id, invoice_id, amount)
     select p.company_id, p.id, i.id, p.amount from payments p join invoices i on i.company_id = p.company_id and p.reference = 'INV-' || i.number
      where p.company_id = $1`,
  );
  await q(
    `insert into leads (company_id, type, first_name, last_name, display_name, status, estimated_value, created_at)
     select $1, 'residential', 'Lead', g::text, 'Lead ' || lpad(g::text, 5, '0'), (array['new','contacted','estimate_sent','won','lost'])[1 + g % 5],
            500 + g % 3000, $2::date + (g % 600) * interval '1 day'
       from generate_series(1, ${LEADS}) g`,
    [companyId, seasonStart],
  );
  // Estimate n: $800–$4,799 before tax at 8.025 %, made on one of 600 days from last season's start.
  await q(
    `insert into estimates (company_id, number, client_type, client_id, description, status, target_net_profit_percent, breakdown, totals, markups, total, expiry_date, created_by, created_at, updated_at)
     select c.company_id, 1000 + c.rn, 'customer', c.id, 'Bench estimate', (array['draft','sent','approved','declined','converted'])[1 + c.rn % 5], 10, '{}'::jsonb,
            jsonb_build_object('subtotal', 800 + c.rn % 4000, 'tax', round((800 + c.rn % 4000) * 0.08025, 2), 'total', 800 + c.rn % 4000 + round((800 + c.rn % 4000) * 0.08025, 2)),
            '{}'::jsonb, 800 + c.rn % 4000 + round((800 + c.rn % 4000) * 0.08025, 2), $3::date + (c.rn % 600)::int + 30, $2,
            $3::date + (c.rn % 600) * interval '1 day', $3::date + (c.rn % 600) * interval '1 day'
       from (select id, company_id, row_number() over (order by id) rn from customers where company_id = $1 limit ${ESTIMATES}) c`,
    [companyId, userId, seasonStart],
  );
  await q(
    `insert into estimate_activities (company_id, estimate_id, kind, actor_name, at)
     select company_id, id, 'sent', 'Bench Mark', created_at + interval '2 days' from estimates where company_id = $1 and status <> 'draft'
     union all
     select company_id, id, case when status = 'declined' then 'declined' else 'approved' end, 'Client', created_at + interval '9 days'
       from estimates where company_id = $1 and status in ('approved', 'declined', 'converted')`,
  );
  // The steady state autovacuum keeps: the triggers that keep each order's costing (migration 0023) rewrote the orders.
  await database.query('vacuum analyze');
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const started = performance.now();
    const probeContext = await reportContext(server.database.db, server.companyId, { from: '2000-01-01', to: '2000-01-01', compare: 'none' });
    await seed(server, probeContext.today);
    console.log(`\nReports on ${driver.label}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const season = presetPeriod('this_season', probeContext.today);
    const headers = { authorization: `Bearer ${server.token}` };

    const ctx = { companyId: server.companyId, userId: server.userId, role: 'admin' as const, sessionId: 'bench' };
    const exceptions = createExceptionsService(server.database.db);
    const endpoints: { label: string; path: string; ceiling: () => Promise<unknown> }[] = [
      ...reports.map((name: ReportName) => ({
        label: `GET /reports/${name}`,
        path: `/api/v2/reports/${name}?from=${season.from}&to=${season.to}&compare=previous`,
        ceiling: async () => buildReport(await reportContext(server.database.db, server.companyId, { ...season, compare: 'previous' }), name),
      })),
      // The dashboard: its KPI cards (three reports over the month and the season) and its exceptions feed.
      ...(wanted.length === 0 || wanted.includes('dashboard')
        ? [
            { label: 'GET /kpis', path: '/api/v2/kpis', ceiling: () => companyKpis(server.database.db, ctx) },
            { label: 'GET /dashboard/exceptions', path: '/api/v2/dashboard/exceptions', ceiling: () => exceptions.exceptions(ctx) },
          ]
        : []),
    ];

    // The embedded database answers one statement at a time: one caller, long enough for a few answers of seconds each.
    const settings = driver.kind === 'pglite' ? { ...reportSettings, connections: 1, durationSeconds: Math.max(reportSettings.durationSeconds, 10) } : reportSettings;
    for (const endpoint of endpoints) {
      const url = `${server.url}${endpoint.path}`;
      const probe = await fetch(url, { headers, signal: AbortSignal.timeout(120_000) });
      const body = Buffer.from(await probe.arrayBuffer());
      if (probe.status !== 200) throw new Error(`${endpoint.label} answered ${probe.status}: ${body.toString().slice(0, 300)}`);
      const figures = await measureHttp(url, headers, settings);
      const bytes = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
      const httpCeiling = await measureHttp(bytes.url, headers, settings).finally(() => bytes.close());
      const dbCeiling = await measureLoop(endpoint.ceiling, settings);
      printTable(`${endpoint.label} on ${driver.label}, ${body.length} bytes`, settings, [
        { label: endpoint.label, unit: 'req/s', figures },
        { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
        { label: 'DB ceiling: its aggregates and builder', unit: 'ops/s', figures: dbCeiling },
      ]);
      printRatios(figures, httpCeiling, dbCeiling);
      // The target is the wait of a person opening the report: one caller. With several at once, two cores shared by the
      // server, the database and the load generator measure the machine's throughput; both are printed (README).
      const alone = settings.connections === 1 ? figures : await measureHttp(url, headers, { ...settings, connections: 1 });
      const overTarget = alone.p95 >= P95_TARGET_MS ? '  !! over target' : '';
      const together = settings.connections === 1 ? '' : `; ${settings.connections} callers at once: p95 ${figures.p95.toFixed(0)} ms`;
      console.log(`  p95 ${alone.p95.toFixed(0)} ms one caller (target < ${P95_TARGET_MS} ms on PostgreSQL)${overTarget}${together}`);
    }
  } finally {
    await server.close();
  }
}
