import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { databaseFromPglite, databaseFromPostgres, pgliteOptions, type Database } from '../db/client';
import { migrate } from '../db/migrate';
import { withDatabaseName } from './database-url';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL only: the URL of the throwaway database (for code that opens its own connections). */
  url?: string;
  /** Closes the database; on PostgreSQL also drops the throwaway copy. */
  drop(): Promise<void>;
}

/** Node has WebAssembly; the server's compiler settings (no DOM library) know only its types. */
const WasmModule = (globalThis as unknown as { WebAssembly: { Module: new (bytes: Uint8Array) => WebAssembly.Module } }).WebAssembly.Module;

/**
 * PGlite's WebAssembly compiled, and its file-system bundle read, once per test worker rather than once per test
 * file: about a fifth of opening a database (PGlite takes both as options for this).
 */
let pgliteBinaries: Pick<PGliteOptions, 'pgliteWasmModule' | 'initdbWasmModule' | 'fsBundle'> | undefined;
function compiledPglite(): NonNullable<typeof pgliteBinaries> {
  if (!pgliteBinaries) {
    const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    pgliteBinaries = {
      pgliteWasmModule: new WasmModule(readFileSync(join(dist, 'pglite.wasm'))),
      initdbWasmModule: new WasmModule(readFileSync(join(dist, 'initdb.wasm'))),
      fsBundle: new Blob([readFileSync(join(dist, 'pglite.data'))]),
    };
  }
  return pgliteBinaries;
}

/** An in-memory PGlite loaded from the run's migrated template. */
async function pgliteFromTemplate(): Promise<PGlite> {
  const client = new PGlite({ ...pgliteOptions, ...compiledPglite(), loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
  await client.waitReady;
  return client;
}

export const testDriver = (): 'postgres' | 'pglite' => (inject('testDatabaseUrl') ? 'postgres' : 'pglite');

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's template, or
 * (TEST_DATABASE_URL set) a throwaway PostgreSQL database copied from the run's template database.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const client = await pgliteFromTemplate();
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

export interface EmptyDatabase {
  /**
   * A handle on the empty database. PostgreSQL: a new pool of its own on every call, as another server instance
   * would open (`max` connections, default 5). PGlite: the one in-process database every time.
   */
  open(options?: { max?: number }): Database;
  /** Closes every handle; on PostgreSQL also drops the database. */
  drop(): Promise<void>;
}

/**
 * A database with nothing in it, not even the migrations' bookkeeping: what a first start finds. PostgreSQL: a
 * new throwaway database. PGlite: the run's template with its schemas dropped (a fresh initdb takes seconds).
 */
export async function openEmptyDatabase(): Promise<EmptyDatabase> {
  const url = inject('testDatabaseUrl');
  if (!url) {
    const client = await pgliteFromTemplate();
    await client.exec('drop schema drizzle cascade; drop schema public cascade; create schema public;');
    const database = databaseFromPglite(client);
    return { open: () => database, drop: () => client.close() };
  }

  const name = `gw_empty_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const opened: Database[] = [];
  return {
    open(options = {}) {
      const database = databaseFromPostgres(withDatabaseName(url, name), { max: options.max ?? 5 });
      opened.push(database);
      return database;
    },
    async drop() {
      await Promise.all(opened.map((database) => database.close()));
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
