/**
 * The real app, as `main.ts` builds it, on a benchmark database: open → migrate → a fresh company and user
 * (unique e-mail, so a shared PostgreSQL database is fine) → buildApp → sign in once → listen on 127.0.0.1.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, openDatabase } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { createCompany } from '../../apps/server/src/db/seed';
import type { Driver } from './drivers';

export interface RunningServer {
  url: string;
  token: string;
  userId: string;
  companyId: string;
  database: Database;
  close(): Promise<void>;
}

/** `env` adds to the configuration (TRUST_PROXY for a benchmark that sends from many addresses). */
export async function startServer(driver: Driver, env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'groundwork-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...env,
    ...(driver.databaseUrl ? { DATABASE_URL: driver.databaseUrl, JWT_SECRET: randomBytes(32).toString('base64url') } : {}),
  });
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const password = `Bench-${randomUUID()}`;
    const account = await createCompany(database, {
      name: 'Benchmark Lawn Care',
      email: `bench-${randomUUID()}@bench.test`,
      password,
      firstName: 'Bench',
      lastName: 'Mark',
    });
    const app = await buildApp({ config, database });
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v2/authentication_tokens/create',
      payload: { email: account.email, password },
    });
    const token = (signIn.json() as { data?: { token?: string } }).data?.token;
    if (signIn.statusCode !== 200 || !token) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body.slice(0, 200)}`);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      token,
      userId: account.userId,
      companyId: account.companyId,
      database,
      async close() {
        await app.close();
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
