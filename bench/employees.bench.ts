/**
 * GET /api/v2/employees?page=1&limit=50 on a company with 20,000 employees, with and without a search, beside its
 * two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, then the page with its count of
 *                 matches as a scalar subquery, one prepared statement) straight through the driver.
 * Measured one client at a time; target p95 < 50 ms on the embedded database (see support/paged-list.ts).
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../apps/server/src/db/client';
import { employees } from '../apps/server/src/db/schema';
import { statementOf } from '../apps/server/src/lib/prepared';
import { employeeListQuery, listParameters } from '../apps/server/src/modules/employees/employees.service';
import { benchDrivers } from './support/drivers';
import { measurePages } from './support/paged-list';
import { startServer } from './support/server';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 20_000);
/** A surname one employee in 17 carries: a full page and a count of about 1,200 matches. */
const SEARCH = 'castillo';

const firstNames = ['Maria', 'James', 'Carlos', 'Emily', 'Tyler', 'Grace', 'Omar', 'Nina', 'Luis', 'Hannah', 'Derek', 'Priya', 'Sam', 'Olivia', 'Juan', 'Kelly'];
const lastNames = ['Lopez', 'Johnson', 'Nguyen', 'Olson', 'Hansen', 'Park', 'Martin', 'Reed', 'Schultz', 'Castillo', 'Baker', 'Novak', 'Haddad', 'Miller', 'Ramirez', 'Brooks', 'Fischer'];
const departments = ['Maintenance', 'Installation', 'Irrigation', 'Snow', 'Office', 'Sales'];
const positions = ['Labourer', 'Crew Leader', 'Irrigation Technician', 'Equipment Operator', 'Account Manager', 'Mechanic'];

/** The roster in bulk, the first 20 managing the rest, so the manager join has work to do. */
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

/** The list SQL GET /employees issues after the auth check: the page with its total (the server's own prepared Drizzle query). */
function employeeListSql(database: Database, companyId: string, query: { page: number; limit: number; search?: string }): () => Promise<void> {
  const { present, values } = listParameters(companyId, query);
  // The service runs it as a prepared statement, so the ceiling does too.
  const page = statementOf(employeeListQuery(database.db, present));
  return async () => {
    const rows = await database.query(page.text, page.params(values), { prepare: true });
    if (rows.length !== query.limit) throw new Error(`expected a full page, got ${rows.length} rows`);
  };
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    await seedRoster(server.database, server.companyId);
    const unsearched = { page: 1, limit: 50 };
    const searched = { page: 1, limit: 50, search: SEARCH };
    await measurePages(server, `GET /api/v2/employees (${EMPLOYEES} employees) on ${driver.label}`, [
      { label: 'page 1 of 50, sorted by name', path: '/api/v2/employees?page=1&limit=50', queries: employeeListSql(server.database, server.companyId, unsearched) },
      {
        label: `page 1 of 50, search '${SEARCH}'`,
        path: `/api/v2/employees?page=1&limit=50&search=${SEARCH}`,
        queries: employeeListSql(server.database, server.companyId, searched),
      },
    ]);
  } finally {
    await server.close();
  }
}
