import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApiPath, sendError } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files are revalidated every time (ETag), so a deploy is seen on the next load. */
const REVALIDATE = 'no-cache';

function looksLikeAFile(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  const last = path.slice(path.lastIndexOf('/') + 1);
  return path.startsWith('/assets/') || last.includes('.');
}

/**
 * Serves the built SPA from WEB_DIST: hashed /assets/* cached for a year, index.html never cached,
 * and any other GET outside /api answered with index.html so deep links work (history fallback).
 */
async function spaPlugin(app: FastifyInstance, options: { webDist: string }) {
  const indexHtml = join(options.webDist, 'index.html');
  const built = existsSync(indexHtml);

  if (built) {
    const assetsDir = join(options.webDist, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: options.webDist,
      prefix: '/',
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (!isRead || isApiPath(request.url) || looksLikeAFile(request.url)) return sendError(reply, 'NOT_FOUND');
    if (!built) return sendError(reply, 'NOT_FOUND', 'The web app has not been built yet: run `npm run build`.');
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').sendFile('index.html');
  });
}

export default fp(spaPlugin, { name: 'spa', fastify: '5.x' });
