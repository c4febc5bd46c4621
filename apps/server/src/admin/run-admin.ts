import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { desc } from 'drizzle-orm';
import { ConfigError, loadConfig, type Config } from '../config';
import { openDatabase, pgliteDirectory, pgliteOptions, type Database } from '../db/client';
import { acquireDataDirLock, DataDirLockedError } from '../db/lock';
import { migrate } from '../db/migrate';
import { outboxMessages } from '../db/schema';
import { addUser, createCompany, resetPassword, SeedInputError } from '../db/seed';

export interface AdminIo {
  env?: NodeJS.ProcessEnv;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

class UsageError extends Error {}

const usage = `Groundwork admin — provision companies and users, read the outbox, back up and restore.

Usage: npm run admin -- <command> [options]

  create-company --name NAME --email EMAIL [--password P] [--first-name F --last-name L]
      Creates a company with its permissions and its admin user. Prints the password when generated.
  add-user (--company-email EMAIL_OF_A_USER_IN_IT | --company-id ID) --email EMAIL
           [--password P] [--role ROLE] [--first-name F --last-name L]
      Adds a user (role admin unless given) to an existing company.
  reset-password --email EMAIL [--password P]
      Sets a new password (generated unless given) and ends the user's sessions.
  outbox [--limit N]
      Prints the latest e-mails the server wrote (reset links included), newest first.
  backup --out FILE
      Embedded database: a .tgz of the data directory. PostgreSQL: pg_dump (plain SQL).
  restore --in FILE
      Loads a backup made by this command. Embedded: the current data is kept beside it.

The embedded database (no DATABASE_URL) is used from DATA_DIR (default ./data) while the server is stopped.`;

const option = { type: 'string' } as const;

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`Missing --${name}.`);
  return value;
}

/** The embedded database is locked for as long as the command runs; PostgreSQL needs no lock. */
async function withDatabase<T>(config: Config, run: (database: Database) => Promise<T>): Promise<T> {
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir, 'admin');
  try {
    const database = await openDatabase(config);
    try {
      await migrate(database);
      return await run(database);
    } finally {
      await database.close();
    }
  } finally {
    lock?.release();
  }
}

function runProcess(command: string, args: string[], log: (line: string) => void): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    // stdout carries only psql's echo of the dump's SELECTs; errors come on stderr.
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(error.code === 'ENOENT' ? `${command} was not found: install the PostgreSQL client tools.` : error.message)),
    );
    child.on('close', (code) => {
      if (stderr.trim()) log(stderr.trim());
      if (code === 0) resolvePromise();
      else reject(new Error(`${command} exited with code ${code}.`));
    });
  });
}

async function backup(config: Config, file: string, out: (line: string) => void, err: (line: string) => void) {
  if (config.databaseUrl) {
    await runProcess('pg_dump', ['--format=plain', '--no-owner', '--no-privileges', '--clean', '--if-exists', `--file=${file}`, `--dbname=${config.databaseUrl}`], err);
    out(`Backed up the PostgreSQL database to ${file}.`);
    return;
  }
  const directory = pgliteDirectory(config.dataDir);
  if (!existsSync(directory)) throw new UsageError(`There is no embedded database in ${config.dataDir} to back up.`);
  const lock = acquireDataDirLock(config.dataDir, 'admin');
  try {
    const client = new PGlite(directory, pgliteOptions);
    try {
      await client.query('CHECKPOINT');
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
  out(`Backed up the embedded database in ${config.dataDir} to ${file}.`);
}

async function restore(config: Config, file: string, out: (line: string) => void, err: (line: string) => void) {
  if (!existsSync(file)) throw new UsageError(`No backup file at ${file}.`);
  if (config.databaseUrl) {
    await runProcess('psql', ['--quiet', '--set=ON_ERROR_STOP=1', '--single-transaction', `--file=${file}`, `--dbname=${config.databaseUrl}`], err);
    out(`Restored ${file} into the PostgreSQL database.`);
    return;
  }
  const lock = acquireDataDirLock(config.dataDir, 'admin');
  try {
    const directory = pgliteDirectory(config.dataDir);
    const incoming = `${directory}.restoring`;
    rmSync(incoming, { recursive: true, force: true });
    // Load into a fresh directory first: a bad file leaves the current data untouched.
    const client = new PGlite({ ...pgliteOptions, dataDir: incoming, loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await client.waitReady;
      await client.query('select 1');
      await client.query('CHECKPOINT');
    } finally {
      await client.close();
    }
    let keptAt: string | undefined;
    if (existsSync(directory)) {
      keptAt = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      renameSync(directory, keptAt);
    }
    renameSync(incoming, directory);
    out(`Restored ${file} into ${config.dataDir}.`);
    if (keptAt) out(`The data it replaced is kept in ${keptAt} (delete it when you no longer need it).`);
  } finally {
    lock.release();
  }
}

/** Runs one admin command; returns the process exit code. */
export async function runAdmin(argv: string[], io: AdminIo = {}): Promise<number> {
  const out = io.out ?? ((line: string) => console.log(line));
  const err = io.err ?? ((line: string) => console.error(line));
  const [command, ...rest] = argv;

  try {
    if (!command || command === 'help' || command === '--help' || command === '-h') {
      out(usage);
      return command ? 0 : 1;
    }
    const config = loadConfig(io.env);
    const parse = (options: Record<string, typeof option>) =>
      parseArgs({ args: rest, options, strict: true, allowPositionals: false }).values as Record<string, string | undefined>;

    switch (command) {
      case 'create-company': {
        const values = parse({ name: option, email: option, password: option, 'first-name': option, 'last-name': option });
        const input = {
          name: required(values, 'name'),
          email: required(values, 'email'),
          password: values.password,
          firstName: values['first-name'],
          lastName: values['last-name'],
        };
        const created = await withDatabase(config, (database) => createCompany(database, input));
        out(`Created company "${created.companyName}" (id ${created.companyId}).`);
        out(`Admin user: ${created.email}`);
        if (created.passwordGenerated) out(`Password:   ${created.password}   (generated; shown only this once)`);
        return 0;
      }
      case 'add-user': {
        const values = parse({
          'company-email': option,
          'company-id': option,
          email: option,
          password: option,
          role: option,
          'first-name': option,
          'last-name': option,
        });
        const input = {
          companyEmail: values['company-email'],
          companyId: values['company-id'],
          email: required(values, 'email'),
          password: values.password,
          role: values.role,
          firstName: values['first-name'],
          lastName: values['last-name'],
        };
        const created = await withDatabase(config, (database) => addUser(database, input));
        out(`Added ${created.email} (${created.role}) to "${created.companyName}".`);
        if (created.passwordGenerated) out(`Password: ${created.password}   (generated; shown only this once)`);
        return 0;
      }
      case 'reset-password': {
        const values = parse({ email: option, password: option });
        const input = { email: required(values, 'email'), password: values.password };
        const result = await withDatabase(config, (database) => resetPassword(database, input));
        out(`Password of ${result.email} changed; their sessions have ended.`);
        if (result.passwordGenerated) out(`Password: ${result.password}   (generated; shown only this once)`);
        return 0;
      }
      case 'outbox': {
        const values = parse({ limit: option });
        const limit = values.limit === undefined ? 10 : Number(values.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit must be a whole number from 1 to 1000.');
        const messages = await withDatabase(config, (database) =>
          database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.createdAt)).limit(limit),
        );
        if (messages.length === 0) out('The outbox is empty.');
        for (const message of messages) {
          out(`── ${message.createdAt.toISOString()}  [${message.status}]  to ${message.to}`);
          out(`Subject: ${message.subject}`);
          out(message.text);
          out('');
        }
        return 0;
      }
      case 'backup': {
        const values = parse({ out: option });
        await backup(config, resolve(required(values, 'out')), out, err);
        return 0;
      }
      case 'restore': {
        const values = parse({ in: option });
        await restore(config, resolve(required(values, 'in')), out, err);
        return 0;
      }
      default:
        throw new UsageError(`Unknown command "${command}".\n\n${usage}`);
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      err(error.message);
      if (error.info.holder === 'server') err('Admin commands on the embedded database run while the server is stopped.');
      return 1;
    }
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof SeedInputError) {
      err(error.message);
      return 1;
    }
    if ((error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      err(`${(error as Error).message}\n\n${usage}`);
      return 1;
    }
    throw error;
  }
}
