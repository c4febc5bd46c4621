import type { CustomerListItem, CustomerStatus, CustomerType } from '@groundwork/domain/customers';
import { customerCsvFieldLabels, serializeCsv } from '@groundwork/domain/csv';
import { compileSearch, matchesCustomerSearch } from '@groundwork/domain/customers';
import type { SortState } from '@/components/ui/virtual-table';

export type CustomerFilters = {
  status: CustomerStatus | '';
  type: CustomerType | '';
  leadSourceId: string;
  tag: string;
};

export const noCustomerFilters: CustomerFilters = { status: '', type: '', leadSourceId: '', tag: '' };

export type CustomerColumn = 'displayName' | 'companyName' | 'email' | 'phone' | 'street' | 'city' | 'status' | 'type' | 'leadSource';

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

/** The street a row is found and sorted by: the billing street, else the primary property's. */
export function rowStreet(row: Pick<CustomerListItem, 'street' | 'propertyStreet'>): string {
  return row.street || row.propertyStreet;
}

function sortKey(row: CustomerListItem, column: CustomerColumn, leadSourceNames: ReadonlyMap<string, string>): string {
  switch (column) {
    case 'street':
      return rowStreet(row);
    case 'phone':
      return row.phone || row.mobilePhone || row.workPhone;
    case 'leadSource':
      return row.leadSourceId ? (leadSourceNames.get(row.leadSourceId) ?? '') : '';
    default:
      return row[column];
  }
}

/** The rows in the chosen order (blank values last either way). Sorting is the costly part, so it runs only when the
 * list or the order changes — not on every keystroke. */
export function sortCustomers(
  rows: readonly CustomerListItem[],
  sort: SortState<CustomerColumn> | null,
  leadSourceNames: ReadonlyMap<string, string> = new Map(),
): readonly CustomerListItem[] {
  if (!sort) return rows;
  const direction = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: sortKey(row, sort.column, leadSourceNames) }));
  keyed.sort((a, b) => {
    if (!a.key || !b.key) return a.key ? -1 : b.key ? 1 : 0;
    return direction * collator.compare(a.key, b.key);
  });
  return keyed.map(({ row }) => row);
}

/** The rows that match the search (name, company, e-mail, phones, streets) and the filters, in their order. */
export function filterCustomers(rows: readonly CustomerListItem[], search: string, filters: CustomerFilters): CustomerListItem[] {
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

/** What the list shows: search and filters over the chosen order. */
export function visibleCustomers(
  rows: readonly CustomerListItem[],
  search: string,
  filters: CustomerFilters,
  sort: SortState<CustomerColumn> | null,
  leadSourceNames: ReadonlyMap<string, string> = new Map(),
): CustomerListItem[] {
  return filterCustomers(sortCustomers(rows, sort, leadSourceNames), search, filters);
}

/** Every tag used in the list, once, alphabetically (the tag filter's options). */
export function allTags(rows: readonly { tags: readonly string[] }[]): string[] {
  const byKey = new Map<string, string>();
  for (const row of rows) for (const tag of row.tags) if (!byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  return [...byKey.values()].sort(collator.compare);
}

const exportFields = ['type', 'displayName', 'companyName', 'email', 'phone', 'mobilePhone', 'workPhone', 'street', 'city', 'state', 'zipCode', 'status', 'leadSource', 'tags'] as const;

/** CSV of list rows under the import's own headings, so an export can be imported again. */
export function customersToCsv(rows: readonly CustomerListItem[], leadSourceNames: ReadonlyMap<string, string>): string {
  const header = exportFields.map((field) => customerCsvFieldLabels[field]);
  const records = rows.map((row) =>
    exportFields.map((field) => {
      if (field === 'street') return rowStreet(row);
      if (field === 'leadSource') return row.leadSourceId ? (leadSourceNames.get(row.leadSourceId) ?? '') : '';
      if (field === 'tags') return row.tags.join('; ');
      return row[field];
    }),
  );
  return serializeCsv([header, ...records], { guardFormulas: true });
}
