import { compileSearch, createClientSearchIndex, foldText, matchesCustomerSearch, type ClientSearchIndex, type CustomerType, type SearchableClient } from '@groundwork/domain/customers';
import type { SortState } from '@/components/ui/virtual-table';

/** The filters both client lists (customers, leads) offer; '' means "all". */
export type ClientListFilters<Status extends string = string> = { status: Status | ''; type: CustomerType | ''; leadSourceId: string; tag: string };

type FilterableClient = SearchableClient & { status: string; type: CustomerType; leadSourceId: string | null; tags: readonly string[] };

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/**
 * A text's sort key, compared with `<`: the collator's order (case and accents ignored, numbers as numbers — "42 Elm"
 * before "123 Elm") for names, streets and e-mails, at a quarter of the cost of Intl.Collator.compare over 20,000 rows.
 */
function textSortKey(text: string): string {
  return foldText(text).replace(/\d+/g, (digits) => digits.padStart(12, '0'));
}

/** The rows in the chosen order by one key per row, blank values ('' or null) last either way; numbers compare as
 * numbers, text by the reader's collation. Sorting is the costly part of a client list, so callers run it only when
 * the list or the order changes — not on every keystroke. */
export function sortRowsByKey<Row, Column extends string>(
  rows: readonly Row[],
  sort: SortState<Column> | null,
  keyOf: (row: Row, column: Column) => string | number | null,
): readonly Row[] {
  if (!sort) return rows;
  const direction = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => {
    const key = keyOf(row, sort.column);
    return { row, key: typeof key === 'string' && key !== '' ? textSortKey(key) : key };
  });
  keyed.sort((a, b) => {
    const leftBlank = a.key === null || a.key === '';
    const rightBlank = b.key === null || b.key === '';
    if (leftBlank || rightBlank) return leftBlank === rightBlank ? 0 : leftBlank ? 1 : -1;
    if (typeof a.key === 'number' && typeof b.key === 'number') return direction * (a.key - b.key);
    return direction * (a.key! < b.key! ? -1 : a.key! > b.key! ? 1 : 0);
  });
  return keyed.map(({ row }) => row);
}

/** Every tag used in the list, once, alphabetically (the tag filter's options). */
export function allTags(rows: readonly { tags: readonly string[] }[]): string[] {
  const byKey = new Map<string, string>();
  for (const row of rows) for (const tag of row.tags) if (!byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  return [...byKey.values()].sort(collator.compare);
}

/** The rows that match the search (name, company, e-mail, phones, streets) and the filters, in their order. */
export function filterClientRows<Row extends FilterableClient>(rows: readonly Row[], search: string, filters: ClientListFilters): Row[] {
  const compiled = compileSearch(search);
  const tag = filters.tag.toLowerCase();
  return rows.filter(
    (row) =>
      (filters.status === '' || row.status === filters.status) &&
      (filters.type === '' || row.type === filters.type) &&
      (filters.leadSourceId === '' || row.leadSourceId === filters.leadSourceId) &&
      (tag === '' || row.tags.some((candidate) => candidate.toLowerCase() === tag)) &&
      matchesCustomerSearch(row, compiled),
  );
}

/** A list's search box over its (sorted) rows: the rows matching a query, in their order. */
export interface ListSearch<Row> {
  /** The matches; a blank query answers the rows themselves (the same array, so nothing downstream recomputes). */
  search(query: string): readonly Row[];
  /** Builds the index now (in idle time after the list shows), so the first letter typed does not pay for it. */
  warm(): void;
}

/**
 * The domain's search index (every row's text folded once; a growing query only searches the last matches), built on
 * first use rather than when the list arrives: the list paints first.
 */
export function createListSearch<Row extends SearchableClient>(rows: readonly Row[]): ListSearch<Row> {
  let index: ClientSearchIndex<Row> | null = null;
  return {
    search(query) {
      if (query.trim() === '') return rows;
      index ??= createClientSearchIndex(rows);
      return index.search(query);
    },
    warm() {
      index ??= createClientSearchIndex(rows);
    },
  };
}

/** Runs a task when the page is idle (soon, where the browser cannot tell); answers a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 50);
  return () => window.clearTimeout(handle);
}
