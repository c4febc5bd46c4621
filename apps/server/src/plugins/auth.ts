import { isAdminRole, roles, type Role } from '@groundwork/domain/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { userViewColumns, type UserViewRow } from '../lib/accounts';
import { AppError } from '../lib/app-error';
import { preparedPerDb } from '../lib/prepared';
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
    /** The caller as the API shows users, loaded with the session: handlers that show the user need no second query. */
    user: UserViewRow;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a session (sign-in, forgot/reset password, legal documents, health). */
    public?: boolean;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * The session a token names, joined to its user (the columns the API shows, never the password hash), in one
 * round trip. Exported so the benchmark's database ceiling issues exactly this SQL.
 */
export function activeSessionQuery(db: Db) {
  return db
    .select({ companyId: sessions.companyId, user: userViewColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        isNull(sessions.revokedAt),
        // Encoded like any timestamp parameter (an ISO string): the server's clock decides expiry, as before.
        gt(sessions.expiresAt, sql.param(sql.placeholder('now'), sessions.expiresAt)),
      ),
    )
    .limit(1);
}

const preparedActiveSession = preparedPerDb((db) => activeSessionQuery(db).prepare('auth_active_session'));

export interface ActiveSession {
  ctx: RequestContext;
  user: UserViewRow;
}

/** The live session a bearer token names (it exists, is not revoked and has not expired), with its user. */
export async function findActiveSession(db: Db, sessionId: string): Promise<ActiveSession | undefined> {
  const [row] = await preparedActiveSession(db).execute({ sessionId, now: new Date() });
  if (!row || !(roles as readonly string[]).includes(row.user.role)) return undefined;
  return {
    ctx: { userId: row.user.id, companyId: row.companyId, role: row.user.role as Role, sessionId },
    user: row.user,
  };
}

export function requireAdmin(request: FastifyRequest): RequestContext {
  if (!isAdminRole(request.ctx.role)) throw new AppError('FORBIDDEN');
  return request.ctx;
}

async function authPlugin(app: FastifyInstance, options: { db: Db; jwtSecret: string }) {
  app.decorateRequest('ctx', null as unknown as RequestContext);
  app.decorateRequest('user', null as unknown as UserViewRow);

  /** Added to the /api/v2 scope: every route there needs a session unless its config says `public: true`. */
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (request.routeOptions.config.public) return;
    const match = BEARER.exec(request.headers.authorization ?? '');
    const sessionId = match?.[1] ? readSessionToken(options.jwtSecret, match[1]) : undefined;
    const session = sessionId ? await findActiveSession(options.db, sessionId) : undefined;
    if (!session) throw new AppError('UNAUTHENTICATED');
    request.ctx = session.ctx;
    request.user = session.user;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(authPlugin, { name: 'auth', fastify: '5.x' });
