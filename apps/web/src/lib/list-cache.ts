import type { QueryClient } from '@tanstack/react-query';

/**
 * Whole lists kept in localStorage so their screens open instantly (SPEC.md §4 "Data caching":
 * customers and leads load once, are cached, and are used when present). One entry per list, user
 * and company — `cache:<list>:<userId>:<companyId>` — so a second person on the same browser never
 * sees the first one's book; logout removes them all (storage.clearSession).
 */
export const LIST_CACHE_PREFIX = 'cache:';

export type ListCacheScope = { userId: string; companyId: string };

export type CachedList<T> = { savedAt: number; items: T[] };

export function listCacheKey(list: string, scope: ListCacheScope): string {
  return `${LIST_CACHE_PREFIX}${list}:${scope.userId}:${scope.companyId}`;
}

export function readCachedList<T>(list: string, scope: ListCacheScope): CachedList<T> | null {
  try {
    const raw = window.localStorage.getItem(listCacheKey(list, scope));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<CachedList<T>>;
    if (typeof parsed.savedAt !== 'number' || !Array.isArray(parsed.items)) return null;
    return { savedAt: parsed.savedAt, items: parsed.items };
  } catch {
    return null;
  }
}

export function writeCachedList<T>(list: string, scope: ListCacheScope, items: T[], savedAt: number = Date.now()): void {
  try {
    window.localStorage.setItem(listCacheKey(list, scope), JSON.stringify({ savedAt, items } satisfies CachedList<T>));
  } catch {
    // Full or disabled storage: the list still works, it just loads from the server next time.
  }
}

/** Removes every cached list (every user and company): logout leaves nothing of the client book behind. */
export function clearCachedLists(): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(LIST_CACHE_PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was cached.
  }
}

/**
 * After a change to a cached list (a customer saved, a lead converted): the stored copy is dropped so no later visit
 * opens on it, and the list's queries (key `[list, 'list', …]`) refetch — which stores the fresh copy again.
 */
export function invalidateCachedList(queryClient: QueryClient, list: string): Promise<void> {
  try {
    const storage = window.localStorage;
    const prefix = `${LIST_CACHE_PREFIX}${list}:`;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was cached.
  }
  return queryClient.invalidateQueries({ queryKey: [list, 'list'] });
}
