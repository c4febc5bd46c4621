import type { CustomerListItem, CustomerStatus } from '@groundwork/domain/customers';
import { customerCsvFieldLabels, serializeCsv } from '@groundwork/domain/csv';
import type { SortState } from '@/components/ui/virtual-table';
import { filterClientRows, sortRowsByKey, type ClientListFilters } from '@/lib/client-list';

export type CustomerFilters = ClientListFilters<CustomerStatus>;

export const noCustomerFilters: CustomerFilters = { status: '', type: '', leadSourceId: '', tag: '' };

export type CustomerColumn = 'displayName' | 'companyName' | 'email' | 'phone' | 'street' | 'city' | 'status' | 'type' | 'leadSource';

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
  return sortRowsByKey(rows, sort, (row, column) => sortKey(row, column, leadSourceNames));
}

/** The rows that match the search (name, company, e-mail, phones, streets) and the filters, in their order. */
export function filterCustomers(rows: readonly CustomerListItem[], search: string, filters: CustomerFilters): CustomerListItem[] {
  return filterClientRows(rows, search, filters);
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
