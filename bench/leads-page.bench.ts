/**
 * GET /api/v2/leads?page=1&limit=50 — one page of the pipeline — for a company with 20,000 leads, with and without a
 * search, beside its two ceilings:
 *   HTTP ceiling: a bare Fastify route answering the same bytes from memory;
 *   DB ceiling:   the endpoint's own queries (the auth check's session ⋈ user, the page, the count of matches when the
 *                 page does not tell it) straight through the driver.
 * Measured one client at a time; target p95 < 50 ms on the embedded database (see support/paged-list.ts).
 * On PGlite in a temporary directory, and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { leadListQuerySchema, leadStatuses } from '@groundwork/domain/leads';
import type { Database } from '../apps/server/src/db/client';
import { leads } from '../apps/server/src/db/schema';
import { contactOf, generateClients } from '../apps/server/src/db/seed/customers';
import { refreshLeadListRows } from '../apps/server/src/lib/clients';
import { leadPageSql } from '../apps/server/src/modules/leads/leads.service';
import { benchDrivers } from './support/drivers';
import { measurePages, pageQueries, type PageCase } from './support/paged-list';
import { startServer } from './support/server';

const LEADS = Number(process.env.BENCH_LEADS ?? 20_000);
/** Matches about 160 of the 20,000 generated clients (the commercial site Harriet Park Senior Living): a full page, a count to run. */
const SEARCH = 'harriet';

/** The generated clients as leads across the pipeline, 1,000 rows a statement, then their stored list rows once. */
async function insertLeadsInBulk(database: Database, companyId: string, userId: string) {
  const clients = generateClients(LEADS, 30_000);
  for (let start = 0; start < clients.length; start += 1000) {
    await database.db.insert(leads).values(
      clients.slice(start, start + 1000).map((client, index) => ({
        companyId,
        ...contactOf(client),
        status: leadStatuses[(start + index) % leadStatuses.length]!,
        estimatedValue: (start + index) % 4 === 0 ? null : String(500 + ((start + index) % 90) * 125),
        followUpDate: (start + index) % 3 === 0 ? null : `2026-12-${String(1 + ((start + index) % 28)).padStart(2, '0')}`,
        tags: client.tags,
        notes: client.notes,
        createdBy: userId,
        createdAt: client.createdAt,
        updatedAt: client.createdAt,
      })),
    );
  }
  await refreshLeadListRows(database.db, companyId);
}

for (const driver of benchDrivers()) {
  const server = await startServer(driver);
  try {
    const seedStarted = performance.now();
    await insertLeadsInBulk(server.database, server.companyId, server.userId);
    console.log(`\nseeded ${LEADS} leads on ${driver.label} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const caseOf = (label: string, query: Record<string, string>): PageCase => ({
      label,
      path: `/api/v2/leads?${new URLSearchParams(query).toString()}`,
      queries: pageQueries(server.database, leadPageSql(server.companyId, leadListQuerySchema.parse(query))),
    });
    await measurePages(server, `GET /api/v2/leads (${LEADS} leads) on ${driver.label}`, [
      caseOf('page 1 of 50, sorted by name', { page: '1', limit: '50' }),
      caseOf(`page 1 of 50, search '${SEARCH}'`, { page: '1', limit: '50', search: SEARCH }),
    ]);
  } finally {
    await server.close();
  }
}
