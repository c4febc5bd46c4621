import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrationsFolder } from '../lib/paths';
import type { Database } from './client';

/** The PostgreSQL advisory lock key every Groundwork process holds while it migrates: "gwmigrat" in ASCII. */
export const MIGRATION_LOCK_KEY = 0x67776d6967726174n;

/**
 * Runs `work` holding the migration lock, so instances starting together against one PostgreSQL database
 * prepare it one at a time: the first applies what is pending (and seeds), the others wait, then find it done.
 * `work` gets the locked connection (see Database.withAdvisoryLock) and must use it, not the pool: calling
 * `migrate()` inside would wait for a lock this process already holds on another connection. PGlite: no lock
 * is needed (one process owns the data directory), `work` runs at once.
 */
export function withMigrationLock<T>(database: Database, work: (locked: Database) => Promise<T>, onWait?: () => void): Promise<T> {
  return database.withAdvisoryLock(MIGRATION_LOCK_KEY, work, onWait);
}

/**
 * Applies the pending migrations; the caller holds the migration lock (or knows it is alone). `folder` is for
 * tests that upgrade a database from an older release's migrations.
 */
export async function applyMigrations(database: Database, folder: string = migrationsFolder()): Promise<void> {
  const config = { migrationsFolder: folder };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePostgres(database.db as unknown as PostgresJsDatabase, config);
  }
}

/**
 * Applies the generated SQL migrations in apps/server/drizzle that have not run yet, holding the migration lock.
 * Safe to call on every start, from any number of instances at once.
 */
export async function migrate(database: Database, onWait?: () => void): Promise<void> {
  await withMigrationLock(database, applyMigrations, onWait);
}
