import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';

// A stand-in for the Vite build: an index.html, hashed assets (one compressed at build time), an unhashed public
// file, and the route table's preloads.
const webDist = mkdtempSync(join(tmpdir(), 'gw-web-dist-'));
mkdirSync(join(webDist, 'assets'));
mkdirSync(join(webDist, '.vite'));
const ROUTE_PRELOADS = [
  { pattern: '/customers/:customerId', scripts: ['/assets/customer-detail-1.js', '/assets/shared-2.js'], styles: [] },
  { pattern: '/customers/new', scripts: ['/assets/customer-new-3.js'], styles: ['/assets/customer-new-4.css'] },
  { pattern: '/proposal/:token', scripts: [], styles: [], html: 'proposal.html' },
  { pattern: '/invoice/:token', scripts: [], styles: [], html: 'invoice.html' },
  { pattern: '/form/:token', scripts: [], styles: [], html: 'form.html' },
];
const PROPOSAL = '<!doctype html><html><head><script type="module" src="/assets/proposal-ghi789.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(join(webDist, 'proposal.html'), PROPOSAL);
const INVOICE = '<!doctype html><html><head><script type="module" src="/assets/invoice-jkl012.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(join(webDist, 'invoice.html'), INVOICE);
const FORM = '<!doctype html><html><head><script type="module" src="/assets/form-mno345.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(join(webDist, 'form.html'), FORM);
writeFileSync(join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
const PRECOMPRESSED_JS = `console.log(${JSON.stringify('built once '.repeat(500))});`;
const PRECOMPRESSED_BR = brotliCompressSync(PRECOMPRESSED_JS);
writeFileSync(join(webDist, 'assets', 'app-def456.js'), PRECOMPRESSED_JS);
writeFileSync(join(webDist, 'assets', 'app-def456.js.br'), PRECOMPRESSED_BR);
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
writeFileSync(join(webDist, 'index.html'), INDEX);
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('groundwork '.repeat(500))});`);
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

const t = useTestApp({ WEB_DIST: webDist });

describe('serving the web app', () => {
  it.each(['/', '/dashboard', '/leads/42', '/legal/terms', '/reset-password?token=abc'])(
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

  it('assets compressed at build time are sent as built, not compressed again', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(PRECOMPRESSED_BR)).toBe(true);
  });

  it("a route's page preloads the chunks the route needs, with the entry", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/customers/42?tab=jobs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/customer-detail-1.js">');
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-2.js">');
    expect(response.body.replace(/\s*<link [^>]+>/g, '')).toBe(INDEX);
  });

  it('the most specific route wins: /customers/new is not /customers/:customerId', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/customers/new' });
    expect(response.body).toContain('<link rel="modulepreload" crossorigin href="/assets/customer-new-3.js">');
    expect(response.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/customer-new-4.css">');
    expect(response.body).not.toContain('customer-detail-1.js');
  });

  it('a public page with an entry of its own gets its own HTML, never cached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/proposal/abc-DEF_123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(PROPOSAL);
  });

  it.each(['/invoice/x', '/invoice/abc-DEF_123?paid=1'])("the client's invoice page %s gets its own HTML, never cached", async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INVOICE);
  });

  it('a lead form’s hosted page may be framed by any website; every other page by none', async () => {
    const form = await t.app.inject({ method: 'GET', url: '/form/abc-DEF_123?sent=1' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toBe(FORM);
    expect(form.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(form.headers['content-security-policy']).toContain("script-src 'self'");
    expect(form.headers['x-frame-options']).toBeUndefined();
    for (const url of ['/dashboard', '/proposal/abc', '/apply/abc']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(other.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('a page the browser already has is answered 304 by its ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/customers/42' });
    const again = await t.app.inject({ method: 'GET', url: '/customers/7', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("the build's bookkeeping is not served", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/.vite/route-preloads.json' });
    expect(response.statusCode).toBe(404);
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
