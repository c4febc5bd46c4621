import { customerCsvFieldLabels, serializeCsv } from '@groundwork/domain/csv';
import { compileSearch, matchesCustomerSearch, type CustomerType } from '@groundwork/domain/customers';
import { leadStatusLabels, type LeadListItem, type LeadStatus } from '@groundwork/domain/leads';
import type { SortState } from '@/components/ui/virtual-table';

export type LeadFilters = { status: LeadStatus | ''; type: CustomerType | ''; leadSourceId: string; tag: string };
export const noLeadFilters: LeadFilters = { status: '', type: '', leadSourceId: '', tag: '' };

export type LeadColumn = 'displayName' | 'companyName' | 'email' | 'phone' | 'street' | 'status' | 'estimatedValue' | 'followUpDate' | 'leadSource';

const collator = new Intl.Collator('en-US', { sensitivity: 'base', numeric: true });

export function leadStreet(row: Pick<LeadListItem, 'street' | 'propertyStreet'>): string {
  return row.propertyStreet || row.street;
}

function sortKey(row: LeadListItem, column: LeadColumn, leadSourceNames: ReadonlyMap<string, string>): string | number | null {
  switch (column) {
    case 'street':
      return leadStreet(row);
    case 'phone':
      return row.phone || row.mobilePhone || row.workPhone;
    case 'leadSource':
      return row.leadSourceId ? (leadSourceNames.get(row.leadSourceId) ?? '') : '';
    case 'status':
      return leadStatusLabels[row.status];
    case 'estimatedValue':
      return row.estimatedValue;
    case 'followUpDate':
      return row.followUpDate ?? '';
    default:
      return row[column];
  }
}

/** The rows in the chosen order, blanks last; runs only when the list or the order changes. */
export function sortLeads(rows: readonly LeadListItem[], sort: SortState<LeadColumn> | null, leadSourceNames: ReadonlyMap<string, string> = new Map()): readonly LeadListItem[] {
  if (!sort) return rows;
  const direction = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, key: sortKey(row, sort.column, leadSourceNames) }));
  keyed.sort((a, b) => {
    const leftBlank = a.key === null || a.key === '';
    const rightBlank = b.key === null || b.key === '';
    if (leftBlank || rightBlank) return leftBlank === rightBlank ? 0 : leftBlank ? 1 : -1;
    if (typeof a.key === 'number' && typeof b.key === 'number') return direction * (a.key - b.key);
    return direction * collator.compare(String(a.key), String(b.key));
  });
  return keyed.map(({ row }) => row);
}

/** The rows matching the search (name, company, e-mail, phones, streets) and the filters, in their order. */
export function filterLeads(rows: readonly LeadListItem[], search: string, filters: LeadFilters): LeadListItem[] {
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

export function allTags(rows: readonly { tags: readonly string[] }[]): string[] {
  const byKey = new Map<string, string>();
  for (const row of rows) for (const tag of row.tags) if (!byKey.has(tag.toLowerCase())) byKey.set(tag.toLowerCase(), tag);
  return [...byKey.values()].sort(collator.compare);
}

const exportColumns = ['type', 'displayName', 'companyName', 'email', 'phone', 'mobilePhone', 'workPhone', 'street', 'city', 'status', 'leadSource', 'tags'] as const;

/** CSV of lead rows under the customer import's headings (plus pipeline columns), so leads can be imported as customers. */
export function leadsToCsv(rows: readonly LeadListItem[], leadSourceNames: ReadonlyMap<string, string>): string {
  const header = [...exportColumns.map((field) => customerCsvFieldLabels[field]), 'Estimated value', 'Follow-up date', 'Assigned to'];
  const records = rows.map((row) => [
    ...exportColumns.map((field) => {
      if (field === 'street') return leadStreet(row);
      if (field === 'leadSource') return row.leadSourceId ? (leadSourceNames.get(row.leadSourceId) ?? '') : '';
      if (field === 'tags') return row.tags.join('; ');
      if (field === 'status') return leadStatusLabels[row.status];
      return row[field];
    }),
    row.estimatedValue,
    row.followUpDate,
    row.assignedTo,
  ]);
  return serializeCsv([header, ...records], { guardFormulas: true });
}
