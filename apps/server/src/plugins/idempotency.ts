import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../lib/app-error';

/** How long a key is remembered: a client retrying after a day is making a new request. */
const KEY_LIFETIME = sql`interval '24 hours'`;
const KEY_FORMAT = /^[\x21-\x7e]{1,255}$/;
const HEADER = 'idempotency-key';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request holds an Idempotency-Key row and must fill it in or let it go. */
    idempotency: { companyId: string; key: string; stored: boolean } | null;
  }
}

function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** Answers what the first request with this key answered. */
function replay(reply: FastifyReply, statusCode: number, body: string): FastifyReply {
  return reply.code(statusCode).type('application/json; charset=utf-8').header('idempotent-replayed', 'true').send(body);
}

/**
 * ARCHITECTURE §3: `POST` creates accept an `Idempotency-Key` header, so a create retried after a lost answer makes
 * one record. The first request with a key claims it (a row with no status yet) and, when it succeeds, stores its
 * status and body; a retry with the same key and the same request gets that answer again (`Idempotent-Replayed:
 * true`); a retry while the first still runs gets 409; the same key with a different request gets 422. A failed
 * request lets its key go, so the client can try again. Keys are per company and kept for 24 hours.
 */
async function idempotencyPlugin(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  app.decorateRequest('idempotency', null);

  app.addHook('preHandler', async (request, reply) => {
    const header = request.headers[HEADER];
    if (request.method !== 'POST' || header === undefined || !request.ctx) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (key === undefined || !KEY_FORMAT.test(key)) {
      throw AppError.invalidField('Idempotency-Key', 'must be 1 to 255 visible ASCII characters');
    }
    const { companyId } = request.ctx;
    const print = fingerprint(request);

    await db
      .delete(idempotencyKeys)
      .where(and(eq(idempotencyKeys.companyId, companyId), lt(idempotencyKeys.createdAt, sql`now() - ${KEY_LIFETIME}`)));
    const claimed = await db
      .insert(idempotencyKeys)
      .values({ companyId, key, fingerprint: print })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) {
      request.idempotency = { companyId, key, stored: false };
      return;
    }

    const [earlier] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.companyId, companyId), eq(idempotencyKeys.key, key)));
    if (!earlier) throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed. Try again shortly.');
    if (earlier.fingerprint !== print) {
      throw new AppError('BUSINESS_RULE', 'This Idempotency-Key was already used for a different request.');
    }
    if (earlier.statusCode === null || earlier.responseBody === null) {
      throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed. Try again shortly.');
    }
    return replay(reply, earlier.statusCode, earlier.responseBody);
  });

  // Before compression: the body as the route's own serializer writes it.
  app.addHook('preSerialization', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    const body = reply.serialize(payload);
    if (typeof body !== 'string') return payload; // not JSON: nothing to replay, the key is let go on response
    await db
      .update(idempotencyKeys)
      .set({ statusCode: reply.statusCode, responseBody: body })
      .where(and(eq(idempotencyKeys.companyId, held.companyId), eq(idempotencyKeys.key, held.key)));
    held.stored = true;
    return payload;
  });

  app.addHook('onResponse', async (request) => {
    const held = request.idempotency;
    if (!held || held.stored) return;
    await db
      .delete(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.companyId, held.companyId), eq(idempotencyKeys.key, held.key), isNull(idempotencyKeys.statusCode)),
      );
  });
}

export default fp(idempotencyPlugin, { name: 'idempotency', fastify: '5.x', dependencies: ['auth'] });
