/**
 * One page of a long list (GET /customers?page=1&limit=50, a searched page, …) beside its two ceilings, measured one
 * client at a time: the target is the latency one office user sees (ARCHITECTURE.md §7, issue "fast at 20,000
 * customers": a page of 50 among 20,000 answers in under 50 ms at p95 on the embedded database).
 */
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../apps/server/src/db/client';
import { vacuumWhereDue } from '../../apps/server/src/db/maintenance';
import { pageTotal } from '../../apps/server/src/lib/page-total';
import { statementOf } from '../../apps/server/src/lib/prepared';
import { activeSessionQuery } from '../../apps/server/src/plugins/auth';
import { serveBytes } from './ceiling';
import { defaultSettings, measureHttp, measureLoop, type Settings } from './measure';
import { printRatios, printTable } from './report';
import type { RunningServer } from './server';

export const pageSettings: Settings = { ...defaultSettings, connections: 1 };
export const PAGE_BUDGET_MS = 50;

export interface PageCase {
  /** What the case is, e.g. "page 1 of 50, search 'harriet'". */
  label: string;
  /** The endpoint's path and query, e.g. `/api/v2/customers?page=1&limit=50`. */
  path: string;
  /** The endpoint's list SQL (after the auth check) straight through the driver; throws on a wrong answer. */
  queries: () => Promise<void>;
  /** Not a page of a list (a report measured beside them): only its ratio to the ceiling has a target, not the p95. */
  notAPage?: boolean;
}

const dialect = new PgDialect();

/**
 * The list SQL of the customers and leads pages (`customerPageSql`, `leadPageSql`): the page, then the count only
 * when the page does not tell the total — decided by the service's own pageTotal.
 */
export function pageQueries(database: Database, statements: { page: number; limit: number; rows: SQL; count: SQL }): () => Promise<void> {
  const rows = dialect.sqlToQuery(statements.rows);
  const count = dialect.sqlToQuery(statements.count);
  return async () => {
    const page = await database.query(rows.sql, rows.params);
    if (page.length === 0) throw new Error('the page query answered no rows');
    await pageTotal(statements.page, statements.limit, page.length, async () => {
      const [counted] = await database.query<{ total: number }>(count.sql, count.params);
      return counted?.total ?? 0;
    });
  };
}

/**
 * Measures each case (endpoint, HTTP ceiling, DB ceiling with the auth check's query first) and prints it. First the
 * bulk-seeded tables get what they would within a minute of the import: autovacuum on PostgreSQL, the server's
 * embedded maintenance on PGlite (db/maintenance.ts) — statistics for the planner and a visibility map for counts.
 */
export async function measurePages(server: RunningServer, title: string, cases: PageCase[]): Promise<void> {
  const started = performance.now();
  // A PostgreSQL session publishes its table statistics up to 10 s late, so there the whole (throw-away) database is vacuumed.
  const vacuumed = server.database.kind === 'pglite' ? (await vacuumWhereDue(server.database)).length : (await server.database.query('vacuum (analyze)'), 'all');
  console.log(`vacuumed and analyzed ${vacuumed} tables after the import in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const headers = { authorization: `Bearer ${server.token}` };
  const [session] = await server.database.query<{ id: string }>(
    'select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
    [server.userId],
  );
  if (!session) throw new Error('no session row for the benchmark user');
  const sessionStatement = statementOf(activeSessionQuery(server.database.db));
  const authCheck = async () => {
    const [row] = await server.database.query(sessionStatement.text, sessionStatement.params({ sessionId: session.id, now: new Date() }), { prepare: true });
    if (!row) throw new Error('the benchmark session is not active');
  };

  for (const pageCase of cases) {
    const url = `${server.url}${pageCase.path}`;
    const probe = await fetch(url, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`${pageCase.path} answered ${probe.status}: ${body.toString().slice(0, 200)}`);
    await pageCase.queries(); // fails loudly if the ceiling's SQL answers nothing

    const endpoint = await measureHttp(url, headers, pageSettings);
    const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
    const httpCeiling = await measureHttp(ceiling.url, headers, pageSettings).finally(() => ceiling.close());
    const dbCeiling = await measureLoop(async () => {
      await authCheck();
      await pageCase.queries();
    }, pageSettings);

    printTable(`${title}: ${pageCase.label}, ${body.length} bytes`, pageSettings, [
      { label: `GET ${pageCase.path}`, unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: its queries via the driver', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);
    if (pageCase.notAPage) {
      console.log(`  p95 ${endpoint.p95.toFixed(1)} ms (DB ceiling p95 ${dbCeiling.p95.toFixed(1)} ms); not a page: its target is the ratio alone`);
      continue;
    }
    const verdict = endpoint.p95 < PAGE_BUDGET_MS ? 'within' : 'OVER';
    console.log(`  p95 ${endpoint.p95.toFixed(1)} ms, ${verdict} the ${PAGE_BUDGET_MS} ms target for a page of 50 (DB ceiling p95 ${dbCeiling.p95.toFixed(1)} ms)`);
  }
}
