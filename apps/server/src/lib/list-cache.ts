import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

interface Entry {
  etag: string;
  /** UTF-8 bytes, encoded once: sending a Buffer spares encoding ~10 MB of text on every request. */
  body: Buffer;
  /** Compressed once per version, off the event loop, and only when a client asks for it. */
  gzipped?: Promise<Buffer>;
}

/**
 * The last answer of a whole-list call (GET /customers, GET /leads) per company, kept with the list version it was
 * built for. A request first reads the version from the database (one row), so every instance serves exactly what
 * the database holds: the cache only spares rebuilding 20,000 rows that have not changed. Least recently used
 * companies are dropped beyond `maxEntries` or `maxBytes`.
 */
export class ListCache {
  private readonly entries = new Map<string, Entry>();

  /** At most `maxEntries` companies and about `maxBytes` of text (a 20,000-customer list is ~9 MB). */
  constructor(
    private readonly maxEntries = 32,
    private readonly maxBytes = 192 * 1024 * 1024,
  ) {}

  private bytes(): number {
    let total = 0;
    for (const entry of this.entries.values()) total += entry.body.length;
    return total;
  }

  /** The cached body for this company at this version, else builds it (the build must read at or after `etag`). */
  async body(companyId: string, etag: string, build: () => Promise<string>): Promise<Entry> {
    const cached = this.entries.get(companyId);
    if (cached && cached.etag === etag) {
      this.entries.delete(companyId);
      this.entries.set(companyId, cached);
      return cached;
    }
    const entry: Entry = { etag, body: Buffer.from(await build(), 'utf8') };
    this.entries.delete(companyId);
    this.entries.set(companyId, entry);
    while (this.entries.size > 1 && (this.entries.size > this.maxEntries || this.bytes() > this.maxBytes)) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    return entry;
  }

  static gzipped(entry: Entry): Promise<Buffer> {
    entry.gzipped ??= gzipAsync(entry.body, { level: 6 });
    return entry.gzipped;
  }
}

/** Whether the client takes gzip (q=0 refuses it). */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  if (!acceptEncoding) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') return false;
    return !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/**
 * Answers a whole-list GET: 304 when If-None-Match names the current version, else the cached (or freshly built)
 * JSON text, gzipped once per version for clients that take gzip. `etag` must be read before `build` runs.
 */
export async function replyWithList(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ListCache,
  etag: string,
  build: () => Promise<string>,
): Promise<FastifyReply> {
  reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) {
    // No body, so no content type or length: clients must not wait for one.
    return reply.code(304).send(undefined as never);
  }
  const entry = await cache.body(request.ctx.companyId, etag, build);
  reply.type('application/json; charset=utf-8');
  if (acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send((await ListCache.gzipped(entry)) as never);
  }
  return reply.send(entry.body as never);
}

/** Below this size a delta is sent as it is: compressing a few rows costs more than it saves. */
const GZIP_CHANGES_FROM_BYTES = 16 * 1024;

/**
 * Answers GET /customers?since=N with the changes' JSON text. It is one client's catch-up, so nothing caches it; a large
 * one (an import) is gzipped for clients that take gzip.
 */
export async function replyWithListChanges(request: FastifyRequest, reply: FastifyReply, json: string): Promise<FastifyReply> {
  const body = Buffer.from(json, 'utf8');
  reply.header('cache-control', 'private, no-store').header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (body.length >= GZIP_CHANGES_FROM_BYTES && acceptsGzip(request.headers['accept-encoding'])) {
    return reply.header('content-encoding', 'gzip').send((await gzipAsync(body, { level: 6 })) as never);
  }
  return reply.send(body as never);
}
