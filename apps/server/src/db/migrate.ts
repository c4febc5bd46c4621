import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrationsFolder } from '../lib/paths';
import type { Database } from './client';

/** Applies the generated SQL migrations in apps/server/drizzle that have not run yet. Safe to call on every start. */
export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePostgres(database.db as unknown as PostgresJsDatabase, config);
  }
}
