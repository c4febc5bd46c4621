import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
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

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A raw query straight through the driver, bypassing Drizzle (benchmarks, health checks). */
  query<T extends Row = Row>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /** PGlite: CHECKPOINT, then close. PostgreSQL: drain the pool. */
  close(): Promise<void>;
}

/** Where PGlite keeps its files inside DATA_DIR (beside the lock file and the generated secret). */
export const pgliteDirectory = (dataDir: string): string => join(dataDir, 'pgdata');

export function databaseFromPglite(client: PGlite): Database {
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    kind: 'pglite',
    async query<T extends Row>(sqlText: string, params: unknown[] = []) {
      const result = await client.query<T>(sqlText, params);
      return result.rows;
    },
    async close() {
      if (client.closed) return;
      await client.query('CHECKPOINT');
      await client.close();
    },
  };
}

export function databaseFromPostgres(url: string, options: { max?: number } = {}): Database {
  const sql = postgres(url, { max: options.max ?? 10, onnotice: () => {} });
  return {
    db: drizzlePostgres({ client: sql, schema }) as unknown as Db,
    kind: 'postgres',
    async query<T extends Row>(sqlText: string, params: unknown[] = []) {
      const rows = await sql.unsafe(sqlText, params as postgres.ParameterOrJSON<never>[]);
      return rows as unknown as T[];
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
  const client = new PGlite(directory);
  await client.waitReady;
  return databaseFromPglite(client);
}
