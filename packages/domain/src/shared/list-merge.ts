/**
 * Applying a client-book answer (list-delta.ts) to a held copy. Kept apart from the schemas: the browser's list cache
 * needs only this, and nothing of zod, on the sign-in page's path.
 */
export type ListDelta<T> = { items: readonly T[]; version: number; since?: number; removedIds?: readonly string[] };

/**
 * Applies an answer to a held copy: a delta replaces the rows it carries (by id), adds new ones and drops removed
 * ids; an answer without `since` replaces the copy. The held order is kept; new rows are appended.
 */
export function mergeListDelta<T extends { id: string }>(held: readonly T[], answer: ListDelta<T>): T[] {
  if (answer.since === undefined) return [...answer.items];
  const changed = new Map(answer.items.map((item) => [item.id, item]));
  const removed = new Set(answer.removedIds ?? []);
  const merged: T[] = [];
  for (const item of held) {
    if (removed.has(item.id)) continue;
    const replacement = changed.get(item.id);
    if (replacement) {
      merged.push(replacement);
      changed.delete(item.id);
    } else merged.push(item);
  }
  for (const item of changed.values()) if (!removed.has(item.id)) merged.push(item);
  return merged;
}
