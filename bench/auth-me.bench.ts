/**
 * GET /api/v2/auth/me — the call every screen makes on start — beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory (what HTTP alone costs here);
 *   DB ceiling:   the endpoint's own queries (session → user ∥ company → permissions) straight through the driver.
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import type { Database } from '../apps/server/src/db/client';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer } from './support/server';

/** The SQL GET /auth/me issues (apps/server/src/plugins/auth.ts findActiveSession, lib/accounts.ts), in the same order. */
const SESSION_SQL = `select s.user_id, s.company_id, u.role from sessions s inner join users u on u.id = s.user_id
  where s.id = $1 and s.revoked_at is null and s.expires_at > $2 limit 1`;
const USER_SQL = 'select * from users where id = $1 limit 1';
const COMPANY_SQL = 'select * from companies where id = $1 limit 1';
const PERMISSIONS_SQL = 'select * from company_permissions where company_id = $1 order by section asc, position asc';

async function authMeQueries(database: Database, sessionId: string): Promise<void> {
  const [session] = await database.query<{ user_id: string; company_id: string }>(SESSION_SQL, [sessionId, new Date().toISOString()]);
  if (!session) throw new Error('the benchmark session is not active');
  // auth.service me(): the user and the company (then its permissions) are loaded side by side.
  await Promise.all([
    database.query(USER_SQL, [session.user_id]),
    database.query(COMPANY_SQL, [session.company_id]).then(() => database.query(PERMISSIONS_SQL, [session.company_id])),
  ]);
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
    const dbCeiling = await measureLoop(() => authMeQueries(server.database, session.id));

    printTable(`GET /api/v2/auth/me on ${driver.label}, ${body.length} bytes`, defaultSettings, [
      { label: 'GET /api/v2/auth/me', unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: its 4 queries via the driver', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);
  } finally {
    await server.close();
  }
}
