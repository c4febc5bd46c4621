/**
 * GET /api/v2/equipment/upkeep — the fleet's upkeep overview (every unit's meter, schedules due and overdue, running
 * cost per hour beside the price book's) — and GET /api/v2/equipment/{id}/upkeep for one unit, for a company with 60
 * units, 180 service schedules, a few thousand meter readings and service-log entries, and 1,200 completed work orders
 * the units went out on. Beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, then together the units, schedules,
 *                 readings, log, the work orders' minutes and the company's time zone, as the service sends them)
 *                 straight through the driver, and for one unit its readings and log listed — the rules (currentMeter, scheduleDue, runningCostPerHour) are the
 *                 endpoint's own work, so the ratio shows what they and serialisation cost.
 * Measured one client at a time. On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { is, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { vacuumWhereDue } from '../apps/server/src/db/maintenance';
import { generateClients, insertCustomersInBulk } from '../apps/server/src/db/seed/customers';
import { companyTimeZoneQuery, companyToday } from '../apps/server/src/lib/company-today';
import { statementOf } from '../apps/server/src/lib/prepared';
import { unitDetailQueries, upkeepFactQueries } from '../apps/server/src/modules/equipment/upkeep.service';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop, type Settings } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer, type RunningServer } from './support/server';

const UNITS = Number(process.env.BENCH_UNITS ?? 60);
const READINGS_PER_UNIT = 40;
const LOG_PER_UNIT = 30;
const ORDERS = 1_200;
const EMPLOYEES = 8;
const CUSTOMERS = 300;
const settings: Settings = { ...defaultSettings, connections: 1 };
/** What an office user waits for the fleet screen: the same target as a page of a long list. */
const BUDGET_MS = 50;

/**
 * 60 units (mowers, trucks, loaders) with three schedules each (an hours one, a miles or days one, a months one), 40
 * readings over a season, 30 service-log entries (a third of them resetting a schedule), and 1,200 completed orders of
 * two people each, every one with two units attached.
 */
async function seedFleet(server: RunningServer, today: string): Promise<void> {
  const { database, companyId, userId } = server;
  const customerIds = await insertCustomersInBulk(database.db, companyId, userId, generateClients(CUSTOMERS, 2_025), { activities: false });
  const units = await database.query<{ id: string }>(
    `insert into equipment (company_id, name, type, purchase_price, resale_value, expected_life_years, annual_billable_hours, fuel_per_year, repairs_per_year, insurance_per_year, status)
     select $1, 'Unit ' || lpad(g::text, 3, '0'), (array['mower','truck','skid_steer','blower'])[1 + g % 4], 14000 + g * 100, 3000, 5, 1000, 2400, 800, 300,
            case when g % 17 = 0 then 'in_repair' when g % 29 = 0 then 'retired' else 'active' end
       from generate_series(1, ${UNITS}) g order by g returning id`,
    [companyId],
  );
  const unitIds = units.map((unit) => unit.id);
  await database.query(
    `insert into equipment_service_schedules (company_id, equipment_id, name, every, unit, expected_cost, last_done_date, last_done_meter)
     select $1, u.id, s.name, s.every, s.unit, s.cost, case when s.unit in ('days', 'months') then $2::date - (u.n::int % 200) end,
            case when s.unit in ('hours', 'miles') then 300 + u.n::int * 7 end
       from unnest($3::uuid[]) with ordinality u(id, n)
       cross join (values ('Oil and filter', 100, 'hours', 89.95), ('Grease and inspect', 30, 'days', 0), ('Annual service', 12, 'months', 420)) s(name, every, unit, cost)`,
    [companyId, today, unitIds],
  );
  await database.query(
    `insert into equipment_meter_readings (company_id, equipment_id, reading_date, value, unit, created_by)
     select $1, u.id, $2::date - (${READINGS_PER_UNIT} - r) * 4, 250 + u.n::int * 7 + r * 3.5, 'hours', $3
       from unnest($4::uuid[]) with ordinality u(id, n) cross join generate_series(1, ${READINGS_PER_UNIT}) r`,
    [companyId, today, userId, unitIds],
  );
  await database.query(
    `insert into equipment_service_log (company_id, equipment_id, service_date, meter, meter_unit, work_done, parts, cost, performed_by_name, schedule_id, created_by)
     select $1, u.id, $2::date - (${LOG_PER_UNIT} - l) * 11, case when l % 3 = 0 then 260 + u.n::int * 7 + l * 4 end, case when l % 3 = 0 then 'hours' end,
            'Oil and filter, greased the deck', '10W-30 (2 qt), filter', 40 + (l * 7.13)::numeric(8, 2), 'Shop',
            case when l % 3 = 0 then (select id from equipment_service_schedules s where s.company_id = $1 and s.equipment_id = u.id and s.unit = 'hours') end, $3
       from unnest($4::uuid[]) with ordinality u(id, n) cross join generate_series(1, ${LOG_PER_UNIT}) l`,
    [companyId, today, userId, unitIds],
  );
  const people = await database.query<{ id: string }>(
    `insert into employees (company_id, first_name, last_name, employee_id, department, position)
     select $1, 'Crew', 'Member ' || g, 'U-' || g, 'Maintenance', 'Labourer' from generate_series(1, ${EMPLOYEES}) g order by g returning id`,
    [companyId],
  );
  const orders = await database.query<{ id: string }>(
    `insert into work_orders (company_id, number, customer_id, title, date, status, budgeted_hours)
     select $1, 1000 + g, ($2::uuid[])[1 + g % ${CUSTOMERS}], 'Weekly mowing', $3::date - (g % 160), 'completed', 1.5
       from generate_series(1, ${ORDERS}) g order by g returning id`,
    [companyId, customerIds, today],
  );
  const orderIds = orders.map((order) => order.id);
  await database.query(
    `insert into work_order_time_entries (company_id, work_order_id, employee_id, work_date, minutes, hourly_cost)
     select $1, o.id, ($2::uuid[])[1 + (o.n::int + p) % ${EMPLOYEES}], $3::date - (o.n::int % 160), 40 + (o.n::int % 50) + p * 5, 25
       from unnest($4::uuid[]) with ordinality o(id, n) cross join generate_series(0, 1) p`,
    [companyId, people.map((person) => person.id), today, orderIds],
  );
  await database.query(
    `insert into work_order_equipment (company_id, work_order_id, equipment_id)
     select $1, o.id, ($2::uuid[])[1 + (o.n::int * k) % ${UNITS}]
       from unnest($3::uuid[]) with ordinality o(id, n) cross join (values (1), (7)) k(k)
     on conflict do nothing`,
    [companyId, unitIds, orderIds],
  );
  await database.query('insert into work_order_number_counters (company_id, last_number) values ($1, $2)', [companyId, 1000 + ORDERS]);
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const seedStarted = performance.now();
    const today = await companyToday(server.database.db, server.companyId);
    await seedFleet(server, today);
    const [counts] = await server.database.query<{ readings: number; log: number }>(
      'select (select count(*)::int from equipment_meter_readings where company_id = $1) readings, (select count(*)::int from equipment_service_log where company_id = $1) log',
      [server.companyId],
    );
    console.log(
      `\nseeded ${UNITS} units, ${counts!.readings} readings, ${counts!.log} log entries and ${ORDERS} completed orders on ${driver.label} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    const started = performance.now();
    const vacuumed = server.database.kind === 'pglite' ? (await vacuumWhereDue(server.database)).length : (await server.database.query('vacuum (analyze)'), 'all');
    console.log(`vacuumed and analyzed ${vacuumed} tables after the import in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const headers = { authorization: `Bearer ${server.token}` };
    const [session] = await server.database.query<{ id: string }>('select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1', [server.userId]);
    if (!session) throw new Error('no session row for the benchmark user');
    const sessionStatement = statementOf(activeSessionQuery(server.database.db));
    // The service's builder queries, and the raw SQL it reads the long lists with, sent as the service sends them.
    const dialect = new PgDialect();
    const run = (query: SQL | { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql, params } = is(query, SQL) ? dialect.sqlToQuery(query) : query.toSQL();
      return server.database.query(sql, params);
    };
    const [firstUnit] = await server.database.query<{ id: string }>('select id from equipment where company_id = $1 order by lower(name) limit 1', [server.companyId]);

    const cases = [
      { label: `the fleet overview (${UNITS} units)`, path: '/api/v2/equipment/upkeep', equipmentId: null },
      { label: 'one unit with its readings, orders and log', path: `/api/v2/equipment/${firstUnit!.id}/upkeep`, equipmentId: firstUnit!.id },
    ];
    for (const upkeepCase of cases) {
      const queries = upkeepFactQueries(server.database.db, server.companyId, upkeepCase.equipmentId);
      const timeZone = companyTimeZoneQuery(server.database.db, server.companyId);
      const dbWork = async () => {
        const [sessionRow] = await server.database.query(sessionStatement.text, sessionStatement.params({ sessionId: session.id, now: new Date() }), { prepare: true });
        if (!sessionRow) throw new Error('the benchmark session is not active');
        // One unit's page also lists its readings and log, sent with the rest as the service does.
        const detail = upkeepCase.equipmentId === null ? null : unitDetailQueries(server.database.db, server.companyId, upkeepCase.equipmentId);
        const [units, , readings] = await Promise.all([
          run(queries.units),
          run(queries.schedules),
          run(queries.readings),
          run(queries.log),
          run(queries.orderMinutes),
          run(timeZone),
          detail ? run(detail.readings) : null,
          detail ? run(detail.log) : null,
        ]);
        if (units.length === 0 || readings.length === 0) throw new Error('the upkeep queries answered no rows');
      };
      const url = `${server.url}${upkeepCase.path}`;
      const probe = await fetch(url, { headers });
      const body = Buffer.from(await probe.arrayBuffer());
      if (probe.status !== 200) throw new Error(`${upkeepCase.path} answered ${probe.status}: ${body.toString().slice(0, 200)}`);
      await dbWork();

      const endpoint = await measureHttp(url, headers, settings);
      const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
      const httpCeiling = await measureHttp(ceiling.url, headers, settings).finally(() => ceiling.close());
      const dbCeiling = await measureLoop(dbWork, settings);
      printTable(`GET ${upkeepCase.label} on ${driver.label}, ${body.length} bytes`, settings, [
        { label: `GET ${upkeepCase.path}`, unit: 'req/s', figures: endpoint },
        { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
        { label: 'DB ceiling: its queries via the driver', unit: 'ops/s', figures: dbCeiling },
      ]);
      printRatios(endpoint, httpCeiling, dbCeiling);
      console.log(`  p95 ${endpoint.p95.toFixed(1)} ms, ${endpoint.p95 < BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms target (DB ceiling p95 ${dbCeiling.p95.toFixed(1)} ms)`);
    }
  } finally {
    await server.close();
  }
}
