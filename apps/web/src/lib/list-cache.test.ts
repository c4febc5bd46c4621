import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { clearCachedLists, fetchClientList, invalidateCachedList, readCachedList, saveList, type HeldList } from './list-cache';

const dana = { userId: 'user-1', companyId: 'company-1' };
const sam = { userId: 'user-2', companyId: 'company-1' };
const row = (id: string, name = id) => ({ id, name });
type Row = ReturnType<typeof row>;
const held = (items: Row[], version: number, savedAt = 1000): HeldList<Row> => ({ items, version, savedAt });

/** A query function's context for a list query, on its own client. */
function queryContext(queryClient = new QueryClient()) {
  return { client: queryClient, queryKey: ['customers', 'list', dana.companyId, dana.userId], signal: new AbortController().signal };
}

describe('list cache (IndexedDB)', () => {
  it('keeps one copy per list, user and company, with its version', async () => {
    await saveList('customers', dana, { items: [row('a')], version: 3 }, held([row('a')], 3, 1000));
    await saveList('customers', sam, { items: [row('b')], version: 4 }, held([row('b')], 4, 2000));
    expect(await readCachedList('customers', dana)).toEqual({ items: [row('a')], version: 3, savedAt: 1000 });
    expect((await readCachedList('customers', sam))?.items).toEqual([row('b')]);
    expect(await readCachedList('leads', dana)).toBeNull();
  });

  it('writes a delta as its rows when the stored copy is at the version it starts from, else the held rows', async () => {
    await saveList('customers', dana, { items: [row('a'), row('b'), row('c')], version: 3 }, held([row('a'), row('b'), row('c')], 3));
    await saveList('customers', dana, { items: [row('b', 'Bobby'), row('d')], removedIds: ['c'], version: 5, since: 3 }, held([], 5));
    const stored = await readCachedList<Row>('customers', dana);
    expect(stored?.version).toBe(5);
    expect(stored?.items.sort((x, y) => x.id.localeCompare(y.id))).toEqual([row('a'), row('b', 'Bobby'), row('d')]);

    // A delta from a version the stored copy is not at: the held (merged) rows replace it.
    await saveList('customers', dana, { items: [row('z')], removedIds: [], version: 9, since: 7 }, held([row('a'), row('z')], 9));
    expect((await readCachedList<Row>('customers', dana))?.items.map((item) => item.id).sort()).toEqual(['a', 'z']);
  });

  it('reads back the list after many deltas (they are folded into a new snapshot as they pile up)', async () => {
    let rows = [row('a')];
    await saveList('customers', dana, { items: rows, version: 1 }, held(rows, 1));
    for (let version = 2; version <= 70; version += 1) {
      const added = row(`r${version}`);
      rows = [...rows.filter((item) => item.id !== `r${version - 2}`), added];
      await saveList('customers', dana, { items: [added], removedIds: [`r${version - 2}`], version, since: version - 1 }, held(rows, version));
    }
    const stored = await readCachedList<Row>('customers', dana);
    expect(stored?.version).toBe(70);
    expect(stored?.items.map((item) => item.id).sort()).toEqual(['a', 'r69', 'r70']);
  });

  it('leaves a stored copy that is further on (another tab) as it is', async () => {
    await saveList('customers', dana, { items: [row('new')], version: 8 }, held([row('new')], 8));
    await saveList('customers', dana, { items: [row('old')], version: 6 }, held([row('old')], 6));
    expect(await readCachedList('customers', dana)).toMatchObject({ version: 8, items: [row('new')] });
  });

  it('holds 20,000 rows', async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => row(`id-${index}`));
    await saveList('customers', dana, { items: rows, version: 1 }, held(rows, 1));
    expect((await readCachedList('customers', dana))?.items).toHaveLength(20_000);
  });

  it('logout clears every cached list, including copies left in localStorage by older versions', async () => {
    await saveList('customers', dana, { items: [row('a')], version: 1 }, held([row('a')], 1));
    await saveList('leads', sam, { items: [row('l')], version: 1 }, held([row('l')], 1));
    window.localStorage.setItem('cache:customers:user-1:company-1', '{"savedAt":1,"items":[]}');
    window.localStorage.setItem('sidebar', 'kept');
    await clearCachedLists();
    expect(await readCachedList('customers', dana)).toBeNull();
    expect(await readCachedList('leads', sam)).toBeNull();
    expect(window.localStorage.getItem('cache:customers:user-1:company-1')).toBeNull();
    expect(window.localStorage.getItem('client-book:customers:user-1:company-1')).toBeNull();
    expect(window.localStorage.getItem('sidebar')).toBe('kept');
  });

  it('a save prepared before logout does not write the book back', async () => {
    const context = queryContext();
    let answer!: (delta: { items: Row[]; version: number }) => void;
    const loading = fetchClientList<Row>(context, 'customers', dana, () => new Promise((resolve) => (answer = resolve)));
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    await clearCachedLists();
    answer({ items: [row('a')], version: 2 });
    await loading;
    await clearCachedLists(); // waits for any queued save
    expect(await readCachedList('customers', dana)).toBeNull();
  });
});

describe('fetchClientList', () => {
  it('without a copy fetches the whole list and stores it', async () => {
    const fetchList = vi.fn(async () => ({ items: [row('a'), row('b')], version: 4 }));
    const result = await fetchClientList<Row>(queryContext(), 'customers', dana, fetchList);
    expect(fetchList).toHaveBeenCalledWith(undefined, expect.any(AbortSignal));
    expect(result).toMatchObject({ items: [row('a'), row('b')], version: 4 });
    await vi.waitFor(async () => expect((await readCachedList('customers', dana))?.version).toBe(4));
  });

  it('with a stored copy shows it at once, then asks only for what changed since its version', async () => {
    await saveList('customers', dana, { items: [row('a'), row('b')], version: 4 }, held([row('a'), row('b')], 4));
    const context = queryContext();
    let answer!: (delta: { items: Row[]; version: number; since: number; removedIds: string[] }) => void;
    const fetchList = vi.fn((_since: number | undefined) => new Promise<{ items: Row[]; version: number; since: number; removedIds: string[] }>((resolve) => (answer = resolve)));
    const loading = fetchClientList<Row>(context, 'customers', dana, fetchList);
    await vi.waitFor(() => expect(fetchList).toHaveBeenCalled());
    expect(fetchList.mock.calls[0]![0]).toBe(4);
    // The stored copy is the query's data while the delta is on its way.
    await vi.waitFor(() => expect(context.client.getQueryData<HeldList<Row>>(context.queryKey)?.items.map((item) => item.id).sort()).toEqual(['a', 'b']));

    answer({ items: [row('c')], removedIds: ['a'], version: 6, since: 4 });
    const result = await loading;
    expect(result.items.map((item) => item.id).sort()).toEqual(['b', 'c']);
    expect(result.version).toBe(6);
    await vi.waitFor(async () => expect((await readCachedList<Row>('customers', dana))?.items.map((item) => item.id).sort()).toEqual(['b', 'c']));
  });

  it('an answer that changes nothing keeps the same rows', async () => {
    const queryClient = new QueryClient();
    const context = queryContext(queryClient);
    const rows = [row('a')];
    queryClient.setQueryData(context.queryKey, held(rows, 7));
    const result = await fetchClientList<Row>(context, 'customers', dana, async () => ({ items: [], removedIds: [], version: 7, since: 7 }));
    expect(result.items).toBe(rows);
  });

  it('a copy stored at another version than its mark asks again from the copy\'s own version', async () => {
    await saveList('customers', dana, { items: [row('a')], version: 4 }, held([row('a')], 4));
    window.localStorage.setItem('client-book:customers:user-1:company-1', '2');
    const fetchList = vi.fn(async (since: number | undefined) => ({ items: [], removedIds: [], version: 4, since: since! }));
    const result = await fetchClientList<Row>(queryContext(), 'customers', dana, fetchList);
    expect(fetchList.mock.calls.map(([since]) => since)).toEqual([2, 4]);
    expect(result.items).toEqual([row('a')]);
  });

  it('a whole list in answer to a delta request replaces the copy', async () => {
    const queryClient = new QueryClient();
    const context = queryContext(queryClient);
    queryClient.setQueryData(context.queryKey, held([row('a'), row('b')], 90));
    const result = await fetchClientList<Row>(context, 'customers', dana, async () => ({ items: [row('z')], version: 3 }));
    expect(result).toMatchObject({ items: [row('z')], version: 3 });
  });

  it('a change makes the list queries fetch again', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['customers', 'list', 'company-1', 'user-1'], held([row('a')], 1));
    await invalidateCachedList(queryClient, 'customers');
    expect(queryClient.getQueryState(['customers', 'list', 'company-1', 'user-1'])?.isInvalidated).toBe(true);
  });
});

describe('without IndexedDB', () => {
  it('keeps nothing and the list still loads from the server', async () => {
    vi.resetModules();
    vi.stubGlobal('indexedDB', undefined);
    const cache = await import('./list-cache');
    await cache.saveList('customers', dana, { items: [row('a')], version: 1 }, held([row('a')], 1));
    expect(await cache.readCachedList('customers', dana)).toBeNull();
    const result = await cache.fetchClientList<Row>(queryContext(), 'customers', dana, async () => ({ items: [row('a')], version: 1 }));
    expect(result.items).toEqual([row('a')]);
    await expect(cache.clearCachedLists()).resolves.toBeUndefined();
  });
});
