/**
 * GET /api/v2/customers?page=1&limit=50 — one page of the client book, as API clients and the paged screens ask for
 * it — for a company with 20,000 customers, with and without a search, beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, the page, the count of matches when the
 *                 page does not tell it) straight through the driver.
 * Measured one client at a time; target p95 < 50 ms on the embedded database (see support/paged-list.ts).
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { customerListQuerySchema } from '@groundwork/domain/customers';
import { generateClients, insertCustomersInBulk } from '../apps/server/src/db/seed/customers';
import { customerPageSql } from '../apps/server/src/modules/customers/customers.service';
import { benchDrivers } from './support/drivers';
import { measurePages, pageQueries, type PageCase } from './support/paged-list';
import { startServer } from './support/server';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20_000);
/** Matches about 160 of the 20,000 generated customers (the commercial site Harriet Park Senior Living): a full page, a count to run. */
const SEARCH = 'harriet';

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const seedStarted = performance.now();
    await insertCustomersInBulk(server.database.db, server.companyId, server.userId, generateClients(CUSTOMERS, 20_000), { activities: false });
    console.log(`\nseeded ${CUSTOMERS} customers on ${driver.label} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const caseOf = (label: string, query: Record<string, string>): PageCase => ({
      label,
      path: `/api/v2/customers?${new URLSearchParams(query).toString()}`,
      queries: pageQueries(server.database, customerPageSql(server.companyId, customerListQuerySchema.parse(query))),
    });
    await measurePages(server, `GET /api/v2/customers (${CUSTOMERS} customers) on ${driver.label}`, [
      caseOf('page 1 of 50, sorted by name', { page: '1', limit: '50' }),
      caseOf(`page 1 of 50, search '${SEARCH}'`, { page: '1', limit: '50', search: SEARCH }),
    ]);
  } finally {
    await server.close();
  }
}
