import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { permissionCatalogue, permissionSections } from '@groundwork/domain/permissions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCompanyPermissions } from '../lib/accounts';
import { migrationsFolder } from '../lib/paths';
import { verifyPassword } from '../lib/passwords';
import { openTestDatabase, testDriver, type TestDatabase } from '../test/test-database';
import type { Database } from './client';
import { migrate } from './migrate';
import { companyPermissions, users } from './schema';
import { schemaTableNames } from '../test/schema-tables';
import { addUser, createCompany, resetPassword, SeedInputError, seedDemo, syncCompanyPermissions } from './seed';

let handle: TestDatabase;
let database: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  database = handle.database;
});
afterAll(async () => handle.drop());

// First in the file: the demo is only seeded into a database without companies.
describe('seedDemo', () => {
  it('creates Demo Landscaping and its owner on an empty database, once', async () => {
    const demo = await seedDemo(database);
    expect(demo).toMatchObject({ companyName: 'Demo Landscaping', email: 'owner@demo-landscaping.test', passwordGenerated: true });
    const [owner] = await database.db.select().from(users).where(eq(users.email, 'owner@demo-landscaping.test'));
    expect(owner).toMatchObject({ firstName: 'Dana', lastName: 'Whitfield', role: 'admin', isTermsAccepted: false });
    expect(await verifyPassword(owner!.passwordHash, demo!.password)).toBe(true);
    expect(await seedDemo(database)).toBeUndefined();
    // The whole demo company: 15–20 s on PGlite alone, more while CI runs the other suites beside it.
  }, 120_000);
});

describe(`migrations (${testDriver()})`, () => {
  it('run again as a no-op: every journal entry applied exactly once', async () => {
    await migrate(database);
    await migrate(database);
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
    const [{ count }] = (await database.query<{ count: number }>('select count(*)::int as count from drizzle.__drizzle_migrations')) as [{ count: number }];
    expect(count).toBe(journal.entries.length);
    const tables = await database.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'public' order by table_name",
    );
    // Exactly the tables the Drizzle schema declares: none missing from the migrations, none left over.
    expect(tables.map((row) => row.table_name).sort()).toEqual(schemaTableNames());
  });

  it('e-mails are unique whatever their case', async () => {
    const company = await createCompany(database, { name: 'Case Co', email: 'Case.Owner@Example.test', password: 'A-long-password-1' });
    expect(company.email).toBe('case.owner@example.test');
    await expect(createCompany(database, { name: 'Other', email: 'CASE.OWNER@example.TEST' })).rejects.toThrow(SeedInputError);
    await expect(
      database.query(`insert into users (company_id, email, password_hash, role) values ($1, 'Mixed@Case.test', 'x', 'admin')`, [company.companyId]),
    ).rejects.toThrow();
  });
});

describe('createCompany', () => {
  it('seeds a row for every permission section and entry of the catalogue, and an admin user', async () => {
    const created = await createCompany(database, { name: 'Evergreen Grounds', email: 'owner@evergreen.test', firstName: 'Ava', lastName: 'Stone' });
    expect(created.passwordGenerated).toBe(true);
    expect(created.password).toMatch(/^[A-Za-z0-9]{16}$/);

    const rows = await database.db.select().from(companyPermissions).where(eq(companyPermissions.companyId, created.companyId));
    const sections = rows.filter((row) => row.kind === 'section').map((row) => row.name);
    expect(sections.sort()).toEqual([...permissionSections].sort());
    for (const section of permissionSections) {
      const entries = rows.filter((row) => row.section === section && row.kind === 'entry').sort((a, b) => a.position - b.position);
      expect(entries.map((row) => row.name)).toEqual(permissionCatalogue[section]);
    }

    const permissions = await loadCompanyPermissions(database.db, created.companyId);
    expect(permissions.top.find((entry) => entry.name === 'dashboard')).toMatchObject({ enabled: true, visible: true, parent: { name: 'top', enabled: true, visible: true } });
    expect(permissions.customer.find((entry) => entry.name === 'estimates')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.main.find((entry) => entry.name === 'invoices')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.main.find((entry) => entry.name === 'tickets')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.company.find((entry) => entry.name === 'chemical_tracking')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.main.find((entry) => entry.name === 'reporting')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.main.find((entry) => entry.name === 'online_store')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.coaching.find((entry) => entry.name === 'profit_accelerator')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.coaching.find((entry) => entry.name === 'growth_planner')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.coaching.find((entry) => entry.name === 'business_accelerator')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.growth_development.find((entry) => entry.name === 'coaching')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.company.find((entry) => entry.name === 'document_editor')).toMatchObject({ enabled: true, visible: true });
    expect(permissions.main.find((entry) => entry.name === 'integrations')).toMatchObject({ enabled: true, visible: true });

    const [user] = await database.db.select().from(users).where(eq(users.id, created.userId));
    expect(user).toMatchObject({ role: 'admin', firstName: 'Ava', lastName: 'Stone', isTermsAccepted: false });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(user!.passwordHash, created.password)).toBe(true);
  });

  it('refuses a bad e-mail or a short password with a clear message', async () => {
    await expect(createCompany(database, { name: 'X', email: 'nope' })).rejects.toThrow('Email: Enter a valid email address');
    await expect(createCompany(database, { name: 'X', email: 'x@short.test', password: 'short' })).rejects.toThrow('Password: Password must be at least 8 characters');
  });

  it('a section row closed in the database closes its entries (each entry carries its parent)', async () => {
    const created = await createCompany(database, { name: 'Closed Co', email: 'owner@closed.test' });
    await database.db
      .update(companyPermissions)
      .set({ visible: false })
      .where(and(eq(companyPermissions.companyId, created.companyId), eq(companyPermissions.kind, 'section'), eq(companyPermissions.section, 'coaching')));
    const permissions = await loadCompanyPermissions(database.db, created.companyId);
    expect(permissions.coaching.every((entry) => entry.parent.visible === false)).toBe(true);
    expect(permissions.top.every((entry) => entry.parent.visible)).toBe(true);
  });
});

describe('syncCompanyPermissions', () => {
  it('restores missing rows and keeps existing choices', async () => {
    const created = await createCompany(database, { name: 'Sync Co', email: 'owner@sync.test' });
    const byCompany = eq(companyPermissions.companyId, created.companyId);
    await database.db.delete(companyPermissions).where(and(byCompany, eq(companyPermissions.name, 'leads')));
    await database.db.update(companyPermissions).set({ visible: false }).where(and(byCompany, eq(companyPermissions.name, 'orders')));
    await syncCompanyPermissions(database);
    const permissions = await loadCompanyPermissions(database.db, created.companyId);
    expect(permissions.customer.map((entry) => entry.name)).toContain('leads');
    expect(permissions.main.find((entry) => entry.name === 'orders')!.visible).toBe(false);
  });
});

describe('addUser and resetPassword', () => {
  it('adds a user to the company of a given user, with a role', async () => {
    const owner = await createCompany(database, { name: 'Team Co', email: 'owner@team.test', password: 'A-long-password-1' });
    const added = await addUser(database, { companyEmail: 'OWNER@team.test', email: 'estimator@team.test', role: 'estimator', password: 'A-long-password-2' });
    expect(added).toMatchObject({ companyId: owner.companyId, role: 'estimator', passwordGenerated: false });
    await expect(addUser(database, { companyEmail: 'nobody@team.test', email: 'x@team.test' })).rejects.toThrow(SeedInputError);
    await expect(addUser(database, { companyId: owner.companyId, email: 'y@team.test', role: 'emperor' })).rejects.toThrow(SeedInputError);
  });

  it('resetPassword sets a new password', async () => {
    await createCompany(database, { name: 'Reset Co', email: 'owner@reset.test', password: 'A-long-password-1' });
    const result = await resetPassword(database, { email: 'owner@reset.test' });
    const [user] = await database.db.select().from(users).where(eq(users.email, 'owner@reset.test'));
    expect(await verifyPassword(user!.passwordHash, result.password)).toBe(true);
    await expect(resetPassword(database, { email: 'ghost@reset.test' })).rejects.toThrow('No user has the e-mail ghost@reset.test.');
  });
});
