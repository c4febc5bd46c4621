import { compileSearch, matchesCustomerSearch, type CustomerType, type SearchableClient } from '@groundwork/domain/customers';
import type { SortState } from '@/components/ui/virtual-table';

/** The filters both client lists (customers, leads) offer; '' means "all". */
export type ClientListFilters<Status extends string = string> = { status: Status | ''; type: CustomerType | ''; leadSourceId: string; tag: string };

type FilterableClient = SearchableClient & { status: string; type: CustomerType; leadSourceId: string | null; tags: readonly string[] };

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

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
  const keyed = rows.map((row) => ({ row, key: keyOf(row, sort.column) }));
  keyed.sort((a, b) => {
    const leftBlank = a.key === null || a.key === '';
    const rightBlank = b.key === null || b.key === '';
    if (leftBlank || rightBlank) return leftBlank === rightBlank ? 0 : leftBlank ? 1 : -1;
    if (typeof a.key === 'number' && typeof b.key === 'number') return direction * (a.key - b.key);
    return direction * collator.compare(String(a.key), String(b.key));
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
