/**
 * Services:
 * 1. priceFromRateMatrix — the pure function every estimate line priced by a matrix calls — per call, median and
 *    p95 over batches (one call is too short to time alone), on a 12-row matrix with a bottom section, for measures
 *    inside the table and above it.
 * 2. GET /api/v2/services on a company with 60 services (matrices and recipes filled in) beside its two ceilings:
 *      HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *      DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, then the list) via the driver.
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { priceFromRateMatrix, type MatrixRow, type RateMatrix } from '@groundwork/domain/services';
import type { Database } from '../apps/server/src/db/client';
import { services } from '../apps/server/src/db/schema';
import { statementOf } from '../apps/server/src/lib/prepared';
import { serviceListQuery } from '../apps/server/src/modules/services/services.service';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop, percentile } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer } from './support/server';

const SERVICES = 60;
const ROWS = 12;

const matrixRows: MatrixRow[] = Array.from({ length: ROWS }, (_, index) => ({
  from: index === 0 ? 0 : index * 2_500 + 1,
  to: (index + 1) * 2_500,
  rate: 30 + index * 7.25,
  tbHrs: 0.4 + index * 0.1,
  cost: 15 + index * 3.125,
}));
const matrix: RateMatrix = { matrixRows, bottomSection: { every: 5_000, over: ROWS * 2_500, is: 12.5, tbHrs: 0.25, additionalCost: 6.25 } };

/** Per-call time in microseconds: batches of `batch` calls, median and p95 of the batch averages. */
function timePricing(measures: number[], batches = 400, batch = 1_000): { p50: number; p95: number } {
  let sink = 0;
  for (let warm = 0; warm < 50_000; warm += 1) {
    const price = priceFromRateMatrix(matrix, measures[warm % measures.length]!);
    if (price.ok) sink += price.rate;
  }
  const perCall: number[] = [];
  for (let run = 0; run < batches; run += 1) {
    const started = performance.now();
    for (let call = 0; call < batch; call += 1) {
      const price = priceFromRateMatrix(matrix, measures[(run * batch + call) % measures.length]!);
      if (price.ok) sink += price.rate;
    }
    perCall.push(((performance.now() - started) * 1_000) / batch);
  }
  if (sink === 0) throw new Error('no price was worked out');
  perCall.sort((a, b) => a - b);
  return { p50: percentile(perCall, 50), p95: percentile(perCall, 95) };
}

const inside = Array.from({ length: 997 }, (_, index) => (index * 30.07) % (ROWS * 2_500));
const above = Array.from({ length: 997 }, (_, index) => ROWS * 2_500 + 1 + index * 173.3);
console.log(`\npriceFromRateMatrix (${ROWS} rows + bottom section), µs per call`);
for (const [label, measures] of [
  ['inside the table', inside],
  ['above the table ', above],
] as const) {
  const { p50, p95 } = timePricing(measures);
  console.log(`  ${label}   p50 ${p50.toFixed(3)} µs   p95 ${p95.toFixed(3)} µs`);
}

async function seedCatalogue(database: Database, companyId: string) {
  await database.db.insert(services).values(
    Array.from({ length: SERVICES }, (_, index) => ({
      companyId,
      name: `Bench service ${index + 1}`,
      description: 'Mow, trim and blow off hard surfaces; priced by lot size with a bottom section above the table.',
      serviceClass: 'Maintenance',
      incomeAccount: '4100 Maintenance Income',
      rateMatrix: matrix as { matrixRows: MatrixRow[]; bottomSection: NonNullable<RateMatrix['bottomSection']> },
      recipe: [
        { type: 'labor' as const, sourceId: null, name: 'Crew labor', qty: 0.75, hours: 0.75, unitCost: 27.5 },
        { type: 'equipment' as const, sourceId: null, name: 'Zero-turn mower', qty: 0.5, hours: 0, unitCost: 14.25 },
      ],
      sortOrder: index + 10,
    })),
  );
}

function serviceListSql(database: Database, companyId: string): (sessionId: string) => Promise<void> {
  const session = statementOf(activeSessionQuery(database.db));
  const list = statementOf(serviceListQuery(database.db, false));
  return async (sessionId) => {
    const [row] = await database.query(session.text, session.params({ sessionId, now: new Date() }), { prepare: true });
    if (!row) throw new Error('the benchmark session is not active');
    const rows = await database.query(list.text, list.params({ companyId }), { prepare: true });
    if (rows.length < SERVICES) throw new Error(`expected ${SERVICES}+ services, got ${rows.length}`);
  };
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    await seedCatalogue(server.database, server.companyId);
    const url = `${server.url}/api/v2/services`;
    const headers = { authorization: `Bearer ${server.token}` };
    const probe = await fetch(url, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`GET /services answered ${probe.status}: ${body.toString().slice(0, 200)}`);
    const [session] = await server.database.query<{ id: string }>(
      'select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [server.userId],
    );
    if (!session) throw new Error('no session row for the benchmark user');

    const endpoint = await measureHttp(url, headers);
    const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
    const httpCeiling = await measureHttp(ceiling.url, headers).finally(() => ceiling.close());
    const queries = serviceListSql(server.database, server.companyId);
    const dbCeiling = await measureLoop(() => queries(session.id));

    printTable(`GET /api/v2/services (${SERVICES}+ services with ${ROWS}-row matrices) on ${driver.label}, ${body.length} bytes`, defaultSettings, [
      { label: 'GET /api/v2/services', unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: its 2 queries via the driver', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);
  } finally {
    await server.close();
  }
}
