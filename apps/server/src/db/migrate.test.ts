import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { migrationsFolder } from '../lib/paths';
import { openEmptyDatabase, testDriver, type EmptyDatabase } from '../test/test-database';
import type { Database } from './client';
import { applyMigrations, migrate, withMigrationLock } from './migrate';
import { schemaTableNames } from '../test/schema-tables';

// Each test applies every migration (41 and counting) to a fresh database, PGlite's in-process one too, while the
// other suites run beside it on two cores: 30 s was too little under load.
vi.setConfig({ testTimeout: 90_000 });

const driver = testDriver();
const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };

let empty: EmptyDatabase | undefined;
afterEach(async () => {
  await empty?.drop();
  empty = undefined;
});

async function publicTables(database: Database): Promise<string[]> {
  const rows = await database.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
  );
  return rows.map((row) => row.table_name);
}

/** Every journal entry recorded exactly once, and the schema's tables in place. */
async function expectMigratedOnce(database: Database): Promise<void> {
  const applied = await database.query<{ hash: string; times: number }>(
    'select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash',
  );
  expect(applied).toHaveLength(journal.entries.length);
  expect(applied.every((row) => row.times === 1)).toBe(true);
  expect([...(await publicTables(database))].sort()).toEqual(schemaTableNames());
}

async function advisoryLocksHeld(database: Database): Promise<number> {
  const [row] = await database.query<{ held: number }>(
    "select count(*)::int as held from pg_locks where locktype = 'advisory' and database = (select oid from pg_database where datname = current_database())",
  );
  return row?.held ?? 0;
}

describe(`migrations on a new database (${driver})`, () => {
  if (driver === 'postgres') {
    it('three instances starting together each succeed, and every migration is applied once', async () => {
      empty = await openEmptyDatabase();
      // Separate pools, as separate processes would have; one with a single connection (the lock must not need a second).
      const instances = [empty.open({ max: 1 }), empty.open({ max: 5 }), empty.open({ max: 10 })];
      const results = await Promise.allSettled(instances.map((instance) => migrate(instance)));
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
      for (const instance of instances) await expectMigratedOnce(instance);
      expect(await advisoryLocksHeld(instances[0]!)).toBe(0);
    });

    it('a start that finds the lock taken waits for it, then finds the migrations applied', async () => {
      empty = await openEmptyDatabase();
      const [first, second] = [empty.open(), empty.open()];
      let waited = false;
      let secondDone = false;
      let secondStart: Promise<void> | undefined;
      await withMigrationLock(first, async (locked) => {
        await new Promise<void>((resolve, reject) => {
          secondStart = migrate(second, () => {
            waited = true;
            resolve();
          }).then(() => {
            secondDone = true;
          });
          // A start that never waits settles this too, and the checks below fail rather than time out.
          secondStart.then(resolve, reject);
        });
        // The second start is blocked on the lock: nothing of it has run.
        expect(waited).toBe(true);
        expect(secondDone).toBe(false);
        expect(await publicTables(locked)).toEqual([]);
      });
      await secondStart;
      expect(waited).toBe(true);
      expect(secondDone).toBe(true);
      await expectMigratedOnce(second);
      expect(await advisoryLocksHeld(first)).toBe(0);
    });
  } else {
    it('PGlite: one process owns the database (the DATA_DIR lock), so starts run one after another; the second is a no-op', async () => {
      empty = await openEmptyDatabase();
      const database = empty.open();
      expect(await publicTables(database)).toEqual([]);
      await migrate(database);
      await expectMigratedOnce(database);
      await migrate(database);
      await expectMigratedOnce(database);
      // No PostgreSQL lock to take here: the work runs at once, on the same database, and never waits.
      let waited = false;
      const seen = await withMigrationLock(database, async (locked) => locked, () => (waited = true));
      expect(seen).toBe(database);
      expect(waited).toBe(false);
    });
  }
});

describe(`upgrading a database from the foundation release (${driver})`, () => {
  it('enables the entries whose screens have landed since, and leaves the others Coming Soon', async () => {
    const foundation = mkdtempSync(join(tmpdir(), 'gw-foundation-migrations-'));
    mkdirSync(join(foundation, 'meta'));
    copyFileSync(join(migrationsFolder(), '0000_foundation.sql'), join(foundation, '0000_foundation.sql'));
    writeFileSync(join(foundation, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }));

    empty = await openEmptyDatabase();
    const database = empty.open();
    await applyMigrations(database, foundation);
    const [company] = await database.query<{ id: string }>("insert into companies (name) values ('Old Oak Lawns') returning id");
    await database.query(
      `insert into company_permissions (company_id, section, kind, name, enabled, visible, position) values
         ($1, 'customer', 'entry', 'customers', false, true, 0),
         ($1, 'company', 'entry', 'employees', false, true, 1),
         ($1, 'customer', 'entry', 'estimates', false, true, 2),
         ($1, 'main', 'entry', 'budget_pricing', false, true, 3),
         ($1, 'company', 'entry', 'products', false, true, 4),
         ($1, 'company', 'entry', 'estimate_templates', false, true, 5),
         ($1, 'main', 'entry', 'invoices', false, true, 6),
         ($1, 'main', 'entry', 'orders', false, true, 7),
         ($1, 'company', 'entry', 'rounds', false, true, 8),
         ($1, 'main', 'entry', 'tickets', false, true, 9),
         ($1, 'main', 'entry', 'reporting', false, true, 10),
         ($1, 'company', 'entry', 'chemical_tracking', false, true, 11),
         ($1, 'main', 'entry', 'online_store', false, true, 12),
         ($1, 'coaching', 'entry', 'profit_accelerator', false, true, 13),
         ($1, 'coaching', 'entry', 'revenue_accelerator', false, true, 14),
         ($1, 'coaching', 'entry', 'growth_planner', false, true, 15),
         ($1, 'growth_development', 'entry', 'accountability', false, true, 16),
         ($1, 'growth_development', 'entry', 'business_health_scorecard', false, true, 17),
         ($1, 'growth_development', 'entry', 'company_scorecard', false, true, 18),
         ($1, 'growth_development', 'entry', 'coaching', false, true, 19),
         ($1, 'coaching', 'entry', 'business_accelerator', false, true, 20),
         ($1, 'company', 'entry', 'document_editor', false, true, 21),
         ($1, 'main', 'entry', 'integrations', false, true, 22)`,
      [company!.id],
    );

    await applyMigrations(database);

    const rows = await database.query<{ name: string; enabled: boolean }>(
      'select name, enabled from company_permissions where company_id = $1 order by name',
      [company!.id],
    );
    expect(rows).toEqual([
      { name: 'accountability', enabled: true },
      { name: 'budget_pricing', enabled: true },
      { name: 'business_accelerator', enabled: true },
      { name: 'business_health_scorecard', enabled: true },
      { name: 'chemical_tracking', enabled: true },
      { name: 'coaching', enabled: true },
      { name: 'company_scorecard', enabled: true },
      { name: 'customers', enabled: true },
      { name: 'document_editor', enabled: true },
      { name: 'employees', enabled: true },
      { name: 'estimate_templates', enabled: true },
      { name: 'estimates', enabled: true },
      { name: 'growth_planner', enabled: true },
      { name: 'integrations', enabled: true },
      { name: 'invoices', enabled: true },
      { name: 'online_store', enabled: true },
      { name: 'orders', enabled: true },
      { name: 'products', enabled: true },
      { name: 'profit_accelerator', enabled: true },
      { name: 'reporting', enabled: true },
      { name: 'revenue_accelerator', enabled: true },
      { name: 'rounds', enabled: true },
      { name: 'tickets', enabled: true },
    ]);
    rmSync(foundation, { recursive: true, force: true });
  });

  it('turns the job requests of the customers release into one-time jobs of one visit, then drops their table', async () => {
    const before = mkdtempSync(join(tmpdir(), 'gw-estimates-release-migrations-'));
    mkdirSync(join(before, 'meta'));
    const released = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.startsWith('0005_')));
    for (const entry of released) copyFileSync(join(migrationsFolder(), `${entry.tag}.sql`), join(before, `${entry.tag}.sql`));
    writeFileSync(join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: released }));

    empty = await openEmptyDatabase();
    const database = empty.open();
    await applyMigrations(database, before);
    const [company] = await database.query<{ id: string }>("insert into companies (name) values ('Old Oak Lawns') returning id");
    const [customer] = await database.query<{ id: string }>(
      "insert into customers (company_id, type, display_name) values ($1, 'residential', 'Ann Green') returning id",
      [company!.id],
    );
    await database.query(
      `insert into job_requests (company_id, customer_id, requested_service, preferred_date, notes) values
         ($1, $2, 'Spring clean-up', '2027-04-12', 'Gate code 4411'),
         ($1, $2, 'Aeration', null, '')`,
      [company!.id, customer!.id],
    );

    await applyMigrations(database);

    const jobs = await database.query<{ service_name: string; job_type: string; status: string; notes: string; visits: number; dated: boolean }>(
      `select j.service_name, j.job_type, j.status, j.notes, count(v.id)::int as visits, bool_and(v.instance_date = j.instance_date) as dated
         from jobs j join job_visits v on v.job_id = j.id and v.company_id = j.company_id
        where j.company_id = $1 and j.customer_id = $2
        group by j.id order by j.service_name`,
      [company!.id, customer!.id],
    );
    expect(jobs).toEqual([
      { service_name: 'Aeration', job_type: 'one-time', status: 'scheduled', notes: '', visits: 1, dated: true },
      { service_name: 'Spring clean-up', job_type: 'one-time', status: 'scheduled', notes: 'Gate code 4411', visits: 1, dated: true },
    ]);
    const [dated] = await database.query<{ instance_date: string }>("select instance_date::text from jobs where service_name = 'Spring clean-up'");
    expect(dated?.instance_date).toBe('2027-04-12');
    expect(await publicTables(database)).not.toContain('job_requests');
    rmSync(before, { recursive: true, force: true });
  });

  it('clears customer tax categories that no longer exist (or are another company’s), then makes the link a foreign key', async () => {
    const before = mkdtempSync(join(tmpdir(), 'gw-trust-release-migrations-'));
    mkdirSync(join(before, 'meta'));
    const released = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.startsWith('0007_')));
    for (const entry of released) copyFileSync(join(migrationsFolder(), `${entry.tag}.sql`), join(before, `${entry.tag}.sql`));
    writeFileSync(join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: released }));

    empty = await openEmptyDatabase();
    const database = empty.open();
    await applyMigrations(database, before);
    const [company] = await database.query<{ id: string }>("insert into companies (name) values ('Old Oak Lawns') returning id");
    const [other] = await database.query<{ id: string }>("insert into companies (name) values ('Elsewhere Lawns') returning id");
    const [own] = await database.query<{ id: string }>("insert into sales_tax_categories (company_id, name, rate) values ($1, 'State', 6.875) returning id", [company!.id]);
    const [foreign] = await database.query<{ id: string }>("insert into sales_tax_categories (company_id, name, rate) values ($1, 'State', 6.875) returning id", [other!.id]);
    const taxed = async (name: string, categoryId: string) =>
      (await database.query<{ id: string }>("insert into customers (company_id, type, display_name, tax_category_id) values ($1, 'residential', $2, $3) returning id", [company!.id, name, categoryId]))[0]!.id;
    const kept = await taxed('Ann Green', own!.id);
    const deleted = await taxed('Bob Brown', '00000000-0000-4000-8000-000000000000');
    const crossed = await taxed('Cy Dahl', foreign!.id);

    await applyMigrations(database);

    const rows = await database.query<{ id: string; tax_category_id: string | null }>('select id, tax_category_id from customers where company_id = $1', [company!.id]);
    expect(new Map(rows.map((row) => [row.id, row.tax_category_id]))).toEqual(new Map([[kept, own!.id], [deleted, null], [crossed, null]]));
    await expect(database.query('delete from sales_tax_categories where id = $1', [own!.id])).rejects.toThrow();
    const [estimate] = await database.query<{ column_default: string }>(
      "select column_default from information_schema.columns where table_name = 'estimates' and column_name = 'tax_rate_name'",
    );
    expect(estimate?.column_default).toMatch(/^''/);
    rmSync(before, { recursive: true, force: true });
  });

  it("gives the jobs of the jobs release their service: the estimate line's, or the company's service of that name", async () => {
    const before = mkdtempSync(join(tmpdir(), 'gw-jobs-release-migrations-'));
    mkdirSync(join(before, 'meta'));
    const released = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.endsWith('_work_orders')));
    for (const entry of released) copyFileSync(join(migrationsFolder(), `${entry.tag}.sql`), join(before, `${entry.tag}.sql`));
    writeFileSync(join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: released }));

    empty = await openEmptyDatabase();
    const database = empty.open();
    await applyMigrations(database, before);
    const [company] = await database.query<{ id: string }>("insert into companies (name) values ('Old Oak Lawns') returning id");
    const [other] = await database.query<{ id: string }>("insert into companies (name) values ('Elsewhere Lawns') returning id");
    const [customer] = await database.query<{ id: string }>("insert into customers (company_id, type, display_name) values ($1, 'residential', 'Ann Green') returning id", [company!.id]);
    const service = async (companyId: string, name: string) =>
      (await database.query<{ id: string }>('insert into services (company_id, name) values ($1, $2) returning id', [companyId, name]))[0]!.id;
    const mulch = await service(company!.id, 'Mulch install');
    const mowing = await service(company!.id, 'Weekly Mowing');
    const foreign = await service(other!.id, 'Aeration');
    const job = async (name: string, sourceItemId: string | null, serviceId: string | null) =>
      (
        await database.query<{ id: string }>(
          `insert into jobs (company_id, customer_id, service_name, source_item_id, estimate_items, instance_date)
           values ($1, $2, $3, $4, $5::jsonb, '2026-05-04') returning id`,
          [company!.id, customer!.id, name, sourceItemId, JSON.stringify(sourceItemId ? [{ id: sourceItemId, parentId: null, serviceId }] : [])],
        )
      )[0]!.id;
    const fromEstimate = await job('Mulch install', 'p1', mulch);
    const fromService = await job('weekly mowing', null, null);
    const crossed = await job('Aeration', 'p2', foreign);
    const unknown = await job('Snow removal', null, null);

    await applyMigrations(database);

    const rows = await database.query<{ id: string; service_id: string | null }>('select id, service_id from jobs where company_id = $1', [company!.id]);
    expect(new Map(rows.map((row) => [row.id, row.service_id]))).toEqual(
      new Map([
        [fromEstimate, mulch],
        [fromService, mowing],
        [crossed, null],
        [unknown, null],
      ]),
    );
    rmSync(before, { recursive: true, force: true });
  });

  it('totals the work recorded before the day totals, and turns core values saved as names into names with a practice', async () => {
    const before = mkdtempSync(join(tmpdir(), 'gw-work-totals-migrations-'));
    mkdirSync(join(before, 'meta'));
    const released = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.endsWith('_work_order_costs')));
    for (const entry of released) copyFileSync(join(migrationsFolder(), `${entry.tag}.sql`), join(before, `${entry.tag}.sql`));
    writeFileSync(join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: released }));

    empty = await openEmptyDatabase();
    const database = empty.open();
    await applyMigrations(database, before);
    const q = <T,>(text: string, params: unknown[] = []) => database.query<T & Record<string, unknown>>(text, params);
    const [company] = await q<{ id: string }>("insert into companies (name) values ('Old Oak Lawns') returning id");
    const id = company!.id;
    await q(
      `insert into company_information (company_id, company_details, contact_details, logo_alt_texts, company_purpose, company_values, company_mission, company_vision)
       select $1, '{}', '{}', '{}', '{}', '{"coreValues": ["Show up", "Own it"], "industry": "Landscaping", "lastUpdated": null}', '{}', '{}'`,
      [id],
    );
    const [customer] = await q<{ id: string }>("insert into customers (company_id, type, display_name) values ($1, 'residential', 'Ann Green') returning id", [id]);
    const [crew] = await q<{ id: string }>("insert into crews (company_id, name) values ($1, 'North') returning id", [id]);
    const [employee] = await q<{ id: string }>("insert into employees (company_id, first_name, last_name, employee_id, department, position) values ($1, 'Luis', 'Ortiz', 'E-001', 'Maintenance', 'Crew member') returning id", [id]);
    const [order] = await q<{ id: string }>(
      `insert into work_orders (company_id, number, customer_id, title, crew_id, date, budgeted_hours, status, price, completed_at)
       values ($1, 1001, $2, 'Mowing', $3, '2026-05-12', 1.5, 'completed', 65, '2026-05-12T18:00:00Z') returning id`,
      [id, customer!.id, crew!.id],
    );
    // 50 min × $31.05 + 45 min × $24.15 = (1,552.50 + 1,086.75) / 60 = $43.9875 → $43.99; 2.5 × $4.125 = $10.3125 → $10.31.
    await q(
      `insert into work_order_time_entries (company_id, work_order_id, employee_id, work_date, minutes, hourly_cost)
       values ($1, $2, $3, '2026-05-12', 50, 31.05), ($1, $2, $3, '2026-05-12', 45, 24.15)`,
      [id, order!.id, employee!.id],
    );
    await q("insert into work_order_materials (company_id, work_order_id, name, quantity, unit_cost) values ($1, $2, 'Seed', 2.5, 4.125)", [id, order!.id]);
    // A visit of a job billed by monthly instalments, done the same day: earned, but never waiting for an invoice of its own.
    const [job] = await q<{ id: string }>(
      "insert into jobs (company_id, customer_id, service_name, instance_date, billing_method) values ($1, $2, 'Weekly mowing', '2026-05-01', 'monthly_instalments') returning id",
      [id, customer!.id],
    );
    const [visit] = await q<{ id: string }>(
      `insert into work_orders (company_id, number, customer_id, job_id, title, crew_id, date, budgeted_hours, status, price, completed_at)
       values ($1, 1002, $2, $3, 'Mowing', $4, '2026-05-12', 1, 'completed', 40, '2026-05-12T19:00:00Z') returning id`,
      [id, customer!.id, job!.id, crew!.id],
    );

    await applyMigrations(database);

    const [costs] = await q<{ minutes: number; labour: string; materials: string }>(
      'select worked_minutes as minutes, labour_cost::text as labour, materials_cost::text as materials from work_orders where id = $1',
      [order!.id],
    );
    expect(costs).toEqual({ minutes: 95, labour: '43.99', materials: '10.31' });
    const days = await q<{ live: string; scheduled: string; revenue: string; worked: string; waiting: string }>(
      `select live_minutes::text as live, scheduled_revenue::text as scheduled, earned_revenue::text as revenue, earned_worked_minutes::text as worked,
         waiting_revenue::text as waiting
       from work_order_days where company_id = $1 and day = '2026-05-12'`,
      [id],
    );
    expect(days).toEqual([{ live: '150', scheduled: '105.00', revenue: '105.00', worked: '95', waiting: '65.00' }]);
    const flags = await q<{ id: string; billed: boolean; perOrder: boolean }>('select id, billed, per_order_billing as "perOrder" from work_orders where company_id = $1 order by number', [id]);
    expect(flags).toEqual([
      { id: order!.id, billed: false, perOrder: true },
      { id: visit!.id, billed: false, perOrder: false },
    ]);
    const time = await q<{ crew: string; minutes: string; cost: string }>(
      'select crew_id::text as crew, minutes::text as minutes, cost_minutes::text as cost from work_time_days where company_id = $1',
      [id],
    );
    expect(time).toEqual([{ crew: crew!.id, minutes: '95', cost: '2639.2500' }]);
    const [values] = await q<{ values: unknown }>('select company_values as values from company_information where company_id = $1', [id]);
    expect(values!.values).toEqual({ coreValues: [{ name: 'Show up', practice: '' }, { name: 'Own it', practice: '' }], industry: 'Landscaping', lastUpdated: null });
    rmSync(before, { recursive: true, force: true });
  });

  it('stamps the rows already listed with their list\'s current version, so no held copy reads them as changes', async () => {
    const before = mkdtempSync(join(tmpdir(), 'gw-list-delta-migrations-'));
    mkdirSync(join(before, 'meta'));
    const released = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.endsWith('_list_deltas')));
    for (const entry of released) copyFileSync(join(migrationsFolder(), `${entry.tag}.sql`), join(before, `${entry.tag}.sql`));
    writeFileSync(join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: released }));

    empty = await openEmptyDatabase();
    const database = empty.open();
    await applyMigrations(database, before);
    const [company] = await database.query<{ id: string }>("insert into companies (name) values ('Old Oak Lawns') returning id");
    await database.query("insert into customers (company_id, type, display_name) values ($1, 'residential', 'Ann Green')", [company!.id]);
    await database.query("insert into leads (company_id, type, display_name) values ($1, 'residential', 'Bob Brown')", [company!.id]);
    await database.query("insert into client_list_versions (company_id, list, version) values ($1, 'customers', 41), ($1, 'leads', 7)", [company!.id]);

    await applyMigrations(database);

    const stamps = await database.query<{ list: string; version: string }>(
      "select 'customers' as list, list_version::text as version from customers union all select 'leads', list_version::text from leads",
    );
    expect(stamps.map((row) => [row.list, Number(row.version)]).sort()).toEqual([['customers', 41], ['leads', 7]]);
    rmSync(before, { recursive: true, force: true });
  });
});
