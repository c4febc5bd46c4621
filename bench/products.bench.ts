/**
 * GET /api/v2/products — the price book's materials, which every estimate line picker loads — beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, then the company's catalogue) straight
 *                 through the driver.
 * The company has the demo company's price book: the 8 sample products every company gets plus the demo's 36 (44 rows).
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import type { Database } from '../apps/server/src/db/client';
import { seedDemoProducts } from '../apps/server/src/db/seed/products';
import { statementOf } from '../apps/server/src/lib/prepared';
import { productCatalogueQuery } from '../apps/server/src/modules/products/products.service';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer } from './support/server';

/** The SQL the endpoint sends, as its prepared Drizzle queries send it (named statements on PostgreSQL). */
function productListQueries(database: Database, expected: number): (sessionId: string) => Promise<void> {
  const session = statementOf(activeSessionQuery(database.db));
  const catalogue = statementOf(productCatalogueQuery(database.db));
  return async (sessionId) => {
    const [row] = await database.query<{ company_id: string }>(session.text, session.params({ sessionId, now: new Date() }), { prepare: true });
    if (!row) throw new Error('the benchmark session is not active');
    const rows = await database.query(catalogue.text, catalogue.params({ companyId: row.company_id, includeArchived: false }), { prepare: true });
    if (rows.length !== expected) throw new Error(`expected ${expected} products, got ${rows.length}`);
  };
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    await seedDemoProducts(server.database.db, server.companyId);
    const url = `${server.url}/api/v2/products`;
    const headers = { authorization: `Bearer ${server.token}` };
    const probe = await fetch(url, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`GET /products answered ${probe.status}: ${body.toString().slice(0, 200)}`);
    const count = (JSON.parse(body.toString()) as { data: { products: unknown[] } }).data.products.length;
    const [session] = await server.database.query<{ id: string }>(
      'select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [server.userId],
    );
    if (!session) throw new Error('no session row for the benchmark user');

    const endpoint = await measureHttp(url, headers);
    const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
    const httpCeiling = await measureHttp(ceiling.url, headers).finally(() => ceiling.close());
    const queries = productListQueries(server.database, count);
    const dbCeiling = await measureLoop(() => queries(session.id));

    printTable(`GET /api/v2/products (${count} products, the demo price book) on ${driver.label}, ${body.length} bytes`, defaultSettings, [
      { label: 'GET /api/v2/products', unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: its 2 queries via the driver', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);
  } finally {
    await server.close();
  }
}
