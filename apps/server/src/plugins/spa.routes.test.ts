import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

// A stand-in for the Vite build: an index.html, a hashed asset and an unhashed public file.
const webDist = mkdtempSync(join(tmpdir(), 'gw-web-dist-'));
mkdirSync(join(webDist, 'assets'));
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(join(webDist, 'index.html'), INDEX);
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('groundwork '.repeat(500))});`);
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ WEB_DIST: webDist });

describe('serving the web app', () => {
  it.each(['/', '/dashboard', '/customers/42', '/legal/terms', '/reset-password?token=abc'])(
    'GET %s answers index.html, never cached',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    },
  );

  it('hashed assets are cached for a year as immutable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('assets are compressed for clients that accept it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('unhashed public files are revalidated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a missing asset is 404, not index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it('unknown /api paths are 404 in the envelope, for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/v2/no-such-thing' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found.', errors: ['Not found.'] });
    }
  });

  it('pages carry the security headers and a CSP the SPA obeys', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
