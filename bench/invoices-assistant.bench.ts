/**
 * The invoicing assistant for a company with 5,000 completed work orders waiting to be billed (1,000 customers, a
 * per-visit job each with five completed visits), beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the assistant's reads (readyToBill: its set-based queries and the pre-flight worked out on the rows)
 *                 called straight on the database, no HTTP, auth or serialisation.
 * Then a batch of 1,000 drafts (one per work order) made through POST /invoices/batch, timed once (budget < 10 s on
 * PGlite). On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { companyToday } from '../apps/server/src/lib/company-today';
import { readyToBill } from '../apps/server/src/modules/invoices/assistant.service';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop, type Settings } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer, type RunningServer } from './support/server';

const CUSTOMERS = 1_000;
const VISITS_PER_JOB = 5;
const BATCH_SIZE = 1_000;
const BATCH_BUDGET_SECONDS = 10;
/**
 * The answer is ~2.5 MB: a few callers at a time, as an office would open it, for at least 15 s — a request takes
 * about a second, and 5 s gave too few of them to compare.
 */
const settings: Settings = { ...defaultSettings, connections: Math.min(defaultSettings.connections, 2), durationSeconds: Math.max(defaultSettings.durationSeconds, 15) };

/** 1,000 customers with an address and a tax category, a per-visit job each, and 5,000 completed work orders. */
async function seed(server: RunningServer): Promise<void> {
  const { database, companyId } = server;
  const [category] = await database.query<{ id: string }>(
    `insert into sales_tax_categories (company_id, name, rate) values ($1, 'Bench combined', '7.3750') returning id`,
    [companyId],
  );
  await database.query(
    `insert into customers (company_id, type, first_name, last_name, display_name, street, city, state, zip_code, tax_category_id)
     select $1, 'residential', 'Client', g::text, 'Client ' || lpad(g::text, 5, '0'), g || ' Main St', 'Minneapolis', 'MN', '55401', $2
       from generate_series(1, ${CUSTOMERS}) g`,
    [companyId, category!.id],
  );
  await database.query(
    `insert into jobs (company_id, customer_id, service_name, job_type, instance_date, billing_method)
     select company_id, id, 'Weekly mowing', 'recurring', '2026-04-06', 'per_visit' from customers where company_id = $1`,
    [companyId],
  );
  await database.query(
    `insert into job_visits (company_id, job_id, instance_date, status, price)
     select j.company_id, j.id, date '2026-04-06' + 7 * g, 'completed', 45 from jobs j, generate_series(0, ${VISITS_PER_JOB - 1}) g
      where j.company_id = $1`,
    [companyId],
  );
  await database.query(
    `insert into work_orders (company_id, number, customer_id, job_id, job_visit_id, title, status, date, price, completed_at)
     select v.company_id, 1000 + row_number() over (order by v.instance_date, v.id), j.customer_id, j.id, v.id, 'Weekly mowing', 'completed',
            v.instance_date, v.price, v.instance_date + time '15:00'
       from job_visits v join jobs j on j.company_id = v.company_id and j.id = v.job_id
      where v.company_id = $1`,
    [companyId],
  );
  await database.query('analyze');
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    await seed(server);
    const headers = { authorization: `Bearer ${server.token}` };
    const url = `${server.url}/api/v2/invoices/assistant`;
    const probe = await fetch(url, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`GET /invoices/assistant answered ${probe.status}: ${body.toString().slice(0, 200)}`);
    const items = (JSON.parse(body.toString()) as { data: { assistant: { counts: { ready: number } } } }).data.assistant.counts.ready;
    if (items !== CUSTOMERS * VISITS_PER_JOB) throw new Error(`the assistant listed ${items} ready items, not ${CUSTOMERS * VISITS_PER_JOB}`);

    const endpoint = await measureHttp(url, headers, settings);
    const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
    const httpCeiling = await measureHttp(ceiling.url, headers, settings).finally(() => ceiling.close());
    const dbCeiling = await measureLoop(async () => readyToBill(server.database.db, server.companyId, await companyToday(server.database.db, server.companyId)), settings);

    printTable(`GET /api/v2/invoices/assistant on ${driver.label}, ${items} items waiting, ${body.length} bytes`, settings, [
      { label: 'GET /api/v2/invoices/assistant', unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: readyToBill on the database', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);

    // A batch of 1,000 drafts, one per work order: each its own transaction (number, invoice, claim).
    const orders = await server.database.query<{ id: string }>(
      `select id from work_orders where company_id = $1 order by number limit ${BATCH_SIZE}`,
      [server.companyId],
    );
    const started = performance.now();
    const made = await fetch(`${server.url}/api/v2/invoices/batch`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ grouping: 'per_item', items: orders.map((order) => ({ ref: { source: 'work_order', workOrderId: order.id } })) }),
    });
    const seconds = (performance.now() - started) / 1000;
    const answer = (await made.json()) as { data?: { batch?: { invoices: unknown[]; skipped: unknown[] } } };
    if (made.status !== 201 || answer.data?.batch?.invoices.length !== BATCH_SIZE) {
      throw new Error(`POST /invoices/batch answered ${made.status} with ${answer.data?.batch?.invoices.length ?? 0} drafts`);
    }
    console.log(
      `  POST /api/v2/invoices/batch: ${BATCH_SIZE} drafts in ${seconds.toFixed(2)} s  (budget: < ${BATCH_BUDGET_SECONDS} s on PGlite)` +
        `${seconds >= BATCH_BUDGET_SECONDS ? '  !! over budget' : ''}`,
    );
  } finally {
    await server.close();
  }
}
