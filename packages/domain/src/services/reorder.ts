import type { ReorderInput } from './services.schemas';

/**
 * The new order of a list after a reorder request, or null when an id is not in the list (SPEC.md §4: reordering
 * services does nothing if either id is not found).
 * * `{ sourceId, targetId }` — drag and drop: the source takes the target's place; what lies between shifts by one.
 * * `{ ids }` — those ids first, in that order, then everything not listed in its current order.
 */
export function reorderIds(current: readonly string[], input: ReorderInput): string[] | null {
  if ('sourceId' in input) {
    const from = current.indexOf(input.sourceId);
    const to = current.indexOf(input.targetId);
    if (from < 0 || to < 0) return null;
    const next = [...current];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next;
  }
  const known = new Set(current);
  const listed = new Set<string>();
  for (const id of input.ids) {
    if (!known.has(id) || listed.has(id)) return null;
    listed.add(id);
  }
  return [...input.ids, ...current.filter((id) => !listed.has(id))];
}
