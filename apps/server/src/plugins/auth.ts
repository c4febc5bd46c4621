import { isAdminRole, roles, type Role } from '@groundwork/domain/auth';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { readSessionToken } from '../lib/session-tokens';

/** Who is calling, from the session row, never from the request: every service scopes by companyId. */
export interface RequestContext {
  userId: string;
  companyId: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a session (sign-in, forgot/reset password, legal documents, health). */
    public?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The live session a bearer token names: it exists, is not revoked and has not expired. */
export async function findActiveSession(db: Db, sessionId: string): Promise<RequestContext | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId, companyId: sessions.companyId, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row || !(roles as readonly string[]).includes(row.role)) return undefined;
  return { userId: row.userId, companyId: row.companyId, role: row.role as Role, sessionId };
}

export function requireAdmin(request: FastifyRequest): RequestContext {
  if (!isAdminRole(request.ctx.role)) throw new AppError('FORBIDDEN');
  return request.ctx;
}

async function authPlugin(app: FastifyInstance, options: { db: Db; jwtSecret: string }) {
  app.decorateRequest('ctx', null as unknown as RequestContext);

  /** Added to the /api/v2 scope: every route there needs a session unless its config says `public: true`. */
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.routeOptions.config.public) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    const sessionId = match?.[1] ? await readSessionToken(options.jwtSecret, match[1]) : undefined;
    const ctx = sessionId ? await findActiveSession(options.db, sessionId) : undefined;
    if (!ctx) throw new AppError('UNAUTHENTICATED');
    request.ctx = ctx;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x' });
