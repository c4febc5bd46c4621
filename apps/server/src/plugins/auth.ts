import { createHash } from 'node:crypto';
import { isAdminRole, roles, type Role } from '@groundwork/domain/auth';
import { API_KEY_NOT_ALLOWED_MESSAGE, API_KEY_PREFIX, API_KEY_READ_ONLY_MESSAGE, type ApiKeyScope } from '@groundwork/domain/integrations';
import { API_BASE_PATH } from '@groundwork/domain/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { apiKeys, sessions, users } from '../db/schema';
import { userViewColumns, type UserViewRow } from '../lib/accounts';
import { AppError } from '../lib/app-error';
import { preparedPerDb } from '../lib/prepared';
import { readSessionToken } from '../lib/session-tokens';

/** Who is calling, from the session row, never from the request: every service scopes by companyId. */
export interface RequestContext {
  userId: string;
  companyId: string;
  role: Role;
  /** The session's id; '' when an API key calls (`apiKey`). */
  sessionId: string;
  /** Set when the caller is an API key: it acts as the user who made it, within its scope. */
  apiKey?: { id: string; scope: ApiKeyScope };
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

/** Hex SHA-256 of an API key: what api_keys keeps and looks keys up by. */
export function apiKeyHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

const preparedApiKey = preparedPerDb((db) =>
  db
    .select({ id: apiKeys.id, scope: apiKeys.scope, companyId: apiKeys.companyId, lastUsedAt: apiKeys.lastUsedAt, user: userViewColumns })
    .from(apiKeys)
    .innerJoin(users, and(eq(users.id, apiKeys.createdBy), eq(users.companyId, apiKeys.companyId)))
    .where(and(eq(apiKeys.keyHash, sql.placeholder('keyHash')), isNull(apiKeys.revokedAt)))
    .limit(1)
    .prepare('auth_api_key'),
);

/** How often a key's "last used" is written: once a minute at most, not on every call. */
const LAST_USED_EVERY_MS = 60_000;

/** The caller an unrevoked API key names: its maker, in its company, with the key's scope. */
export async function findApiKeyCaller(db: Db, key: string): Promise<ActiveSession | undefined> {
  if (!/^gw_[A-Za-z0-9_-]{43}$/.test(key)) return undefined;
  const [row] = await preparedApiKey(db).execute({ keyHash: apiKeyHash(key) });
  if (!row || !(roles as readonly string[]).includes(row.user.role)) return undefined;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
    await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.id));
  }
  return {
    ctx: { userId: row.user.id, companyId: row.companyId, role: row.user.role as Role, sessionId: '', apiKey: { id: row.id, scope: row.scope } },
    user: row.user,
  };
}

/**
 * Paths an API key never reaches: the account (profile, password, sessions) and integrations (a key cannot make keys
 * or webhooks). /auth/me stays: it is how a tool like Zapier checks a key works.
 */
const KEYLESS_PATHS = [`${API_BASE_PATH}/auth/`, `${API_BASE_PATH}/integrations`];
const KEY_CHECK_PATH = `${API_BASE_PATH}/auth/me`;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses what an API key's scope does not allow, before the body is read. */
function checkApiKeyScope(request: FastifyRequest, scope: ApiKeyScope): void {
  const path = request.url.split('?')[0] ?? '';
  if (path !== KEY_CHECK_PATH && KEYLESS_PATHS.some((prefix) => path.startsWith(prefix))) throw new AppError('FORBIDDEN', API_KEY_NOT_ALLOWED_MESSAGE);
  if (scope === 'read' && !READ_METHODS.has(request.method)) throw new AppError('FORBIDDEN', API_KEY_READ_ONLY_MESSAGE);
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
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (token?.startsWith(API_KEY_PREFIX)) {
      const caller = await findApiKeyCaller(options.db, token);
      if (!caller) throw new AppError('UNAUTHENTICATED');
      checkApiKeyScope(request, caller.ctx.apiKey!.scope);
      request.ctx = caller.ctx;
      request.user = caller.user;
      return;
    }
    const sessionId = token ? readSessionToken(options.jwtSecret, token) : undefined;
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
