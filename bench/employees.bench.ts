/**
 * GET /api/v2/employees?page=1&limit=50&search=… on a company with 2,000 employees, beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, then the searched page with its
 *                 window count of matches) straight through the driver.
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../apps/server/src/db/client';
import { employees } from '../apps/server/src/db/schema';
import { statementOf } from '../apps/server/src/lib/prepared';
import { employeeListQuery, listParameters } from '../apps/server/src/modules/employees/employees.service';
import { activeSessionQuery } from '../apps/server/src/plugins/auth';
import { serveBytes } from './support/ceiling';
import { benchDrivers } from './support/drivers';
import { defaultSettings, measureHttp, measureLoop } from './support/measure';
import { printRatios, printTable } from './support/report';
import { startServer } from './support/server';

const EMPLOYEES = 2_000;
/** Matches a few hundred of the generated names, so every request fills a page of 50. */
const SEARCH = 'ar';
const QUERY = { page: 1, limit: 50, search: SEARCH };

const firstNames = ['Maria', 'James', 'Carlos', 'Emily', 'Tyler', 'Grace', 'Omar', 'Nina', 'Luis', 'Hannah', 'Derek', 'Priya', 'Sam', 'Olivia', 'Juan', 'Kelly'];
const lastNames = ['Lopez', 'Johnson', 'Nguyen', 'Olson', 'Hansen', 'Park', 'Martin', 'Reed', 'Schultz', 'Castillo', 'Baker', 'Novak', 'Haddad', 'Miller', 'Ramirez', 'Brooks', 'Fischer'];
const departments = ['Maintenance', 'Installation', 'Irrigation', 'Snow', 'Office', 'Sales'];
const positions = ['Labourer', 'Crew Leader', 'Irrigation Technician', 'Equipment Operator', 'Account Manager', 'Mechanic'];

/** 2,000 employees in bulk, the first 20 managing the rest, so the manager join has work to do. */
async function seedRoster(database: Database, companyId: string) {
  const ids = Array.from({ length: EMPLOYEES }, () => randomUUID());
  const now = new Date();
  const rows = ids.map((id, index) => ({
    id,
    companyId,
    firstName: firstNames[index % firstNames.length]!,
    lastName: `${lastNames[(index * 7) % lastNames.length]!}-${index}`,
    email: `employee${index}@bench.test`,
    employeeId: `E-${String(index).padStart(5, '0')}`,
    department: departments[index % departments.length]!,
    position: positions[index % positions.length]!,
    managerId: index < 20 ? null : ids[index % 20]!,
    payRate: String(18 + (index % 15)),
    laborBurdenPercent: '22',
    createdAt: now,
    updatedAt: now,
  }));
  for (let start = 0; start < rows.length; start += 500) {
    await database.db.insert(employees).values(rows.slice(start, start + 500));
  }
}

/** The SQL GET /employees issues: the auth check, then the page with its total (the server's own Drizzle query). */
function employeeListSql(database: Database, companyId: string): (sessionId: string) => Promise<void> {
  const session = statementOf(activeSessionQuery(database.db));
  const { present, values } = listParameters(companyId, QUERY);
  // The service runs it as a prepared statement, so the ceiling does too.
  const page = statementOf(employeeListQuery(database.db, present));
  return async (sessionId) => {
    const [row] = await database.query(session.text, session.params({ sessionId, now: new Date() }), { prepare: true });
    if (!row) throw new Error('the benchmark session is not active');
    const rows = await database.query(page.text, page.params(values), { prepare: true });
    if (rows.length !== QUERY.limit) throw new Error(`expected a full page, got ${rows.length} rows`);
  };
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    await seedRoster(server.database, server.companyId);
    const url = `${server.url}/api/v2/employees?page=${QUERY.page}&limit=${QUERY.limit}&search=${SEARCH}`;
    const headers = { authorization: `Bearer ${server.token}` };
    const probe = await fetch(url, { headers });
    const body = Buffer.from(await probe.arrayBuffer());
    if (probe.status !== 200) throw new Error(`GET /employees answered ${probe.status}: ${body.toString().slice(0, 200)}`);
    const [session] = await server.database.query<{ id: string }>(
      'select id from sessions where user_id = $1 and revoked_at is null order by created_at desc limit 1',
      [server.userId],
    );
    if (!session) throw new Error('no session row for the benchmark user');

    const endpoint = await measureHttp(url, headers);
    const ceiling = await serveBytes(body, probe.headers.get('content-type') ?? 'application/json; charset=utf-8');
    const httpCeiling = await measureHttp(ceiling.url, headers).finally(() => ceiling.close());
    const queries = employeeListSql(server.database, server.companyId);
    const dbCeiling = await measureLoop(() => queries(session.id));

    printTable(`GET /api/v2/employees (${EMPLOYEES} employees, search '${SEARCH}', page of ${QUERY.limit}) on ${driver.label}, ${body.length} bytes`, defaultSettings, [
      { label: 'GET /api/v2/employees?search', unit: 'req/s', figures: endpoint },
      { label: 'HTTP ceiling: bare Fastify, same bytes', unit: 'req/s', figures: httpCeiling },
      { label: 'DB ceiling: its 2 queries via the driver', unit: 'ops/s', figures: dbCeiling },
    ]);
    printRatios(endpoint, httpCeiling, dbCeiling);
  } finally {
    await server.close();
  }
}
