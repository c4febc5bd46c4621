import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
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
});
