import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDirectory, pgliteOptions } from '../db/client';
import { lockFilePath } from '../db/lock';
import { outboxMessages } from '../db/schema';
import { loadConfig } from '../config';
import { openTestDatabase, testDriver, type TestDatabase } from '../test/test-database';
import { runAdmin } from './run-admin';

// Embedded: a DATA_DIR holding a copy of the run's migrated template (a fresh initdb would cost 5–15 s;
// creating one from nothing is what every server start on a new machine does). PostgreSQL: a throwaway database.
const workDir = mkdtempSync(join(tmpdir(), 'gw-admin-'));
const dataDir = join(workDir, 'data');
let pg: TestDatabase | undefined;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  if (testDriver() === 'postgres') {
    pg = await openTestDatabase();
    // No JWT_SECRET: the CLI signs no tokens, so operators need not have it.
    env = { DATABASE_URL: pg.url, LOG_LEVEL: 'silent' };
  } else {
    mkdirSync(dataDir, { recursive: true });
    const client = new PGlite({ ...pgliteOptions, dataDir: pgliteDirectory(dataDir), loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]) });
    await client.close();
    env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  }
});
afterAll(async () => {
  await pg?.drop();
  rmSync(workDir, { recursive: true, force: true });
});

async function admin(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(argv, { env, out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const passwordIn = (text: string) => /Password:\s+(\S+)/.exec(text)?.[1];

describe(`admin CLI (${testDriver()})`, () => {
  it('create-company creates the company and its admin, printing the generated password once', async () => {
    const result = await admin('create-company', '--name', 'Hillside Landscapes', '--email', 'Owner@Hillside.test', '--first-name', 'Lee', '--last-name', 'Park');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('Created company "Hillside Landscapes"');
    expect(result.out).toContain('Admin user: owner@hillside.test');
    expect(passwordIn(result.out)).toMatch(/^[A-Za-z0-9]{16}$/);
  });

  it('create-company with --password prints no password, and a taken e-mail fails with a message', async () => {
    const given = await admin('create-company', '--name', 'Brookside', '--email', 'owner@brookside.test', '--password', 'A-long-password-1');
    expect(given.code).toBe(0);
    expect(given.out).not.toContain('Password');
    const taken = await admin('create-company', '--name', 'Again', '--email', 'owner@brookside.test');
    expect(taken.code).toBe(1);
    expect(taken.err).toContain('A user with the e-mail owner@brookside.test already exists.');
  });

  it('add-user adds a user to the company of a given user', async () => {
    const result = await admin('add-user', '--company-email', 'owner@hillside.test', '--email', 'estimator@hillside.test', '--role', 'estimator');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('Added estimator@hillside.test (estimator) to "Hillside Landscapes"');
    expect(passwordIn(result.out)).toBeDefined();
  });

  it('reset-password sets a new password', async () => {
    const result = await admin('reset-password', '--email', 'estimator@hillside.test', '--password', 'A-long-password-2');
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain('Password of estimator@hillside.test changed');
  });

  it('outbox prints the latest messages with their text', async () => {
    expect((await admin('outbox')).out).toContain('The outbox is empty.');
    const database = await openDatabase(loadConfig(env));
    try {
      await database.db.insert(outboxMessages).values({ companyId: null, to: 'someone@hillside.test', subject: 'Reset your Groundwork password', text: 'Open http://x/reset-password?token=abc', status: 'kept' });
    } finally {
      await database.close();
    }
    const result = await admin('outbox', '--limit', '5');
    expect(result.code).toBe(0);
    expect(result.out).toContain('[kept]  to someone@hillside.test');
    expect(result.out).toContain('reset-password?token=abc');
  });

  it('bad usage fails with a message and a non-zero exit code', async () => {
    expect((await admin('create-company', '--name', 'No Email')).err).toContain('Missing --email.');
    expect((await admin('outbox', '--limit', 'lots')).code).toBe(1);
    expect((await admin('create-company', '--nmae', 'Typo')).code).toBe(1);
    const unknown = await admin('launch-rockets');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('Unknown command "launch-rockets"');
  });

  it('backup and restore bring the database back to the backed-up state', async () => {
    const file = join(workDir, testDriver() === 'pglite' ? 'backup.tgz' : 'backup.sql');
    const backup = await admin('backup', '--out', file);
    expect(backup.code, backup.err).toBe(0);
    expect(existsSync(file)).toBe(true);

    expect((await admin('create-company', '--name', 'After Backup', '--email', 'owner@after.test')).code).toBe(0);
    const restore = await admin('restore', '--in', file);
    expect(restore.code, restore.err).toBe(0);

    // The company made after the backup is gone; the ones before it are back.
    expect((await admin('add-user', '--company-email', 'owner@after.test', '--email', 'x@after.test')).err).toContain('No user has the e-mail owner@after.test');
    expect((await admin('reset-password', '--email', 'owner@hillside.test')).code).toBe(0);
    if (testDriver() === 'pglite') {
      expect(readdirSync(dataDir).some((name) => name.startsWith('pgdata.before-restore-'))).toBe(true);
    }
  });
});

describe('admin CLI beside a running server', () => {
  let holder: ChildProcess;
  beforeAll(() => {
    mkdirSync(dataDir, { recursive: true });
    holder = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    writeFileSync(lockFilePath(dataDir), JSON.stringify({ pid: holder.pid, holder: 'server', host: 'here', startedAt: new Date().toISOString() }));
  });
  afterAll(() => {
    holder.kill();
    rmSync(lockFilePath(dataDir), { force: true });
  });

  if (testDriver() === 'pglite') {
    it('refuses on the embedded database while a server holds the data directory, saying so', async () => {
      const result = await admin('create-company', '--name', 'Blocked', '--email', 'owner@blocked.test');
      expect(result.code).toBe(1);
      expect(result.err).toContain(`in use by a Groundwork server (pid ${holder.pid}`);
      expect(result.err).toContain('run while the server is stopped');
    });
  } else {
    it('runs on PostgreSQL while servers are up (the data-directory lock is only for the embedded database)', async () => {
      const result = await runAdmin(['create-company', '--name', 'Beside', '--email', 'owner@beside.test'], {
        env: { ...env, DATA_DIR: dataDir },
        out: () => {},
        err: () => {},
      });
      expect(result).toBe(0);
    });
  }
});
