import { mergeListDelta, type ListDelta } from '@groundwork/domain/shared';
import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';

/**
 * The client book (customers, leads) kept in IndexedDB so its screens open instantly (SPEC.md §4 "Data caching":
 * customers and leads load once, are cached, and are used when present). localStorage cannot hold 20,000 rows (about
 * 9 MB of JSON: `setItem` throws), IndexedDB can.
 *
 * A copy is a snapshot (the whole list as one JSON text: reading it back is several times faster than 20,000 records)
 * and the deltas fetched since, each stored as it arrived — a change costs a few rows, not the whole
 * list again. Reading applies the deltas to the snapshot; after a number of deltas the held list becomes the new
 * snapshot. Copies are kept per list, user and company — key `<list>:<userId>:<companyId>` — so a second person on the
 * same browser never sees the first one's book; logout clears them all (storage.clearSession). Without IndexedDB (an
 * old or locked-down browser) nothing is kept and every visit loads the list from the server.
 */
export type ClientListName = 'customers' | 'leads';

export type ListCacheScope = { userId: string; companyId: string };

/** What a list's query holds and IndexedDB keeps: the rows, the list version they are at and when they were fetched. */
export type HeldList<T> = { items: T[]; version: number; savedAt: number };

const DATABASE_NAME = 'groundwork-client-book';
/** Per copy: its version, when it was fetched, and how many deltas (and rows in them) sit on top of the snapshot. */
const HEADS = 'heads';
/** Per copy: `{ version, json }`, the list (as JSON text) at the version the deltas start from. */
const SNAPSHOTS = 'snapshots';
/** Per copy and version: `{ since, version, items, removedIds }`, keyed `[copy, version]`. */
const DELTAS = 'deltas';
const STORES = [HEADS, SNAPSHOTS, DELTAS];
/** Beyond these the held list is written as a new snapshot (reading many small deltas would cost more than one write). */
const MAX_DELTAS = 50;
const MAX_DELTA_ROWS = 2000;
/** The old localStorage copies (before IndexedDB): removed at logout and when a list is saved. */
const LEGACY_PREFIX = 'cache:';

type Head = { version: number; savedAt: number; deltas: number; deltaRows: number };
type StoredDelta<T> = { since: number; version: number; items: readonly T[]; removedIds: readonly string[] };

export function listCacheKey(list: ClientListName, scope: ListCacheScope): string {
  return `${list}:${scope.userId}:${scope.companyId}`;
}

/** Every delta key of one copy: `[copy, version]` for any version (an array sorts after every number). */
const deltaRange = (key: string) => IDBKeyRange.bound([key], [key, []]);

let opening: Promise<IDBDatabase | null> | null = null;

function openDatabase(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const request = indexedDB.open(DATABASE_NAME, 1);
      request.onupgradeneeded = () => {
        const database = request.result;
        for (const store of STORES) if (!database.objectStoreNames.contains(store)) database.createObjectStore(store);
      };
      request.onsuccess = () => {
        const database = request.result;
        // Another tab upgrading the schema later: let it, and open again next time.
        database.onversionchange = () => {
          database.close();
          opening = null;
        };
        resolve(database);
      };
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

function settled(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** The stored copy of a list for this user and company, or null (none, or no IndexedDB). */
export async function readCachedList<T extends { id: string }>(list: ClientListName, scope: ListCacheScope): Promise<HeldList<T> | null> {
  try {
    const database = await openDatabase();
    if (!database) return null;
    const key = listCacheKey(list, scope);
    const transaction = database.transaction(STORES, 'readonly');
    const headRequest = transaction.objectStore(HEADS).get(key);
    const snapshotRequest = transaction.objectStore(SNAPSHOTS).get(key);
    const deltasRequest = transaction.objectStore(DELTAS).getAll(deltaRange(key));
    await settled(transaction);
    const head = headRequest.result as Head | undefined;
    const snapshot = snapshotRequest.result as { version: number; json: string } | undefined;
    if (!head || !snapshot || typeof snapshot.json !== 'string') return null;
    const items = JSON.parse(snapshot.json) as T[];
    let held: HeldList<T> = { items, version: snapshot.version, savedAt: head.savedAt };
    // Deltas in version order, each starting where the last one ended.
    for (const delta of deltasRequest.result as StoredDelta<T>[]) {
      if (delta.since !== held.version) break;
      held = { items: mergeListDelta(held.items, delta), version: delta.version, savedAt: head.savedAt };
    }
    return held;
  } catch {
    return null;
  }
}

// Saves run one after another, in the order the answers arrived; logout's clear waits for those already queued.
let queue: Promise<unknown> = Promise.resolve();
// Raised by every clear: a save prepared before logout never writes the previous person's book back.
let generation = 0;

function enqueue(task: () => Promise<void>): Promise<void> {
  const next = queue.then(task).catch(() => undefined);
  queue = next;
  return next;
}

/** Resolves when the page is idle: writing a whole list copies 20,000 rows, which should not land on a keystroke. */
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 0);
  });
}

/**
 * Keeps an answer. A delta starting at the stored copy's version is added as it is (its rows and removed ids); any
 * other answer — a whole list, a delta from elsewhere, or one delta too many — writes the held rows as the new
 * snapshot, in idle time. A stored copy already further on (another tab) is left as it is.
 */
export function saveList<T extends { id: string }>(
  list: ClientListName,
  scope: ListCacheScope,
  answer: ListDelta<T>,
  held: HeldList<T>,
  startedIn = generation,
): Promise<void> {
  return enqueue(async () => {
    if (startedIn !== generation) return;
    const database = await openDatabase();
    if (!database) return;
    const key = listCacheKey(list, scope);
    const headTransaction = database.transaction(HEADS, 'readonly');
    const headRequest = headTransaction.objectStore(HEADS).get(key);
    await settled(headTransaction);
    const head = headRequest.result as Head | undefined;
    if (head && head.version > held.version) return;
    const changedRows = answer.items.length + (answer.removedIds?.length ?? 0);
    const asDelta =
      answer.since !== undefined && head !== undefined && head.version === answer.since && head.deltas < MAX_DELTAS && head.deltaRows + changedRows <= MAX_DELTA_ROWS;
    if (!asDelta) await idle();
    if (startedIn !== generation) return;
    const transaction = database.transaction(STORES, 'readwrite');
    const heads = transaction.objectStore(HEADS);
    if (asDelta) {
      const delta: StoredDelta<T> = { since: answer.since!, version: answer.version, items: answer.items, removedIds: answer.removedIds ?? [] };
      transaction.objectStore(DELTAS).put(delta, [key, answer.version]);
      heads.put({ version: held.version, savedAt: held.savedAt, deltas: head.deltas + 1, deltaRows: head.deltaRows + changedRows } satisfies Head, key);
    } else {
      transaction.objectStore(DELTAS).delete(deltaRange(key));
      // As JSON text: IndexedDB hands back one string and JSON.parse builds the rows several times faster than
      // IndexedDB rebuilds 20,000 stored objects.
      transaction.objectStore(SNAPSHOTS).put({ version: held.version, json: JSON.stringify(held.items) }, key);
      heads.put({ version: held.version, savedAt: held.savedAt, deltas: 0, deltaRows: 0 } satisfies Head, key);
    }
    await settled(transaction);
    markStoredVersion(list, scope, held.version);
    removeLegacyCopies(list);
  });
}

/**
 * Beside each stored copy, its version in localStorage (`client-book:<list>:<userId>:<companyId>`): read at once, it
 * tells a first visit there is nothing to wait for, and lets a warm one ask for changes while the copy is read.
 */
const MARK_PREFIX = 'client-book:';

function storedVersionMark(list: ClientListName, scope: ListCacheScope): number | null {
  try {
    const value = Number(window.localStorage.getItem(`${MARK_PREFIX}${listCacheKey(list, scope)}`) ?? NaN);
    return Number.isInteger(value) && value >= 0 ? value : null;
  } catch {
    return null;
  }
}

function markStoredVersion(list: ClientListName, scope: ListCacheScope, version: number): void {
  try {
    window.localStorage.setItem(`${MARK_PREFIX}${listCacheKey(list, scope)}`, String(version));
  } catch {
    // Storage full or disabled: the next visit reads the copy before asking for its changes.
  }
}

function removeLegacyCopies(list?: ClientListName): void {
  removeLocalKeys(list ? `${LEGACY_PREFIX}${list}:` : LEGACY_PREFIX);
}

function removeLocalKeys(prefix: string): void {
  try {
    const storage = window.localStorage;
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there.
  }
}

/** Removes every cached list (every user and company): logout leaves nothing of the client book behind. */
export function clearCachedLists(): Promise<void> {
  generation += 1;
  removeLegacyCopies();
  removeLocalKeys(MARK_PREFIX);
  return enqueue(async () => {
    const database = await openDatabase();
    if (!database) return;
    const transaction = database.transaction(STORES, 'readwrite');
    for (const store of STORES) transaction.objectStore(store).clear();
    await settled(transaction);
  });
}

/**
 * A list's query function (SPEC.md §4): with no copy in memory, the stored one is shown at once (a warm visit); then
 * the server is asked only for what changed since the copy's version (`?since=N`), the answer is merged into the held
 * rows and the delta saved. With no copy anywhere, the whole list is fetched and saved. An answer that changes
 * nothing keeps the same rows, so the screen neither re-sorts nor re-indexes them.
 */
export async function fetchClientList<T extends { id: string }>(
  { client, queryKey, signal }: Pick<QueryFunctionContext, 'client' | 'queryKey' | 'signal'>,
  list: ClientListName,
  scope: ListCacheScope | null,
  fetchList: (since: number | undefined, signal: AbortSignal) => Promise<ListDelta<T>>,
): Promise<HeldList<T>> {
  const startedIn = generation;
  let held = client.getQueryData<HeldList<T>>(queryKey);
  let answer: ListDelta<T> | undefined;
  if (!held && scope) {
    // The marker says whether a copy is stored, and at which version: with none (a first visit) the whole list is
    // fetched at once; with one, its changes are fetched while the copy is read.
    const marked = storedVersionMark(list, scope);
    if (marked !== null) {
      const answering = fetchList(marked, signal);
      answering.catch(() => undefined); // awaited below, or replaced when the copy is not at the marked version
      const stored = await readCachedList<T>(list, scope);
      if (stored && !client.getQueryData(queryKey)) {
        client.setQueryData(queryKey, stored, { updatedAt: stored.savedAt });
        held = stored;
      }
      if (held?.version === marked) answer = await answering;
    }
  }
  answer ??= await fetchList(held?.version, signal);
  const savedAt = Date.now();
  const unchanged = held !== undefined && answer.since !== undefined && answer.items.length === 0 && (answer.removedIds?.length ?? 0) === 0;
  const next: HeldList<T> = { items: unchanged ? held!.items : held ? mergeListDelta(held.items, answer) : [...answer.items], version: answer.version, savedAt };
  if (scope && !(unchanged && held!.version === answer.version)) void saveList(list, scope, answer, next, startedIn);
  return next;
}

/** The rows of a held list (a query's `select`). */
export function heldItems<T>(held: HeldList<T>): T[] {
  return held.items;
}

/**
 * After a change to a list (a customer saved, a lead converted): the list's queries (key `[list, 'list', …]`) fetch
 * again, which asks the server only for what changed since the held version and saves just that.
 */
export function invalidateCachedList(queryClient: QueryClient, list: ClientListName): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [list, 'list'] });
}
