import { randomBytes } from 'node:crypto';
import { API_KEY_NOT_FOUND_MESSAGE, API_KEY_PREFIX, MAX_API_KEYS, type ApiKey, type ApiKeyScope } from '@groundwork/domain/integrations';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { now } from '../../lib/clients';
import { apiKeyHash, type RequestContext } from '../../plugins/auth';

const notFound = () => new AppError('NOT_FOUND', API_KEY_NOT_FOUND_MESSAGE);
/** How many of the key's characters the list shows: the prefix and four more. */
const HINT_LENGTH = API_KEY_PREFIX.length + 4;

const columns = {
  id: apiKeys.id,
  name: apiKeys.name,
  scope: apiKeys.scope,
  hint: apiKeys.hint,
  createdAt: apiKeys.createdAt,
  lastUsedAt: apiKeys.lastUsedAt,
  revokedAt: apiKeys.revokedAt,
  createdBy: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
};

type KeyRow = { id: string; name: string; scope: ApiKeyScope; hint: string; createdAt: Date; lastUsedAt: Date | null; revokedAt: Date | null; createdBy: string };

const view = (row: KeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: `${row.hint}…`,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/**
 * API keys for /api/v2 (docs/integrations.md): made by an admin, shown once, kept as a SHA-256, revoked for good. A key
 * acts as the admin who made it (plugins/auth.ts), read-only or read-write as its scope says.
 */
export function createApiKeysService({ db }: { db: Db }) {
  async function one(companyId: string, id: string): Promise<KeyRow> {
    const [row] = await db
      .select(columns)
      .from(apiKeys)
      .innerJoin(users, eq(users.id, apiKeys.createdBy))
      .where(and(eq(apiKeys.companyId, companyId), eq(apiKeys.id, id)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  return {
    async list(ctx: RequestContext): Promise<ApiKey[]> {
      const rows = await db
        .select(columns)
        .from(apiKeys)
        .innerJoin(users, eq(users.id, apiKeys.createdBy))
        .where(eq(apiKeys.companyId, ctx.companyId))
        .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt));
      return rows.map(view);
    },

    /** The new key, whole, once: only its hash is kept. */
    async create(ctx: RequestContext, input: { name: string; scope: ApiKeyScope }): Promise<{ apiKey: ApiKey; key: string }> {
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.companyId, ctx.companyId), isNull(apiKeys.revokedAt)));
      if (Number(n) >= MAX_API_KEYS) throw new AppError('CONFLICT', `A company can have at most ${MAX_API_KEYS} live API keys. Revoke one you no longer use.`);
      const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
      const [row] = await db
        .insert(apiKeys)
        .values({ companyId: ctx.companyId, name: input.name, scope: input.scope, hint: key.slice(0, HINT_LENGTH), keyHash: apiKeyHash(key), createdBy: ctx.userId })
        .returning({ id: apiKeys.id });
      return { apiKey: view(await one(ctx.companyId, row!.id)), key };
    },

    /** Revoked at once and for good: the next call with it is 401. Revoking twice is harmless. */
    async revoke(ctx: RequestContext, id: string): Promise<ApiKey> {
      await db
        .update(apiKeys)
        .set({ revokedAt: now() })
        .where(and(eq(apiKeys.companyId, ctx.companyId), eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
      return view(await one(ctx.companyId, id));
    },
  };
}
