import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { clearCachedLists, invalidateCachedList, listCacheKey, readCachedList, writeCachedList } from './list-cache';

const dana = { userId: 'user-1', companyId: 'company-1' };
const sam = { userId: 'user-2', companyId: 'company-1' };

describe('list cache', () => {
  it('keeps one copy per list, user and company', () => {
    writeCachedList('customers', dana, [{ id: 'a' }], 1000);
    writeCachedList('customers', sam, [{ id: 'b' }], 2000);
    expect(listCacheKey('customers', dana)).toBe('cache:customers:user-1:company-1');
    expect(readCachedList('customers', dana)).toEqual({ savedAt: 1000, items: [{ id: 'a' }] });
    expect(readCachedList('customers', sam)?.items).toEqual([{ id: 'b' }]);
    expect(readCachedList('leads', dana)).toBeNull();
  });

  it('ignores an unreadable entry', () => {
    window.localStorage.setItem(listCacheKey('customers', dana), '{not json');
    expect(readCachedList('customers', dana)).toBeNull();
  });

  it('a change drops the stored copies of that list only and refetches its queries', async () => {
    writeCachedList('customers', dana, [{ id: 'a' }]);
    writeCachedList('leads', dana, [{ id: 'l' }]);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['customers', 'list', 'company-1', 'user-1'], [{ id: 'a' }]);
    await invalidateCachedList(queryClient, 'customers');
    expect(readCachedList('customers', dana)).toBeNull();
    expect(readCachedList('leads', dana)).not.toBeNull();
    expect(queryClient.getQueryState(['customers', 'list', 'company-1', 'user-1'])?.isInvalidated).toBe(true);
  });

  it('logout clears every cached list and nothing else', () => {
    writeCachedList('customers', dana, [{ id: 'a' }]);
    writeCachedList('leads', sam, [{ id: 'l' }]);
    window.localStorage.setItem('sidebar', 'kept');
    clearCachedLists();
    expect(readCachedList('customers', dana)).toBeNull();
    expect(readCachedList('leads', sam)).toBeNull();
    expect(window.localStorage.getItem('sidebar')).toBe('kept');
  });
});
