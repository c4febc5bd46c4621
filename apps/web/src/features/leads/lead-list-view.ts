import { customerCsvFieldLabels, serializeCsv } from '@groundwork/domain/csv';
import { leadStatusLabels, type LeadListItem, type LeadStatus } from '@groundwork/domain/leads';
import type { SortState } from '@/components/ui/virtual-table';
import { filterClientRows, sortRowsByKey, type ClientListFilters } from '@/lib/client-list';

export type LeadFilters = ClientListFilters<LeadStatus>;
export const noLeadFilters: LeadFilters = { status: '', type: '', leadSourceId: '', tag: '' };

export type LeadColumn = 'displayName' | 'companyName' | 'email' | 'phone' | 'street' | 'status' | 'estimatedValue' | 'followUpDate' | 'leadSource';

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
  return sortRowsByKey(rows, sort, (row, column) => sortKey(row, column, leadSourceNames));
}

/** The rows matching the search (name, company, e-mail, phones, streets) and the filters, in their order. */
export function filterLeads(rows: readonly LeadListItem[], search: string, filters: LeadFilters): LeadListItem[] {
  return filterClientRows(rows, search, filters);
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
