import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { signedInUser } from '../test/builders';
import { useTestApp } from '../test/test-app';
import { serializeError } from './log-serializers';

const t = useTestApp();

/** The app with its log at `info`, written to lines this test reads. */
async function appWithLog() {
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildApp({ config: { ...t.config, logLevel: 'info' }, database: t.database, logStream });
  return { app, lines };
}

describe('the log', () => {
  it('keeps the route of each request, never the values in its address', async () => {
    const user = await signedInUser(t);
    const { app, lines } = await appWithLog();
    try {
      const headers = { authorization: `Bearer ${user.token}` };
      await app.inject({ method: 'GET', url: '/api/v2/customers?search=Harriet%20Whitaker&tag=vip-gate-4411', headers });
      await app.inject({ method: 'GET', url: `/api/v2/customers/${crypto.randomUUID()}?email=harriet@example.test`, headers });
      await app.inject({ method: 'GET', url: '/api/v2/employees/department/Harriet%20Whitaker', headers });
      await app.inject({ method: 'GET', url: '/api/v2/no-such-place?phone=612-555-0199', headers });
    } finally {
      await app.close();
    }
    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/v2/customers"');
    expect(log).toContain('"url":"/api/v2/customers/:id"');
    expect(log).toContain('"url":"/api/v2/employees/department/:department"');
    expect(log).toContain('"url":"/api/v2/no-such-place"');
    for (const value of ['Harriet', 'Whitaker', 'vip-gate', 'harriet@example.test', '612-555-0199', 'search=', user.token]) {
      expect(log, value).not.toContain(value);
    }
  });

  it('prints a failed query without the values it was given', () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(harriet@example.test) already exists.',
    });
    const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', ['harriet@example.test', 'Gate code\n4411'], cause);
    const printed = JSON.stringify(serializeError(error));
    expect(printed).toContain('Failed query: insert into');
    expect(printed).toContain('23505');
    expect(printed).not.toContain('harriet@example.test');
    expect(printed).not.toContain('4411');
    expect(printed).toContain('log-serializers.routes.test.ts'); // the stack frames stay
  });
});
