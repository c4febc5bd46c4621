/**
 * GET /api/v2/tickets — one page of 50 tasks, as the Tasks screen asks for it — for a company with 20,000 tasks (most
 * of them long done, as a company's would be after a few seasons), beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, the company's time zone and — for
 *                 mine=true — the caller's employee record and crews, together as the service sends them, then the page
 *                 with its assignees' names, then together the labels of what its tasks are about and the count of
 *                 matches when the page does not tell it) straight through the driver.
 * Cases: the first page (active tasks by due date), a search, mine=true, and the sidebar's count of my active tasks
 * (mine=true&status=active&limit=1, asked on every screen). Measured one client at a time; target p95 < 50 ms on the
 * embedded database (see support/paged-list.ts). On PGlite in a temporary directory, and on PostgreSQL when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { listTicketsQuerySchema, type TicketSubjectKind } from '@groundwork/domain/tickets';
import type { Role } from '@groundwork/domain/auth';
import { generateClients, insertCustomersInBulk } from '../apps/server/src/db/seed/customers';
import { companyTimeZoneQuery, companyToday } from '../apps/server/src/lib/company-today';
import { pageTotal } from '../apps/server/src/lib/page-total';
import { findMeQuery, subjectLabelsQuery, ticketListConditions, ticketPageQueries, type Me } from '../apps/server/src/modules/tickets/tickets.service';
import { benchDrivers } from './support/drivers';
import { measurePages, type PageCase } from './support/paged-list';
import { startServer, type RunningServer } from './support/server';

const TICKETS = Number(process.env.BENCH_TICKETS ?? 20_000);
const EMPLOYEES = 40;
const CREWS = 10;
const CUSTOMERS = 2_000;
/** One task in twenty is about a sprinkler: a full page and a count of about 1,000 matches. */
const SEARCH = 'sprinkler';
const titles = ['Call the client back', 'Order mulch', 'Service the mower', 'Fix sprinkler head', 'Quote the patio', 'Replace a broken edger blade', 'Check the irrigation timer', 'Send the spring renewal', 'Pick up the trailer', 'Upsell aeration', 'Prune the hedges', 'Inspect the retaining wall', 'Reseed the bare patch', 'Sharpen the blades', 'Follow up on the estimate', 'Clean the shop', 'Winterise the backflow', 'Renew the insurance', 'Photograph the job', 'Meet the HOA board'];

/**
 * 40 employees (the benchmark user is the first, by e-mail) in 10 crews, 2,000 customers, and 20,000 tasks: 15 % open
 * or in progress with due dates a month either side of today, the rest done or cancelled over the past two years,
 * spread over the employees, the crews and nobody; a third about a customer and a third about a property. The user
 * gets about 1 task in 40 and their crew 1 in 20.
 */
async function seedTickets(server: RunningServer, today: string): Promise<void> {
  const { database, companyId, userId } = server;
  const customerIds = await insertCustomersInBulk(database.db, companyId, userId, generateClients(CUSTOMERS, 2_024), { activities: false });
  const properties = await database.query<{ id: string }>('select id from customer_properties where company_id = $1 order by id', [companyId]);
  const [user] = await database.query<{ email: string }>('select email from users where id = $1', [userId]);
  const people = await database.query<{ id: string }>(
    `insert into employees (company_id, first_name, last_name, email, employee_id, department, position)
     select $1, 'Crew', 'Member ' || g, case when g = 1 then $2 else 'member' || g || '@bench.test' end, 'T-' || g, 'Maintenance', 'Labourer'
       from generate_series(1, ${EMPLOYEES}) g order by g returning id`,
    [companyId, user!.email],
  );
  const crews = await database.query<{ id: string }>(
    `insert into crews (company_id, name, specialization) select $1, 'Crew ' || lpad(g::text, 2, '0'), 'maintenance' from generate_series(1, ${CREWS}) g order by g returning id`,
    [companyId],
  );
  await database.query(
    `insert into crew_members (company_id, crew_id, employee_id, role)
     select $1, ($2::uuid[])[1 + (g - 1) % ${CREWS}], ($3::uuid[])[g], case when g <= ${CREWS} then 'leader' else 'member' end from generate_series(1, ${EMPLOYEES}) g`,
    [companyId, crews.map((crew) => crew.id), people.map((person) => person.id)],
  );
  // Task g: active when g % 20 < 3; assigned to employee g % 40 (even g % 4), crew g % 10 (g % 4 = 1), nobody otherwise.
  await database.query(
    `insert into tickets (company_id, number, title, description, type, priority, status, assignee_employee_id, assignee_crew_id,
                          due_date, subject_kind, subject_id, checklist, created_by_user_id, completed_at, created_at, updated_at)
     select $1, 1001 + g, ($2::text[])[1 + g % ${titles.length}], case when g % 7 = 0 then 'Gate code 4411. Ring first.' else '' end,
            (array['general','callback','upsell','maintenance','office'])[1 + g % 5], (array['low','normal','normal','high','urgent'])[1 + g % 5],
            case when g % 20 = 0 then 'open' when g % 20 in (1, 2) then 'in_progress' when g % 20 = 19 then 'cancelled' else 'done' end,
            case when g % 4 in (0, 2) then ($3::uuid[])[1 + g % ${EMPLOYEES}] end,
            case when g % 4 = 1 then ($4::uuid[])[1 + g % ${CREWS}] end,
            case when g % 20 < 3 then $5::date + (g % 61) - 30 when g % 3 = 0 then null else $5::date - (g % 700) end,
            case g % 3 when 0 then 'customer' when 1 then 'property' end,
            case g % 3 when 0 then ($7::uuid[])[1 + g % ${CUSTOMERS}] when 1 then ($8::uuid[])[1 + g % $9::int] end,
            case when g % 5 = 0 then '[{"id":"0b6f0a52-3f1e-4c1a-9a53-4a5d2f0e8b11","text":"Photo before","done":true},{"id":"5d0c2b9e-7a41-4f7e-8f3b-2c6e1d9a0f22","text":"Photo after","done":false}]'::jsonb else '[]'::jsonb end,
            $6, case when g % 20 between 3 and 18 then now() - make_interval(hours => g) end,
            now() - make_interval(hours => g + 24), now() - make_interval(hours => g)
       from generate_series(0, ${TICKETS - 1}) g`,
    [companyId, titles, people.map((person) => person.id), crews.map((crew) => crew.id), today, userId, customerIds, properties.map((property) => property.id), properties.length],
  );
  await database.query('insert into ticket_number_counters (company_id, last_number) values ($1, $2)', [companyId, 1000 + TICKETS]);
  await database.query(
    `insert into ticket_comments (company_id, ticket_id, author_user_id, author_name, body)
     select company_id, id, $2, 'Bench Mark', 'Done, photos in the job folder.' from tickets where company_id = $1 and number % 9 = 0`,
    [server.companyId, userId],
  );
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const seedStarted = performance.now();
    const today = await companyToday(server.database.db, server.companyId);
    await seedTickets(server, today);
    console.log(`\nseeded ${TICKETS} tasks for ${EMPLOYEES} employees in ${CREWS} crews on ${driver.label} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const ctx = { userId: server.userId, companyId: server.companyId, role: 'admin' as Role, sessionId: '' };
    const run = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql, params } = query.toSQL();
      return server.database.query(sql, params);
    };
    const caseOf = (label: string, query: Record<string, string>): PageCase => {
      const parsed = listTicketsQuerySchema.parse(query);
      const timeZone = companyTimeZoneQuery(server.database.db, server.companyId);
      const findMe = findMeQuery(server.database.db, ctx);
      return {
        label,
        path: `/api/v2/tickets?${new URLSearchParams(query).toString()}`,
        queries: async () => {
          // As the service: the zone (for today) and, for mine=true, the caller's records together; then the page.
          const [, meRows] = await Promise.all([run(timeZone), parsed.mine ? run(findMe) : null]);
          const me: Me | null = meRows
            ? {
                employeeIds: [...new Set((meRows as Array<{ id: string }>).map((row) => row.id))],
                crewIds: [...new Set((meRows as Array<{ crew_id: string | null }>).flatMap((row) => (row.crew_id ? [row.crew_id] : [])))],
              }
            : null;
          const { rows, count } = ticketPageQueries(server.database.db, ticketListConditions(ctx, parsed, today, me), parsed.page, parsed.limit);
          const found = (await run(rows)) as Array<{ subject_kind: TicketSubjectKind | null; subject_id: string | null }>;
          if (found.length === 0) throw new Error('the page query answered no rows');
          // Then, together, the labels of what the page's tasks are about and the count when the page cannot tell it.
          const labels = subjectLabelsQuery(
            server.database.db,
            server.companyId,
            found.map((row) => ({ subjectKind: row.subject_kind, subjectId: row.subject_id })),
          );
          await Promise.all([
            labels ? run(labels) : null,
            pageTotal(parsed.page, parsed.limit, found.length, async () => Number((await run(count))[0]?.total ?? 0)),
          ]);
        },
      };
    };
    await measurePages(server, `GET /api/v2/tickets (${TICKETS} tasks) on ${driver.label}`, [
      caseOf('page 1 of 50, active first by due date', { page: '1', limit: '50' }),
      caseOf(`page 1 of 50, search '${SEARCH}'`, { page: '1', limit: '50', search: SEARCH }),
      caseOf('page 1 of 50, mine=true', { page: '1', limit: '50', mine: 'true' }),
      caseOf('the sidebar count: mine=true&status=active&limit=1', { mine: 'true', status: 'active', limit: '1' }),
    ]);
  } finally {
    await server.close();
  }
}
