import { API_BASE_PATH } from '@groundwork/domain/shared';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { upsertLegalDocuments } from '../db/seed';
import { openTestDatabase } from './test-database';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const TEST_PUBLIC_URL = 'http://groundwork.test';

export interface ApiResponse {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  // Tests read the envelope loosely; the server's response schemas already pin its shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  /** The caller's address. Each call gets its own unless given, so rate limits only bite where a test means them to. */
  ip?: string;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** PostgreSQL only: the URL of the file's throwaway database, for code that opens its own connections. */
  databaseUrl?: string;
  config: Config;
  /** A request to /api/v2{path}. */
  call(method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH', path: string, options?: CallOptions): Promise<ApiResponse>;
  close(): Promise<void>;
}

// Random per test file: rate-limit counters in a shared Redis outlive a run, so addresses must not repeat across runs.
const ipBase = Math.floor(Math.random() * 256);
let ipCounter = Math.floor(Math.random() * 60_000);
/** A distinct client address (10.x.y.z) for one test or one request. */
export function nextIp(): string {
  ipCounter = (ipCounter + 1) % 65_536;
  return `10.${ipBase}.${ipCounter >> 8}.${ipCounter & 255}`;
}

/**
 * Builds the real app on a fresh database for this test file (or on `shared`, which the caller closes).
 * `env` overrides the test configuration.
 */
export async function startTestApp(env: Record<string, string> = {}, shared?: Database): Promise<TestApp> {
  const { database, drop, url } = shared ? { database: shared, drop: async () => {}, url: undefined } : await openTestDatabase();
  await upsertLegalDocuments(database);
  const config = loadConfig({
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    SEED_DEMO: 'false',
    DATA_DIR: '/nonexistent/groundwork-test-data',
    WEB_DIST: '/nonexistent/groundwork-test-web-dist',
    // Every answer a test receives is checked against its zod schema, and the compiled serializer against zod's.
    CHECK_RESPONSES: 'true',
    ...env,
  });
  const app = await buildApp({ config, database });

  return {
    app,
    database,
    databaseUrl: url,
    config,
    async call(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
      const request: InjectOptions = {
        method,
        url: `${API_BASE_PATH}${path}`,
        headers,
        remoteAddress: options.ip ?? nextIp(),
      };
      if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
      const response = await app.inject(request);
      // What the request left running after its answer (a reset e-mail) is done before the test reads on.
      await app.afterReply.settled();
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      return { status: response.statusCode, headers: response.headers, body, text: response.body };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}

/** One app and database for the whole test file: started before the first test, closed after the last. */
export function useTestApp(env: Record<string, string> = {}): TestApp {
  const holder = {} as { current?: TestApp };
  beforeAll(async () => {
    holder.current = await startTestApp(env);
  });
  afterAll(async () => {
    await holder.current?.close();
  });
  const current = (): TestApp => {
    if (!holder.current) throw new Error('The test app is not started yet: use it inside tests or hooks.');
    return holder.current;
  };
  return {
    get app() {
      return current().app;
    },
    get database() {
      return current().database;
    },
    get databaseUrl() {
      return current().databaseUrl;
    },
    get config() {
      return current().config;
    },
    call: (...args) => current().call(...args),
    close: () => current().close(),
  };
}
