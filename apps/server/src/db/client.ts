import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import type { Config } from '../config';
import * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle handle both drivers share. Inside `db.transaction(tx => …)` always use `tx`: PGlite is one connection. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Row = Record<string, unknown>;

/**
 * What every PGlite instance is opened with: the list searches' trigram indexes (pg_trgm) live in the schema, so a
 * PGlite without the extension loaded could not write a customer. Pass it wherever a PGlite is constructed.
 */
export const pgliteOptions = { extensions: { pg_trgm } } satisfies PGliteOptions;

export interface QueryOptions {
  prepare?: boolean;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * A raw query straight through the driver, bypassing Drizzle (benchmarks, health checks). `prepare`: on
   * PostgreSQL, a named server-side statement as Drizzle's prepared queries use (PGlite has no such choice).
   */
  query<T extends Row = Row>(sqlText: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /**
   * Runs `work` while this process holds the PostgreSQL session-level advisory lock `key`, so processes that ask
   * for the same key run their `work` one after another. A session-level lock belongs to one connection and the
   * pool hands out any, so on PostgreSQL the lock is taken, used and released on a connection of its own: `work`
   * gets a Database on that one connection and should use it (not this pool) for what must happen under the lock.
   * If the process dies, the connection closes and PostgreSQL releases the lock. `onWait` is called once when
   * another session holds the lock. PGlite: one process owns the database (the DATA_DIR lock), so `work` runs at
   * once on this database.
   */
  withAdvisoryLock<T>(key: bigint, work: (locked: Database) => Promise<T>, onWait?: () => void): Promise<T>;
  /** PGlite: CHECKPOINT, then close. PostgreSQL: drain the pool. */
  close(): Promise<void>;
}

/** Where PGlite keeps its files inside DATA_DIR (beside the lock file and the generated secret). */
export const pgliteDirectory = (dataDir: string): string => join(dataDir, 'pgdata');

export function databaseFromPglite(client: PGlite): Database {
  const database: Database = {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    async query<T extends Row>(sqlText: string, params: unknown[] = []) {
      const result = await client.query<T>(sqlText, params);
      return result.rows;
    },
    withAdvisoryLock(_key, work) {
      return work(database);
    },
    async close() {
      if (client.closed) return;
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
  return database;
}

/** Seconds to wait for a new connection: an unreachable database must not hold a request for postgres.js's 30. */
export const CONNECT_TIMEOUT_SECONDS = 1;

export function databaseFromPostgres(url: string, options: { max?: number } = {}): Database {
  // JIT off: it compiles plans for seconds when a report's aggregates cross 100,000 rows, and short queries never gain from it.
  return databaseOverPostgres(url, postgres(url, { max: options.max ?? 10, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_SECONDS, connection: { jit: 'off' } }));
}

function databaseOverPostgres(url: string, sql: postgres.Sql): Database {
  return {
    db: drizzlePostgres({ client: sql, schema }) as unknown as Db,
    kind: 'postgres',
    async query<T extends Row>(sqlText: string, params: unknown[] = [], options: QueryOptions = {}) {
      const rows = await sql.unsafe(sqlText, params as postgres.ParameterOrJSON<never>[], { prepare: options.prepare ?? false });
      return rows as unknown as T[];
    },
    async withAdvisoryLock(key, work, onWait) {
      // One connection, never recycled while it is held (postgres.js would otherwise end it after 30–60 minutes and
      // quietly open another, without the lock).
      const session = databaseOverPostgres(url, postgres(url, { max: 1, onnotice: () => {}, idle_timeout: 0, max_lifetime: null }));
      try {
        const [first] = await session.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [key.toString()]);
        if (!first?.locked) {
          onWait?.();
          await session.query('select pg_advisory_lock($1::bigint)', [key.toString()]);
        }
        try {
          return await work(session);
        } finally {
          // Should this fail (the connection is gone), closing the connection below releases the lock all the same.
          await session.query('select pg_advisory_unlock($1::bigint)', [key.toString()]).catch(() => undefined);
        }
      } finally {
        await session.close();
      }
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, else PGlite persisted under DATA_DIR (lock the directory first). */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl) return databaseFromPostgres(config.databaseUrl);
  const directory = pgliteDirectory(config.dataDir);
  mkdirSync(directory, { recursive: true });
  const client = new PGlite(directory, pgliteOptions);
  await client.waitReady;
  return databaseFromPglite(client);
}
