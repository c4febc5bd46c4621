/**
 * GET /api/v2/estimates?page=1&limit=50 — one page of estimates, newest number first — for a company with 20,000
 * estimates (for 2,000 customers), with and without a search, beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, the page with its clients' names, the
 *                 count of matches when the page does not tell it) straight through the driver.
 * Measured one client at a time; target p95 < 50 ms on the embedded database (see support/paged-list.ts).
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { listEstimatesQuerySchema } from '@groundwork/domain/estimates';
import { generateClients, insertCustomersInBulk } from '../apps/server/src/db/seed/customers';
import { pageTotal } from '../apps/server/src/lib/page-total';
import { statementOf } from '../apps/server/src/lib/prepared';
import { estimateCountQuery, estimateListConditions, estimateListQuery } from '../apps/server/src/modules/estimates/estimates.service';
import { benchDrivers } from './support/drivers';
import { measurePages, type PageCase } from './support/paged-list';
import { startServer, type RunningServer } from './support/server';

const ESTIMATES = Number(process.env.BENCH_ESTIMATES ?? 20_000);
const CUSTOMERS = 2_000;
/** A client's name: the customers of the commercial site Harriet Park Senior Living hold about 1 % of the estimates. */
const SEARCH = 'harriet';

/** 2,000 customers, one estimate priced through the API, then copies of it for customers in turn up to 20,000 numbers. */
async function seedEstimates(server: RunningServer) {
  const customerIds = await insertCustomersInBulk(server.database.db, server.companyId, server.userId, generateClients(CUSTOMERS, 40_000), { activities: false });
  const created = await fetch(`${server.url}/api/v2/estimates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ clientType: 'customer', clientId: customerIds[0], description: 'Weekly mowing', items: [] }),
  });
  if (created.status !== 200) throw new Error(`POST /estimates answered ${created.status}: ${(await created.text()).slice(0, 200)}`);
  const { id } = ((await created.json()) as { data: { estimate: { id: string } } }).data.estimate;
  await server.database.query(
    `insert into estimates (company_id, number, client_type, client_id, description, status, target_net_profit_percent, items, breakdown, totals, markups, total, created_at, updated_at)
     select e.company_id, 1001 + g, 'customer', (array[${customerIds.map((_, index) => `$${index + 2}::uuid`).join(',')}])[1 + g % ${customerIds.length}],
            case g % 3 when 0 then 'Spring cleanup' when 1 then 'Weekly mowing' else 'Fertiliser program' end,
            (array['draft','sent','approved'])[1 + g % 3], e.target_net_profit_percent, e.items, e.breakdown, e.totals, e.markups, e.total,
            now() - make_interval(mins => ${ESTIMATES} - g), now() - make_interval(mins => ${ESTIMATES} - g)
       from estimates e, generate_series(1, ${ESTIMATES - 1}) g where e.id = $1`,
    [id, ...customerIds],
  );
  await server.database.query('update estimate_number_counters set last_number = $2 where company_id = $1', [server.companyId, 1000 + ESTIMATES]);
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const seedStarted = performance.now();
    await seedEstimates(server);
    console.log(`\nseeded ${ESTIMATES} estimates for ${CUSTOMERS} customers on ${driver.label} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const caseOf = (label: string, query: Record<string, string>): PageCase => {
      const parsed = listEstimatesQuerySchema.parse(query);
      const page = parsed.page ?? 1;
      const limit = parsed.limit ?? 50;
      const conditions = estimateListConditions(server.companyId, parsed);
      const rows = statementOf(estimateListQuery(server.database.db, server.companyId, conditions, { limit, offset: (page - 1) * limit }));
      const count = statementOf(estimateCountQuery(server.database.db, server.companyId, conditions));
      return {
        label,
        path: `/api/v2/estimates?${new URLSearchParams(query).toString()}`,
        queries: async () => {
          const found = await server.database.query(rows.text, rows.params({}));
          if (found.length === 0) throw new Error('the page query answered no rows');
          await pageTotal(page, limit, found.length, async () => (await server.database.query<{ total: number }>(count.text, count.params({})))[0]?.total ?? 0);
        },
      };
    };
    await measurePages(server, `GET /api/v2/estimates (${ESTIMATES} estimates) on ${driver.label}`, [
      caseOf('page 1 of 50, newest number first', { page: '1', limit: '50' }),
      caseOf(`page 1 of 50, search '${SEARCH}'`, { page: '1', limit: '50', search: SEARCH }),
    ]);
  } finally {
    await server.close();
  }
}
