import { describe, expect, it } from 'vitest';
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
