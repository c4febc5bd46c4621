/**
 * The application records (/chemical-tracking) of a lawn-care company with 6,000 records over two seasons — about
 * 3,000 in the year — beside their two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, the company's time zone, then the page and
 *                 the count when the page does not tell it; for the report the zone, the company's name and address and
 *                 its settings together, then the year's records) straight through the driver.
 * Cases: the list's first page, its incomplete records, a search, and the year's records report (JSON). Measured one
 * client at a time; target p95 < 50 ms for a page (see support/paged-list.ts). On PGlite in a temporary directory, and
 * on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import type { Role } from '@groundwork/domain/auth';
import { applicationReportQuerySchema, listApplicationsQuerySchema } from '@groundwork/domain/chemical-applications';
import { eq } from 'drizzle-orm';
import { generateClients, insertCustomersInBulk } from '../apps/server/src/db/seed/customers';
import { chemicalApplicationSettings } from '../apps/server/src/db/schema';
import { companyTimeZoneQuery, companyToday } from '../apps/server/src/lib/company-today';
import { pageTotal } from '../apps/server/src/lib/page-total';
import { companyFacts } from '../apps/server/src/lib/public-company';
import { applicationListConditions, applicationPageQueries, applicationReportQuery } from '../apps/server/src/modules/chemical-applications/chemical-applications.service';
import { benchDrivers } from './support/drivers';
import { measurePages, type PageCase } from './support/paged-list';
import { startServer, type RunningServer } from './support/server';

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 6_000);
const CUSTOMERS = 1_500;
const SEARCH = 'grub';
const productNames = ['Broadleaf weed control (three-way amine)', 'Prodiamine 65 WDG pre-emergent', 'Slow-release fertilizer 32-0-4', 'Grub control granular', 'Lawn fertilizer 24-0-11', 'Propiconazole 14.3%'];

/**
 * 1,500 customers with their properties, 6 turf products, 4 licensed applicators, and 6,000 records over the last 730
 * days (newest first in the list), each on a property of its customer: 1 in 40 still lacks the weather, most of those
 * long past their deadline (late).
 */
async function seedApplications(server: RunningServer): Promise<void> {
  const { database, companyId, userId } = server;
  await insertCustomersInBulk(database.db, companyId, userId, generateClients(CUSTOMERS, 2_026), { activities: false });
  const homes = await database.query<{ customer_id: string; property_id: string }>(
    'select customer_id, id as property_id from customer_properties where company_id = $1 order by id',
    [companyId],
  );
  const productRows = await database.query<{ id: string }>(
    `insert into products (company_id, name, unit, unit_cost, category, epa_registration_number, label_max_rate, label_rate_unit)
     select $1, ($2::text[])[g], 'bag', 40, (array['herbicide','herbicide','fertilizer','insecticide','fertilizer','fungicide'])[g],
            case when g in (3, 5) then null else '100-' || (1000 + g) end, 4, 'lb'
       from generate_series(1, 6) g order by g returning id`,
    [companyId, productNames],
  );
  const people = await database.query<{ id: string }>(
    `insert into employees (company_id, first_name, last_name, employee_id, department, position, applicator_license_number, applicator_license_expires_on)
     select $1, 'Applicator', 'No. ' || g, 'A-' || g, 'Maintenance', 'Crew Leader', 'MN-2' || lpad(g::text, 4, '0'), current_date + 400
       from generate_series(1, 4) g order by g returning id`,
    [companyId],
  );
  await database.db.insert(chemicalApplicationSettings).values({ companyId, states: ['MN'], maxWindMph: '10.0', copyOnInvoice: false });
  await database.query(
    `insert into chemical_applications (company_id, customer_id, property_id, product_id, applicator_employee_id, customer_name, customer_address,
                                        property_address, property_state, product_name, product_category, epa_registration_number, label_max_rate,
                                        label_rate_unit, applicator_name, applicator_license_number, company_name, company_address, target,
                                        started_at, finished_at, applied_on, rate, area_treated, total_applied, temperature_f, wind_speed_mph,
                                        wind_direction, state, missing_fields, deadline, customer_copy_sent_at, created_by, created_by_name,
                                        created_at, updated_at)
     select $1, h.customer_id, h.property_id, ($3::uuid[])[1 + g % 6], ($4::uuid[])[1 + g % 4], 'Customer ' || (g % ${CUSTOMERS}),
            (1000 + g % ${CUSTOMERS}) || ' Bryant Ave S, Minneapolis, MN 55419', (1000 + g % ${CUSTOMERS}) || ' Bryant Ave S, Minneapolis, MN 55419', 'MN',
            ($5::text[])[1 + g % 6], (array['herbicide','herbicide','fertilizer','insecticide','fertilizer','fungicide'])[1 + g % 6],
            case when g % 6 in (2, 4) then null else '100-' || (1001 + g % 6) end, 4, 'lb',
            'Applicator No. ' || (1 + g % 4), 'MN-2' || lpad((1 + g % 4)::text, 4, '0'), 'Benchmark Lawn Care', '2400 Nicollet Ave, Minneapolis, MN 55404',
            case when g % 6 = 3 then 'Turf — white grubs' else 'Turf' end,
            h.at - interval '20 minutes', h.at, (h.at at time zone 'America/New_York')::date, 3.1, 4000 + g % 5000, round(3.1 * (4000 + g % 5000) / 1000, 4),
            case when g % 40 = 0 then null else 60 + g % 20 end, case when g % 40 = 0 then null else 2 + g % 7 end,
            case when g % 40 = 0 then null else (array['N','NE','E','SE','S','SW','W','NW'])[1 + g % 8] end, 'MN',
            case when g % 40 = 0 then array['temperatureF','windSpeedMph','windDirection'] else '{}'::text[] end,
            (h.at at time zone 'America/New_York')::date + 5, case when g % 40 <> 0 then h.at + interval '2 hours' end, $2, 'Bench Mark', h.at, h.at
       from generate_series(0, ${APPLICATIONS - 1}) g
       cross join lateral (select now() - make_interval(mins => (g::bigint * 730 * 24 * 60 / ${APPLICATIONS})::int + 90) as at,
                                  ($6::uuid[])[1 + g % $8::int] as customer_id, ($7::uuid[])[1 + g % $8::int] as property_id) h`,
    [
      companyId,
      userId,
      productRows.map((row) => row.id),
      people.map((row) => row.id),
      productNames,
      homes.map((home) => home.customer_id),
      homes.map((home) => home.property_id),
      homes.length,
    ],
  );
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const seedStarted = performance.now();
    await seedApplications(server);
    const today = await companyToday(server.database.db, server.companyId);
    console.log(`\nseeded ${APPLICATIONS} application records on ${driver.label} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const ctx = { userId: server.userId, companyId: server.companyId, role: 'admin' as Role, sessionId: '' };
    const run = (query: { toSQL(): { sql: string; params: unknown[] } }) => {
      const { sql, params } = query.toSQL();
      return server.database.query(sql, params);
    };
    const zone = companyTimeZoneQuery(server.database.db, server.companyId);
    const listCase = (label: string, query: Record<string, string>): PageCase => {
      const parsed = listApplicationsQuerySchema.parse(query);
      return {
        label,
        path: `/api/v2/chemical_applications?${new URLSearchParams(query).toString()}`,
        queries: async () => {
          // As the service: the zone (for today; the office has no crew scope), then the page, then the count if needed.
          await run(zone);
          const { rows, count } = applicationPageQueries(server.database.db, applicationListConditions(server.database.db, ctx, parsed, today, null), parsed.page, parsed.limit);
          const found = await run(rows);
          if (found.length === 0) throw new Error('the page query answered no rows');
          await pageTotal(parsed.page, parsed.limit, found.length, async () => Number((await run(count))[0]?.total ?? 0));
        },
      };
    };
    const year = { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    const reportQuery = applicationReportQuerySchema.parse(year);
    const settings = server.database.db.select().from(chemicalApplicationSettings).where(eq(chemicalApplicationSettings.companyId, server.companyId));
    const reportCase: PageCase = {
      label: `the records report of ${today.slice(0, 4)} (JSON)`,
      path: `/api/v2/chemical_applications/report?${new URLSearchParams(year).toString()}`,
      notAPage: true,
      queries: async () => {
        // As the service: the zone, the company's name and address and the settings together; then the year's records.
        await Promise.all([run(zone), companyFacts(server.database.db, server.companyId), run(settings)]);
        const rows = await run(applicationReportQuery(server.database.db, applicationListConditions(server.database.db, ctx, reportQuery, today, null)));
        if (rows.length === 0) throw new Error('the report query answered no rows');
      },
    };
    await measurePages(server, `chemical application records (${APPLICATIONS}) on ${driver.label}`, [
      listCase('page 1 of 50, newest first', { page: '1', limit: '50' }),
      listCase('page 1 of 50, incomplete', { page: '1', limit: '50', status: 'incomplete' }),
      listCase(`page 1 of 50, search '${SEARCH}'`, { page: '1', limit: '50', search: SEARCH }),
      reportCase,
    ]);
  } finally {
    await server.close();
  }
}
