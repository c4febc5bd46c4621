/**
 * GET /api/v2/auth/me — the call every screen makes on start — beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory (what HTTP alone costs here);
 *   DB ceiling:   the endpoint's own queries (session ⋈ user, then company ⟕ permissions) straight through the driver.
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import type { Database } from '../apps/server/src/db/client';
import { companyViewQuery } from '../apps/server/src/lib/accounts';
import { statementOf } from '../apps/server/src/lib/prepared';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer } from './support/server';

/**
 * The SQL GET /auth/me issues, in the same order: the auth check's session ⋈ user (apps/server/src/plugins/auth.ts),
 * then the company ⟕ its permissions (lib/accounts.ts loadCompanyView). The text is taken from the server's own
 * Drizzle queries, so it is byte for byte what the endpoint sends, and it is sent the same way: a named prepared
 * statement on PostgreSQL (Drizzle's `.prepare()`), parameters encoded as Drizzle encodes them. Only Drizzle's
 * query objects and row mapping are left out.
 */
function authMeQueries(database: Database): (sessionId: string) => Promise<void> {
  const session = statementOf(activeSessionQuery(database.db));
  const company = statementOf(companyViewQuery(database.db));
  return async (sessionId) => {
    const [row] = await database.query<{ company_id: string }>(session.text, session.params({ sessionId, now: new Date() }), { prepare: true });
    // The row carries the session's and the user's company_id (the same company); the endpoint uses the session's.
    if (!row) throw new Error('the benchmark session is not active');
    const rows = await database.query(company.text, company.params({ companyId: row.company_id }), { prepare: true });
    if (rows.length === 0) throw new Error('the benchmark company is missing');
  };
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const headers = { authorization: `Bearer ${server.token}` };
    const probe = await fetch(`${server.url}/api/v2/auth/me`, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`GET /auth/me answered ${probe.status}: ${body.toString().slice(0, 200)}`);
    const [session] = await server.database.query<{ id: string }>(
      'select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [server.userId],
    );
    if (!session) throw new Error('no session row for the benchmark user');

    const endpoint = await measureHttp(`${server.url}/api/v2/auth/me`, headers);
    const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
    const httpCeiling = await measureHttp(ceiling.url, headers).finally(() => ceiling.close());
    const queries = authMeQueries(server.database);
    const dbCeiling = await measureLoop(() => queries(session.id));

    printTable(`GET /api/v2/auth/me on ${driver.label}, ${body.length} bytes`, defaultSettings, [
      { label: 'GET /api/v2/auth/me', unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: its 2 queries via the driver', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);
  } finally {
    await server.close();
  }
}
