import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendError } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files are revalidated every time (ETag), so a deploy is seen on the next load. */
const REVALIDATE = 'no-cache';
/**
 * Public pages a company puts inside its own website (a lead form, in an iframe): any site may frame them. Everything
 * else keeps `frame-ancestors 'none'`, so no other page of the app can be framed (clickjacking).
 */
const EMBEDDABLE_PAGES: ReadonlySet<string> = new Set(['form.html']);

/** Written by the web build (apps/web/build/route-preloads.ts): each route pattern with the files it loads. */
const ROUTE_PRELOADS = join('.vite', 'route-preloads.json');

interface RouteFiles {
  pattern: string;
  scripts: string[];
  styles: string[];
  /** A public page built as an entry of its own: this HTML file instead of index.html. */
  html?: string;
}

function looksLikeAFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return path.startsWith('/assets/') || last.includes('.');
}

/**
 * How well a React Router pattern matches a path, or -1: static segments count most, then `:params`, then a
 * trailing `*` — the order in which React Router ranks the routes that match, which is all this needs.
 */
export function matchScore(pattern: string, pathname: string): number {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  let score = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return score + 1;
    const part = given[index];
    if (part === undefined) return -1;
    if (segment.startsWith(':')) score += 3;
    else if (segment === part) score += 10;
    else return -1;
  }
  return given.length === wanted.length ? score + 2 : -1;
}

/** A `<link>` for every file the route needs beyond the entry, just before `</head>`. */
function withPreloads(html: string, route: RouteFiles): string {
  const links = [
    ...route.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
    ...route.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** Lets any site show this page in an iframe: the security headers' frame-ancestors opened, X-Frame-Options dropped. */
function allowFraming(reply: FastifyReply): void {
  const policy = reply.raw.getHeader('content-security-policy');
  if (typeof policy === 'string') reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  reply.raw.removeHeader('x-frame-options');
}

/**
 * Serves the built SPA from WEB_DIST: hashed /assets/* cached for a year, index.html never cached, and any other
 * GET outside /api answered with index.html so deep links work (history fallback). Files are sent as the build
 * compressed them (.br, .gz), never compressed again per request. index.html carries modulepreload links for the
 * requested route's chunks, so the browser fetches them alongside the entry instead of after it has run.
 */
async function spaPlugin(app: FastifyInstance, options: { webDist: string }) {
  const indexHtmlFile = join(options.webDist, 'index.html');
  const built = existsSync(indexHtmlFile);

  if (built) {
    const assetsDir = join(options.webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      cacheControl: false,
      // index.html goes through the not-found handler below, which adds the route's preloads.
      index: false,
      // The build's bookkeeping (.vite/) is not for browsers.
      dotfiles: 'ignore',
      preCompressed: true,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  const indexHtml = built ? readFileSync(indexHtmlFile, 'utf8') : '';
  const preloadsFile = join(options.webDist, ROUTE_PRELOADS);
  const routes: RouteFiles[] = built && existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as RouteFiles[]) : [];
  /** index.html as sent for each route pattern (and '' for paths no route matches), with its ETag. */
  const pages = new Map<string, { html: string; etag: string; embeddable: boolean }>();
  const pageFor = (pathname: string) => {
    let best: RouteFiles | undefined;
    let bestScore = -1;
    for (const route of routes) {
      const score = matchScore(route.pattern, pathname);
      if (score > bestScore) [best, bestScore] = [route, score];
    }
    const key = best?.pattern ?? '';
    let page = pages.get(key);
    if (!page) {
      const html = best?.html ? readFileSync(join(options.webDist, best.html), 'utf8') : best ? withPreloads(indexHtml, best) : indexHtml;
      page = { html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, embeddable: best?.html !== undefined && EMBEDDABLE_PAGES.has(best.html) };
      pages.set(key, page);
    }
    return page;
  };
  const sendIndex = (url: string, ifNoneMatch: string | undefined, reply: FastifyReply) => {
    const page = pageFor(url.split('?')[0] ?? '/');
    reply.header('cache-control', REVALIDATE).header('etag', page.etag).type('text/html; charset=utf-8');
    if (page.embeddable) allowFraming(reply);
    return ifNoneMatch === page.etag ? reply.code(304).send() : reply.send(page.html);
  };

  // The static plugin's wildcard would answer / with the directory; / is a page like any other.
  if (built) app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request.url, request.headers['if-none-match'], reply));

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isApiPath(request.url) || looksLikeAFile(request.url)) return sendError(reply, 'NOT_FOUND');
    if (!built) return sendError(reply, 'NOT_FOUND', 'The web app has not been built yet: run `npm run build`.');
    return sendIndex(request.url, request.headers['if-none-match'], reply);
  });
}

export default fp(spaPlugin, { name: 'spa', fastify: '5.x' });
