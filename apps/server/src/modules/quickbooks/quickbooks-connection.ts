import { QUICKBOOKS_NOT_CONNECTED_MESSAGE, QUICKBOOKS_RECONNECT_MESSAGE } from '@groundwork/domain/quickbooks';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quickBooksConnections } from '../../db/schema';
import { QuickBooksGrantRefused, QuickBooksUnauthorized, type QuickBooksApi, type QuickBooksAuth, type QuickBooksTokens } from './quickbooks-api';
import type { TokenCipher } from './quickbooks-secrets';

/** An access token this close to its end is refreshed before use rather than sent to be refused. */
const REFRESH_MARGIN_MS = 5 * 60_000;

/** The company has no live connection (never connected, disconnected, or QuickBooks refused the saved sign-in). */
export class QuickBooksNotConnected extends Error {
  override name = 'QuickBooksNotConnected';
}

export type ConnectionRow = typeof quickBooksConnections.$inferSelect;

export function sealedTokens(cipher: TokenCipher, tokens: QuickBooksTokens) {
  return {
    accessToken: cipher.seal(tokens.accessToken),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshToken: cipher.seal(tokens.refreshToken),
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
  };
}

/**
 * Calls to QuickBooks as a company: a fresh access token (refreshed when near its end, or when QuickBooks refuses it
 * once), Intuit's rotated refresh token always kept. Two workers refreshing at once: the first to store wins and the
 * other takes the stored tokens.
 */
export function createQuickBooksConnections({ db, api, cipher }: { db: Db; api: QuickBooksApi; cipher: TokenCipher }) {
  async function load(companyId: string): Promise<ConnectionRow | undefined> {
    const [row] = await db.select().from(quickBooksConnections).where(eq(quickBooksConnections.companyId, companyId)).limit(1);
    return row;
  }

  function live(row: ConnectionRow | undefined): row is ConnectionRow & { realmId: string; accessToken: string; refreshToken: string } {
    return Boolean(row?.realmId && row.accessToken && row.refreshToken && !row.needsReconnectAt);
  }

  async function refresh(row: ConnectionRow & { refreshToken: string }): Promise<string> {
    let tokens: QuickBooksTokens;
    try {
      tokens = await api.refresh(cipher.open(row.refreshToken));
    } catch (error) {
      if (!(error instanceof QuickBooksGrantRefused)) throw error;
      // Someone else may have refreshed with it a moment ago (Intuit then refuses the old one): their tokens stand.
      const now = await load(row.companyId);
      if (live(now) && now.refreshToken !== row.refreshToken) return cipher.open(now.accessToken);
      await db
        .update(quickBooksConnections)
        .set({ needsReconnectAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(quickBooksConnections.companyId, row.companyId), eq(quickBooksConnections.refreshToken, row.refreshToken)));
      throw new QuickBooksNotConnected(QUICKBOOKS_RECONNECT_MESSAGE, { cause: error });
    }
    const [stored] = await db
      .update(quickBooksConnections)
      .set({ ...sealedTokens(cipher, tokens), updatedAt: sql`now()` })
      .where(and(eq(quickBooksConnections.companyId, row.companyId), eq(quickBooksConnections.refreshToken, row.refreshToken)))
      .returning({ companyId: quickBooksConnections.companyId });
    if (stored) return tokens.accessToken;
    const now = await load(row.companyId);
    if (!live(now)) throw new QuickBooksNotConnected(QUICKBOOKS_NOT_CONNECTED_MESSAGE);
    return cipher.open(now.accessToken);
  }

  async function auth(companyId: string, options: { forceRefresh?: boolean } = {}): Promise<QuickBooksAuth> {
    const row = await load(companyId);
    if (!live(row)) throw new QuickBooksNotConnected(row?.needsReconnectAt ? QUICKBOOKS_RECONNECT_MESSAGE : QUICKBOOKS_NOT_CONNECTED_MESSAGE);
    const fresh = row.accessTokenExpiresAt && row.accessTokenExpiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS;
    const accessToken = fresh && !options.forceRefresh ? cipher.open(row.accessToken) : await refresh(row);
    return { realmId: row.realmId, accessToken };
  }

  return {
    load,
    live,
    /** Runs `call` as the company; a 401 refreshes the access token and runs it once more. */
    async withAuth<T>(companyId: string, call: (auth: QuickBooksAuth) => Promise<T>): Promise<T> {
      try {
        return await call(await auth(companyId));
      } catch (error) {
        if (!(error instanceof QuickBooksUnauthorized)) throw error;
        return call(await auth(companyId, { forceRefresh: true }));
      }
    },
  };
}

export type QuickBooksConnections = ReturnType<typeof createQuickBooksConnections>;
