import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseFromPglite, databaseFromPostgres, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { withDatabaseName } from './database-url';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the URL of the throwaway database (for code that opens its own connections). */
  url?: string;
  /** Closes the database; on PostgreSQL also drops the throwaway copy. */
  drop(): Promise<void>;
}

export const testDriver = (): 'postgres' | 'pglite' => (inject('testDatabaseUrl') ? 'postgres' : 'pglite');

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's template, or
 * (TEST_DATABASE_URL set) a throwaway PostgreSQL database copied from the run's template database.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const client = new PGlite({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
    await client.waitReady;
    const database = databaseFromPglite(client);
    await migrate(database); // already applied in the template: proves re-running is a no-op
    return { database, drop: () => client.close() };
  }

  const name = `gw_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  for (let attempt = 1; ; attempt += 1) {
    try {
      await admin.unsafe(`create database "${name}" template "${inject('templateDatabase')}"`);
      break;
    } catch (error) {
      // 55006: another worker is copying the template at this moment.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  const database = databaseFromPostgres(withDatabaseName(url, name), { max: 5 });
  await migrate(database);
  return {
    database,
    url: withDatabaseName(url, name),
    async drop() {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
