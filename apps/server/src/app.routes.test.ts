import { describe, expect, it } from 'vitest';
import { signedInUser } from './test/builders';
import { useTestApp } from './test/test-app';

const t = useTestApp();

describe('the API documentation', () => {
  it('the OpenAPI JSON lists every auth path with its body schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    const paths = Object.keys(document.paths);
    for (const path of [
      '/api/v2/authentication_tokens/create',
      '/api/v2/auth/me',
      '/api/v2/auth/logout',
      '/api/v2/users/accept_terms',
      '/api/v2/auth/profile',
      '/api/v2/auth/change-password',
      '/api/v2/auth/forgot-password',
      '/api/v2/auth/reset-password',
      '/api/v2/password/forgot',
      '/api/v2/password/reset',
      '/api/v2/legal_documents/{type}',
      '/api/v2/outbox_messages',
    ]) {
      expect(paths).toContain(path);
    }
    const signIn = document.paths['/api/v2/authentication_tokens/create'].post;
    expect(Object.keys(signIn.requestBody.content['application/json'].schema.properties)).toEqual(['email', 'password']);
    expect(paths.some((path) => path.startsWith('/api/v2/docs'))).toBe(false);
  });

  it('the documentation page is served at /api/v2/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/docs' });
    expect([200, 302]).toContain(response.statusCode);
  });
});

describe('security headers', () => {
  it('every answer, API errors included, carries the CSP and the rest of helmet\'s headers', async () => {
    for (const url of ['/api/v2/auth/me', '/healthz', '/api/v2/legal_documents/terms']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers, url).toMatchObject({
        'content-security-policy':
          "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;" +
          "connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
    }
  });
});

describe('without a built web app', () => {
  it('a page request explains how to build it, in the envelope', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/npm run build/);
  });
});

describe('an empty body sent as application/json', () => {
  // Many HTTP clients put the header on every call; an empty body then means "no body", not malformed JSON.
  const emptyJson = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });

  it('is accepted by calls that take no body', async () => {
    const user = await signedInUser(t);
    const customer = await t.call('POST', '/customers', { token: user.token, body: { firstName: 'Ada', lastName: 'Body', customerType: 'residential' } });
    expect(customer.status).toBe(200);
    const calls: Array<['PUT' | 'DELETE' | 'POST' | 'GET', string, number]> = [
      ['PUT', '/api/v2/users/accept_terms', 200],
      ['GET', '/api/v2/auth/me', 200],
      ['DELETE', `/api/v2/customers/${customer.body.data.customer.id}`, 200],
      ['POST', '/api/v2/auth/logout', 200],
    ];
    for (const [method, url, status] of calls) {
      const response = await t.app.inject({ method, url, headers: emptyJson(user.token), payload: '' });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    }
  });

  it('still answers 400 with the usual message where a body is needed', async () => {
    const user = await signedInUser(t);
    for (const payload of ['', '   ']) {
      const response = await t.app.inject({ method: 'POST', url: '/api/v2/customers', headers: emptyJson(user.token), payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { fieldErrors: { body: ['The request body must be a JSON object'] } } });
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/v2/customers', headers: emptyJson(user.token), payload: '{"firstName":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body must be valid JSON sent as application/json');
    const poisoned = await t.app.inject({ method: 'POST', url: '/api/v2/customers', headers: emptyJson(user.token), payload: '{"__proto__":{"role":"admin"}}' });
    expect(poisoned.statusCode).toBe(400);
  });
});
