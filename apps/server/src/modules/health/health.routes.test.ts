import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { databaseFromPostgres, type Database } from '../../db/client';
import { signedInUser } from '../../test/builders';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

describe('health', () => {
  it.each(['/healthz', '/api/v2/healthz'])('GET %s is 200 ok', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it.each(['/readyz', '/api/v2/readyz'])('GET %s is 200 ready when the database answers', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('GET /readyz is 503 when the database is unreachable, and /healthz stays 200', async () => {
    const unreachable: Database = {
      ...t.database,
      query: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    };
    const app = await buildApp({ config: t.config, database: unreachable });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('while the database is down, API calls answer 503 at once without waiting on it, and recover when it is back', async () => {
    const user = await signedInUser(t);
    let reachable = false;
    let attempts = 0;
    const flaky: Database = {
      ...t.database,
      query: (...args: Parameters<Database['query']>) => {
        attempts += 1;
        return reachable ? t.database.query(...args) : Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
      },
    };
    const app = await buildApp({ config: t.config, database: flaky });
    try {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
      expect(app.databaseHealth.isDown).toBe(true);
      const before = attempts;
      for (const url of ['/api/v2/auth/me', '/api/v2/customers', '/readyz', '/api/v2/readyz']) {
        const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${user.token}` } });
        expect(response.statusCode, url).toBe(503);
      }
      const me = await app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: { authorization: `Bearer ${user.token}` } });
      expect(me.json()).toMatchObject({ success: false, code: 'DATABASE_UNAVAILABLE' });
      // None of those asked the database: only the background probe does, now and then.
      expect(attempts - before).toBeLessThanOrEqual(1);
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);

      reachable = true;
      await vi.waitFor(() => expect(app.databaseHealth.isDown).toBe(false), { timeout: 5_000, interval: 50 });
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: { authorization: `Bearer ${user.token}` } })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('a PostgreSQL that accepts connections but never answers makes /readyz 503, not a hang', async () => {
    const blackHole = createServer(() => {});
    await new Promise<void>((resolve) => blackHole.listen(0, '127.0.0.1', resolve));
    const { port } = blackHole.address() as AddressInfo;
    const silent = databaseFromPostgres(`postgres://postgres@127.0.0.1:${port}/groundwork`);
    const app = await buildApp({ config: t.config, database: silent });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(app.databaseHealth.isDown).toBe(true);
    } finally {
      await app.close();
      // Not awaited: ending a pool whose connection never opened waits out its own timeout.
      void silent.close().catch(() => undefined);
      blackHole.close();
    }
  });
});
