/**
 * Starts the real built server on a fresh embedded database for the whole end-to-end run:
 * 1. a temporary DATA_DIR; 2. the company and one account per spec, provisioned in one go with the admin CLI's own
 * functions (createCompany, addUser) before any server holds the data directory; 3. `node apps/server/dist/main.js`
 * on a free port; 4. wait for /readyz. The teardown stops the server with SIGTERM (graceful shutdown) and removes the
 * directory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { addUser, createCompany, seedDemo } from '../../apps/server/src/db/seed';
import { type Account, accounts, companyName, companyUsers, type FreshCompany, freshCompanies, owner } from './accounts';
import { chromiumPath, repoRoot, serverMain, webIndex } from './paths';
import { startStripeStandIn, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } from './stripe-stand-in';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    serverLog: string;
    /** The demo company's owner (SEED_DEMO's company, seeded into the run's database first). */
    demoOwner: { email: string; password: string };
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

const names = (account: Account) => ({ password: account.password, firstName: account.firstName, lastName: account.lastName });

/**
 * Every company and account of the run, in one opening of the embedded database (one admin CLI call per account
 * took a minute: each opened the database and checked the migrations again).
 */
async function provision(dataDir: string): Promise<{ email: string; password: string }> {
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await migrate(database);
    // The demo company first (it is seeded only into a database without companies), for the reporting journey.
    const demo = await seedDemo(database);
    if (!demo) throw new Error('the demo company was not seeded');
    const main = await createCompany(database, { name: companyName, email: owner.email, ...names(owner) });
    // Every area is built; the shared company has the online store switched off, as a company whose plan leaves an
    // area out would: the app shell spec shows it 'Coming Soon'.
    await database.query("update company_permissions set enabled = false where company_id = $1 and kind = 'entry' and name = 'online_store'", [main.companyId]);
    for (const account of Object.values(accounts)) await addUser(database, { companyEmail: owner.email, email: account.email, ...names(account) });
    for (const fresh of Object.values(freshCompanies) as FreshCompany[]) {
      const created = await createCompany(database, { name: fresh.name, email: fresh.owner.email, ...names(fresh.owner) });
      for (const entry of fresh.enable ?? []) {
        await database.query("update company_permissions set enabled = true where company_id = $1 and kind = 'entry' and name = $2", [created.companyId, entry]);
      }
    }
    for (const user of Object.values(companyUsers)) {
      const companyOwner = freshCompanies[user.company].owner;
      await addUser(database, { companyEmail: companyOwner.email, email: user.account.email, role: user.role, ...names(user.account) });
    }
    return { email: demo.email, password: demo.password };
  } finally {
    await database.close();
  }
}

/**
 * A quiet machine answers in 2–3 s; .ci/run starts the server while the server suites load both cores, and a run with
 * more beside it once took over 90 s.
 */
const READY_WITHIN_MS = 240_000;

async function waitUntilReady(baseUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`the server exited with code ${server.exitCode} before it was ready:\n${tail(logFile)}`);
    }
    try {
      const response = await fetch(`${baseUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolveDelay) => setTimeout(resolveDelay, 250));
  }
  throw new Error(`the server did not answer /readyz within ${READY_WITHIN_MS / 1000} s:\n${tail(logFile)}`);
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-40).join('\n');
  } catch {
    return '(no server log)';
  }
}

export default async function setup(project: TestProject) {
  // `npm test` counts the specs with `vitest list` when no browser exists; that needs no server.
  if (process.env.GROUNDWORK_E2E_LIST_ONLY === '1') return;
  const browser = chromiumPath();
  if (!browser) {
    throw new Error(`No Chromium at ${process.env.CHROMIUM_PATH || '/usr/bin/chromium'}: install Debian's chromium or set CHROMIUM_PATH.`);
  }
  for (const [file, hint] of [
    [serverMain, 'npm run build -w @groundwork/server'],
    [webIndex, 'npm run build -w @groundwork/web'],
  ] as const) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run \`${hint}\` (or \`npm run build\`) first.`);
  }

  const dataDir = await mkdtemp(join(tmpdir(), 'groundwork-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const stripe = await startStripeStandIn();
  stripe.setWebhookUrl(`${baseUrl}/api/v2/webhooks/stripe`);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    // The integrations spec's webhook receiver listens on this machine.
    WEBHOOKS_ALLOW_PRIVATE: 'true',
    // Online payment through the local Stripe stand-in (the store spec pays a booking's deposit).
    STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  };
  // A fresh embedded database and the outbox: nothing from the caller's environment may redirect them.
  for (const name of ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'REDIS_URL', 'TRUST_PROXY', 'WEB_DIST', 'TEST_DATABASE_URL']) {
    delete env[name];
  }

  let demoOwner: { email: string; password: string };
  try {
    demoOwner = await provision(dataDir);
  } catch (error) {
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const logDir = join(repoRoot, '.tmp');
  mkdirSync(logDir, { recursive: true });
  const serverLog = join(logDir, 'e2e-server.log');
  const log = createWriteStream(serverLog);
  const server = spawn(process.execPath, [serverMain], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  try {
    await waitUntilReady(baseUrl, server, serverLog);
  } catch (error) {
    server.kill('SIGKILL');
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', browser);
  project.provide('serverLog', serverLog);
  project.provide('demoOwner', demoOwner);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise<void>((resolveExit) => server.once('exit', () => resolveExit()));
      server.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 15_000))]);
      if (!stopped) {
        console.error('[e2e] the server did not stop within 15 s of SIGTERM; killing it');
        server.kill('SIGKILL');
      } else if (server.exitCode !== 0) {
        console.error(`[e2e] the server exited with code ${server.exitCode} after SIGTERM (expected 0). Log: ${serverLog}`);
      }
    }
    log.end();
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
  };
}
