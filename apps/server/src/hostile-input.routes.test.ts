// The malformed-input table every area shares: each operation of the OpenAPI document gets hostile text in every
// parameter and field, and hostile values of every other kind; the areas' own tables test their business rules.
import { randomUUID } from 'node:crypto';
import { UNSTORABLE_TEXT_MESSAGE } from '@groundwork/domain/shared';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isUnstorableTextError } from './lib/db-errors';
import { signedInUser, type SignedInUser } from './test/builders';
import { nextIp, useTestApp } from './test/test-app';

// Every route with a body, every field, twice: the sweep grows with each area and takes a while when the machine is busy.
vi.setConfig({ testTimeout: 90_000 });

const t = useTestApp();

/** The hostile strings of the malformed-input tables: PostgreSQL can store neither. */
const NUL = 'a\u0000b';
/** Sent as the JSON escape a client would send; `JSON.stringify` would keep the lone surrogate as it is. */
const LONE_SURROGATE_JSON = '"x\\ud800y"';

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyFields: string[];
}

interface OpenApiParameter {
  in: string;
  name: string;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Every operation of the API, read from its own OpenAPI document, so a route added tomorrow is tested too. */
async function everyOperation(): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/v2/docs/json' });
  const document = response.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const json = operation.requestBody?.content?.['application/json']?.schema?.properties;
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        queryParams: parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
        bodyFields: json ? Object.keys(json) : [],
      });
    }
  }
  return operations;
}

/** The operation's address with each path parameter filled (`overrides` first, else a well-formed unknown id). */
function addressOf(operation: Operation, overrides: Record<string, string> = {}, query = ''): string {
  const filled = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(overrides[name] ?? randomUUID()));
  return `${filled}${query}`;
}

let user: SignedInUser;
let operations: Operation[];

beforeAll(async () => {
  user = await signedInUser(t);
  operations = await everyOperation();
});

async function send(operation: Operation, url: string, payload?: string) {
  const response = await t.app.inject({
    method: operation.method,
    url,
    headers: { authorization: `Bearer ${user.token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as { code?: string; details?: { fieldErrors?: Record<string, string[]> } } };
}

describe('text PostgreSQL cannot store, anywhere in any request', () => {
  it('the API documents enough operations for this sweep to mean something', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => operation.bodyFields.length > 0).length).toBeGreaterThan(40);
  });

  it('a NUL in any path parameter is a 400 naming that parameter', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const name of operation.pathParams) {
        const url = addressOf(operation, { [name]: NUL });
        const { status, body } = await send(operation, url, operation.bodyFields.length > 0 ? '{}' : undefined);
        if (status !== 400 || body.details?.fieldErrors?.[name]?.[0] !== UNSTORABLE_TEXT_MESSAGE) {
          failures.push(`${operation.method} ${url} → ${status} ${JSON.stringify(body.details?.fieldErrors ?? body.code)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a NUL in any query parameter is a 400 naming that parameter', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const name of operation.queryParams) {
        const url = addressOf(operation, {}, `?${encodeURIComponent(name)}=${encodeURIComponent(NUL)}`);
        const { status, body } = await send(operation, url, operation.bodyFields.length > 0 ? '{}' : undefined);
        if (status !== 400 || body.details?.fieldErrors?.[name]?.[0] !== UNSTORABLE_TEXT_MESSAGE) {
          failures.push(`${operation.method} ${url} → ${status} ${JSON.stringify(body.details?.fieldErrors ?? body.code)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a NUL or a lone surrogate in any body field is a 400 naming that field', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const field of operation.bodyFields) {
        for (const value of [JSON.stringify(NUL), LONE_SURROGATE_JSON]) {
          const url = addressOf(operation);
          const { status, body } = await send(operation, url, `{${JSON.stringify(field)}:${value}}`);
          if (status !== 400 || body.details?.fieldErrors?.[field]?.[0] !== UNSTORABLE_TEXT_MESSAGE) {
            failures.push(`${operation.method} ${url} ${field}=${value} → ${status} ${JSON.stringify(body.details?.fieldErrors ?? body.code)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('nested values and keys are checked too: estimate lines, company information, custom answers', async () => {
    const cases: Array<[string, string, string, string]> = [
      ['POST', '/api/v2/estimates', '{"items":[{"name":"Mowing"},{"name":"x\\ud800"}]}', 'items.1.name'],
      ['PUT', '/api/v2/company_information', '{"companyDetails":{"companyName":"Evergreen\\u0000"}}', 'companyDetails.companyName'],
      ['POST', '/api/v2/customers', '{"customFields":{"gate\\u0000code":"1234"}}', 'customFields'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await t.app.inject({
        method: method as 'POST' | 'PUT',
        url,
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().details.fieldErrors[field], `${method} ${url}`).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    }
  });

  it('the public proposal answers refuse a NUL in the signer\'s name before looking up the link', async () => {
    for (const answer of ['approve', 'decline', 'changes']) {
      const response = await t.call('POST', `/proposals/${'a'.repeat(43)}/${answer}`, {
        body: { fullName: 'Jane\u0000Doe', accept: true, reason: 'No', message: 'Less mulch' },
      });
      expect(response.status, answer).toBe(400);
      expect(response.body.details.fieldErrors.fullName, answer).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    }
  });

  it('storable text in the same calls still works: a customer named with accents and an emoji is saved as typed', async () => {
    const response = await t.call('POST', '/customers', { token: user.token, body: { firstName: 'Zoë 🌱', lastName: 'Łąka', customerType: 'residential' } });
    expect(response.status).toBe(200);
    const read = await t.call('GET', `/customers/${response.body.data.customer.id}`, { token: user.token });
    expect(read.body.data.customer.firstName).toBe('Zoë 🌱');
  });
});

describe('the database refusing such text (the safety net behind the request guard)', () => {
  it.each([
    ['a NUL in text', 'select $1::text as value', 'a\u0000b'],
    ['a NUL escape in jsonb', 'select $1::jsonb as value', '{"name":"a\\u0000b"}'],
  ])('%s fails with a code the error handler answers as a 400', async (_name, sqlText, value) => {
    const failure = await t.database.query(sqlText, [value]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isUnstorableTextError(failure)).toBe(true);
  });
});

describe('wrong types, huge values and extra keys, in every field of every request', () => {
  const hostileValues: Array<[string, string]> = [
    ['a huge number', '1e308'],
    ['a negative number', '-1'],
    ['a fractional number', '0.123456789'],
    ['a 100,000-character string', JSON.stringify('x'.repeat(100_000))],
    ['an empty string', '""'],
    ['an array', '[1,"a",null]'],
    ['an object', '{"nested":{"deeper":[{}]}}'],
    ['true', 'true'],
    ['null', 'null'],
    ['another company\'s kind of id', JSON.stringify(randomUUID())],
  ];

  it('never answers 500, whatever one field holds', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      for (const field of [...operation.bodyFields, 'companyId', 'role']) {
        if (operation.bodyFields.length === 0) continue;
        for (const [name, value] of hostileValues) {
          const url = addressOf(operation);
          const { status } = await send(operation, url, `{${JSON.stringify(field)}:${value}}`);
          if (status >= 500) failures.push(`${operation.method} ${url} ${field} = ${name} → ${status}`);
        }
      }
      for (const name of operation.queryParams) {
        for (const value of ['-1', '1e308', 'x'.repeat(5000), '%', '[]']) {
          const url = addressOf(operation, {}, `?${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
          const { status } = await send(operation, url, operation.bodyFields.length > 0 ? '{}' : undefined);
          if (status >= 500) failures.push(`${operation.method} ${url.slice(0, 120)} → ${status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Several thousand requests, one after another: 10–20 s on an idle 2-core machine, more under CI's load.
  }, 300_000);
});
