import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { databaseFromPglite, databaseFromPostgres, pgliteOptions } from '../db/client';
import { migrate } from '../db/migrate';
import { migrationsFolder, serverRoot } from '../lib/paths';
import { withDatabaseName } from './database-url';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL server URL (TEST_DATABASE_URL) or '' for PGlite. */
    testDatabaseUrl: string;
    /** PostgreSQL: a migrated template database each test file copies. */
    templateDatabase: string;
    /** PGlite: a tarball of a migrated database each test file loads (a fresh initdb takes 5–15 s). */
    pgliteTemplatePath: string;
    /** TEST_REDIS_URL: when set, the rate-limit tests keep their counters in this Redis. */
    testRedisUrl: string;
    /** DEMO_CHECKS_AT: when set, the instant the demo's checks start their clock at (db/seed/demo-fixture.ts). */
    demoChecksAt: string;
  }
}

/** Migrates one database for the whole run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL?.trim() ?? '';
  project.provide('testDatabaseUrl', url);
  project.provide('testRedisUrl', process.env.TEST_REDIS_URL?.trim() ?? '');
  project.provide('demoChecksAt', process.env.DEMO_CHECKS_AT?.trim() ?? '');

  if (url) {
    const templateDatabase = `gw_template_${process.pid}_${Date.now()}`;
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${templateDatabase}"`);
    const template = databaseFromPostgres(withDatabaseName(url, templateDatabase), { max: 1 });
    await migrate(template);
    await template.close();
    project.provide('templateDatabase', templateDatabase);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.unsafe(`drop database if exists "${templateDatabase}" with (force)`);
      await admin.end();
    };
  }

  project.provide('pgliteTemplatePath', await pgliteTemplate());
  project.provide('templateDatabase', '');
}

/** Change it whenever pgliteTemplate() makes a different directory, so that cached templates are made again. */
const TEMPLATE_RECIPE = 'migrated, without template0 and template1';

/**
 * A migrated PGlite data directory as a tarball, kept in node_modules/.cache between runs and rebuilt
 * whenever the migrations, the PGlite version or the way it is made (TEMPLATE_RECIPE) change (the name carries a hash of all three).
 */
async function pgliteTemplate(): Promise<string> {
  const hash = createHash('sha256').update(TEMPLATE_RECIPE);
  const pgliteManifest = join(serverRoot(), '../../node_modules/@electric-sql/pglite/package.json');
  hash.update(existsSync(pgliteManifest) ? readFileSync(pgliteManifest) : String(Date.now()));
  for (const file of readdirSync(migrationsFolder(), { recursive: true, encoding: 'utf8' }).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(join(migrationsFolder(), file)));
  }
  const cacheDir = join(serverRoot(), '../../node_modules/.cache/groundwork-server-tests');
  const path = join(cacheDir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(path)) return path;

  mkdirSync(cacheDir, { recursive: true });
  const client = new PGlite(pgliteOptions);
  await migrate(databaseFromPglite(client));
  // Nothing connects to the template databases of an embedded server, and each test file unpacks every file of the
  // directory: without them, opening a copy takes about a quarter less (1,742 files → 1,129).
  for (const name of ['template0', 'template1']) {
    await client.exec(`alter database ${name} is_template false`);
    await client.exec(`drop database ${name}`);
  }
  await client.exec('checkpoint');
  const dump = await client.dumpDataDir('none');
  await client.close();
  // Write then rename, so a run that is interrupted never leaves half a template behind.
  const partial = `${path}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, path);
  return path;
}
