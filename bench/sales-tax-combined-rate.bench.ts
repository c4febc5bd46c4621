/**
 * GET /api/v2/sales_tax/combined_rate — the rate estimates and invoices will ask for — beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, then the company's jurisdictions and
 *                 tax categories side by side) straight through the driver.
 * The company has the seeded 59 jurisdictions and 5 categories; the rate asked for is Minneapolis (city + county + state).
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import type { Database } from '../apps/server/src/db/client';
import { statementOf } from '../apps/server/src/lib/prepared';
import { companyCategoriesQuery, companyJurisdictionsQuery } from '../apps/server/src/modules/sales-tax/sales-tax.service';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer } from './support/server';

/** The SQL the endpoint sends, as its prepared Drizzle queries send it (named statements on PostgreSQL). */
function combinedRateQueries(database: Database): (sessionId: string) => Promise<void> {
  const session = statementOf(activeSessionQuery(database.db));
  const jurisdictions = statementOf(companyJurisdictionsQuery(database.db));
  const categories = statementOf(companyCategoriesQuery(database.db));
  return async (sessionId) => {
    const [row] = await database.query<{ company_id: string }>(session.text, session.params({ sessionId, now: new Date() }), { prepare: true });
    if (!row) throw new Error('the benchmark session is not active');
    const values = { companyId: row.company_id };
    const [places] = await Promise.all([
      database.query(jurisdictions.text, jurisdictions.params(values), { prepare: true }),
      database.query(categories.text, categories.params(values), { prepare: true }),
    ]);
    if (places.length === 0) throw new Error('the benchmark company has no jurisdictions');
  };
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    const [minneapolis] = await server.database.query<{ id: string }>(
      "select id from sales_tax_jurisdictions where company_id = $1 and code = 'US-MN-MINNEAPOLIS'",
      [server.companyId],
    );
    if (!minneapolis) throw new Error('the benchmark company has no Minneapolis jurisdiction');
    const url = `${server.url}/api/v2/sales_tax/combined_rate?jurisdictionId=${minneapolis.id}`;
    const probe = await fetch(url, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`GET /sales_tax/combined_rate answered ${probe.status}: ${body.toString().slice(0, 200)}`);
    const [session] = await server.database.query<{ id: string }>(
      'select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [server.userId],
    );
    if (!session) throw new Error('no session row for the benchmark user');

    const endpoint = await measureHttp(url, headers);
    const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
    const httpCeiling = await measureHttp(ceiling.url, headers).finally(() => ceiling.close());
    const queries = combinedRateQueries(server.database);
    const dbCeiling = await measureLoop(() => queries(session.id));

    printTable(`GET /api/v2/sales_tax/combined_rate on ${driver.label}, ${body.length} bytes`, defaultSettings, [
      { label: 'GET /api/v2/sales_tax/combined_rate', unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: its 3 queries via the driver', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);
  } finally {
    await server.close();
  }
}
