/**
 * The schedule board (GET /api/v2/orders/board) of a company with 50 crews of three and 5,000 work orders in one
 * week (20 stops a crew a working day, and 200 more no crew has yet), in the day view and the week view, each beside
 * its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, the company's settings, then the
 *                 crews, the lanes, the drawer's orders and visits, the hours sold and the active budget, sent
 *                 together as the service sends them) straight through the driver.
 * Budget: endpoint / DB ceiling ≥ 0.5 (ARCHITECTURE.md §7). On PGlite in a temporary directory, and on PostgreSQL
 * when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { boardDays } from '@groundwork/domain/orders';
import { addDays, daysInMonth, weekdayOf } from '@groundwork/domain/shared';
import type { Database } from '../apps/server/src/db/client';
import { vacuumWhereDue } from '../apps/server/src/db/maintenance';
import { generateClients, insertCustomersInBulk } from '../apps/server/src/db/seed/customers';
import { companyToday } from '../apps/server/src/lib/company-today';
import { dateIn, usableTimeZone } from '../apps/server/src/lib/dates';
import { activeBudgetQuery } from '../apps/server/src/lib/overhead-markups';
import { statementOf } from '../apps/server/src/lib/prepared';
import {
  boardCrewsQuery,
  boardDrawerOrdersQuery,
  boardDrawerVisitsQuery,
  boardLaneOrdersQuery,
  boardOrderHoursQuery,
  boardSettingsQuery,
  boardVisitHoursQuery,
} from '../apps/server/src/modules/orders/board-queries';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { measureHttp, measureLoop, type Settings } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer, type RunningServer } from './support/server';

const CREWS = 50;
const CREW_SIZE = 3;
const WORKING_DAYS = 5;
const STOPS_PER_CREW_DAY = 20;
const SCHEDULED = CREWS * WORKING_DAYS * STOPS_PER_CREW_DAY; // 5,000
const UNASSIGNED = 200;
const CUSTOMERS = 2_000;
/** One dispatcher's screen at a time, as the list pages measure: the latency an office user sees. */
const settings: Settings = { connections: Number(process.env.BENCH_CONNECTIONS ?? 2), durationSeconds: Number(process.env.BENCH_DURATION ?? 5), warmupSeconds: Number(process.env.BENCH_WARMUP ?? 2) };

/** 50 crews of three, 2,000 customers, and next week's 5,000 route stops plus 200 orders without a crew. */
async function seedBoard(server: RunningServer, monday: string): Promise<void> {
  const { database, companyId, userId } = server;
  await insertCustomersInBulk(database.db, companyId, userId, generateClients(CUSTOMERS, 1414), { activities: false });
  const crews = await database.query<{ id: string }>(
    `insert into crews (company_id, name, specialization) select $1, 'Crew ' || lpad(g::text, 2, '0'), 'maintenance' from generate_series(1, ${CREWS}) g returning id`,
    [companyId],
  );
  const people = await database.query<{ id: string }>(
    `insert into employees (company_id, first_name, last_name, employee_id, department, position)
     select $1, 'Crew', 'Member ' || g, 'B-' || g, 'Maintenance', 'Labourer' from generate_series(1, ${CREWS * CREW_SIZE}) g returning id`,
    [companyId],
  );
  await database.query(
    `insert into crew_members (company_id, crew_id, employee_id, role)
     select $1, ($2::uuid[])[1 + (g - 1) / ${CREW_SIZE}], ($3::uuid[])[g], case when (g - 1) % ${CREW_SIZE} = 0 then 'leader' else 'member' end
       from generate_series(1, ${CREWS * CREW_SIZE}) g`,
    [companyId, crews.map((crew) => crew.id), people.map((person) => person.id)],
  );
  // Order g (0-based): crew g % 50, working day (g / 50) % 5, place g / 250 in that lane.
  await database.query(
    `insert into work_orders (company_id, number, customer_id, property_id, title, crew_id, date, sequence, budgeted_hours, crew_size, status)
     select $1, 1001 + g, p.customer_id, p.id, 'Weekly Mowing', ($2::uuid[])[1 + g % ${CREWS}], $3::date + ((g / ${CREWS}) % ${WORKING_DAYS}),
            g / ${CREWS * WORKING_DAYS}, 0.75 + (g % 4) * 0.25, ${CREW_SIZE}, 'scheduled'
       from generate_series(0, ${SCHEDULED - 1}) g
       join (select id, customer_id, row_number() over (order by id) - 1 as n from customer_properties where company_id = $1) p on p.n = g % ${CUSTOMERS}`,
    [companyId, crews.map((crew) => crew.id), monday],
  );
  await database.query(
    `insert into work_orders (company_id, number, customer_id, property_id, title, date, budgeted_hours, crew_size, status)
     select $1, ${1001 + SCHEDULED} + g, p.customer_id, p.id, 'Storm clean-up', $2::date + (g % ${WORKING_DAYS}), 2, 2, 'unscheduled'
       from generate_series(0, ${UNASSIGNED - 1}) g
       join (select id, customer_id, row_number() over (order by id) - 1 as n from customer_properties where company_id = $1) p on p.n = g`,
    [companyId, monday],
  );
  await database.query('insert into work_order_number_counters (company_id, last_number) values ($1, $2)', [companyId, 1000 + SCHEDULED + UNASSIGNED]);
}

/** The board's SQL as the service sends it: settings first (for the company's today), then the rest together. */
function boardQueries(database: Database, companyId: string, view: 'day' | 'week', date: string, today: string): () => Promise<void> {
  const budget = statementOf(activeBudgetQuery(database.db));
  const run = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
    const { sql, params } = query.toSQL();
    return database.query(sql, params);
  };
  const days = boardDays(view, date);
  const weekDays = boardDays('week', date);
  const week = { from: weekDays[0]!, to: weekDays[6]! };
  const [year, month] = date.split('-').map(Number) as [number, number];
  const monthRange = { from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
  const db = database.db;
  return async () => {
    // The service works the company's today out of this row's time zone.
    const [settingsRow] = await run(boardSettingsQuery(db, companyId));
    if (!settingsRow) throw new Error('the benchmark company has no settings row');
    const [, lanes] = await Promise.all([
      run(boardCrewsQuery(db, companyId)),
      run(boardLaneOrdersQuery(db, companyId, days[0]!, days.at(-1)!)),
      run(boardDrawerOrdersQuery(db, companyId, days[0]!, days.at(-1)!, today)),
      run(boardDrawerVisitsQuery(db, companyId, days[0]!, days.at(-1)!, today)),
      run(boardOrderHoursQuery(db, companyId, week, monthRange)),
      run(boardVisitHoursQuery(db, companyId, week, monthRange)),
      database.query(budget.text, budget.params({ companyId }), { prepare: true }),
    ]);
    if (lanes.length === 0) throw new Error('the lanes query answered no orders');
  };
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const seedStarted = performance.now();
    const today = dateIn(usableTimeZone(null));
    // Next week, so nothing in it is overdue yet and the drawer holds the week's unassigned work.
    const monday = addDays(today, 7 - ((weekdayOf(today) + 6) % 7));
    await seedBoard(server, monday);
    const vacuumed = server.database.kind === 'pglite' ? (await vacuumWhereDue(server.database)).length : (await server.database.query('vacuum (analyze)'), 'all');
    console.log(
      `\nseeded ${CREWS} crews, ${CUSTOMERS} customers and ${SCHEDULED + UNASSIGNED} work orders in the week of ${monday} on ${driver.label} in ` +
        `${((performance.now() - seedStarted) / 1000).toFixed(1)} s (vacuumed ${vacuumed} tables)`,
    );
    const headers = { authorization: `Bearer ${server.token}` };
    const [session] = await server.database.query<{ id: string }>(
      'select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [server.userId],
    );
    if (!session) throw new Error('no session row for the benchmark user');
    const sessionStatement = statementOf(activeSessionQuery(server.database.db));

    for (const [view, date] of [
      ['day', addDays(monday, 1)],
      ['week', addDays(monday, 2)],
    ] as const) {
      const path = `/api/v2/orders/board?view=${view}&date=${date}`;
      const url = `${server.url}${path}`;
      const probe = await fetch(url, { headers });
      const body = Buffer.from(await probe.arrayBuffer());
      if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}: ${body.toString().slice(0, 200)}`);
      const orders = (JSON.parse(body.toString()) as { data: { board: { lanes: Array<{ orders: unknown[] }> } } }).data.board.lanes.reduce((sum, lane) => sum + lane.orders.length, 0);
      const queries = boardQueries(server.database, server.companyId, view, date, await companyToday(server.database.db, server.companyId));
      await queries();

      const endpoint = await measureHttp(url, headers, settings);
      const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
      const httpCeiling = await measureHttp(ceiling.url, headers, settings).finally(() => ceiling.close());
      const dbCeiling = await measureLoop(async () => {
        const [row] = await server.database.query(sessionStatement.text, sessionStatement.params({ sessionId: session.id, now: new Date() }), { prepare: true });
        if (!row) throw new Error('the benchmark session is not active');
        await queries();
      }, settings);

      printTable(`GET ${path} on ${driver.label}: ${orders} orders on its lanes, ${body.length} bytes`, settings, [
        { label: `GET /api/v2/orders/board (${view})`, unit: 'req/s', figures: endpoint },
        { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
        { label: 'DB ceiling: its 9 queries via the driver', unit: 'ops/s', figures: dbCeiling },
      ]);
      printRatios(endpoint, httpCeiling, dbCeiling);
      console.log(`  p95 ${endpoint.p95.toFixed(1)} ms beside the DB ceiling's p95 ${dbCeiling.p95.toFixed(1)} ms: p95 ratio (ceiling / endpoint) = ${(dbCeiling.p95 / endpoint.p95).toFixed(2)}`);
    }
  } finally {
    await server.close();
  }
}
