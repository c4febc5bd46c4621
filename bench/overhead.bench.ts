/**
 * Overhead pricing, the figures every estimate and price-book screen starts from:
 *   calculateOverhead — the pure calculation (exact decimals), per call: median and p95;
 *   GET /api/v2/summary beside its two ceilings:
 *     HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *     DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, then the active budget) via the driver.
 * The company has the demo's $1.2M maintenance budget. On PGlite in a temporary directory, and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { calculateOverhead, overheadBudgetFieldsSchema } from '@groundwork/domain/overhead';
import type { Database } from '../apps/server/src/db/client';
import { demoOverheadBudget, seedDemoOverhead } from '../apps/server/src/db/seed/overhead';
import { statementOf } from '../apps/server/src/lib/prepared';
import { activeBudgetQuery } from '../apps/server/src/modules/overhead/overhead.service';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop, percentile } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer } from './support/server';

// ── The pure calculation ──────────────────────────────────────────────────────────────────────
{
  const budget = overheadBudgetFieldsSchema.parse(demoOverheadBudget);
  const methods = ['MORS', 'SORS', 'FLH'] as const;
  for (let i = 0; i < 5_000; i += 1) calculateOverhead({ ...budget, recoveryMethod: methods[i % 3]! }); // warm-up
  const calls = 50_000;
  const micros: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const input = { ...budget, recoveryMethod: methods[i % 3]! };
    const started = performance.now();
    calculateOverhead(input);
    micros.push((performance.now() - started) * 1000);
  }
  micros.sort((a, b) => a - b);
  console.log(`\ncalculateOverhead on the demo budget (${calls} calls, the three methods in turn)`);
  console.log(`  median ${percentile(micros, 50).toFixed(1)} µs   p95 ${percentile(micros, 95).toFixed(1)} µs   p99 ${percentile(micros, 99).toFixed(1)} µs`);
}

// ── GET /summary ──────────────────────────────────────────────────────────────────────────────
/** The SQL the endpoint sends, as its prepared Drizzle queries send it (named statements on PostgreSQL). */
function summaryQueries(database: Database): (sessionId: string) => Promise<void> {
  const session = statementOf(activeSessionQuery(database.db));
  const budget = statementOf(activeBudgetQuery(database.db));
  return async (sessionId) => {
    const [row] = await database.query<{ company_id: string }>(session.text, session.params({ sessionId, now: new Date() }), { prepare: true });
    if (!row) throw new Error('the benchmark session is not active');
    const budgets = await database.query(budget.text, budget.params({ companyId: row.company_id }), { prepare: true });
    if (budgets.length !== 1) throw new Error('the benchmark company has no active budget');
  };
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    await seedDemoOverhead(server.database.db, server.companyId);
    const headers = { authorization: `Bearer ${server.token}` };
    const url = `${server.url}/api/v2/summary`;
    const probe = await fetch(url, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`GET /summary answered ${probe.status}: ${body.toString().slice(0, 200)}`);
    const [session] = await server.database.query<{ id: string }>(
      'select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [server.userId],
    );
    if (!session) throw new Error('no session row for the benchmark user');

    const endpoint = await measureHttp(url, headers);
    const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
    const httpCeiling = await measureHttp(ceiling.url, headers).finally(() => ceiling.close());
    const queries = summaryQueries(server.database);
    const dbCeiling = await measureLoop(() => queries(session.id));

    printTable(`GET /api/v2/summary on ${driver.label}, ${body.length} bytes`, defaultSettings, [
      { label: 'GET /api/v2/summary', unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: its 2 queries via the driver', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);
  } finally {
    await server.close();
  }
}
